import Backend
import Domain
import Foundation
import Logging
import Testing
@testable import LiveServices

/// The app signed in as `me`, and then the backend was reset (a new database): the services
/// sign in again by themselves instead of answering "Please sign in again" forever.
@Suite("Signing in again after a backend reset")
struct SignInAgainTests {
    static let quiet = Logger(label: "mvx.test-backend") { _ in SwiftLogNoOpLogHandler() }

    @Test("the services sign in again and send the refused request once more; a plain signed-in client does not")
    func signsInAgain() async throws {
        let first = try await BackendServer(configuration: BackendConfiguration(databaseLocation: .inMemory), logger: Self.quiet)
        let port = try await first.start()
        let baseURL = URL(string: "http://127.0.0.1:\(port)")!
        let dates = DateProvider.system(calendar: Language.english.calendar())
        let services = try await LiveServicesFactory.make(baseURL: baseURL, todos: InMemoryTodoStore(dates: dates), dates: dates,
                                                          timeout: .seconds(30), logger: Self.quiet)
        let plainClient = APIClient(baseURL: baseURL, timeout: .seconds(30), logger: Self.quiet)
        let plainSession = try await LiveLoginService(client: plainClient).logIn(username: "me", password: "123")
        let plain = LiveServicesFactory.services(client: plainClient, session: plainSession, todos: InMemoryTodoStore(dates: dates), dates: dates)
        #expect(try await services.drafts.drafts(page: 0).items.count == 20)
        await first.stop()

        // The same address, a new database: every token is unknown there.
        let second = try await BackendServer(configuration: BackendConfiguration(port: port, databaseLocation: .inMemory), logger: Self.quiet)
        _ = try await second.start()
        do {
            #expect(try await services.drafts.drafts(page: 0).items.count == 20)
            #expect(try await services.blogs.blogs(userID: 7, page: 0).items.count == 20, "the new token is kept")
            await #expect(throws: AppError.unauthorized) { try await plain.drafts.drafts(page: 0) }
        } catch {
            await second.stop()
            throw error
        }
        await second.stop()
    }
}
