import Domain
import VIPERLogic

/// Records the blog detail page.
@MainActor
final class FakeBlogDetailView: BlogDetailViewInterface {
    var shown: BlogDetailDisplayData?
    var toasts: [String] = []
    func show(_ blog: BlogDetailDisplayData) { shown = blog }
    func showToast(_ text: String) { toasts.append(text) }
    var confirmations: [String] = []
    var answer = true
    func showConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        confirmations.append(confirmation.message)
        if answer { onConfirm() }
    }
}

/// A blog detail interactor that records what its presenter asks.
@MainActor
final class FakeBlogDetailInteractor: BlogDetailInteractorInput {
    enum Call: Equatable { case findBlog, setLiked(Bool), share }
    var calls: [Call] = []
    func findBlog() { calls.append(.findBlog) }
    func setLiked(_ liked: Bool) async { calls.append(.setLiked(liked)) }
    func share() async { calls.append(.share) }
}

/// Records what the blog detail interactor reports.
@MainActor
final class FakeBlogDetailInteractorOutput: BlogDetailInteractorOutput {
    var updates: [BlogEntry] = []
    var likeFailures = 0
    var shares: [Bool] = []
    func interactorDidUpdate(_ blog: BlogEntry) { updates.append(blog) }
    func interactorLikeFailed() { likeFailures += 1 }
    func interactorDidShare(succeeded: Bool) { shares.append(succeeded) }
}
