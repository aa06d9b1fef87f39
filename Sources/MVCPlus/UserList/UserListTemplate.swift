import Domain
import MVCPlusKit
import MVCPlusLogic
import SceneViews
import TerminalUI

/// A user list's template: user cells bound to ``UserListKeys``; a row's follow button
/// publishes `follow` with its user — the row does not know which scene it is in.
final class UserListTemplate: Template, TableViewDataSource, TableViewDelegate {
    let tableView = TableView()
    var view: View { tableView }
    private let channel: ChannelScope
    private var rows: [UserRowData] = []

    init(channel: ChannelScope) {
        self.channel = channel
        tableView.register(UserCell.self, forCellReuseIdentifier: UserCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self.map { $0.channel.publish(UserListKeys.refresh, from: $0) } }
        tableView.refreshControl = refresh
        channel.subscribe(UserListKeys.rows, by: self) { [weak self] rows in
            self?.rows = rows
            self?.tableView.reloadData()
        }
        channel.subscribe(UserListKeys.row, by: self) { [weak self] changed in
            guard let self, self.rows.indices.contains(changed.index) else { return }
            self.rows[changed.index] = changed.row
            self.tableView.reloadRows(at: [IndexPath(row: changed.index, section: 0)])
        }
        channel.subscribe(UserListKeys.isLoading, by: self) { [weak self] loading in
            if !loading { self?.tableView.refreshControl?.endRefreshing() }
        }
        channel.subscribe(UserListKeys.hud, by: self) { [weak self] text in
            guard let self else { return }
            if let text { HUD.show(in: self.tableView, text: text) } else { HUD.hide(for: self.tableView) }
        }
        channel.subscribe(UserListKeys.error, by: self) { [weak self] error in
            self?.tableView.backgroundView = error.map { ErrorStateView(message: $0.message, hint: $0.hint) }
        }
        channel.subscribe(UserListKeys.empty, by: self) { [weak self] text in
            guard let self else { return }
            if let text { self.tableView.backgroundView = EmptyStateView(message: text) }
            else if self.tableView.backgroundView is EmptyStateView { self.tableView.backgroundView = nil }
        }
        channel.subscribe(UserListKeys.toast, by: self) { [weak self] text in
            guard let self else { return }
            Toast.show(text, in: self.tableView)
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { UserCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: UserCell.reuseIdentifier, for: indexPath) as! UserCell
        cell.name = row.name
        cell.summary = row.summary
        cell.setFollow(title: row.followTitle, isFollowing: row.isFollowing)
        cell.followButton.addAction { [weak self] in self.map { $0.channel.publish(UserListKeys.follow, row.id, from: $0) } }
        return cell
    }
}
