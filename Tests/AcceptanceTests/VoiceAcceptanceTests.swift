import AcceptanceSupport
import Domain
import MVXApp
import PatternKit
import TerminalUI
import TerminalUITesting
import Testing

/// The voice-message list (`mvx --demo voice`), for every pattern that implements it, against
/// one set of golden screens. The simulated player runs on the app's clock, which the test
/// drives: Enter plays (buffering, then playing with the time and a bar), pauses, resumes and
/// switches; a message that ends starts the next by itself; leaving the screen stops it all.
@MainActor
@Suite("Voice acceptance", .serialized)
struct VoiceAcceptanceTests {
    nonisolated static let patterns = AcceptancePatterns.selected

    @Test("first load shows the HUD, then the conversation", arguments: patterns)
    func firstLoad(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            app.open(.voice)
            app.expectScreen("voice-01-loading")
            await app.settle()
            app.expectScreen("voice-02-loaded")
        }
    }

    @Test("Enter plays: buffering, then playing; Enter pauses and resumes", arguments: patterns)
    func playPauseResume(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            app.open(.voice)
            await app.settle()
            await app.press(.enter)
            app.expectScreen("voice-03-buffering")
            await app.driver.advance(by: .milliseconds(500))
            await app.driver.advance(by: .seconds(2))
            app.expectScreen("voice-04-playing")
            await app.press(.enter)
            app.expectScreen("voice-05-paused")
            await app.driver.advance(by: .seconds(30))
            app.expectScreen("voice-05-paused")
            await app.press(.enter)
            await app.driver.advance(by: .seconds(1))
            #expect(app.contains("0:03 /"))
        }
    }

    @Test("a message that ends starts the next by itself; Enter on another row switches", arguments: patterns)
    func nextStartsByItself(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            app.open(.voice)
            await app.settle()
            await app.press(.enter)
            await app.driver.advance(by: .seconds(120))   // long past the first message's end
            app.expectScreen("voice-06-next-playing")
            await app.press(.down)
            await app.press(.down)
            await app.press(.enter)
            await app.driver.advance(by: .seconds(1))
            app.expectScreen("voice-07-switched")
        }
    }

    @Test("leaving the screen stops playback: no timer is left", arguments: patterns)
    func leavingStops(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            let root = ViewController()
            app.navigationController.setViewControllers([root], animated: false)
            app.driver.start()
            app.push(.voice)
            await app.settle()
            await app.press(.enter)
            await app.driver.advance(by: .seconds(2))
            await app.press(.escape)
            #expect(app.navigationController.topViewController === root)
            #expect(app.driver.application.nextTimerDeadline == nil, "a player timer outlived the screen")
        }
    }

    @Test("the same in Chinese", arguments: patterns)
    func chinese(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern, language: .simplifiedChinese) { app in
            app.open(.voice)
            await app.settle()
            await app.press(.enter)
            await app.driver.advance(by: .milliseconds(2_500))
            app.expectScreen("voice-04-playing")
        }
    }
}
