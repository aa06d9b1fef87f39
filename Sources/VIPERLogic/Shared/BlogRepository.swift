import Domain

/// The one source of truth for every blog more than one module shows (the profile's
/// list and a blog detail page). Interactors store what they load here and observe it,
/// so a like made on one screen is what every other screen shows.
@MainActor
public final class BlogRepository {
    private var blogs: [Blog.ID: Blog] = [:]
    private var likesInFlight: Set<Blog.ID> = []
    private var observers: [(Blog) -> Bool] = []

    /// Creates an empty repository.
    public init() {}

    /// The current value of the blog with `id`, if one was stored.
    public func blog(_ id: Blog.ID) -> Blog? { blogs[id] }

    /// Stores blogs as loaded, without notifying (the loader shows them itself).
    public func store(_ loaded: [Blog]) {
        for blog in loaded { blogs[blog.id] = blog }
    }

    /// Stores `blog` and tells every observer.
    public func update(_ blog: Blog) {
        blogs[blog.id] = blog
        observers = observers.filter { $0(blog) }
    }

    /// Calls `handler` with every updated blog for as long as it returns `true`.
    public func observe(_ handler: @escaping (Blog) -> Bool) {
        observers.append(handler)
    }

    /// Marks a like request as started; `false` when one is already running for the blog.
    public func beginLike(_ id: Blog.ID) -> Bool { likesInFlight.insert(id).inserted }

    /// Marks the blog's like request as finished.
    public func endLike(_ id: Blog.ID) { likesInFlight.remove(id) }

    /// Whether a like request is running for the blog.
    public func isLikeInFlight(_ id: Blog.ID) -> Bool { likesInFlight.contains(id) }
}

/// The business rules of liking and sharing, shared by the interactors of every module
/// that shows a blog: optimistic update, exact rollback, one request per blog at a time.
@MainActor
public final class BlogActions {
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
    /// The store these actions update.
    public let repository: BlogRepository

    /// Creates the actions over `service`, writing to `repository`.
    public init(service: any BlogService, repository: BlogRepository) {
        self.service = service
        self.repository = repository
    }

    /// Sets the like, optimistically first, rolling back exactly on failure.
    public func setLiked(_ liked: Bool, blogID: Blog.ID) async -> LikeOutcome {
        guard let before = repository.blog(blogID), repository.beginLike(blogID) else { return .ignored }
        repository.update(before.withLike(liked))
        do {
            let updated = try await service.setLiked(liked, blogID: blogID)
            repository.endLike(blogID)
            repository.update(updated)
            return .succeeded
        } catch {
            repository.endLike(blogID)
            repository.update(before)
            return .failed
        }
    }

    /// Shares the blog; `true` when the server counted it.
    public func share(blogID: Blog.ID) async -> Bool {
        do {
            repository.update(try await service.share(blogID: blogID))
            return true
        } catch {
            return false
        }
    }
}

/// What a cell shows of a blog, as display strings.
public struct BlogRowViewData: Equatable, Sendable {
    public var id: Blog.ID
    public var title: String
    public var summary: String
    public var likeTitle: String
    public var isLiked: Bool
    public var shareTitle: String

    /// The display strings of `blog` in `strings`' language.
    public init(_ blog: Blog, strings: Localizer) {
        id = blog.id
        title = blog.title
        summary = strings.blogSummary(blog.summary)
        likeTitle = strings(.likes(blog.likeCount))
        isLiked = blog.isLiked
        shareTitle = strings(.shares(blog.shareCount))
    }
}
