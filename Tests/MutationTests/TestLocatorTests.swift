import Foundation
import Testing
@testable import Mutation

@Suite struct TestLocatorTests {
    static let file = """
        import Testing
        import XCTest

        struct RulesTests {
            @Test func adults(age: Int, isAdult: Bool) {}
            @Test func totals() {}

            struct Nested {
                @Test func deep() {}
            }
        }

        extension RulesTests {
            @Test func later() {}
        }

        @Test func outside() {}

        final class BoardCase: XCTestCase {
            func testAdds() {}
        }

        """

    @Test func eachUnitIsFoundAtItsDeclaration() {
        let units = [
            TestUnit(library: .swiftTesting, name: "ATests.RulesTests"),
            TestUnit(library: .swiftTesting, name: "ATests.RulesTests/adults(age:isAdult:)"),
            TestUnit(library: .swiftTesting, name: "ATests.RulesTests/Nested/deep()"),
            TestUnit(library: .swiftTesting, name: "ATests.RulesTests/later()"),
            TestUnit(library: .swiftTesting, name: "ATests.outside()"),
            TestUnit(library: .xctest, name: "ATests.BoardCase"),
            TestUnit(library: .xctest, name: "ATests.BoardCase/testAdds"),
            TestUnit(library: .swiftTesting, name: "ATests.Missing"),
        ]
        let located = TestLocator.locate(units, modules: ["ATests": [("Tests/ATests/A.swift", Self.file)]])
        func place(_ index: Int) -> String? {
            located[units[index]].map { "\($0.file):\($0.position.line):\($0.position.column)" }
        }
        #expect(place(0) == "Tests/ATests/A.swift:4:1")
        #expect(place(1) == "Tests/ATests/A.swift:5:5")
        #expect(place(2) == "Tests/ATests/A.swift:9:9")
        #expect(place(3) == "Tests/ATests/A.swift:14:5")
        #expect(place(4) == "Tests/ATests/A.swift:17:1")
        #expect(place(5) == "Tests/ATests/A.swift:19:1")
        #expect(place(6) == "Tests/ATests/A.swift:20:5")
        #expect(place(7) == nil)
    }

    @Test func theJSONKeysTestFilesByPathWithEachTestsLocation() throws {
        let unit = TestUnit(library: .swiftTesting, name: "ATests.RulesTests")
        let lost = TestUnit(library: .swiftTesting, name: "ATests.Lost")
        var report = MutationReport(packageName: "A", targets: ["A"], sources: [:], results: [], testUnits: [unit, lost])
        report.testLocations = [unit: TestLocation(file: "Tests/ATests/A.swift", position: SourcePosition(line: 4, column: 1))]
        report.testSources = ["Tests/ATests/A.swift": Self.file]
        let object = try #require(try JSONSerialization.jsonObject(with: Data(StrykerReport.render(report).utf8)) as? [String: Any])
        let testFiles = try #require(object["testFiles"] as? [String: [String: Any]])
        #expect(Set(testFiles.keys) == ["Tests/ATests/A.swift", "ATests.Lost"])
        let file = try #require(testFiles["Tests/ATests/A.swift"])
        #expect(file["source"] as? String == Self.file)
        let tests = try #require(file["tests"] as? [[String: Any]])
        #expect(tests.count == 1)
        #expect(tests[0]["id"] as? String == "ATests.RulesTests")
        #expect(tests[0]["location"] as? [String: [String: Int]] == ["start": ["line": 4, "column": 1]])
    }
}
