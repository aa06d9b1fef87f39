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
