import MVVMViewModels
import PatternKit
import SceneViews
import TerminalUI

/// A role's login form, bound to a ``LoginViewModel``: the fields feed its inputs, its status
/// and HUD outputs drive the form. Both roles use this one screen over one view model type.
final class LoginViewController: ViewController {
    private let viewModel: LoginViewModel
    private let form = LoginFormView()
    private var bindings: [ObservationToken] = []

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.title
    }

    override func loadView() { view = form }

    override var preferredFocusedView: View? { form.usernameField }

    override func viewDidLoad() {
        super.viewDidLoad()
        form.header = viewModel.header
        form.setTitles(username: viewModel.usernameLabel, password: viewModel.passwordLabel, logIn: viewModel.logInTitle)
        form.usernameField.onChange = { [weak viewModel] text in viewModel?.usernameChanged(text) }
        form.passwordField.onChange = { [weak viewModel] text in viewModel?.passwordChanged(text) }
        form.onSubmit = { [weak viewModel] in viewModel?.submitTapped() }
        track(viewModel.pendingWork)
        let viewModel = viewModel, form = form
        bindings = [
            observe({ viewModel.status }) { status in form.status = status },
            observe({ viewModel.isLoggingIn }) { loggingIn in
                if loggingIn { HUD.show(in: form, text: viewModel.loggingInText) } else { HUD.hide(for: form) }
            },
        ]
    }
}
