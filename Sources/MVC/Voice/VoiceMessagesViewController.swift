import Domain
import SceneViews
import TerminalUI

/// The voice-message list: the controller between the ``VoicePlaylist`` model and the table.
/// Enter on a row goes to the playlist; the playlist says which rows to redraw as the player
/// moves; leaving the screen stops it.
final class VoiceMessagesViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let playlist: VoicePlaylist
    private let strings: Localizer
    private let tableView = TableView()

    init(playlist: VoicePlaylist, strings: Localizer) {
        self.playlist = playlist
        self.strings = strings
        super.init()
        title = strings(.voiceMessages)
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(VoiceMessageCell.self, forCellReuseIdentifier: VoiceMessageCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.load(showingHUD: false) }
        tableView.refreshControl = refresh
        playlist.onRowsChange = { [weak self] rows in
            self?.tableView.reloadRows(at: rows.map { IndexPath(row: $0, section: 0) })
        }
        load(showingHUD: true)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        playlist.stop()
    }

    private func load(showingHUD: Bool) {
        if showingHUD { HUD.show(in: tableView, text: strings(.loading)) }
        spawn { [weak self] in
            guard let result = await self?.playlist.load(), let self else { return }
            self.tableView.endLoading()
            switch result {
            case .success:
                self.tableView.backgroundView = nil
                self.tableView.reloadData()
            case .failure(let error) where self.playlist.messages.isEmpty:
                self.tableView.showLoadError(error, strings: self.strings)
            case .failure(let error):
                Toast.show(self.strings.message(for: error), in: self.view)
            }
        }
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { playlist.messages.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { VoiceMessageCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let message = playlist.messages[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: VoiceMessageCell.reuseIdentifier, for: indexPath) as! VoiceMessageCell
        cell.sender = message.sender
        cell.duration = strings.voiceDuration(seconds: message.durationSeconds)
        let line = strings.playbackLine(playlist.playback(ofRow: indexPath.row))
        cell.setPlayback(status: line.status, time: line.time, progress: line.progress)
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        playlist.select(row: indexPath.row)
    }
}
