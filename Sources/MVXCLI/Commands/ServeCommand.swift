import ArgumentParser
import Backend
import Domain
import Foundation
import Logging

/// `mvx serve`: runs the backend HTTP server in the foreground until SIGINT, SIGTERM or SIGHUP.
///
/// Prints `Listening on http://HOST:PORT` on standard output once the port is
/// bound (scripts and tests read that line); logs go to standard error.
public struct ServeCommand: AsyncParsableCommand {
    /// The command's name (`serve`), abstract and discussion.
    public static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the MVX backend HTTP server.",
        discussion: """
            Serves the API of docs/openapi.yaml from a SQLite database in --data-dir, seeded with \
            deterministic sample data (from --seed) the first time. Stops cleanly on Ctrl-C, SIGTERM or SIGHUP, the database whole in backend.sqlite.
            """
    )

    /// `--host`: the interface to bind.
    @Option(help: ArgumentHelp("The interface to listen on.", valueName: "host"))
    public var host: String = "127.0.0.1"

    /// `--port`: the TCP port; 0 lets the system pick one.
    @Option(parsing: .unconditional, help: ArgumentHelp("The TCP port to listen on; 0 picks a free port.", valueName: "port"))
    public var port: Int = 8080

    /// `--data-dir`: the directory of `backend.sqlite`; nil means ``defaultDataDirectory(environment:)``.
    @Option(help: ArgumentHelp("Where the database lives (default: $XDG_DATA_HOME/mvx, else ~/.local/share/mvx).", valueName: "dir"))
    public var dataDir: String?

    /// `--latency`: milliseconds added to every answer.
    @Option(parsing: .unconditional, help: ArgumentHelp("Delay every answer by this many milliseconds.", valueName: "ms"))
    public var latency: Int = 0

    /// `--fail-rate`: the share of requests answered with an injected 503.
    @Option(parsing: .unconditional, help: ArgumentHelp("Share of requests (other than /v1/health and /v1/sessions) answered with 503, from 0 to 1.", valueName: "p"))
    public var failRate: Double = 0

    /// `--seed`: the seed of the sample data and of the fail-rate draws.
    @Option(help: ArgumentHelp("Seed for the sample data of a fresh database and for --fail-rate.", valueName: "n"))
    public var seed: UInt64 = 1

    /// `--test-faults`: enables the fault-scripting routes.
    @Flag(help: "Enable POST/DELETE /v1/_faults, which script failures for acceptance tests.")
    public var testFaults = false

    /// `--idle-timeout`: seconds a connection may send nothing before it is closed.
    @Option(name: .customLong("idle-timeout"), parsing: .unconditional, help: ArgumentHelp("Close a connection that sends nothing for this many seconds (idle keep-alive, or stalled mid-request).", valueName: "seconds"))
    public var idleTimeout: Double = 30

    /// `--session-days`: how long a sign-in's token lives.
    @Option(name: .customLong("session-days"), parsing: .unconditional, help: ArgumentHelp("How many days a sign-in's token stays valid.", valueName: "days"))
    public var sessionDays: Int = 30

    /// `--log-level`: the lowest level logged to standard error.
    @Option(help: ArgumentHelp("Log level: trace, debug, info, notice, warning, error or critical.", valueName: "level"))
    public var logLevel: String = "info"

    /// Creates the command with its defaults (ArgumentParser fills in the options).
    public init() {}

    /// Checks the ranges of the options, with messages that name the flag.
    public func validate() throws {
        guard idleTimeout.isFinite, (0.1...3_600).contains(idleTimeout) else {
            throw ValidationError("--idle-timeout must be between 0.1 and 3600 seconds, not \(idleTimeout).")
        }
        guard (1...3_650).contains(sessionDays) else {
            throw ValidationError("--session-days must be between 1 and 3650, not \(sessionDays).")
        }
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535, not \(port).")
        }
        guard (0...600_000).contains(latency) else {
            throw ValidationError("--latency must be between 0 and 600000 milliseconds, not \(latency).")
        }
        guard failRate.isFinite, (0...1).contains(failRate) else {
            throw ValidationError("--fail-rate must be between 0 and 1, not \(failRate).")
        }
        guard !host.isEmpty else {
            throw ValidationError("--host must not be empty.")
        }
        guard Logger.Level(rawValue: logLevel.lowercased()) != nil else {
            let levels = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--log-level must be one of \(levels), not '\(logLevel)'.")
        }
    }

    /// Opens the database, binds, prints `Listening on http://HOST:PORT`, and serves until SIGINT, SIGTERM or SIGHUP.
    public func run() async throws {
        var logger = Logger(label: "mvx.serve") { label in ServeLogHandler(label: label) }
        logger.logLevel = Logger.Level(rawValue: logLevel.lowercased()) ?? .info

        // A busy port is said plainly, before anything is opened or seeded.
        if Self.portIsTaken(host: host, port: port) {
            Self.fail("mvx serve: port \(port) on \(host) is already in use. Pick another with --port (0 picks a free one).")
        }
        let dataDirectory = dataDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? Self.defaultDataDirectory(environment: ProcessInfo.processInfo.environment)
        let configuration = BackendConfiguration(
            host: host,
            port: port,
            databaseLocation: .file(dataDirectory),
            latency: .milliseconds(latency),
            failRate: failRate,
            seed: seed,
            testFaults: testFaults,
            sessionLifetime: .seconds(Int64(max(1, sessionDays)) * 86_400),
            idleTimeout: .milliseconds(Int64(idleTimeout * 1000))
        )
        let server: BackendServer
        do { server = try await BackendServer(configuration: configuration, logger: logger) } catch {
            let problem = DataFolderProblem.diagnose(folder: dataDirectory, failure: String(describing: error))
            Self.fail("mvx serve: " + Localizer(.english)(.cannotUseDataFolder(dataDirectory.path, problem)))
        }
        let host = host, port = port
        // The signal handlers are in place before "Listening" is printed.
        do {
            try await server.serve { boundPort in Self.announce("Listening on http://\(Self.urlHost(host)):\(boundPort)") }
        } catch where String(describing: error).contains("Address already in use") {
            Self.fail("mvx serve: port \(port) on \(host) is already in use. Pick another with --port (0 picks a free one).")
        } catch where String(describing: error).contains("Cannot assign requested address")
                        || String(describing: error).contains("UnknownHost") {
            Self.fail("mvx serve: \(host) is not an address of this machine. Use --host 127.0.0.1, or one of this machine's addresses.")
        }
    }

    /// Prints `message` on standard error and exits with status 1.
    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        Foundation.exit(1)
    }

    /// Whether something already listens on `host`:`port` (a bind with SO_REUSEADDR, as the
    /// server's own, fails with EADDRINUSE). Port 0 is never taken.
    static func portIsTaken(host: String, port: Int) -> Bool {
        guard port != 0 else { return false }
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let info = found else { return false }
        defer { freeaddrinfo(found) }
        let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        return bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) != 0 && errno == EADDRINUSE
    }

    /// `$XDG_DATA_HOME/mvx` when that variable is set to an absolute path, else `~/.local/share/mvx`.
    static func defaultDataDirectory(environment: [String: String]) -> URL {
        if let xdgDataHome = environment["XDG_DATA_HOME"], xdgDataHome.hasPrefix("/") {
            return URL(fileURLWithPath: xdgDataHome, isDirectory: true).appendingPathComponent("mvx", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share/mvx", isDirectory: true)
    }

    /// The host as it appears in a URL: IPv6 addresses go in brackets.
    static func urlHost(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }

    /// Writes one line to standard output at once (unbuffered, so a pipe sees it immediately).
    private static func announce(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// Writes log lines to standard error, rendering metadata only when a line is
/// written. (swift-log's `StreamLogHandler` re-renders all metadata whenever a
/// key is set, which Hummingbird does for every request.)
private struct ServeLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, explicit in explicit }
        let renderedMetadata = merged.isEmpty
            ? ""
            : " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let timestamp = Date().formatted(.iso8601)
        FileHandle.standardError.write(Data("\(timestamp) \(event.level) \(label):\(renderedMetadata) \(event.message)\n".utf8))
    }
}
