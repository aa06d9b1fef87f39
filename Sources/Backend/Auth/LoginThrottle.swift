import Synchronization

/// Slows down password guessing: after ``freeFailures`` failed sign-ins for one username, or
/// from one address, within ``window`` seconds, every further attempt is refused (429, the
/// right password included) until a wait has passed. The wait starts at 30 s and doubles with
/// each further failed or refused attempt, up to the window.
final class LoginThrottle: Sendable {
    /// How long a failure counts, in seconds.
    static let window: Int64 = 15 * 60
    /// Failures allowed within the window before attempts wait.
    static let freeFailures = 5
    /// The first wait, in seconds.
    static let firstWait: Int64 = 30
    private static let maxKeys = 100_000

    private let failures = Mutex<[String: [Int64]]>([:])
    private let now: @Sendable () -> Int64

    /// A throttle reading the time (in seconds) from `now`.
    init(now: @escaping @Sendable () -> Int64) {
        self.now = now
    }

    /// The keys an attempt counts against.
    static func keys(username: String, address: String?) -> [String] {
        ["user:" + username.lowercased()] + (address.map { ["addr:" + $0] } ?? [])
    }

    /// Seconds the attempt must wait, or `nil` when it may go ahead.
    func retryAfter(for keys: [String]) -> Int64? {
        let time = now()
        return failures.withLock { failures in
            var longest: Int64?
            for key in keys {
                let recent = Self.prune(failures[key] ?? [], at: time)
                failures[key] = recent.isEmpty ? nil : recent
                guard recent.count >= Self.freeFailures, let last = recent.last else { continue }
                let wait = Self.wait(afterFailures: recent.count)
                let remaining = last + wait - time
                if remaining > 0 { longest = max(longest ?? 0, remaining) }
            }
            return longest
        }
    }

    /// Counts a failed (or refused) attempt against `keys`.
    func recordFailure(for keys: [String]) {
        let time = now()
        failures.withLock { failures in
            if failures.count >= Self.maxKeys { failures.removeAll(keepingCapacity: true) }
            for key in keys { failures[key] = Self.prune(failures[key] ?? [], at: time) + [time] }
        }
    }

    /// A sign-in succeeded: the username starts afresh (the address keeps its count).
    func recordSuccess(username: String) {
        _ = failures.withLock { $0.removeValue(forKey: "user:" + username.lowercased()) }
    }

    /// The wait after `count` failures: 30 s, doubling per failure past the free ones, up to the window.
    static func wait(afterFailures count: Int) -> Int64 {
        let doublings = min(max(0, count - freeFailures), 10)
        return min(window, firstWait << Int64(doublings))
    }

    private static func prune(_ times: [Int64], at time: Int64) -> [Int64] {
        times.filter { time - $0 < window }
    }
}
