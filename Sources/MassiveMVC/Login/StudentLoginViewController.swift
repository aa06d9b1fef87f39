import Domain
import SceneViews
import TerminalUI

/// The student's login screen. Massive MVC keeps the login logic in the screen, so the
/// teacher's screen (``TeacherLoginViewController``) has its own copy of it — the duplication
/// the refactoring article starts from.
final class StudentLoginViewController: ViewController {
    private let services: Services
    private let strings: Localizer
    private let form = LoginFormView()
    private var isLoggingIn = false

    init(services: Services, strings: Localizer) {
        self.services = services
        self.strings = strings
        super.init()
        title = strings(.loginTitle(.student))
    }

    override func loadView() { view = form }

    override var preferredFocusedView: View? { form.usernameField }

    override func viewDidLoad() {
        super.viewDidLoad()
        form.header = strings(.loginHeader(.student))
        form.setTitles(username: strings(.username), password: strings(.password), logIn: strings(.logIn))
        form.onSubmit = { [weak self] in self?.logIn() }
    }

    private func logIn() {
        guard !isLoggingIn else { return }
        let username = form.username, password = form.password
        if username.isBlank || password.isEmpty {
            form.status = strings(.enterUsernameAndPassword)
            return
        }
        isLoggingIn = true
        form.status = ""
        HUD.show(in: view, text: strings(.loggingIn))
        let services = services
        spawn { [weak self] in
            let result = await Result(catching: { try await services.login.logIn(username: username, password: password) })
            guard let self else { return }
            self.isLoggingIn = false
            HUD.hide(for: self.view)
            switch result {
            case .success(let session) where session.user.role == .student:
                self.form.status = self.strings(.loggedIn(self.strings.displayName(of: session.user)))
            case .success:
                self.form.status = self.strings(.accountIsNot(.student))
            case .failure(let error):
                self.form.status = self.strings.message(for: error)
            }
        }
    }
}
