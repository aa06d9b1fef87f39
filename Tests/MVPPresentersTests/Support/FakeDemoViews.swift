import Domain
import MVPPresenters

/// A fake list page with a title and single-row reloads: the counter and voice lists.
@MainActor
final class FakeRowListView: FakePromptingView, CounterListViewInterface, VoiceListViewInterface {
    var title = ""
    var isLoading = false
    var error: ListError?
    var empty: String?
    var reloads = 0
    var reloadedRows: [Int] = []

    func setTitle(_ title: String) { self.title = title }
    func showLoading(_ text: String) { isLoading = true }
    func hideLoading() { isLoading = false }
    func showError(_ error: ListError) { self.error = error }
    func hideError() { error = nil; empty = nil }
    func showEmpty(_ message: String) { empty = message }
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

/// A fake `Upcoming` page: what the presenter showed, and the Add sheet it opened.
@MainActor
final class FakeUpcomingView: FakePromptingView, UpcomingViewInterface {
    var title = ""
    var error: ListError?
    var empty: String?
    var reloads = 0
    var loadingHidden = 0
    var selected: (row: Int, section: Int)?
    var addSheets: [AddTodoPresenter] = []

    func setTitle(_ title: String) { self.title = title }
    func showLoading(_ text: String) {}
    func hideLoading() { loadingHidden += 1 }
    func showError(_ error: ListError) { self.error = error; empty = nil }
    func hideError() { error = nil; empty = nil }
    func showEmpty(_ message: String) { empty = message }
    func reloadData() { reloads += 1 }
    func selectRow(_ row: Int, inSection section: Int) { selected = (row, section) }
    func showAddTodo(_ presenter: AddTodoPresenter) { addSheets.append(presenter) }
}

/// A fake Add sheet: the fields a test types into, and what the presenter set.
@MainActor
final class FakeAddTodoView: AddTodoViewInterface {
    var enteredName = ""
    var enteredDueDate = ""
    var texts: AddTodoTexts?
    var error = ""
    var closed = 0

    func setTexts(_ texts: AddTodoTexts) { self.texts = texts }
    func setDueDate(_ text: String) { enteredDueDate = text }
    func showFormError(_ message: String) { error = message }
    func close() { closed += 1 }
}
