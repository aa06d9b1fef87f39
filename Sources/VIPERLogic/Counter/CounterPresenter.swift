import Domain

/// Turns the interactor's tallies into rows and its reports into what the page shows.
@MainActor
public final class CounterPresenter {
    /// The page, held weakly (the view holds the presenter).
    public weak var view: (any CounterViewInterface)?
    /// The work events started (the view hands it to its run loop; tests await it).
    public let pendingWork = PendingWork()
    private let interactor: any CounterInteractorInput
    private let strings: Localizer
    private var hasRows = false

    /// Creates the presenter over its interactor.
    public init(interactor: any CounterInteractorInput, strings: Localizer) {
        self.interactor = interactor
        self.strings = strings
    }

    private func row(_ tally: CounterTally) -> CounterRowDisplayData {
        CounterRowDisplayData(id: tally.counterID, title: strings(.item(tally.counterID)), value: String(tally.displayed))
    }
}

extension CounterPresenter: CounterModuleInterface {
    public func viewDidLoad() {
        view?.setTitle(strings(.countersTitle))
        view?.showLoading(strings(.loading))
        refresh()
    }

    public func refresh() {
        let interactor = interactor
        pendingWork.start { await interactor.load() }
    }

    public func plus(counterID: Counter.ID) {
        let interactor = interactor
        pendingWork.start { await interactor.press(counterID: counterID) }
    }
}

extension CounterPresenter: CounterInteractorOutput {
    public func interactorDidLoad(_ tallies: [CounterTally]) {
        hasRows = !tallies.isEmpty
        view?.hideLoading()
        view?.showRows(tallies.map(row))
    }

    public func interactorDidFailToLoad(_ error: AppError) {
        view?.hideLoading()
        if hasRows {
            view?.showToast(strings.message(for: error))
        } else {
            view?.showError(ListError(error, strings: strings))
        }
    }

    public func interactorDidUpdate(_ tally: CounterTally, at index: Int) {
        view?.updateRow(row(tally), at: index)
    }

    public func interactorPressFailed() {
        view?.showToast(strings(.incrementFailed))
    }
}
