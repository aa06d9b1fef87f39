/// A ``BlogService`` over ``SampleData``, acting as the data set's signed-in user.
///
/// Pages are sliced from per-author indexes, so a user with 10 000 blogs (see
/// ``init(blogCount:failures:latency:)``) pages as fast as one with 45.
public actor InMemoryBlogService: BlogService, InMemoryService {
    /// The calls this service answers, for injecting failures.
    public enum Operation: Hashable, Sendable {
        case blogs, blog, setLiked, share
    }

    /// The injected failures, latency and call counts.
    public var behavior: InMemoryBehavior<Operation>
    private var blogsByID: [Blog.ID: Blog]
    private let blogIDsByAuthor: [User.ID: [Blog.ID]]
    private let authorIDs: Set<User.ID>

    /// Creates the service from `data`.
    /// - Parameter failures: Operations that always fail, with their error.
    public init(data: SampleData = .standard, failures: [Operation: AppError] = [:], latency: Duration = .zero) {
        self.behavior = InMemoryBehavior(failures: failures, latency: latency)
        var blogsByID: [Blog.ID: Blog] = [:]
        var blogIDsByAuthor: [User.ID: [Blog.ID]] = [:]
        for var blog in data.blogs {
            blog.isLiked = data.likedBlogIDs.contains(blog.id)
            blogsByID[blog.id] = blog
            blogIDsByAuthor[blog.authorId, default: []].append(blog.id)
        }
        self.blogsByID = blogsByID
        self.blogIDsByAuthor = blogIDsByAuthor
        self.authorIDs = Set(data.profiles.keys)
    }

    /// Creates the service from the standard data set with user 7 having
    /// `blogCount` blogs — e.g. 10 000 for `mvx bench`.
    public init(blogCount: Int, failures: [Operation: AppError] = [:], latency: Duration = .zero) {
        self.init(data: SampleData(featuredBlogCount: blogCount), failures: failures, latency: latency)
    }

    public func blogs(userID: User.ID, page: Int, pageSize: Int) async throws(AppError) -> Page<Blog> {
        try await begin(.blogs)
        guard page >= 0 else { throw .invalidInput(.other("page must not be negative")) }
        guard (1...Paging.maximumPageSize).contains(pageSize) else {
            throw .invalidInput(.other("pageSize must be 1…\(Paging.maximumPageSize)"))
        }
        guard authorIDs.contains(userID) else { throw .notFound }
        let ids = blogIDsByAuthor[userID, default: []]
        let start = min(page * pageSize, ids.count)
        let end = min(start + pageSize, ids.count)
        return Page(items: ids[start..<end].compactMap { blogsByID[$0] }, page: page, hasMore: end < ids.count)
    }

    public func blog(id: Blog.ID) async throws(AppError) -> Blog {
        try await begin(.blog)
        guard let blog = blogsByID[id] else { throw .notFound }
        return blog
    }

    public func setLiked(_ isLiked: Bool, blogID: Blog.ID) async throws(AppError) -> Blog {
        try await begin(.setLiked)
        guard let blog = blogsByID[blogID] else { throw .notFound }
        let updated = blog.withLike(isLiked)
        blogsByID[blogID] = updated
        return updated
    }

    public func share(blogID: Blog.ID) async throws(AppError) -> Blog {
        try await begin(.share)
        guard var blog = blogsByID[blogID] else { throw .notFound }
        blog.shareCount += 1
        blogsByID[blogID] = blog
        return blog
    }
}
