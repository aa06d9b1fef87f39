import Domain
import SceneViews
import TerminalUI

/// A role's login screen: the form, and the delegate of its own ``LoginController``. The
/// teacher's and the student's screens are two instances, each with its controller.
final class LoginViewController: ViewController, LoginControllerDelegate {
    private let controller: LoginController
    private let strings: Localizer
    private let form = LoginFormView()

    init(controller: LoginController, strings: Localizer) {
        self.controller = controller
        self.strings = strings
        super.init()
        title = strings(.loginTitle(controller.role))
    }

    override func loadView() { view = form }

    override var preferredFocusedView: View? { form.usernameField }

    override func viewDidLoad() {
        super.viewDidLoad()
        controller.delegate = self
        form.header = strings(.loginHeader(controller.role))
        form.setTitles(username: strings(.username), password: strings(.password), logIn: strings(.logIn))
        form.onSubmit = { [weak self] in
            guard let self, let request = self.controller.logIn(username: self.form.username, password: self.form.password) else { return }
            self.spawn { await request() }
        }
    }

    // MARK: LoginControllerDelegate

    func loginControllerDidStart(_ controller: LoginController) {
        form.status = ""
        HUD.show(in: form, text: strings(.loggingIn))
    }

    func loginController(_ controller: LoginController, didFinishWith status: String) {
        HUD.hide(for: form)
        form.status = status
    }
}
