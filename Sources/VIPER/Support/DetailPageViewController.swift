import Domain
import SceneViews
import TerminalUI
import VIPERLogic

/// The view of the modules that only show fields (user detail, draft detail): a passive page
/// of `label   value` lines that its presenter fills in when the view loads.
final class DetailPageViewController: ViewController, DetailPageViewInterface {
    private let eventHandler: any DetailPageModuleInterface
    private let fieldList = FieldListView()

    /// Creates the page; it holds `eventHandler` (the presenter) for as long as it lives.
    init(eventHandler: any DetailPageModuleInterface) {
        self.eventHandler = eventHandler
        super.init()
    }

    override func loadView() { view = fieldList }

    override func viewDidLoad() {
        // mvx-mutate:equivalent-next-line VoidMethodCall: ViewController's viewDidLoad is empty (TerminalUI), so skipping it changes nothing
        super.viewDidLoad()
        eventHandler.viewDidLoad()
    }

    func setTitle(_ title: String) { self.title = title }

    func showFields(_ fields: [DetailField]) { fieldList.fields = fields.map { ($0.label, $0.value) } }
}
