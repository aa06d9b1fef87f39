/// What the blog detail page shows, as display strings.
public struct BlogDetailDisplayData: Equatable, Sendable {
    /// The blog's title (the page's title too).
    public var title: String
    /// `by AUTHOR`.
    public var authorText: String
    /// The full text.
    public var body: String
    /// `Likes N`.
    public var likeTitle: String
    /// Whether I liked it (the like button is marked).
    public var isLiked: Bool
    /// `Shares N`.
    public var shareTitle: String
}
