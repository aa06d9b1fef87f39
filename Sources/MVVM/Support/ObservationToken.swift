import Observation
import TerminalUI

/// A live binding from observable view-model state to a view, made by ``observe(_:)`` or
/// ``observe(_:then:)``; it lasts until ``cancel()`` or until the token is released.
///
/// The tracked closure runs at once and records what it reads (Observation's
/// `withObservationTracking`). When any of that changes, the binding runs again on the
/// main actor, right after the change (not inside it), and tracks afresh: at the start of the
/// next frame (``Application/addFrameStartHandler(_:)``), so a key's change is drawn in the key's
/// own frame, or on the next turn of the run loop when no frame comes first. Bindings that
/// changed together run again together, in the order they were made — so a table reloads
/// before the row selection that follows its reload.
///
/// ``cancel()`` also ends the tracking inside the models: a plain `withObservationTracking`
/// stays registered with every model it read until one of them changes — for a list's rows
/// scrolled past, that is never, so each reuse of a cell left a registration behind (2.8 MiB
/// after scrolling 10,000 rows, and more with every pass; docs/benchmarks.md, "Memory").
@MainActor
package final class ObservationToken {
    private let run: @MainActor (ObservationToken) -> Void
    private let order: Int
    private(set) var isCancelled = false
    /// Read by every run of the binding, written by ``cancel()``: that write is a change the
    /// tracking hears, and Observation then removes it from every model it read.
    fileprivate let end = TrackingEnd()

    /// How many trackings are registered and not yet ended, across all bindings (for tests).
    package private(set) static var liveTrackings = 0

    fileprivate init(run: @escaping @MainActor (ObservationToken) -> Void) {
        self.run = run
        Self.madeCount += 1
        order = Self.madeCount
    }

    /// Stops the binding: it does not run again, and no model keeps its registration.
    package func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        end.isEnded = true
    }

    fileprivate func update() {
        guard !isCancelled else { return }
        run(self)
    }

    /// Called (synchronously, in the property's `willSet`) when something read last time
    /// changes, or when the binding is cancelled.
    fileprivate func invalidate() {
        guard !isCancelled else { return }
        Self.schedule(self)
    }

    /// Runs `read` with its reads tracked (and the token's own end); the first change to any of
    /// them calls `invalidate()` once.
    fileprivate func track<Value>(_ read: @MainActor () -> Value) -> Value {
        let end = end
        Self.liveTrackings += 1
        return withObservationTracking({ _ = end.isEnded; return read() }, onChange: { [weak self] in
            // View models are main-actor objects, so their changes — and this call — happen on
            // the main actor.
            MainActor.assumeIsolated {
                ObservationToken.liveTrackings -= 1
                self?.invalidate()
            }
        })
    }

    // MARK: Batching the re-runs

    /// A due re-run; weak, so a binding released meanwhile (its screen closed) just does not run.
    private struct Due {
        weak var token: ObservationToken?
        let order: Int
    }

    private static var madeCount = 0
    private static var pending: [Due] = []

    private static func schedule(_ token: ObservationToken) {
        if !flushesAtFrameStart {
            flushesAtFrameStart = true
            Application.addFrameStartHandler { flush() }
        }
        if pending.isEmpty {
            Task { @MainActor in flush() }
        }
        pending.append(Due(token: token, order: token.order))
    }

    /// Whether ``flush()`` is registered to run at the start of every frame.
    private static var flushesAtFrameStart = false

    /// Runs the due re-runs now instead of on the next main-actor turn (for `mvx bench binding`,
    /// which times a change reaching its view without waiting for a turn of the run loop).
    package static func flushNow() { flush() }

    private static func flush() {
        guard !pending.isEmpty else { return }
        let due = pending.sorted { $0.order < $1.order }
        pending.removeAll()
        for entry in due { entry.token?.update() }
    }
}

/// Runs `apply` now and again whenever the observable state it read changes.
///
/// ```swift
/// bindings.append(observe { [weak self] in
///     self?.headerView.name = viewModel.name
///     self?.headerView.postsText = viewModel.postsText
/// })
/// ```
@MainActor
package func observe(_ apply: @escaping @MainActor () -> Void) -> ObservationToken {
    observe(apply, then: { _ in })
}

/// Runs `read` now and again whenever the observable state it read changes, passing its
/// result to `apply`, which is not tracked (it may push screens or present alerts without
/// the binding depending on what those read).
@MainActor
package func observe<Value>(_ read: @escaping @MainActor () -> Value, then apply: @escaping @MainActor (Value) -> Void) -> ObservationToken {
    let token = ObservationToken { token in
        apply(token.track(read))
    }
    token.update()
    return token
}

/// The one observable flag of a binding: see ``ObservationToken/cancel()``.
@Observable @MainActor
fileprivate final class TrackingEnd {
    var isEnded = false
}
