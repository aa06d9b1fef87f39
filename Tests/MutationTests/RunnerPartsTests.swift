import Foundation
import Testing
@testable import Mutation

@Suite struct RunnerPartsTests {
    @Test func aTestBelongsToItsSuiteOrIsAUnitOfItsOwn() {
        #expect(TestUnit.unit(ofTest: "ATests.Suite/test()", library: .swiftTesting).name == "ATests.Suite")
        #expect(TestUnit.unit(ofTest: "ATests.Outer/Inner/test()", library: .swiftTesting).name == "ATests.Outer")
        #expect(TestUnit.unit(ofTest: "ATests.free()", library: .swiftTesting).name == "ATests.free()")
    }

    @Test func aListingGivesEachUnitOnce() {
        let swiftTesting = "ATests.Suite/a()\nATests.Suite/b()\nATests.free()\n"
        #expect(TestUnit.units(fromListing: swiftTesting, library: .swiftTesting).map(\.name) == ["ATests.Suite", "ATests.free()"])
        let xctest = "Listing 3 tests in x.xctest:\n\nATests.CaseA/testA\nATests.CaseA/testB\nATests.CaseB/testC\n"
        #expect(TestUnit.units(fromListing: xctest, library: .xctest).map(\.name) == ["ATests.CaseA", "ATests.CaseB"])
    }

