/// The blog detail page as its presenter drives it: it shows what it is given.
@MainActor
public protocol BlogDetailViewInterface: PromptingViewInterface {
    /// Shows the blog (title, author, text, like and share buttons).
    func show(_ blog: BlogDetailDisplayData)
}
