import Domain
import MVCPlusKit
import MVCPlusLogic
import PatternKit
import SceneViews
import TerminalUI

/// The `Upcoming` list's template: a sectioned table of to-do cells bound to ``UpcomingKeys``;
/// `a` / `+` publish `add`, `d` / Delete publish `delete` with the selected row's item.
final class UpcomingTemplate: Template, TableViewDataSource, TableViewDelegate {
    let tableView = TableView()
    var view: View { tableView }
    private let channel: ChannelScope
    private var sections: [UpcomingSectionViewData] = []
    private var empty: String?
    private var error: ListError?

    init(channel: ChannelScope) {
        self.channel = channel
        TodoCell.register(in: tableView)
        tableView.allowsSelection = false   // an item opens nothing: Enter is not the list's
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.channel.publish(UpcomingKeys.refresh, from: self) }
        tableView.refreshControl = refresh
        channel.subscribe(UpcomingKeys.sections, by: self) { [weak self] sections in
            self?.sections = sections
            self?.tableView.reloadData()
        }
        channel.subscribe(UpcomingKeys.empty, by: self) { [weak self] message in
            self?.empty = message
            self?.showBackground()
        }
        channel.subscribe(UpcomingKeys.error, by: self) { [weak self] error in
            self?.error = error
            self?.showBackground()
        }
        channel.subscribe(UpcomingKeys.isLoading, by: self) { [weak self] loading in
            if !loading { self?.tableView.refreshControl?.endRefreshing() }
        }
        channel.subscribe(UpcomingKeys.select, by: self) { [weak self] id in self?.select(id) }
        channel.subscribe(UpcomingKeys.toast, by: self) { [weak self] text in
            guard let self else { return }
            Toast.show(text, in: self.tableView)
        }
    }

    private func showBackground() {
        if let error {
            tableView.backgroundView = ErrorStateView(message: error.message, hint: error.hint)
        } else {
            tableView.backgroundView = empty.map { EmptyStateView(message: $0) }
        }
    }

    private func select(_ id: TodoItem.ID) {
        for (section, data) in sections.enumerated() {
            if let row = data.rows.firstIndex(where: { $0.id == id }) {
                tableView.selectRow(at: IndexPath(row: row, section: section), scrollPosition: .middle)
            }
        }
    }

    /// `a Add`, and `d Delete` while an item is selected.
    var keyCommands: [KeyCommand] {
        [
            .add { [weak self] in
                guard let self else { return }
                self.channel.publish(UpcomingKeys.add, from: self)
            },
            .delete(isEnabled: { [weak self] in self?.tableView.indexPathForSelectedRow != nil }) { [weak self] in
                guard let self, let selected = self.tableView.indexPathForSelectedRow, self.sections.indices.contains(selected.section),
                      self.sections[selected.section].rows.indices.contains(selected.row) else { return }
                self.channel.publish(UpcomingKeys.delete, self.sections[selected.section].rows[selected.row].id, from: self)
            },
        ]
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { TodoCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath) as! TodoCell
        cell.title = row.title
        cell.detail = row.detail
        return cell
    }
}
