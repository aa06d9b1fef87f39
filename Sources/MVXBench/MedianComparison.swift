import Foundation

/// Whether one pattern's key times differ from the baseline's for real, or only by noise.
///
/// Two tests, both needed to call a difference real: a 95 % confidence interval of the ratio
/// (percentile bootstrap, seeded, so a report is reproducible) that excludes 1, and a two-sided
/// test with p < 0.05.
///
/// With repeated runs (``comparePaired(_:against:resamples:seed:)``) the unit is the run: round
/// i of a pattern pairs with round i of the baseline, run beside it; the ratio is the geometric
/// mean of the per-round ratios and the test is Wilcoxon's signed-rank test, exact. Keys of one
/// run share its moment on a shared machine, so they are not independent samples; rounds are.
/// With one run only, ``compare(_:against:resamples:seed:)`` treats keys as samples (median
/// ratio, Mann–Whitney U) and says less than it seems.
public struct MedianComparison: Equatable, Sendable {
    /// The pattern's time over the baseline's.
    var ratio: Double
    /// The 95 % interval of the ratio.
    var low: Double
    var high: Double
    /// Two-sided: Wilcoxon signed-rank (paired rounds) or Mann–Whitney U (keys).
    var p: Double
    /// How many paired rounds, or nil when keys were the samples.
    var pairs: Int? = nil

    var isReal: Bool { p < 0.05 && (low > 1 || high < 1) }

    /// `0.92× [0.88–0.97], p 0.002`, or `no measurable difference ([0.97–1.12], p 0.410)`.
    public var text: String {
        let p = self.p < 0.001 ? "p < 0.001" : String(format: "p %.3f", self.p)
        guard isReal else { return String(format: "no measurable difference ([%.2f–%.2f], ", low, high) + p + ")" }
        return String(format: "%.2f× [%.2f–%.2f], ", ratio, low, high) + p
    }

    /// Round i of `rounds` against round i of `baseline` (per-round medians); nil with fewer
    /// than 5 pairs.
    static func comparePaired(_ rounds: [Double], against baseline: [Double], resamples: Int = 2_000, seed: UInt64 = 1) -> MedianComparison? {
        let logs = zip(rounds, baseline).compactMap { $0 > 0 && $1 > 0 ? Foundation.log($0 / $1) : nil }
        guard logs.count >= 5 else { return nil }
        func geometricMean(_ values: [Double]) -> Double { exp(values.reduce(0, +) / Double(values.count)) }
        var generator = SplitMix64(seed: seed)
        var means: [Double] = []
        var sample = logs
        for _ in 0..<resamples {
            for index in sample.indices { sample[index] = logs[Int(generator.next() % UInt64(logs.count))] }
            means.append(geometricMean(sample))
        }
        means.sort()
        return MedianComparison(
            ratio: geometricMean(logs), low: means[Int(Double(means.count - 1) * 0.025)],
            high: means[Int(Double(means.count - 1) * 0.975)], p: wilcoxonSignedRankP(logs), pairs: logs.count
        )
    }

    /// The exact two-sided p of Wilcoxon's signed-rank test that `differences` centre on 0
    /// (zeros dropped, tied magnitudes given their mean rank).
    static func wilcoxonSignedRankP(_ differences: [Double]) -> Double {
        let nonzero = differences.filter { $0 != 0 }
        guard !nonzero.isEmpty else { return 1 }
        let sorted = nonzero.map { (abs($0), $0 > 0) }.sorted { $0.0 < $1.0 }
        // Twice the ranks, so that mean ranks of ties stay whole numbers.
        var doubledRanks = [Int](repeating: 0, count: sorted.count)
        var start = 0
        while start < sorted.count {
            var end = start
            while end + 1 < sorted.count, sorted[end + 1].0 == sorted[start].0 { end += 1 }
            for index in start...end { doubledRanks[index] = start + end + 2 }
            start = end + 1
        }
        let observed = zip(doubledRanks, sorted).filter { $1.1 }.map(\.0).reduce(0, +)
        let total = doubledRanks.reduce(0, +)
        // Every sign assignment is equally likely under the null: count the rank sums.
        var counts = [Double](repeating: 0, count: total + 1)
        counts[0] = 1
        for rank in doubledRanks {
            for sum in stride(from: total, through: rank, by: -1) { counts[sum] += counts[sum - rank] }
        }
        let assignments = counts.reduce(0, +)
        let low = min(observed, total - observed)
        let tail = counts[0...low].reduce(0, +) / assignments
        return min(1, 2 * tail)
    }

