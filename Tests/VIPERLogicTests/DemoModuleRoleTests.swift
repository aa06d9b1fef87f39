import Domain
import Testing
@testable import VIPERLogic

/// Role tests for the counter, login and voice modules: each interactor with fake outputs and
/// real in-memory services, each presenter with a fake view and a fake interactor.
@MainActor
@Suite("VIPER counter, login and voice roles")
struct DemoModuleRoleTests {
    final class CounterOutput: CounterInteractorOutput {
        var loaded: [CounterTally] = []
        var updates: [(CounterTally, Int)] = []
        var pressFailures = 0
        func interactorDidLoad(_ tallies: [CounterTally]) { loaded = tallies }
        func interactorDidFailToLoad(_ error: AppError) {}
        func interactorDidUpdate(_ tally: CounterTally, at index: Int) { updates.append((tally, index)) }
        func interactorPressFailed() { pressFailures += 1 }
    }

    @Test("counter interactor: a press reports at once and again when answered; a refusal rolls back")
    func counterInteractor() async throws {
        let service = InMemoryCounterService()
        let interactor = CounterInteractor(service: service)
        let output = CounterOutput()
        interactor.output = output
        await interactor.load()
        #expect(output.loaded.count == 20)
        await interactor.press(counterID: 1)
        #expect(output.updates.map(\.0.displayed) == [1, 1])
        #expect(output.updates.last?.0.unanswered.isEmpty == true)
        await service.failNext(.increment)
        await interactor.press(counterID: 1)
        #expect(output.updates.last?.0.displayed == 1 && output.pressFailures == 1)
        #expect(try await service.counters()[0].value == 1)
    }

    /// A list screen's view as the counter and voice presenters see it (their view interfaces
    /// differ only in the row type): it records what it was told.
    final class FakeRowsView<Row> {
        var rows: [Row] = []
        var toasts: [String] = []
        var error: String?
        var loading = false
        var title = ""
        func setTitle(_ title: String) { self.title = title }
        func showLoading(_ text: String) { loading = true }
        func hideLoading() { loading = false }
        func showRows(_ rows: [Row]) { self.rows = rows }
        func updateRow(_ row: Row, at index: Int) { rows[index] = row }
        func showError(_ error: ListError) { self.error = error.message }
        func showToast(_ text: String) { toasts.append(text) }
    }

    typealias FakeCounterView = FakeRowsView<CounterRowDisplayData>
    typealias FakeVoiceView = FakeRowsView<VoiceRowDisplayData>

    final class FakeCounterInteractor: CounterInteractorInput {
        var pressed: [Counter.ID] = []
        var loads = 0
        func load() async { loads += 1 }
        func press(counterID id: Counter.ID) async { pressed.append(id) }
    }

    @Test("counter presenter: forwards presses, formats rows, toasts a failed press")
    func counterPresenter() async {
        let interactor = FakeCounterInteractor()
        let presenter = CounterPresenter(interactor: interactor, strings: Localizer(.simplifiedChinese))
        let view = FakeCounterView()
        presenter.view = view
        presenter.interactorDidLoad([CounterTally(Counter(id: 3, title: "Item 3", value: 7))])
        #expect(view.rows == [CounterRowDisplayData(id: 3, title: "项目 3", value: "7")])
        presenter.plus(counterID: 3)
        await presenter.pendingWork.waitUntilIdle()
        #expect(interactor.pressed == [3])
        presenter.interactorPressFailed()
        #expect(view.toasts.count == 1)
        presenter.interactorDidFailToLoad(.serverBusy)
        #expect(view.error == nil && view.toasts.count == 2, "with rows shown a failed refresh toasts")
    }

    final class LoginOutput: LoginInteractorOutput {
        var log: [String] = []
        func interactorNeedsCredentials() { log.append("needs") }
        func interactorDidStart() { log.append("start") }
        func interactorDidLogIn(_ session: Session) { log.append("in \(session.user.role)") }
        func interactorDidFail(_ error: AppError) { log.append("fail") }
    }

