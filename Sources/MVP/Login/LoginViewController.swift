import MVPPresenters
import PatternKit
import SceneViews
import TerminalUI

/// A role's login form as a passive ``MVPPresenters/LoginViewInterface``: both roles use this
/// one view class over one presenter type.
final class LoginViewController: ViewController, LoginViewInterface {
    private let presenter: LoginPresenter
    private let form = LoginFormView()

    init(presenter: LoginPresenter) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() { view = form }

    override var preferredFocusedView: View? { form.usernameField }

    override func viewDidLoad() {
        super.viewDidLoad()
        track(presenter.pendingWork)
        presenter.view = self
        form.onSubmit = { [weak presenter] in presenter?.didSubmit() }
        presenter.viewDidLoad()
    }

    var enteredUsername: String { form.username }

    var enteredPassword: String { form.password }

    func setTexts(_ texts: LoginFormTexts) {
        title = texts.title
        form.header = texts.header
        form.setTitles(username: texts.username, password: texts.password, logIn: texts.logIn)
    }

    func showStatus(_ status: String) { form.status = status }

    func showLoading(_ text: String) { HUD.show(in: form, text: text) }

    func hideLoading() { HUD.hide(for: form) }
}
