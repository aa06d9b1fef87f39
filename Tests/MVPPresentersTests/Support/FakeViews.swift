import Domain
import MVPPresenters

/// Records what a presenter asked a page for: toasts and questions.
@MainActor
class FakePromptingView: PromptingView {
    var toasts: [String] = []
    var confirmations: [Confirmation] = []
    private var pendingConfirm: (@MainActor () -> Void)?

    func showToast(_ message: String) { toasts.append(message) }

    func showConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        confirmations.append(confirmation)
        pendingConfirm = onConfirm
    }

    /// Presses OK on the last question.
    func confirm() {
        let action = pendingConfirm
        pendingConfirm = nil
        action?()
    }
}

/// A fake blog or draft table.
@MainActor
final class FakeListView: FakePromptingView, BlogListView, DraftListView {
    var loadingTexts: [String] = []
    var isLoading = false
    var error: ErrorViewData?
    var footer = ""
    var reloads = 0
    var selectedRows: [Int?] = []
    var deletedRows: [Int] = []
    var blockingLoading = false
    var blockingLoadingShown = 0

    func showLoading(_ text: String) { loadingTexts.append(text); isLoading = true }
    func hideLoading() { isLoading = false }
    func showError(_ error: ErrorViewData) { self.error = error }
    func hideError() { error = nil }
    func setFooter(_ text: String) { footer = text }
    func reloadData() { reloads += 1 }
    func selectRow(at index: Int?) { selectedRows.append(index) }
    func deleteRow(at index: Int) { deletedRows.append(index) }
    func showBlockingLoading(_ text: String) { blockingLoading = true; blockingLoadingShown += 1 }
    func hideBlockingLoading() { blockingLoading = false }
}

/// A fake blog row.
@MainActor
final class FakeBlogCellView: BlogCellView {
    var title = ""
    var summary = ""
    var like = Like(title: "", isLiked: false)
    struct Like: Equatable { var title: String; var isLiked: Bool }
    var shareTitle = ""

    func setTitle(_ title: String) { self.title = title }
    func setSummary(_ summary: String) { self.summary = summary }
    func setLike(title: String, isLiked: Bool) { like = Like(title: title, isLiked: isLiked) }
    func setShareTitle(_ title: String) { shareTitle = title }
}

/// A fake draft row.
@MainActor
final class FakeDraftCellView: DraftCellView {
    var title = "", summary = "", edited = ""
    func setTitle(_ title: String) { self.title = title }
    func setSummary(_ summary: String) { self.summary = summary }
    func setEditedText(_ text: String) { edited = text }
}

/// A fake profile page: records titles, headers and the screens it was asked to open.
@MainActor
final class FakeProfileView: ProfileView {
    var titles: [String] = []
    var header: ProfileHeaderViewData?
    var ownControls: (discover: String, tabs: [String])?
    var shownTabs: [ProfileTab] = []
    var userDetail: UserDetailPresenter?
    var userList: UserListPresenter?
    var blogDetail: BlogDetailPresenter?
    var draftDetail: DraftDetailPresenter?

    func setTitle(_ title: String) { titles.append(title) }
    func setHeader(_ header: ProfileHeaderViewData) { self.header = header }
    func showOwnProfileControls(discoverTitle: String, tabTitles: [String]) { ownControls = (discoverTitle, tabTitles) }
    func showTab(_ tab: ProfileTab) { shownTabs.append(tab) }
    func showUserDetail(_ presenter: UserDetailPresenter) { userDetail = presenter }
    func showUserList(_ presenter: UserListPresenter) { userList = presenter }
    func showBlogDetail(_ presenter: BlogDetailPresenter) { blogDetail = presenter }
    func showDraftDetail(_ presenter: DraftDetailPresenter) { draftDetail = presenter }
}

/// A fake blog detail page.
@MainActor
final class FakeBlogDetailView: FakePromptingView, BlogDetailView {
    var title = ""
    var detail: BlogDetailViewData?
    func setTitle(_ title: String) { self.title = title }
    func show(_ detail: BlogDetailViewData) { self.detail = detail }
}

/// A fake Friends / Suggested users page.
@MainActor
final class FakeUserListView: FakePromptingView, UserListView {
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

/// A fake user row.
@MainActor
final class FakeUserCellView: UserCellView {
    var name = "", summary = ""
    var follow = Follow(title: "", isFollowing: false)
    struct Follow: Equatable { var title: String; var isFollowing: Bool }
    func setName(_ name: String) { self.name = name }
    func setSummary(_ summary: String) { self.summary = summary }
    func setFollow(title: String, isFollowing: Bool) { follow = Follow(title: title, isFollowing: isFollowing) }
}

/// A fake field list page (user / draft detail).
@MainActor
final class FakeFieldListView: FieldListPageView {
    var title = ""
    var fields: [FieldViewData] = []
    func setTitle(_ title: String) { self.title = title }
    func setFields(_ fields: [FieldViewData]) { self.fields = fields }
}

/// In-memory services (no network, no latency) and the actors behind them, for
/// injecting failures and counting calls.
@MainActor
struct Fixture {
    let services = Services.inMemory()
    let strings = Localizer(.english)
    var blogService: InMemoryBlogService { services.blogs as! InMemoryBlogService }
    var userService: InMemoryUserService { services.users as! InMemoryUserService }
    var draftService: InMemoryDraftService { services.drafts as! InMemoryDraftService }

    /// A profile presenter of `userID` with a fake page and fake lists attached.
    func profile(_ userID: User.ID = 7) -> (ProfilePresenter, FakeProfileView, blogs: FakeListView, drafts: FakeListView) {
        let presenter = ProfilePresenter(userID: userID, services: services, strings: strings)
        let view = FakeProfileView(), blogs = FakeListView(), drafts = FakeListView()
        presenter.view = view
        presenter.blogList.view = blogs
        presenter.draftList?.view = drafts
        return (presenter, view, blogs, drafts)
    }
}
