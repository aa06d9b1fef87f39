import Domain

/// The business rules of liking and sharing, shared by the interactors of every module
/// that shows a blog: optimistic update, exact rollback, one request per blog at a time.
@MainActor
public final class BlogActions {
    private var sharesInFlight: Set<Blog.ID> = []
    /// How a like request ended.
    public enum LikeOutcome: Equatable, Sendable {
        /// A request for the blog was already running, or the blog is unknown.
        case ignored
        /// The server confirmed it.
        case succeeded
        /// The server refused it; the blog was rolled back.
        case failed
    }

    private let service: any BlogService
    private let repository: BlogRepository

    /// Creates the actions over `service`, writing to `repository`.
    public init(service: any BlogService, repository: BlogRepository) {
        self.service = service
        self.repository = repository
    }

    /// Sets the like, optimistically first, rolling back exactly on failure.
    public func setLiked(_ liked: Bool, blogID: Blog.ID) async -> LikeOutcome {
        guard let before = repository.blog(blogID), repository.beginLike(blogID) else { return .ignored }
        repository.update(before.withLike(liked))
        let result = await Result(catching: { try await service.setLiked(liked, blogID: blogID) })
        repository.endLike(blogID)
        // Only the like's own fields: a share of this blog may have answered meanwhile.
        let current = repository.blog(blogID) ?? before
        switch result {
        case .success(let updated):
            repository.update(current.withLike(from: updated))
            return .succeeded
        case .failure:
            repository.update(current.withLike(from: before))
            return .failed
        }
    }

    /// Shares the blog; `true` when the server counted it, `nil` when a share of it was already
    /// running (nothing sent).
    public func share(blogID: Blog.ID) async -> Bool? {
        guard sharesInFlight.insert(blogID).inserted else { return nil }
        defer { sharesInFlight.remove(blogID) }
        switch await Result(catching: { try await service.share(blogID: blogID) }) {
        case .success(let shared):
            // Only the share count: a like of this blog may be in flight or have answered meanwhile.
            repository.update((repository.blog(blogID) ?? shared).withShares(from: shared))
            return true
        case .failure:
            return false
        }
    }
}
