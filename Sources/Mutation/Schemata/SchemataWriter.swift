import SwiftSyntax

/// Writes a file with every one of its mutants behind the runtime switch ("mutant schemata"):
/// `a >= b` becomes `(__mvxMutantIsLive(17) ? a > b : a >= b)`, a condition `c` becomes
/// `((c) != __mvxMutantIsLive(18))`, a call statement `f()` becomes
/// `if !__mvxMutantIsLive(19) { f() }`. With no mutant live the code does what it did.
public struct SchemataWriter {
    /// The name of the switch function the rewritten code calls.
    public static let switchFunction = "__mvxMutantIsLive"

    /// The rewritten text.
    public private(set) var text = ""
    /// Where each mutant's changed code landed in `text` (UTF-8 offsets; a mutant inside another
    /// lands more than once), to tell which mutant a compiler error is about.
    private(set) var mutatedRanges: [Int: [Range<Int>]] = [:]
    /// The whole switch of each mutant (its original code included).
    private(set) var wrapRanges: [Int: [Range<Int>]] = [:]

    private let sitesByNode: [SyntaxIdentifier: [MutationSite]]
    /// Whether the one mutant is written as it is, not behind the switch.
    private let isPlain: Bool
    /// The mutants that leave out a call.
    private var removalIDs: Set<Int> = []
    private var suppressLeading: Set<SyntaxIdentifier> = []
    private var suppressTrailing: Set<SyntaxIdentifier> = []

    /// Rewrites `source` with the mutants whose ids are in `ids` (the others left as they are).
    public init(source: MutatedSource, ids: Set<Int>) {
        var byNode: [SyntaxIdentifier: [MutationSite]] = [:]
        for site in source.sites where ids.contains(site.mutant.id) { byNode[site.node, default: []].append(site) }
        sitesByNode = byNode
        isPlain = false
        render(source.tree)
    }

    /// `source` with the one mutant `id` written as it is, no switch: for a mutant that cannot be
    /// switched (in a pattern, a `#if` condition…), built on its own.
    public init(source: MutatedSource, applying id: Int) {
        sitesByNode = Dictionary(uniqueKeysWithValues: source.sites.filter { $0.mutant.id == id }.map { ($0.node, [$0]) })
        isPlain = true
        render(source.tree)
    }

    /// The mutants whose code holds a compiler error at a line and column of `text`: the innermost
    /// mutant whose changed code holds it, else every mutant whose switch touches the line.
    public func mutants(atLine line: Int, column: Int) -> Set<Int> {
        let lineStarts = Self.lineStarts(text)
        guard line >= 1, line <= lineStarts.count else { return [] }
        let offset = lineStarts[line - 1] + max(column - 1, 0)
        var best: (id: Int, size: Int)?
        for (id, ranges) in mutatedRanges {
            for range in ranges where range.contains(offset) || range.upperBound == offset {
                if best == nil || range.count < best!.size { best = (id, range.count) }
            }
        }
        if let best { return [best.id] }
        let lineEnd = line < lineStarts.count ? lineStarts[line] : text.utf8.count + 1
        let lineRange = lineStarts[line - 1]..<lineEnd
        var touching: Set<Int> = []
        for (id, ranges) in wrapRanges where ranges.contains(where: { $0.overlaps(lineRange) }) { touching.insert(id) }
        return touching
    }

    /// The mutants of the whole expression a compiler error sits in, for an error about the
    /// expression's size ("unable to type-check this expression in reasonable time", which
    /// nested switches bring about): every mutant in the span of the switches that hold the place
    /// or start after it on its line (a left-out call's `if` aside: it may hold a whole closure).
    /// Else as `mutants(atLine:column:)`.
    public func mutants(inExpressionAtLine line: Int, column: Int) -> Set<Int> {
        let lineStarts = Self.lineStarts(text)
        guard line >= 1, line <= lineStarts.count else { return [] }
        let offset = lineStarts[line - 1] + max(column - 1, 0)
        let lineEnd = line < lineStarts.count ? lineStarts[line] : text.utf8.count + 1
        var span: Range<Int>?
        for (id, ranges) in wrapRanges where !removalIDs.contains(id) {
            for range in ranges where range.contains(offset) || (offset..<lineEnd).contains(range.lowerBound) {
                span = span.map { min($0.lowerBound, range.lowerBound)..<max($0.upperBound, range.upperBound) } ?? range
            }
        }
        guard let span else { return mutants(atLine: line, column: column) }
        return Set(wrapRanges.filter { id, ranges in
            ranges.contains { removalIDs.contains(id) ? span.lowerBound <= $0.lowerBound && $0.upperBound <= span.upperBound : $0.overlaps(span) }
        }.keys)
    }

    // MARK: Rendering

    private var offset: Int { text.utf8.count }

    private mutating func emit(_ string: String) { text += string }

