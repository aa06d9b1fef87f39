import Domain

/// Blog detail: shows the blog held by the list's ``BlogCellPresenter`` and sends its
/// like and share buttons to that same presenter — so there is one blog, whichever page
/// changed it, and the list shows the change on return.
@MainActor
public final class BlogDetailPresenter: BlogCellPresenterObserver {
    /// The page.
    public weak var view: (any BlogDetailViewInterface)?
    /// The blog this page shows, shared with its list row.
    public let blog: BlogCellPresenter
    private let strings: Localizer

    /// Creates the detail page of `blog`.
    public init(blog: BlogCellPresenter, strings: Localizer) {
        self.blog = blog
        self.strings = strings
        blog.addObserver(self)
    }

    /// The page loaded.
    public func viewDidLoad() {
        view?.setTitle(blog.blog.title)
        render()
    }

    /// The page is about to show.
    public func viewWillAppear() { render() }

    /// The like button.
    @discardableResult
    public func didTapLike() -> Task<Void, Never>? { blog.toggleLike(prompting: view) }

    /// The share button.
    @discardableResult
    public func didTapShare() -> Task<Void, Never>? { blog.share(prompting: view) }

    /// The shared blog changed (here or anywhere else).
    public func blogCellPresenterDidChange(_ presenter: BlogCellPresenter) { render() }

    private func render() {
        let current = blog.blog
        view?.show(BlogDetailViewData(
            title: current.title,
            authorText: strings(.byAuthor(current.authorName)),
            body: current.body,
            likeTitle: blog.likeTitle,
            isLiked: current.isLiked,
            shareTitle: blog.shareTitle))
    }
}
