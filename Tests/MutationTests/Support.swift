import Foundation
@testable import Mutation

/// The mutants of a snippet (its path `Snippet.swift`).
func mutants(in source: String) -> [Mutant] {
    MutatedSource(path: "Snippet.swift", source: source, firstID: 1).mutants
}

/// The mutants of a snippet that would run (none ignored).
func runnable(in source: String) -> [Mutant] {
    mutants(in: source).filter { $0.ignoredReason == nil }
}

/// `original → replacement` of each mutant, in order.
func changes(_ mutants: [Mutant]) -> [String] {
    mutants.map { "\($0.original) → \($0.replacement)" }
}

/// Whatever in an HTML page would make a browser reach the network, or names an address: any
/// `scheme://` (http, https, ftp, ws…), an attribute value that starts with `//` (a
/// scheme-relative address), a CSS `url(` or `@import`, a `<script>`, `<link>`, `<iframe>`,
/// `<object>`, `<embed>`, `<img>`, a `<base>` or a `<meta http-equiv>`. Empty for a
/// self-contained page.
func networkReferences(in html: String) -> [String] {
    var found: [String] = []
    let lowered = html.lowercased()
    var index = lowered.startIndex
    while let range = lowered.range(of: "://", range: index..<lowered.endIndex) {
        let start = lowered.index(range.lowerBound, offsetBy: -8, limitedBy: lowered.startIndex) ?? lowered.startIndex
        let end = lowered.index(range.upperBound, offsetBy: 24, limitedBy: lowered.endIndex) ?? lowered.endIndex
        found.append(String(html[start..<end]))
        index = range.upperBound
    }
    for attribute in ["src", "href", "action", "formaction", "srcset", "poster", "data", "background", "cite", "xlink:href"] {
        for quote in ["\"", "'"] where lowered.contains(" \(attribute)=\(quote)//") {
            found.append("\(attribute)=\(quote)//")
        }
        if lowered.contains(" \(attribute)=//") { found.append("\(attribute)=//") }
    }
    // CSS `url(…)`, but a reference into the page itself (`url(#arrow)`).
    for part in lowered.components(separatedBy: "url(").dropFirst() where !part.hasPrefix("#") && !part.hasPrefix("'#") && !part.hasPrefix("\"#") {
        found.append("url(")
    }
    for needle in ["@import", "<script", "<link", "<iframe", "<object", "<embed", "<img", "<base", "http-equiv"]
    where lowered.contains(needle) {
        found.append(needle)
    }
    return found
}
