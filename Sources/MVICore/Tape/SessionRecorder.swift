import Foundation

/// Records a session: every action each attached root store receives, with the screen it went to
/// and when, appended to a ``TapeWriter`` as it happens.
///
/// ```swift
/// let recorder = try SessionRecorder(writer: TapeWriter(url: url, header: header))
/// let store = Store(initialState: …, reducer: …)
/// recorder.attach(store, kind: "profile")      // "profile-1"
/// recorder.startClock { application.now }     // once the app's clock is reachable
/// ```
///
/// Attach a store as soon as it is made (before its view sends `viewDidLoad`); stores of the
/// same kind get keys in the order they are attached, which is what lets a ``SessionPlayer`` find
/// the same screens again.
@MainActor
public final class SessionRecorder {
    private let writer: TapeWriter
    private var keys = ScreenKeys()
    private var now: (@MainActor () -> Duration)?
    private var origin: Duration = .zero

    /// How many entries were written.
    public private(set) var entryCount = 0
    /// The first write that failed; recording stopped there.
    public private(set) var writeError: (any Error)?

    /// A recorder appending to `writer`.
    public init(writer: TapeWriter) {
        self.writer = writer
    }

    /// Records everything `store` receives, under the next key of `kind`; returns the key.
    @discardableResult
    public func attach<State, Action: Encodable>(_ store: Store<State, Action>, kind: String) -> String {
        let key = keys.next(kind)
        store.onAction { [weak self] action in self?.record(action, screen: key) }
        return key
    }

    /// Times entries by `now` from here on, counting from its current value (entries recorded
    /// before have time zero). Later calls do nothing.
    public func startClock(_ now: @escaping @MainActor () -> Duration) {
        guard self.now == nil else { return }
        self.now = now
        origin = now()
    }

    private func record(_ action: some Encodable, screen: String) {
        guard writeError == nil else { return }
        let time = now.map { $0() - origin } ?? .zero
        do {
            try writer.append(time: time, screen: screen, action: action)
            entryCount += 1
        } catch {
            writeError = error
        }
    }
}

/// Hands out screen keys: `kind-1`, `kind-2`, … in the order stores of a kind are attached.
struct ScreenKeys {
    private var counts: [String: Int] = [:]

    mutating func next(_ kind: String) -> String {
        let count = counts[kind, default: 0] + 1
        counts[kind] = count
        return "\(kind)-\(count)"
    }
}
