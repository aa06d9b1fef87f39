import Domain
import MVPPresenters

/// A fake user list page (Friends / Suggested users).
@MainActor
final class FakeUserListView: FakePromptingView, UserListViewInterface {
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
