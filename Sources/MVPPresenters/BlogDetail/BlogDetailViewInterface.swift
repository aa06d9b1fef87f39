/// The blog detail page: a title, the blog, and the like and share buttons (it toasts and
/// asks on its own screen).
@MainActor
public protocol BlogDetailViewInterface: PromptingViewInterface {
    /// The screen's title (the blog's title).
    func setTitle(_ title: String)
    /// Fills the page.
    func show(_ detail: BlogDetailViewData)
}

/// Everything the blog detail page shows.
public struct BlogDetailViewData: Equatable, Sendable {
    /// The blog's title.
    public var title: String
    /// `by AUTHOR`.
    public var authorText: String
    /// The full text.
    public var body: String
    /// `Likes N`.
    public var likeTitle: String
    /// Whether I liked it.
    public var isLiked: Bool
    /// `Shares N`.
    public var shareTitle: String
}
