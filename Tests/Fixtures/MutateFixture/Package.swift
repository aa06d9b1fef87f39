// swift-tools-version: 6.1
// The package `mvx mutate`'s end-to-end test runs on: a few functions whose tests kill some
// mutants, let others survive, and never reach one function (MutationTests/EndToEndTests.swift).
import PackageDescription

let package = Package(
    name: "MutateFixture",
    targets: [
        .target(name: "Scoring"),
        .testTarget(name: "ScoringTests", dependencies: ["Scoring"]),
    ],
    swiftLanguageModes: [.v6]
)
