/// A list that loads page by page: on top of a ``ListViewInterface``, a `No more` footer after
/// the last page, the selection a reload puts back on row 0, and rows that go away.
/// ``Pager`` drives it; the retry row is the presenter's ``PagedListPresenter/showsRetryRow``.
@MainActor
public protocol PagedListViewInterface: ListViewInterface {
    /// Sets the footer under the rows (`No more`, or `""` for none).
    func setFooter(_ text: String)
    /// Selects the row at `index` and scrolls it to the top; `nil` clears the selection.
    func selectRow(at index: Int?)
    /// Removes the row at `index` (the presenter already removed its item).
    func deleteRow(at index: Int)
    /// Brings the retry row into view when the user is at the end of the list (where the
    /// failed load-more started).
    func revealRetryRow()
}
