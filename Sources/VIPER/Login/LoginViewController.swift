import PatternKit
import SceneViews
import TerminalUI
import VIPERLogic

/// A role's login form as a passive VIPER view: it shows the texts and status it is given and
/// reports a submission with what was typed.
final class LoginViewController: ViewController, LoginViewInterface {
    private let eventHandler: any LoginModuleInterface
    private let form = LoginFormView()

    /// Creates the page; it holds `eventHandler` (the presenter) for as long as it lives.
    init(eventHandler: any LoginModuleInterface) {
        self.eventHandler = eventHandler
        super.init()
        track(eventHandler.pendingWork)
    }

    override func loadView() { view = form }

    override var preferredFocusedView: View? { form.usernameField }

    override func viewDidLoad() {
        super.viewDidLoad()
        form.onSubmit = { [weak self] in
            guard let self else { return }
            self.eventHandler.submit(username: self.form.username, password: self.form.password)
        }
        eventHandler.viewDidLoad()
    }

    func setTexts(_ texts: LoginFormDisplayData) {
        title = texts.title
        form.header = texts.header
        form.setTitles(username: texts.username, password: texts.password, logIn: texts.logIn)
    }

    func showStatus(_ status: String) { form.status = status }

    func showLoading(_ text: String) { HUD.show(in: form, text: text) }

    func hideLoading() { HUD.hide(for: form) }
}
