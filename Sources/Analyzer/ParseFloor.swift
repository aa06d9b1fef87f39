import Dispatch
import SwiftParser
import SwiftSyntax
import Synchronization

/// The floors `mvx bench analyze` measures the analyzer against: swift-syntax's parser alone over
/// the same files, keeping nothing — on one thread, and on every core as the analyzer spreads
/// its files (largest first).
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

    /// Parses every file of `tree` on every core (`DispatchQueue.concurrentPerform`, largest files
    /// first, as the analyzer reads them); returns how many files parsed.
    @discardableResult
    public static func parseAllInParallel(_ tree: SourceTree, read: @Sendable (String) -> String?) -> Int {
        let parsed = Atomic<Int>(0)
        let order = tree.files.indices.sorted { (tree.sizes[tree.files[$0]] ?? 0) > (tree.sizes[tree.files[$1]] ?? 0) }
        DispatchQueue.concurrentPerform(iterations: order.count) { turn in
            guard let text = read(tree.files[order[turn]]) else { return }
            if Parser.parse(source: text).endOfFileToken.presence == .present { parsed.add(1, ordering: .relaxed) }
        }
        return parsed.load(ordering: .relaxed)
    }
}
