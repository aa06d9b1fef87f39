import Domain

/// A page of `label   value` lines (User detail, Draft detail).
@MainActor
public protocol FieldListPageView: AnyObject {
    /// The screen's title.
    func setTitle(_ title: String)
    /// The lines, in order.
    func setFields(_ fields: [FieldViewData])
}

/// One `label   value` line.
public struct FieldViewData: Equatable, Sendable {
    /// The label (may be empty).
    public var label: String
    /// The value.
    public var value: String

    /// Creates a line.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}

/// User detail: every field of the user, titled with the user's name.
@MainActor
public final class UserDetailPresenter {
    /// The page.
    public weak var view: (any FieldListPageView)?
    /// The user shown.
    public let user: User
    private let strings: Localizer

    /// Creates the detail page of `user`.
    public init(user: User, strings: Localizer) {
        self.user = user
        self.strings = strings
    }

    /// The page loaded.
    public func viewDidLoad() {
        view?.setTitle(user.name)
        view?.setFields([
            FieldViewData(label: strings(.idLabel), value: String(user.id)),
            FieldViewData(label: strings(.name), value: user.name),
            FieldViewData(label: strings(.summaryLabel), value: user.summary),
            FieldViewData(label: strings(.postsLabel), value: String(user.postCount)),
            FieldViewData(label: strings(.friendsTitle), value: String(user.friendCount)),
            FieldViewData(label: strings(.isFollowingLabel), value: user.isFollowing ? strings(.yes) : strings(.no)),
        ])
    }
}
