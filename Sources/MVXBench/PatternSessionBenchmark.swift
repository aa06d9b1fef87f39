import Clocks
import Domain
import Foundation
import MVXApp
import PatternKit
import TerminalUI

/// One scripted session of the profile demo, the same keys for every pattern, timed from each
/// key to its finished frame (the key handled, every request it started answered, the frame
/// drawn), against in-memory services with no latency. Behind `mvx bench patterns`.
///
/// The session: open user 7's profile, page to the end, like 20 blogs (confirming where a blog
/// was liked already), open and close 10 blog details, then open the own profile and switch
/// between Blogs and Drafts 10 times. The app draws into a ``CountingTerminal`` (no emulator
/// in the measured path) on a `TestClock` (toasts and spinners do not fire mid-run, so every
/// pattern sees the same frames).
@MainActor
public enum PatternSessionBenchmark {
    /// The phases of the session, in order.
    public enum Phase: String, CaseIterable, Codable, Sendable {
        case page, like, details, tabs
        /// The other demos, each timed where the pattern implements it.
        case counter, login, todo, voice

        /// The demo a phase belongs to.
        public var demo: DemoID {
            switch self {
            case .page, .like, .details: .profile
            case .tabs: .me
            case .counter: .counter
            case .login: .login
            case .todo: .todo
            case .voice: .voice
            }
        }
    }

    /// What one pattern measured over all rounds.
    public struct Result: Codable, Sendable {
        public var pattern: PatternID
        public var blogCount: Int
        public var rounds: Int
        /// Key → finished frame, microseconds, every key of the profile session (`profile` and
        /// `me`) of every round; the other demos' keys are in ``phaseMicros``.
        public var keyMicros: [Double]
        /// Per phase, the same samples.
        public var phaseMicros: [String: [Double]]
        /// The median of each round's profile-session keys, in round order: the unit a
        /// comparison between patterns pairs (a round is one app run; its keys share its moment).
        public var roundMedians: [Double] = []
        /// The same per other phase.
        public var phaseRoundMedians: [String: [Double]] = [:]
        /// Opening a demo (first frame and every first request answered), microseconds.
        public var openMicros: [Double]
        /// The profile screen after the profile session's last key of the last round (to check
        /// that patterns agree).
        public var finalScreen: [String]
        /// Per demo the pattern implements besides the profile, its screen after its script.
        public var demoScreens: [String: [String]] = [:]
        /// Resident memory when the benchmark started, and the process's peak, in KiB
        /// (Linux `/proc/self/status`: VmRSS, VmHWM; 0 elsewhere).
        public var startResidentKiB: Int
        public var peakResidentKiB: Int
    }

    /// Something the script expected did not happen (a pattern behaved differently).
    public struct ScriptError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs the session `rounds` times for `pattern` (each round a fresh app and fresh data): the
    /// profile session and each other demo's script, where the pattern implements them.
    public static func run(pattern: PatternID, blogCount: Int = SampleData.defaultFeaturedBlogCount,
                           rounds: Int = 5, screen: Size = Size(width: 100, height: 30)) async throws -> Result {
        guard let entryPoint = PatternRegistry.entryPoint(for: pattern) else {
            throw ScriptError(description: "\(pattern.rawValue) is not linked in")
        }
        var result = Result(pattern: pattern, blogCount: blogCount, rounds: rounds, keyMicros: [], phaseMicros: [:],
                            openMicros: [], finalScreen: [], startResidentKiB: ProcessMemory.residentKiB,
                            peakResidentKiB: 0)
        for _ in 0..<max(1, rounds) {
            let session = Session(entryPoint: entryPoint, blogCount: blogCount, screen: screen)
            try await session.run()
            let profileKeys = session.samples.filter { [.profile, .me].contains($0.key.demo) }.flatMap(\.value)
            result.keyMicros += profileKeys
            if let median = MedianComparison.median(profileKeys) { result.roundMedians.append(median) }
            for (phase, samples) in session.samples {
                result.phaseMicros[phase.rawValue, default: []] += samples
                if let median = MedianComparison.median(samples) { result.phaseRoundMedians[phase.rawValue, default: []].append(median) }
            }
            result.openMicros += session.openSamples
            result.finalScreen = session.profileFinalScreen
            result.demoScreens = session.demoScreens
        }
        result.peakResidentKiB = ProcessMemory.peakResidentKiB
        return result
    }


    /// What every scripted bench shares: user 7 with `blogCount` blogs in in-memory services
    /// (their activity tracked, so `runUntilIdle` waits for every answer), one pattern's app
    /// drawing into a ``CountingTerminal`` on a `TestClock` under a navigation stack, and the
    /// primitives a script is made of.
    @MainActor
    class ScriptedApp {
        let app: Application
        let navigationController = NavigationController()
        let services: Services
        let strings = Localizer(.english)
        let entryPoint: any PatternEntryPoint.Type
        let blogCount: Int

