import Domain

/// Where a user list module can go: nowhere but a question to the user.
@MainActor
public protocol UserListRouterInput: AnyObject {
    /// Asks `confirmation`; OK runs `onConfirm`.
    func confirm(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void)
}
