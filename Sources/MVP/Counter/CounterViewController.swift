import Domain
import MVPPresenters
import PatternKit
import SceneViews
import TerminalUI

/// The counter list as a passive ``MVPPresenters/CounterListViewInterface``. A row's `+`
/// button routes an ``PatternKit/IncrementEvent`` up to here, and the `+` key presses the selected row's
/// button; both go to ``MVPPresenters/CounterListPresenter``.
final class CounterViewController: ViewController, CounterListViewInterface, TableListView, TableViewDataSource, TableViewDelegate {
    let tableView = TableView()
    private let presenter: CounterListPresenter

    init(presenter: CounterListPresenter) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        // `+` presses the selected row's button.
        keyCommands = [.plus(isEnabled: { [weak self] in self?.selectedRow != nil }) { [weak self] in
            if let self, let row = self.selectedRow { self.presenter.didPressPlus(at: row) }
        }]
        track(presenter.pendingWork)
        presenter.view = self
        tableView.register(CounterCell.self, forCellReuseIdentifier: CounterCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.presenter.didPullToRefresh() }
        tableView.refreshControl = refresh
        presenter.viewDidLoad()
    }

    /// The selected row (`+` presses its button).
    private var selectedRow: Int? { tableView.indexPathForSelectedRow?.row }

    override func routeEvent(_ routed: RoutedEvent) {
        guard let id = (routed.event as? IncrementEvent)?.counterID else { return super.routeEvent(routed) }
        presenter.didPressPlus(counterID: id)
    }

    // MARK: CounterListViewInterface (loading and errors: TableListView)

    func setTitle(_ title: String) { self.title = title }

    func reloadRow(at index: Int) { tableView.reloadRows(at: [IndexPath(row: index, section: 0)]) }

    // MARK: TableViewDataSource / TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { presenter.numberOfRows }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { CounterCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CounterCell.reuseIdentifier, for: indexPath) as! CounterCell
        let data = presenter.row(at: indexPath.row)
        cell.title = data.title
        cell.value = data.value
        let id = data.id
        cell.plusButton.addAction { button in button.routeEvent(IncrementEvent(counterID: id)) }
        return cell
    }
}
