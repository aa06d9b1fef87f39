import Domain
import MVICore
import MVIFeatures
import PatternKit
import SceneViews
import TerminalUI

/// The counter list, rendering ``CounterFeature``: a row's `+` button routes an ``PatternKit/IncrementEvent``
///  up to here and the `+` key presses the selected row's; both become `.plusTapped`.
final class CounterViewController: ViewController, TableViewDataSource, TableViewDelegate {
    typealias Feature = CounterFeature

    private let store: Store<Feature.State, Feature.Action>
    private let strings: Localizer
    private let tableView = TableView()
    private var observation: StoreObservation?
    private var status: ListStatusRenderer
    private var tallies: [CounterTally] = []

    /// The list rendering `store`.
    init(store: Store<Feature.State, Feature.Action>, strings: Localizer) {
        self.store = store
        self.strings = strings
        status = ListStatusRenderer(strings: strings)
        super.init()
        title = strings(.countersTitle)
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        // mvx-mutate:equivalent-next-line VoidMethodCall: ViewController's viewDidLoad is empty (TerminalUI), so skipping it changes nothing
        super.viewDidLoad()
        // `+` presses the selected row's button.
        keyCommands = [.plus(isEnabled: { [weak self] in self?.selectedCounterID != nil }) { [weak self] in
            if let self, let id = self.selectedCounterID { self.store.send(.plusTapped(id)) }
        }]
        let store = store
        tableView.register(CounterCell.self, forCellReuseIdentifier: CounterCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [store] in store.send(.refresh) }
        tableView.refreshControl = refresh
        store.onEffectStarted { [weak self] task in self?.application?.track(task) }
        store.send(.viewDidLoad)
        observation = store.observe { [weak self] state in self?.render(state) }
    }

    private func render(_ state: Feature.State) {
        let loadFinished = status.render(isShowingHUD: state.isShowingHUD, isLoading: state.isLoading,
                                         error: state.loadError, in: tableView)
        let old = tallies
        tallies = state.tallies
        // mvx-mutate:equivalent-next-line LogicalOperator, EqualityOperator: the rows' ids are set only by the first load (which finishes a load); later loads and increments change counts in place, and with the same ids reloading every row draws what reloading the changed ones does
        if loadFinished || old.map(\.counterID) != tallies.map(\.counterID) {
            tableView.reloadData()
        } else {
            let changed = tallies.indices.filter { old[$0].displayed != tallies[$0].displayed }
            if !changed.isEmpty { tableView.reloadRows(at: changed.map { IndexPath(row: $0, section: 0) }) }
        }
        if let toast = state.toast {
            switch toast {
            case .error(let error): Toast.show(strings.message(for: error), in: view)
            case .incrementFailed: Toast.show(strings(.incrementFailed), in: view)
            }
            store.send(.toastShown)
        }
    }

    /// The counter of the selected row (`+` presses its button).
    private var selectedCounterID: Counter.ID? {
        guard let row = tableView.indexPathForSelectedRow?.row, tallies.indices.contains(row) else { return nil }
        return tallies[row].counterID
    }

    override func routeEvent(_ routed: RoutedEvent) {
        guard let id = (routed.event as? IncrementEvent)?.counterID else { return super.routeEvent(routed) }
        store.send(.plusTapped(id))
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { tallies.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { CounterCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let tally = tallies[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: CounterCell.reuseIdentifier, for: indexPath) as! CounterCell
        cell.title = strings(.item(tally.counterID))
        cell.value = String(tally.displayed)
        let id = tally.counterID
        cell.plusButton.addAction { button in button.routeEvent(IncrementEvent(counterID: id)) }
        return cell
    }
}
