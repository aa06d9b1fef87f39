import SwiftSyntax

/// How a mutant changes its node, for the schemata writer.
enum MutationEdit: Sendable, Hashable {
    /// The binary operator of an infix expression replaced by this one.
    case binaryOperator(String)
    /// The literal replaced by this text (`true` ↔ `false`).
    case literal(String)
    /// The condition negated.
    case negate
    /// The statement left out.
    case removeStatement
}

extension MutationEdit {
    /// What it puts in, as a suppression comment names it (`RelationalOperator(<=)`): the
    /// operator, the literal, `!` for a negation, nothing for a call left out.
    var change: String {
        switch self {
        case .binaryOperator(let op): op
        case .literal(let text): text
        case .negate: "!"
        case .removeStatement: ""
        }
    }
}

/// A mutant and the node of the folded tree it changes.
struct MutationSite: Sendable {
    /// The mutant (its id, operator, place and texts).
    var mutant: Mutant
    /// The node it changes, in the file's folded tree.
    var node: SyntaxIdentifier
    /// What it does to the node.
    var edit: MutationEdit
}
