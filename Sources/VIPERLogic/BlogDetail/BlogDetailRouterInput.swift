import Domain

/// Where the blog detail module can go: nowhere but a question to the user.
@MainActor
public protocol BlogDetailRouterInput: AnyObject {
}