    static func compare(_ samples: [Double], against baseline: [Double], resamples: Int = 1_000, seed: UInt64 = 1) -> MedianComparison? {
        guard !samples.isEmpty, !baseline.isEmpty, let base = median(baseline), base > 0, let own = median(samples) else { return nil }
        var generator = SplitMix64(seed: seed)
        var ratios: [Double] = []
        ratios.reserveCapacity(resamples)
        var left = samples, right = baseline
        for _ in 0..<resamples {
            for index in left.indices { left[index] = samples[Int(generator.next() % UInt64(samples.count))] }
            for index in right.indices { right[index] = baseline[Int(generator.next() % UInt64(baseline.count))] }
            if let a = median(left), let b = median(right), b > 0 { ratios.append(a / b) }
        }
        ratios.sort()
        let low = ratios[Int(Double(ratios.count - 1) * 0.025)], high = ratios[Int(Double(ratios.count - 1) * 0.975)]
        return MedianComparison(ratio: own / base, low: low, high: high, p: mannWhitneyP(samples, baseline))
    }

    static func median(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : SampleSummary(values).median
    }

    /// The two-sided p of the Mann–Whitney U test (normal approximation with the tie correction).
    static func mannWhitneyP(_ a: [Double], _ b: [Double]) -> Double {
        let all = (a.map { ($0, true) } + b.map { ($0, false) }).sorted { $0.0 < $1.0 }
        let n = Double(all.count), n1 = Double(a.count), n2 = Double(b.count)
        var rankSumA = 0.0, tieTerm = 0.0, start = 0
        while start < all.count {
            var end = start
            while end + 1 < all.count, all[end + 1].0 == all[start].0 { end += 1 }
            let rank = Double(start + end) / 2 + 1, tied = Double(end - start + 1)
            for index in start...end where all[index].1 { rankSumA += rank }
            tieTerm += tied * tied * tied - tied
            start = end + 1
        }
        let u = rankSumA - n1 * (n1 + 1) / 2
        let variance = n1 * n2 / 12 * ((n + 1) - tieTerm / (n * (n - 1)))
        guard variance > 0 else { return 1 }
        let z = (u - n1 * n2 / 2) / variance.squareRoot()
        return erfc(abs(z) / 2.0.squareRoot())
    }
}

/// A small seeded generator (SplitMix64), so a bootstrap gives the same interval every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension MedianComparison {
    /// `result` against `baseline` for the profile session (`phase` nil) or one phase: paired
    /// rounds when both ran at least five, else keys as samples.
    public static func between(_ result: PatternSessionBenchmark.Result, _ baseline: PatternSessionBenchmark.Result, phase: String? = nil) -> MedianComparison? {
        let rounds = phase.map { result.phaseRoundMedians[$0] ?? [] } ?? result.roundMedians
        let baselineRounds = phase.map { baseline.phaseRoundMedians[$0] ?? [] } ?? baseline.roundMedians
        if rounds.count == baselineRounds.count, let paired = comparePaired(rounds, against: baselineRounds) { return paired }
        let samples = phase.map { result.phaseMicros[$0] ?? [] } ?? result.keyMicros
        let baselineSamples = phase.map { baseline.phaseMicros[$0] ?? [] } ?? baseline.keyMicros
        return compare(samples, against: baselineSamples)
    }
}
