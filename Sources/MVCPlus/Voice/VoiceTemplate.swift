import Domain
import MVCPlusKit
import MVCPlusLogic
import SceneViews
import TerminalUI

/// The voice list's template: voice cells bound to ``VoiceKeys``; Enter on a row publishes its
/// index; rows the player changed are redrawn as their key says.
final class VoiceTemplate: Template, TableViewDataSource, TableViewDelegate {
    let tableView = TableView()
    var view: View { tableView }
    private let channel: ChannelScope
    private var rows: [VoiceRowData] = []

    init(channel: ChannelScope) {
        self.channel = channel
        tableView.register(VoiceMessageCell.self, forCellReuseIdentifier: VoiceMessageCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.channel.publish(VoiceKeys.refresh, from: self) }
        tableView.refreshControl = refresh
        channel.subscribe(VoiceKeys.rows, by: self) { [weak self] rows in
            self?.rows = rows
            self?.tableView.reloadData()
        }
        channel.subscribe(VoiceKeys.changedRows, by: self) { [weak self] changed in
            guard let self else { return }
            let valid = changed.filter { self.rows.indices.contains($0.index) }
            for change in valid { self.rows[change.index] = change.row }
            self.tableView.reloadRows(at: valid.map { IndexPath(row: $0.index, section: 0) })
        }
        channel.subscribe(VoiceKeys.isLoading, by: self) { [weak self] loading in
            if !loading { self?.tableView.refreshControl?.endRefreshing() }
        }
        channel.subscribe(VoiceKeys.hud, by: self) { [weak self] text in
            guard let self else { return }
            if let text { HUD.show(in: self.tableView, text: text) } else { HUD.hide(for: self.tableView) }
        }
        channel.subscribe(VoiceKeys.error, by: self) { [weak self] error in
            self?.tableView.backgroundView = error.map { ErrorStateView(message: $0.message, hint: $0.hint) }
        }
        channel.subscribe(VoiceKeys.toast, by: self) { [weak self] text in
            guard let self else { return }
            Toast.show(text, in: self.tableView)
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { VoiceMessageCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: VoiceMessageCell.reuseIdentifier, for: indexPath) as! VoiceMessageCell
        cell.sender = row.sender
        cell.duration = row.duration
        cell.setPlayback(status: row.status, time: row.time, progress: row.progress)
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        channel.publish(VoiceKeys.selected, indexPath.row, from: self)
    }
}
