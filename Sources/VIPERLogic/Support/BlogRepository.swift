import Domain

/// The one source of truth for every blog more than one module shows (the profile's
/// list and a blog detail page). Interactors store what they load here and observe it,
/// so a like made on one screen is what every other screen shows.
@MainActor
public final class BlogRepository {
    private var blogs: [Blog.ID: Blog] = [:]
    private var likesInFlight: Set<Blog.ID> = []
    private var observers: [(BlogEntry) -> Bool] = []

    /// Creates an empty repository.
    public init() {}

    /// The current value of the blog with `id`, if one was stored.
    public func blog(_ id: Blog.ID) -> Blog? { blogs[id] }

    /// `blog` as modules hand it out: with whether a like request for it is running.
    public func entry(for blog: Blog) -> BlogEntry {
        BlogEntry(blog: blog, isLikeInFlight: likesInFlight.contains(blog.id))
    }

    /// Stores blogs as loaded, without notifying (the loader shows them itself).
    public func store(_ loaded: [Blog]) {
        for blog in loaded { blogs[blog.id] = blog }
    }

    /// Stores `blog` and tells every observer.
    public func update(_ blog: Blog) {
        blogs[blog.id] = blog
        let entry = entry(for: blog)
        observers = observers.filter { $0(entry) }
    }

    /// Calls `handler` with every updated blog for as long as it returns `true`.
    public func observe(_ handler: @escaping (BlogEntry) -> Bool) {
        observers.append(handler)
    }

    /// Marks a like request as started; `false` when one is already running for the blog.
    public func beginLike(_ id: Blog.ID) -> Bool { likesInFlight.insert(id).inserted }

    /// Marks the blog's like request as finished.
    public func endLike(_ id: Blog.ID) { likesInFlight.remove(id) }
}
