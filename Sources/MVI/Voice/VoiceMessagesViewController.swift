import Domain
import MVICore
import MVIFeatures
import SceneViews
import TerminalUI

/// The voice-message list rendering ``VoiceFeature``: Enter on a row and leaving the screen are
/// actions; the rows the state's playback touches are redrawn, pressed or not.
final class VoiceMessagesViewController: ViewController, TableViewDataSource, TableViewDelegate {
    typealias Feature = VoiceFeature

    private let store: Store<Feature.State, Feature.Action>
    private let strings: Localizer
    private let tableView = TableView()
    private var observation: StoreObservation?
    private var status: ListStatusRenderer
    private var messages: [VoiceMessage] = []
    private var playback: Playback?

    /// The list rendering `store`.
    init(store: Store<Feature.State, Feature.Action>, strings: Localizer) {
        self.store = store
        self.strings = strings
        status = ListStatusRenderer(strings: strings)
        super.init()
        title = strings(.voiceMessages)
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        let store = store
        tableView.register(VoiceMessageCell.self, forCellReuseIdentifier: VoiceMessageCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [store] in store.send(.refresh) }
        tableView.refreshControl = refresh
        store.onEffectStarted { [weak self] task in self?.application?.track(task) }
        store.send(.viewDidLoad)
        observation = store.observe { [weak self] state in self?.render(state) }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        store.send(.viewDidDisappear)
    }

    private func render(_ state: Feature.State) {
        let loadFinished = status.render(isShowingHUD: state.isShowingHUD, isLoading: state.isLoading,
                                         error: state.loadError, in: tableView)
        let listChanged = messages != state.messages
        let changed = Set([playback?.messageID, state.playback?.messageID].compactMap { $0 })
        let playbackChanged = playback != state.playback
        messages = state.messages
        playback = state.playback
        if loadFinished || listChanged {
            tableView.reloadData()
        } else if playbackChanged {
            let rows = messages.indices.filter { changed.contains(messages[$0].id) }
            tableView.reloadRows(at: rows.map { IndexPath(row: $0, section: 0) })
        }
        if let error = state.toast {
            Toast.show(strings.message(for: error), in: view)
            store.send(.toastShown)
        }
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

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        store.send(.rowSelected(indexPath.row))
    }
}
