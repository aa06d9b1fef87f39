import Domain
import MVPPresenters

/// A fake profile page: records titles, headers and the screens it was asked to open.
@MainActor
final class FakeProfileView: ProfileViewInterface {
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

/// A fake blog or draft table.
@MainActor
final class FakeListView: FakePromptingView, BlogListViewInterface, DraftListViewInterface {
    var loadingTexts: [String] = []
    var isLoading = false
    var error: ListError?
    var empty: String?
    var footer = ""
    var reloads = 0
    var selectedRows: [Int?] = []
    var deletedRows: [Int] = []
    var retryRowReveals = 0
    var blockingLoading = false
    var blockingLoadingShown = 0

    func showLoading(_ text: String) { loadingTexts.append(text); isLoading = true }
    func hideLoading() { isLoading = false }
    func showError(_ error: ListError) { self.error = error }
    func hideError() { error = nil; empty = nil }
    func showEmpty(_ message: String) { empty = message }
    func setFooter(_ text: String) { footer = text }
    func reloadData() { reloads += 1 }
    func selectRow(at index: Int?) { selectedRows.append(index) }
    func deleteRow(at index: Int) { deletedRows.append(index) }
    func revealRetryRow() { retryRowReveals += 1 }
    func showBlockingLoading(_ text: String) { blockingLoading = true; blockingLoadingShown += 1 }
    func hideBlockingLoading() { blockingLoading = false }
}

/// A fake blog row.
@MainActor
final class FakeBlogCellView: BlogCellViewInterface {
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
