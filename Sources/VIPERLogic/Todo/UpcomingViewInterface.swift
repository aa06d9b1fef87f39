import Domain

/// The `Upcoming` list page as its presenter drives it.
@MainActor
public protocol UpcomingViewInterface: PromptingViewInterface {
    /// The screen's title.
    func setTitle(_ title: String)
    /// Replaces the sections (and hides the empty and error views).
    func showUpcomingDisplayData(_ sections: [UpcomingSectionDisplayData])
    /// Shows `message` (`No upcoming items`) instead of the rows.
    func showNoContentMessage(_ message: String)
    /// Shows the error view instead of the rows.
    func showError(_ error: ListError)
    /// Selects the row of item `id`.
    func selectItem(id: TodoItem.ID)
}
