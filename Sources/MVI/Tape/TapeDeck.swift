import Domain
import Foundation
import MVICore
import MVIFeatures
import PatternKit
import TerminalUI

/// The screens a session tape knows: each has its own root store, whose actions the tape holds
/// under the screen's kind (`profile-1`, `friends-1`, `suggestions-1`). Blog detail is a scope of
/// the profile's store: its actions are the profile's.
enum TapeScreen: Sendable {
    case profile
    case userList(UserListScene)

    /// The screen's kind: the key's prefix on the tape. Suggested users keep the name tapes were
    /// first recorded with, `suggestions`.
    var kind: String {
        switch self {
        case .profile: "profile"
        case .userList(.friends): "friends"
        case .userList(.suggestedUsers): "suggestions"
        }
    }

    /// The type the tape reads the screen's actions as.
    var actionType: any (Decodable & Sendable).Type {
        switch self {
        case .profile: ProfileFeature.TapeAction.self
        case .userList: UserListFeature.Action.self
        }
    }

    /// Every screen kind's action type, to read a tape with.
    static var actionTypes: [String: any (Decodable & Sendable).Type] {
        let screens: [TapeScreen] = [.profile, .userList(.friends(of: 0)), .userList(.suggestedUsers)]
        return Dictionary(uniqueKeysWithValues: screens.map { ($0.kind, $0.actionType) })
    }
}

/// Records or replays the stores of one MVI screen tree (`mvx --record` / `--replay`).
///
/// The entry point makes one for the first profile it builds with a ``SessionTapeRequest``; the
/// ``StoreBuilder`` of that tree attaches every root store as soon as it makes it, and the profile
/// (the tree's root) starts the deck once it is on screen — that is when the app's clock can be
/// reached.
@MainActor
final class TapeDeck {
    /// What the deck does with the stores attached to it.
    enum Mode {
        case recording(SessionRecorder)
        case replaying(SessionPlayer)
    }

    /// Recording or replaying.
    let mode: Mode
    private let strings: Localizer
    private var isStarted = false

    /// A deck in `mode`, toasting the end of a replay in `strings`' language.
    init(mode: Mode, strings: Localizer) {
        self.mode = mode
        self.strings = strings
    }

    /// The deck for `demo` of `context`, when the context asks for a tape that no other screen
    /// tree took yet: recording into a new file, or replaying a tape recorded for this demo and user.
    /// `nil` when there is no such request, or the file cannot be written or read (the command
    /// line checked both before the app started).
    static func make(for demo: DemoID, userID: User.ID, context: DemoContext) -> TapeDeck? {
        guard let request = context.sessionTape, !request.isClaimed else { return nil }
        switch request.mode {
        case .record:
            let header = TapeHeader(pattern: PatternID.mvi.rawValue, demo: demo.rawValue, user: userID,
                                    language: context.language.rawValue)
            guard let writer = try? TapeWriter(url: request.url, header: header), request.claim() else { return nil }
            return TapeDeck(mode: .recording(SessionRecorder(writer: writer)), strings: context.strings)
        case .replay(let maxPause):
            guard let tape = try? MVIEntryPoint.loadTape(contentsOf: request.url),
                  tape.header.demo == demo.rawValue, tape.header.user == userID,
                  request.claim() else { return nil }
            return TapeDeck(mode: .replaying(SessionPlayer(tape: tape, maxPause: maxPause)), strings: context.strings)
        }
    }

    /// Records or replays `store` as the next screen of `screen`'s kind. Call it right after
    /// making the store, before its view sends anything.
    func attach<State, Action: Codable & Sendable>(_ store: Store<State, Action>, as screen: TapeScreen) {
        switch mode {
        case .recording(let recorder): recorder.attach(store, kind: screen.kind)
        case .replaying(let player): player.attach(store, kind: screen.kind)
        }
    }

    /// The tree's root screen is on screen: start timing the recording, or start the replay (the
    /// first call only). A replay ends with a toast, on whatever screen is on top then.
    func rootScreenDidAppear(_ root: ViewController) {
        guard !isStarted, let application = root.application else { return }
        isStarted = true
        switch mode {
        case .recording(let recorder):
            recorder.startClock { [weak application] in application?.now ?? .zero }
        case .replaying(let player):
            let strings = strings
            // The key-hint line says a replay is playing, until it ends.
            application.statusText = strings(.replaying)
            player.onFinish = { [weak root, weak application] outcome in
                application?.statusText = nil
                guard let root else { return }
                let text = outcome == .finished ? strings(.replayFinished) : strings(.replayStopped)
                Toast.show(text, in: root.navigationController?.topViewController?.view ?? root.view)
            }
            // From the run loop, not from inside this appearance callback: the first entries push pages.
            application.schedule(after: .zero) { [weak application] in
                guard let application else { return }
                player.start(
                    now: { [weak application] in application?.now ?? .zero },
                    schedule: { [weak application] delay, work in application?.schedule(after: delay, work) }
                )
            }
        }
    }
}

extension MVIEntryPoint {
    /// Reads a session tape recorded by this pattern (`mvx --replay FILE` checks it with this
    /// before the app starts): the header must name MVI, and every entry a screen and action of it.
    public static func loadTape(contentsOf url: URL) throws(TapeError) -> Tape {
        let tape = try Tape.load(contentsOf: url, actionTypes: TapeScreen.actionTypes)
        guard tape.header.pattern == pattern.rawValue else {
            throw TapeError(line: 1, reason: "recorded with pattern \"\(tape.header.pattern)\"; only \(pattern.rawValue) replays tapes")
        }
        guard let demo = DemoID(rawValue: tape.header.demo), recordableDemos.contains(demo) else {
            let recordable = DemoID.allCases.filter(recordableDemos.contains).map(\.rawValue).joined(separator: ", ")
            throw TapeError(line: 1, reason: "demo \"\(tape.header.demo)\" has no session tapes (only \(recordable) have)")
        }
        guard Language(rawValue: tape.header.language) != nil else {
            throw TapeError(line: 1, reason: "unknown language \"\(tape.header.language)\"")
        }
        return tape
    }
}
