import Domain
import MVCPlusKit

/// What the counter view model hands its controller: the requests it cannot do itself.
@MainActor
public protocol CounterViewModelDelegate: AnyObject {
    /// Send the press `key` of counter `id` to the server.
    func counterViewModel(_ viewModel: CounterViewModel, needsToSend key: IdempotencyKey, counterID id: Counter.ID)
    /// Read the counters again.
    func counterViewModelNeedsRefresh(_ viewModel: CounterViewModel)
}

/// The counter screen's logic: every row's ``Domain/CounterTally`` and what the screen shows.
/// A press counts on its row at once (the view model handles it); sending it is a request, so
/// it goes to the controller, which reports the answer back here.
@MainActor
public final class CounterViewModel {
    /// The controller, for requests.
    public weak var delegate: (any CounterViewModelDelegate)?
    /// The rows, in display order.
    public private(set) var tallies: [CounterTally] = []

    private let strings: Localizer
    private var channel: ChannelScope?

    /// A view model whose texts are in `strings`' language.
    public init(strings: Localizer) {
        self.strings = strings
    }

    /// Subscribes to the views' keys on `channel` (the passive flow V → VM → C).
    public func bind(to channel: ChannelScope) {
        self.channel = channel
        channel.subscribe(CounterKeys.plus, by: self) { [weak self] id in self?.plusTapped(counterID: id) }
        channel.subscribe(CounterKeys.refresh, by: self) { [weak self] in
            guard let self else { return }
            self.delegate?.counterViewModelNeedsRefresh(self)
        }
    }

    // MARK: Passive flow: what the views published

    /// A row's `+`: counts at once; the press goes to the controller unless one of the row's is
    /// already on its way (that one sends this after itself).
    public func plusTapped(counterID id: Counter.ID) {
        guard let index = tallies.firstIndex(where: { $0.counterID == id }) else { return }
        let next = tallies[index].press()
        publishRow(at: index)
        if let next { delegate?.counterViewModel(self, needsToSend: next, counterID: id) }
    }

    // MARK: Active flow: what the controller tells it

    /// A load started (the first one under the HUD).
    public func loadStarted(showingHUD: Bool) {
        channel?.publish(CounterKeys.isLoading, true, from: self)
        if showingHUD { channel?.publish(CounterKeys.hud, strings(.loading), from: self) }
    }

    /// The counters loaded (a refresh keeps the presses on their way).
    public func show(_ counters: [Counter]) {
        if tallies.isEmpty {
            tallies = counters.map(CounterTally.init)
        } else {
            for counter in counters {
                if let index = tallies.firstIndex(where: { $0.counterID == counter.id }) { tallies[index].refresh(counter) }
            }
        }
        channel?.publish(CounterKeys.isLoading, false, from: self)
        channel?.publish(CounterKeys.hud, nil, from: self)
        channel?.publish(CounterKeys.error, nil, from: self)
        channel?.publish(CounterKeys.rows, tallies.map(row), from: self)
    }

    /// Loading failed: the error in place of the rows, or a toast when there are rows.
    public func showLoadError(_ error: AppError) {
        channel?.publish(CounterKeys.isLoading, false, from: self)
        channel?.publish(CounterKeys.hud, nil, from: self)
        if tallies.isEmpty {
            channel?.publish(CounterKeys.error, ErrorText(message: strings.message(for: error), hint: strings(.retryHint)), from: self)
        } else {
            channel?.publish(CounterKeys.toast, strings.message(for: error), from: self)
        }
    }

    /// Applies an answer to the row of `id` and returns the press to send next, if any.
    public func update(counterID id: Counter.ID, failed: Bool = false,
                       _ change: (inout CounterTally) -> IdempotencyKey?) -> IdempotencyKey? {
        guard let index = tallies.firstIndex(where: { $0.counterID == id }) else { return nil }
        let next = change(&tallies[index])
        publishRow(at: index)
        if failed { channel?.publish(CounterKeys.toast, strings(.incrementFailed), from: self) }
        return next
    }

    private func publishRow(at index: Int) {
        channel?.publish(CounterKeys.row, CounterKeys.IndexedRow(index: index, row: row(tallies[index])), from: self)
    }

    private func row(_ tally: CounterTally) -> CounterRowData {
        CounterRowData(id: tally.counterID, title: strings(.item(tally.counterID)), value: String(tally.displayed))
    }
}
