import MVXApp
import MVXBench
import PatternKit
import Testing

/// `mvx bench soak`'s script as a behaviour test: every pattern goes down its list and back, opens
/// and closes a detail, likes and unlikes a blog, cycle after cycle, and ends where it began.
@MainActor
@Suite("mvx bench soak")
struct SoakBenchmarkTests {
    @Test("every pattern runs the soak's cycles with the same keys and reads memory at each checkpoint")
    func everyPatternRunsTheCycle() async throws {
        var keyCounts: Set<Int> = []
        for pattern in PatternRegistry.patterns {
            let result = try await SoakBenchmark.run(pattern: pattern, blogCount: 40, keys: 300, checkpoints: 3)
            keyCounts.insert(result.keys)
            #expect(result.keys >= 300, "\(pattern.rawValue)")
            #expect(result.checkpoints.count >= 4, "\(pattern.rawValue): the start and three readings")
            #expect(result.checkpoints.allSatisfy { $0.residentKiB >= $0.anonymousKiB }, "\(pattern.rawValue)")
            #expect(result.checkpoints.map(\.keys) == result.checkpoints.map(\.keys).sorted(), "\(pattern.rawValue)")
        }
        #expect(keyCounts.count == 1, "every pattern pressed the same keys")
    }

    @Test("growth is read from the first checkpoint after warm-up to the last, per 100,000 keys")
    func growth() {
        let result = SoakBenchmark.Result(pattern: .mvc, blogCount: 40, keys: 300, checkpoints: [
            .init(keys: 0, anonymousKiB: 1_000, residentKiB: 9_000),
            .init(keys: 100, anonymousKiB: 2_000, residentKiB: 10_000),
            .init(keys: 300, anonymousKiB: 2_010, residentKiB: 10_010),
        ], seconds: 1)
        #expect(result.growthPer100kKiB == 5_000)
    }
}
