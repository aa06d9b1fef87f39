import MVCPlusKit
import MVCPlusLogic
import SceneViews
import TerminalUI

/// `Who are you?`'s template: role rows bound to ``RoleChoiceKeys``; Enter on a row publishes
/// its index.
final class RoleChoiceTemplate: Template, TableViewDataSource, TableViewDelegate {
    let tableView = TableView()
    var view: View { tableView }
    private let channel: ChannelScope
    private var rows: [String] = []

    init(channel: ChannelScope) {
        self.channel = channel
        tableView.register(RoleCell.self, forCellReuseIdentifier: RoleCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        channel.subscribe(RoleChoiceKeys.rows, by: self) { [weak self] rows in
            self?.rows = rows
            self?.tableView.reloadData()
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { RoleCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: RoleCell.reuseIdentifier, for: indexPath) as! RoleCell
        cell.title = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        channel.publish(RoleChoiceKeys.selected, indexPath.row, from: self)
    }
}
