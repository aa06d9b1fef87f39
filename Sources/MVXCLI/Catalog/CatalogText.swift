import Foundation

/// The catalog as plain text, for `mvx --help`-like listings and non-interactive output.
enum CatalogText {
    static func render(pattern: PatternID?) -> String {
        var lines = ["MVX — one app, every classic UI architecture", ""]
        for p in PatternID.allCases where pattern == nil || pattern == p {
            lines.append("  \(p.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) \(p.summary)")
            if pattern != nil {
                lines.append("")
                for demo in DemoID.allCases { lines.append("    \(demo.rawValue)") }
            }
        }
        return lines.joined(separator: "\n")
    }
}
