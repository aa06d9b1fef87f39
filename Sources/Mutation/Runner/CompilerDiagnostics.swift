import Foundation

/// An error swiftc printed: `path:line:column: error: message`.
public struct CompilerError: Sendable, Hashable {
    /// The file's path as printed.
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// The message.
    public var message: String

    /// Whether it is about an expression's size ("unable to type-check this expression in
    /// reasonable time"), which the switches of the mutants in it bring about together.
    public var isAboutSize: Bool { message.contains("in reasonable time") }

    /// Whether a file imports a module the build does not have (`no such module 'X'`).
    public var isMissingModule: Bool { message.hasPrefix("no such module") }

    /// Every error in a build's output (each once).
    public static func parse(_ output: String) -> [CompilerError] {
        var errors: [CompilerError] = []
        var seen: Set<CompilerError> = []
        for line in output.split(whereSeparator: \.isNewline) {
            guard let marker = line.range(of: ": error: ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let row = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else { continue }
            let path = location.dropLast(2).joined(separator: ":")
            let error = CompilerError(path: path, line: row, column: column, message: String(line[marker.upperBound...]))
            if seen.insert(error).inserted { errors.append(error) }
        }
        return errors
    }
}
