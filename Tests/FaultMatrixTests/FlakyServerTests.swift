import AcceptanceSupport
import Domain
import MVXApp
import PatternKit
import TerminalUI
import TerminalUITesting
import Testing

/// Every pattern × every demo that writes, against a server that answers after 800 ms and refuses
/// 30 % of the requests at random (seeded): bursts of writes, all in flight together, then the
/// screen must equal the server — nothing lost, nothing counted twice, no crash, no hang.
@MainActor
@Suite("Fault matrix: a slow, flaky server")
struct FlakyServerTests {
    nonisolated static let flaky = AcceptanceHarness.ServerBehavior(latency: .milliseconds(800), failRate: 0.3, seed: 7)

    @Test("counter: bursts of presses on three rows end with every number equal to the server's, none counted twice",
          arguments: PatternRegistry.patterns)
    func counter(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern, behavior: Self.flaky) { app in
            app.open(.counter)
            await app.settle()
            try #require(await app.refreshUntil { app.counterValuesOnScreen().count >= 3 }, "never loaded: \(app.screen)")
            let before = try await app.fromServer { try await app.services.counters.counters() }

            var keys: [Key] = []
            for _ in 0..<3 { keys += Array(repeating: .character("+"), count: 4) + [.down] }
            await app.burst(keys)
            // A press whose answer was lost is checked by the app; r reads what the server has.
            let after = try await app.fromServer { try await app.services.counters.counters() }
            let screen = app.counterValuesOnScreen()
            for counter in after where screen[counter.id] != nil {
                #expect(screen[counter.id] == counter.value, "row \(counter.id): screen \(screen[counter.id] ?? -1), server \(counter.value)")
            }
            let added = after.map(\.value).reduce(0, +) - before.map(\.value).reduce(0, +)
            #expect((0...12).contains(added), "12 presses added \(added) on the server")
        }
    }

    @Test("profile: shares and a like in one burst end with every row's counts equal to the server's",
          arguments: PatternRegistry.patterns)
    func profile(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern, behavior: Self.flaky) { app in
            app.open(.profile)
            await app.settle()
            let firstPage = try await app.fromServer { try await app.services.blogs.blogs(userID: 7, page: 0) }.items
            try #require(await app.refreshUntil { app.blogCountsOnScreen(title: firstPage[0].title) != nil }, "never loaded: \(app.screen)")

            // Share the first two blogs, then like and share the third (not liked yet).
            await app.burst([.tab, .tab, .enter, .down, .tab, .tab, .enter, .down, .tab, .enter, .tab, .enter])
            let page = try await app.fromServer { try await app.services.blogs.blogs(userID: 7, page: 0) }.items
            for blog in page.prefix(3) {
                let shown = app.blogCountsOnScreen(title: blog.title)
                #expect(shown?.likes == blog.likeCount && shown?.shares == blog.shareCount,
                        "\(blog.title): screen \(String(describing: shown)), server \(blog.likeCount) / \(blog.shareCount)")
            }
            let shares = zip(page, firstPage).prefix(3).map { $0.shareCount - $1.shareCount }
            #expect(shares.allSatisfy { (0...1).contains($0) }, "one press shares at most once: \(shares)")
            #expect((0...1).contains(page[2].likeCount - firstPage[2].likeCount))
        }
    }

    @Test("me: follows in one burst end with every row and the header's Friends N equal to the server's",
          arguments: PatternRegistry.patterns)
    func me(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern, behavior: Self.flaky) { app in
            let me = app.services.currentUserID
            app.open(.me)
            await app.settle()
            try #require(await app.refreshUntil { app.contains(app.strings(.posts(12))) }, "header never loaded: \(app.screen)")
            await app.press(.up)                                    // the tabs
            await app.press(.up)                                    // Discover
            await app.press(.enter)
            let suggested = try await app.fromServer { try await app.services.users.suggestions() }
            try #require(suggested.count >= 3)
            try #require(await app.refreshUntil { app.followStateOnScreen(name: suggested[0].name) != nil }, "never loaded: \(app.screen)")

            await app.burst([.tab, .enter, .down, .tab, .enter, .down, .tab, .enter])
            for user in suggested.prefix(3) {
                let server = try await app.fromServer { try await app.services.users.user(id: user.id) }
                #expect(app.followStateOnScreen(name: user.name) == server.isFollowing, "\(user.name): server \(server.isFollowing)")
            }
            await app.press(.escape)
            let meNow = try await app.fromServer { try await app.services.users.user(id: me) }
            #expect(app.contains(app.strings(.friends(meNow.friendCount))), "header: \(app.screen)")
        }
    }

    @Test("me: three deletes of the top draft end with the list equal to the server's, each draft deleted at most once; a refused one says so in the user's language",
          arguments: PatternRegistry.patterns, Language.allCases)
    func drafts(pattern: PatternID, language: Language) async throws {
        try await AcceptanceHarness.run(pattern, language: language, behavior: Self.flaky) { app in
            app.open(.me)
            await app.settle()
            await app.press(.tab)                                   // Drafts, the focus in the list
            let before = try await app.fromServer { try await app.services.drafts.drafts(page: 0) }.items
            try #require(before.count >= 5)
            try #require(await app.refreshUntil { app.contains(before[0].title) }, "never loaded: \(app.screen)")

            // Each delete asks first and blocks behind the HUD until its answer: one at a time. A
            // refused one keeps its row (and the selection), so every try aims at the top draft.
            let busy = app.strings.message(for: .serverBusy)
            for attempt in 0..<3 {
                let top = try await app.fromServer { try await app.services.drafts.drafts(page: 0) }.items.first?.id
                await app.press(.character("d"))
                await app.press(.right)                             // OK
                await app.press(.enter)
                await app.settle()
                // Refused (after the app's own retries): the draft stays and the toast says so, in
                // the user's language. (Other parts of the page may say it too: a header whose
                // load was refused.)
                let kept = try await app.fromServer { try await app.services.drafts.drafts(page: 0) }.items.first?.id == top
                if kept { #expect(app.contains(busy), "try \(attempt + 1) was refused; the screen does not say so: \(app.screen)") }
                if language != .english {
                    #expect(!app.contains(Localizer(.english).message(for: .serverBusy)), "English on a \(language) screen: \(app.screen)")
                }
                await app.driver.advance(by: .seconds(3))           // a failure's toast goes
            }
            let after = try await app.fromServer { try await app.services.drafts.drafts(page: 0) }.items
            let deleted = before.count - after.count
            #expect((0...3).contains(deleted), "three tries deleted \(deleted)")
            #expect(after.map(\.id) == Array(before.map(\.id).dropFirst(deleted)), "only the top drafts, each once")
            let titles = before.map(\.title)
            for (index, draft) in before.prefix(deleted + 1).enumerated() where titles.filter({ $0 == draft.title }).count == 1 {
                #expect(app.contains(draft.title) == (index >= deleted), "\(draft.title): on the server \(index >= deleted): \(app.screen)")
            }
        }
    }

    @Test("login: a refused sign-in says so in the user's language and keeps the form; trying again signs in",
          arguments: PatternRegistry.patterns, Language.allCases)
    func login(pattern: PatternID, language: Language) async throws {
        try await AcceptanceHarness.run(pattern, language: language, behavior: Self.flaky) { app in
            app.open(.login)
            await app.settle()
            await app.press(.enter)                                 // the teacher's form
            await app.driver.type("teacher")
            await app.press(.tab)
            await app.driver.type("111")
            let signedIn = app.strings(.loggedIn(app.strings(.roleName(.teacher))))
            var tries = 0
            while !app.contains(signedIn), tries < 30 {
                tries += 1
                await app.press(.enter)                             // Log in (again)
                #expect(app.contains(signedIn) || app.contains(app.strings.message(for: .serverBusy)), "\(app.screen)")
                #expect(app.contains("•••"), "the password stays typed")
            }
            #expect(app.contains(signedIn), "never signed in: \(app.screen)")
        }
    }
}
