/// An object that can receive keys and routed events, shaped like `UIResponder`.
///
/// Responders form a chain through ``next``:
/// a view → its superview (or, for a view controller's root view, that view controller) →
/// … → a view controller → its parent or presenting view controller → the ``Window`` → the ``Application``.
///
/// **Keys** go first to the window's first responder (a focused ``TextField``, the focused
/// ``TableView``, an ``AlertController``'s view …) and then up the chain until some
/// ``handleKey(_:)`` returns `true`; the application's global bindings come last.
///
/// **Routed events** are the "event router" of MVVM-style code: a cell's button calls
/// `routeEvent(FollowEvent(userID: 7))` — a ``ResponderEvent``, a value of a type of its own — and
/// the event climbs the same chain until a responder that knows its type handles it (override
/// ``routeEvent(_:)``, handle the types you know, and call `super` for the rest).
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end.
    open var next: Responder? { nil }

    /// Passes a routed event on up the responder chain, to ``next``.
    ///
    /// Override to handle the event types you understand (`routed.event as? FollowEvent`) and call
    /// `super` for the others. ``TableViewCell`` sets the event's ``RoutedEvent/indexPath`` on the
    /// way through.
    open func routeEvent(_ routed: RoutedEvent) {
        next?.routeEvent(routed)
    }

    /// Sends `event` up the responder chain, starting here.
    public final func routeEvent(_ event: some ResponderEvent) {
        routeEvent(RoutedEvent(event))
    }

    /// The keys this responder answers now, for the key-hint line (``KeyHint``): the window
    /// shows those of the first responder and of everything up its chain. None by default.
    open var keyHints: [KeyHint] { [] }

    /// Whether the hints of the responders after this one show too; `false` for a modal (an
    /// alert, a sheet, a HUD) that keeps keys from the screen below: only the application's
    /// global hints follow it.
    open var passesKeyHintsUp: Bool { true }

    /// Keys this responder answers before the first responder sees them (``KeyCommand``); none by
    /// default. Their hints show on the key-hint line ahead of ``keyHints``.
    open var keyCommands: [KeyCommand] { [] }

    /// Handles a key press. Return `true` when handled; the default returns `false`, which passes the key to ``next``.
    open func handleKey(_ key: Key) -> Bool { false }

    /// Handles pasted text (bracketed paste). Return `true` when handled; the default returns `false`.
    open func handlePaste(_ text: String) -> Bool { false }

    /// Whether this responder can take keyboard focus. The default is `false`.
    open var canBecomeFirstResponder: Bool { false }

    /// The window whose first responder this may be; `nil` when not on screen.
    open var responderWindow: Window? { nil }

    /// Whether this responder currently has keyboard focus.
    public var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// Asks to take keyboard focus. Returns whether it did (or, when not yet on screen, whether the
    /// request was remembered for when its view controller appears).
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up keyboard focus. Returns `true` when this responder no longer has focus.
    ///
    /// The window then focuses the first focusable view of the front-most view controller (which may
    /// be this one again if it is the only one).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = responderWindow, window.firstResponder === self else { return true }
        window.setFirstResponder(nil)
        return true
    }

    /// Called after this responder became the window's first responder.
    open func didBecomeFirstResponder() {}

    /// Called after this responder stopped being the window's first responder.
    open func didResignFirstResponder() {}

    /// The application this responder belongs to, found by walking the responder chain.
    public var application: Application? {
        var responder: Responder? = self
        var steps = 0
        while let current = responder, steps < 10_000 {
            if let app = current as? Application { return app }
            responder = current.next
            steps += 1
        }
        return nil
    }

    /// Starts asynchronous work tracked by the application (so the test driver's `runUntilIdle()`
    /// waits for it). Falls back to an untracked task when this responder is not attached to an application.
    @discardableResult
    public func spawn(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        if let app = application { return app.spawn(work) }
        return Task { @MainActor in await work() }
    }
}

/// An event a view sends up the responder chain (``Responder/routeEvent(_:)``):
/// a value of a type of its own, such as `FollowEvent(userID: 7)`, which the responder that
/// knows the type handles.
public protocol ResponderEvent: Sendable {}

/// A ``ResponderEvent`` on its way up the responder chain, with the table row it came from.
public struct RoutedEvent: Sendable {
    /// What happened.
    public let event: any ResponderEvent
    /// The row of the ``TableViewCell`` the event passed, if it came from one.
    public internal(set) var indexPath: IndexPath?

    /// `event`, not yet through a cell.
    public init(_ event: some ResponderEvent) {
        self.event = event
    }
}
