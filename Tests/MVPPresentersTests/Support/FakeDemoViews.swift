import Domain
import MVPPresenters

/// A fake list page with a title and single-row reloads: the counter and voice lists.
@MainActor
final class FakeRowListView: FakePromptingView, CounterListViewInterface, VoiceListViewInterface {
    var title = ""
    var isLoading = false
    var error: ErrorViewData?
    var reloads = 0
    var reloadedRows: [Int] = []

    func setTitle(_ title: String) { self.title = title }
    func showLoading(_ text: String) { isLoading = true }
    func hideLoading() { isLoading = false }
    func showError(_ error: ErrorViewData) { self.error = error }
    func hideError() { error = nil }
    func reloadData() { reloads += 1 }
    func reloadRow(at index: Int) { reloadedRows.append(index) }
}

/// A fake login form: the fields a test types into, and what the presenter showed.
@MainActor
final class FakeLoginView: LoginViewInterface {
    var enteredUsername = ""
    var enteredPassword = ""
    var texts: LoginFormTexts?
    var status = ""
    var isLoading = false
    var loadingShown = 0

    func setTexts(_ texts: LoginFormTexts) { self.texts = texts }
    func showStatus(_ status: String) { self.status = status }
    func showLoading(_ text: String) { isLoading = true; loadingShown += 1 }
    func hideLoading() { isLoading = false }
}

/// A fake `Who are you?` page.
@MainActor
final class FakeRoleChoiceView: RoleChoiceViewInterface {
    var title = ""
    var opened: [LoginPresenter] = []

    func setTitle(_ title: String) { self.title = title }
    func showLogin(_ presenter: LoginPresenter) { opened.append(presenter) }
}
