import Foundation
import Testing
@testable import Mutation

@Suite struct HTMLReportTests {
    private static func mutant(
        _ id: Int, _ op: MutationOperator = .conditionalsBoundary, file: String = "Sources/A/A.swift", line: Int = 2,
        column: Int = 9, original: String = "a >= b", replacement: String = "a > b"
    ) -> Mutant {
        Mutant(
            id: id, mutationOperator: op, file: file, start: SourcePosition(line: line, column: column),
            end: SourcePosition(line: line, column: column + original.utf8.count), original: original, replacement: replacement
        )
    }

    private static let suite = TestUnit(library: .swiftTesting, name: "ATests.Suite")
    private static let other = TestUnit(library: .xctest, name: "ATests.Other")

    /// Two files in two folders: one with a survivor, one caught entirely; a URL and a `<` in the source.
    static let report = MutationReport(
        packageName: "A & B", targets: ["A", "B"],
        sources: [
            "Sources/A/A.swift": "func f(a: Int, b: Int) -> Bool {\n    a >= b && a < 10\n}\nlet site = \"https://example.com/x\"\n",
            "Sources/B/B.swift": "let ok = true\n",
        ],
        results: [
            MutantResult(mutant: mutant(1), status: .survived, statusReason: "passed: ATests.Suite", coveredBy: [suite]),
            MutantResult(mutant: mutant(2, .relationalOperator, replacement: "a < b"), status: .killed, coveredBy: [suite, other], killedBy: [suite]),
            MutantResult(mutant: mutant(3, .logicalOperator, column: 5, original: "a >= b && a < 10", replacement: "a >= b || a < 10"), status: .timeout, coveredBy: [other]),
            MutantResult(mutant: mutant(4, .booleanLiteral, file: "Sources/B/B.swift", line: 1, column: 10, original: "true", replacement: "false"), status: .killed, killedBy: [other]),
            MutantResult(mutant: mutant(5, .conditionalsBoundary, column: 17, original: "a < 10", replacement: "a <= 10"), status: .noCoverage),
            MutantResult(mutant: mutant(6, .arithmeticOperator, line: 4, column: 12, original: "x", replacement: "y"), status: .ignored, statusReason: "suppressed by a comment"),
            MutantResult(mutant: mutant(7, .equalityOperator, line: 4, column: 12, original: "x", replacement: "y"), status: .compileError, statusReason: "cannot convert value"),
        ],
        testUnits: [suite, other]
    )

    @Test func everyMutantOfTheJSONIsOnThePageWithItsStatusAndChange() throws {
        let page = HTMLReport.render(Self.report)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(StrykerReport.render(Self.report).utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [String: [String: Any]])
        var seen = 0
        for (path, file) in files {
            #expect(page.contains("<code>\(path)</code>"))
            for mutant in try #require(file["mutants"] as? [[String: Any]]) {
                let id = try #require(mutant["id"] as? String)
                let status = try #require(mutant["status"] as? String)
                #expect(page.contains("class=\"mutant s-\(status) m-\(status)\" id=\"m-\(id)\""), "mutant \(id)")
                seen += 1
            }
        }
        #expect(seen == Self.report.results.count)
        // Before → after, escaped, and the tests that killed or covered it.
        #expect(page.contains("<code>a &gt;= b</code> → <code>a &lt; b</code>"))
        #expect(page.contains("killed by ATests.Suite</span><span class=\"tests\">covered by ATests.Other, ATests.Suite</span>")
            || page.contains("killed by ATests.Suite</span><span class=\"tests\">covered by ATests.Suite, ATests.Other</span>"))
        #expect(page.contains("<span class=\"reason\">suppressed by a comment</span>"))
        #expect(page.contains("<title>A &amp; B — mvx mutate</title>"))
    }

    @Test func thePageNamesNoAddressAndNeedsNoScript() {
        let page = HTMLReport.render(Self.report)
        #expect(networkReferences(in: page) == [])
        // The source's URL is still shown, written so that it is no address in the page's text.
        #expect(page.contains("https:&#47;&#47;example.com/x"))
        // The checker itself finds what it looks for.
        #expect(networkReferences(in: "<a href=\"//cdn.example\">") == ["href=\"//"])
        #expect(networkReferences(in: "<p>see https://x.org</p>").count == 1)
        #expect(networkReferences(in: "<style>body { background: url(x.png) }</style>") == ["url("])
        #expect(networkReferences(in: "<line marker-end=\"url(#arrow)\">") == [], "a reference into the page itself")
    }

    @Test func scoresForThePackageEachFolderAndEachFile() {
        let page = HTMLReport.render(Self.report)
        // Package: killed 2 + timeout 1 of 2 + 1 + 1 survived + 1 no coverage = 3 of 5.
        #expect(page.contains("<tr class=\"package\"><td>A &amp; B</td><td><span class=\"bar\"><i style=\"width: 60%; background: #d4a72c\"></i></span><span class=\"medium\">60.0 %</span></td>"))
        #expect(page.contains(">Sources/</td>"))
        #expect(page.contains(">Sources/A/</td>"))
        #expect(page.contains("<a href=\"#file-1\">A.swift</a>"))
        #expect(page.contains("<span class=\"high\">100.0 %</span> · 1 killed</summary>"))
        #expect(page.contains("<span class=\"low\">50.0 %</span>"))
    }

    @Test func survivorsComeFirstAndTheFiltersAreCheckboxes() throws {
        let page = HTMLReport.render(Self.report)
        let survivors = try #require(page.range(of: "<h2>Survivors (1)</h2>"))
        let firstFile = try #require(page.range(of: "<details class=\"file\""))
        #expect(survivors.lowerBound < firstFile.lowerBound)
        #expect(page.contains("<a href=\"#m-1\"><code>Sources/A/A.swift:2:9</code></a> <code>a &gt;= b</code> → <code>a &gt; b</code>"))
        // The file with a survivor first and open; a file with none folded.
        let a = try #require(page.range(of: "<details class=\"file\" id=\"file-1\" open>"))
        let b = try #require(page.range(of: "<details class=\"file\" id=\"file-2\">"))
        #expect(a.lowerBound < b.lowerBound)
        // On a line, the survivor's card before the others.
        let survivorCard = try #require(page.range(of: "id=\"m-1\"><span"))
        let killedCard = try #require(page.range(of: "id=\"m-2\"><span"))
        #expect(survivorCard.lowerBound < killedCard.lowerBound)
        for status in MutantStatus.allCases {
            #expect(page.contains("<input type=\"checkbox\" class=\"filter\" id=\"show-\(status.rawValue)\" checked>"))
            #expect(page.contains("#show-\(status.rawValue):not(:checked) ~ main .m-\(status.rawValue) { display: none; }"))
        }
        #expect(!page.contains("<script"))
    }

    @Test func theChangedCodeIsMarkedInItsLine() {
        let results = Self.report.results.filter { $0.mutant.start.line == 2 }
        let line = HTMLReport.highlighted("    a >= b && a < 10", line: 2, results: results)
        // The logical operator's whole expression starts first and is the longest: it is the one marked.
        #expect(line == "    <mark class=\"s-Timeout\">a &gt;= b &amp;&amp; a &lt; 10</mark>")
        let single = HTMLReport.highlighted("let ok = true", line: 1, results: Self.report.results.filter { $0.mutant.id == 4 })
        #expect(single == "let ok = <mark class=\"s-Killed\">true</mark>")
    }

    @Test func htmlIsAFormat() {
        #expect(MutationReportFormat(rawValue: "html") == .html)
        #expect(MutationReportFormat.html.render(Self.report) == HTMLReport.render(Self.report))
    }
}
