import Foundation

/// The part of a package a run builds when it runs only some test targets: those test targets,
/// the targets they depend on (directly or not), the mutated targets and the package's plugins.
/// A large package's other targets — and the dependencies only they use — are left out of the
/// copy's manifest, so the one build of the schemata compiles what the tests can reach.
///
/// The copy's manifest keeps its text and gets a few lines at its end that drop the other targets
/// (and the products, which nothing inside the package needs). A manifest whose package is not
/// `let package = Package(…)` (or `var`) is built whole, and the run says so.
public struct BuildSubset: Sendable, Equatable {
    /// The targets built, sorted.
    public var kept: [String]
    /// How many targets the package has.
    public var of: Int

    /// The subset for `testTargets` and `mutated`; nil when it is the whole package.
    public static func of(_ info: PackageInfo, testTargets: [String], mutated: [String]) -> BuildSubset? {
        let byName = Dictionary(info.targets.map { ($0.name, $0) }) { first, _ in first }
        var kept = Set<String>()
        var queue = testTargets + mutated + info.targets.filter { $0.type == "plugin" }.map(\.name)
        while let name = queue.popLast() {
            guard kept.insert(name).inserted else { continue }
            queue += byName[name]?.targetDependencies ?? []
        }
        kept.formIntersection(byName.keys)
        guard kept.count < info.targets.count else { return nil }
        return BuildSubset(kept: kept.sorted(), of: info.targets.count)
    }

    /// The manifest's package variable, as `let package = Package(` declares it; nil if none.
    static func packageVariable(in manifest: String) -> String? {
        let pattern = #/(?m)^\s*(?:public\s+)?(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*Package\s*)?=\s*Package\s*\(/#
        return manifest.firstMatch(of: pattern).map { String($0.1) }
    }

    /// `manifest` with lines at its end that keep only this subset's targets; nil when the
    /// package's variable cannot be found.
    public func trim(_ manifest: String) -> String? {
        guard let variable = Self.packageVariable(in: manifest) else { return nil }
        let names = kept.map { "\"\($0)\"" }.joined(separator: ", ")
        return manifest + (manifest.hasSuffix("\n") ? "" : "\n") + """

            // Added by `mvx mutate` in its copy: build only what the tests it runs need.
            let mvxMutateKept: Set<String> = [\(names)]
            \(variable).targets.removeAll { !mvxMutateKept.contains($0.name) }
            \(variable).products = []

            """
    }

    /// The root manifests of the package at `package` (`Package.swift` and any
    /// `Package@swift-*.swift`).
    static func manifests(in package: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: package.path)) ?? []
        return names.filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
            .sorted().map { package.appendingPathComponent($0) }
    }

    /// Trims every root manifest of the copy at `package`; false (nothing written) when one
    /// of them cannot be trimmed.
    func apply(to package: URL) throws -> Bool {
        var trimmed: [(URL, String)] = []
        for url in Self.manifests(in: package) {
            guard let text = try? String(contentsOf: url, encoding: .utf8), let new = trim(text) else { return false }
            trimmed.append((url, new))
        }
        guard !trimmed.isEmpty else { return false }
        for (url, text) in trimmed { try PackageCopy.writeIfChanged(Data(text.utf8), to: url) }
        return true
    }
}
