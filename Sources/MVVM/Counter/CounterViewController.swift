import Domain
import MVVMViewModels
import PatternKit
import SceneViews
import TerminalUI

/// The counter list, bound to a ``CounterListViewModel``. A row's `+` button routes an
/// ``PatternKit/IncrementEvent`` up to here, and the `+` key presses the selected row's button; both
/// become the view model's ``CounterListViewModel/plusTapped(counterID:)``.
final class CounterViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let viewModel: CounterListViewModel
    private let tableView = TableView()
    private var bindings: [ObservationToken] = []

    init(viewModel: CounterListViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.title
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        // `+` presses the selected row's button.
        keyCommands = [.plus(isEnabled: { [weak self] in self?.selectedCounterID != nil }) { [weak self] in
            if let self, let id = self.selectedCounterID { self.viewModel.plusTapped(counterID: id) }
        }]
        tableView.register(CounterRowCell.self, forCellReuseIdentifier: CounterCell.reuseIdentifier)
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

    /// The counter of the selected row (`+` presses its button).
    private var selectedCounterID: Counter.ID? {
        guard let row = tableView.indexPathForSelectedRow?.row, viewModel.rows.indices.contains(row) else { return nil }
        return viewModel.rows[row].id
    }

    override func routeEvent(_ routed: RoutedEvent) {
        guard let counterID = (routed.event as? IncrementEvent)?.counterID else {
            return super.routeEvent(routed)
        }
        viewModel.plusTapped(counterID: counterID)
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { viewModel.rows.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { CounterCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CounterCell.reuseIdentifier, for: indexPath) as! CounterRowCell
        cell.configure(with: viewModel.rows[indexPath.row])
        return cell
    }
}
