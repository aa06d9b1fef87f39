import MVVMViewModels
import PatternKit
import SceneViews
import TerminalUI

/// The voice-message list, bound to a ``VoiceListViewModel``: Enter on a row and leaving the
/// screen are its inputs; the rows redraw themselves as their view models change.
final class VoiceMessagesViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let viewModel: VoiceListViewModel
    private let tableView = TableView()
    private var bindings: [ObservationToken] = []

    init(viewModel: VoiceListViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.title
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(VoiceRowCell.self, forCellReuseIdentifier: VoiceMessageCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak viewModel] in viewModel?.refreshRequested() }
        tableView.refreshControl = refresh
        track(viewModel.pendingWork)
        // Start loading before binding, so the first frame already shows the HUD.
        viewModel.viewDidLoad()
        let viewModel = viewModel, tableView = tableView
        bindings = tableView.bindLoading(of: viewModel) + [
            observe({ viewModel.rows.map(\.id) }) { _ in tableView.reloadData() },
            bindEvents(of: viewModel.events),
        ]
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        viewModel.viewDidDisappear()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { viewModel.rows.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { VoiceMessageCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: VoiceMessageCell.reuseIdentifier, for: indexPath) as! VoiceRowCell
        cell.configure(with: viewModel.rows[indexPath.row])
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.rowSelected(at: indexPath.row)
    }
}
