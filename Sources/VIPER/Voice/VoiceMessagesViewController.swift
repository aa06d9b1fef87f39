import Domain
import PatternKit
import SceneViews
import TerminalUI
import VIPERLogic

/// The voice-message page as a passive VIPER view: a ``RowsTable`` of voice cells; Enter on a
/// row and leaving the screen go to the presenter, which sends back the rows that changed.
final class VoiceMessagesViewController: ViewController, VoiceViewInterface {
    private let eventHandler: any VoiceModuleInterface
    private let rows = RowsTable<VoiceRowDisplayData>(
        of: VoiceMessageCell.self, reuseIdentifier: VoiceMessageCell.reuseIdentifier, height: VoiceMessageCell.height, isPaged: false
    ) { cell, row in
        cell.sender = row.sender
        cell.duration = row.duration
        cell.setPlayback(status: row.status, time: row.time, progress: row.progress)
    }

    /// Creates the page; it holds `eventHandler` (the presenter) for as long as it lives.
    init(eventHandler: any VoiceModuleInterface) {
        self.eventHandler = eventHandler
        super.init()
        track(eventHandler.pendingWork)
        rows.didPullToRefresh = { [weak eventHandler] in eventHandler?.refresh() }
        rows.didSelectRow = { [weak eventHandler] index in eventHandler?.selectRow(at: index) }
    }

    override func loadView() { view = rows.tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        eventHandler.viewDidLoad()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        eventHandler.viewDidDisappear()
    }

    // MARK: VoiceViewInterface

    func setTitle(_ title: String) { self.title = title }

    func showLoading(_ text: String) { rows.showLoading(text) }

    func hideLoading() { rows.hideLoading() }

    func showRows(_ rows: [VoiceRowDisplayData]) {
        self.rows.hideError()
        self.rows.show(rows)
    }

    func updateRow(_ row: VoiceRowDisplayData, at index: Int) { rows.update(row, at: index) }

    func showError(_ error: ListError) { rows.showError(error) }

    func showToast(_ text: String) { Toast.show(text, in: view) }
}
