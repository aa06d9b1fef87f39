import Foundation

/// What one `mvx analyze PATH` run is asked: the flags, before the config file is read.
/// A flag given overrides the config file's key for this run.
public struct GateOptions: Sendable, Equatable {
    /// The folder (or `.swift` file) to analyse, as given.
    public var path: String
    /// `--config FILE`: this config file instead of PATH's `.mvx-analyze.yml`.
    public var config: String?
    /// `--no-config`: no config file at all.
    public var noConfig = false
    /// `--exclude GLOB`s (replace the config's `excluded:` when any is given).
    public var excluded: [String] = []
    /// `--rules FILE` (replaces the config's `rules:` and `rules_file:`).
    public var rules: String?
    /// `--baseline FILE`.
    public var baseline: String?
    /// `--write-baseline FILE`.
    public var writeBaseline: String?
    /// `--large-type-lines N`.
    public var largeTypeLines: Int?
    /// `--strict`: a skipped file fails the run.
    public var strict = false
    /// `--preset NAME`s (replace the config's `preset:` when any is given).
    public var presets: [String] = []
    /// `--strict-baseline`: a baseline entry no violation matches any more fails the run.
    public var strictBaseline = false

    /// Options for analysing `path` with nothing else set.
    public init(path: String) {
        self.path = path
    }
}

/// The outcome of a run: the report to print, the lines for stderr, the exit status.
public struct GateOutcome: Sendable {
    /// The report, violations marked against the baseline.
    public var report: AnalysisReport
    /// What to print on stderr (a summary of what failed, a baseline written, …).
    public var messages: [String]
    /// 0, or 1 when a violation is new (not in the baseline) or `--strict` met a skipped file.
    public var exitCode: Int32
    /// What to put before a file's path (relative to the analysed root) so that it reads from
    /// the current folder: PATH as given (its folder for a single file), `""` for `.`.
    public var pathPrefix: String
    /// The config file read, if any.
    public var config: String?
}

/// `mvx analyze` as a gate: the flags over the config file, the analysis, the rules checked
/// against what the tree has, the baseline, and the exit status. The command only prints.
public enum Gate {
    /// Runs the analysis `options` ask for. Throws ``GateError`` for anything that makes the
    /// run unusable (exit 64): a missing path, a bad config, a rules line that cannot be read
    /// or that names nothing in the tree, an unreadable baseline.
    public static func run(_ options: GateOptions) throws(GateError) -> GateOutcome {
        var options = options
        options.path = SourceTree.analysedPath(for: options.path)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: options.path, isDirectory: &isDirectory)
        let config = try loadConfig(options, treeIsFolder: exists && isDirectory.boolValue)

        let excluded = (options.excluded.isEmpty ? config?.excluded ?? [] : options.excluded).map(PathGlob.init)
        let largeTypeLines = options.largeTypeLines ?? config?.largeTypeLines ?? Analyzer.largeTypeLines
        guard largeTypeLines > 0 else { throw GateError(message: "--large-type-lines takes a number of lines over 0") }
        let rules = try loadRules(options, config)
        let baselinePath = options.baseline ?? config?.baseline
        let strict = options.strict || config?.strict == true
        let strictBaseline = options.strictBaseline || config?.strictBaseline == true
        if strictBaseline, baselinePath == nil {
            throw GateError(message: "--strict-baseline needs a baseline (--baseline FILE, or baseline: in \(AnalyzeConfig.fileName))")
        }

        var report: AnalysisReport
        do {
            report = try Analyzer(excluded: excluded, largeTypeLines: largeTypeLines)
                .analyze(URL(fileURLWithPath: options.path), rules: rules)
        } catch {
            throw GateError(message: error.description)
        }
        if let rules {
            let problems = rules.problems(in: report)
            if !problems.isEmpty {
                throw GateError(diagnostics: problems.map(\.diagnostic) + [
                    "mvx analyze: error: \(problems.count) rule problem\(problems.count == 1 ? "" : "s"): a rule must name modules the tree has (or, for imports, modules it imports)",
                ])
            }
        }

        var messages: [String] = []
        if let baselinePath {
            if FileManager.default.fileExists(atPath: baselinePath) || options.writeBaseline != baselinePath {
                try readBaseline(baselinePath).apply(to: &report, source: baselinePath)
            }
        }
        if let path = options.writeBaseline {
            let baseline = Baseline(violations: report.violations ?? [])
            do {
                try Data(baseline.json.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                throw GateError(message: "cannot write the baseline \(path): \(error.localizedDescription)")
            }
            messages.append("mvx analyze: wrote \(baseline.violations.count) known violation\(baseline.violations.count == 1 ? "" : "s") to \(path)")
        }

        // Nothing skipped without a word: each rule that names nothing the tree has.
        for rule in report.rules?.skipped ?? [] {
            messages.append("mvx analyze: skipped the rule \"\(rule.rule)\" (\(rule.rulesFile ?? "rules"):\(rule.ruleLine)): \(rule.reason)")
        }
        let (exitCode, verdict) = Self.verdict(report, strict: strict, strictBaseline: strictBaseline, writingBaseline: options.writeBaseline != nil)
        messages += verdict
        return GateOutcome(
            report: report, messages: messages, exitCode: exitCode,
            pathPrefix: pathPrefix(options.path, isFolder: isDirectory.boolValue), config: config?.source
        )
    }

