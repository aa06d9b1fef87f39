/// A key a responder answers by name rather than in ``Responder/handleKey(_:)``, with what the
/// key-hint line says of it — shaped like UIKit's `UIKeyCommand`.
///
/// The window runs a command where the responder chain reaches its responder: after the
/// responders below it declined the key. A command that ``wantsPriorityOverSystemBehavior``
/// runs first instead, before the first responder sees the key (a row's buttons, a table's
/// keys). A modal's chain does not reach the screen below it, so neither kind runs under an alert.
@MainActor
public struct KeyCommand {
    /// The keys that run it (Tab and Shift-Tab for a pair of tabs, say).
    public var inputs: [Key]
    /// What the key-hint line says of it; nil for a command the line does not name.
    public var hint: KeyHint?
    /// Whether it runs before the first responder sees the key, as UIKit's property of that name.
    public var wantsPriorityOverSystemBehavior: Bool
    /// Whether it runs now, and its hint shows: `d Delete` only while a row is selected, say. A
    /// command that is not enabled lets its key go on up the chain. Always, unless told otherwise.
    public var isEnabled: @MainActor () -> Bool
    /// Runs when one of ``inputs`` is pressed; it is told which.
    public var action: @MainActor (Key) -> Void

    /// A command: any of `inputs` runs `action` while `isEnabled`; `hint` names it on the key-hint line.
    public init(inputs: [Key], hint: KeyHint? = nil, wantsPriorityOverSystemBehavior: Bool = false,
                isEnabled: @escaping @MainActor () -> Bool = { true }, action: @escaping @MainActor (Key) -> Void) {
        self.inputs = inputs
        self.hint = hint
        self.wantsPriorityOverSystemBehavior = wantsPriorityOverSystemBehavior
        self.isEnabled = isEnabled
        self.action = action
    }

    /// A command for one key.
    public init(input: Key, hint: KeyHint? = nil, wantsPriorityOverSystemBehavior: Bool = false,
                isEnabled: @escaping @MainActor () -> Bool = { true }, action: @escaping @MainActor () -> Void) {
        self.init(inputs: [input], hint: hint, wantsPriorityOverSystemBehavior: wantsPriorityOverSystemBehavior,
                  isEnabled: isEnabled) { _ in action() }
    }
}

extension Responder {
    /// Runs this responder's first enabled command for `key` of the given priority; whether there was one.
    func performKeyCommand(for key: Key, priority: Bool) -> Bool {
        guard let command = keyCommands.first(where: {
            $0.wantsPriorityOverSystemBehavior == priority && $0.inputs.contains(key) && $0.isEnabled()
        }) else { return false }
        command.action(key)
        return true
    }
}
