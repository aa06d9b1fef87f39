import Domain
import MVICore
import MVIFeatures
import MVITestSupport
import Testing

/// The counter, login and voice reducers through the exhaustive TestStore.
@MainActor
struct DemoFeatureTests {
    /// Keys `k1`, `k2`, … in order, so each press's key is known.
    final class Keys: @unchecked Sendable {
        private var next = 0
        func make() -> IdempotencyKey { next += 1; return IdempotencyKey(rawValue: "k\(next)") }
    }

    @Test func counterRefusalRollsBackThatPressOnly() async throws {
        let counters = InMemoryCounterService()
        var services = Services.inMemory()
        services.counters = counters
        let loaded = try await counters.counters()
        let keys = Keys()
        var state = CounterFeature.State()
        state.tallies = loaded.map(CounterTally.init)
        let store = TestStore(initialState: state, reducer: CounterFeature(services: services, makeKey: { keys.make() }))
        await counters.failNext(.increment)
        var tally = CounterTally(loaded[0])
        _ = tally.press(key: IdempotencyKey(rawValue: "k1"))
        await store.send(.plusTapped(1)) { $0.tallies[0] = tally }
        await store.receive(.incrementResponse(1, .failure(.serverBusy))) {
            _ = tally.didFail()
            $0.tallies[0] = tally
            $0.toast = .incrementFailed
        }
        _ = tally.press(key: IdempotencyKey(rawValue: "k2"))
        await store.send(.plusTapped(1)) { $0.tallies[0] = tally }
        let counted = Counter(id: 1, title: "Item 1", value: 1)
        await store.receive(.incrementResponse(1, .success(counted))) {
            _ = tally.didCount(counted)
            $0.tallies[0] = tally
        }
        #expect(tally.displayed == 1 && tally.unanswered.isEmpty)
        await store.send(.toastShown) { $0.toast = nil }
        await store.finish()
    }

    @Test func counterUnknownOutcomeIsCheckedWithTheServer() async throws {
        let counters = InMemoryCounterService()
        var services = Services.inMemory()
        services.counters = counters
        let loaded = try await counters.counters()
        var state = CounterFeature.State()
        state.tallies = loaded.map(CounterTally.init)
        let store = TestStore(initialState: state, reducer: CounterFeature(services: services, makeKey: { IdempotencyKey(rawValue: "k") }))
        var tally = CounterTally(loaded[1])
        _ = tally.press(key: IdempotencyKey(rawValue: "k"))
        await counters.loseNextAnswers(1)
        await store.send(.plusTapped(2)) { $0.tallies[1] = tally }
        await store.receive(.incrementResponse(2, .failure(.timeout)))
        var after = loaded
        after[1].value = 1
        await store.receive(.resyncResponse(2, .success(after))) {
            _ = tally.didResync(after[1])
            $0.tallies[1] = tally
        }
        #expect(tally.displayed == 1)
        await store.finish()
    }

    @Test func oneLoginReducerScopedByRole() async throws {
        let store = TestStore(initialState: RoleChoiceFeature.State(),
                              reducer: RoleChoiceFeature(services: Services.inMemory(), strings: Localizer(.english)))
        await store.send(.roleSelected(.teacher))
        await store.send(.teacher(.submitTapped)) { $0.teacher.status = "Enter username and password" }
        await store.send(.teacher(.usernameChanged("student"))) { $0.teacher.username = "student" }
        await store.send(.teacher(.passwordChanged("111"))) { $0.teacher.password = "111" }
        await store.send(.teacher(.submitTapped)) {
            $0.teacher.status = ""
            $0.teacher.isLoggingIn = true
        }
        let student = try await Services.inMemory().login.logIn(username: "student", password: "111")
        await store.receive(.teacher(.loginResponse(.success(student)))) {
            $0.teacher.isLoggingIn = false
            $0.teacher.status = "This account is not a teacher"
        }
        await store.send(.student(.usernameChanged("student"))) { $0.student.username = "student" }
        await store.send(.student(.passwordChanged("1"))) { $0.student.password = "1" }
        await store.send(.student(.submitTapped)) { $0.student.isLoggingIn = true }
        await store.receive(.student(.loginResponse(.failure(.invalidCredentials)))) {
            $0.student.isLoggingIn = false
            $0.student.status = "Wrong username or password"
        }
        await store.send(.roleSelected(.student)) { $0.student = LoginFeature.State(role: .student) }
        await store.finish()
    }

    @Test func voiceNextMessageStartsByItselfAndLeavingStops() async throws {
        final class Commands: @unchecked Sendable { var log: [String] = [] }
        let commands = Commands()
        let player = VoiceFeature.Player(play: { commands.log.append("play \($0.id)") }, pause: { commands.log.append("pause") },
                                         resume: { commands.log.append("resume") }, stop: { commands.log.append("stop") })
        let messages = SampleData.standard.voiceMessages
        var state = VoiceFeature.State()
        state.messages = messages
        let store = TestStore(initialState: state, reducer: VoiceFeature(services: Services.inMemory(), player: player))
        await store.send(.rowSelected(0))
        await store.finish()
        let playing = Playback(messageID: messages[0].id, phase: .playing, elapsedSeconds: 1, totalSeconds: 3)
        await store.send(.playerUpdated(playing)) { $0.playback = playing }
        await store.send(.rowSelected(0))
        await store.finish()
        await store.send(.playerUpdated(Playback(messageID: messages[0].id, phase: .finished, elapsedSeconds: 3, totalSeconds: 3))) {
            $0.playback = nil
        }
        await store.finish()
        await store.send(.viewDidDisappear)
        await store.finish()
        #expect(commands.log == ["play \(messages[0].id)", "pause", "play \(messages[1].id)", "stop"])
    }

