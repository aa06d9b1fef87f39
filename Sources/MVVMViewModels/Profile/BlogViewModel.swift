import Domain
import Observation

/// One blog, shared by its row in the list and its detail page: one source of truth per
/// blog, so a like changed on either shows on both.
///
/// Outputs: the display strings and the like state. Commands: ``toggleLike()``,
/// ``setLiked(_:)``, ``share()``. Toasts and the unlike question go to the list that owns
/// the blog (its ``PagedListViewModel/events``).
@Observable @MainActor
public final class BlogViewModel: Identifiable {
    /// The blog's identifier.
    public nonisolated let id: Blog.ID
    /// The blog as shown now (optimistic while a like request runs).
    public private(set) var blog: Blog
    /// Whether a like / unlike request for this blog is running (further taps do nothing).
    public private(set) var isLikeInFlight = false

    @ObservationIgnored private let services: Services
    @ObservationIgnored private let strings: Localizer
    @ObservationIgnored private let report: @MainActor (ViewEvent) -> Void

    /// Creates the view model of `blog`; `report` receives its toasts and questions.
    init(blog: Blog, services: Services, strings: Localizer, report: @escaping @MainActor (ViewEvent) -> Void) {
        self.id = blog.id
        self.blog = blog
        self.services = services
        self.strings = strings
        self.report = report
    }

    // MARK: Outputs

    /// The title.
    public var title: String { blog.title }
    /// `Summary: …`, or the fallback text.
    public var summaryText: String { strings.blogSummary(blog.summary) }
    /// `by AUTHOR`.
    public var authorText: String { strings(.byAuthor(blog.authorName)) }
    /// The full text.
    public var body: String { blog.body }
    /// `Likes N`.
    public var likeTitle: String { strings(.likes(blog.likeCount)) }
    /// Whether I like it.
    public var isLiked: Bool { blog.isLiked }
    /// `Shares N`.
    public var shareTitle: String { strings(.shares(blog.shareCount)) }

    // MARK: Commands

    /// The like button: likes at once, or asks `Remove your like?` first when already liked.
    /// Does nothing while a like request for this blog runs.
    @discardableResult
    public func toggleLike() -> Task<Void, Never>? {
        guard !isLikeInFlight else { return nil }
        guard blog.isLiked else { return setLiked(true) }
        report(.confirm(Confirmation(message: strings(.removeLikeConfirmation), strings: strings) { [weak self] in
            self?.setLiked(false)
        }))
        return nil
    }

    /// Likes or unlikes optimistically: the blog changes at once; a failure puts back exactly
    /// what was shown and toasts `Like failed`.
    @discardableResult
    public func setLiked(_ liked: Bool) -> Task<Void, Never>? {
        guard !isLikeInFlight else { return nil }
        let before = blog
        isLikeInFlight = true
        blog = before.withLike(liked)
        let services = services
        return Task { [weak self] in
            let result: Result<Blog, AppError>
            do throws(AppError) { result = .success(try await services.blogs.setLiked(liked, blogID: before.id)) } catch { result = .failure(error) }
            guard let self else { return }
            self.isLikeInFlight = false
            switch result {
            case .success(let updated): self.blog = updated
            case .failure:
                self.blog = before
                self.report(.toast(self.strings(.likeFailed)))
            }
        }
    }

    /// Shares once through the backend; toasts `Shared` (or the failure).
    @discardableResult
    public func share() -> Task<Void, Never> {
        let services = services, id = id
        return Task { [weak self] in
            let result: Result<Blog, AppError>
            do throws(AppError) { result = .success(try await services.blogs.share(blogID: id)) } catch { result = .failure(error) }
            guard let self else { return }
            switch result {
            case .success(let updated):
                self.blog = updated
                self.report(.toast(self.strings(.shared)))
            case .failure:
                self.report(.toast(self.strings(.shareFailed)))
            }
        }
    }

    /// Takes the server's copy after a reload (kept as is while a like request runs).
    func update(_ blog: Blog) {
        guard !isLikeInFlight, blog != self.blog else { return }
        self.blog = blog
    }
}
