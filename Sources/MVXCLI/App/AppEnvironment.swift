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
    /// `requestTimeout` bounds each request (tests on a loaded machine give it longer).
    static func start(options: AppOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
                      requestTimeout: Duration = APIClient.defaultTimeout,
                      logger: Logger) async throws -> AppEnvironment {
        let language = options.language(environment: environment)
        let folder = DataDirectory.location(override: options.dataDir, environment: environment)
        let dataDirectory: URL
        do { dataDirectory = try DataDirectory.resolve(override: options.dataDir, environment: environment) } catch {
            throw StartFailure.dataFolder(folder, after: error)
        }
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
            let server: BackendServer
            do { server = try await BackendServer(configuration: configuration, logger: logger) } catch {
                throw StartFailure.dataFolder(folder, after: error)   // its database could not be opened there
            }
            let port = try await server.start()
            backend = server
            baseURL = URL(string: "http://127.0.0.1:\(port)")!
        }

        do {
            let todos: SQLiteTodoStore
            do { todos = try SQLiteTodoStore(directory: dataDirectory, dates: dates) } catch {
                throw StartFailure.dataFolder(folder, after: error)
            }
            let made = await Result(catching: {
                try await LiveServicesFactory.make(baseURL: baseURL, todos: todos, dates: dates,
                                                   timeout: requestTimeout, logger: logger)
            })
            if case .failure(let error) = made, error.isUnreachable { throw StartFailure.server(url: baseURL.absoluteString) }
            let services = try made.get()
            // `--user N` must name someone: say so now, not as an error page inside the app.
            if let user = options.user,
               case .failure(.notFound) = await Result(catching: { try await services.users.user(id: user) }) {
                throw StartFailure.noSuchUser(user)
            }
            return AppEnvironment(services: services, language: language, baseURL: baseURL, embeddedBackend: backend)
        } catch {
            await backend?.stop()
            throw error
        }
    }

    /// Stops the embedded backend, if any.
    func shutdown() async { await embeddedBackend?.stop() }
}

/// Why the app could not start, naming what the user can change.
enum StartFailure: Error, Equatable {
    /// The data folder at `path` cannot be created, written or hold the databases, and why.
    case dataFolder(path: String, problem: DataFolderProblem)
    /// Nothing answers at `url`.
    case server(url: String)
    /// `--user` names nobody.
    case noSuchUser(Int)
}

extension StartFailure {
    /// The data folder `folder` failed with `error`: what the folder itself says is wrong (see
    /// ``DataFolderProblem/diagnose(folder:failure:)``), else the error's own words — a to-do
    /// store's are in its `.storage` text.
    static func dataFolder(_ folder: URL, after error: any Error) -> StartFailure {
        let words = if case .storage(let text)? = error as? AppError { text } else { String(describing: error) }
        return .dataFolder(path: folder.path, problem: DataFolderProblem.diagnose(folder: folder, failure: words))
    }
}
