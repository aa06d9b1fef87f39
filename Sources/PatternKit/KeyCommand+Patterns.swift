import TerminalUI

extension KeyCommand {
    /// `a` / `+` adds (the to-do list's Add sheet); the key-hint line says `a Add`.
    public static func add(_ action: @escaping @MainActor () -> Void) -> KeyCommand {
        KeyCommand(inputs: [.character("a"), .character("+")], hint: KeyHint("a", .add)) { _ in action() }
    }

    /// `d` / Delete deletes what is selected, while `isEnabled` (a row is selected); the key-hint
    /// line says `d Delete` then.
    public static func delete(isEnabled: @escaping @MainActor () -> Bool, _ action: @escaping @MainActor () -> Void) -> KeyCommand {
        KeyCommand(inputs: [.character("d"), .delete], hint: KeyHint("d", .delete), isEnabled: isEnabled) { _ in action() }
    }

    /// `+` presses the `+` button of the selected counter row, while `isEnabled` (a row is
    /// selected); the row's button says so, the key-hint line does not.
    public static func plus(isEnabled: @escaping @MainActor () -> Bool, _ action: @escaping @MainActor () -> Void) -> KeyCommand {
        KeyCommand(input: .character("+"), isEnabled: isEnabled, action: action)
    }
}
