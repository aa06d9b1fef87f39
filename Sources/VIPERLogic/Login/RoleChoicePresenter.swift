import Domain

/// `Who are you?`: the two roles; a row asks the router for that role's login module.
@MainActor
public final class RoleChoicePresenter: RoleChoiceModuleInterface {
    /// The page, held weakly (the view holds the presenter).
    public weak var view: (any RoleChoiceViewInterface)?
    private static let roles: [Role] = [.teacher, .student]
    private let router: any RoleChoiceRouterInput
    private let strings: Localizer

    /// Creates the presenter over its router.
    public init(router: any RoleChoiceRouterInput, strings: Localizer) {
        self.router = router
        self.strings = strings
    }

    public func viewDidLoad() {
        view?.show(title: strings(.whoAreYou), rows: Self.roles.map { strings(.iAm($0)) })
    }

    public func selectRow(at index: Int) {
        guard Self.roles.indices.contains(index) else { return }
        router.showLogin(for: Self.roles[index])
    }
}