    @Test func perTestEachTestFunctionIsAUnit() {
        let swiftTesting = "ATests.Suite/a()\nATests.Suite/b(pattern:)\nATests.Outer/Inner/c()\nATests.free()\n"
        #expect(TestUnit.units(fromListing: swiftTesting, library: .swiftTesting, per: .test).map(\.name)
            == ["ATests.Outer/Inner/c()", "ATests.Suite/a()", "ATests.Suite/b(pattern:)", "ATests.free()"])
        let xctest = "ATests.CaseA/testA\nATests.CaseA/testB\n"
        #expect(TestUnit.units(fromListing: xctest, library: .xctest, per: .test).map(\.name) == ["ATests.CaseA/testA", "ATests.CaseA/testB"])
        let unit = TestUnit(library: .swiftTesting, name: "ATests.Suite/b(pattern:)")
        #expect(TestBinary.arguments(for: [unit], library: .swiftTesting).last == #"^ATests\.Suite/b\(pattern:\)(/|$)"#)
    }

    @Test func unitsAreSelectedByAnchoredFiltersOrACommaList() {
        let suite = TestUnit(library: .swiftTesting, name: "ATests.Suite")
        let free = TestUnit(library: .swiftTesting, name: "ATests.free()")
        #expect(TestBinary.arguments(for: [suite, free], library: .swiftTesting)
            == ["--testing-library", "swift-testing", "--filter", #"^ATests\.Suite(/|$)"#, "--filter", #"^ATests\.free\(\)(/|$)"#])
        let cases = [TestUnit(library: .xctest, name: "ATests.A"), TestUnit(library: .xctest, name: "ATests.B")]
        #expect(TestBinary.arguments(for: cases, library: .xctest) == ["ATests.A,ATests.B"])
    }

    @Test func compilerErrorsAreReadWithTheirPlace() {
        let output = """
            [3/9] Compiling A A.swift
            /tmp/x/Sources/A/A.swift:12:30: error: binary operator '-' cannot be applied to two 'String' operands
            /tmp/x/Sources/A/A.swift:12:30: error: binary operator '-' cannot be applied to two 'String' operands
            /tmp/x/Sources/A/A.swift:4:1: warning: unused
            error: fatalError
            """
        let errors = CompilerError.parse(output)
        #expect(errors == [CompilerError(path: "/tmp/x/Sources/A/A.swift", line: 12, column: 30, message: "binary operator '-' cannot be applied to two 'String' operands")])
    }

    private static let info = PackageInfo(name: "P", targets: [
        .init(name: "Core", type: "library", path: "Sources/Core", sources: ["B.swift", "A.swift", "c.h", "__MVXMutantSwitch.swift"], moduleType: "SwiftTarget"),
        .init(name: "CoreTests", type: "test", path: "Tests/CoreTests", sources: ["T.swift"], moduleType: "SwiftTarget"),
        .init(name: "Tool", type: "executable", path: "Sources/Tool", sources: ["main.swift"], moduleType: "SwiftTarget"),
        .init(name: "CLib", type: "library", path: "Sources/CLib", sources: ["c.c"], moduleType: "ClangTarget"),
        .init(name: "Macros", type: "macro", path: "Sources/Macros", sources: ["M.swift"], moduleType: "SwiftTarget"),
    ])

    @Test func targetsDefaultToTheNonTestSwiftOnes() throws {
        #expect(try MutationRunner.selectTargets([], of: Self.info).map(\.name) == ["Core", "Tool"])
        #expect(try MutationRunner.selectTargets(["Macros"], of: Self.info).map(\.name) == ["Macros"])
        #expect(Self.info.targets[0].swiftFiles == ["Sources/Core/A.swift", "Sources/Core/B.swift"])
    }

    @Test func anUnknownTargetIsAUsageErrorWithTheNearestName() {
        #expect(throws: MutationError.unknownTarget("Cor", suggestion: "Core")) { try MutationRunner.selectTargets(["Cor"], of: Self.info) }
        #expect(throws: MutationError.unknownTarget("Zebra", suggestion: nil)) { try MutationRunner.selectTargets(["Zebra"], of: Self.info) }
        #expect(MutationError.unknownTarget("Cor", suggestion: "Core").exitCode == 64)
        #expect(MutationError.testsFail(["A"]).exitCode == 1)
    }

    @Test func testTargetsAreCheckedToBeTestTargets() throws {
        #expect(try MutationRunner.selectTestTargets(["CoreTests"], of: Self.info) == ["CoreTests"])
        #expect(throws: MutationError.unknownTarget("CoreTest", suggestion: "CoreTests")) { try MutationRunner.selectTestTargets(["CoreTest"], of: Self.info) }
    }

    @Test func describeOutputIsDecodedPastTheResolversChatter() throws {
        let output = #"Fetching x\n{"name": "P", "targets": [{"name": "Core", "type": "library", "path": "Sources/Core", "sources": ["A.swift"], "module_type": "SwiftTarget"}]}"#
        let info = try PackageInfo.decode(Data(output.utf8))
        #expect(info.name == "P")
        #expect(info.targets.map(\.name) == ["Core"])
    }

    @Test func aFolderWithoutAManifestIsNotAPackage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-mutate-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect(throws: MutationError.notAPackage(folder.path)) {
            try await MutationRunner(options: MutationOptions(packagePath: folder)).run()
        }
    }

    @Test func theSampleIsRepeatableForASeedAndLeavesIgnoredMutantsOut() {
        let mutants = (1...20).map { id in
            Mutant(id: id, mutationOperator: .booleanLiteral, file: "A.swift", start: SourcePosition(line: id, column: 1),
                   end: SourcePosition(line: id, column: 5), original: "true", replacement: "false",
                   ignoredReason: id == 1 ? "suppressed by a comment" : nil)
        }
        let (first, from) = MutationRunner.sample(mutants, limit: 5, seed: 7)
        #expect(first.count == 5)
        #expect(from == 20)
        #expect(!first.contains(1))
        #expect(MutationRunner.sample(mutants, limit: 5, seed: 7).0 == first)
        #expect(MutationRunner.sample(mutants, limit: 50, seed: 7).1 == nil)
    }

    @Test func theNearestNameIsFoundWithinATypo() {
        #expect(nearestName(to: "VIPERLogik", in: ["VIPER", "VIPERLogic", "MVVM"]) == "VIPERLogic")
        #expect(nearestName(to: "xyz", in: ["VIPER"]) == nil)
    }
}

@Suite struct CompileErrorCacheTests {
    private static func mutant(line: Int, replacement: String) -> Mutant {
        Mutant(id: line, mutationOperator: .arithmeticOperator, file: "Sources/A/A.swift", start: SourcePosition(line: line, column: 5),
               end: SourcePosition(line: line, column: 18), original: "name + suffix", replacement: replacement)
    }

    @Test func aKeptRunRemembersWhatDidNotCompileByPlaceAndChange() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-mutate-cache-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        var cache = CompileErrorCache(url: url)
        #expect(cache.messages.isEmpty)
        let failing = Self.mutant(line: 3, replacement: "name - suffix")
        cache.record([
            MutantResult(mutant: failing, status: .compileError, statusReason: "binary operator '-' cannot be applied"),
            MutantResult(mutant: Self.mutant(line: 4, replacement: "a - b"), status: .killed),
        ])
        let reread = CompileErrorCache(url: url)
        #expect(reread.message(for: failing) == "binary operator '-' cannot be applied")
        #expect(reread.message(for: Self.mutant(line: 4, replacement: "a - b")) == nil)
        // Moved by an edit, it is a new mutant.
        #expect(reread.message(for: Self.mutant(line: 5, replacement: "name - suffix")) == nil)
    }
}
