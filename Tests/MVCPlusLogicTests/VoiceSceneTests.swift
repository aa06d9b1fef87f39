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

    @Test("leaving stops the player: no timer is left")
    func leaving() async {
        let controller = await loaded()
        channel.publish(VoiceKeys.selected, 2)
        #expect(scheduler.pendingCount > 0)
        controller.viewDidDisappear()
        #expect(scheduler.pendingCount == 0 && controller.viewModel.playback == nil)
    }
}
