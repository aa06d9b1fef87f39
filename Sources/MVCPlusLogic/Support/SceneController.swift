import Domain
import MVCPlusKit

/// An MVC+ scene's controller: it holds the scene's model(s) and view model, starts the loads,
/// handles the model's states, and does what the view model hands it (requests, navigation).
/// It never creates or touches a view: it lives in a target that cannot import the toolkit,
/// and the base controller that hosts it owns the template (the one its ``kind`` names).
@MainActor
public protocol SceneController: AnyObject {
    /// Which scene it runs: the UI side renders each kind with its template.
    var kind: SceneKind { get }
    /// The screen's title.
    var title: String { get }
    /// The screen's namespace on the demo's channel (`counter`, `login.teacher`).
    var namespace: String { get }
    /// The work the scene started (the host hands it to the run loop; tests await it).
    var pendingWork: PendingWork { get }
    /// The host's navigation, set before ``viewDidLoad(channel:)``.
    var navigator: (any SceneNavigator)? { get set }
    /// The template is bound to `channel`: bind the view model to it and start the active flow.
    func viewDidLoad(channel: ChannelScope)
    /// The screen shows again (back from a pushed scene).
    func viewWillAppear()
    /// The screen left the stack or was covered for good.
    func viewDidDisappear()
}

/// The scenes of MVC+'s demos, one per scene controller: the UI side pairs each with its
/// template in one exhaustive switch.
public enum SceneKind: Sendable {
    case profile, blogDetail, userList, fieldList, counter, roleChoice, login, upcoming, addTodo, voice
}

extension SceneController {
    /// Default: nothing.
    public func viewDidDisappear() {}
    /// Default: nothing.
    public func viewWillAppear() {}
}

/// Keys every scene may publish on its own namespace, which its host (not its template) shows.
public enum SceneKeys {
    /// The screen's title, when it changes after the scene started (a profile's user name).
    public static let title = ChannelKey<String>("title")
}

/// What a scene controller may ask of the UI that hosts it, without seeing a view: other
/// scenes and a question. (What a screen shows, toasts included, goes through the channel.)
@MainActor
public protocol SceneNavigator: AnyObject {
    /// Pushes the scene `controller` runs.
    func push(_ controller: any SceneController)
    /// Presents the scene `controller` runs as a sheet over this one.
    func present(_ controller: any SceneController)
    /// Closes this scene (a sheet).
    func close()
    /// Asks `confirmation`; `onAnswer` gets OK (`true`) or Cancel.
    func confirm(_ confirmation: Confirmation, onAnswer: @escaping @MainActor (Bool) -> Void)
}
