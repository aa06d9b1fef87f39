/// Supplies a ``TableView``'s sections, rows and cells, shaped like `UITableViewDataSource`.
///
/// Only ``tableView(_:numberOfRowsInSection:)`` and ``tableView(_:cellForRowAt:)`` are required.
/// The table asks for cells of visible rows only.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (default 1).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a visible row; get it with ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The one-line header of `section`, or `nil` for none (default).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The one-line footer of `section`, or `nil` for none (default).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// Default: one section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// Default: no header.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Default: no footer.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// Receives a ``TableView``'s events and sizes its rows, shaped like `UITableViewDelegate`.
/// Every method has a default implementation.
///
/// **Load more.** ``tableViewDidReachEnd(_:)`` is the one load-more hook: it is called when the
/// selection arrives on the last row of the last section (by keyboard or `selectRow`), and again each
/// time the user presses ↓/j/PgDn/End while it is there. Guard against loading twice (e.g. an
/// `isLoading` flag); after appending rows, call `insertRows(at:)` or `reloadData()`.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The row's height in lines (default ``TableView/rowHeight``, at least 1). Asked only for rows
    /// being laid out, so a huge table stays cheap, and kept, as UIKit keeps it, until the rows are
    /// reloaded, inserted or deleted, ``TableView/endUpdates()`` or a new width.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int
    /// The user pressed Enter on a row (with no button of the row focused).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The selection moved to `indexPath` (by keyboard or ``TableView/selectRow(at:animated:scrollPosition:)``).
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// A cell is about to be shown for `indexPath`.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell scrolled out of view and went back to the reuse queue.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The selection reached the last row: load the next page here (see the protocol's discussion).
    func tableViewDidReachEnd(_ tableView: TableView)
}

extension TableViewDelegate {
    /// Default: the table's ``TableView/rowHeight``.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { tableView.rowHeight }
    /// Default: nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableViewDidReachEnd(_ tableView: TableView) {}
}
