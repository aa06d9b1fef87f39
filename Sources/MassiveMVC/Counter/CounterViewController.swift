import Domain
import PatternKit
import SceneViews
import TerminalUI

/// The counter list, the Massive-MVC way: this one controller loads the rows, keeps every
/// row's ``CounterTally``, sends each press with its idempotency key, re-syncs a row whose
/// press had an unknown outcome, and draws the cells.
///
/// A cell's `+` button routes an ``PatternKit/IncrementEvent`` up the responder chain to here; the `+`
/// key presses the selected row's button.
final class CounterViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let services: Services
    private let strings: Localizer
    private let tableView = TableView()
    private var tallies: [CounterTally] = []

    init(services: Services, strings: Localizer) {
        self.services = services
        self.strings = strings
        super.init()
        title = strings(.countersTitle)
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        // `+` presses the selected row's button.
        keyCommands = [.plus(isEnabled: { [weak self] in self?.selectedCounterID != nil }) { [weak self] in
            if let self, let id = self.selectedCounterID { self.increment(counterID: id) }
        }]
        tableView.register(CounterCell.self, forCellReuseIdentifier: CounterCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.load(showingHUD: false) }
        tableView.refreshControl = refresh
        load(showingHUD: true)
    }

    private func load(showingHUD: Bool) {
        if showingHUD { HUD.show(in: tableView, text: strings(.loading)) }
        let services = services
        spawn { [weak self] in
            let result = await Result(catching: { try await services.counters.counters() })
            self?.didLoad(result)
        }
    }

    private func didLoad(_ result: Result<[Counter], AppError>) {
        HUD.hide(for: tableView)
        tableView.refreshControl?.endRefreshing()
        switch result {
        case .success(let counters):
            if tallies.isEmpty {
                tallies = counters.map(CounterTally.init)
            } else {
                for counter in counters {
                    if let index = tallies.firstIndex(where: { $0.counterID == counter.id }) { tallies[index].refresh(counter) }
                }
            }
            tableView.backgroundView = nil
            tableView.reloadData()
        case .failure(let error):
            if tallies.isEmpty {
                tableView.backgroundView = ErrorStateView(message: strings.message(for: error), hint: strings(.retryHint))
            } else {
                Toast.show(strings.message(for: error), in: view)
            }
        }
    }

    // MARK: Presses

    /// The counter of the selected row (`+` presses its button).
    private var selectedCounterID: Counter.ID? {
        guard let row = tableView.indexPathForSelectedRow?.row, tallies.indices.contains(row) else { return nil }
        return tallies[row].counterID
    }

    override func routeEvent(_ routed: RoutedEvent) {
        guard let counterID = (routed.event as? IncrementEvent)?.counterID else {
            return super.routeEvent(routed)
        }
        increment(counterID: counterID)
    }

    private func increment(counterID: Counter.ID) {
        guard let index = tallies.firstIndex(where: { $0.counterID == counterID }) else { return }
        let next = tallies[index].press()
        reloadRow(of: counterID)
        if let next { send(next, counterID: counterID) }
    }

    private func send(_ key: IdempotencyKey, counterID: Counter.ID) {
        let services = services
        spawn { [weak self] in
            let result = await Result(catching: { try await services.counters.increment(id: counterID, idempotencyKey: key) })
            guard let self, let index = self.tallies.firstIndex(where: { $0.counterID == counterID }) else { return }
            let next: IdempotencyKey?
            switch result {
            case .success(let counter):
                next = self.tallies[index].didCount(counter)
            case .failure(let error) where error.leavesOutcomeUnknown:
                // The press may have counted: ask the server instead of guessing.
                let check = await Result(catching: { try await services.counters.counters() })
                guard let index = self.tallies.firstIndex(where: { $0.counterID == counterID }) else { return }
                switch check {
                case .success(let counters):
                    if let counter = counters.first(where: { $0.id == counterID }) {
                        next = self.tallies[index].didResync(counter)
                    } else {
                        next = self.tallies[index].didFailToResync()
                    }
                case .failure:
                    next = self.tallies[index].didFailToResync()
                    Toast.show(self.strings(.incrementFailed), in: self.view)
                }
            case .failure:
                next = self.tallies[index].didFail()
                Toast.show(self.strings(.incrementFailed), in: self.view)
            }
            self.reloadRow(of: counterID)
            if let next { self.send(next, counterID: counterID) }
        }
    }

    private func reloadRow(of counterID: Counter.ID) {
        guard let index = tallies.firstIndex(where: { $0.counterID == counterID }) else { return }
        tableView.reloadRows(at: [IndexPath(row: index, section: 0)])
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { tallies.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { CounterCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let tally = tallies[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: CounterCell.reuseIdentifier, for: indexPath) as! CounterCell
        cell.title = strings(.item(tally.counterID))
        cell.value = String(tally.displayed)
        let counterID = tally.counterID
        cell.plusButton.addAction { button in button.routeEvent(IncrementEvent(counterID: counterID)) }
        return cell
    }
}
