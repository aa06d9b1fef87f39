import MVXApp
import MVXBench
import PatternKit
import Testing

/// The benchmark's script is also a behaviour check: the same keys must lead every pattern
/// through the same session to the same screen (no timing is asserted here).
@MainActor
@Suite("Pattern session benchmark")
struct PatternSessionBenchmarkTests {
    @Test("every pattern completes the scripted session with the same keys and ends on the same screen")
    func everyPatternCompletesTheSession() async throws {
        let patterns = PatternRegistry.entryPoints.map { $0.pattern }
        #expect(patterns.count == PatternID.allCases.count)
        #expect(PatternRegistry.patterns.count == PatternID.allCases.count)
        var results: [PatternSessionBenchmark.Result] = []
        for pattern in patterns {
            results.append(try await PatternSessionBenchmark.run(pattern: pattern, blogCount: 45, rounds: 1))
        }
        let baseline = try #require(results.first { $0.pattern == .massiveMVC })
        #expect(baseline.keyMicros.count > 100)
        #expect(baseline.finalScreen.contains { $0.contains("[Blogs]") })
        for result in results {
            #expect(result.keyMicros.count == baseline.keyMicros.count, "\(result.pattern.rawValue) needed other keys")
            #expect(result.finalScreen == baseline.finalScreen, "\(result.pattern.rawValue) ended elsewhere")
            #expect(Set(result.phaseMicros.keys) == Set(PatternSessionBenchmark.Phase.allCases.map(\.rawValue)), "\(result.pattern.rawValue)")
            for (demo, screen) in result.demoScreens {
                #expect(screen == baseline.demoScreens[demo], "\(result.pattern.rawValue) ended \(demo) elsewhere")
            }
        }
        #expect(Set(baseline.demoScreens.keys) == ["counter", "login", "todo", "voice"])
        for phase in [PatternSessionBenchmark.Phase.counter, .login, .todo, .voice] {
            let counts = Set(results.compactMap { $0.phaseMicros[phase.rawValue]?.count })
            #expect(counts.count == 1, "every pattern pressed the same \(phase.rawValue) keys")
        }
    }

    @Test("a 2,000-blog user pages to the end in every pattern (`mvx bench patterns` runs 10,000)")
    func longList() async throws {
        for pattern in PatternRegistry.patterns {
            let result = try await PatternSessionBenchmark.run(pattern: pattern, blogCount: 2_000, rounds: 1)
            #expect((result.phaseMicros["page"]?.count ?? 0) == 100, "\(pattern.rawValue)")
        }
    }
}
