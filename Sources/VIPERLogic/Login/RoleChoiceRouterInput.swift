import Domain

/// Where `Who are you?` goes: a role's login module.
@MainActor
public protocol RoleChoiceRouterInput: AnyObject {
    /// Opens the login module of `role`.
    func showLogin(for role: Role)
}
