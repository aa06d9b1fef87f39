@testable import MVXCLI
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
