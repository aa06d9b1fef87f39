import Domain
import SceneViews
import TerminalUI

/// The voice-message list, the Massive-MVC way: this controller loads the conversation, drives
/// the player, decides what plays next when a message ends, and redraws the rows the player's
/// updates touch — also rows nobody pressed.
final class VoiceMessagesViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let services: Services
    private let strings: Localizer
    private let player: any VoicePlayer
    private let tableView = TableView()
    private var messages: [VoiceMessage] = []
    private var playback: Playback?

    init(services: Services, strings: Localizer, player: any VoicePlayer) {
        self.services = services
        self.strings = strings
        self.player = player
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
        player.onUpdate = { [weak self] playback in self?.playerDidUpdate(playback) }
        load(showingHUD: true)
    }

    /// Leaving the screen stops playback: no timer outlives it.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        player.stop()
        show(nil)
    }

    private func load(showingHUD: Bool) {
        if showingHUD { HUD.show(in: tableView, text: strings(.loading)) }
        let services = services
        spawn { [weak self] in
            let result = await Result(catching: { try await services.voiceMessages.messages() })
            self?.didLoad(result)
        }
    }

    private func didLoad(_ result: Result<[VoiceMessage], AppError>) {
        HUD.hide(for: tableView)
        tableView.refreshControl?.endRefreshing()
        switch result {
        case .success(let messages):
            self.messages = messages
            tableView.backgroundView = nil
            tableView.reloadData()
        case .failure(let error):
            if messages.isEmpty {
                tableView.backgroundView = ErrorStateView(message: strings.message(for: error), hint: strings(.retryHint))
            } else {
                Toast.show(strings.message(for: error), in: view)
            }
        }
    }

    // MARK: Playback

    private func playerDidUpdate(_ update: Playback) {
        guard update.phase == .finished else { return show(update) }
        // A message ended by itself: the next one starts, though nobody touched its row.
        if let index = messages.firstIndex(where: { $0.id == update.messageID }), index + 1 < messages.count {
            player.play(messages[index + 1])
        } else {
            show(nil)
        }
    }

    private func show(_ new: Playback?) {
        let rows = Set([playback?.messageID, new?.messageID].compactMap { $0 })
        playback = new
        let paths = rows.compactMap { id in messages.firstIndex { $0.id == id } }.map { IndexPath(row: $0, section: 0) }
        tableView.reloadRows(at: paths)
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { VoiceMessageCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let message = messages[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: VoiceMessageCell.reuseIdentifier, for: indexPath) as! VoiceMessageCell
        cell.sender = message.sender
        cell.duration = strings.voiceDuration(seconds: message.durationSeconds)
        let line = strings.playbackLine(playback?.messageID == message.id ? playback : nil)
        cell.setPlayback(status: line.status, time: line.time, progress: line.progress)
        return cell
    }

    /// Enter plays the row; on the playing row it pauses, on the paused row it resumes.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let message = messages[indexPath.row]
        switch (playback?.messageID == message.id ? playback?.phase : nil) {
        case .playing?: player.pause()
        case .paused?: player.resume()
        case .buffering?: break
        default: player.play(message)
        }
    }
}
