import Backend
import Domain
import Foundation
import LiveServices
import Logging

/// The composition root's running pieces: the backend (embedded unless `--server`),
/// the live services signed in as `me`, and the language.
public struct AppEnvironment: Sendable {
    /// The live services, signed in as `me`.
    public var services: Services
    /// The app's language.
    public var language: Language
    /// Where the backend answers.
    public var baseURL: URL
    /// The in-process backend, when the app started one.
    public var embeddedBackend: BackendServer?
    /// The to-do store in the data folder (`todo.sqlite`), closed by ``shutdown()``.
    public var todoStore: SQLiteTodoStore

    /// The latency the embedded backend uses when `--latency` is not given, so loading states are visible.
    public static let interactiveLatency = 300

    /// Starts the embedded backend (or reaches `--server`), signs in, opens the to-do store.
    /// `requestTimeout` bounds each request (tests on a loaded machine give it longer).
    public static func start(settings: AppSettings, environment: [String: String] = ProcessInfo.processInfo.environment,
                      requestTimeout: Duration = APIClient.defaultTimeout,
                      logger: Logger) async throws -> AppEnvironment {
        let language = settings.language
        let folder = DataDirectory.location(override: settings.dataDirectory, environment: environment)
        let dataDirectory: URL
        do { dataDirectory = try DataDirectory.resolve(override: settings.dataDirectory, environment: environment) } catch {
            throw StartFailure.dataFolder(folder, after: error)
        }
        let calendar = language.calendar()
        let dates = settings.pinnedToday.map { DateProvider.pinned(to: $0, calendar: calendar) } ?? .system(calendar: calendar)

        var backend: BackendServer?
        let baseURL: URL
        if let url = settings.server {
            baseURL = url
        } else {
            let configuration = BackendConfiguration(
                host: "127.0.0.1",
                port: 0,
                databaseLocation: .file(dataDirectory),
                latency: .milliseconds(settings.latency ?? interactiveLatency),
                failRate: settings.failRate,
                seed: settings.seed
            )
            let server: BackendServer
            do { server = try await BackendServer(configuration: configuration, logger: logger) } catch {
                throw StartFailure.dataFolder(folder, after: error)   // its database could not be opened there
            }
            let port = try await server.start()
            backend = server
            baseURL = URL(string: "http://127.0.0.1:\(port)")!
        }

        var opened: SQLiteTodoStore?
        do {
            let todos: SQLiteTodoStore
            do { todos = try SQLiteTodoStore(directory: dataDirectory, dates: dates) } catch {
                throw StartFailure.dataFolder(folder, after: error)
            }
            opened = todos
            let made = await Result(catching: {
                try await LiveServicesFactory.make(baseURL: baseURL, todos: todos, dates: dates,
                                                   timeout: requestTimeout, logger: logger)
            })
            if case .failure(let error) = made, error.isUnreachable { throw StartFailure.server(url: baseURL.absoluteString) }
            let services = try made.get()
            // `--user N` must name someone: say so now, not as an error page inside the app.
            if settings.checksProfileUser, case .failure(.notFound) = await Result(catching: {
                try await services.users.user(id: settings.profileUserID)
            }) {
                throw StartFailure.noSuchUser(settings.profileUserID)
            }
            return AppEnvironment(services: services, language: language, baseURL: baseURL, embeddedBackend: backend,
                                  todoStore: todos)
        } catch {
            // A start that fails leaves both databases whole in their files too.
            try? opened?.close()
            await backend?.stop()
            throw error
        }
    }

    /// Closes the to-do store and stops the embedded backend, if any: each folds its write-ahead
    /// log into its database file (unless another window on the folder is using it at that moment,
    /// which then does it when it closes), so the data folder's `*.sqlite` files alone hold
    /// everything saved. The app calls it on every ending but SIGKILL (and a crash).
    public func shutdown() async {
        try? todoStore.close()
        await embeddedBackend?.stop()
    }
}
