@testable import MVXBench
import Testing

@Suite("Is a speed difference real?")
struct MedianComparisonTests {
    /// Samples spread around `center` (deterministic).
    static func samples(around center: Double, count: Int = 400, seed: UInt64) -> [Double] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in center * (0.8 + Double(generator.next() % 1_000) / 2_500) }
    }

    @Test func twoDrawsFromTheSameSpreadShowNoMeasurableDifference() throws {
        let comparison = try #require(MedianComparison.compare(Self.samples(around: 500, seed: 1), against: Self.samples(around: 500, seed: 2)))
        #expect(!comparison.isReal)
        #expect(comparison.low < 1 && comparison.high > 1)
        #expect(comparison.text.hasPrefix("no measurable difference ([0.") && comparison.text.contains("], p "))
    }

    @Test func aTenPercentShiftIsReal() throws {
        let comparison = try #require(MedianComparison.compare(Self.samples(around: 550, seed: 1), against: Self.samples(around: 500, seed: 2)))
        #expect(comparison.isReal)
        #expect(comparison.low > 1 && abs(comparison.ratio - 1.1) < 0.03)
        #expect(comparison.p < 0.001 && comparison.text.hasSuffix("p < 0.001"))
    }

    @Test func theIntervalIsTheSameEveryRun() {
        let a = Self.samples(around: 520, seed: 3), b = Self.samples(around: 500, seed: 4)
        #expect(MedianComparison.compare(a, against: b) == MedianComparison.compare(a, against: b))
    }

    @Test func mannWhitneyOnAKnownCase() {
        // a = {1, 2, 3}, b = {4, 5, 6}: U = 0, z = -1.964, two-sided p = 0.0495 (normal approximation).
        #expect(abs(MedianComparison.mannWhitneyP([1, 2, 3], [4, 5, 6]) - 0.0495) < 0.001)
        #expect(MedianComparison.mannWhitneyP([2, 2, 2], [2, 2, 2]) == 1)
    }
}

@Suite("Paired rounds")
struct PairedRoundsTests {
    @Test func wilcoxonExactOnKnownCases() {
        // Ten positive differences: only 1 of 1,024 sign assignments is as extreme on each side.
        #expect(abs(MedianComparison.wilcoxonSignedRankP((1...10).map(Double.init)) - 2.0 / 1_024) < 1e-12)
        // n = 5 with ranks 1…5, positives {1, 2}: W+ = 3; P(W+ ≤ 3) = 5/32, two-sided 10/32.
        #expect(abs(MedianComparison.wilcoxonSignedRankP([0.1, 0.2, -0.3, -0.4, -0.5]) - 10.0 / 32) < 1e-12)
        #expect(MedianComparison.wilcoxonSignedRankP([0, 0, 0]) == 1)
    }

    @Test func aSteadyTenPercentOverTenRoundsIsRealAndNoiseIsNot() throws {
        let base: [Double] = [500, 620, 480, 700, 510, 530, 650, 490, 560, 600]   // moods of the machine
        let slower = base.enumerated().map { $1 * (1.1 + ($0.isMultiple(of: 2) ? 0.01 : -0.01)) }
        let real = try #require(MedianComparison.comparePaired(slower, against: base))
        #expect(real.isReal && real.pairs == 10 && abs(real.ratio - 1.1) < 0.01)
        let jitter = base.enumerated().map { $1 * ($0.isMultiple(of: 2) ? 1.03 : 0.97) }
        let none = try #require(MedianComparison.comparePaired(jitter, against: base))
        #expect(!none.isReal)
        #expect(MedianComparison.comparePaired([1, 2, 3, 4], against: [1, 2, 3, 4]) == nil, "fewer than 5 pairs")
    }
}
