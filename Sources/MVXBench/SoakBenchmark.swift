import Domain
import Foundation
import MVXApp
import PatternKit
import TerminalUI

/// One pattern's profile driven for many keys, memory read at checkpoints: does anything grow
/// with use? Behind `mvx bench soak` (the goal: no growth over 1,000,000 keys).
///
/// The cycle, repeated until the key budget is spent: Page Down to the end of user 7's list and
/// Page Up back (every row shown, so every cell reused for every row, each pass), a detail opened
/// and closed, a blog liked and unliked (its confirmation answered). A screen that keeps something
/// per key, per row it ever showed or per detail it ever opened grows with the passes; one that
/// keeps only what is on screen and what it loaded stays flat. Same set-up as
/// ``PatternSessionBenchmark``: in-memory services without latency, a `TestClock`, no emulator.
@MainActor
public enum SoakBenchmark {
    /// Memory after a number of keys.
    public struct Checkpoint: Codable, Sendable {
        /// Keys pressed so far.
        public var keys: Int
        /// Anonymous resident memory (the heap and stacks: what a leak grows), KiB.
        public var anonymousKiB: Int
        /// All resident memory, KiB.
        public var residentKiB: Int

        /// A reading after `keys` keys.
        public init(keys: Int, anonymousKiB: Int, residentKiB: Int) {
            self.keys = keys
            self.anonymousKiB = anonymousKiB
            self.residentKiB = residentKiB
        }
    }

    /// What one pattern measured.
    public struct Result: Codable, Sendable {
        public var pattern: PatternID
        public var blogCount: Int
        public var keys: Int
        public var checkpoints: [Checkpoint]
        /// Wall time of the keys, seconds.
        public var seconds: Double

        /// A result as measured (or, in tests, as given).
        public init(pattern: PatternID, blogCount: Int, keys: Int, checkpoints: [Checkpoint], seconds: Double) {
            self.pattern = pattern
            self.blogCount = blogCount
            self.keys = keys
            self.checkpoints = checkpoints
            self.seconds = seconds
        }

        /// Anonymous memory's growth from the first checkpoint after warm-up (the second) to the
        /// last, per 100,000 keys, KiB.
        public var growthPer100kKiB: Double {
            guard checkpoints.count >= 3, let last = checkpoints.last else { return 0 }
            let first = checkpoints[1]
            let keys = Double(last.keys - first.keys)
            return keys > 0 ? Double(last.anonymousKiB - first.anonymousKiB) / keys * 100_000 : 0
        }
    }

    /// Drives `pattern`'s profile for `keys` keys, reading memory `checkpoints` times.
    public static func run(pattern: PatternID, blogCount: Int, keys: Int, checkpoints: Int) async throws -> Result {
        guard let entryPoint = PatternRegistry.entryPoint(for: pattern) else {
            throw PatternSessionBenchmark.ScriptError(description: "\(pattern.rawValue) is not linked in")
        }
        let driver = Driver(entryPoint: entryPoint, blogCount: blogCount)
        try await driver.openProfile()
        let clock = ContinuousClock()
        let start = clock.now
        var result = Result(pattern: pattern, blogCount: blogCount, keys: keys, checkpoints: [], seconds: 0)
        let every = max(1, keys / max(1, checkpoints))
        var next = every
        result.checkpoints.append(Self.checkpoint(after: 0))
        while driver.keys < keys {
            try await driver.cycle()
            if driver.keys >= next || driver.keys >= keys {
                result.checkpoints.append(Self.checkpoint(after: driver.keys))
                next += every
            }
        }
        result.seconds = start.duration(to: clock.now).inSeconds
        result.keys = driver.keys
        return result
    }

    private static func checkpoint(after keys: Int) -> Checkpoint {
        Checkpoint(keys: keys, anonymousKiB: ProcessMemory.anonymousKiB, residentKiB: ProcessMemory.residentKiB)
    }

    /// The app and the soak's key script.
    @MainActor
    final class Driver: PatternSessionBenchmark.ScriptedApp {
        private(set) var keys = 0

        init(entryPoint: any PatternEntryPoint.Type, blogCount: Int) {
            super.init(entryPoint: entryPoint, blogCount: blogCount, screen: Size(width: 100, height: 30))
        }

        /// User 7's profile with every page loaded, the first row selected.
        func openProfile() async throws {
            try await present(makeScreen(.profile))
            try await pageToEnd { await self.press($0) }
            await press(.home)
        }

        /// One pass down the list and back, a detail, a like and its undoing.
        func cycle() async throws {
            // The profile's rows are three lines: a page is under ten rows at 100×30.
            let pages = blogCount / 8 + 2
            for _ in 0..<pages { await press(.pageDown) }
            for _ in 0..<pages { await press(.pageUp) }
            await press(.enter)
            guard navigationController.viewControllers.count == 2 else { throw off("the detail did not open") }
            await press(.escape)
            guard navigationController.viewControllers.count == 1 else { throw off("the detail did not close") }
            // Like the top blog, then unlike it (the question answered with →, Enter).
            for _ in 0..<2 {
                await press(.tab)
                await press(.enter)
                if screenText.contains(strings(.removeLikeConfirmation)) {
                    await press(.right)
                    await press(.enter)
                }
                await press(.backTab)
            }
        }

        private func press(_ key: Key) async {
            await send(key)
            keys += 1
        }
    }
}
