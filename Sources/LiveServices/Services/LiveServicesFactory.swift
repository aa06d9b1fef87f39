import Domain
import Foundation
import Logging

/// Builds the app's ``Services`` over a running backend.
///
/// ```swift
/// let todos = try SQLiteTodoStore(directory: dataDirectory, dates: dates)
/// let services = try await LiveServicesFactory.make(
///     baseURL: URL(string: "http://127.0.0.1:8080")!, todos: todos, dates: dates)
/// ```
public enum LiveServicesFactory {
    /// The seeded account the profile demos sign in as.
    public static let defaultUsername = "me"
    /// The password of ``defaultUsername``.
    public static let defaultPassword = "123"

    /// Signs in and returns the services with the session's token attached.
    ///
    /// - Parameters:
    ///   - baseURL: The backend's root URL.
    ///   - username: The account to sign in as (default `me`).
    ///   - password: Its password (default `123`).
    ///   - todos: The local to-do store (usually a ``SQLiteTodoStore``).
    ///   - dates: The clock and calendar.
    ///   - timeout: The time limit of each request.
    ///   - logger: Where requests are logged.
    /// - Throws: The sign-in failure: ``AppError/offline(_:)`` when the server is
    ///   not there, ``AppError/invalidCredentials`` for a wrong password, …
    public static func make(
        baseURL: URL,
        username: String = defaultUsername,
        password: String = defaultPassword,
        todos: any TodoStore,
        dates: DateProvider,
        timeout: Duration = APIClient.defaultTimeout,
        logger: Logger = Logger(label: "mvx.api")
    ) async throws(AppError) -> Services {
        let client = APIClient(baseURL: baseURL, timeout: timeout, logger: logger)
        let login = LiveLoginService(client: client)
        let session = try await login.logIn(username: username, password: password)
        // A reset backend (a new database) forgets the token: sign in again by ourselves.
        let signedIn = client.authorized(with: session.token) {
            await Result(catching: { try await login.logIn(username: username, password: password).token })
        }
        return services(client: client, signedIn: signedIn, session: session, todos: todos, dates: dates)
    }

    /// The services for an existing `session`, without any request.
    ///
    /// - Parameter client: A client for the backend; the session's token is
    ///   attached to a copy of it. ``Services/login`` uses `client` as is.
    public static func services(client: APIClient, session: Session, todos: any TodoStore, dates: DateProvider) -> Services {
        services(client: client, signedIn: client.authorized(with: session.token), session: session, todos: todos, dates: dates)
    }

    private static func services(client: APIClient, signedIn: APIClient, session: Session, todos: any TodoStore,
                                 dates: DateProvider) -> Services {
        Services(
            users: LiveUserService(client: signedIn),
            blogs: LiveBlogService(client: signedIn),
            drafts: LiveDraftService(client: signedIn, userID: session.user.id),
            counters: LiveCounterService(client: signedIn),
            voiceMessages: LiveVoiceMessageService(client: signedIn),
            login: LiveLoginService(client: client),
            todos: todos,
            dates: dates,
            currentUserID: session.user.id
        )
    }
}
