import Clocks
import Domain
import Foundation
import MVXApp
import MVXBench
import PatternKit
import TerminalUI
import Testing

/// Screens a user has left are freed, in every pattern: a retain cycle between a view
/// controller, its presenter / view model / store and their closures would keep every profile
/// ever opened — with all its loaded blogs — alive.
@MainActor
@Suite("Screen lifetime")
struct ScreenLifetimeTests {
    /// An app on a byte-counting terminal and a test clock, idle when the services are.
    static func makeApp() -> (Application, NavigationController, ServiceActivity) {
        let activity = ServiceActivity()
        let app = Application(terminal: CountingTerminal(size: Size(width: 100, height: 30)), clock: TestClock<Duration>())
        let navigationController = NavigationController()
        app.rootViewController = navigationController
        app.idleCheck = { await activity.waitUntilIdle() }
        return (app, navigationController, activity)
    }

    @Test("a profile and the pages pushed from it are freed once left", arguments: PatternRegistry.patterns)
    func profileIsFreed(pattern: PatternID) async throws {
        let (app, navigationController, activity) = Self.makeApp()
        guard let entryPoint = PatternRegistry.entryPoint(for: pattern) else {
            Issue.record("\(pattern.rawValue) is not registered")
            return
        }

        weak var profile: ViewController?
        weak var friends: ViewController?
        // Whatever a screen keeps (presenter, view model, store, interactor) keeps the services:
        // if the blog service outlives the screens, something of theirs is still alive.
        weak var blogService: InMemoryBlogService?
        do {
            let inMemory = Services.inMemory()
            blogService = inMemory.blogs as? InMemoryBlogService
            #expect(blogService != nil)
            let services = inMemory.tracked(by: activity)
            let context = DemoContext(services: services, language: .english)
            let screen = entryPoint.makeViewController(for: .profile, context: context)
            profile = screen
            navigationController.setViewControllers([screen], animated: false)
            try app.start()
            await app.runUntilIdle()
            for key in [Key.end, .home, .tab, .enter, .down, .enter, .escape, .home, .up, .enter] {
                app.handle(.key(key))
                await app.runUntilIdle()
            }
            friends = navigationController.topViewController
            #expect(friends !== profile, "Friends did not open")
            app.handle(.key(.escape))
            await app.runUntilIdle()
            navigationController.setViewControllers([], animated: false)
            await app.runUntilIdle()
        }
        #expect(profile == nil, "\(pattern.rawValue): the profile screen was not freed")
        #expect(friends == nil, "\(pattern.rawValue): the friends screen was not freed")
        #expect(blogService == nil, "\(pattern.rawValue): something of the screens left is still alive")
    }

    @Test("the own profile, its drafts tab and Discover are freed once left", arguments: PatternRegistry.patterns)
    func ownProfileIsFreed(pattern: PatternID) async throws {
        let (app, navigationController, activity) = Self.makeApp()
        guard let entryPoint = PatternRegistry.entryPoint(for: pattern) else {
            Issue.record("\(pattern.rawValue) is not registered")
            return
        }
        weak var draftService: InMemoryDraftService?
        weak var suggested: ViewController?
        do {
            let inMemory = Services.inMemory()
            draftService = inMemory.drafts as? InMemoryDraftService
            #expect(draftService != nil)
            let context = DemoContext(services: inMemory.tracked(by: activity), language: .english)
            let screen = entryPoint.makeViewController(for: .me, context: context)
            navigationController.setViewControllers([screen], animated: false)
            try app.start()
            await app.runUntilIdle()
            // Drafts tab, open a draft and back, then Discover.
            for key in [Key.up, .right, .down, .enter, .escape, .up, .up, .enter] {
                app.handle(.key(key))
                await app.runUntilIdle()
            }
            suggested = navigationController.topViewController
            #expect(navigationController.viewControllers.count == 2, "Discover did not open")
            navigationController.setViewControllers([], animated: false)
            await app.runUntilIdle()
        }
        #expect(suggested == nil, "\(pattern.rawValue): the suggested-users screen was not freed")
        #expect(draftService == nil, "\(pattern.rawValue): something of the screens left is still alive")
    }

    /// Every pattern × the counter, login, to-do and voice demos.
    nonisolated static let newDemoCases: [(PatternID, DemoID)] = PatternRegistry.patterns.flatMap { pattern in
        [DemoID.counter, .login, .todo, .voice].map { (pattern, $0) }
    }

    @Test("counter, login, to-do and voice screens are freed once left, the player with them; an app shut down with one shown is freed", arguments: newDemoCases)
    func demoIsFreed(pattern: PatternID, demo: DemoID) async throws {
        let entryPoint = try #require(PatternRegistry.entryPoint(for: pattern))
        for leaveFirst in [true, false] {
            weak var screen: ViewController?
            weak var weakApp: Application?
            do {
                let (app, navigationController, activity) = Self.makeApp()
                weakApp = app
                // The app is the demo's scheduler, as in `mvx`: nothing the screen keeps may hold it.
                let context = DemoContext(services: Services.inMemory().tracked(by: activity), language: .english, scheduler: app)
                let first = entryPoint.makeViewController(for: demo, context: context)
                screen = first
                navigationController.setViewControllers([first], animated: false)
                try app.start()
                await app.runUntilIdle()
                for key in [Key.character("+"), .enter, .down, .enter] {
                    app.handle(.key(key))
                    await app.runUntilIdle()
                }
                if leaveFirst {
                    navigationController.setViewControllers([], animated: false)
                    await app.runUntilIdle()
                    #expect(app.nextTimerDeadline == nil, "\(pattern.rawValue) \(demo.rawValue): a timer outlived the screen")
                }
                app.stop()
            }
            #expect(weakApp == nil, "\(pattern.rawValue) \(demo.rawValue): the app outlived its run (a screen holds it)")
            #expect(screen == nil, "\(pattern.rawValue) \(demo.rawValue): the screen was not freed (left first: \(leaveFirst))")
        }
    }
}
