import Backend
import Clocks
import Domain
import Foundation
import LiveServices
import Logging
import MVXApp
import PatternKit
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One acceptance run: a real backend on 127.0.0.1 port 0 (in-memory database, seed 1,
/// scripted faults), live services signed in as `me`, and one pattern's demo driven
/// through the headless terminal.
///
/// Every pattern runs the same scenario against the same golden screens: the patterns
/// differ in code, never in what the user sees.
@MainActor
public final class AcceptanceHarness {
    /// The screen size every golden file is recorded at.
    public static let screenSize = Size(width: 80, height: 24)
    /// The backend seed's reference time ("now" for the seeded edit times).
    public static let seedReferenceDate = Date(timeIntervalSince1970: 1_795_161_600 + 10 * 60)

    public let pattern: PatternID
    public let language: Language
    /// The backend in this process, unless the run talks to a server of its own (``make(pattern:language:server:)``).
    public let backend: BackendServer?
    public let baseURL: URL
    /// The services the demos use (tracked, so ``settle()`` waits for them).
    public private(set) var services: Services
    private let activity: ServiceActivity
    /// The folders the to-do demos wrote, removed by ``stop()``.
    private var todoDirectories: [URL] = []
    public let driver: AppDriver
    public let navigationController: NavigationController

    /// How the in-process backend answers: at once and always (the acceptance suite), or as a
    /// slow, flaky server would (`mvx serve --latency MS --fail-rate P --seed N`).
    public struct ServerBehavior: Sendable {
        /// The wait before every answer.
        public var latency: Duration
        /// The share of requests answered 503 at random.
        public var failRate: Double
        /// The seed of the data and of the random failures.
        public var seed: UInt64

        /// A server answering after `latency`, failing `failRate` of the requests.
        public init(latency: Duration = .zero, failRate: Double = 0, seed: UInt64 = 1) {
            self.latency = latency
            self.failRate = failRate
            self.seed = seed
        }

        /// At once, never failing: the acceptance suite's.
        public static let reliable = ServerBehavior()
    }

    /// Starts a backend in this process (in-memory database, scripted faults, answering as
    /// `behavior` says) and signs in; call ``open(_:userID:)`` next.
    public static func make(pattern: PatternID, language: Language = .english,
                            behavior: ServerBehavior = .reliable) async throws -> AcceptanceHarness {
        let backend = try await BackendServer(
            configuration: BackendConfiguration(databaseLocation: .inMemory, latency: behavior.latency,
                                                failRate: behavior.failRate, seed: behavior.seed, testFaults: true),
            logger: quietLogger)
        let port = try await backend.start()
        return try await make(pattern: pattern, language: language, backend: backend, baseURL: URL(string: "http://127.0.0.1:\(port)")!)
    }

    /// Talks to the server at `server` (a `mvx serve` process the test runs) and signs in.
    public static func make(pattern: PatternID, language: Language = .english, server: URL) async throws -> AcceptanceHarness {
        try await make(pattern: pattern, language: language, backend: nil, baseURL: server)
    }

    private static let quietLogger = Logger(label: "mvx.acceptance") { _ in SwiftLogNoOpLogHandler() }

    private static func make(pattern: PatternID, language: Language, backend: BackendServer?, baseURL: URL) async throws -> AcceptanceHarness {
        var calendar = language.calendar(timeZone: TimeZone(identifier: "UTC")!)
        calendar.locale = Locale(identifier: language == .english ? "en_US" : "zh_CN")
        let dates = DateProvider.fixed(seedReferenceDate, calendar: calendar)
        // Signing in meets a flaky server's failures too: try again, as a user would.
        var signedIn: Services?
        var lastError: (any Error)?
        for _ in 0..<20 where signedIn == nil {
            do {
                signedIn = try await LiveServicesFactory.make(
                    baseURL: baseURL, todos: InMemoryTodoStore(dates: dates), dates: dates,
                    timeout: .seconds(60),  // generous: a loaded CI machine must not turn into a failure
                    logger: quietLogger
                )
            } catch {
                lastError = error
            }
        }
        guard let services = signedIn else {
            await backend?.stop()
            throw lastError ?? CancellationError()
        }
        return AcceptanceHarness(activity: ServiceActivity(), pattern: pattern, language: language, backend: backend,
                                 baseURL: baseURL, services: services)
    }

    private init(activity: ServiceActivity, pattern: PatternID, language: Language, backend: BackendServer?, baseURL: URL, services: Services) {
        self.pattern = pattern
        self.language = language
        self.backend = backend
        self.baseURL = baseURL
        self.activity = activity
        self.services = services.tracked(by: activity)
        let clock = TestClock<Duration>()
        let terminal = HeadlessTerminal(size: Self.screenSize)
        let application = Application(terminal: terminal, clock: clock)
        driver = AppDriver(application: application, terminal: terminal, testClock: clock)
        navigationController = NavigationController()
        application.rootViewController = navigationController
        // The same texts, key-hint line and q key as the app.
        AppChrome.install(in: application, navigation: navigationController, language: language)
        // Whatever starts a request (a controller, a presenter, a view model, a store), the
        // driver's runUntilIdle() waits for it to answer.
        application.idleCheck = { await activity.waitUntilIdle() }
    }

    /// Where the golden screens live (`Tests/AcceptanceTests/__Snapshots__`), shared by the
    /// acceptance suite and the fault matrix: one golden per checkpoint for every pattern.
    public static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AcceptanceTests/__Snapshots__").path

    /// The strings of the run's language.
    public var strings: Localizer { Localizer(language) }

    /// Opens `demo` of the pattern as the root screen and shows its first frame
    /// (before any request answered — the loading state).
    public func open(_ demo: DemoID, userID: User.ID = 7) {
        let context = DemoContext(services: services, language: language, scheduler: driver.application, profileUserID: userID)
        guard let entryPoint = PatternRegistry.entryPoint(for: pattern) else {
            Issue.record("\(pattern.rawValue) is not linked in")
            return
        }
        let screen = entryPoint.makeViewController(for: demo, context: context)
        navigationController.setViewControllers([screen], animated: false)
        driver.start()
    }

    /// Pushes `demo` of the pattern over the screen shown now (so that Back leaves it).
    public func push(_ demo: DemoID) {
        let context = DemoContext(services: services, language: language, scheduler: driver.application)
        guard let entryPoint = PatternRegistry.entryPoint(for: pattern) else {
            Issue.record("\(pattern.rawValue) is not linked in")
            return
        }
        let screen = entryPoint.makeViewController(for: demo, context: context)
        navigationController.pushViewController(screen)
    }

    /// Lets every request, timer and frame settle.
    public func settle() async { await driver.runUntilIdle() }

    public func press(_ key: Key, times: Int = 1) async { await driver.press(key, times: times) }

    public var screen: String { driver.screen }

    public func contains(_ text: String) -> Bool { driver.contains(text) }

    /// Makes the next `count` requests matching `path` (a path, or a prefix ending in `*`) and `method` fail with `status`.
    /// `body`: `error` (the JSON error), `truncated` or `not-json` (see docs/openapi.yaml).
    public func injectFault(path: String, method: String? = nil, status: Int = 503, count: Int = 1, body kind: String = "error") async throws {
        var body: [String: Any] = ["path": path, "status": status, "count": count, "body": kind]
        if let method { body["method"] = method }
        var request = URLRequest(url: baseURL.appendingPathComponent("v1/_faults"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: body)
        let (_, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode ?? 0 < 300, "fault injection failed")
    }

    /// Compares the screen with the golden file `name`, shared by every pattern.
    public func expectScreen(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let directory = Self.goldenDirectory
        let suffix = language == .english ? "" : ".\(language.rawValue)"
        if let mismatch = Snapshot.verify(driver.screenText, named: name + suffix, directory: directory) {
            Issue.record("[\(pattern.rawValue)] \(mismatch)", sourceLocation: sourceLocation)
        }
    }

    public func stop() async {
        driver.application.stop()
        await backend?.stop()
        for directory in todoDirectories { try? FileManager.default.removeItem(at: directory) }
    }

    // MARK: To-do

    /// The calendar of the run's language, in UTC (the goldens' time zone).
    public var calendar: Calendar { language.calendar(timeZone: TimeZone(identifier: "UTC")!) }

    /// A new, empty data folder for the to-do store (removed when the run stops).
    public func makeTodoDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mvx-acceptance-todo-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        todoDirectories.append(directory)
        return directory
    }

    /// Saves `items` (name, days from `today`) in the SQLite store in `directory`, as if they had
    /// been added on earlier days (so items already past can be in the list's database too).
    public func seedTodos(_ items: [(name: String, days: Int)], today: Day, in directory: URL) async throws {
        let longAgo = Day(year: 2000, month: 1, day: 1)!
        let store = try SQLiteTodoStore(directory: directory, dates: .fixed(longAgo.startDate(in: calendar), calendar: calendar))
        for item in items {
            _ = try await store.add(name: item.name, dueDate: today.adding(days: item.days))
        }
    }

    /// Opens the to-do demo on `today` (noon, UTC) over the SQLite store in `directory`, as a
    /// fresh start of the app would: call it again with the same folder to see the list after a
    /// restart. Returns the store the screen saves to.
    @discardableResult
    public func openTodo(today: Day, directory: URL) throws -> SQLiteTodoStore {
        let dates = DateProvider.fixed(on: today, calendar: calendar)
        var todoServices = services
        todoServices.dates = dates
        let store = try SQLiteTodoStore(directory: directory, dates: dates)
        todoServices.todos = store
        let context = DemoContext(services: todoServices.tracked(by: activity), language: language, scheduler: driver.application)
        guard let entryPoint = PatternRegistry.entryPoint(for: pattern) else {
            Issue.record("\(pattern.rawValue) is not linked in")
            return store
        }
        let screen = entryPoint.makeViewController(for: .todo, context: context)
        navigationController.dismiss()
        navigationController.setViewControllers([screen], animated: false)
        driver.start()
        return store
    }

    /// The names the to-do list shows now, top to bottom, with the section each is under.
    public func todoRowsOnScreen() -> [(section: String, name: String)] {
        let sections = UpcomingSection.allCases.map { strings(.section($0)) }
        var current = ""
        var rows: [(section: String, name: String)] = []
        for line in driver.screenText.dropFirst().dropLast() {   // between the title bar and the key-hint line
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if sections.contains(trimmed) && !line.hasPrefix(" ") { current = trimmed; continue }
            guard !current.isEmpty, line.hasPrefix(" "), !trimmed.isEmpty else { continue }
            let name = trimmed.components(separatedBy: "  ").first ?? trimmed
            rows.append((current, name))
        }
        return rows
    }

    /// Runs `body` against a fresh backend answering as `behavior` says and `pattern`, and stops
    /// both however it ends.
    public static func run(_ pattern: PatternID, language: Language = .english, behavior: ServerBehavior = .reliable,
                           _ body: (AcceptanceHarness) async throws -> Void) async throws {
        let harness = try await make(pattern: pattern, language: language, behavior: behavior)
        do {
            try await body(harness)
        } catch {
            await harness.stop()
            throw error
        }
        await harness.stop()
    }

    /// What the server holds for every counter, by id (read over HTTP, past the app).
    public func serverCounterValues() async throws -> [Int: Int] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("v1/counters"))
        let rows = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        var values: [Int: Int] = [:]
        for row in rows {
            if let id = row["id"] as? Int, let value = row["value"] as? Int { values[id] = value }
        }
        return values
    }

    /// The numbers the counter rows on screen show, by item number (`Item N   V  [ + ]`).
    public func counterValuesOnScreen() -> [Int: Int] {
        var values: [Int: Int] = [:]
        let item = strings(.item(0)).replacingOccurrences(of: "0", with: "")
        for line in driver.screenText {
            let words = line.replacingOccurrences(of: item, with: item.trimmingCharacters(in: .whitespaces) + " ")
                .split(separator: " ").map(String.init)
            guard let itemIndex = words.firstIndex(of: item.trimmingCharacters(in: .whitespaces)),
                  itemIndex + 2 < words.count, let id = Int(words[itemIndex + 1]), let value = Int(words[itemIndex + 2]) else { continue }
            values[id] = value
        }
        return values
    }
}
