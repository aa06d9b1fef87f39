import Domain
import MVPPresenters
import Testing

/// The counter presenter with a fake view: presses, refusal, unknown outcomes, loading.
@MainActor
@Suite("MVP counter list presenter")
struct CounterListPresenterTests {
    let service = InMemoryCounterService()
    let view = FakeRowListView()

    func loaded() async -> CounterListPresenter {
        let presenter = CounterListPresenter(service: service, strings: Localizer(.english))
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.isLoading && view.title == "Counters")
        await presenter.pendingWork.waitUntilIdle()
        #expect(!view.isLoading && presenter.numberOfRows == 20)
        return presenter
    }

    @Test("presses count at once, redraw their row, and all reach the server one at a time")
    func presses() async throws {
        let presenter = await loaded()
        for _ in 0..<5 { presenter.didPressPlus(at: 0) }
        #expect(presenter.row(at: 0).title == "Item 1" && presenter.row(at: 0).value == "5")
        #expect(view.reloadedRows.prefix(5) == [0, 0, 0, 0, 0])
        await presenter.pendingWork.waitUntilIdle()
        #expect(presenter.row(at: 0).value == "5")
        #expect(await service.calls(to: .increment) == 5)
        #expect(try await service.counters()[0].value == 5)
    }

    @Test("a refusal rolls back one press and toasts")
    func refusal() async {
        let presenter = await loaded()
        await service.failNext(.increment)
        presenter.didPressPlus(at: 1)
        presenter.didPressPlus(at: 1)
        await presenter.pendingWork.waitUntilIdle()
        #expect(presenter.row(at: 1).value == "1")
        #expect(view.toasts == ["Couldn't save the count"])
    }

    @Test("an unknown outcome is checked with the server: counted once, shown once")
    func unknownOutcome() async throws {
        let presenter = await loaded()
        await service.loseNextAnswers(1)
        presenter.didPressPlus(at: 2)
        await presenter.pendingWork.waitUntilIdle()
        #expect(presenter.row(at: 2).value == "1")
        #expect(try await service.counters()[2].value == 1)
        #expect(view.toasts.isEmpty)
    }

    @Test("a failed first load shows the error; refresh loads")
    func failedLoad() async {
        await service.failNext(.counters)
        let presenter = CounterListPresenter(service: service, strings: Localizer(.english))
        presenter.view = view
        presenter.viewDidLoad()
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.error?.hint == "press r to retry")
        presenter.didPullToRefresh()
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.error == nil && presenter.numberOfRows == 20)
    }

    @Test("a counter's + button counts on its row; a refresh takes a value counted elsewhere")
    func buttonAndRefresh() async throws {
        let presenter = await loaded()
        presenter.didPressPlus(counterID: 4)
        await presenter.pendingWork.waitUntilIdle()
        #expect(presenter.row(at: 3).value == "1")
        _ = try await service.increment(id: 6, idempotencyKey: IdempotencyKey(rawValue: "elsewhere"))
        presenter.didPullToRefresh()
        await presenter.pendingWork.waitUntilIdle()
        #expect(presenter.row(at: 5).value == "1" && presenter.row(at: 3).value == "1")
    }

    @Test("a lost answer whose check fails too drops the press and toasts")
    func failedCheck() async {
        let presenter = await loaded()
        await service.loseNextAnswers(1)
        await service.failNext(.counters)
        presenter.didPressPlus(at: 4)
        await presenter.pendingWork.waitUntilIdle()
        #expect(presenter.row(at: 4).value == "0")
        #expect(view.toasts == ["Couldn't save the count"])
    }

    @Test("a load redraws the table; a refresh shows no HUD; a press's answer redraws its row again")
    func redraws() async {
        let presenter = await loaded()
        #expect(view.reloads == 1)
        presenter.didPullToRefresh()
        #expect(!view.isLoading)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.reloads == 2)
        presenter.didPressPlus(at: 3)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.reloadedRows == [3, 3])
    }
}

/// One login presenter type for both role screens, with a fake form.
@MainActor
@Suite("MVP login presenter")
struct LoginPresenterTests {
    let service = InMemoryLoginService()
    let view = FakeLoginView()

    func submit(_ role: Role, _ username: String, _ password: String) async -> LoginPresenter {
        let presenter = LoginPresenter(role: role, service: service, strings: Localizer(.english))
        presenter.view = view
        presenter.viewDidLoad()
        view.enteredUsername = username
        view.enteredPassword = password
        presenter.didSubmit()
        await presenter.pendingWork.waitUntilIdle()
        return presenter
    }

    @Test("the form's texts follow the role")
    func texts() async {
        _ = await submit(.student, "", "")
        #expect(view.texts?.title == "Student login")
        #expect(view.texts?.logIn == "Log in")
    }

    @Test("empty fields say so and send nothing")
    func empty() async {
        _ = await submit(.teacher, "teacher", "")
        #expect(view.status == "Enter username and password")
        #expect(view.loadingShown == 0)
        #expect(await service.calls(to: .logIn) == 0)
    }

