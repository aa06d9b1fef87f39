import Domain

/// A list that loads its rows: a HUD while loading, an error view instead of the rows when
/// loading failed, and a way to ask for every row again. The paged lists and the user list
/// refine it.
@MainActor
public protocol ListViewInterface: PromptingViewInterface {
    /// Shows the HUD over the list.
    func showLoading(_ text: String)
    /// Hides the HUD and the pull-to-refresh indicator.
    func hideLoading()
    /// Shows `error` instead of the rows.
    func showError(_ error: ListError)
    /// Removes the error view (or the empty state).
    func hideError()
    /// Shows `message` (`No posts yet`) instead of the rows: the list loaded and has none.
    func showEmpty(_ message: String)
    /// Asks the presenter for every row again.
    func reloadData()
}
