import Domain
import Foundation
import MVI
import MVICore
import MVIFeatures
import PatternKit
import TerminalUI
import TerminalUITesting
import Testing

/// `mvx --record` / `--replay`, end to end through the real MVI screens: a session is recorded
/// against in-memory services, then replayed against services where every call fails — the
/// replayed screens must equal the recorded ones at every step, with no service called.
///
/// No sleeps: both apps run on the driver's test clock. The recording advances it between key
/// presses (a person's pace), and the replay keeps the recorded rhythm exactly (no pause cut),
/// so stepping the replay's clock to the time of each recorded step shows that step.
@MainActor
@Suite("MVI session tapes: record, then replay with no network")
struct SessionTapeTests {
    nonisolated static let size = Size(width: 80, height: 24)
    /// Fixed, so the drafts' "edited … ago" reads the same in both runs.
    nonisolated static let dates = DateProvider.fixed(SampleData.defaultReferenceDate + 600, calendar: Language.english.calendar())

    /// A screen of the recorded session: when, what, and what was on the terminal.
    struct Step {
        let label: String
        let time: Duration
        let screen: String
    }

    /// Drives one recording and remembers its screens.
    @MainActor
    final class Recording {
        let app: AppDriver
        private(set) var steps: [Step] = []

        init(app: AppDriver) { self.app = app }

        /// Presses `keys`, lets the app settle, remembers the screen as `label`, then lets half a
        /// second pass (so the next step is recorded at a later time).
        func step(_ label: String, _ keys: Key...) async {
            for key in keys { await app.press(key) }
            steps.append(Step(label: label, time: app.application.now, screen: app.screen))
            await app.advance(by: .milliseconds(500))
        }
    }

    /// In-memory services where every call fails (and is counted).
    struct FailingServices {
        let users = InMemoryUserService(failures: [
            .user: .offline("replay"), .friends: .offline("replay"), .suggestions: .offline("replay"), .setFollowing: .offline("replay"),
        ])
        let blogs = InMemoryBlogService(failures: [
            .blogs: .offline("replay"), .blog: .offline("replay"), .setLiked: .offline("replay"), .share: .offline("replay"),
        ])
        let drafts = InMemoryDraftService(failures: [.drafts: .offline("replay"), .deleteDraft: .offline("replay")])

        var services: Services {
            var services = Services.inMemory(dates: SessionTapeTests.dates)
            services.users = users
            services.blogs = blogs
            services.drafts = drafts
            return services
        }

        func callCount() async -> Int {
            var count = 0
            for operation in [InMemoryUserService.Operation.user, .friends, .suggestions, .setFollowing] {
                count += await users.calls(to: operation)
            }
            for operation in [InMemoryBlogService.Operation.blogs, .blog, .setLiked, .share] {
                count += await blogs.calls(to: operation)
            }
            for operation in [InMemoryDraftService.Operation.drafts, .deleteDraft] {
                count += await drafts.calls(to: operation)
            }
            return count
        }
    }

