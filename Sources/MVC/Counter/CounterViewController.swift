import Domain
import PatternKit
import SceneViews
import TerminalUI

/// The counter list: the controller between the ``CounterModel`` model and the table. A row's
/// `+` button routes an ``PatternKit/IncrementEvent`` up to here, and the `+` key presses the selected
/// row's button; the model counts and persists, and tells this controller which row to redraw.
final class CounterViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let model: CounterModel
    private let strings: Localizer
    private let tableView = TableView()

    init(model: CounterModel, strings: Localizer) {
        self.model = model
        self.strings = strings
        super.init()
        title = strings(.countersTitle)
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        // `+` presses the selected row's button.
        keyCommands = [.plus(isEnabled: { [weak self] in self?.selectedRow != nil }) { [weak self] in
            if let self, let row = self.selectedRow { self.press(row: row) }
        }]
        tableView.register(CounterCell.self, forCellReuseIdentifier: CounterCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.load(showingHUD: false) }
        tableView.refreshControl = refresh
        model.onRowChange = { [weak self] row in self?.tableView.reloadRows(at: [IndexPath(row: row, section: 0)]) }
        model.onPressFailed = { [weak self] in
            guard let self else { return }
            Toast.show(self.strings(.incrementFailed), in: self.view)
        }
        load(showingHUD: true)
    }

    private func load(showingHUD: Bool) {
        if showingHUD { HUD.show(in: tableView, text: strings(.loading)) }
        spawn { [weak self] in
            guard let result = await self?.model.load(), let self else { return }
            self.tableView.endLoading()
            switch result {
            case .success:
                self.tableView.backgroundView = nil
                self.tableView.reloadData()
            case .failure(let error) where self.model.tallies.isEmpty:
                self.tableView.showLoadError(error, strings: self.strings)
            case .failure(let error):
                Toast.show(self.strings.message(for: error), in: self.view)
            }
        }
    }

    private func press(row: Int) {
        if let request = model.press(row: row) { spawn { await request() } }
    }

    /// The selected row (`+` presses its button).
    private var selectedRow: Int? { tableView.indexPathForSelectedRow?.row }

    override func routeEvent(_ routed: RoutedEvent) {
        guard let id = (routed.event as? IncrementEvent)?.counterID else { return super.routeEvent(routed) }
        if let row = model.tallies.firstIndex(where: { $0.counterID == id }) { press(row: row) }
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { model.tallies.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { CounterCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let tally = model.tallies[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: CounterCell.reuseIdentifier, for: indexPath) as! CounterCell
        cell.title = strings(.item(tally.counterID))
        cell.value = String(tally.displayed)
        let id = tally.counterID
        cell.plusButton.addAction { button in button.routeEvent(IncrementEvent(counterID: id)) }
        return cell
    }
}
