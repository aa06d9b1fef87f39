import Domain
import Foundation
import Testing

@MainActor
@Suite("Simulated voice player")
struct VoicePlayerTests {
    let scheduler = ManualScheduler()
    let message = VoiceMessage(id: 1, sender: "Ada", durationSeconds: 3, sentAt: Date(timeIntervalSince1970: 0))

    func makePlayer() -> (SimulatedVoicePlayer, Recorder) {
        let player = SimulatedVoicePlayer(scheduler: scheduler)
        let recorder = Recorder()
        player.onUpdate = { recorder.updates.append($0) }
        return (player, recorder)
    }

    final class Recorder {
        var updates: [Playback] = []
        var phases: [Playback.Phase] { updates.map(\.phase) }
        var seconds: [Int] { updates.map(\.elapsedSeconds) }
    }

    @Test("a message buffers, plays each second, then finishes and unloads")
    func playsToTheEnd() {
        let (player, recorder) = makePlayer()
        player.play(message)
        #expect(recorder.phases == [.buffering])
        scheduler.advance(by: .milliseconds(499))
        #expect(recorder.phases == [.buffering])
        scheduler.advance(by: .milliseconds(1))
        #expect(recorder.phases == [.buffering, .playing])
        scheduler.advance(by: .seconds(3))
        #expect(recorder.phases == [.buffering, .playing, .playing, .playing, .finished])
        #expect(recorder.seconds == [0, 0, 1, 2, 3])
        #expect(player.playback == nil)
        #expect(scheduler.pendingCount == 0, "no timer left once finished")
    }

    @Test("pause keeps the fraction of a second played; resume continues from it")
    func pauseAndResume() {
        let (player, recorder) = makePlayer()
        player.play(message)
        scheduler.advance(by: .milliseconds(500))
        scheduler.advance(by: .milliseconds(1_600))
        #expect(player.playback?.elapsedSeconds == 1)
        player.pause()
        #expect(player.playback?.phase == .paused)
        #expect(scheduler.pendingCount == 0, "a paused player waits for nothing")
        scheduler.advance(by: .seconds(60))
        #expect(player.playback?.elapsedSeconds == 1)
        player.resume()
        scheduler.advance(by: .milliseconds(400))
        #expect(player.playback?.elapsedSeconds == 2, "1.6 s + 0.4 s is the second second")
        scheduler.advance(by: .seconds(1))
        #expect(recorder.phases.last == .finished)
        #expect(player.playback == nil)
    }

    @Test("pause and resume do nothing in the wrong phase")
    func wrongPhase() {
        let (player, recorder) = makePlayer()
        player.pause()
        player.resume()
        #expect(recorder.updates.isEmpty)
        player.play(message)
        player.pause()
        player.resume()
        #expect(recorder.phases == [.buffering], "buffering is neither playing nor paused")
    }

    @Test("play switches messages; stop leaves no timer and says nothing")
    func switchAndStop() {
        let (player, recorder) = makePlayer()
        player.play(message)
        scheduler.advance(by: .seconds(1))
        let other = VoiceMessage(id: 2, sender: "Bo", durationSeconds: 5, sentAt: Date(timeIntervalSince1970: 0))
        player.play(other)
        #expect(player.playback == Playback(messageID: 2, phase: .buffering, elapsedSeconds: 0, totalSeconds: 5))
        let count = recorder.updates.count
        player.stop()
        scheduler.advance(by: .seconds(10))
        #expect(recorder.updates.count == count)
        #expect(player.playback == nil)
        #expect(scheduler.pendingCount == 0)
    }

    @Test("the playback line in both languages")
    func playbackLine() {
        let en = Localizer(.english), zh = Localizer(.simplifiedChinese)
        #expect(en.playbackLine(nil) == ("", "", nil))
        #expect(en.playbackLine(Playback(messageID: 1, phase: .buffering, elapsedSeconds: 0, totalSeconds: 12)) == ("buffering", "", nil))
        let playing = Playback(messageID: 1, phase: .playing, elapsedSeconds: 3, totalSeconds: 12)
        #expect(en.playbackLine(playing) == ("playing", "0:03 / 0:12", 0.25))
        #expect(zh.playbackLine(playing).status != "playing")
        #expect(en.playbackLine(Playback(messageID: 1, phase: .paused, elapsedSeconds: 65, totalSeconds: 70)).time == "1:05 / 1:10")
        #expect(en.voiceDuration(seconds: 12) == "12\"")
    }
}

@MainActor
@Suite("Manual scheduler")
struct ManualSchedulerTests {
    @Test("runs due actions in time order, each at its own time, and skips cancelled ones")
    func order() {
        let scheduler = ManualScheduler()
        var log: [String] = []
        scheduler.schedule(after: .seconds(2)) { log.append("b@\(scheduler.now)") }
        scheduler.schedule(after: .seconds(1)) {
            log.append("a@\(scheduler.now)")
            scheduler.schedule(after: .milliseconds(500)) { log.append("a2@\(scheduler.now)") }
        }
        let cancelled = scheduler.schedule(after: .seconds(1)) { log.append("never") }
        cancelled.cancel()
        scheduler.advance(by: .seconds(3))
        #expect(log == ["a@1.0 seconds", "a2@1.5 seconds", "b@2.0 seconds"])
        #expect(scheduler.now == .seconds(3))
        #expect(scheduler.pendingCount == 0)
    }
}
