import Domain

/// What the `Upcoming` presenter asks of its interactor. Answers come through
/// ``UpcomingInteractorOutput``.
@MainActor
public protocol UpcomingInteractorInput: AnyObject {
    /// Finds the items due from today through the end of next week, filed into sections.
    func findUpcomingItems() async
    /// Deletes the item `id`.
    func deleteItem(id: TodoItem.ID) async
}

/// What the `Upcoming` interactor reports to its presenter.
@MainActor
public protocol UpcomingInteractorOutput: AnyObject {
    /// The list's non-empty sections in display order (none: nothing upcoming).
    func interactorDidFindUpcomingItems(_ groups: [UpcomingGroup])
    /// The items could not be read.
    func interactorDidFailToFindItems(_ error: AppError)
    /// The item could not be deleted.
    func interactorDidFailToDeleteItem(_ error: AppError)
}