    @Test("login interactor: empty fields send nothing; the session goes out as an entity")
    func loginInteractor() async {
        let service = InMemoryLoginService()
        let interactor = LoginInteractor(service: service)
        let output = LoginOutput()
        interactor.output = output
        await interactor.logIn(username: " ", password: "111")
        await interactor.logIn(username: "student", password: "111")
        await interactor.logIn(username: "teacher", password: "0")
        #expect(output.log == ["needs", "start", "in student", "start", "fail"])
        #expect(await service.calls(to: .logIn) == 2)
    }

    final class FakeLoginView: LoginViewInterface {
        var status = ""
        var loading = false
        var texts: LoginFormDisplayData?
        func setTexts(_ texts: LoginFormDisplayData) { self.texts = texts }
        func showStatus(_ status: String) { self.status = status }
        func showLoading(_ text: String) { loading = true }
        func hideLoading() { loading = false }
    }

    final class FakeLoginInteractor: LoginInteractorInput {
        var attempts: [String] = []
        func logIn(username: String, password: String) async { attempts.append(username) }
    }

    @Test("login presenter: each screen judges the role it is for")
    func loginPresenter() {
        let view = FakeLoginView()
        let teacher = LoginPresenter(interactor: FakeLoginInteractor(), role: .teacher, strings: Localizer(.english))
        teacher.view = view
        teacher.viewDidLoad()
        #expect(view.texts?.title == "Teacher login")
        teacher.interactorDidStart()
        #expect(view.loading)
        teacher.interactorDidLogIn(Session(token: "t", user: Account(id: 202, name: "Student", role: .student)))
        #expect(view.status == "This account is not a teacher" && !view.loading)
        teacher.interactorDidLogIn(Session(token: "t", user: Account(id: 201, name: "Teacher", role: .teacher)))
        #expect(view.status == "Logged in! Hello, Teacher")
    }

    final class VoiceOutput: VoiceInteractorOutput {
        var updates: [(Int, Playback.Phase?)] = []
        var loaded: [VoiceMessage] = []
        func interactorDidLoad(_ messages: [VoiceMessage]) { loaded = messages }
        func interactorDidFailToLoad(_ error: AppError) {}
        func interactorDidUpdate(_ message: VoiceMessage, playback: Playback?, at index: Int) { updates.append((index, playback?.phase)) }
    }

    /// A voice interactor over the sample messages, with a simulated player on a manual clock,
    /// loaded, its output recorded.
    private func loadedVoiceInteractor() async -> (VoiceInteractor, VoiceOutput, ManualScheduler, SimulatedVoicePlayer) {
        let scheduler = ManualScheduler()
        let player = SimulatedVoicePlayer(scheduler: scheduler)
        let interactor = VoiceInteractor(service: InMemoryVoiceMessageService(), player: player)
        let output = VoiceOutput()
        interactor.output = output
        await interactor.load()
        return (interactor, output, scheduler, player)
    }

    @Test("voice interactor: a finished message starts the next itself; stop idles the row and leaves no timer")
    func voiceInteractor() async {
        let (interactor, output, scheduler, player) = await loadedVoiceInteractor()
        interactor.select(at: 0)                                 // 3"
        scheduler.advance(by: .milliseconds(3_500))
        #expect(output.updates.suffix(2).map(\.0) == [0, 1])
        #expect(output.updates.last?.1 == .buffering)
        interactor.stop()
        #expect(output.updates.last?.0 == 1 && output.updates.last?.1 == nil)
        #expect(scheduler.pendingCount == 0 && player.playback == nil)
    }

    @Test("counter interactor: a press updates the pressed row, at its own index")
    func counterPressUpdatesItsRow() async {
        let interactor = CounterInteractor(service: InMemoryCounterService())
        let output = CounterOutput()
        interactor.output = output
        await interactor.load()
        await interactor.press(counterID: 3)
        #expect(output.updates.map(\.1) == [2, 2])
        #expect(output.updates.map(\.0.counterID) == [3, 3])
    }

