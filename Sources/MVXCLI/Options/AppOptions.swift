import ArgumentParser
import Domain
import Foundation
import MVI
import MVICore
import MVXApp
import MVXBench
import PatternKit

/// The options of the app itself (`mvx [options]`), validated before anything starts.
public struct AppOptions: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp("Open this pattern directly.", valueName: "pattern"))
    public var pattern: PatternID?

    @Option(help: ArgumentHelp("Open this demo of --pattern directly.", valueName: "demo"))
    public var demo: DemoID?

    @Option(parsing: .unconditional, help: ArgumentHelp("Whose profile the `profile` demo shows (default: 7).", valueName: "id"))
    public var user: Int?

    @Option(help: ArgumentHelp("Language: en or zh-Hans (default: from the locale, else en).", valueName: "lang"))
    public var lang: String?

    @Option(help: ArgumentHelp("Use a running `mvx serve` at this URL instead of the embedded backend.", valueName: "url"))
    public var server: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Delay every backend answer by this many milliseconds (embedded backend; default 300 when interactive).", valueName: "ms"))
    public var latency: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Share of backend requests that fail with 503, from 0 to 1 (embedded backend).", valueName: "p"))
    public var failRate: Double = 0

    @Option(help: ArgumentHelp("Seed for the sample data and for --fail-rate.", valueName: "n"))
    public var seed: UInt64 = 1

    @Option(help: ArgumentHelp("Pin today's date (the to-do list's day), e.g. 2026-12-31 (default: the real date in the local time zone).", valueName: "YYYY-MM-DD"))
    public var today: String?

    @Option(help: ArgumentHelp("Where the app keeps its databases (default: $XDG_DATA_HOME/mvx, else ~/.local/share/mvx).", valueName: "dir"))
    public var dataDir: String?

    @Option(help: ArgumentHelp(
        "Record the session of the MVI profile or me demo to this file (JSON lines, written as it happens; an existing file is replaced). Implies --pattern mvi.",
        valueName: "file"))
    public var record: String?

    @Option(help: ArgumentHelp(
        "Replay a session recorded with --record: opens its demo, user and language, plays its actions back into the same screens (no network), then leaves the app to you.",
        valueName: "file"))
    public var replay: String?

    public init() {}

    /// Whose profile the `profile` demo shows: `--user`, else 7.
    public var profileUserID: Int { user ?? 7 }

    /// The day `--today` pins, if any.
    public var pinnedToday: Day? { today.flatMap(Day.init) }

    /// The longest pause a replay keeps between two recorded actions (longer ones are cut to it).
    public static let replayMaxPause: Duration = .seconds(1)

    /// The language to show: `--lang`, else the environment's locale, else English.
    public func language(environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        (try? Language.resolve(flag: lang, environment: environment)) ?? .english
    }

    public func validate() throws {
        try validateSessionTape()
        if demo != nil && pattern == nil && record == nil {  // --record implies --pattern mvi
            throw ValidationError("--demo needs --pattern, e.g. `mvx --pattern mvvm --demo \(demo!.rawValue)`.")
        }
        if let user, user <= 0 {
            throw ValidationError("--user must be a positive user id, not \(user).")
        }
        if let lang {
            do { _ = try Language(flag: lang) } catch { throw ValidationError("--lang: \(error.description)") }
        }
        if let server {
            guard let url = URL(string: server), let scheme = url.scheme?.lowercased(),
                  scheme == "http" || scheme == "https", url.host != nil else {
                throw ValidationError("--server must be an http:// or https:// URL such as http://127.0.0.1:8080, not '\(server)'.")
            }
            if latency != nil || failRate != 0 {
                throw ValidationError("--latency and --fail-rate shape the embedded backend; with --server pass them to `mvx serve` instead.")
            }
        }
        if let today, Day(today) == nil {
            throw ValidationError("--today must be a real day written YYYY-MM-DD, such as 2026-12-31, not '\(today)'.")
        }
        if let latency, latency < 0 || latency > 60_000 {
            throw ValidationError("--latency must be between 0 and 60000 milliseconds, not \(latency).")
        }
        if !(0...1).contains(failRate) || failRate.isNaN {
            throw ValidationError("--fail-rate must be between 0 and 1, not \(failRate).")
        }
    }

    private func validateSessionTape() throws {
        guard record != nil || replay != nil else { return }
        if record != nil && replay != nil {
            throw ValidationError("--record and --replay cannot be used together: record a session, then replay it in another run.")
        }
        let flag = record != nil ? "--record" : "--replay"
        if let pattern, pattern != .mvi {
            throw ValidationError("\(flag) works with the MVI pattern only (--pattern mvi), not \(pattern.rawValue).")
        }
        if let record {
            if let demo, !MVIEntryPoint.recordableDemos.contains(demo) {
                let demos = MVIEntryPoint.recordableDemos.map(\.rawValue).sorted().joined(separator: " or ")
                throw ValidationError("--record: MVI records the \(demos) demo, not \(demo.rawValue).")
            }
            try Self.checkRecordPath(record)
        }
        if let replay {
            if demo != nil || user != nil || lang != nil {
                throw ValidationError("--replay takes the demo, user and language from the tape: leave out --demo, --user and --lang.")
            }
            _ = try Self.loadReplayTape(replay)
        }
    }

    /// Checks that a tape can be written at `path`: not a directory, its directory exists and is
    /// writable, and an existing file is writable.
    static func checkRecordPath(_ path: String, fileManager: FileManager = .default) throws {
        guard !path.isEmpty else { throw ValidationError("--record needs a file name.") }
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw ValidationError("--record \(path): is a directory; give a file name.") }
            if !fileManager.isWritableFile(atPath: url.path) { throw ValidationError("--record \(path): the file is not writable.") }
            return
        }
        let directory = url.deletingLastPathComponent()
        guard fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--record \(path): the directory \(directory.path) does not exist.")
        }
        guard fileManager.isWritableFile(atPath: directory.path) else {
            throw ValidationError("--record \(path): the directory \(directory.path) is not writable.")
        }
    }

    /// Reads the tape of `--replay`, or says which line is wrong and why.
    static func loadReplayTape(_ path: String) throws -> Tape {
        do {
            return try MVIEntryPoint.loadTape(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ValidationError("--replay \(path): \(error.description)")
        }
    }

    /// The options the app runs with: for `--replay`, the pattern, demo, user and language of the
    /// tape; for `--record`, `--pattern mvi` unless given.
    public func resolvingSessionTape() throws -> AppOptions {
        var options = self
        if let replay {
            let header = try Self.loadReplayTape(replay).header
            options.pattern = .mvi
            options.demo = DemoID(rawValue: header.demo)
            options.user = header.user
            options.lang = header.language
        } else if record != nil, options.pattern == nil {
            options.pattern = .mvi
        }
        return options
    }

    /// What the app runs with: these options, the language from `environment` when `--lang` is not given.
    public func settings(environment: [String: String] = ProcessInfo.processInfo.environment) -> AppSettings {
        let tape: (mode: SessionTapeRequest.Mode, file: URL)? =
            if let record { (.record, URL(fileURLWithPath: record)) }
            else if let replay { (.replay(maxPause: Self.replayMaxPause), URL(fileURLWithPath: replay)) }
            else { nil }
        return AppSettings(pattern: pattern, demo: demo, profileUserID: profileUserID, checksProfileUser: user != nil,
                           language: language(environment: environment), server: server.flatMap(URL.init(string:)),
                           latency: latency, failRate: failRate, seed: seed, pinnedToday: pinnedToday,
                           dataDirectory: dataDir, sessionTape: tape)
    }
}
