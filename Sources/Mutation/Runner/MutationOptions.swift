import Foundation

/// What `mvx mutate` was asked to do.
public struct MutationOptions: Sendable {
    /// The package's folder.
    public var packagePath: URL
    /// The targets to mutate; empty: every non-test Swift target.
    public var targets: [String] = []
    /// The test targets whose tests run; empty: all of them.
    public var testTargets: [String] = []
    /// How many test processes run at once.
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Run only this many mutants, picked at random (with `seed`).
    public var limit: Int?
    /// The seed of `limit`'s pick.
    public var seed: UInt64 = 0
    /// A mutant's tests may take this many times their unmutated time…
    public var timeoutFactor: Double = 3
    /// …plus this many seconds.
    public var timeoutExtra: Double = 5
    /// Called with each phase's name and as mutants finish.
    public var progress: (@Sendable (MutationProgress) -> Void)?

    /// Options for the package at `packagePath`.
    public init(packagePath: URL) {
        self.packagePath = packagePath
    }
}

/// Where a run is.
public enum MutationProgress: Sendable {
    /// A phase began (copying, building, the unmutated run…).
    case phase(String)
    /// Mutants done of total, killed (or timed out) so far, and seconds since the mutants began.
    case mutants(done: Int, total: Int, detected: Int, elapsed: Double)
}

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

    /// Exit status for the command: 64 for a usage error, 1 otherwise.
    public var exitCode: Int32 {
        switch self {
        case .notAPackage, .unknownTarget: 64
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
        }
    }
}

/// The name nearest `name` among `names` (edit distance at most a third of its length), if any.
public func nearestName(to name: String, in names: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
    let lowered = Array(name.lowercased())
    let scored = names.map { ($0, distance(lowered, Array($0.lowercased()))) }.min { $0.1 < $1.1 }
    guard let scored, scored.1 <= max(2, name.count / 3) else { return nil }
    return scored.0
}
