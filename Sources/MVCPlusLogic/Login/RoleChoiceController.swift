import Domain
import MVCPlusKit

/// `Who are you?`: the view model lists the roles; choosing one is navigation, which the view
/// model hands here, and this controller pushes that role's login scene.
@MainActor
public final class RoleChoiceController: SceneController, RoleChoiceViewModelDelegate {
    public let kind = SceneKind.roleChoice
    public let title: String
    public let namespace = "login"
    public let pendingWork = PendingWork()
    public weak var navigator: (any SceneNavigator)?
    /// The view model.
    public let viewModel: RoleChoiceViewModel
    private let service: any LoginService
    private let strings: Localizer

    /// The choice; each role's scene logs in over `service`.
    public init(service: any LoginService, strings: Localizer) {
        self.service = service
        self.strings = strings
        title = strings(.whoAreYou)
        viewModel = RoleChoiceViewModel(strings: strings)
        viewModel.delegate = self
    }

    public func viewDidLoad(channel: ChannelScope) {
        viewModel.bind(to: channel)
    }

    public func roleChoiceViewModel(_ viewModel: RoleChoiceViewModel, didChoose role: Role) {
        navigator?.push(LoginController(role: role, service: service, strings: strings))
    }
}

/// What `Who are you?`'s view model hands its controller.
@MainActor
public protocol RoleChoiceViewModelDelegate: AnyObject {
    /// `role`'s row was chosen.
    func roleChoiceViewModel(_ viewModel: RoleChoiceViewModel, didChoose role: Role)
}

/// `Who are you?`'s logic: the rows, and which role a chosen row means.
@MainActor
public final class RoleChoiceViewModel {
    /// The roles, in the order the rows list them.
    public static let roles: [Role] = [.teacher, .student]
    /// The controller, for navigation.
    public weak var delegate: (any RoleChoiceViewModelDelegate)?
    private let strings: Localizer

    /// A view model whose texts are in `strings`' language.
    public init(strings: Localizer) { self.strings = strings }

    /// The rows' texts.
    public var rows: [String] { Self.roles.map { strings(.iAm($0)) } }

    /// Publishes the rows and listens for a choice.
    public func bind(to channel: ChannelScope) {
        channel.subscribe(RoleChoiceKeys.selected, by: self) { [weak self] index in self?.choose(index) }
        channel.publish(RoleChoiceKeys.rows, rows, from: self)
    }

    /// Row `index` was chosen.
    public func choose(_ index: Int) {
        guard Self.roles.indices.contains(index) else { return }
        delegate?.roleChoiceViewModel(self, didChoose: Self.roles[index])
    }
}
