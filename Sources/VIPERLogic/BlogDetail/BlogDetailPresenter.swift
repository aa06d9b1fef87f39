import Domain

/// Turns the blog into display strings, asks before unliking, and starts like and share
/// through the interactor. It keeps the last value the interactor reported, to decide.
@MainActor
public final class BlogDetailPresenter {
    /// The page, held weakly (the view holds the presenter).
    public weak var view: (any BlogDetailViewInterface)?
    /// The work events started (the view hands it to its run loop; tests await it).
    public let pendingWork = PendingWork()
    private let interactor: any BlogDetailInteractorInput
    private let router: any BlogDetailRouterInput
    private let strings: Localizer
    private var blog: BlogEntry?

    /// Creates the presenter over its interactor and router.
    public init(interactor: any BlogDetailInteractorInput, router: any BlogDetailRouterInput, strings: Localizer) {
        self.interactor = interactor
        self.router = router
        self.strings = strings
    }

    private func displayData(_ blog: Blog) -> BlogDetailDisplayData {
        BlogDetailDisplayData(
            title: blog.title, authorText: strings(.byAuthor(blog.authorName)), body: blog.body,
            likeTitle: strings(.likes(blog.likeCount)), isLiked: blog.isLiked, shareTitle: strings(.shares(blog.shareCount)))
    }
}

extension BlogDetailPresenter: BlogDetailModuleInterface {
    public func viewDidLoad() { interactor.findBlog() }

    public func viewWillAppear() { interactor.findBlog() }

    public func toggleLike() {
        guard let blog, !blog.isLikeInFlight else { return }
        let interactor = interactor
        if blog.blog.isLiked {
            view?.showConfirmation(.standard(strings(.removeLikeConfirmation), strings: strings)) { [weak self] in
                self?.pendingWork.start { await interactor.setLiked(false) }
            }
        } else {
            pendingWork.start { await interactor.setLiked(true) }
        }
    }

    public func share() {
        let interactor = interactor
        pendingWork.start { await interactor.share() }
    }
}

extension BlogDetailPresenter: BlogDetailInteractorOutput {
    public func interactorDidUpdate(_ blog: BlogEntry) {
        self.blog = blog
        view?.show(displayData(blog.blog))
    }

    public func interactorLikeFailed() { view?.showToast(strings(.likeFailed)) }

    public func interactorDidShare(succeeded: Bool) { view?.showToast(strings(succeeded ? .shared : .shareFailed)) }
}
