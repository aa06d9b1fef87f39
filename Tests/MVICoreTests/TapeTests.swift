import Foundation
import MVICore
import Testing

/// A tiny feature with `Codable` actions, for recording and replaying.
struct TallyFeature: Reducer {
    struct State: Equatable {
        var count = 0
        var loaded: [Int] = []
    }

    enum Action: Codable, Equatable, Sendable {
        case add(Int)
        case load
        case loaded(Result<[Int], TallyError>)
    }

    struct TallyError: Error, Codable, Equatable {}

    let load: @Sendable () async -> [Int]

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .add(let amount):
            state.count += amount
            return .none
        case .load:
            return .run { send in await send(.loaded(.success(await load()))) }
        case .loaded(.success(let values)):
            state.loaded = values
            return .none
        case .loaded(.failure):
            state.loaded = []
            return .none
        }
    }
}

/// A clock and timers the test moves by hand.
@MainActor
final class ManualScheduler {
    var now: Duration = .zero
    private var timers: [(at: Duration, work: @MainActor () -> Void)] = []

    func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) {
        timers.append((now + delay, work))
    }

    /// Moves the clock to `time`, firing the timers due on the way, in order.
    func advance(to time: Duration) {
        while let next = timers.indices.filter({ timers[$0].at <= time }).min(by: { timers[$0].at < timers[$1].at }) {
            let timer = timers.remove(at: next)
            now = timer.at
            timer.work()
        }
        now = time
    }
}

@MainActor
@Suite struct TapeTests {
    static let actionTypes: [String: any (Decodable & Sendable).Type] = ["tally": TallyFeature.Action.self]
    static let header = TapeHeader(pattern: "mvi", demo: "profile", user: 7, language: "en")

