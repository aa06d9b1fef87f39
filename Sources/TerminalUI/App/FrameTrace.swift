import Foundation
import Synchronization

/// Where a key's time goes, phase by phase, for the `mvx bench keys` report: set
/// ``Application/frameTrace`` (the app does when `MVX_FRAME_TRACE` names a file) and each input
/// event and the frame it asks for are timed — the input read, the wait for the main actor, the
/// handling, the layout, the drawing, the encoding and the write.
///
/// Costs two clock reads per phase when set; nothing when not.
public final class FrameTrace: Sendable {
    /// The phases of one key, in order.
    public enum Phase: String, CaseIterable, Sendable {
        /// From the bytes read off the terminal to the main actor taking the event.
        case hop
        /// The responder chain handling the event.
        case handle
        /// From the end of handling to the start of the frame.
        case wait
        /// The layout pass.
        case layout
        /// Drawing the views into the grid.
        case draw
        /// Encoding the grid's difference into bytes.
        case encode
        /// The `write(2)`.
        case write
    }

    private struct State {
        var samples: [Phase: [Double]] = [:]
        var readAt: UInt64?
        var handledAt: UInt64?
        var phaseStart: UInt64 = 0

        /// Adds a sample of `phase`: from `start` to `end`, in milliseconds; returns the count.
        @discardableResult
        mutating func record(_ phase: Phase, from start: UInt64, to end: UInt64) -> Int {
            samples[phase, default: []].append(Double(end - start) / 1e6)
            return samples[phase]?.count ?? 0
        }
    }

    private let state = Mutex(State())
    private let path: String?

    /// A trace with no samples yet; with `path`, its ``report()`` is written there every 16 frames
    /// (the bench ends the app with a signal, so there is no last chance to write it).
    public init(path: String? = nil) {
        self.path = path
    }

    /// Nanoseconds on the monotonic clock.
    public static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Input bytes were read (on the reading thread).
    public func inputRead() {
        let now = Self.now()
        state.withLock { $0.readAt = now }
    }

    /// The main actor starts handling an event.
    func handleStarted() {
        let now = Self.now()
        state.withLock { s in
            if let read = s.readAt { s.record(.hop, from: read, to: now) }
            s.readAt = nil
            s.phaseStart = now
        }
    }

    /// The event was handled.
    func handleEnded() {
        let now = Self.now()
        state.withLock { s in
            s.record(.handle, from: s.phaseStart, to: now)
            s.handledAt = now
        }
    }

    /// A frame starts.
    func frameStarted() {
        let now = Self.now()
        state.withLock { s in
            if let handled = s.handledAt { s.record(.wait, from: handled, to: now) }
            s.handledAt = nil
            s.phaseStart = now
        }
    }

    /// `phase` of the frame ended (phases are timed back to back).
    func ended(_ phase: Phase) {
        let now = Self.now()
        let count = state.withLock { s in
            let count = s.record(phase, from: s.phaseStart, to: now)
            s.phaseStart = now
            return count
        }
        if phase == .write, let path, count % 16 == 0 {
            try? report().write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// The median of each phase in milliseconds, in phase order, with the number of samples.
    public func medians() -> [(phase: Phase, milliseconds: Double, count: Int)] {
        state.withLock { s in
            Phase.allCases.compactMap { phase in
                guard let values = s.samples[phase]?.sorted(), !values.isEmpty else { return nil }
                return (phase, values[values.count / 2], values.count)
            }
        }
    }

    /// One line per phase: `layout  median 0.120 ms  (n 90)`.
    public func report() -> String {
        medians().map { String(format: "%-7@ median %.3f ms  (n %d)", $0.phase.rawValue, $0.milliseconds, $0.count) }
            .joined(separator: "\n") + "\n"
    }
}
