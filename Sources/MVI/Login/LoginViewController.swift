import Domain
import MVICore
import MVIFeatures
import SceneViews
import TerminalUI

/// A role's login form rendering its scope of ``RoleChoiceFeature`` (one ``LoginFeature``
/// reducer for both roles): typing and submitting become actions, the state draws the form.
final class LoginViewController: ViewController {
    private let store: Store<LoginFeature.State, LoginFeature.Action>
    private let strings: Localizer
    private let form = LoginFormView()
    private var observation: StoreObservation?
    // mvx-mutate:equivalent-next-line BooleanLiteral: true only makes the first render (not logging in yet) hide a HUD the form does not have (HUD.hide is then a no-op) and set it false
    private var isShowingHUD = false

    init(store: Store<LoginFeature.State, LoginFeature.Action>, strings: Localizer) {
        self.store = store
        self.strings = strings
        super.init()
        title = strings(.loginTitle(store.state.role))
    }

    override func loadView() { view = form }

    override var preferredFocusedView: View? { form.usernameField }

    override func viewDidLoad() {
        // mvx-mutate:equivalent-next-line VoidMethodCall: ViewController's viewDidLoad is empty (TerminalUI), so skipping it changes nothing
        super.viewDidLoad()
        let store = store
        form.header = strings(.loginHeader(store.state.role))
        form.setTitles(username: strings(.username), password: strings(.password), logIn: strings(.logIn))
        form.usernameField.onChange = { store.send(.usernameChanged($0)) }
        form.passwordField.onChange = { store.send(.passwordChanged($0)) }
        form.onSubmit = { store.send(.submitTapped) }
        observation = store.observe { [weak self] state in self?.render(state) }
    }

    private func render(_ state: LoginFeature.State) {
        form.status = state.status
        if state.isLoggingIn != isShowingHUD {
            isShowingHUD = state.isLoggingIn
            if isShowingHUD { HUD.show(in: form, text: strings(.loggingIn)) } else { HUD.hide(for: form) }
        }
    }
}
