/// Everything `mvx analyze` measured about a tree. Encodes to the JSON that `--format json`
/// prints: `files`, `lines`, `seconds`, `pattern`, `modules`, `types` (largest first), and the
/// module graph, cycles and smells beside them. `docs/analyze.schema.json` describes it.
public struct AnalysisReport: Codable, Sendable, Equatable {
    /// The JSON's shape: 2 since the report carries it (the output before had none: 1 in effect).
    /// Raised when a field is renamed or removed, or changes meaning; not for a field added.
    public static let currentSchemaVersion = 3

    /// ``currentSchemaVersion`` when made by this build.
    public var schemaVersion = AnalysisReport.currentSchemaVersion
    /// The folder analysed, as given.
    public var root: String
    /// Swift files read (manifests not counted); a file several modules compile counts once.
    public var files: Int
    /// Swift files left out by `--exclude` globs or the config file's `excluded:` (not read).
    public var excluded = 0
    /// Code lines: not blank, not only a comment (a shared file's once).
    public var lines: Int
    /// Wall-clock time of the analysis.
    public var seconds: Double
    /// The whole tree's pattern guess.
    public var pattern: PatternGuess
    public var modules: [ModuleReport]
    /// Every type, extensions counted with it, largest first.
    public var types: [TypeReport]
    /// Module → module references: `from` mentions `types` distinct types of `to`.
    public var edges: [ModuleEdge]
    /// Modules that depend on each other in a loop (each cycle's members, sorted).
    public var cycles: [[String]]
    public var smells: SmellReport
    /// Modules the files import (the tree's own and outside ones: `UIKit`), with how many files
    /// import each, by name.
    public var imports: [NamedCount] = []
    /// The layer rules broken (`--rules`); absent when no rules were given.
    public var violations: [RuleViolation]?
    /// Files compiled into several modules (Xcode targets sharing a source), with those modules.
    public var shared: [SharedFile] = []
    /// Files the analysis passed over, with why (not UTF-8, unreadable, too large, a broken link);
    /// `--strict` fails the run on any.
    public var skipped: [SkippedFile] = []
    /// How the rules fared, counted; absent when no rules were given.
    public var rules: RulesSummary?
}

/// The rules checked and broken, counted: what the text report's last line says.
public struct RulesSummary: Codable, Sendable, Equatable {
    /// Rules checked (`layer` lines not counted).
    public var rules: Int
    /// Rules with at least one violation, baselined or not.
    public var broken: Int
    /// Violations in all.
    public var violations: Int
    /// Violations the baseline does not list: the ones that fail the run (all of them without
    /// a baseline).
    public var new: Int
    /// Violations the baseline lists.
    public var baselined: Int
    /// The baseline file, as given; absent without one.
    public var baseline: String?
    /// Baseline entries no violation matches any more (fixed or moved away): the baseline can
    /// be written anew, smaller.
    public var fixed: Int
    /// Those entries, for `--strict-baseline` to name.
    public var fixedEntries: [Baseline.Entry] = []
    /// Rules not checked because they name nothing the tree has, each with why.
    public var skipped: [SkippedRule] = []
    /// The presets whose rules were checked, by name.
    public var presets: [String] = []
    /// Rules naming what the tree lacks (not encoded: ``Gate`` refuses to run on them).
    public var problems: [RuleError] = []

    enum CodingKeys: String, CodingKey {
        case rules, broken, violations, new, baselined, baseline, fixed, fixedEntries, skipped, presets
    }
}

/// A pattern guess, with what it rests on.
public struct PatternGuess: Codable, Sendable, Equatable {
    /// `massive-mvc`, `mvc`, `mvp`, `mvvm`, `mvi`, `viper`, `vip`, `ribs`, `mv`, `mvc-plus` or `unknown`; for a
    /// module, also `no-ui` (no screens, and not a pattern's logic target). One value always:
    /// in a tie, the first of the tied patterns by name.
    public var guess: String
    /// 0 (a shrug) to 1 (every sign agrees).
    public var confidence: Double
    /// The signs read, in words.
    public var evidence: [String]
    /// The other patterns that score exactly as much as `guess` (sorted); absent without a tie.
    public var tiedWith: [String]? = nil
    /// Traits seen beside the pattern (`coordinators`); absent when none.
    public var traits: [String]? = nil

