import Foundation
import SwiftSyntax

/// The comments that turn mutation off, as Stryker's do (`// Stryker disable next-line
/// EqualityOperator: why`):
///
/// - `// mvx-mutate:disable-next-line`, `// mvx-mutate:disable-line`, and `// mvx-mutate:disable`
///   before a declaration (the whole declaration, its members included);
/// - `// mvx-mutate:equivalent-next-line`, `// mvx-mutate:equivalent-line` and
///   `// mvx-mutate:equivalent`: the same, for mutants no test could tell from the original —
///   reported Ignored with the reason `equivalent: …` and counted apart.
///
/// After the word, operator names (comma- or space-separated) restrict it to those operators'
/// mutants — `RelationalOperator(<=)` to the one that writes that operator — and text after a `:`
/// is the reason: `// mvx-mutate:equivalent-next-line BooleanLiteral: set again before anyone
/// reads it`.
struct Suppression {
    /// One comment's directive: what it does, to which operators, and why.
    struct Directive: Equatable {
        /// The word after `mvx-mutate:` (`disable-next-line`, `equivalent-line`…).
        var word: String
        /// The operators it is limited to, each to the changes named in parentheses (nil: all of
        /// that operator's); nil: every operator.
        var operators: [MutationOperator: Set<String>?]?
        /// The reason written after the `:`, if any.
        var reason: String?

        /// Whether it marks equivalent mutants rather than disabling them.
        var isEquivalent: Bool { word.hasPrefix("equivalent") }

        /// Whether it covers a mutant made by `mutationOperator` writing `change` (the operator or
        /// literal it puts in).
        func covers(_ mutationOperator: MutationOperator, change: String) -> Bool {
            guard let operators else { return true }
            guard let changes = operators[mutationOperator] else { return false }
            return changes?.contains(change) ?? true
        }

        /// The ignored reason it gives a mutant.
        var ignoredReason: String {
            if isEquivalent { return "equivalent" + (reason.map { ": " + $0 } ?? "") }
            return "suppressed by a comment" + (reason.map { ": " + $0 } ?? "")
        }

        /// Which lines it reaches, relative to its own: the next line, its own line, or none
        /// (a declaration's comment).
        var lineOffset: Int? {
            switch word {
            case "disable-next-line", "equivalent-next-line": 1
            case "disable-line", "equivalent-line": 0
            default: nil
            }
        }

        /// Whether, in a declaration's leading comments, it covers the whole declaration.
        var coversDeclaration: Bool { word == "disable" || word == "equivalent" }
    }

    /// The directives that reach each line.
    private(set) var lineDirectives: [Int: [Directive]] = [:]

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
            guard let offset = directive.lineOffset else { continue }
            lineDirectives[line + offset, default: []].append(directive)
        }
    }

    /// Why a comment on the line turns off a mutant of `mutationOperator` writing `change` there;
    /// nil if none does.
    func reason(line: Int, operator mutationOperator: MutationOperator, change: String) -> String? {
        lineDirectives[line]?.first { $0.covers(mutationOperator, change: change) }?.ignoredReason
    }

    /// Why a declaration's leading comments turn off a mutant of `mutationOperator` in it; nil if they do not.
    static func declarationReason(_ trivia: Trivia, operator mutationOperator: MutationOperator, change: String) -> String? {
        for piece in trivia {
            guard let text = commentText(piece) else { continue }
            if let directive = directives(in: text).first(where: { $0.coversDeclaration && $0.covers(mutationOperator, change: change) }) {
                return directive.ignoredReason
            }
        }
        return nil
    }

    /// Every directive of a comment: the word after each `mvx-mutate:`, then its operators and reason.
    static func directives(in comment: String) -> [Directive] {
        let marker = "mvx-mutate:"
        var found: [Directive] = []
        var rest = Substring(comment)
        while let range = rest.range(of: marker) {
            rest = rest[range.upperBound...]
            let word = String(rest.prefix { $0.isLetter || $0 == "-" })
            var tail = rest.dropFirst(word.count)
            if let next = tail.range(of: marker) { tail = tail[..<next.lowerBound] }
            let body = String(tail).replacingOccurrences(of: "*/", with: "").trimmingCharacters(in: .whitespaces)
            found.append(parse(word: word, body: body))
        }
        return found
    }

    /// `Op1, Op2(change): reason`, `Op1`, `: reason`, or a reason alone (words that are not all
    /// operator names).
    private static func parse(word: String, body: String) -> Directive {
        let head: Substring
        var reason: String?
        if let colon = body.firstIndex(of: ":") {
            head = body[..<colon]
            reason = String(body[body.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        } else {
            head = Substring(body)
        }
        let names = head.split { $0 == "," || $0 == " " }.map(String.init)
        var operators: [MutationOperator: Set<String>?] = [:]
        for name in names {
            guard let (op, change) = operatorName(name) else { continue }
            if let change {
                if case .some(.some(let known)) = operators[op] { operators[op] = known.union([change]) }
                else if operators[op] == nil { operators[op] = Set([change]) }
            } else {
                operators[op] = .some(nil)
            }
        }
        if reason?.isEmpty == true { reason = nil }
        if names.isEmpty { return Directive(word: word, operators: nil, reason: reason) }
        if names.contains(where: { operatorName($0) == nil }) {
            // Not a list of operators: all of it is the reason.
            let text = body.trimmingCharacters(in: .whitespaces)
            return Directive(word: word, operators: nil, reason: text.isEmpty ? nil : text)
        }
        return Directive(word: word, operators: operators, reason: reason)
    }

    /// `RelationalOperator` → (it, nil); `RelationalOperator(<=)` → (it, "<="); nil for another word.
    private static func operatorName(_ name: String) -> (MutationOperator, String?)? {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else {
            return MutationOperator(rawValue: name).map { ($0, nil) }
        }
        let change = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
        guard let op = MutationOperator(rawValue: String(name[..<open])), !change.isEmpty else { return nil }
        return (op, change)
    }

    private static func commentText(_ piece: TriviaPiece) -> String? {
        switch piece {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text): text
        default: nil
        }
    }
}
