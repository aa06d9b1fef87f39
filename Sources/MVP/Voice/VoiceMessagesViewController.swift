import MVPPresenters
import PatternKit
import SceneViews
import TerminalUI

/// The voice-message list as a passive ``MVPPresenters/VoiceListViewInterface``: Enter on a
/// row and leaving the screen go to ``MVPPresenters/VoiceListPresenter``, which tells it which
/// rows to redraw as the player moves.
final class VoiceMessagesViewController: ViewController, VoiceListViewInterface, TableListView, TableViewDataSource, TableViewDelegate {
    let tableView = TableView()
    private let presenter: VoiceListPresenter

    init(presenter: VoiceListPresenter) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        track(presenter.pendingWork)
        presenter.view = self
        tableView.register(VoiceMessageCell.self, forCellReuseIdentifier: VoiceMessageCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.presenter.didPullToRefresh() }
        tableView.refreshControl = refresh
        presenter.viewDidLoad()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        presenter.viewDidDisappear()
    }

    // MARK: VoiceListViewInterface (loading and errors: TableListView)

    func setTitle(_ title: String) { self.title = title }

    func reloadRow(at index: Int) { tableView.reloadRows(at: [IndexPath(row: index, section: 0)]) }

    // MARK: TableViewDataSource / TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { presenter.numberOfRows }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { VoiceMessageCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: VoiceMessageCell.reuseIdentifier, for: indexPath) as! VoiceMessageCell
        let data = presenter.row(at: indexPath.row)
        cell.sender = data.sender
        cell.duration = data.duration
        cell.setPlayback(status: data.status, time: data.time, progress: data.progress)
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectRow(at: indexPath.row)
    }
}
