import Domain

/// A draft row: title, summary and edit time.
@MainActor
public protocol DraftCellView: AnyObject {
    /// The draft's title.
    func setTitle(_ title: String)
    /// The summary (or `Write something~`).
    func setSummary(_ summary: String)
    /// `3 min ago`.
    func setEditedText(_ text: String)
}

/// The draft table of the own profile.
@MainActor
public protocol DraftListView: PagedListView {
    /// Shows the HUD over the whole profile page (while a draft is deleted).
    func showBlockingLoading(_ text: String)
    /// Hides that HUD.
    func hideBlockingLoading()
}

/// Told when a draft row is activated.
@MainActor
public protocol DraftListPresenterDelegate: AnyObject {
    /// The user activated the row of `draft`.
    func draftList(_ presenter: DraftListPresenter, didSelect draft: Draft)
}

/// The signed-in account's drafts: loading and paging (through a ``Pager``), row texts,
/// and deleting with a confirmation.
@MainActor
public final class DraftListPresenter {
    /// The draft table.
    public weak var view: (any DraftListView)? { didSet { pager.view = view } }
    /// Where row activations go.
    public weak var delegate: (any DraftListPresenterDelegate)?
    /// Whether the first page was asked for (drafts load when their tab first shows).
    public private(set) var hasStartedLoading = false

    private let service: any DraftService
    private let strings: Localizer
    private let dates: DateProvider
    private let tasks: PresenterTasks
    private let pager: Pager<Draft>

    /// Creates the drafts list.
    public init(service: any DraftService, strings: Localizer, dates: DateProvider, tasks: PresenterTasks) {
        self.service = service
        self.strings = strings
        self.dates = dates
        self.tasks = tasks
        pager = Pager(strings: strings, tasks: tasks) { page throws(AppError) in try await service.drafts(page: page) }
    }

    // MARK: Rows

    /// The drafts shown, in order.
    public var drafts: [Draft] { pager.items }
    /// The number of draft rows.
    public var numberOfRows: Int { pager.items.count }
    /// Whether the retry row shows.
    public var showsRetryRow: Bool { pager.loadMoreFailed }
    /// The retry row's text.
    public var retryRowTitle: String { strings(.loadMoreFailed) }

    /// Fills `cell` with the draft in row `row`.
    public func configure(_ cell: any DraftCellView, at row: Int) {
        let draft = pager.items[row]
        cell.setTitle(draft.title)
        cell.setSummary(strings.draftSummary(draft.summary))
        cell.setEditedText(strings.relativeTime(draft.editedAt, now: dates.now(), calendar: dates.calendar))
    }

    // MARK: Events

    /// Loads the first page with the HUD, once.
    @discardableResult
    public func loadFirstPageIfNeeded() -> Task<Void, Never>? {
        guard !hasStartedLoading else { return nil }
        hasStartedLoading = true
        return pager.loadFirstPage()
    }

    /// Pull to refresh (`r`).
    @discardableResult
    public func didPullToRefresh() -> Task<Void, Never>? { pager.reload() }

    /// The selection reached the last row.
    @discardableResult
    public func didReachEnd() -> Task<Void, Never>? { pager.loadMoreIfNeeded() }

    /// Enter on the retry row.
    @discardableResult
    public func didSelectRetryRow() -> Task<Void, Never>? { pager.retryLoadMore() }

    /// Enter on a draft row.
    public func didSelectRow(at row: Int) {
        guard pager.items.indices.contains(row) else { return }
        delegate?.draftList(self, didSelect: pager.items[row])
    }

    /// `d` / Delete on row `row` (`nil`: no draft row selected). Asks `Delete this draft?`;
    /// returns whether there was a draft to ask about.
    public func didPressDelete(atRow row: Int?) -> Bool {
        guard let row, pager.items.indices.contains(row) else { return false }
        let draft = pager.items[row]
        let question = Confirmation(
            title: strings(.confirm), message: strings(.deleteDraftConfirmation),
            cancelTitle: strings(.cancel), confirmTitle: strings(.ok))
        view?.showConfirmation(question) { [weak self] in self?.delete(draft) }
        return true
    }

    /// Deletes `draft` behind the HUD; removes its row on success, keeps it and toasts
    /// `Server busy, try again later` on failure.
    @discardableResult
    public func delete(_ draft: Draft) -> Task<Void, Never> {
        view?.showBlockingLoading(strings(.loading))
        let service = service
        return tasks.start { [weak self] in
            do throws(AppError) {
                try await service.deleteDraft(id: draft.id)
                guard let self else { return }
                self.view?.hideBlockingLoading()
                if let index = self.pager.items.firstIndex(where: { $0.id == draft.id }) {
                    self.pager.removeItem(at: index)
                }
            } catch {
                guard let self else { return }
                self.view?.hideBlockingLoading()
                self.view?.showToast(self.strings(.serverBusy))
            }
        }
    }
}
