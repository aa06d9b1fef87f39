import Domain
import MVCPlusKit

/// The counter screen's controller: holds the counters ``Model`` and the ``CounterViewModel``,
/// turns the model's states into the view model's, and sends the presses the view model hands
/// it (one request at a time per row; an unknown outcome is checked with the server).
@MainActor
public final class CounterController: SceneController, CounterViewModelDelegate {
    public let title: String
    public let namespace = "counter"
    public let pendingWork = PendingWork()
    public weak var navigator: (any SceneNavigator)?
    /// The view model (tests drive it directly).
    public let viewModel: CounterViewModel
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
        model.onFinished = { [weak self] counters in self?.viewModel.show(counters) }
        model.onError = { [weak self] error in self?.viewModel.showLoadError(error) }
    }

    public func viewDidLoad(channel: ChannelScope) {
        viewModel.bind(to: channel)
        model.load()
    }

    public func counterViewModelNeedsRefresh(_ viewModel: CounterViewModel) { model.load() }

    public func counterViewModel(_ viewModel: CounterViewModel, needsToSend key: IdempotencyKey, counterID id: Counter.ID) {
        pendingWork.start { [weak self] in await self?.send(key, counterID: id) }
    }

    private func send(_ key: IdempotencyKey, counterID id: Counter.ID) async {
        let service = service
        let next: IdempotencyKey?
        switch await Result(catching: { try await service.increment(id: id, idempotencyKey: key) }) {
        case .success(let counter):
            next = viewModel.update(counterID: id) { $0.didCount(counter) }
        case .failure(let error) where error.leavesOutcomeUnknown:
            let check = await Result(catching: { try await service.counters() })
            if case .success(let counters) = check, let counter = counters.first(where: { $0.id == id }) {
                next = viewModel.update(counterID: id) { $0.didResync(counter) }
            } else {
                next = viewModel.update(counterID: id, failed: true) { $0.didFailToResync() }
            }
        case .failure:
            next = viewModel.update(counterID: id, failed: true) { $0.didFail() }
        }
        if let next { await send(next, counterID: id) }
    }
}