        init(entryPoint: any PatternEntryPoint.Type, blogCount: Int, screen: Size) {
            self.entryPoint = entryPoint
            self.blogCount = blogCount
            let activity = ServiceActivity()
            let calendar = Language.english.calendar(timeZone: TimeZone(identifier: "UTC")!)
            services = Services.inMemory(
                data: SampleData(featuredBlogCount: blogCount),
                dates: .fixed(SampleData.defaultReferenceDate, calendar: calendar)
            ).tracked(by: activity)
            app = Application(terminal: CountingTerminal(size: screen), clock: TestClock<Duration>())
            app.rootViewController = navigationController
            app.idleCheck = { await activity.waitUntilIdle() }
        }

        var screenText: String { app.currentGrid.textLines().joined(separator: "\n") }

        /// The pattern's first screen of `demo`.
        func makeScreen(_ demo: DemoID) -> ViewController {
            let context = DemoContext(services: services, language: .english, scheduler: app, profileUserID: SampleData.featuredUserID)
            return entryPoint.makeViewController(for: demo, context: context)
        }

        /// Shows `screen` as the only screen and waits until it has drawn and every request it
        /// started has been answered.
        func present(_ screen: ViewController) async throws {
            navigationController.setViewControllers([screen], animated: false)
            if app.frameCount == 0 { try app.start() }
            await app.runUntilIdle()
        }

        /// One key, handled, answered and drawn.
        func send(_ key: Key) async {
            app.handle(.key(key))
            await app.runUntilIdle()
        }

        /// Pages the profile's list to its end with `press`: End selects the last loaded row,
        /// which loads the next page.
        func pageToEnd(pressing press: (Key) async -> Void) async throws {
            var presses = 0
            while !screenText.contains(strings(.noMore)) {
                presses += 1
                guard presses <= blogCount / 20 + 3 else { throw off("paging did not reach \"\(strings(.noMore))\"") }
                await press(.end)
            }
        }

        func off(_ what: String) -> ScriptError {
            ScriptError(description: "\(entryPoint.pattern.rawValue): \(what). Screen:\n\(screenText)")
        }
    }

    /// One round: one app, one set of services, one pass of the script.
    @MainActor
    final class Session: ScriptedApp {
        var samples: [Phase: [Double]] = [:]
        var openSamples: [Double] = []
        var profileFinalScreen: [String] = []
        var demoScreens: [String: [String]] = [:]
        private let clock = ContinuousClock()

        func run() async throws {
            try await runProfile()
            try await runCounter()
            try await runLogin()
            try await runTodo()
            try await runVoice()
        }

        /// User 7's profile, then the own profile's tabs.
        private func runProfile() async throws {
            try await open(.profile)
            guard screenText.contains(strings(.posts(blogCount))) else { throw off("the profile of user 7 did not load") }

            try await pageToEnd { await self.press($0, .page) }

            // Like 20 blogs, from the top; a liked one asks first (OK is →, Enter).
            await press(.home, .like)
            for _ in 0..<20 {
                await press(.tab, .like)
                await press(.enter, .like)
                if screenText.contains(strings(.removeLikeConfirmation)) {
                    await press(.right, .like)
                    await press(.enter, .like)
                }
                await press(.down, .like)
            }

            // Open and close 10 details.
            await press(.home, .details)
            for index in 0..<10 {
                await press(.enter, .details)
                guard navigationController.viewControllers.count == 2 else { throw off("detail \(index) did not open") }
                await press(.escape, .details)
                guard navigationController.viewControllers.count == 1 else { throw off("detail \(index) did not close") }
                await press(.down, .details)
            }

            // The own profile: Blogs | Drafts, 10 switches.
            try await open(.me)
            await press(.up, .tabs)
            for index in 0..<10 {
                await press(index.isMultiple(of: 2) ? .right : .left, .tabs)
                if index == 0, !screenText.contains("[\(strings(.drafts))]") { throw off("Drafts did not open") }
            }
            guard screenText.contains("[\(strings(.blogs))]") else {
                throw off("the own profile's Blogs tab is not selected after the switches")
            }
            profileFinalScreen = app.currentGrid.textLines()
        }

        /// 20 rows: three presses of `+` on each, moving down, then a refresh.
        private func runCounter() async throws {
            try await open(.counter)
            guard screenText.contains(strings(.item(20))) else { throw off("the counters did not load") }
            for _ in 0..<20 {
                for _ in 0..<3 { await press(.character("+"), .counter) }
                await press(.down, .counter)
            }
            await press(.character("r"), .counter)
            demoScreens[DemoID.counter.rawValue] = app.currentGrid.textLines()
        }