    private func temporaryURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("mvx-core-tape-\(UUID().uuidString).jsonl")
    }

    private func tape(_ lines: String...) throws -> Tape {
        let text = (["{\"format\":\"mvx-session-tape\",\"version\":1,\"pattern\":\"mvi\",\"demo\":\"profile\",\"user\":7,\"language\":\"en\"}"] + lines)
            .joined(separator: "\n") + "\n"
        return try Tape.parse(Data(text.utf8), actionTypes: Self.actionTypes)
    }

    private func parseError(_ text: String) -> TapeError? {
        do {
            _ = try Tape.parse(Data(text.utf8), actionTypes: Self.actionTypes)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Recording

    @Test func recorderWritesWhatEachRootStoreReceivesInOrder() async throws {
        let url = temporaryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let clock = ManualScheduler()
        let recorder = SessionRecorder(writer: try TapeWriter(url: url, header: Self.header))
        let first = Store(initialState: TallyFeature.State(), reducer: TallyFeature(load: { [1, 2] }))
        let second = Store(initialState: TallyFeature.State(), reducer: TallyFeature(load: { [] }))
        #expect(recorder.attach(first, kind: "tally") == "tally-1")
        #expect(recorder.attach(second, kind: "tally") == "tally-2")

        first.send(.add(1))                      // before the clock starts: time zero
        recorder.startClock { clock.now }
        clock.now = .milliseconds(250)
        first.send(.load)
        await first.finishEffects()              // the effect's answer is recorded too
        clock.now = .milliseconds(1250)
        second.send(.add(5))
        #expect(recorder.entryCount == 4)

        let tape = try Tape.load(contentsOf: url, actionTypes: Self.actionTypes)
        #expect(tape.header == Self.header)
        #expect(tape.entries.map(\.screen) == ["tally-1", "tally-1", "tally-1", "tally-2"])
        #expect(tape.entries.map(\.time) == [.zero, .milliseconds(250), .milliseconds(250), .milliseconds(1250)])
        #expect(tape.entries.compactMap { $0.action as? TallyFeature.Action }
            == [.add(1), .load, .loaded(.success([1, 2])), .add(5)])
    }

    // MARK: Replaying

    @Test func playerFeedsEachStoreItsActionsWithoutEffectsThenHandsOver() async throws {
        let tape = try tape(
            #"{"ms":0,"screen":"tally-1","action":{"load":{}}}"#,
            #"{"ms":0,"screen":"tally-1","action":{"loaded":{"_0":{"success":[7,8]}}}}"#,
            #"{"ms":400,"screen":"tally-2","action":{"add":{"_0":2}}}"#,
            #"{"ms":900,"screen":"tally-1","action":{"add":{"_0":3}}}"#
        )
        let first = Store(initialState: TallyFeature.State(), reducer: TallyFeature(load: {
            Issue.record("a replay must not run effects")
            return []
        }))
        let second = Store(initialState: TallyFeature.State(), reducer: TallyFeature(load: { [] }))
        let player = SessionPlayer(tape: tape, maxPause: nil)
        player.attach(first, kind: "tally")
        player.attach(second, kind: "tally")
        var outcomes: [SessionPlayer.Outcome] = []
        player.onFinish = { outcomes.append($0) }
        let clock = ManualScheduler()

        #expect(first.isReplaying)
        first.send(.add(100))                    // the view's own sends are ignored during a replay
        #expect(first.state.count == 0)

        player.start(now: { clock.now }, schedule: clock.schedule)
        #expect(player.fedCount == 2)
        #expect(first.state.loaded == [7, 8])
        clock.advance(to: .milliseconds(399))
        #expect(second.state.count == 0)
        clock.advance(to: .milliseconds(400))
        #expect(second.state.count == 2)
        clock.advance(to: .milliseconds(900))
        #expect(first.state == TallyFeature.State(count: 3, loaded: [7, 8]))
        #expect(outcomes == [.finished])

        // Handed over: sends and effects work again.
        #expect(!first.isReplaying && first.effectsEnabled)
        second.send(.add(1))
        #expect(second.state.count == 3)
    }

    @Test func longPausesAreCutToMaxPause() throws {
        let tape = try tape(
            #"{"ms":0,"screen":"tally-1","action":{"add":{"_0":1}}}"#,
            #"{"ms":300,"screen":"tally-1","action":{"add":{"_0":1}}}"#,
            #"{"ms":60000,"screen":"tally-1","action":{"add":{"_0":1}}}"#,
            #"{"ms":60200,"screen":"tally-1","action":{"add":{"_0":1}}}"#
        )
        let store = Store(initialState: TallyFeature.State(), reducer: TallyFeature(load: { [] }))
        let player = SessionPlayer(tape: tape, maxPause: .seconds(1))
        player.attach(store, kind: "tally")
        let clock = ManualScheduler()
        player.start(now: { clock.now }, schedule: clock.schedule)
        #expect(player.nextEntryTime == .milliseconds(300))
        clock.advance(to: .milliseconds(300))
        #expect(player.nextEntryTime == .milliseconds(1300), "a minute of recorded idling is cut to a second")
        clock.advance(to: .milliseconds(1500))
        #expect(store.state.count == 4)
        #expect(player.outcome == .finished)
    }

    @Test func anEntryForAScreenNeverOpenedStopsTheReplayAndHandsOver() throws {
        let tape = try tape(
            #"{"ms":0,"screen":"tally-1","action":{"add":{"_0":1}}}"#,
            #"{"ms":0,"screen":"tally-2","action":{"add":{"_0":1}}}"#,
            #"{"ms":0,"screen":"tally-1","action":{"add":{"_0":1}}}"#
        )
        let store = Store(initialState: TallyFeature.State(), reducer: TallyFeature(load: { [] }))
        let player = SessionPlayer(tape: tape)
        player.attach(store, kind: "tally")
        let clock = ManualScheduler()
        player.start(now: { clock.now }, schedule: clock.schedule)
        #expect(player.outcome == .outOfStep(entry: 2, reason: "no screen tally-2 is open"))
        #expect(store.state.count == 1)
        #expect(!store.isReplaying && store.effectsEnabled)
    }

    @Test func entriesForAClosedScreenAreSkipped() throws {
        let tape = try tape(
            #"{"ms":0,"screen":"tally-1","action":{"add":{"_0":1}}}"#,
            #"{"ms":0,"screen":"tally-2","action":{"add":{"_0":1}}}"#
        )
        var closed: Store<TallyFeature.State, TallyFeature.Action>? = Store(initialState: TallyFeature.State(), reducer: TallyFeature(load: { [] }))
        let player = SessionPlayer(tape: tape)
        player.attach(closed!, kind: "tally")
        let open = Store(initialState: TallyFeature.State(), reducer: TallyFeature(load: { [] }))
        player.attach(open, kind: "tally")
        closed = nil
        let clock = ManualScheduler()
        player.start(now: { clock.now }, schedule: clock.schedule)
        #expect(player.outcome == .finished)
        #expect(player.fedCount == 2)
        #expect(open.state.count == 1)
    }

    @Test func storesAttachedAfterTheReplayRunLive() throws {
        let player = SessionPlayer(tape: try tape())
        let clock = ManualScheduler()
        player.start(now: { clock.now }, schedule: clock.schedule)
        #expect(player.outcome == .finished)
        let late = Store(initialState: TallyFeature.State(), reducer: TallyFeature(load: { [] }))
        #expect(player.attach(late, kind: "tally") == "tally-1")
        #expect(!late.isReplaying)
    }

    // MARK: Reading

    @Test func errorsNameTheLineAndTheReason() {
        let header = #"{"format":"mvx-session-tape","version":1,"pattern":"mvi","demo":"profile","user":7,"language":"en"}"#
        #expect(parseError("")?.description == "the file is empty (expected a header line)")
        #expect(parseError("hello\n")?.line == 1)
        #expect(parseError(#"{"format":"other","version":1,"pattern":"mvi","demo":"profile","user":7,"language":"en"}"# + "\n")?.description
            == #"line 1: format is "other", expected "mvx-session-tape""#)
        #expect(parseError(header.replacingOccurrences(of: #""version":1"#, with: #""version":9"#) + "\n")?.description
            == "line 1: version 9 is not supported (this mvx reads version 1)")
        let badJSON = parseError(header + "\n" + #"{"ms":0,"screen":"tally-1","action":{"add":{"_0":1}}}"# + "\n{oops\n")
        #expect(badJSON?.line == 3)
        #expect(parseError(header + "\n" + #"{"ms":0,"screen":"tally","action":{"add":{"_0":1}}}"# + "\n")?.description
            == #"line 2: unknown screen "tally" (expected one of tally-N) at screen"#)
        #expect(parseError(header + "\n" + #"{"ms":0,"screen":"friends-1","action":{"add":{"_0":1}}}"# + "\n")?.line == 2)
        #expect(parseError(header + "\n" + #"{"ms":0,"screen":"tally-1","action":{"add":{"_0":"x"}}}"# + "\n")?.description
            .hasPrefix("line 2: expected Int at action.add._0") == true)
        #expect(parseError(header + "\n" + #"{"screen":"tally-1","action":{"add":{"_0":1}}}"# + "\n")?.description
            == #"line 2: missing "ms""#)
    }

    @Test func aLastLineCutShortByAKilledRecordingIsDropped() throws {
        let header = #"{"format":"mvx-session-tape","version":1,"pattern":"mvi","demo":"profile","user":7,"language":"en"}"#
        let full = #"{"ms":0,"screen":"tally-1","action":{"add":{"_0":1}}}"#
        let tape = try Tape.parse(Data((header + "\n" + full + "\n" + #"{"ms":5,"screen":"tal"#).utf8), actionTypes: Self.actionTypes)
        #expect(tape.entries.count == 1)
        // With its newline, the same broken line is an error: it was written whole, and is wrong.
        #expect(parseError(header + "\n" + full + "\n" + #"{"ms":5,"screen":"tal"# + "\n")?.line == 3)
    }

    /// Reads tally actions as they are today, or `{"plus":N}` as tapes once wrote `add(N)`.
    struct TallyTapeAction: TapeDecodedAction {
        let action: TallyFeature.Action

        private struct Plus: Decodable { let plus: Int }

        init(from decoder: any Decoder) throws {
            do {
                action = try TallyFeature.Action(from: decoder)
            } catch {
                guard let older = try? Plus(from: decoder) else { throw error }
                action = .add(older.plus)
            }
        }
    }

    @Test func anActionOfAnOlderShapeIsReadAsTodaysAction() throws {
        let text = """
            {"format":"mvx-session-tape","version":1,"pattern":"mvi","demo":"profile","user":7,"language":"en"}
            {"ms":0,"screen":"tally-1","action":{"plus":2}}
            {"ms":5,"screen":"tally-1","action":{"add":{"_0":3}}}

            """
        let tape = try Tape.parse(Data(text.utf8), actionTypes: ["tally": TallyTapeAction.self])
        #expect(tape.entries.compactMap { $0.action as? TallyFeature.Action } == [.add(2), .add(3)])
    }
}
