import Analyzer
import ArgumentParser
import Foundation

/// `mvx analyze PATH`: measures any Swift tree — types with their extensions, modules and their
/// coupling, the smells the classic articles name — and guesses its UI pattern.
public struct AnalyzeCommand: ParsableCommand {
    /// The command's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Measure a Swift codebase: types, modules, coupling, smells, and a guess at its UI pattern.",
        discussion: """
            Reads every .swift file under PATH (build folders, Pods, Carthage and hidden folders \
            skipped; each file it cannot read named on stderr) with swift-syntax, in parallel. \
            Modules are the targets of every Xcode project (PATH may name an .xcodeproj or \
            .xcworkspace: its folder is read) and Package.swift in the tree, else the top-level \
            folders; test targets' code never adds to the app's types. Lines are code lines: \
            not blank, not only a comment. `--format json` prints files, lines, seconds, pattern, modules and types \
            (largest first), with the module graph, cycles and smells beside them. \
            A config file at PATH's root, .mvx-analyze.yml, sets excluded globs, rules, presets, a \
            baseline and smell thresholds; a flag overrides its key. Rules bind modules, files, \
            types by name or by the role the wiring proves (view models, routers, …) and forbid \
            imports, mentions, calls and constructions; `--preset mvvm` adds a pattern's own \
            rules (`--preset mvvm --list` prints them). Exit status: 0, 1 when a rule has a new \
            violation (or --strict met a skipped file, or --strict-baseline a baseline entry no \
            longer found), 64 for a bad flag, preset, config, rules or baseline file (docs/analyze.md).
            """
    )

    @Argument(help: "The folder, Xcode project or workspace (its folder), or .swift file to analyse.", completion: .directory)
    public var path: String?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Two sides to set side by side instead, each a folder or folders joined by commas (Sources/MVP,Sources/MVPPresenters).",
            valueName: "left> <right"
        )
    )
    public var compare: [String] = []

    @Option(help: "With --compare: the scene folder to compare in each side's folders (Profile).")
    public var scene: String?

    @Option(help: ArgumentHelp(
        "text, md, json, html (one self-contained page with SVG charts); or the gate alone: xcode (path:line:col: error: …, as swiftc prints), sarif (SARIF 2.1.0 for code scanning), github (workflow annotations).",
        valueName: "format"
    ))
    public var format: ReportFormat = .text

    @Option(help: ArgumentHelp(
        "Rules to check, one per line (`presenters may not import UIKit`, `only routers may call present`); a new violation exits 1, a rule naming a module the tree lacks 64. Overrides the config's rules.",
        valueName: "file"
    ), completion: .file())
    public var rules: String?

    @Option(help: ArgumentHelp(
        "A pattern's own rules, checked beside yours: \(Preset.all.map(\.name).joined(separator: ", ")); repeatable. Overrides the config's preset:. With --list, prints them.",
        valueName: "name"
    ))
    public var preset: [String] = []

    @Flag(help: "Print the rules of each --preset (every preset without one), with why and fix, and exit.")
    public var list = false

    @Flag(name: .customLong("strict-baseline"), help: "Exit 1 when a baseline entry is no longer found, naming it: a fixed violation must leave the baseline.")
    public var strictBaseline = false

    @Option(help: ArgumentHelp(
        "Leave out files matching the glob, relative to PATH (`**/Generated/**`, `*.generated.swift`); repeatable. Overrides the config's excluded:.",
        valueName: "glob"
    ))
    public var exclude: [String] = []

    @Option(help: ArgumentHelp("Known violations (JSON, from --write-baseline): only violations not in it fail.", valueName: "file"), completion: .file())
    public var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Write every violation found to this baseline file, and exit 0.", valueName: "file"), completion: .file())
    public var writeBaseline: String?

    @Option(help: ArgumentHelp("A config file instead of PATH/\(AnalyzeConfig.fileName).", valueName: "file"), completion: .file())
    public var config: String?

    @Flag(name: .customLong("no-config"), help: "Read no config file.")
    public var noConfig = false

    @Option(name: .customLong("large-type-lines"), help: ArgumentHelp("A type over this many code lines is a smell (default \(Analyzer.largeTypeLines)).", valueName: "n"))
    public var largeTypeLines: Int?

    @Flag(help: "Exit 1 if any file was skipped (unreadable, not UTF-8, …).")
    public var strict = false

    // For the SwiftPM plugins (Plugins/): not a part of the command's promised surface.

    /// The folder analysed when no PATH is given: `swift package mvx-analyze` passes the package's.
    @Option(name: .customLong("default-path"), help: ArgumentHelp("The folder to analyse when no PATH is given.", visibility: .hidden))
    public var defaultPath: String?

    /// Only violations in files under this folder are reported (and can fail the run).
    @Option(name: .customLong("only-under"), help: ArgumentHelp("Report only violations in files under this folder.", visibility: .hidden))
    public var onlyUnder: String?

    /// The build-tool plugin's mode: violations as `file:line:col: warning:` lines (errors that
    /// fail the build with `build_errors: true` in the config), and this file written when the
    /// build may go on, so that an unchanged target is not analysed again.
    @Option(name: .customLong("build-tool-stamp"), help: ArgumentHelp("Run as the build-tool plugin's command, writing this stamp file.", visibility: .hidden))
    public var buildToolStamp: String?

    public init() {}

    public func validate() throws {
        if list { return }
        if compare.isEmpty, path == nil, defaultPath == nil { throw ValidationError("Name a folder to analyse, or two sides with --compare.") }
        if !compare.isEmpty, compare.count != 2 { throw ValidationError("--compare takes two sides: --compare LEFT RIGHT.") }
        if !compare.isEmpty, path != nil { throw ValidationError("Give either a folder or --compare, not both.") }
        if scene != nil, compare.isEmpty { throw ValidationError("--scene goes with --compare.") }
        if !compare.isEmpty, format != .text, format != .json { throw ValidationError("--compare prints text or json.") }
        if let largeTypeLines, largeTypeLines < 1 { throw ValidationError("--large-type-lines takes a number of lines over 0.") }
    }

    public func run() throws {
        if list {
            do {
                FileHandle.standardOutput.write(Data(try Gate.listing(presets: preset).utf8))
            } catch {
                FileHandle.standardError.write(Data((error.description + "\n").utf8))
                throw ExitCode(64)
            }
            return
        }
        if compare.count == 2 {
            let sides = compare.map { $0.split(separator: ",").map { URL(fileURLWithPath: String($0)) } }
            let comparison: SceneComparison
            do {
                comparison = try SceneComparison.compare(left: sides[0], right: sides[1], scene: scene)
            } catch {
                throw ValidationError(error.description)
            }
            let text = format == .json ? comparison.renderJSON() : comparison.renderText()
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        guard let path = path ?? defaultPath else { return }
        var options = GateOptions(path: path)
        options.config = config
        options.noConfig = noConfig
        options.excluded = exclude
        options.rules = rules
        options.baseline = baseline
        options.writeBaseline = writeBaseline
        options.largeTypeLines = largeTypeLines
        options.strict = strict
        options.presets = preset
        options.strictBaseline = strictBaseline
        var outcome: GateOutcome
        var buildFails = false
        do {
            outcome = try Gate.run(options)
            if let onlyUnder { outcome = Self.keeping(outcome, under: onlyUnder) }
            if let buildToolStamp { buildFails = try Self.reportToTheBuild(outcome, stamp: buildToolStamp) }
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(64)
        }
        if buildToolStamp != nil {
            if buildFails { throw ExitCode(1) }
            return
        }
        FileHandle.standardOutput.write(Data(format.render(outcome.report, pathPrefix: outcome.pathPrefix).utf8))
        if format.isGateOnly, outcome.report.violations == nil {
            FileHandle.standardError.write(Data("mvx analyze: no rules checked (--rules FILE, --preset NAME, or rules in \(AnalyzeConfig.fileName)): --format \(format.rawValue) prints violations only\n".utf8))
        }
        // Nothing leaves the report without a word: each skipped file on stderr.
        for file in outcome.report.skipped {
            FileHandle.standardError.write(Data("mvx analyze: skipped \(file.path): \(file.reason)\n".utf8))
        }
        for message in outcome.messages { FileHandle.standardError.write(Data((message + "\n").utf8)) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

extension AnalyzeCommand {
    /// The outcome with only the violations in files under `folder` (as given, or absolute), its
    /// exit status counting those alone.
    static func keeping(_ outcome: GateOutcome, under folder: String) -> GateOutcome {
        var outcome = outcome
        guard let violations = outcome.report.violations else { return outcome }
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let kept = violations.filter { violation in
            URL(fileURLWithPath: outcome.pathPrefix + violation.file).standardizedFileURL.path.hasPrefix(prefix)
        }
        outcome.report.violations = kept
        // A new violation elsewhere no longer fails the run.
        if outcome.exitCode == 1, violations.contains(where: { !$0.baselined }), !kept.contains(where: { !$0.baselined }) {
            outcome.exitCode = 0
        }
        return outcome
    }

    /// The build-tool plugin's run: each new violation as a compiler diagnostic on stdout (a
    /// warning, or an error with the config's `build_errors: true`); the stamp written unless an
    /// error must fail the build. Whether the build fails.
    static func reportToTheBuild(_ outcome: GateOutcome, stamp: String) throws(GateError) -> Bool {
        var config: AnalyzeConfig?
        if let path = outcome.config { config = try AnalyzeConfig.load(path, required: true) }
        let errors = config?.buildErrors == true
        var text = ReportFormat.xcode.render(outcome.report, pathPrefix: outcome.pathPrefix)
        if !errors { text = Self.warnings(text) }
        FileHandle.standardOutput.write(Data(text.utf8))
        if errors, outcome.report.violations?.contains(where: { !$0.baselined }) == true {
            // No stamp: the build fails, and the next one analyses again.
            try? FileManager.default.removeItem(atPath: stamp)
            return true
        }
        do {
            try Data("// mvx-analyze: the rules were checked (the MVXAnalyzeBuildToolPlugin's stamp).\n".utf8).write(to: URL(fileURLWithPath: stamp))
        } catch {
            throw GateError(message: "cannot write the stamp \(stamp): \(error.localizedDescription)")
        }
        return false
    }

    /// Xcode lines with `error:` said as `warning:` (the notes stay notes).
    static func warnings(_ xcode: String) -> String {
        xcode.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let range = line.range(of: ": error: ") else { return String(line) }
            return line.replacingCharacters(in: range, with: ": warning: ")
        }.joined(separator: "\n")
    }
}
