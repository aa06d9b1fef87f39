import Domain
import MVCPlusKit
import MVCPlusLogic
import Testing

/// The voice scene without a view: Enter is the view model's, the player changes rows nobody
/// pressed, leaving stops it. Time is a ManualScheduler's.
@MainActor
@Suite("MVC+ voice scene")
struct VoiceSceneTests {
    let scheduler = ManualScheduler()
    let channel = Channel().scope("voice")

    func loaded() async -> VoiceController {
        let controller = VoiceController(service: InMemoryVoiceMessageService(), player: SimulatedVoicePlayer(scheduler: scheduler),
                                         strings: Localizer(.english))
        controller.viewDidLoad(channel: channel)
        await controller.pendingWork.waitUntilIdle()
        return controller
    }

    @Test("Enter plays (buffering, then playing), pauses and resumes, each reaching the view as a changed row")
    func playPauseResume() async throws {
        let controller = await loaded()   // the host holds its scene controller; so does the test
        defer { withExtendedLifetime(controller) {} }
        #expect(channel.value(of: VoiceKeys.rows)?.count == SampleData.standard.voiceMessages.count)
        channel.publish(VoiceKeys.selected, 1)
        #expect(channel.value(of: VoiceKeys.changedRows)?.first?.row.status == "buffering")
        scheduler.advance(by: .milliseconds(500) + .seconds(2))
        let playing = try #require(channel.value(of: VoiceKeys.changedRows)?.first)
        #expect(playing.index == 1 && playing.row.status == "playing" && playing.row.time.hasPrefix("0:02 / "))
        channel.publish(VoiceKeys.selected, 1)
        #expect(channel.value(of: VoiceKeys.changedRows)?.first?.row.status == "paused")
        channel.publish(VoiceKeys.selected, 1)
        #expect(channel.value(of: VoiceKeys.changedRows)?.first?.row.status == "playing")
    }

    @Test("a finished message starts the next by itself: both rows change though nobody pressed the second")
    func nextByItself() async {
        let controller = await loaded()
        defer { withExtendedLifetime(controller) {} }
        channel.publish(VoiceKeys.selected, 0)
        scheduler.advance(by: .milliseconds(500) + .seconds(SampleData.standard.voiceMessages[0].durationSeconds))
        let changed = channel.value(of: VoiceKeys.changedRows) ?? []
        #expect(changed.map(\.index) == [0, 1])
        #expect(changed.first?.row.status == "" && changed.last?.row.status == "buffering")
    }

    @Test("the first load is under the HUD; a refresh reads again without it; a failed refresh toasts")
    func loading() async {
        let service = InMemoryVoiceMessageService()
        let controller = VoiceController(service: service, player: SimulatedVoicePlayer(scheduler: scheduler), strings: Localizer(.english))
        let view = KeyRecorder()
        view.record(VoiceKeys.isLoading, on: channel)
        view.record(VoiceKeys.hud, on: channel) { $0 ?? "hidden" }
        view.record(VoiceKeys.error, on: channel) { $0?.message ?? "none" }
        view.record(VoiceKeys.toast, on: channel)
        controller.viewDidLoad(channel: channel)
        await controller.pendingWork.waitUntilIdle()
        #expect(view.log == ["isLoading: true", "hud: Loading…", "isLoading: false", "hud: hidden", "error: none"])
        view.log.removeAll()
        channel.publish(VoiceKeys.refresh)
        await controller.pendingWork.waitUntilIdle()
        #expect(view.log == ["isLoading: true", "isLoading: false", "hud: hidden", "error: none"])
        #expect(await service.calls(to: .messages) == 2)
        view.log.removeAll()
        await service.failNext(.messages)
        channel.publish(VoiceKeys.refresh)
        await controller.pendingWork.waitUntilIdle()
        #expect(view.log == ["isLoading: true", "isLoading: false", "hud: hidden", "toast: \(Localizer(.english).message(for: .serverBusy))"],
                "the rows stay; the failure is a toast")
    }

    @Test("the last message finishing starts nothing: its row goes back to idle")
    func lastFinishes() async {
        let controller = await loaded()
        defer { withExtendedLifetime(controller) {} }
        let last = SampleData.standard.voiceMessages.count - 1
        channel.publish(VoiceKeys.selected, last)
        scheduler.advance(by: .milliseconds(500) + .seconds(SampleData.standard.voiceMessages[last].durationSeconds))
        let changed = channel.value(of: VoiceKeys.changedRows) ?? []
        #expect(changed.map(\.index) == [last] && changed.first?.row.status == "")
        #expect(controller.viewModel.playback == nil && scheduler.pendingCount == 0)
    }

    @Test("leaving stops the player: no timer is left")
    func leaving() async {
        let controller = await loaded()
        channel.publish(VoiceKeys.selected, 2)
        #expect(scheduler.pendingCount > 0)
        controller.viewDidDisappear()
        #expect(scheduler.pendingCount == 0 && controller.viewModel.playback == nil)
    }
}