    private mutating func render(_ node: Syntax) {
        if let sites = sitesByNode[node.id] {
            emit(leadingTrivia(of: node))
            if isPlain, let site = sites.first { renderPlain(node, edit: site.edit) } else { renderSwitched(node, sites: sites) }
            emit(trailingTrivia(of: node))
        } else if let token = node.as(TokenSyntax.self) {
            if !suppressLeading.contains(token.id) { emit(token.leadingTrivia.description) }
            emit(token.text)
            if !suppressTrailing.contains(token.id) { emit(token.trailingTrivia.description) }
        } else {
            for child in node.children(viewMode: .sourceAccurate) { render(child) }
        }
    }

    private func leadingTrivia(of node: Syntax) -> String {
        guard let first = node.firstToken(viewMode: .sourceAccurate), !suppressLeading.contains(first.id) else { return "" }
        return first.leadingTrivia.description
    }

    private func trailingTrivia(of node: Syntax) -> String {
        guard let last = node.lastToken(viewMode: .sourceAccurate), !suppressTrailing.contains(last.id) else { return "" }
        return last.trailingTrivia.description
    }

    /// The node without its outer trivia, its inner mutants switched.
    private mutating func renderTrimmed(_ node: Syntax, skipping ownSites: Bool = false) {
        let first = node.firstToken(viewMode: .sourceAccurate)?.id
        let last = node.lastToken(viewMode: .sourceAccurate)?.id
        let addedLeading = first.map { suppressLeading.insert($0).inserted } ?? false
        let addedTrailing = last.map { suppressTrailing.insert($0).inserted } ?? false
        if ownSites {
            for child in node.children(viewMode: .sourceAccurate) { render(child) }
        } else {
            render(node)
        }
        if addedLeading, let first { suppressLeading.remove(first) }
        if addedTrailing, let last { suppressTrailing.remove(last) }
    }

    private mutating func renderSwitched(_ node: Syntax, sites: [MutationSite]) {
        let removals = sites.filter { $0.edit == .removeStatement }
        let negations = sites.filter { $0.edit == .negate }
        let alternatives = sites.filter { $0.edit != .removeStatement && $0.edit != .negate }
        let start = offset
        for site in removals {
            emit("if !\(Self.switchFunction)(\(site.mutant.id)) { ")
            removalIDs.insert(site.mutant.id)
        }
        for _ in negations { emit("((") }
        if alternatives.isEmpty {
            renderTrimmed(node, skipping: true)
        } else {
            emit("(")
            for site in alternatives {
                emit("\(Self.switchFunction)(\(site.mutant.id)) ? ")
                let mutatedStart = offset
                renderMutated(node, edit: site.edit)
                mutatedRanges[site.mutant.id, default: []].append(mutatedStart..<offset)
                emit(" : ")
            }
            renderTrimmed(node, skipping: true)
            emit(")")
        }
        for site in negations.reversed() { emit(") != \(Self.switchFunction)(\(site.mutant.id)))") }
        for _ in removals { emit(" }") }
        // `a(); b()`: the `;` stays inside the `if`, so one more separates it from `b()`.
        if !removals.isEmpty, node.as(CodeBlockItemSyntax.self)?.semicolon != nil { emit(";") }
        let range = start..<offset
        for site in sites {
            wrapRanges[site.mutant.id, default: []].append(range)
            if site.edit == .negate || site.edit == .removeStatement { mutatedRanges[site.mutant.id, default: []].append(range) }
        }
    }

    /// The node changed, with no switch.
    private mutating func renderPlain(_ node: Syntax, edit: MutationEdit) {
        switch edit {
        case .binaryOperator, .literal:
            renderMutated(node, edit: edit)
        case .negate:
            emit("!(")
            renderTrimmed(node, skipping: true)
            emit(")")
        case .removeStatement:
            break
        }
    }

    private mutating func renderMutated(_ node: Syntax, edit: MutationEdit) {
        switch edit {
        case .binaryOperator(let op):
            guard let infix = node.as(InfixOperatorExprSyntax.self) else { return renderTrimmed(node, skipping: true) }
            renderOperand(Syntax(infix.leftOperand))
            emit(" \(op) ")
            renderOperand(Syntax(infix.rightOperand))
        case .literal(let literal):
            emit(literal)
        case .negate, .removeStatement:
            renderTrimmed(node, skipping: true)
        }
    }

    /// An operand of a changed operator, in parentheses when it is itself an operator expression
    /// (`a || b || c` with the second `||` changed is `(a || b) && c`, not `a || b && c`).
    private mutating func renderOperand(_ operand: Syntax) {
        let isOperation = operand.is(InfixOperatorExprSyntax.self) || operand.is(TernaryExprSyntax.self)
            || operand.is(IsExprSyntax.self) || operand.is(AsExprSyntax.self) || operand.is(SequenceExprSyntax.self)
        // A switched operand is written in parentheses already.
        let isSwitched = sitesByNode[operand.id]?.contains { $0.edit != .removeStatement } == true
        let compound = isOperation && !isSwitched
        if compound { emit("(") }
        renderTrimmed(operand)
        if compound { emit(")") }
    }

    static func lineStarts(_ text: String) -> [Int] {
        var starts = [0]
        for (index, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        return starts
    }
}
