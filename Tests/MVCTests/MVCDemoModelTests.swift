import Domain
import Foundation
@testable import MVC
import Testing

/// MVC's models and model-controllers for the newer demos, without a screen: the counter
/// model, the shared login controller and the voice playlist.
@MainActor
@Suite("MVC demo models")
struct MVCDemoModelTests {
    @Test("CounterModel: presses count at once and once on the server; a refusal rolls one back")
    func counterModel() async throws {
        let service = InMemoryCounterService()
        let model = CounterModel(service: service)
        var changedRows: [Int] = [], failures = 0
        model.onRowChange = { changedRows.append($0) }
        model.onPressFailed = { failures += 1 }
        _ = await model.load()
        let request = try #require(model.press(row: 0))
        #expect(model.press(row: 0) == nil, "the second press waits for the first")
        #expect(model.tallies[0].displayed == 2)
        await request()
        #expect(try await service.counters()[0].value == 2)
        await service.failNext(.increment)
        await model.press(row: 1)?()
        #expect(model.tallies[1].displayed == 0 && failures == 1)
        await service.loseNextAnswers(1)
        await model.press(row: 2)?()
        #expect(model.tallies[2].displayed == 1 && failures == 1, "an unknown outcome is checked, not guessed")
        #expect(changedRows.contains(2))
    }

    final class Delegate: LoginControllerDelegate {
        var started = 0
        var statuses: [String] = []
        func loginControllerDidStart(_ controller: LoginController) { started += 1 }
        func loginController(_ controller: LoginController, didFinishWith status: String) { statuses.append(status) }
    }

    @Test("LoginController: one logic for both roles, reporting to its screen")
    func loginController() async {
        let service = InMemoryLoginService()
        let delegate = Delegate()
        let teacher = LoginController(role: .teacher, service: service, strings: Localizer(.english))
        teacher.delegate = delegate
        #expect(teacher.logIn(username: "", password: "111") == nil)
        let request = teacher.logIn(username: "student", password: "111")
        #expect(teacher.logIn(username: "teacher", password: "111") == nil, "no second request while one runs")
        await request?()
        await teacher.logIn(username: "teacher", password: "111")?()
        #expect(delegate.started == 2)
        #expect(delegate.statuses == ["Enter username and password", "This account is not a teacher", "Logged in! Hello, Teacher"])
    }

    @Test("CounterModel: a press changes its row at once and again when the server answers")
    func counterRowChanges() async throws {
        let model = CounterModel(service: InMemoryCounterService())
        var changedRows: [Int] = []
        model.onRowChange = { changedRows.append($0) }
        _ = await model.load()
        let request = try #require(model.press(row: 3))
        #expect(changedRows == [3])
        await request()
        #expect(changedRows == [3, 3])
    }

    @Test("VoicePlaylist: the last message finishing idles its row and starts nothing")
    func playlistLastMessageEnds() async {
        let scheduler = ManualScheduler()
        let playlist = VoicePlaylist(service: InMemoryVoiceMessageService(), player: SimulatedVoicePlayer(scheduler: scheduler))
        _ = await playlist.load()
        playlist.select(row: 11)                                 // 18", the last
        scheduler.advance(by: .seconds(19))
        #expect(playlist.playback == nil)
        #expect(scheduler.pendingCount == 0)
    }

    @Test("VoicePlaylist: the next message starts by itself; stop leaves no timer")
    func playlist() async {
        let scheduler = ManualScheduler()
        let playlist = VoicePlaylist(service: InMemoryVoiceMessageService(), player: SimulatedVoicePlayer(scheduler: scheduler))
        var changed: [[Int]] = []
        playlist.onRowsChange = { changed.append($0) }
        _ = await playlist.load()
        playlist.select(row: 0)                                  // 3"
        scheduler.advance(by: .milliseconds(3_500))
        #expect(playlist.playback(ofRow: 1)?.phase == .buffering)
        #expect(changed.contains([0, 1]), "the finished row and the next one changed together")
        playlist.select(row: 1)
        playlist.stop()
        #expect(playlist.playback == nil && scheduler.pendingCount == 0)
    }
}

/// MVC's to-do model, without a screen.
@MainActor
@Suite("MVC to-do model")
struct MVCTodoListTests {
    static func dates(_ day: String, _ language: Language) -> DateProvider {
        .fixed(on: Day(day)!, calendar: language.calendar(timeZone: .gmt))
    }

    @Test("files the items by the language's weeks: a Sunday in en and in zh-Hans")
    func sections() async throws {
        for (language, expected) in [(Language.english, [UpcomingSection.today, .tomorrow, .laterThisWeek]),
                                     (.simplifiedChinese, [.today, .nextWeek])] {
            let dates = Self.dates("2027-01-03", language)
            let store = InMemoryTodoStore(dates: dates)
            let list = TodoListModel(store: store, dates: dates)
            for (name, days) in [("Rent", 0), ("Call", 1), ("Lunch", 4)] {
                _ = try await store.add(name: name, dueDate: dates.today().adding(days: days))
            }
            try await list.load().get()
            #expect(list.groups.map(\.section) == expected)
        }
    }

    @Test("add checks the form first and saves nothing when it is wrong; delete removes")
    func addAndDelete() async throws {
        let dates = Self.dates("2028-02-28", .english)
        let store = InMemoryTodoStore(dates: dates)
        let list = TodoListModel(store: store, dates: dates)
        #expect(await list.add(name: " ", dueDateText: "2028-02-29") == .failure(.invalidInput(.emptyName)))
        #expect(await list.add(name: "Leap", dueDateText: "2028-02-30") == .failure(.invalidInput(.malformedDate)))
        #expect(await list.add(name: "Leap", dueDateText: "2028-02-27") == .failure(.invalidInput(.dueDateInPast)))
        #expect(await store.calls(to: .add) == 0)
        let item = try await list.add(name: "Leap day party", dueDateText: "2028-02-29").get()
        _ = await list.load()
        #expect(list.position(of: item.id)?.section == 0 && list.row(0, inSection: 0)?.weekday == .tuesday)
        #expect(list.groups.first?.section == .tomorrow)
        _ = await list.delete(id: item.id)
        _ = await list.load()
        #expect(list.groups.isEmpty && list.position(of: item.id) == nil)
    }
}
