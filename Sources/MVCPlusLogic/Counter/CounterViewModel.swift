import Domain
import MVCPlusKit

/// What the counter view model hands its controller: the presses and refreshes the views
/// published.
@MainActor
public protocol CounterViewModelDelegate: AnyObject {
    /// A row's `+` was pressed.
    func counterViewModel(_ viewModel: CounterViewModel, didPressPlusOf id: Counter.ID)
    /// Read the counters again.
    func counterViewModelNeedsRefresh(_ viewModel: CounterViewModel)
}

/// The counter screen's view model: turns the rows the controller hands it (the truth is in the
/// model, ``CounterTallies``) into what the template shows, and hands the views' presses and
/// refreshes to the controller.
@MainActor
public final class CounterViewModel {
    /// The controller, for what the views published.
    public weak var delegate: (any CounterViewModelDelegate)?

    private let strings: Localizer
    private var channel: ChannelScope?

    /// A view model whose texts are in `strings`' language.
    public init(strings: Localizer) {
        self.strings = strings
    }

    /// Subscribes to the views' keys on `channel` (the passive flow V → VM → C).
    public func bind(to channel: ChannelScope) {
        self.channel = channel
        channel.subscribe(CounterKeys.plus, by: self) { [weak self] id in
            guard let self else { return }
            self.delegate?.counterViewModel(self, didPressPlusOf: id)
        }
        channel.subscribe(CounterKeys.refresh, by: self) { [weak self] in
            guard let self else { return }
            self.delegate?.counterViewModelNeedsRefresh(self)
        }
    }

    // MARK: Active flow: what the controller tells it

    /// A load started (the first one under the HUD).
    public func loadStarted(showingHUD: Bool) {
        channel?.publish(CounterKeys.isLoading, true, from: self)
        if showingHUD { channel?.publish(CounterKeys.hud, strings(.loading), from: self) }
    }

    /// The rows loaded.
    public func show(_ tallies: [CounterTally]) {
        channel?.publish(CounterKeys.isLoading, false, from: self)
        channel?.publish(CounterKeys.hud, nil, from: self)
        channel?.publish(CounterKeys.error, nil, from: self)
        channel?.publish(CounterKeys.rows, tallies.map(row), from: self)
    }

    /// Loading failed: the error in place of the rows, or a toast when there are rows.
    public func showLoadError(_ error: AppError, hasRows: Bool) {
        channel?.publish(CounterKeys.isLoading, false, from: self)
        channel?.publish(CounterKeys.hud, nil, from: self)
        if hasRows {
            channel?.publish(CounterKeys.toast, strings.message(for: error), from: self)
        } else {
            channel?.publish(CounterKeys.error, ListError(error, strings: strings), from: self)
        }
    }

    /// One row changed (a press, an answer).
    public func showRow(_ tally: CounterTally, at index: Int) {
        channel?.publish(CounterKeys.row, CounterKeys.IndexedRow(index: index, row: row(tally)), from: self)
    }

    /// A press did not count: `Couldn't save the count`.
    public func showIncrementFailed() {
        channel?.publish(CounterKeys.toast, strings(.incrementFailed), from: self)
    }

    private func row(_ tally: CounterTally) -> CounterRowData {
        CounterRowData(id: tally.counterID, title: strings(.item(tally.counterID)), value: String(tally.displayed))
    }
}
