import Domain
import VIPERLogic

/// Records what the profile presenter tells its view.
@MainActor
final class FakeProfileView: ProfileViewInterface {
    var title = ""
    var header: ProfileHeaderViewData?
    var ownControls: (discover: String, tabs: [String])?
    var shownList = ProfileList.blogs
    var loading: [ProfileList: String] = [:]
    var blockingLoading = false
    var blogs: [BlogRowViewData] = []
    var drafts: [DraftRowViewData] = []
    var footers: [ProfileList: String] = [:]
    var retryTexts: [ProfileList: String?] = [:]
    var selectedFirst: [ProfileList] = []
    var errors: [ProfileList: String] = [:]
    var toasts: [String] = []

    func setTitle(_ title: String) { self.title = title }
    func showHeader(_ header: ProfileHeaderViewData) { self.header = header }
    func showHeaderPlaceholder(postsText: String, friendsText: String) {}
    func showOwnProfileControls(discoverTitle: String, tabTitles: [String]) { ownControls = (discoverTitle, tabTitles) }
    func showList(_ list: ProfileList) { shownList = list }
    func showLoading(_ text: String, in list: ProfileList) { loading[list] = text }
    func hideLoading(in list: ProfileList) { loading[list] = nil }
    func setBlockingLoading(_ loading: Bool, text: String) { blockingLoading = loading }
    func showBlogs(_ rows: [BlogRowViewData], footer: String, retryText: String?, selectFirst: Bool) {
        blogs = rows
        footers[.blogs] = footer
        retryTexts[.blogs] = retryText
        if selectFirst { selectedFirst.append(.blogs) }
    }
    func showDrafts(_ rows: [DraftRowViewData], footer: String, retryText: String?, selectFirst: Bool) {
        drafts = rows
        footers[.drafts] = footer
        retryTexts[.drafts] = retryText
        if selectFirst { selectedFirst.append(.drafts) }
    }
    func updateBlog(_ row: BlogRowViewData, at index: Int) { blogs[index] = row }
    func removeDraft(at index: Int) { drafts.remove(at: index) }
    func showError(message: String, hint: String, in list: ProfileList) { errors[list] = message }
    func hideError(in list: ProfileList) { errors[list] = nil }
    func appendBlogs(_ rows: [BlogRowViewData], footer: String, retryText: String?) {
        blogs += rows
        footers[.blogs] = footer
        retryTexts[.blogs] = retryText
    }
    func appendDrafts(_ rows: [DraftRowViewData], footer: String, retryText: String?) {
        drafts += rows
        footers[.drafts] = footer
        retryTexts[.drafts] = retryText
    }
    func setRetryRow(_ retryText: String?, footer: String, in list: ProfileList) {
        footers[list] = footer
        retryTexts[list] = retryText
    }
    func setFooter(_ text: String, in list: ProfileList) { footers[list] = text }
    func showToast(_ text: String) { toasts.append(text) }
}

/// Records navigation and questions; `answer` decides whether questions get OK.
@MainActor
final class FakeRouter: ProfileRouterInput, BlogDetailRouterInput, FriendsRouterInput {
    enum Route: Equatable {
        case blogDetail(Blog.ID), userDetail(User.ID), friends(User.ID), suggestedUsers, draftDetail(Draft.ID)
    }

    var routes: [Route] = []
    var confirmations: [String] = []
    var answer = true

    func showBlogDetail(blogID: Blog.ID) { routes.append(.blogDetail(blogID)) }
    func showUserDetail(_ user: User) { routes.append(.userDetail(user.id)) }
    func showFriends(of userID: User.ID) { routes.append(.friends(userID)) }
    func showSuggestedUsers() { routes.append(.suggestedUsers) }
    func showDraftDetail(_ draft: Draft) { routes.append(.draftDetail(draft.id)) }
    func confirm(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        confirmations.append(confirmation.message)
        if answer { onConfirm() }
    }
}

/// Records the blog detail page.
@MainActor
final class FakeBlogDetailView: BlogDetailViewInterface {
    var shown: BlogDetailViewData?
    var toasts: [String] = []
    func show(_ blog: BlogDetailViewData) { shown = blog }
    func showToast(_ text: String) { toasts.append(text) }
}

/// Records the user list page.
@MainActor
final class FakeFriendsView: FriendsViewInterface {
    var loading = false
    var rows: [UserRowViewData] = []
    var error: String?
    var toasts: [String] = []
    func showLoading(_ text: String) { loading = true }
    func hideLoading() { loading = false }
    func showUsers(_ rows: [UserRowViewData]) { self.rows = rows }
    func updateUser(_ row: UserRowViewData, at index: Int) { rows[index] = row }
    func showError(message: String, hint: String) { error = message }
    func showToast(_ text: String) { toasts.append(text) }
}

/// A profile module wired over in-memory services with fakes at the edges.
@MainActor
struct ProfileFixture {
    let services = Services.inMemory()
    let strings = Localizer(.english)
    let repository = BlogRepository()
    var blogService: InMemoryBlogService { services.blogs as! InMemoryBlogService }
    var draftService: InMemoryDraftService { services.drafts as! InMemoryDraftService }
    var userService: InMemoryUserService { services.users as! InMemoryUserService }

    func profile(_ userID: User.ID) -> (ProfilePresenter, ProfileInteractor, FakeProfileView, FakeRouter) {
        let interactor = ProfileInteractor(services: services, repository: repository, userID: userID)
        let router = FakeRouter()
        let presenter = ProfilePresenter(interactor: interactor, router: router, strings: strings, dates: services.dates)
        let view = FakeProfileView()
        interactor.output = presenter
        presenter.view = view
        return (presenter, interactor, view, router)
    }
}
