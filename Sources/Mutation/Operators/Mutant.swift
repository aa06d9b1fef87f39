import SwiftSyntax

/// A place in a source file (1-based line and column, the column in UTF-8 bytes as swiftc counts it).
public struct SourcePosition: Sendable, Hashable, Codable, Comparable {
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    /// A position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// One deliberate bug found in a file: where it is, what it changes, and how it will be written.
public struct Mutant: Sendable, Hashable, Identifiable {
    /// Unique in a run; the value of `MVX_MUTANT` that makes it live.
    public var id: Int
    /// The operator that made it.
    public var mutationOperator: MutationOperator
    /// The file, relative to the package's root.
    public var file: String
    /// Where the changed code starts.
    public var start: SourcePosition
    /// Where the changed code ends (exclusive).
    public var end: SourcePosition
    /// The code before the change (trimmed, one line).
    public var original: String
    /// The code after the change (trimmed, one line).
    public var replacement: String
    /// Why the mutant is not run, when it cannot be (a suppression comment, a pattern, `#if`…).
    public var ignoredReason: String?
    /// Whether it cannot be written behind the switch but can be built on its own
    /// (`--build-unswitchable`): one in a pattern, a `#if` condition, an attribute's or a macro's
    /// argument, an enum case's raw value — not one a comment turns off.
    public var canBuildAlone: Bool

    /// A mutant.
    public init(
        id: Int, mutationOperator: MutationOperator, file: String, start: SourcePosition, end: SourcePosition,
        original: String, replacement: String, ignoredReason: String? = nil, canBuildAlone: Bool = false
    ) {
        self.id = id
        self.mutationOperator = mutationOperator
        self.file = file
        self.start = start
        self.end = end
        self.original = original
        self.replacement = replacement
        self.ignoredReason = ignoredReason
        self.canBuildAlone = canBuildAlone
    }
}
