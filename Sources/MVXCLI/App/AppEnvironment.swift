import Backend
import Domain
import Foundation
import LiveServices
import Logging

/// The composition root's running pieces: the backend (embedded unless `--server`),
/// the live services signed in as `me`, and the language.
struct AppEnvironment: Sendable {
    var services: Services
    var language: Language
    var baseURL: URL
    /// The in-process backend, when the app started one.
    var embeddedBackend: BackendServer?

    /// The latency the embedded backend uses when `--latency` is not given, so loading states are visible.
    static let interactiveLatency = 300

    /// Starts the embedded backend (or reaches `--server`), signs in, opens the to-do store.
    static func start(options: AppOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
                      logger: Logger) async throws -> AppEnvironment {
        let language = options.language(environment: environment)
        let dataDirectory = try DataDirectory.resolve(override: options.dataDir, environment: environment)
        let calendar = language.calendar()
        let dates = options.pinnedToday.map { DateProvider.pinned(to: $0, calendar: calendar) } ?? .system(calendar: calendar)

        var backend: BackendServer?
        let baseURL: URL
        if let server = options.server, let url = URL(string: server) {
            baseURL = url
        } else {
            let configuration = BackendConfiguration(
                host: "127.0.0.1",
                port: 0,
                databaseLocation: .file(dataDirectory),
                latency: .milliseconds(options.latency ?? interactiveLatency),
                failRate: options.failRate,
                seed: options.seed
            )
            let server = try await BackendServer(configuration: configuration, logger: logger)
            let port = try await server.start()
            backend = server
            baseURL = URL(string: "http://127.0.0.1:\(port)")!
        }

        do {
            let todos = try SQLiteTodoStore(directory: dataDirectory, dates: dates)
            let services = try await LiveServicesFactory.make(
                baseURL: baseURL, todos: todos, dates: dates, logger: logger)
            return AppEnvironment(services: services, language: language, baseURL: baseURL, embeddedBackend: backend)
        } catch {
            await backend?.stop()
            throw error
        }
    }

    /// Stops the embedded backend, if any.
    func shutdown() async { await embeddedBackend?.stop() }
}
