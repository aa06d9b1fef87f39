import Foundation

/// Whether one pattern's key times differ from the baseline's for real, or only by noise.
///
/// Two tests, both needed to call a difference real: a 95 % confidence interval of the ratio of
/// medians (percentile bootstrap, seeded, so a report is reproducible) that excludes 1, and a
/// two-sided Mann–Whitney U test (normal approximation, ties corrected) with p < 0.05.
struct MedianComparison: Equatable, Sendable {
    /// median(samples) / median(baseline).
    var ratio: Double
    /// The 95 % interval of the ratio.
    var low: Double
    var high: Double
    /// Mann–Whitney U, two-sided.
    var p: Double

    var isReal: Bool { p < 0.05 && (low > 1 || high < 1) }

    /// `0.92× [0.88–0.97], p < 0.001`, or `no measurable difference ([0.97–1.12], p 0.410)`.
    var text: String {
        let p = self.p < 0.001 ? "p < 0.001" : String(format: "p %.3f", self.p)
        guard isReal else { return String(format: "no measurable difference ([%.2f–%.2f], ", low, high) + p + ")" }
        return String(format: "%.2f× [%.2f–%.2f], ", ratio, low, high) + p
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
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        return sorted.count.isMultiple(of: 2) ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
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
