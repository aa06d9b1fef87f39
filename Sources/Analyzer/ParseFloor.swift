import SwiftParser
import SwiftSyntax

/// The floor `mvx bench analyze` measures the analyzer against: swift-syntax's parser alone,
/// one thread, over the same files, keeping nothing.
public enum ParseFloor {
    /// Parses every file of `tree` on the calling thread; returns how many files parsed.
    @discardableResult
    public static func parseAll(_ tree: SourceTree, read: (String) -> String?) -> Int {
        var parsed = 0
        for path in tree.files {
            guard let text = read(path) else { continue }
            let syntax = Parser.parse(source: text)
            if syntax.endOfFileToken.presence == .present { parsed += 1 }
        }
        return parsed
    }
}