    /// `mvc`, `mvvm, with coordinators`, or `mvc or mvvm (tie)`: the guess in words.
    public var label: String {
        let traitWords = traits.map { $0.isEmpty ? "" : ", with " + $0.joined(separator: " and ") } ?? ""
        guard let tiedWith, !tiedWith.isEmpty else { return guess + traitWords }
        return ([guess] + tiedWith).joined(separator: " or ") + " (tie)" + traitWords
    }

    public static let unknown = PatternGuess(guess: "unknown", confidence: 0, evidence: [])
}

/// One module (an Xcode target, a SwiftPM target, or a top-level folder).
public struct ModuleReport: Codable, Sendable, Equatable {
    public var name: String
    /// Whether it holds tests (an Xcode test bundle, a SwiftPM test target, or a folder named `…Tests`).
    public var test: Bool
    public var files: Int
    /// Of those, files other modules compile too (see ``AnalysisReport/shared``).
    public var sharedFiles: Int
    /// Types declared (classes, structs, enums, protocols, actors; extensions of them are not
    /// counted again).
    public var types: Int
    public var protocols: Int
    public var lines: Int
    /// Afferent coupling: modules that mention this one's types.
    public var ca: Int
    /// Efferent coupling: modules whose types this one mentions.
    public var ce: Int
    /// Ce / (Ca + Ce): 0 is depended on only, 1 depends only.
    public var instability: Double
    /// Protocols / types.
    public var abstractness: Double
    /// |A + I − 1|: the distance from the main sequence.
    public var distance: Double
    public var pattern: PatternGuess
}

/// One type with every extension of it in the tree.
public struct TypeReport: Codable, Sendable, Equatable {
    public var name: String
    public var module: String
    /// `class`, `struct`, `enum`, `protocol`, `actor`, or `extension` for a type declared
    /// outside the tree (`extension String`).
    public var kind: String
    public var lines: Int
    /// Files the type and its extensions span.
    public var files: Int
    /// Those files, relative to the analysed root, sorted.
    public var paths: [String]
    public var extensions: Int
    public var methods: Int
    public var storedProperties: Int
    /// Superclass and protocols, extensions' included.
    public var conformances: [String]
    /// The part it plays in a UI pattern (`viewController`, `presenter`, `viewModel`, …), if any.
    public var role: String?
    /// The tree's types its stored properties hold (who holds whom), as `property: Type`.
    public var holds: [String]
}

public struct ModuleEdge: Codable, Sendable, Equatable {
    public var from: String
    public var to: String
    public var types: Int
}

/// The smells the classic articles name, counted.
public struct SmellReport: Codable, Sendable, Equatable {
    /// The code lines over which a type counts as large (``Analyzer/largeTypeLines`` unless
    /// set: `--large-type-lines`, the config file's `large_type_lines`).
    public var largeTypeThreshold = Analyzer.largeTypeLines
    /// Types over ``largeTypeThreshold`` code lines.
    public var largeTypes: [NamedCount]
    /// View controllers (and SwiftUI views) that call networking or storage APIs, or hold a
    /// service, client, repository or database: the "massive view controller".
    public var viewControllersDoingIO: [Finding]
    /// `static let shared` and the like.
    public var singletons: [String]
    /// Uses of `Type.shared`, `Type.default`, … (global access), by type.
    public var globalAccesses: [NamedCount]
    /// `var`s at file scope.
    public var globalVariables: Int
    /// Stored properties that hold one of the tree's classes, actors or protocols: how many
    /// are typed by a protocol.
    public var protocolTypedDependencies: Int
    public var concreteDependencies: Int
    /// protocolTyped / (protocolTyped + concrete); 0 when there are none.
    public var protocolDependencyShare: Double
}

public struct NamedCount: Codable, Sendable, Equatable {
    public var name: String
    public var count: Int
}

public struct Finding: Codable, Sendable, Equatable {
    public var name: String
    public var module: String
    public var because: [String]
}