    @Test("success, wrong password, wrong role, network failure")
    func outcomes() async {
        _ = await submit(.teacher, "teacher", "111")
        #expect(view.status == "Logged in! Hello, Teacher")
        _ = await submit(.teacher, "teacher", "1")
        #expect(view.status == "Wrong username or password")
        _ = await submit(.teacher, "student", "111")
        #expect(view.status == "This account is not a teacher")
        await service.failNext(.logIn)
        _ = await submit(.student, "student", "111")
        #expect(view.status == "Server busy, try again later")
        #expect(!view.isLoading)
    }

    @Test("a second submit while the request runs sends nothing")
    func noDoubleSubmit() async {
        let presenter = LoginPresenter(role: .teacher, service: service, strings: Localizer(.english))
        presenter.view = view
        view.enteredUsername = "teacher"
        view.enteredPassword = "111"
        presenter.didSubmit()
        presenter.didSubmit()
        #expect(view.isLoading && presenter.isLoggingIn)
        await presenter.pendingWork.waitUntilIdle()
        #expect(await service.calls(to: .logIn) == 1)
    }

    @Test("Who are you? opens a login presenter for the chosen role")
    func roleChoice() {
        let choice = RoleChoicePresenter(service: service, strings: Localizer(.english))
        let page = FakeRoleChoiceView()
        choice.view = page
        choice.viewDidLoad()
        #expect(page.title == "Who are you?" && choice.rowTitles == ["I'm a teacher", "I'm a student"])
        choice.didSelectRow(at: 1)
        #expect(page.opened.map(\.role) == [.student])
    }

    @Test("a new submit clears the last status; after an answer the next submit is sent")
    func submitAgain() async {
        await service.failNext(.logIn)
        let presenter = await submit(.teacher, "teacher", "111")
        #expect(view.status == "Server busy, try again later")
        presenter.didSubmit()
        #expect(view.status == "" && view.isLoading)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.status == "Logged in! Hello, Teacher")
        #expect(await service.calls(to: .logIn) == 2)
    }
}

/// The voice presenter with a fake view and a ManualScheduler.
@MainActor
@Suite("MVP voice list presenter")
struct VoiceListPresenterTests {
    let scheduler = ManualScheduler()
    let view = FakeRowListView()

    func loaded() async -> (VoiceListPresenter, SimulatedVoicePlayer) {
        let player = SimulatedVoicePlayer(scheduler: scheduler)
        let presenter = VoiceListPresenter(service: InMemoryVoiceMessageService(), player: player, strings: Localizer(.english))
        presenter.view = view
        presenter.viewDidLoad()
        await presenter.pendingWork.waitUntilIdle()
        return (presenter, player)
    }

    @Test("play, pause, resume; the row redraws with the player")
    func playPause() async {
        let (presenter, _) = await loaded()
        presenter.didSelectRow(at: 1)                           // 12"
        #expect(presenter.row(at: 1).status == "buffering")
        scheduler.advance(by: .milliseconds(2_500))
        #expect(presenter.row(at: 1).time == "0:02 / 0:12")
        presenter.didSelectRow(at: 1)
        #expect(presenter.row(at: 1).status == "paused")
        presenter.didSelectRow(at: 1)
        #expect(presenter.row(at: 1).status == "playing")
        #expect(view.reloadedRows.allSatisfy { $0 == 1 })
    }

    @Test("a finished message starts the next; leaving stops and leaves no timer")
    func nextAndLeave() async {
        let (presenter, player) = await loaded()
        presenter.didSelectRow(at: 0)                           // 3"
        scheduler.advance(by: .milliseconds(3_500))
        #expect(presenter.row(at: 0).status == "")
        #expect(presenter.row(at: 1).status == "buffering", "the next row changed by itself")
        presenter.viewDidDisappear()
        #expect(presenter.row(at: 1).status == "" && player.playback == nil && scheduler.pendingCount == 0)
    }

    @Test("the first load sets the title and shows the HUD, then hides it and redraws the table")
    func firstLoad() async {
        let presenter = VoiceListPresenter(service: InMemoryVoiceMessageService(), player: SimulatedVoicePlayer(scheduler: scheduler), strings: Localizer(.english))
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.title == "Voice messages" && view.isLoading)
        await presenter.pendingWork.waitUntilIdle()
        #expect(!view.isLoading && view.reloads == 1 && presenter.numberOfRows > 0)
    }

    @Test("a failed first load shows the error; a refresh shows no HUD, clears the error and redraws")
    func failedLoadThenRefresh() async {
        let service = InMemoryVoiceMessageService()
        await service.failNext(.messages)
        let presenter = VoiceListPresenter(service: service, player: SimulatedVoicePlayer(scheduler: scheduler), strings: Localizer(.english))
        presenter.view = view
        presenter.viewDidLoad()
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.error?.hint == "press r to retry" && view.reloads == 0)
        presenter.didPullToRefresh()
        #expect(!view.isLoading)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.error == nil && view.reloads == 1 && presenter.numberOfRows > 0)
    }

    @Test("the last message ends the run: its row goes idle and no timer is left")
    func lastEnds() async {
        let (presenter, player) = await loaded()
        let last = presenter.numberOfRows - 1
        presenter.didSelectRow(at: last)
        scheduler.advance(by: .seconds(SampleData.standard.voiceMessages[last].durationSeconds + 1))
        #expect(presenter.row(at: last).status == "")
        #expect(player.playback == nil && scheduler.pendingCount == 0)
    }
}
