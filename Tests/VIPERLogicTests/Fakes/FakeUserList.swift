import Domain
import VIPERLogic

/// Records the user list page.
@MainActor
final class FakeUserListView: UserListViewInterface {
    var title = ""
    var loading = false
    var rows: [UserRowDisplayData] = []
    var error: String?
    var empty: String?
    var toasts: [String] = []
    func setTitle(_ title: String) { self.title = title }
    func showLoading(_ text: String) { loading = true }
    func hideLoading() { loading = false }
    func showUsers(_ rows: [UserRowDisplayData]) { self.rows = rows }
    func updateUser(_ row: UserRowDisplayData, at index: Int) { rows[index] = row }
    func showError(_ error: ListError) { self.error = error.message }
    func showEmpty(_ message: String) { empty = message }
    func showToast(_ text: String) { toasts.append(text) }
    var confirmations: [String] = []
    var answer = true
    func showConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        confirmations.append(confirmation.message)
        if answer { onConfirm() }
    }
}

/// A user list interactor that records what its presenter asks.
@MainActor
final class FakeUserListInteractor: UserListInteractorInput {
    enum Call: Equatable { case load, setFollowing(Bool, User.ID) }
    var calls: [Call] = []
    func load() async { calls.append(.load) }
    func setFollowing(_ following: Bool, userID: User.ID) async { calls.append(.setFollowing(following, userID)) }
}

/// Records what the user list interactor reports.
@MainActor
final class FakeUserListInteractorOutput: UserListInteractorOutput {
    enum Report: Equatable {
        case loaded([User]), failed(AppError), updated(User, at: Int), followFailed(following: Bool), followChanged(from: Bool, to: Bool)
    }
    var reports: [Report] = []
    func interactorDidLoad(_ users: [User]) { reports.append(.loaded(users)) }
    func interactorDidFailToLoad(_ error: AppError) { reports.append(.failed(error)) }
    func interactorDidUpdate(_ user: User, at index: Int) { reports.append(.updated(user, at: index)) }
    func interactorFollowFailed(following: Bool) { reports.append(.followFailed(following: following)) }
    func interactorDidChangeFollowing(from wasFollowing: Bool, to isFollowing: Bool) {
        reports.append(.followChanged(from: wasFollowing, to: isFollowing))
    }
}