    /// The exit status a report earns, and why in words: 1 when a violation is new (unless a
    /// baseline is being written: writing one accepts them) or, with `strict`, when a file was
    /// skipped; else 0.
    public static func verdict(
        _ report: AnalysisReport, strict: Bool, strictBaseline: Bool = false, writingBaseline: Bool
    ) -> (exitCode: Int32, messages: [String]) {
        var exitCode: Int32 = 0, messages: [String] = []
        if let summary = report.rules, !writingBaseline {
            if summary.fixed > 0, let baseline = summary.baseline {
                let count = "\(summary.fixed) violation\(summary.fixed == 1 ? "" : "s")"
                if strictBaseline {
                    // A fixed violation must leave the baseline, or it could come back unnoticed.
                    for entry in summary.fixedEntries {
                        messages.append("mvx analyze: \(baseline): no longer found: \(entry.file): \(entry.module), against \"\(entry.rule)\"")
                    }
                    messages.append("mvx analyze: \(count) in \(baseline) no longer found (--strict-baseline): `--write-baseline \(baseline)` removes \(summary.fixed == 1 ? "it" : "them")")
                    exitCode = 1
                } else {
                    messages.append("mvx analyze: \(count) in \(baseline) no longer found; `--write-baseline \(baseline)` shrinks it")
                }
            }
            if summary.new > 0 {
                let new = summary.baseline == nil ? "" : " new"
                messages.append("mvx analyze: \(summary.new)\(new) rule violation\(summary.new == 1 ? "" : "s") (\(summary.broken) of \(summary.rules) rules broken)")
                exitCode = 1
            }
        }
        if strict, !report.skipped.isEmpty {
            messages.append("mvx analyze: \(report.skipped.count) file\(report.skipped.count == 1 ? "" : "s") skipped (--strict)")
            exitCode = 1
        }
        return (exitCode, messages)
    }

    /// `--config FILE`, else PATH's `.mvx-analyze.yml` if PATH is a folder that has one.
    static func loadConfig(_ options: GateOptions, treeIsFolder: Bool) throws(GateError) -> AnalyzeConfig? {
        if options.noConfig {
            if options.config != nil { throw GateError(message: "--config and --no-config contradict each other") }
            return nil
        }
        if let path = options.config { return try AnalyzeConfig.load(path, required: true) }
        guard treeIsFolder else { return nil }
        return try AnalyzeConfig.load(AnalyzeConfig.resolve(AnalyzeConfig.fileName, against: options.path), required: false)
    }

    /// `--rules FILE`, else the config's `rules_file:` and then its `rules:`; then the presets
    /// (`--preset`, else the config's `preset:`); nil for none of them.
    static func loadRules(_ options: GateOptions, _ config: AnalyzeConfig?) throws(GateError) -> LayerRules? {
        var rules = LayerRules()
        let presets = try Self.presets(options.presets.isEmpty ? config?.presets ?? [] : options.presets)
        do {
            if let path = options.rules {
                try rules.append(text: try readText(path, what: "rules file"), source: path)
            } else if let config, config.rulesFile != nil || config.rules != nil {
                if let path = config.rulesFile { try rules.append(text: try readText(path, what: "rules file"), source: path) }
                if let lines = config.rules {
                    for line in lines {
                        try rules.append(lines: [(line.text, line.line)], source: config.source)
                        if let why = line.why { try rules.append(lines: [("why: " + why, line.line)], source: config.source) }
                        if let fix = line.fix { try rules.append(lines: [("fix: " + fix, line.line)], source: config.source) }
                    }
                }
            } else if presets.isEmpty {
                return nil
            }
            for preset in presets { rules.add(preset) }
        } catch let error as RuleError {
            throw GateError(diagnostics: [error.diagnostic])
        } catch let error as GateError {
            throw error
        } catch {
            throw GateError(message: "\(error)")
        }
        return rules
    }

    /// The presets named, each once, in order; a name that is none is an error with the nearest.
    static func presets(_ names: [String]) throws(GateError) -> [Preset] {
        do {
            return try Preset.named(names)
        } catch {
            throw GateError(message: error.description)
        }
    }

    /// `--preset NAME --list`: each preset's rules as the rules language writes them, with their
    /// reasons and remedies, ready to copy into a rules file.
    public static func listing(presets names: [String]) throws(GateError) -> String {
        let presets = try presets(names.isEmpty ? Preset.all.map(\.name) : names)
        return presets.map { preset in
            "# preset \(preset.name): \(preset.title)\n# from \(preset.sources)\n"
                + "# toolkit = \(Preset.defaultToolkit.joined(separator: ", ")) unless your rules declare `layer toolkit = …`\n"
                + preset.text + "\n"
        }.joined(separator: "\n")
    }

    static func readBaseline(_ path: String) throws(GateError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw GateError(message: "no baseline at \(path): `mvx analyze … --write-baseline \(path)` writes one")
        }
        return try Baseline(json: data, source: path)
    }

    static func readText(_ path: String, what: String) throws(GateError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw GateError(message: "cannot read the \(what) \(path)") }
        return String(decoding: data, as: UTF8.self)
    }

    /// PATH as given, as the prefix of the tree's relative paths (`Sources/` for `Sources`;
    /// nothing for `.`; a single file's folder).
    static func pathPrefix(_ path: String, isFolder: Bool) -> String {
        var folder = isFolder ? path : (path as NSString).deletingLastPathComponent
        while folder.hasSuffix("/"), folder.count > 1 { folder.removeLast() }
        while folder.hasPrefix("./") { folder.removeFirst(2) }
        if folder == "." || folder.isEmpty { return "" }
        return folder == "/" ? "/" : folder + "/"
    }
}
