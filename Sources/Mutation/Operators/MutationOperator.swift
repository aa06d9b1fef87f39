/// A kind of deliberate bug, named as PIT and Stryker name it (Stryker's report viewers show the name).
public enum MutationOperator: String, Sendable, CaseIterable, Codable {
    /// `<` ↔ `<=`, `>` ↔ `>=`: the off-by-one at a boundary (PIT's ConditionalsBoundary).
    case conditionalsBoundary = "ConditionalsBoundary"
    /// A relational operator for each other one that is not its boundary (`>=` → `<`, `>=` → `<=`).
    case relationalOperator = "RelationalOperator"
    /// `==` ↔ `!=` (Stryker's EqualityOperator).
    case equalityOperator = "EqualityOperator"
    /// `&&` ↔ `||` (Stryker's LogicalOperator).
    case logicalOperator = "LogicalOperator"
    /// `+` ↔ `-`, `*` ↔ `/`, `%` → `*` (Stryker's ArithmeticOperator).
    case arithmeticOperator = "ArithmeticOperator"
    /// `true` ↔ `false` (Stryker's BooleanLiteral).
    case booleanLiteral = "BooleanLiteral"
    /// The condition of an `if`, `guard` or `while` negated (PIT's NegateConditionals).
    case negateConditional = "NegateConditional"
    /// A call whose result is not used, removed (PIT's VoidMethodCall).
    case voidMethodCall = "VoidMethodCall"
}
