import Domain

/// A blog as the interactors of blog-showing modules hand it to their presenters: its
/// current value, and whether a like request for it is running (a press on its like
/// button is ignored until that request ends).
public struct BlogEntry: Equatable, Sendable {
    /// The blog.
    public var blog: Blog
    /// Whether a like request for the blog is running.
    public var isLikeInFlight: Bool

    /// Creates an entry.
    public init(blog: Blog, isLikeInFlight: Bool = false) {
        self.blog = blog
        self.isLikeInFlight = isLikeInFlight
    }
}
