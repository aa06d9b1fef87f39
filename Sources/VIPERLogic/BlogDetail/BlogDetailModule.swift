import Domain

/// What the blog detail page shows, as display strings.
public struct BlogDetailViewData: Equatable, Sendable {
    public var title: String
    public var authorText: String
    public var body: String
    public var likeTitle: String
    public var isLiked: Bool
    public var shareTitle: String
}

/// The blog detail page as its presenter drives it.
@MainActor
public protocol BlogDetailViewInterface: AnyObject {
    func show(_ blog: BlogDetailViewData)
    func showToast(_ text: String)
}

/// Where the blog detail module can go.
@MainActor
public protocol BlogDetailRouterInput: AnyObject {
    func confirm(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void)
}

/// What the blog detail presenter asks of its interactor.
@MainActor
public protocol BlogDetailInteractorInput: AnyObject {
    var blog: Blog? { get }
    func isLikeInFlight() -> Bool
    func setLiked(_ liked: Bool) async
    func share() async
}

/// What the blog detail interactor reports.
@MainActor
public protocol BlogDetailInteractorOutput: AnyObject {
    func interactorDidUpdate(_ blog: Blog)
    func interactorLikeFailed()
    func interactorDidShare(succeeded: Bool)
}

/// One blog, read from and written to the shared ``BlogRepository`` — the same value the
/// profile's list shows.
@MainActor
public final class BlogDetailInteractor: BlogDetailInteractorInput {
    public weak var output: (any BlogDetailInteractorOutput)?
    private let actions: BlogActions
    private let blogID: Blog.ID

    /// Creates the interactor for the blog with `blogID`.
    public init(blogID: Blog.ID, service: any BlogService, repository: BlogRepository) {
        self.blogID = blogID
        self.actions = BlogActions(service: service, repository: repository)
        repository.observe { [weak self] blog in
            guard let self else { return false }
            if blog.id == self.blogID { self.output?.interactorDidUpdate(blog) }
            return true
        }
    }

    public var blog: Blog? { actions.repository.blog(blogID) }

    public func isLikeInFlight() -> Bool { actions.repository.isLikeInFlight(blogID) }

    public func setLiked(_ liked: Bool) async {
        if await actions.setLiked(liked, blogID: blogID) == .failed { output?.interactorLikeFailed() }
    }

    public func share() async {
        output?.interactorDidShare(succeeded: await actions.share(blogID: blogID))
    }
}

/// Formats the blog, asks before unliking, forwards like and share to the interactor.
@MainActor
public final class BlogDetailPresenter: BlogDetailInteractorOutput {
    public weak var view: (any BlogDetailViewInterface)?
    private let interactor: any BlogDetailInteractorInput
    private let router: any BlogDetailRouterInput
    private let strings: Localizer
    /// The work events started (the view hands it to its run loop; tests await it).
    public let work = PresenterWork()

    public init(interactor: any BlogDetailInteractorInput, router: any BlogDetailRouterInput, strings: Localizer) {
        self.interactor = interactor
        self.router = router
        self.strings = strings
    }

    /// Waits until the work every event started so far has finished.
    public func settle() async { await work.waitUntilIdle() }

    /// The view loaded or reappeared: show the blog's current value.
    public func viewWillAppear() {
        if let blog = interactor.blog { interactorDidUpdate(blog) }
    }

    /// The like button: likes, or asks before unliking.
    public func toggleLike() {
        guard !interactor.isLikeInFlight(), let blog = interactor.blog else { return }
        let interactor = interactor
        if blog.isLiked {
            router.confirm(.standard(strings(.removeLikeConfirmation), strings: strings)) { [weak self] in
                self?.work.start { await interactor.setLiked(false) }
            }
        } else {
            work.start { await interactor.setLiked(true) }
        }
    }

    /// The share button.
    public func share() {
        let interactor = interactor
        work.start { await interactor.share() }
    }

    public func interactorDidUpdate(_ blog: Blog) {
        view?.show(BlogDetailViewData(
            title: blog.title, authorText: strings(.byAuthor(blog.authorName)), body: blog.body,
            likeTitle: strings(.likes(blog.likeCount)), isLiked: blog.isLiked, shareTitle: strings(.shares(blog.shareCount))))
    }

    public func interactorLikeFailed() { view?.showToast(strings(.likeFailed)) }

    public func interactorDidShare(succeeded: Bool) { view?.showToast(strings(succeeded ? .shared : .shareFailed)) }
}
