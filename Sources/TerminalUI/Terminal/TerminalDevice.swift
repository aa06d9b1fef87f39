/// A terminal the app draws to and reads input from: the real one (``POSIXTerminal``) or an
/// in-memory one for tests and benchmarks (``HeadlessTerminal``).
///
/// Devices are `Sendable` (their state is behind locks) so they can be used from the main actor
/// and from the tasks that read their events.
public protocol TerminalDevice: AnyObject, Sendable {
    /// The current size in cells.
    var size: Size { get }
    /// Enters the app's terminal mode: alternate screen, raw input, hidden cursor, bracketed paste,
    /// and (for a real terminal) signal handling. Throws when the terminal cannot be set up.
    func start() throws
    /// Restores the terminal exactly as it was before ``start()``. Safe to call more than once.
    func stop()
    /// Writes one frame's bytes (one `write(2)` per call; nothing for an empty array).
    func write(_ bytes: [UInt8])
    /// Keys, pastes and resizes, in order. One stream per device, for one consumer; it stays open
    /// across ``stop()``/``start()``.
    var events: AsyncStream<InputEvent> { get }
    /// Asks the device to hand each event to `handler` on the main thread as soon as it is read,
    /// instead of through ``events``, from the next ``start()``; returns whether it will (`nil` goes
    /// back to ``events``). ``POSIXTerminal`` can while ``MainLoop`` drives the main thread.
    func deliverEvents(to handler: (@MainActor @Sendable (InputEvent) -> Void)?) -> Bool
}

extension TerminalDevice {
    /// Devices deliver through ``events`` unless they say otherwise.
    public func deliverEvents(to handler: (@MainActor @Sendable (InputEvent) -> Void)?) -> Bool { false }
}
