import Domain

/// Told whenever a ``BlogCellPresenter``'s blog changes (the blog detail page listens).
@MainActor
public protocol BlogCellPresenterObserver: AnyObject {
    /// `presenter.blog` has a new value.
    func blogCellPresenterDidChange(_ presenter: BlogCellPresenter)
}

/// One blog: the single source of truth for it while the profile is open, and the logic
/// of its like and share buttons.
///
/// The blog list keeps one per row; the blog detail page is handed the same instance, so
/// a like on either page is the same state change and both show it. The row's cell is
/// ``view`` (re-bound as cells are reused); other pages observe it.
@MainActor
public final class BlogCellPresenter {
    /// The blog as currently shown (optimistic while a like request runs).
    public private(set) var blog: Blog
    /// Whether a like or unlike request for this blog is running.
    public private(set) var isLikeInFlight = false

    /// The cell showing this blog right now, if any. Setting it fills the cell.
    public weak var view: (any BlogCellViewInterface)? { didSet { render() } }
    /// Where row taps ask questions and toast (the list's page).
    public weak var prompter: (any PromptingViewInterface)?

    private let service: any BlogService
    private let strings: Localizer
    private let pendingWork: PendingWork
    private var isSharing = false
    private var observers: [ObjectIdentifier: Weak] = [:]

    private struct Weak { weak var observer: (any BlogCellPresenterObserver)? }

    /// Creates the presenter of `blog`; its requests start in `pendingWork`.
    public init(blog: Blog, service: any BlogService, strings: Localizer, pendingWork: PendingWork) {
        self.blog = blog
        self.service = service
        self.strings = strings
        self.pendingWork = pendingWork
    }

    // MARK: Texts

    /// `Likes N`.
    public var likeTitle: String { strings(.likes(blog.likeCount)) }
    /// `Shares N`.
    public var shareTitle: String { strings(.shares(blog.shareCount)) }

    // MARK: Events from the cell

    /// The cell's like button: likes, or asks before unliking. Ignored while a like
    /// request for this blog runs.
    @discardableResult
    public func didTapLike() -> Task<Void, Never>? { toggleLike(prompting: prompter) }

    /// The cell's share button. Ignored while a share of this blog runs.
    @discardableResult
    public func didTapShare() -> Task<Void, Never>? { share(prompting: prompter) }

    // MARK: Like and share, from any page

    /// Likes the blog, or — when it is liked already — asks `page` whether to remove the
    /// like. Returns the request's task when one started.
    @discardableResult
    public func toggleLike(prompting page: (any PromptingViewInterface)?) -> Task<Void, Never>? {
        guard !isLikeInFlight else { return nil }
        guard blog.isLiked else { return setLiked(true, prompting: page) }
        let question = Confirmation.standard(strings(.removeLikeConfirmation), strings: strings)
        page?.showConfirmation(question) { [weak self, weak page] in
            self?.setLiked(false, prompting: page)
        }
        return nil
    }

    /// Shows the blog (un)liked at once and sends the request; on failure puts back
    /// exactly what was shown before and toasts `Like failed` on `page`.
    @discardableResult
    public func setLiked(_ liked: Bool, prompting page: (any PromptingViewInterface)?) -> Task<Void, Never>? {
        guard !isLikeInFlight else { return nil }
        let before = blog
        isLikeInFlight = true
        update(before.withLike(liked))
        let service = service, strings = strings
        return pendingWork.start { [weak self, weak page] in
            let result = await Result(catching: { try await service.setLiked(liked, blogID: before.id) })
            guard let self else { return }
            self.isLikeInFlight = false
            // Only the like's own fields: a share of this blog may have answered meanwhile.
            switch result {
            case .success(let updated):
                self.update(self.blog.withLike(from: updated))
            case .failure:
                self.update(self.blog.withLike(from: before))
                page?.showToast(strings(.likeFailed))
            }
        }
    }

    /// Shares the blog through the backend, shows the new count and toasts `Shared`.
    @discardableResult
    public func share(prompting page: (any PromptingViewInterface)?) -> Task<Void, Never>? {
        guard !isSharing else { return nil }    // one share at a time
        isSharing = true
        let service = service, strings = strings, id = blog.id
        return pendingWork.start { [weak self, weak page] in
            let result = await Result(catching: { try await service.share(blogID: id) })
            self?.isSharing = false
            switch result {
            case .success(let updated):
                // Only the share count: a like of this blog may be in flight or have answered meanwhile.
                if let self { self.update(self.blog.withShares(from: updated)) }
                page?.showToast(strings(.shared))
            case .failure:
                page?.showToast(strings(.shareFailed))
            }
        }
    }

    // MARK: State

    /// Replaces the blog (a fresh copy from the server) and shows it everywhere.
    public func update(_ blog: Blog) {
        self.blog = blog
        render()
        observers = observers.filter { $0.value.observer != nil }
        for entry in observers.values { entry.observer?.blogCellPresenterDidChange(self) }
    }

    /// Starts telling `observer` about changes (held weakly).
    public func addObserver(_ observer: any BlogCellPresenterObserver) {
        observers[ObjectIdentifier(observer)] = Weak(observer: observer)
    }

    /// Stops telling `observer` about changes.
    public func removeObserver(_ observer: any BlogCellPresenterObserver) {
        observers[ObjectIdentifier(observer)] = nil
    }

    private func render() {
        guard let view else { return }
        view.setTitle(blog.title)
        view.setSummary(strings.blogSummary(blog.summary))
        view.setLike(title: likeTitle, isLiked: blog.isLiked)
        view.setShareTitle(shareTitle)
    }
}
