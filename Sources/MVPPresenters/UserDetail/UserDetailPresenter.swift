import Domain

/// A page of `label   value` lines (User detail, Draft detail).
@MainActor
public protocol FieldListPageView: AnyObject {
    /// The screen's title.
    func setTitle(_ title: String)
    /// The lines, in order.
    func setFields(_ fields: [FieldViewData])
}

/// The presenter of a ``FieldListPageView``: one view type serves every such page.
@MainActor
public protocol FieldListPagePresenter: AnyObject {
    /// The page, held weakly.
    var view: (any FieldListPageView)? { get set }
    /// The view loaded: fill in the title and the lines.
    func viewDidLoad()
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
public final class UserDetailPresenter: FieldListPagePresenter {
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
        view?.setFields(strings.detailFields(of: user).map { FieldViewData(label: $0.label, value: $0.value) })
    }
}
