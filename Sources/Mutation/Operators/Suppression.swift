import Foundation
import SwiftSyntax

/// The comments that turn mutation off: `// mvx-mutate:disable-next-line`,
/// `// mvx-mutate:disable-line`, and `// mvx-mutate:disable` before a declaration (the whole
/// declaration, its members included).
struct Suppression {
    /// The comment word that disables the next line.
    static let nextLine = "disable-next-line"
    /// The comment word that disables its own line.
    static let sameLine = "disable-line"
    /// The comment word that, before a declaration, disables all of it.
    static let declaration = "disable"

    /// Lines on which no mutant is made.
    private(set) var disabledLines: Set<Int> = []

    /// Reads every comment of the tree.
    init(tree: some SyntaxProtocol, converter: SourceLocationConverter) {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position
            for piece in token.leadingTrivia {
                record(piece, at: offset, converter: converter)
                offset += piece.sourceLength
            }
            offset = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                record(piece, at: offset, converter: converter)
                offset += piece.sourceLength
            }
        }
    }

    private mutating func record(_ piece: TriviaPiece, at position: AbsolutePosition, converter: SourceLocationConverter) {
        guard let text = Self.commentText(piece) else { return }
        let line = converter.location(for: position).line
        for directive in Self.directives(in: text) {
            switch directive {
            case Self.nextLine: disabledLines.insert(line + 1)
            case Self.sameLine: disabledLines.insert(line)
            default: break
            }
        }
    }

    /// Whether a declaration's leading comments disable it.
    static func disablesDeclaration(_ trivia: Trivia) -> Bool {
        trivia.contains { piece in
            commentText(piece).map { directives(in: $0).contains(declaration) } ?? false
        }
    }

    /// The words after each `mvx-mutate:` in a comment.
    static func directives(in comment: String) -> [String] {
        let marker = "mvx-mutate:"
        var words: [String] = []
        var rest = Substring(comment)
        while let range = rest.range(of: marker) {
            rest = rest[range.upperBound...]
            let word = rest.prefix { $0.isLetter || $0 == "-" }
            words.append(String(word))
        }
        return words
    }

    private static func commentText(_ piece: TriviaPiece) -> String? {
        switch piece {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text): text
        default: nil
        }
    }
}