        /// Both login screens: a wrong password, then the right one; back between them.
        private func runLogin() async throws {
            try await open(.login)
            for (row, name) in [(0, "teacher"), (1, "student")] {
                if row == 1 { await press(.down, .login) }
                await press(.enter, .login)
                for character in name { await press(.character(character), .login) }
                await press(.tab, .login)
                for character in "999" { await press(.character(character), .login) }
                await press(.enter, .login)
                guard screenText.contains(strings(.wrongCredentials)) else { throw off("the wrong password was not refused") }
                for _ in 0..<3 { await press(.backspace, .login) }
                for character in "111" { await press(.character(character), .login) }
                await press(.enter, .login)
                guard screenText.contains(strings(.loggedIn(strings(.roleName(row == 0 ? .teacher : .student))))) else {
                    throw off("\(name) did not log in")
                }
                demoScreens[DemoID.login.rawValue] = app.currentGrid.textLines()
                await press(.escape, .login)
            }
        }

        /// Add 10 items through the sheet (a name, the date moved 0–6 days, Enter), walk down the
        /// list, then delete 5 (each confirmed with →, Enter).
        private func runTodo() async throws {
            try await open(.todo)
            for index in 0..<10 {
                await press(.character("a"), .todo)
                for character in "Task \(index + 1)" { await press(.character(character), .todo) }
                await press(.tab, .todo)
                for _ in 0..<(index % 7) { await press(.right, .todo) }
                await press(.enter, .todo)
            }
            guard screenText.contains("Task 10"), !screenText.contains(strings(.dueDate)) else { throw off("the items were not added") }
            await press(.home, .todo)
            for _ in 0..<10 { await press(.down, .todo) }
            await press(.home, .todo)
            for _ in 0..<5 {
                await press(.character("d"), .todo)
                await press(.right, .todo)
                await press(.enter, .todo)
            }
            guard !screenText.contains(strings(.deleteTodoConfirmation)) else { throw off("a delete was not confirmed") }
            demoScreens[DemoID.todo.rawValue] = app.currentGrid.textLines()
        }

        /// Play, pause, resume and switch down the conversation (the clock does not move: keys only).
        private func runVoice() async throws {
            try await open(.voice)
            for _ in 0..<10 {
                await press(.enter, .voice)
                await press(.enter, .voice)
                await press(.down, .voice)
            }
            demoScreens[DemoID.voice.rawValue] = app.currentGrid.textLines()
        }

        private func open(_ demo: DemoID) async throws {
            let screen = makeScreen(demo)
            let start = clock.now
            try await present(screen)
            openSamples.append(Self.micros(start.duration(to: clock.now)))
        }

        private func press(_ key: Key, _ phase: Phase) async {
            let start = clock.now
            await send(key)
            samples[phase, default: []].append(Self.micros(start.duration(to: clock.now)))
        }

        static func micros(_ duration: Duration) -> Double {
            duration.inSeconds * 1e6
        }
    }
}

/// The process's resident memory (Linux `/proc/self/status`; 0 where it does not exist).
enum ProcessMemory {
    /// Resident set size now, KiB.
    static var residentKiB: Int { field("VmRSS:") }
    /// The peak resident set size, KiB.
    static var peakResidentKiB: Int { field("VmHWM:") }
    /// Anonymous resident memory (heap, stacks) now, KiB.
    static var anonymousKiB: Int { field("RssAnon:") }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            return Int(line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") ?? 0
        }
        return 0
    }
}

/// Order statistics of a sample.
public struct SampleSummary {
    public var median: Double
    public var p99: Double
    public var max: Double
    public var count: Int

    public init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        guard !sorted.isEmpty else { median = 0; p99 = 0; max = 0; return }
        median = sorted.count.isMultiple(of: 2)
            ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
            : sorted[sorted.count / 2]
        let rank = Int((Double(sorted.count) * 0.99).rounded(.up)) - 1
        p99 = sorted[Swift.min(sorted.count - 1, Swift.max(0, rank))]
        max = sorted[sorted.count - 1]
    }
}

extension PatternSessionBenchmark.Result {
    /// This result with `later`'s rounds after its own (the same pattern and blog count).
    public func adding(_ later: Self) -> Self {
        var merged = self
        merged.rounds += later.rounds
        merged.keyMicros += later.keyMicros
        merged.roundMedians += later.roundMedians
        merged.openMicros += later.openMicros
        for (phase, samples) in later.phaseMicros { merged.phaseMicros[phase, default: []] += samples }
        for (phase, medians) in later.phaseRoundMedians { merged.phaseRoundMedians[phase, default: []] += medians }
        merged.finalScreen = later.finalScreen
        merged.demoScreens = later.demoScreens
        merged.peakResidentKiB = Swift.max(peakResidentKiB, later.peakResidentKiB)
        return merged
    }
}
