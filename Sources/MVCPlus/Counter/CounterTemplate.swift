import Domain
import MVCPlusKit
import MVCPlusLogic
import SceneViews
import TerminalUI

/// The counter screen's template: a table of counter cells bound to ``CounterKeys``. A cell's
/// `+` (or the `+` key on the selected row) publishes `plus`; pull to refresh publishes
/// `refresh`; rows, the HUD, the error and toasts come in on their keys.
final class CounterTemplate: Template, TableViewDataSource, TableViewDelegate {
    let tableView = TableView()
    var view: View { tableView }
    private let channel: ChannelScope
    private var rows: [CounterRowData] = []

    init(channel: ChannelScope) {
        self.channel = channel
        tableView.register(CounterCell.self, forCellReuseIdentifier: CounterCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.channel.publish(CounterKeys.refresh, from: self) }
        tableView.refreshControl = refresh
        channel.subscribe(CounterKeys.rows, by: self) { [weak self] rows in
            self?.rows = rows
            self?.tableView.reloadData()
        }
        channel.subscribe(CounterKeys.row, by: self) { [weak self] changed in
            guard let self, self.rows.indices.contains(changed.index) else { return }
            self.rows[changed.index] = changed.row
            self.tableView.reloadRows(at: [IndexPath(row: changed.index, section: 0)])
        }
        channel.subscribe(CounterKeys.isLoading, by: self) { [weak self] loading in
            if !loading { self?.tableView.refreshControl?.endRefreshing() }
        }
        channel.subscribe(CounterKeys.hud, by: self) { [weak self] text in
            guard let self else { return }
            if let text { HUD.show(in: self.tableView, text: text) } else { HUD.hide(for: self.tableView) }
        }
        channel.subscribe(CounterKeys.error, by: self) { [weak self] error in
            self?.tableView.backgroundView = error.map { ErrorStateView(message: $0.message, hint: $0.hint) }
        }
        channel.subscribe(CounterKeys.toast, by: self) { [weak self] text in
            guard let self else { return }
            Toast.show(text, in: self.tableView)
        }
    }

    /// `+` presses the selected row's button.
    var keyCommands: [KeyCommand] {
        [KeyCommand(input: .character("+"), isEnabled: { [weak self] in self?.selectedRow != nil }) { [weak self] in
            guard let self, let row = self.selectedRow else { return }
            self.channel.publish(CounterKeys.plus, row.id, from: self)
        }]
    }

    private var selectedRow: CounterRowData? {
        guard let row = tableView.indexPathForSelectedRow?.row, rows.indices.contains(row) else { return nil }
        return rows[row]
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { CounterCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: CounterCell.reuseIdentifier, for: indexPath) as! CounterCell
        cell.title = row.title
        cell.value = row.value
        cell.plusButton.addAction { [weak self] in
            guard let self else { return }
            self.channel.publish(CounterKeys.plus, row.id, from: self)
        }
        return cell
    }
}
