/// Blogs: the profile's paginated list, blog detail, likes and shares.
public protocol BlogService: Sendable {
    /// One page of the blogs of `userID`, newest first.
    /// - Parameters:
    ///   - page: The page number, from 0.
    ///   - pageSize: Items per page, 1…``Paging/maximumPageSize``.
    func blogs(userID: User.ID, page: Int, pageSize: Int) async throws(AppError) -> Page<Blog>
    /// The blog with `id`.
    func blog(id: Blog.ID) async throws(AppError) -> Blog
    /// Likes (`true`) or unlikes (`false`) the blog as the signed-in account;
    /// idempotent.
    /// - Returns: The blog as it is now.
    func setLiked(_ isLiked: Bool, blogID: Blog.ID) async throws(AppError) -> Blog
    /// Shares the blog once.
    /// - Returns: The blog with its new share count.
    func share(blogID: Blog.ID) async throws(AppError) -> Blog
}

extension BlogService {
    /// One page of the blogs of `userID`, ``Paging/pageSize`` per page.
    public func blogs(userID: User.ID, page: Int) async throws(AppError) -> Page<Blog> {
        try await blogs(userID: userID, page: page, pageSize: Paging.pageSize)
    }
}
