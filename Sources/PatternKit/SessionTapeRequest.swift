import Foundation

/// A request from the command line to record the session of a demo to a file, or to replay one
/// (`mvx --record FILE`, `mvx --replay FILE`).
///
/// It travels in ``DemoContext/sessionTape``. A pattern that supports tapes (MVI) claims it for the
/// first screen tree it builds and records or replays that tree; every other pattern ignores it.
@MainActor
public final class SessionTapeRequest {
    /// What to do with the file.
    public enum Mode: Equatable, Sendable {
        /// Write every action of the session to the file.
        case record
        /// Play the file's actions back into the same screens. A pause longer than `maxPause`
        /// between two recorded actions is cut to it (`nil` keeps the recorded rhythm exactly).
        case replay(maxPause: Duration?)
    }

    /// Record or replay.
    public let mode: Mode
    /// The tape file.
    public let url: URL
    /// Whether a screen tree took the request already.
    public private(set) var isClaimed = false

    public init(_ mode: Mode, url: URL) {
        self.mode = mode
        self.url = url
    }

    /// Takes the request for one screen tree; false when another one took it already.
    public func claim() -> Bool {
        guard !isClaimed else { return false }
        isClaimed = true
        return true
    }
}