    @Test func newCounterAndVoiceListsAreNotLoading() {
        let counters = CounterFeature.State(), voice = VoiceFeature.State()
        #expect(!counters.isLoading && !counters.isShowingHUD)
        #expect(!voice.isLoading && !voice.isShowingHUD)
    }

    @Test func voiceLastMessageFinishingEndsTheRun() async throws {
        final class Commands: @unchecked Sendable { var log: [String] = [] }
        let commands = Commands()
        let player = VoiceFeature.Player(play: { commands.log.append("play \($0.id)") }, pause: { commands.log.append("pause") },
                                         resume: { commands.log.append("resume") }, stop: { commands.log.append("stop") })
        let messages = SampleData.standard.voiceMessages
        let last = try #require(messages.last)
        var state = VoiceFeature.State()
        state.messages = messages
        state.playback = Playback(messageID: last.id, phase: .playing, elapsedSeconds: 1, totalSeconds: last.durationSeconds)
        let store = TestStore(initialState: state, reducer: VoiceFeature(services: Services.inMemory(), player: player))
        await store.send(.playerUpdated(Playback(messageID: last.id, phase: .finished, elapsedSeconds: last.durationSeconds, totalSeconds: last.durationSeconds))) {
            $0.playback = nil
        }
        await store.finish()
        #expect(commands.log.isEmpty)
    }

    @Test func counterLoadsUnderTheHUDAndARefreshTakesTheServersValues() async throws {
        let counters = InMemoryCounterService()
        var services = Services.inMemory()
        services.counters = counters
        let loaded = try await counters.counters()
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature(services: services))
        await store.send(.viewDidLoad) {
            $0.isShowingHUD = true
            $0.isLoading = true
        }
        await store.receive(.countersResponse(.success(loaded))) {
            $0.isShowingHUD = false
            $0.isLoading = false
            $0.tallies = loaded.map(CounterTally.init)
        }
        let counted = try await counters.increment(id: 2, idempotencyKey: IdempotencyKey(rawValue: "elsewhere"))
        await store.send(.refresh) { $0.isLoading = true }
        var after = loaded
        after[1] = counted
        await store.receive(.countersResponse(.success(after))) {
            $0.isLoading = false
            $0.tallies[1].refresh(counted)
        }
        #expect(store.state.tallies[1].displayed == 1)
        await counters.failNext(.counters)
        await store.send(.refresh) { $0.isLoading = true }
        await store.receive(.countersResponse(.failure(.serverBusy))) {
            $0.isLoading = false
            $0.toast = .error(.serverBusy)
        }
        await store.finish()
    }

    @Test func counterFailedFirstLoadShowsTheErrorInPlace() async {
        let counters = InMemoryCounterService()
        var services = Services.inMemory()
        services.counters = counters
        await counters.failNext(.counters)
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature(services: services))
        await store.send(.viewDidLoad) {
            $0.isShowingHUD = true
            $0.isLoading = true
        }
        await store.receive(.countersResponse(.failure(.serverBusy))) {
            $0.isShowingHUD = false
            $0.isLoading = false
            $0.loadError = .serverBusy
        }
        await store.finish()
    }

    @Test func voiceLoadsUnderTheHUDAFailedFirstLoadInPlaceALaterOneAsAToast() async throws {
        let service = InMemoryVoiceMessageService()
        var services = Services.inMemory()
        services.voiceMessages = service
        let player = VoiceFeature.Player(play: { _ in }, pause: {}, resume: {}, stop: {})
        let messages = try await service.messages()
        let store = TestStore(initialState: VoiceFeature.State(), reducer: VoiceFeature(services: services, player: player))
        await service.failNext(.messages)
        await store.send(.viewDidLoad) {
            $0.isShowingHUD = true
            $0.isLoading = true
        }
        await store.receive(.messagesResponse(.failure(.serverBusy))) {
            $0.isShowingHUD = false
            $0.isLoading = false
            $0.loadError = .serverBusy
        }
        await store.send(.refresh) { $0.isLoading = true }
        await store.receive(.messagesResponse(.success(messages))) {
            $0.isLoading = false
            $0.loadError = nil
            $0.messages = messages
        }
        await service.failNext(.messages)
        await store.send(.refresh) { $0.isLoading = true }
        await store.receive(.messagesResponse(.failure(.serverBusy))) {
            $0.isLoading = false
            $0.toast = .serverBusy
        }
        await store.send(.toastShown) { $0.toast = nil }
        await store.finish()
    }
}