    @Test("counter presenter: the HUD goes when the rows or the error come; a first load that fails shows the error")
    func counterPresenterLoading() {
        let presenter = CounterPresenter(interactor: FakeCounterInteractor(), strings: Localizer(.english))
        let view = FakeCounterView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.loading)
        presenter.interactorDidFailToLoad(.serverBusy)
        #expect(!view.loading)
        #expect(view.error == "Server busy, try again later" && view.toasts.isEmpty)
        view.loading = true                                      // pull to refresh
        presenter.interactorDidLoad([CounterTally(Counter(id: 3, title: "Item 3", value: 7))])
        #expect(!view.loading)
    }

    @Test("login interactor: one request at a time")
    func loginOneAtATime() async {
        let service = InMemoryLoginService()
        let interactor = LoginInteractor(service: service)
        let output = LoginOutput()
        interactor.output = output
        let first = Task { await interactor.logIn(username: "student", password: "111") }
        let second = Task { await interactor.logIn(username: "student", password: "111") }
        await first.value
        await second.value
        #expect(await service.calls(to: .logIn) == 1)
        #expect(output.log == ["start", "in student"])
    }

    @Test("login presenter: a new attempt clears the last status")
    func loginClearsStatus() {
        let view = FakeLoginView()
        let presenter = LoginPresenter(interactor: FakeLoginInteractor(), role: .student, strings: Localizer(.english))
        presenter.view = view
        presenter.interactorDidFail(.serverBusy)
        #expect(view.status == "Server busy, try again later")
        presenter.interactorDidStart()
        #expect(view.status == "")
    }

    @Test("voice interactor: reports the messages it loaded; selecting the playing message pauses it, again resumes")
    func voiceLoadAndToggle() async {
        let (interactor, output, scheduler, _) = await loadedVoiceInteractor()
        #expect(output.loaded.count == 12)
        interactor.select(at: 0)
        scheduler.advance(by: .milliseconds(600))
        #expect(output.updates.last?.0 == 0 && output.updates.last?.1 == .playing)
        interactor.select(at: 0)
        #expect(output.updates.last?.0 == 0 && output.updates.last?.1 == .paused)
        interactor.select(at: 0)
        #expect(output.updates.last?.0 == 0 && output.updates.last?.1 == .playing)
    }

    @Test("voice interactor: the last message finishing idles its row and starts nothing")
    func voiceLastMessageEnds() async {
        let (interactor, output, scheduler, _) = await loadedVoiceInteractor()
        interactor.select(at: 11)                                // 18"
        scheduler.advance(by: .seconds(19))
        #expect(output.updates.last?.0 == 11 && output.updates.last?.1 == nil)
        #expect(scheduler.pendingCount == 0)
    }

    @Test("counter interactor: a refresh keeps each row's own count; an unknown outcome is checked, and a failed check says so")
    func counterRefreshAndResync() async throws {
        let service = InMemoryCounterService()
        let interactor = CounterInteractor(service: service)
        let output = CounterOutput()
        interactor.output = output
        await interactor.load()
        await interactor.press(counterID: 1)
        _ = try await service.increment(id: 2, idempotencyKey: .random())   // another client
        await interactor.load()
        #expect(output.loaded.prefix(3).map(\.displayed) == [1, 1, 0])
        await interactor.press(counterID: 3)
        await service.loseNextAnswers(1)
        await interactor.press(counterID: 3)
        #expect(output.updates.last?.0.counterID == 3 && output.updates.last?.0.displayed == 2, "the server had counted it")
        #expect(output.pressFailures == 0)
        await service.loseNextAnswers(1)
        await service.failNext(.counters)
        await interactor.press(counterID: 4)
        #expect(output.pressFailures == 1)
    }

    @Test("counter presenter: titles the page, loads on viewDidLoad and on refresh, and replaces an updated row")
    func counterPresenterLoadsAndUpdates() async {
        let interactor = FakeCounterInteractor()
        let presenter = CounterPresenter(interactor: interactor, strings: Localizer(.english))
        let view = FakeCounterView()
        presenter.view = view
        presenter.viewDidLoad()
        presenter.refresh()
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.title == "Counters")
        #expect(interactor.loads == 2)
        presenter.interactorDidLoad([CounterTally(Counter(id: 3, title: "Item 3", value: 7))])
        var tally = CounterTally(Counter(id: 3, title: "Item 3", value: 7))
        _ = tally.press()
        presenter.interactorDidUpdate(tally, at: 0)
        #expect(view.rows == [CounterRowDisplayData(id: 3, title: "Item 3", value: "8")])
    }

    @Test("login presenter: submit goes to the interactor; empty fields and failures show in the status line")
    func loginPresenterStatus() async {
        let view = FakeLoginView()
        let interactor = FakeLoginInteractor()
        let presenter = LoginPresenter(interactor: interactor, role: .student, strings: Localizer(.english))
        presenter.view = view
        presenter.submit(username: "student", password: "111")
        await presenter.pendingWork.waitUntilIdle()
        #expect(interactor.attempts == ["student"])
        presenter.interactorNeedsCredentials()
        #expect(view.status == "Enter username and password")
        presenter.interactorDidStart()
        presenter.interactorDidFail(.serverBusy)
        #expect(!view.loading)
        #expect(view.status == "Server busy, try again later")
    }

    final class FakeRoleChoiceView: RoleChoiceViewInterface {
        var title = ""
        var rows: [String] = []
        func show(title: String, rows: [String]) { self.title = title; self.rows = rows }
    }

    final class FakeRoleChoiceRouter: RoleChoiceRouterInput {
        var logins: [Role] = []
        func showLogin(for role: Role) { logins.append(role) }
    }

    @Test("role choice presenter: two roles; a row opens its role's login, a row past them nothing")
    func roleChoice() {
        let view = FakeRoleChoiceView()
        let router = FakeRoleChoiceRouter()
        let presenter = RoleChoicePresenter(router: router, strings: Localizer(.english))
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.rows.count == 2)
        #expect(!view.title.isEmpty)
        presenter.selectRow(at: 1)
        presenter.selectRow(at: 2)
        #expect(router.logins == [.student])
    }

    final class FakeVoiceInteractor: VoiceInteractorInput {
        var calls: [String] = []
        func load() async { calls.append("load") }
        func select(at index: Int) { calls.append("select \(index)") }
        func stop() { calls.append("stop") }
    }

    @Test("voice presenter: loads under the HUD, forwards selection and stop, shows rows, and an error or a toast")
    func voicePresenter() async {
        let interactor = FakeVoiceInteractor()
        let presenter = VoicePresenter(interactor: interactor, strings: Localizer(.english))
        let view = FakeVoiceView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(!view.title.isEmpty)
        #expect(view.loading)
        presenter.interactorDidFailToLoad(.serverBusy)
        #expect(!view.loading)
        #expect(view.error == "Server busy, try again later" && view.toasts.isEmpty)
        presenter.refresh()
        await presenter.pendingWork.waitUntilIdle()
        let messages = [VoiceMessage(id: 1, sender: "Ming Li", durationSeconds: 12, sentAt: SampleData.defaultReferenceDate)]
        view.loading = true                                      // pull to refresh
        presenter.interactorDidLoad(messages)
        #expect(!view.loading)
        #expect(view.rows.map(\.sender) == ["Ming Li"])
        presenter.interactorDidUpdate(messages[0], playback: Playback(messageID: 1, phase: .playing, elapsedSeconds: 4, totalSeconds: 12), at: 0)
        #expect(view.rows[0].progress != nil)
        presenter.interactorDidFailToLoad(.serverBusy)
        #expect(view.toasts == ["Server busy, try again later"])
        presenter.selectRow(at: 0)
        presenter.viewDidDisappear()
        #expect(interactor.calls == ["load", "load", "select 0", "stop"])
    }
}

extension DemoModuleRoleTests.FakeRowsView: CounterViewInterface where Row == CounterRowDisplayData {}
extension DemoModuleRoleTests.FakeRowsView: VoiceViewInterface where Row == VoiceRowDisplayData {}
