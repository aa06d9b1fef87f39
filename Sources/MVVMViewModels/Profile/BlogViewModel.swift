import Domain
import Observation

/// One blog, shared by its row in the list and its detail page: one source of truth per
/// blog, so a like changed on either shows on both.
///
/// Inputs: ``likeTapped()``, ``shareTapped()``. Outputs: the display strings and the like
/// state. Toasts and the unlike question go to the queue of the list that owns the blog.
@Observable @MainActor
public final class BlogViewModel: Identifiable {
    /// The blog's identifier.
    public nonisolated let id: Blog.ID

    private var blog: OptimisticValue<Blog>
    @ObservationIgnored private let context: RowContext
    @ObservationIgnored private var isSharing = false
    private var strings: Localizer { context.strings }

    /// The view model of `blog`, a row of the list `context` describes.
    public init(blog: Blog, context: RowContext) {
        self.id = blog.id
        self.blog = OptimisticValue(blog)
        self.context = context
    }

    // MARK: Outputs

    /// The title.
    public var title: String { blog.value.title }
    /// `Summary: …`, or the fallback text.
    public var summaryText: String { strings.blogSummary(blog.value.summary) }
    /// `by AUTHOR`.
    public var authorText: String { strings(.byAuthor(blog.value.authorName)) }
    /// The full text.
    public var body: String { blog.value.body }
    /// `Likes N`.
    public var likeTitle: String { strings(.likes(blog.value.likeCount)) }
    /// Whether I like it.
    public var isLiked: Bool { blog.value.isLiked }
    /// `Shares N`.
    public var shareTitle: String { strings(.shares(blog.value.shareCount)) }

    // MARK: Inputs

    /// The like button: likes at once, or asks `Remove your like?` first when already liked.
    /// Does nothing while a like request for this blog runs.
    public func likeTapped() {
        guard !blog.isChanging else { return }
        guard isLiked else { return setLiked(true) }
        context.events.send(.confirm(.standard(strings(.removeLikeConfirmation), strings: strings)) { [weak self] in
            self?.setLiked(false)
        })
    }

    /// The share button: shares once through the backend; toasts `Shared` (or the failure).
    public func shareTapped() {
        guard !isSharing else { return }        // one share at a time
        isSharing = true
        let blogs = context.services.blogs, id = id
        context.pendingWork.start { [weak self] in
            let result = await Result(catching: { try await blogs.share(blogID: id) })
            guard let self else { return }
            self.isSharing = false
            switch result {
            case .success(let shared):
                // Only the share count: a like of this blog may be in flight or have answered meanwhile.
                self.blog.value = self.blog.value.withShares(from: shared)
                self.context.events.send(.toast(self.strings(.shared)))
            case .failure:
                self.context.events.send(.toast(self.strings(.shareFailed)))
            }
        }
    }

    // MARK: For the owning list

    /// Takes the server's copy after a reload (kept as is while a like request runs).
    func update(_ fresh: Blog) {
        blog.refresh(fresh)
    }

    /// Likes or unlikes optimistically; a failure puts back exactly what was shown and toasts
    /// `Like failed`. Does nothing while a like request for this blog runs.
    private func setLiked(_ liked: Bool) {
        guard blog.begin(blog.value.withLike(liked)) else { return }
        let blogs = context.services.blogs, id = id
        context.pendingWork.start { [weak self] in
            let result = await Result(catching: { try await blogs.setLiked(liked, blogID: id) })
            guard let self else { return }
            self.blog.end(with: result) { current, answer in current.withLike(from: answer) }   // a share may have answered meanwhile
            if case .failure = result { self.context.events.send(.toast(self.strings(.likeFailed))) }
        }
    }
}
