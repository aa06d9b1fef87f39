import Domain

/// Told when a draft row is activated.
@MainActor
public protocol DraftListPresenterDelegate: AnyObject {
    /// The user activated the row of `draft`.
    func draftList(_ presenter: DraftListPresenter, didSelect draft: Draft)
}

/// The signed-in account's drafts: loading, paging, refresh and retry come from its
/// ``Pager`` (``PagedListPresenter``); this adds the row texts, loading only once the tab
/// shows, and deleting with a confirmation.
@MainActor
public final class DraftListPresenter: PagerBackedListPresenter {
    /// The draft table.
    public weak var view: (any DraftListViewInterface)? { didSet { pager.view = view } }
    /// Where row activations go.
    public weak var delegate: (any DraftListPresenterDelegate)?
    /// Whether the first page was asked for (drafts load when their tab first shows).
    public private(set) var hasStartedLoading = false

    private let service: any DraftService
    private let strings: Localizer
    private let dates: DateProvider
    private let pendingWork: PendingWork
    let pager: Pager<Draft>

    /// Creates the drafts list; its requests start in `pendingWork`.
    public init(service: any DraftService, strings: Localizer, dates: DateProvider, pendingWork: PendingWork) {
        self.service = service
        self.strings = strings
        self.dates = dates
        self.pendingWork = pendingWork
        pager = Pager(strings: strings, emptyText: .noDrafts, pendingWork: pendingWork) { page throws(AppError) in try await service.drafts(page: page) }
    }

    // MARK: Rows

    /// The drafts shown, in order.
    public var drafts: [Draft] { pager.items }

    /// What row `row` shows.
    public func row(at row: Int) -> DraftRowViewData {
        let draft = pager.items[row]
        return DraftRowViewData(
            title: draft.title,
            summary: strings.draftSummary(draft.summary),
            editedText: strings.relativeTime(draft.editedAt, now: dates.now(), calendar: dates.calendar))
    }

    // MARK: Events

    /// Loads the first page with the HUD, once.
    @discardableResult
    public func loadFirstPageIfNeeded() -> Task<Void, Never>? {
        guard !hasStartedLoading else { return nil }
        hasStartedLoading = true
        return pager.loadFirstPage()
    }

    /// A draft row was activated: the delegate opens it.
    func didSelect(_ draft: Draft) { delegate?.draftList(self, didSelect: draft) }

    /// `d` / Delete on row `row` (`nil`: no draft row selected). Asks `Delete this draft?`;
    /// returns whether there was a draft to ask about.
    public func didPressDelete(atRow row: Int?) -> Bool {
        guard let row, pager.items.indices.contains(row) else { return false }
        let draft = pager.items[row]
        let question = Confirmation.standard(strings(.deleteDraftConfirmation), strings: strings)
        view?.showConfirmation(question) { [weak self] in self?.delete(draft) }
        return true
    }

    /// Deletes `draft` behind the HUD; removes its row on success, keeps it and toasts
    /// `Server busy, try again later` on failure.
    @discardableResult
    public func delete(_ draft: Draft) -> Task<Void, Never> {
        view?.showBlockingLoading(strings(.deleting))
        let service = service
        return pendingWork.start { [weak self] in
            let result = await Result(catching: { try await service.deleteDraft(id: draft.id) })
            guard let self else { return }
            self.view?.hideBlockingLoading()
            switch result {
            case .success:
                if let index = self.pager.items.firstIndex(where: { $0.id == draft.id }) {
                    self.pager.removeItem(at: index)
                }
            case .failure:
                self.view?.showToast(self.strings(.serverBusy))
            }
        }
    }
}
