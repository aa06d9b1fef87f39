import Domain

/// The counter list's logic: the rows' ``Domain/CounterTally``s, the presses and their requests.
///
/// A press counts at once; one press per row is on its way at a time, each with its own
/// idempotency key. A clear refusal rolls that press back with a toast; an unknown outcome is
/// checked against the server, never guessed. The view forwards the `+` button's routed event
/// as ``didPressPlus(counterID:)`` and the `+` key as ``didPressPlus(at:)``.
@MainActor
public final class CounterListPresenter {
    /// The page.
    public weak var view: (any CounterListViewInterface)?
    /// The requests this presenter started (the view tracks them in the app; tests await them).
    public let pendingWork = PendingWork()

    private let service: any CounterService
    private let strings: Localizer
    private var tallies: [CounterTally] = []

    /// Creates the list over `service`.
    public init(service: any CounterService, strings: Localizer) {
        self.service = service
        self.strings = strings
    }

    // MARK: Rows

    /// The number of rows.
    public var numberOfRows: Int { tallies.count }

    /// What row `row` shows.
    public func row(at row: Int) -> CounterRowViewData {
        CounterRowViewData(id: tallies[row].counterID, title: strings(.item(tallies[row].counterID)), value: String(tallies[row].displayed))
    }

    // MARK: Events

    /// The page loaded: sets the title and loads with the HUD.
    public func viewDidLoad() {
        view?.setTitle(strings(.countersTitle))
        load(showingHUD: true)
    }

    /// Pull to refresh (`r`): rows with presses on their way keep them.
    public func didPullToRefresh() { load(showingHUD: false) }

    /// The `+` button of counter `id`'s row.
    public func didPressPlus(counterID id: Counter.ID) {
        if let row = tallies.firstIndex(where: { $0.counterID == id }) { didPressPlus(at: row) }
    }

    /// The `+` of row `row` (the `+` key on the selected row).
    public func didPressPlus(at row: Int) {
        guard tallies.indices.contains(row) else { return }
        let id = tallies[row].counterID
        let next = tallies[row].press()
        view?.reloadRow(at: row)
        if let next { send(next, counterID: id) }
    }

    // MARK: Requests

    private func load(showingHUD: Bool) {
        if showingHUD { view?.showLoading(strings(.loading)) }
        let service = service
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await service.counters() })
            self?.didLoad(result)
        }
    }

    private func didLoad(_ result: Result<[Counter], AppError>) {
        view?.hideLoading()
        switch result {
        case .success(let counters):
            if tallies.isEmpty {
                tallies = counters.map(CounterTally.init)
            } else {
                for counter in counters {
                    if let index = tallies.firstIndex(where: { $0.counterID == counter.id }) { tallies[index].refresh(counter) }
                }
            }
            view?.hideError()
            view?.reloadData()
        case .failure(let error):
            if tallies.isEmpty {
                view?.showError(ListError(error, strings: strings))
            } else {
                view?.showToast(strings.message(for: error))
            }
        }
    }

    private func send(_ key: IdempotencyKey, counterID: Counter.ID) {
        let service = service
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await service.increment(id: counterID, idempotencyKey: key) })
            guard let self else { return }
            let next: IdempotencyKey?
            switch result {
            case .success(let counter):
                next = self.finish(counterID) { $0.didCount(counter) }
            case .failure(let error) where error.leavesOutcomeUnknown:
                let check = await Result(catching: { try await service.counters() })
                if case .success(let counters) = check, let counter = counters.first(where: { $0.id == counterID }) {
                    next = self.finish(counterID) { $0.didResync(counter) }
                } else {
                    next = self.finish(counterID) { $0.didFailToResync() }
                    self.view?.showToast(self.strings(.incrementFailed))
                }
            case .failure:
                next = self.finish(counterID) { $0.didFail() }
                self.view?.showToast(self.strings(.incrementFailed))
            }
            if let next { self.send(next, counterID: counterID) }
        }
    }

    /// Applies `step` to the row of `counterID`, redraws it, and returns the next key to send.
    private func finish(_ counterID: Counter.ID, _ step: (inout CounterTally) -> IdempotencyKey?) -> IdempotencyKey? {
        guard let index = tallies.firstIndex(where: { $0.counterID == counterID }) else { return nil }
        let next = step(&tallies[index])
        view?.reloadRow(at: index)
        return next
    }
}
