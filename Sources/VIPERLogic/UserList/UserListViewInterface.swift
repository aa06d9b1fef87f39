/// A user list page (Friends or Suggested users) as its presenter drives it.
@MainActor
public protocol UserListViewInterface: AnyObject {
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
    func showError(message: String, hint: String)
    /// Shows `message` (`No friends yet`) instead of the rows: the list has nobody.
    func showEmpty(_ message: String)
    /// Shows a short message at the bottom.
    func showToast(_ text: String)
}
