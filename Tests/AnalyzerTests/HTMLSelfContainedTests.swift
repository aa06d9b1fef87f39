import Foundation
import Testing
@testable import Analyzer

/// `mvx analyze --format html` opens from disk with nothing from the network, as
/// `mvx mutate --format html` does (MutationTests/HTMLReportTests.swift checks that page alike).
@Suite("The HTML page is self-contained")
struct HTMLSelfContainedTests {
    /// Whatever in a page would make a browser reach the network, or names an address: any
    /// `scheme://`, an attribute value starting with `//`, CSS `url(` or `@import`, a tag that loads
    /// something. (The page's inline SVGs carry no `xmlns`: HTML needs none, so not even an XML
    /// namespace's name is written.)
    static func networkReferences(in html: String) -> [String] {
        let page = html.lowercased()
        var found: [String] = []
        var index = page.startIndex
        while let range = page.range(of: "://", range: index..<page.endIndex) {
            let start = page.index(range.lowerBound, offsetBy: -8, limitedBy: page.startIndex) ?? page.startIndex
            found.append(String(page[start..<range.upperBound]))
            index = range.upperBound
        }
        for attribute in ["src", "href", "action", "srcset", "poster", "data", "xlink:href"] where page.contains(" \(attribute)=\"//") {
            found.append("\(attribute)=\"//")
        }
        // CSS `url(…)`, but a reference into the page itself (an SVG marker's `url(#arrow)`).
        for part in page.components(separatedBy: "url(").dropFirst() where !part.hasPrefix("#") && !part.hasPrefix("'#") && !part.hasPrefix("\"#") {
            found.append("url(")
        }
        for needle in ["@import", "<script", "<link", "<iframe", "<object", "<embed", "<img", "<base", "http-equiv"] where page.contains(needle) {
            found.append(needle)
        }
        return found
    }

    @Test func aRealTreesPageNamesNoAddress() throws {
        // MVX's own sources: a pattern, and the live services, whose code holds URLs.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        for folder in ["VIPER", "LiveServices"] {
            let report = try Analyzer().analyze(sources.appendingPathComponent(folder))
            let page = ReportFormat.html.render(report)
            #expect(page.contains("<svg "))
            #expect(Self.networkReferences(in: page) == [], "\(folder)")
        }
        #expect(Self.networkReferences(in: "<a href=\"//x.org\">https://x.org</a>").count == 2)
    }
}
