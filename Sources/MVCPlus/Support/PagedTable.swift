import Domain
import MVCPlusKit
import MVCPlusLogic
import SceneViews
import TerminalUI

/// A table bound to a paged list's ``ListKeys`` on one namespace: the rows, one row's change,
/// a removed row, the HUD, the error view, the `No more` footer, the retry row; and its events
/// (refresh, end reached, retry, a row activated) published back. Part of a template: the blog
/// and draft lists of the profile template each use one.
@MainActor
final class PagedTable<Cell: TableViewCell, Row: Sendable>: TableViewDataSource, TableViewDelegate {
    let tableView = TableView()
    private let channel: ChannelScope
    private let keys = ListKeys<Row>()
    private let rowHeight: Int
    private let configure: @MainActor (Cell, Row) -> Void
    private let footerView = ListFooterView()
    private var rows: [Row] = []
    private var retryText: String?

    private static var cellIdentifier: String { String(describing: Cell.self) }

    /// A table on `channel`, each row a `Cell` of `rowHeight` lines filled by `configure`.
    init(channel: ChannelScope, rowHeight: Int, configure: @escaping @MainActor (Cell, Row) -> Void) {
        self.channel = channel
        self.rowHeight = rowHeight
        self.configure = configure
        tableView.register(Cell.self, forCellReuseIdentifier: Self.cellIdentifier)
        RetryCell.register(in: tableView)
        tableView.tableFooterView = footerView
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self.map { $0.channel.publish($0.keys.refresh, from: $0) } }
        tableView.refreshControl = refresh
        tableView.dataSource = self
        tableView.delegate = self
        subscribe()
    }

    /// The row selected, if any.
    var selectedRow: Int? {
        guard let selected = tableView.indexPathForSelectedRow, selected.section == 0 else { return nil }
        return selected.row
    }

    private func subscribe() {
        channel.subscribe(keys.rows, by: self) { [weak self] rows in
            self?.rows = rows
            self?.tableView.reloadData()
        }
        channel.subscribe(keys.appendedRows, by: self) { [weak self] more in
            self?.rows.append(contentsOf: more)
            self?.tableView.reloadData()
        }
        channel.subscribe(keys.row, by: self) { [weak self] changed in
            guard let self, self.rows.indices.contains(changed.index) else { return }
            self.rows[changed.index] = changed.row
            self.tableView.reloadRows(at: [IndexPath(row: changed.index, section: 0)])
        }
        channel.subscribe(keys.removedRow, by: self) { [weak self] index in
            guard let self, self.rows.indices.contains(index) else { return }
            self.rows.remove(at: index)
            self.tableView.deleteRows(at: [IndexPath(row: index, section: 0)])
        }
        channel.subscribe(keys.retryRow, by: self) { [weak self] text in
            guard let self, (text == nil) != (self.retryText == nil) || text != self.retryText else { return }
            let appears = self.retryText == nil && text != nil
            self.retryText = text
            self.tableView.reloadData()
            // The user, at the end where the load-more started, sees the retry row that just appeared.
            if appears { RetryCell.reveal(at: IndexPath(row: 0, section: 1), in: self.tableView) }
        }
        channel.subscribe(keys.footer, by: self) { [weak self] text in self?.footerView.text = text }
        channel.subscribe(keys.isLoading, by: self) { [weak self] loading in
            if !loading { self?.tableView.refreshControl?.endRefreshing() }
        }
        channel.subscribe(keys.hud, by: self) { [weak self] text in
            guard let self else { return }
            if let text { HUD.show(in: self.tableView, text: text) } else { HUD.hide(for: self.tableView) }
        }
        channel.subscribe(keys.error, by: self) { [weak self] error in
            self?.tableView.backgroundView = error.map { ErrorStateView(message: $0.message, hint: $0.hint) }
        }
        channel.subscribe(keys.empty, by: self) { [weak self] text in
            guard let self else { return }
            if let text { self.tableView.backgroundView = EmptyStateView(message: text) }
            else if self.tableView.backgroundView is EmptyStateView { self.tableView.backgroundView = nil }
        }
        channel.subscribe(keys.selectFirstRow, by: self) { [weak self] in
            guard let self else { return }
            self.tableView.selectRow(at: self.rows.isEmpty ? nil : IndexPath(row: 0, section: 0), scrollPosition: .top)
        }
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 1 ? (retryText == nil ? 0 : 1) : rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard indexPath.section == 0 else { return RetryCell.dequeue(from: tableView, for: indexPath, text: retryText ?? "") }
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath) as! Cell
        configure(cell, rows[indexPath.row])
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { indexPath.section == 1 ? 1 : rowHeight }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 1 {
            channel.publish(keys.retry, from: self)
        } else {
            channel.publish(keys.selected, indexPath.row, from: self)
        }
    }

    func tableViewDidReachEnd(_ tableView: TableView) { channel.publish(keys.reachedEnd, from: self) }
}
