import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// A source file parsed, its operators folded, and every mutant in it found.
public struct MutatedSource: Sendable {
    /// The file, relative to the package's root.
    public let path: String
    /// The file's text.
    public let source: String
    /// The mutants, in source order; the ignored ones (with their reason) among them.
    public var mutants: [Mutant] { sites.map(\.mutant) }
    /// The folded tree the sites point into.
    let tree: Syntax
    /// Each mutant with its node.
    var sites: [MutationSite]

    /// Parses `source` and finds its mutants, numbering them from `firstID`.
    public init(path: String, source: String, firstID: Int) {
        self.path = path
        self.source = source
        let parsed = Parser.parse(source: source)
        // Custom operators declared in the file itself are folded too; a sequence with an operator
        // declared elsewhere stays unfolded (its binary operators make no mutants).
        var table = OperatorTable.standardOperators
        table.addSourceFile(parsed) { _ in }
        let folded = table.foldAll(parsed) { _ in }
        tree = folded
        let finder = MutantFinder(path: path, tree: folded, firstID: firstID)
        finder.walk(folded)
        sites = finder.sites
    }
}

/// Walks a folded tree and collects the mutation sites.
private final class MutantFinder: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    let suppression: Suppression
    var nextID: Int
    var sites: [MutationSite] = []

    init(path: String, tree: Syntax, firstID: Int) {
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        suppression = Suppression(tree: tree, converter: converter)
        nextID = firstID
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Operators

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard let op = node.operator.as(BinaryOperatorExprSyntax.self) else { return .visitChildren }
        let text = op.operator.text
        for (replacement, mutationOperator) in Self.replacements(of: text) {
            if mutationOperator == .arithmeticOperator, Self.isConcatenation(node) { continue }
            let after = "\(Self.oneLine(node.leftOperand)) \(replacement) \(Self.oneLine(node.rightOperand))"
            add(mutationOperator, node: Syntax(node), edit: .binaryOperator(replacement), replacement: after)
        }
        return .visitChildren
    }

    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let flipped = node.literal.tokenKind == .keyword(.true) ? "false" : "true"
        add(.booleanLiteral, node: Syntax(node), edit: .literal(flipped), replacement: flipped)
        return .visitChildren
    }

    override func visit(_ node: ConditionElementSyntax) -> SyntaxVisitorContinueKind {
        if case .expression(let condition) = node.condition,
           node.parent?.parent?.is(IfExprSyntax.self) == true || node.parent?.parent?.is(GuardStmtSyntax.self) == true
            || node.parent?.parent?.is(WhileStmtSyntax.self) == true
        {
            add(.negateConditional, node: Syntax(condition), edit: .negate, replacement: "!(\(Self.oneLine(condition)))")
        }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if Self.isRemovableCall(node) {
            add(.voidMethodCall, node: Syntax(node), edit: .removeStatement, replacement: "")
        }
        return .visitChildren
    }

    // MARK: Rules

    /// The operators each binary operator becomes.
    static func replacements(of op: String) -> [(String, MutationOperator)] {
        let relational = ["<", "<=", ">", ">="]
        let boundary = ["<": "<=", "<=": "<", ">": ">=", ">=": ">"]
        if relational.contains(op) {
            return relational.filter { $0 != op }.map { ($0, $0 == boundary[op] ? .conditionalsBoundary : .relationalOperator) }
        }
        switch op {
        case "==": return [("!=", .equalityOperator)]
        case "!=": return [("==", .equalityOperator)]
        case "===": return [("!==", .equalityOperator)]
        case "!==": return [("===", .equalityOperator)]
        case "&&": return [("||", .logicalOperator)]
        case "||": return [("&&", .logicalOperator)]
        case "+": return [("-", .arithmeticOperator)]
        case "-": return [("+", .arithmeticOperator)]
        case "*": return [("/", .arithmeticOperator)]
        case "/": return [("*", .arithmeticOperator)]
        case "%": return [("*", .arithmeticOperator)]
        default: return []
        }
    }

    /// `+` on a string or collection literal: `-` would never compile.
    static func isConcatenation(_ node: InfixOperatorExprSyntax) -> Bool {
        [node.leftOperand, node.rightOperand].contains { operand in
            operand.is(StringLiteralExprSyntax.self) || operand.is(ArrayExprSyntax.self) || operand.is(DictionaryExprSyntax.self)
        }
    }

    /// Functions that never return: without them a path would fall off the end.
    static let neverReturning: Set<String> = ["fatalError", "preconditionFailure", "exit", "abort", "unreachable"]

    /// A call made as a statement of its own, whose value (if any) nobody reads, and that is not
    /// the only statement of its block (which may be an implicit return), the last of a `guard`'s
    /// else (which cannot return), an initializer's delegation, or a call that never returns.
    static func isRemovableCall(_ item: CodeBlockItemSyntax) -> Bool {
        guard case .expr(var expr) = item.item else { return false }
        while true {
            if let tryExpr = expr.as(TryExprSyntax.self) { expr = tryExpr.expression }
            else if let awaitExpr = expr.as(AwaitExprSyntax.self) { expr = awaitExpr.expression }
            else { break }
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return false }
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        if list.count == 1, !isBodyOfVoidFunction(list) { return false }
        // The last call of a `guard`'s else never returns (`dispatchMain()`): the body must not fall through.
        if list.last?.id == item.id, list.parent?.parent?.is(GuardStmtSyntax.self) == true { return false }
        let callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" { return false }
        if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, neverReturning.contains(name) { return false }
        return true
    }

    /// Whether a block is the body of a function, initializer or deinitializer that returns
    /// nothing: its only statement is no implicit return.
    static func isBodyOfVoidFunction(_ list: CodeBlockItemListSyntax) -> Bool {
        guard let block = list.parent?.as(CodeBlockSyntax.self), let owner = block.parent else { return false }
        if let function = owner.as(FunctionDeclSyntax.self) { return function.signature.returnClause == nil }
        return owner.is(InitializerDeclSyntax.self) || owner.is(DeinitializerDeclSyntax.self)
    }

    /// Why a node cannot be mutated behind the switch, if it cannot.
    static func ignoredReason(_ node: Syntax) -> String? {
        var child = node
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self), clause.condition.map({ Syntax($0) }) == child {
                return "a compile-time condition (#if)"
            }
            if parent.is(AttributeSyntax.self) { return "an attribute's argument" }
            if parent.is(MacroExpansionExprSyntax.self) || parent.is(MacroExpansionDeclSyntax.self) { return "a macro's argument" }
            if let element = parent.as(EnumCaseElementSyntax.self), element.rawValue.map({ Syntax($0) }) == child {
                return "an enum case's raw value"
            }
            if isInfiniteLoopCondition(child, in: parent) {
                return "the condition of an infinite loop (code after the loop may rely on it never ending)"
            }
            if parent.is(ExpressionPatternSyntax.self) { return "a pattern (a switch must stay exhaustive)" }
            child = parent
            current = parent.parent
        }
        return nil
    }

    /// Whether `child` is the literal `true` of `while true` or `repeat … while true` (`parent`
    /// being its condition element, or the repeat statement).
    static func isInfiniteLoopCondition(_ child: Syntax, in parent: Syntax) -> Bool {
        guard let literal = child.as(BooleanLiteralExprSyntax.self), literal.literal.tokenKind == .keyword(.true) else { return false }
        if let repeatStatement = parent.as(RepeatStmtSyntax.self) { return Syntax(repeatStatement.condition) == child }
        guard let element = parent.as(ConditionElementSyntax.self) else { return false }
        return element.parent?.parent?.is(WhileStmtSyntax.self) == true && element.parent?.as(ConditionElementListSyntax.self)?.count == 1
    }

    /// Why a suppression comment turns off the node's mutant of `mutationOperator`: a comment on
    /// its line, or before a declaration holding it; nil when none does.
    func suppressionReason(_ node: Syntax, line: Int, operator mutationOperator: MutationOperator, change: String) -> String? {
        if let reason = suppression.reason(line: line, operator: mutationOperator, change: change) { return reason }
        var current: Syntax? = node
        while let syntax = current {
            if syntax.asProtocol((any DeclSyntaxProtocol).self) != nil,
               let reason = Suppression.declarationReason(syntax.leadingTrivia, operator: mutationOperator, change: change)
            {
                return reason
            }
            current = syntax.parent
        }
        return nil
    }

    // MARK: Recording

    func add(_ mutationOperator: MutationOperator, node: Syntax, edit: MutationEdit, replacement: String) {
        let start = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        let end = converter.location(for: node.endPositionBeforeTrailingTrivia)
        var reason = Self.ignoredReason(node)
        // Behind no switch, it can be built on its own — but not the `true` of an endless loop.
        var canBuildAlone = reason != nil && !Self.isInfiniteLoopCondition(node, in: node.parent ?? node)
        if let suppressed = suppressionReason(node, line: start.line, operator: mutationOperator, change: edit.change) {
            reason = suppressed
            canBuildAlone = false
        }
        let mutant = Mutant(
            id: nextID, mutationOperator: mutationOperator, file: path,
            start: SourcePosition(line: start.line, column: start.column),
            end: SourcePosition(line: end.line, column: end.column),
            original: Self.oneLine(node), replacement: replacement, ignoredReason: reason, canBuildAlone: canBuildAlone
        )
        nextID += 1
        sites.append(MutationSite(mutant: mutant, node: node.id, edit: edit))
    }

    /// A node's text without its outer trivia, on one line.
    static func oneLine(_ node: some SyntaxProtocol) -> String {
        node.trimmedDescription.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