    private func temporaryTapeURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("mvx-tape-\(UUID().uuidString).jsonl")
    }

    /// The app showing `demo` of MVI over `services`, with `tape` in the context.
    private func open(_ demo: DemoID, services: Services, tape: SessionTapeRequest, size: Size = Self.size) async throws -> AppDriver {
        let context = DemoContext(services: services, language: .english, profileUserID: SampleData.featuredUserID, sessionTape: tape)
        let screen = MVIEntryPoint.makeViewController(for: demo, context: context)
        return await AppDriver(size: size, rootViewController: NavigationController(rootViewController: screen))
    }

    /// Replays `url` against failing services and checks every recorded step's screen; returns the
    /// replaying app (handed over to the user) and its services.
    ///
    /// The last step's actions end the replay, which toasts `Replay finished` over that screen:
    /// it is compared once the toast is gone (so the session must end on a step without a toast).
    private func replay(_ demo: DemoID, from url: URL, expecting steps: [Step], size: Size = Self.size) async throws -> (AppDriver, FailingServices) {
        let failing = FailingServices()
        let app = try await open(demo, services: failing.services, tape: SessionTapeRequest(.replay(maxPause: nil), url: url), size: size)
        for (index, step) in steps.enumerated() {
            let wait = step.time - app.application.now
            if wait > .zero { await app.advance(by: wait) } else { await app.runUntilIdle() }
            if index < steps.count - 1 {
                #expect(app.application.statusText == "▶ Replay", "the key-hint line says a replay is playing")
            }
            if index == steps.count - 1 {
                #expect(app.contains("Replay finished"))
                #expect(app.application.statusText == nil)
                await app.advance(by: Toast.defaultDuration + .milliseconds(100))
            }
            #expect(app.screen == step.screen, "replayed screen differs at step \"\(step.label)\":\n\(app.screen)\n--- recorded ---\n\(step.screen)")
        }
        #expect(await failing.callCount() == 0, "a replay must not call any service")
        return (app, failing)
    }

    @Test("a profile session — paging, likes with the question, detail and back, friends and follow, a failed like — replays screen for screen")
    func profileSession() async throws {
        let url = temporaryTapeURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let blogs = InMemoryBlogService()
        var services = Services.inMemory(dates: Self.dates)
        services.blogs = blogs
        let recording = Recording(app: try await open(.profile, services: services, tape: SessionTapeRequest(.record, url: url)))

        await recording.step("loaded")
        await recording.step("paged once", .end)
        await recording.step("paged to the end", .end)
        await recording.step("back at the top", .home)
        await recording.step("liked", .tab, .enter)
        await recording.step("asks before unliking", .enter)
        await recording.step("unliked", .right, .enter)
        await recording.step("second blog", .down)
        await recording.step("blog detail", .enter)
        await recording.step("liked in detail", .enter)
        await recording.step("back on the list", .escape)
        await recording.step("user detail", .up, .up, .left, .enter)
        await recording.step("friends", .escape, .right, .enter)
        await recording.step("asks before unfollowing", .tab, .enter)
        await recording.step("unfollowed", .right, .enter)
        await recording.step("followed again", .enter)
        await recording.step("a few rows down", .down, .down, .down)
        await recording.step("back, header reloaded", .escape)
        await recording.step("refreshed", .down, .character("r"))
        await blogs.failNext(.setLiked)
        await recording.step("like failed", .tab, .enter)
        await recording.app.advance(by: .seconds(3))
        await recording.step("toast gone, next row", .down)
        #expect(recording.steps.first { $0.label == "like failed" }?.screen.contains("Like failed") == true)

        let tape = try MVIEntryPoint.loadTape(contentsOf: url)
        #expect(tape.header == TapeHeader(pattern: "mvi", demo: "profile", user: 7, language: "en"))
        #expect(Set(tape.entries.map(\.screen)) == ["profile-1", "friends-1"])

        let (app, failing) = try await replay(.profile, from: url, expecting: recording.steps)

        // Handed over: back on the profile from a page, the finished replay stays finished.
        await app.press(.enter)
        await app.press(.escape)
        #expect(app.application.statusText == nil)
        // Effects run again (here into services that fail).
        await app.press(.character("r"))
        #expect(await failing.blogs.calls(to: .blogs) == 1)
    }

    @Test("an own-profile session — tabs, deleting a draft, Discover and follow — replays screen for screen")
    func ownProfileSession() async throws {
        let url = temporaryTapeURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let recording = Recording(app: try await open(.me, services: Services.inMemory(dates: Self.dates),
                                                      tape: SessionTapeRequest(.record, url: url)))

        await recording.step("loaded")
        await recording.step("drafts", .up, .right, .down)
        await recording.step("third draft", .down, .down)
        await recording.step("asks before deleting", .character("d"))
        await recording.step("deleted", .right, .enter)
        await recording.step("draft detail", .enter)
        await recording.step("back on drafts", .escape)
        await recording.step("blogs again", .home, .up, .left, .down)
        await recording.step("suggested users", .up, .up, .enter)
        await recording.step("followed", .tab, .enter)
        await recording.step("back", .escape)

        let tape = try MVIEntryPoint.loadTape(contentsOf: url)
        #expect(tape.header.demo == "me")
        #expect(tape.entries.contains { $0.screen == "suggestions-1" })
        _ = try await replay(.me, from: url, expecting: recording.steps)
    }

    @Test("a recording writes a readable header and one JSON line per action, as it happens")
    func fileFormat() async throws {
        let url = temporaryTapeURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let app = try await open(.profile, services: Services.inMemory(dates: Self.dates), tape: SessionTapeRequest(.record, url: url))
        await app.press(.tab)
        await app.press(.enter)   // like: the line is on disk before the app goes away
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == #"{"format":"mvx-session-tape","version":1,"pattern":"mvi","demo":"profile","user":7,"language":"en"}"#)
        #expect(lines.dropFirst().first == #"{"ms":0,"screen":"profile-1","action":{"viewDidLoad":{}}}"#)
        #expect(lines.contains { $0.contains(#""action":{"viewWillAppear":{}}"#) }, "the page's appearing is an action too")
        #expect(lines.contains { $0.contains(#""action":{"likeTapped":{"_0":"#) })
        #expect(lines.contains { $0.contains(#""likeResponse""#) && $0.contains(#""success""#) })
    }

    @Test("a tape opens only the first screen tree; the profile opened next runs live")
    func tapeIsClaimedOnce() async throws {
        let url = temporaryTapeURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let request = SessionTapeRequest(.record, url: url)
        let context = DemoContext(services: Services.inMemory(dates: Self.dates), language: .english, sessionTape: request)
        _ = MVIEntryPoint.makeViewController(for: .profile, context: context)
        #expect(request.isClaimed)
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
        _ = MVIEntryPoint.makeViewController(for: .me, context: context)
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int == size, "the second tree must not truncate the tape")
    }

    /// The profile's actions on the tape at `url`, in order.
    private func profileActions(on url: URL) throws -> [ProfileFeature.Action] {
        try MVIEntryPoint.loadTape(contentsOf: url).entries.filter { $0.screen == "profile-1" }.compactMap {
            ($0.action as? ProfileFeature.TapeAction)?.action ?? $0.action as? ProfileFeature.Action
        }
    }

    @Test("a refresh puts the cursor on row 0 by itself: the tape says so, once")
    func refreshCursorOnTape() async throws {
        let url = temporaryTapeURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let app = try await open(.profile, services: Services.inMemory(dates: Self.dates), tape: SessionTapeRequest(.record, url: url))
        await app.press(.down)
        await app.press(.down)
        await app.press(.character("r"))
        let actions = try profileActions(on: url)
        let refresh = try #require(actions.lastIndex(of: .blogs(.refresh)))
        #expect(actions[..<refresh].contains(.blogs(.rowHighlighted(.item(2)))), "the user's moves are on the tape")
        let moves = actions[refresh...].filter { if case .blogs(.rowHighlighted) = $0 { true } else { false } }
        #expect(moves == [.blogs(.rowHighlighted(.item(0)))])
    }

    @Test("a user list's cursor, on row 0 by itself once the list loaded, is on the tape by the next change")
    func userListCursorOnTape() async throws {
        let url = temporaryTapeURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let app = try await open(.profile, services: Services.inMemory(dates: Self.dates), tape: SessionTapeRequest(.record, url: url))
        await app.press(.up)                        // the header's Friends
        await app.press(.enter)
        await app.press(.character("r"))
        let actions = try MVIEntryPoint.loadTape(contentsOf: url).entries.filter { $0.screen == "friends-1" }.compactMap {
            $0.action as? UserListFeature.Action
        }
        #expect(actions.contains(.refresh))
        #expect(actions.filter { if case .rowHighlighted = $0 { true } else { false } } == [.rowHighlighted(0)])
    }

    @Test("a user-list session — asked twice before unfollowing, then the cursor at the end of a list taller than the screen — replays screen for screen")
    func userListSession() async throws {
        let url = temporaryTapeURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let size = Size(width: 80, height: 14)      // 10 own friends of 2 lines each: the list scrolls
        let recording = Recording(app: try await open(.me, services: Services.inMemory(dates: Self.dates),
                                                      tape: SessionTapeRequest(.record, url: url), size: size))

        await recording.step("loaded")
        await recording.step("friends", .up, .up, .left, .enter)
        await recording.step("asks before unfollowing", .tab, .enter)
        await recording.step("kept", .left, .enter)
        await recording.step("asks again", .enter)
        await recording.step("kept again", .left, .enter)
        await recording.step("the last friend", .end)
        await recording.step("back", .escape)
        #expect(recording.steps.filter { $0.label.hasPrefix("asks") }.allSatisfy { $0.screen.contains("Unfollow") })
        #expect(recording.steps.filter { $0.label.hasPrefix("kept") }.allSatisfy { !$0.screen.contains("Unfollow") && !$0.screen.contains("[ Follow ]") })
        let friends = try #require(recording.steps.first { $0.label == "friends" }?.screen)
        #expect(recording.steps.first { $0.label == "the last friend" }?.screen != friends, "the list scrolled")

        _ = try await replay(.me, from: url, expecting: recording.steps, size: size)
    }

    /// A copy of the tape at `url` (in a new file, which the caller removes) whose entry lines
    /// `change` rewrote; the header line is kept.
    private func editedTape(_ url: URL, _ change: ([String]) throws -> [String]) throws -> URL {
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        let entries = try change(Array(lines.dropFirst()))
        let edited = temporaryTapeURL()
        try ((lines.prefix(1) + entries).joined(separator: "\n") + "\n").write(to: edited, atomically: true, encoding: .utf8)
        return edited
    }

    @Test("a replayed user list shows no empty state before the tape says it started loading")
    func replayedListIsNotEmptyBeforeItsLoad() async throws {
        let url = temporaryTapeURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let recording = Recording(app: try await open(.profile, services: Services.inMemory(dates: Self.dates),
                                                      tape: SessionTapeRequest(.record, url: url)))
        await recording.step("loaded")
        await recording.step("friends", .up, .enter)
        await recording.step("back", .escape)
        // The list's first action a while after its page opened (a slow machine's recording): the page shows in between.
        let gap = 300
        let edited = try editedTape(url) { entries in
            let first = try #require(entries.firstIndex { $0.contains(#""screen":"friends-1""#) })
            return try entries.enumerated().map { index, line in
                guard index >= first, line.hasPrefix(#"{"ms":"#), let comma = line.firstIndex(of: ",") else { return line }
                let ms = try #require(Int(line[line.index(line.startIndex, offsetBy: 6)..<comma]))
                return #"{"ms":"# + String(ms + gap) + line[comma...]
            }
        }
        defer { try? FileManager.default.removeItem(at: edited) }
        let opened = try #require(recording.steps.first { $0.label == "friends" }).time
        let app = try await open(.profile, services: FailingServices().services, tape: SessionTapeRequest(.replay(maxPause: nil), url: edited))
        await app.advance(by: opened + .milliseconds(gap / 2) - app.application.now)
        #expect(app.screenText[0].contains("Friends"))
        #expect(!app.contains("No friends yet"))
        await app.advance(by: .milliseconds(gap))
        #expect(app.contains("Follow"))
        #expect(!app.contains("No friends yet"))
    }

    @Test("a replayed tape that opens a second blog straight from the first shows that blog alone over the profile")
    func replayedPageToPage() async throws {
        let url = temporaryTapeURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let recording = Recording(app: try await open(.profile, services: Services.inMemory(dates: Self.dates),
                                                      tape: SessionTapeRequest(.record, url: url)))
        await recording.step("loaded")
        await recording.step("first blog", .enter)
        await recording.step("back", .escape)
        await recording.step("second blog", .down, .enter)
        await recording.step("liked", .enter)
        let back = #""action":{"destinationDismissed":{}}"#
        let edited = try editedTape(url) { entries in
            let kept = entries.filter { !$0.hasSuffix(back + "}") }   // no Back between the two pages
            try #require(kept.count == entries.count - 1)
            return kept
        }
        defer { try? FileManager.default.removeItem(at: edited) }
        let app = try await open(.profile, services: FailingServices().services, tape: SessionTapeRequest(.replay(maxPause: nil), url: edited))
        let end = try #require(recording.steps.last).time
        await app.advance(by: end + .seconds(1) - app.application.now)
        let navigation = try #require(app.application.rootViewController as? NavigationController)
        #expect(navigation.viewControllers.count == 2)
        #expect(app.contains("✓ Likes"))
    }

    @Test("a replayed question the viewer dismissed comes back at the tape's next change, while the tape still has it pending")
    func replayedQuestionComesBack() async throws {
        let url = temporaryTapeURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let recording = Recording(app: try await open(.me, services: Services.inMemory(dates: Self.dates),
                                                      tape: SessionTapeRequest(.record, url: url)))
        await recording.step("loaded")
        await recording.step("friends", .up, .up, .left, .enter)
        await recording.step("asks before unfollowing", .tab, .enter)
        await recording.step("kept", .left, .enter)
        // The list changes while the question is up (the cursor row, here): an entry between the question and its answer.
        let asked = try #require(recording.steps.first { $0.label == "asks before unfollowing" }).time
        let change = asked + .milliseconds(200)
        let ms = Int(change / .milliseconds(1))
        let edited = try editedTape(url) { entries in
            func time(_ line: String) -> Int? {
                guard line.hasPrefix(#"{"ms":"#), let comma = line.firstIndex(of: ",") else { return nil }
                return Int(line[line.index(line.startIndex, offsetBy: 6)..<comma])
            }
            let later = try #require(entries.firstIndex { (time($0) ?? 0) > ms })
            var entries = entries
            entries.insert(#"{"ms":"# + String(ms) + #","screen":"friends-1","action":{"rowHighlighted":{"_0":1}}}"#, at: later)
            return entries
        }
        defer { try? FileManager.default.removeItem(at: edited) }
        let app = try await open(.me, services: FailingServices().services, tape: SessionTapeRequest(.replay(maxPause: nil), url: edited))
        await app.advance(by: asked + .milliseconds(100) - app.application.now)
        #expect(app.contains("Unfollow"))
        await app.press(.left)                      // the viewer answers Cancel
        await app.press(.enter)
        #expect(!app.contains("Unfollow"))
        await app.advance(by: change + .milliseconds(100) - app.application.now)
        #expect(app.contains("Unfollow"), "the tape has not answered it yet")
        let answered = try #require(recording.steps.first { $0.label == "kept" }).time
        await app.advance(by: answered + .milliseconds(100) - app.application.now)
        #expect(!app.contains("Unfollow"))
    }
}
