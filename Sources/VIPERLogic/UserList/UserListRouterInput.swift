import Domain

/// Where a user list module can go: nowhere but a question to the user.
@MainActor
public protocol UserListRouterInput: AnyObject {
}
