/// Why a run could not be done.
public enum MutationError: Error, CustomStringConvertible, Equatable {
    /// PATH holds no Package.swift.
    case notAPackage(String)
    /// A `--target` names no target; the nearest name, if one is near.
    case unknownTarget(String, suggestion: String?)
    /// `swift package describe` failed.
    case describeFailed(String)
    /// The copy does not build, and no mutant is to blame.
    case buildFailed(String)
    /// No test binary, or no tests in it.
    case noTests
    /// The unmutated tests fail: these units.
    case testsFail([String])
    /// `--since REF`: git could not diff against REF (not a revision, not a git work tree).
    case sinceFailed(String, String)
    /// `--incremental FILE`: FILE is there but is not a JSON report of `mvx mutate`.
    case notAReport(String)

    /// Exit status for the command: 64 for a usage error, 1 otherwise.
    public var exitCode: Int32 {
        switch self {
        case .notAPackage, .unknownTarget, .sinceFailed, .notAReport: 64
        default: 1
        }
    }

    public var description: String {
        switch self {
        case .notAPackage(let path): "not a SwiftPM package (no Package.swift): \(path)"
        case .unknownTarget(let name, let suggestion):
            "no target named \(name)" + (suggestion.map { " — did you mean \($0)?" } ?? "")
        case .describeFailed(let output): "swift package describe failed:\n\(output)"
        case .buildFailed(let output): "the package's copy does not build, and no mutant is to blame:\n\(output)"
        case .noTests: "the package has no tests to run"
        case .testsFail(let units):
            "the unmutated tests fail (mutation testing needs green tests): " + units.joined(separator: ", ")
        case .notAReport(let path): "--incremental \(path): not a JSON report of mvx mutate"
        case .sinceFailed(let revision, let output): "--since \(revision): git diff failed:\n\(output)"
        }
    }
}
