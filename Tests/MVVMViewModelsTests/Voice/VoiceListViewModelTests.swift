import Domain
import MVVMViewModels
import Testing

/// The voice list: Enter plays, pauses, resumes and switches; a finished message starts the
/// next by itself; leaving stops everything. Time is a ManualScheduler's.
@MainActor
@Suite("MVVM voice list view model")
struct VoiceListViewModelTests {
    let scheduler = ManualScheduler()
    let strings = Localizer(.english)

    func loaded() async -> (VoiceListViewModel, SimulatedVoicePlayer) {
        let player = SimulatedVoicePlayer(scheduler: scheduler)
        let list = VoiceListViewModel(services: Services.inMemory(), player: player, strings: strings)
        list.viewDidLoad()
        await list.pendingWork.waitUntilIdle()
        return (list, player)
    }

    @Test("Enter plays: buffering, then playing with the time; Enter pauses and resumes (the 12\" message)")
    func playPauseResume() async throws {
        let (list, _) = await loaded()
        let row = try #require(list.rows.dropFirst().first)
        list.rowSelected(at: 1)
        #expect(row.statusText == "buffering" && row.progress == nil)
        scheduler.advance(by: .milliseconds(500) + .seconds(2))
        #expect(row.statusText == "playing")
        #expect(row.timeText.hasPrefix("0:02 / "))
        list.rowSelected(at: 1)
        #expect(row.statusText == "paused")
        scheduler.advance(by: .seconds(30))
        #expect(row.timeText.hasPrefix("0:02 / "))
        list.rowSelected(at: 1)
        scheduler.advance(by: .seconds(1))
        #expect(row.statusText == "playing" && row.timeText.hasPrefix("0:03 / "))
    }

    @Test("a finished message starts the next by itself; the finished row goes idle")
    func nextByItself() async throws {
        let (list, _) = await loaded()
        let first = list.rows[0], second = list.rows[1]
        list.rowSelected(at: 0)
        scheduler.advance(by: .milliseconds(500) + .seconds(SampleData.standard.voiceMessages[0].durationSeconds))
        #expect(first.statusText == "")
        #expect(second.statusText == "buffering", "the next row changed without being pressed")
        scheduler.advance(by: .milliseconds(500) + .seconds(1))
        #expect(second.timeText.hasPrefix("0:01 / "))
    }

    @Test("the last message ends the run")
    func lastEnds() async throws {
        let (list, player) = await loaded()
        let last = try #require(list.rows.last)
        list.rowSelected(at: list.rows.count - 1)
        scheduler.advance(by: .seconds(SampleData.standard.voiceMessages.last!.durationSeconds + 1))
        #expect(last.statusText == "")
        #expect(player.playback == nil && scheduler.pendingCount == 0)
    }

    @Test("Enter on another row switches; leaving stops and leaves no timer")
    func switchAndLeave() async throws {
        let (list, player) = await loaded()
        list.rowSelected(at: 0)
        scheduler.advance(by: .seconds(2))
        list.rowSelected(at: 2)
        #expect(list.rows[0].statusText == "")
        #expect(list.rows[2].statusText == "buffering")
        list.viewDidDisappear()
        #expect(list.rows[2].statusText == "")
        #expect(player.playback == nil && scheduler.pendingCount == 0)
    }
}

/// The voice list's loading outputs.
@MainActor
@Suite("MVVM voice list view model loading")
struct VoiceListViewModelLoadingTests {
    @Test("not loading until the screen loads; the first load under the HUD, a refresh without it")
    func loadingFlags() async {
        let list = VoiceListViewModel(services: Services.inMemory(), player: SimulatedVoicePlayer(scheduler: ManualScheduler()), strings: Localizer(.english))
        #expect(!list.isLoading && !list.isShowingHUD)
        list.viewDidLoad()
        #expect(list.isLoading && list.isShowingHUD)
        await list.pendingWork.waitUntilIdle()
        #expect(!list.isLoading && !list.isShowingHUD && !list.rows.isEmpty)
        list.refreshRequested()
        #expect(list.isLoading && !list.isShowingHUD)
        await list.pendingWork.waitUntilIdle()
        #expect(!list.isLoading && !list.isShowingHUD)
    }

    @Test("a failed first load shows the error; a failed refresh over rows toasts and keeps them")
    func failures() async {
        let service = InMemoryVoiceMessageService()
        var services = Services.inMemory()
        services.voiceMessages = service
        await service.failNext(.messages)
        let list = VoiceListViewModel(services: services, player: SimulatedVoicePlayer(scheduler: ManualScheduler()), strings: Localizer(.english))
        list.viewDidLoad()
        await list.pendingWork.waitUntilIdle()
        #expect(list.error?.hint == "press r to retry" && list.rows.isEmpty)
        list.refreshRequested()
        await list.pendingWork.waitUntilIdle()
        #expect(list.error == nil && !list.rows.isEmpty)
        await service.failNext(.messages)
        list.refreshRequested()
        await list.pendingWork.waitUntilIdle()
        #expect(list.error == nil && !list.rows.isEmpty)
        #expect(list.events.take().compactMap(\.toastText) == ["Server busy, try again later"])
    }

    @Test("a refresh while a message plays shows it playing on the new row")
    func refreshKeepsThePlayingRow() async {
        let scheduler = ManualScheduler()
        let list = VoiceListViewModel(services: Services.inMemory(), player: SimulatedVoicePlayer(scheduler: scheduler), strings: Localizer(.english))
        list.viewDidLoad()
        await list.pendingWork.waitUntilIdle()
        list.rowSelected(at: 1)
        scheduler.advance(by: .milliseconds(500) + .seconds(2))
        list.refreshRequested()
        await list.pendingWork.waitUntilIdle()
        #expect(list.rows[1].statusText == "playing")
        #expect(list.rows[0].statusText == "" && list.rows[2].statusText == "")
    }
}
