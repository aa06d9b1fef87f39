import Domain

/// A user list page (Friends or Suggested users) as its presenter drives it.
@MainActor
public protocol UserListViewInterface: PromptingViewInterface {
    /// The screen's title.
    func setTitle(_ title: String)
    /// Shows the HUD over the list.
    func showLoading(_ text: String)
    /// Hides the HUD and ends pull to refresh.
    func hideLoading()
    /// Replaces the rows (and hides the error view).
    func showUsers(_ rows: [UserRowDisplayData])
    /// Replaces the row at `index`.
    func updateUser(_ row: UserRowDisplayData, at index: Int)
    /// Shows the error view instead of the rows.
    func showError(_ error: ListError)
    /// Shows `message` (`No friends yet`) instead of the rows: the list has nobody.
    func showEmpty(_ message: String)
}
