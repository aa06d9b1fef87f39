/// The `Upcoming` list page: its title, its sections (asked of the presenter), the empty state,
/// the row to select, and the Add sheet it opens.
@MainActor
public protocol UpcomingViewInterface: ListViewInterface {
    /// The screen's title.
    func setTitle(_ title: String)
    /// Selects row `row` of section `section`.
    func selectRow(_ row: Int, inSection section: Int)
    /// Opens the Add sheet `presenter` drives.
    func showAddTodo(_ presenter: AddTodoPresenter)
}
