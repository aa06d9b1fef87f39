/// The blog detail page as its presenter drives it: it shows what it is given.
@MainActor
public protocol BlogDetailViewInterface: AnyObject {
    /// Shows the blog (title, author, text, like and share buttons).
    func show(_ blog: BlogDetailDisplayData)
    /// Shows a short message at the bottom.
    func showToast(_ text: String)
}
