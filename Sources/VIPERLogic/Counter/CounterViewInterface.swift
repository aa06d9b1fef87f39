import Domain

/// The counter list page as its presenter drives it.
@MainActor
public protocol CounterViewInterface: AnyObject {
    /// The screen's title.
    func setTitle(_ title: String)
    /// Shows the HUD over the list.
    func showLoading(_ text: String)
    /// Hides the HUD and ends pull to refresh.
    func hideLoading()
    /// Replaces the rows (and hides the error view).
    func showRows(_ rows: [CounterRowDisplayData])
    /// Replaces the row at `index`.
    func updateRow(_ row: CounterRowDisplayData, at index: Int)
    /// Shows the error view instead of the rows.
    func showError(_ error: ListError)
    /// Shows a short message at the bottom.
    func showToast(_ text: String)
}
