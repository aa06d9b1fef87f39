import Domain
import MVCPlusKit
import MVCPlusLogic
import PatternKit
import TerminalUI

/// What both base controllers do: create the template on the screen's channel, hand the scene
/// controller the channel and the navigation, forward the keys no view used to the template.
@MainActor
protocol TemplateHosting: ViewController, SceneNavigator {
    var controller: any SceneController { get }
    var channel: Channel { get }
    var template: (any Template)? { get set }
    var makeTemplate: @MainActor (ChannelScope) -> any Template { get }
}

extension TemplateHosting {
    /// The screen's namespace on the demo's channel.
    var scope: ChannelScope { channel.scope(controller.namespace) }

    func loadTemplate() {
        let template = makeTemplate(scope)
        self.template = template
        view = template.view
        keyCommands = template.keyCommands
    }

    func startController() {
        track(controller.pendingWork)
        controller.navigator = self
        scope.subscribe(SceneKeys.title, by: self) { [weak self] title in self?.title = title }
        controller.viewDidLoad(channel: scope)
    }

    // MARK: SceneNavigator

    func push(_ next: any SceneController) {
        navigationController?.pushViewController(Screens.make(next, channel: channel))
    }

    func present(_ next: any SceneController) {
        present(Screens.make(next, channel: channel), animated: true)
    }

    func close() { dismiss(animated: true) }

    func confirm(_ confirmation: Confirmation, onAnswer: @escaping @MainActor (Bool) -> Void) {
        presentConfirmation(confirmation, onAnswer: onAnswer)
    }
}

/// MVC+'s base controller: the only controller that holds a template. It creates the template
/// and renders it; the scene controller it hosts (UI-free) never sees a view.
final class TemplateViewController: ViewController, TemplateHosting {
    let controller: any SceneController
    let channel: Channel
    let makeTemplate: @MainActor (ChannelScope) -> any Template
    var template: (any Template)?

    /// Hosts `controller`, rendered by the template `makeTemplate` makes on `channel`.
    init(controller: any SceneController, channel: Channel, template makeTemplate: @escaping @MainActor (ChannelScope) -> any Template) {
        self.controller = controller
        self.channel = channel
        self.makeTemplate = makeTemplate
        super.init()
        title = controller.title
    }

    override func loadView() { loadTemplate() }

    override var preferredFocusedView: View? { template?.preferredFocusedView }

    override func viewDidLoad() {
        super.viewDidLoad()
        startController()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        controller.viewWillAppear()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        controller.viewDidDisappear()
    }
}

/// The base controller of a scene shown as a sheet (the to-do list's Add): the same hosting,
/// with a sheet's manners (Esc cancels; no key reaches the screen underneath).
final class TemplateSheetController: SheetController, TemplateHosting {
    let controller: any SceneController
    let channel: Channel
    let makeTemplate: @MainActor (ChannelScope) -> any Template
    var template: (any Template)?

    /// Hosts `controller` as a sheet.
    init(controller: any SceneController, channel: Channel, template makeTemplate: @escaping @MainActor (ChannelScope) -> any Template) {
        self.controller = controller
        self.channel = channel
        self.makeTemplate = makeTemplate
        super.init()
        title = controller.title
    }

    override func loadView() { loadTemplate() }

    override var preferredFocusedView: View? { template?.preferredFocusedView }

    override func viewDidLoad() {
        super.viewDidLoad()
        startController()
    }

    /// Esc: the template publishes its cancel event; the scene decides.
    override func cancel() {
        if template?.cancel() != true { super.cancel() }
    }
}
