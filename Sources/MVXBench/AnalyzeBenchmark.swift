import Analyzer
import Foundation

/// `mvx bench analyze PATH`: the analyzer's speed against its floors — swift-syntax's parser
/// alone on one thread and on every core, same files, same run — and its peak memory as the
/// number of files grows; with `--preset NAME`, the analysis checks that preset's rules.
public enum AnalyzeBenchmark {
    public struct Result {
        public var files: Int
        public var lines: Int
        /// Median seconds of a single-thread parse of every file (nothing kept).
        public var floorSeconds: Double
        /// Median seconds of a parse of every file on every core (nothing kept).
        public var parallelFloorSeconds: Double
        /// Median seconds of a whole analysis (parallel).
        public var analyzeSeconds: Double
        /// Median seconds of its first part alone: every file parsed and walked (parallel).
        public var factsSeconds: Double
        /// Peak resident memory after analysing the first quarter, half and all of the files, MiB.
        public var peakMiB: [(files: Int, mebibytes: Double)]
        /// The violations of the presets' rules in the whole tree (0 without a preset): what the
        /// timed analyses checked.
        public var violations: Int
    }

    /// Analyses `path` `rounds` times, with the named presets' rules checked (as `mvx analyze
    /// --preset NAME` does) when `presets` is not empty.
    public static func run(path: String, rounds: Int, presets: [Preset] = []) throws -> Result {
        var rules: LayerRules?
        if !presets.isEmpty {
            var all = LayerRules()
            for preset in presets { all.add(preset) }
            rules = all
        }
        let tree = try SourceTree(scanning: URL(fileURLWithPath: path))
        let root = tree.root
        let read: @Sendable (String) -> String? = { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
        // Memory first, on a quarter, a half and all of the files (peak RSS only grows): the
        // analyzer keeps each file's facts, never its tree.
        var peaks: [(Int, Double)] = []
        var report = Analyzer().analyze(sources: [:])
        for fraction in [4, 2, 1] {
            let part = SourceTree(root: root, files: Array(tree.files.prefix(tree.files.count / fraction)), manifests: tree.manifests)
            report = Analyzer().analyze(tree: part, rules: rules, read: read)
            peaks.append((part.files.count, peakResidentMiB()))
        }
        // Then time, both reading the files from disk (the page cache after the first round).
        var floor: [Double] = [], parallelFloor: [Double] = [], analyze: [Double] = [], facts: [Double] = []
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            ParseFloor.parseAll(tree, read: read)
            floor.append((ContinuousClock.now - start).inSeconds)
            let spread = ContinuousClock.now
            ParseFloor.parseAllInParallel(tree, read: read)
            parallelFloor.append((ContinuousClock.now - spread).inSeconds)
            let again = ContinuousClock.now
            _ = Analyzer().analyze(tree: tree, rules: rules, read: read)
            analyze.append((ContinuousClock.now - again).inSeconds)
            let walk = ContinuousClock.now
            _ = Analyzer().facts(of: tree, read: read)
            facts.append((ContinuousClock.now - walk).inSeconds)
        }
        return Result(
            files: report.files, lines: report.lines, floorSeconds: median(floor), parallelFloorSeconds: median(parallelFloor), analyzeSeconds: median(analyze), factsSeconds: median(facts),
            peakMiB: peaks, violations: report.violations?.count ?? 0
        )
    }

    static func peakResidentMiB() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024   // kilobytes on Linux
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1024 / 1024   // bytes on Darwin
        #endif
    }

    private static func median(_ values: [Double]) -> Double { SampleSummary(values).median }
}
