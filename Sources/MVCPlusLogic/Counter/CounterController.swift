import Domain
import MVCPlusKit

/// The counter screen's controller: holds the models — the load's ``Model`` and the rows'
/// truth, ``CounterTallies`` — and the ``CounterViewModel``; turns the model's states into the
/// view model's, counts the presses the view model hands it in the model and sends them (one
/// request at a time per row; an unknown outcome is checked with the server).
@MainActor
public final class CounterController: SceneController, CounterViewModelDelegate {
    public let kind = SceneKind.counter
    public let title: String
    public let namespace = "counter"
    public let pendingWork = PendingWork()
    public weak var navigator: (any SceneNavigator)?
    /// The view model (tests drive it directly).
    public let viewModel: CounterViewModel
    /// The rows (tests read them).
    public let tallies = CounterTallies()
    private let model: Model<[Counter]>
    private let service: any CounterService
    private var showsHUD = true

    /// The counter screen over `service`.
    public init(service: any CounterService, strings: Localizer) {
        self.service = service
        title = strings(.countersTitle)
        viewModel = CounterViewModel(strings: strings)
        model = Model(work: pendingWork) { await Result(catching: { try await service.counters() }) }
        viewModel.delegate = self
        model.onLoading = { [weak self] in
            guard let self else { return }
            self.viewModel.loadStarted(showingHUD: self.showsHUD)
            self.showsHUD = false          // only the first load covers the list
        }
        model.onFinished = { [weak self] counters in
            guard let self else { return }
            self.tallies.load(counters)
            self.viewModel.show(self.tallies.values)
        }
        model.onError = { [weak self] error in
            guard let self else { return }
            self.viewModel.showLoadError(error, hasRows: !self.tallies.values.isEmpty)
        }
    }

    public func viewDidLoad(channel: ChannelScope) {
        viewModel.bind(to: channel)
        model.load()
    }

    public func counterViewModelNeedsRefresh(_ viewModel: CounterViewModel) { model.load() }

    public func counterViewModel(_ viewModel: CounterViewModel, didPressPlusOf id: Counter.ID) {
        guard let change = tallies.press(counterID: id) else { return }
        show(change)
        if let next = change.next { pendingWork.start { [weak self] in await self?.send(next, counterID: id) } }
    }

    private func send(_ key: IdempotencyKey, counterID id: Counter.ID) async {
        let service = service
        let change: CounterTallies.Change?, failed: Bool
        switch await Result(catching: { try await service.increment(id: id, idempotencyKey: key) }) {
        case .success(let counter):
            (change, failed) = (tallies.didCount(counter), false)
        case .failure(let error) where error.leavesOutcomeUnknown:
            let check = await Result(catching: { try await service.counters() })
            if case .success(let counters) = check, let counter = counters.first(where: { $0.id == id }) {
                (change, failed) = (tallies.didResync(counter), false)
            } else {
                (change, failed) = (tallies.didFailToResync(counterID: id), true)
            }
        case .failure:
            (change, failed) = (tallies.didFail(counterID: id), true)
        }
        guard let change else { return }
        show(change)
        if failed { viewModel.showIncrementFailed() }
        if let next = change.next { await send(next, counterID: id) }
    }

    private func show(_ change: CounterTallies.Change) {
        viewModel.showRow(tallies.values[change.index], at: change.index)
    }
}
