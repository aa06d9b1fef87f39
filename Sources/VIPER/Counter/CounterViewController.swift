import Domain
import PatternKit
import SceneViews
import TerminalUI
import VIPERLogic

/// The counter page as a passive VIPER view: a ``RowsTable`` of counter cells. The cells' `+`
/// routes an ``PatternKit/IncrementEvent`` up to here and the `+` key presses the selected row's; both go to the
/// presenter.
final class CounterViewController: ViewController, CounterViewInterface {
    private let eventHandler: any CounterModuleInterface
    private let rows = RowsTable<CounterRowDisplayData>(
        of: CounterCell.self, reuseIdentifier: CounterCell.reuseIdentifier, height: CounterCell.height, isPaged: false
    ) { cell, row in
        cell.title = row.title
        cell.value = row.value
        cell.plusButton.addAction { button in button.routeEvent(IncrementEvent(counterID: row.id)) }
    }

    /// Creates the page; it holds `eventHandler` (the presenter) for as long as it lives.
    init(eventHandler: any CounterModuleInterface) {
        self.eventHandler = eventHandler
        super.init()
        track(eventHandler.pendingWork)
        rows.didPullToRefresh = { [weak eventHandler] in eventHandler?.refresh() }
    }

    override func loadView() { view = rows.tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        // `+` presses the selected row's button.
        keyCommands = [.plus(isEnabled: { [weak self] in self?.selectedCounterID != nil }) { [weak self] in
            if let self, let id = self.selectedCounterID { self.eventHandler.plus(counterID: id) }
        }]
        eventHandler.viewDidLoad()
    }

    /// The counter of the selected row (`+` presses its button).
    private var selectedCounterID: Counter.ID? {
        guard let index = rows.tableView.indexPathForSelectedRow?.row, rows.rows.indices.contains(index) else { return nil }
        return rows.rows[index].id
    }

    override func routeEvent(_ routed: RoutedEvent) {
        guard let id = (routed.event as? IncrementEvent)?.counterID else { return super.routeEvent(routed) }
        eventHandler.plus(counterID: id)
    }

    // MARK: CounterViewInterface

    func setTitle(_ title: String) { self.title = title }

    func showLoading(_ text: String) { rows.showLoading(text) }

    func hideLoading() { rows.hideLoading() }

    func showRows(_ rows: [CounterRowDisplayData]) {
        self.rows.hideError()
        self.rows.show(rows)
    }

    func updateRow(_ row: CounterRowDisplayData, at index: Int) { rows.update(row, at: index) }

    func showError(_ error: ListError) { rows.showError(error) }

    func showToast(_ text: String) { Toast.show(text, in: view) }
}
