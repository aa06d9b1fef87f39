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

    final class FakeCounterView: CounterViewInterface {
        var rows: [CounterRowDisplayData] = []
        var toasts: [String] = []
        var error: String?
        func setTitle(_ title: String) {}
        func showLoading(_ text: String) {}
        func hideLoading() {}
        func showRows(_ rows: [CounterRowDisplayData]) { self.rows = rows }
        func updateRow(_ row: CounterRowDisplayData, at index: Int) { rows[index] = row }
        func showError(_ error: ListError) { self.error = error.message }
        func showToast(_ text: String) { toasts.append(text) }
    }

    final class FakeCounterInteractor: CounterInteractorInput {
        var pressed: [Counter.ID] = []
        func load() async {}
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
        func logIn(username: String, password: String) async {}
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
        func interactorDidLoad(_ messages: [VoiceMessage]) {}
        func interactorDidFailToLoad(_ error: AppError) {}
        func interactorDidUpdate(_ message: VoiceMessage, playback: Playback?, at index: Int) { updates.append((index, playback?.phase)) }
    }

    @Test("voice interactor: a finished message starts the next itself; stop idles the row and leaves no timer")
    func voiceInteractor() async {
        let scheduler = ManualScheduler()
        let player = SimulatedVoicePlayer(scheduler: scheduler)
        let interactor = VoiceInteractor(service: InMemoryVoiceMessageService(), player: player)
        let output = VoiceOutput()
        interactor.output = output
        await interactor.load()
        interactor.select(at: 0)                                 // 3"
        scheduler.advance(by: .milliseconds(3_500))
        #expect(output.updates.suffix(2).map(\.0) == [0, 1])
        #expect(output.updates.last?.1 == .buffering)
        interactor.stop()
        #expect(output.updates.last?.0 == 1 && output.updates.last?.1 == nil)
        #expect(scheduler.pendingCount == 0 && player.playback == nil)
    }
}
