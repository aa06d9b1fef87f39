import ArgumentParser
import Domain
import Foundation
import PatternKit

/// The options of the app itself (`mvx [options]`), validated before anything starts.
public struct AppOptions: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp("Open this pattern directly.", valueName: "pattern"))
    public var pattern: PatternID?

    @Option(help: ArgumentHelp("Open this demo of --pattern directly.", valueName: "demo"))
    public var demo: DemoID?

    @Option(help: ArgumentHelp("Whose profile the `profile` demo shows.", valueName: "id"))
    public var user: Int = 7

    @Option(help: ArgumentHelp("Language: en or zh-Hans (default: from the locale, else en).", valueName: "lang"))
    public var lang: String?

    @Option(help: ArgumentHelp("Use a running `mvx serve` at this URL instead of the embedded backend.", valueName: "url"))
    public var server: String?

    @Option(help: ArgumentHelp("Delay every backend answer by this many milliseconds (embedded backend; default 300 when interactive).", valueName: "ms"))
    public var latency: Int?

    @Option(help: ArgumentHelp("Share of backend requests that fail with 503, from 0 to 1 (embedded backend).", valueName: "p"))
    public var failRate: Double = 0

    @Option(help: ArgumentHelp("Seed for the sample data and for --fail-rate.", valueName: "n"))
    public var seed: UInt64 = 1

    @Option(help: ArgumentHelp("Where the app keeps its databases (default: $XDG_DATA_HOME/mvx, else ~/.local/share/mvx).", valueName: "dir"))
    public var dataDir: String?

    public init() {}

    /// The language to show: `--lang`, else the environment's locale, else English.
    public func language(environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        (try? Language.resolve(flag: lang, environment: environment)) ?? .english
    }

    public func validate() throws {
        if demo != nil && pattern == nil {
            throw ValidationError("--demo needs --pattern, e.g. `mvx --pattern mvvm --demo \(demo!.rawValue)`.")
        }
        if user <= 0 {
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
        if let latency, latency < 0 || latency > 60_000 {
            throw ValidationError("--latency must be between 0 and 60000 milliseconds, not \(latency).")
        }
        if !(0...1).contains(failRate) || failRate.isNaN {
            throw ValidationError("--fail-rate must be between 0 and 1, not \(failRate).")
        }
    }
}
