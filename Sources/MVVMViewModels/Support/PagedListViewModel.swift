import Domain
import Observation

/// The state of a paged list — rows, first-load HUD, `No more` footer, first-load error,
/// the `Load more failed` retry row — and its paging commands.
///
/// ``BlogListViewModel`` and ``DraftListViewModel`` each own one; the view binds a table
/// to it. Every command that starts work returns the `Task` it started (`nil` when it
/// started nothing), so callers can await it.
@Observable @MainActor
public final class PagedListViewModel<Row: Identifiable> {
    /// The rows loaded so far, in display order.
    public private(set) var rows: [Row] = []
    /// The ids of ``rows``, kept beside them: a view that redraws when the list changes binds
    /// to these (cheap to compare) instead of mapping 10,000 rows on every change.
    public private(set) var rowIDs: [Row.ID] = []
    /// Whether a page request is running.
    public private(set) var isLoading = false
    /// Whether the blocking HUD covers the list (first load, or a reload of an empty list).
    public private(set) var isShowingHUD = false
    /// The footer under the rows: `No more` after the last page, else empty.
    public private(set) var footerText = ""
    /// The first load's error message; the list shows it instead of rows.
    public private(set) var errorMessage: String?
    /// Whether the `Load more failed — press Enter to retry` row shows under the rows.
    public private(set) var showsRetryRow = false
    /// One-shot outputs (toasts, confirmations, select the first row) not yet taken by the view.
    public private(set) var events: [ViewEvent] = []

    /// The HUD's text (`Loading…`).
    public var loadingText: String { strings(.loading) }
    /// `press r to retry`, shown under ``errorMessage``.
    public var retryHint: String { strings(.retryHint) }
    /// The retry row's text.
    public var retryTitle: String { strings(.loadMoreFailed) }

    @ObservationIgnored private let strings: Localizer
    @ObservationIgnored var fetch: (@MainActor (Int) async throws(AppError) -> Page<Row>)?
    @ObservationIgnored private var nextPage = 0
    @ObservationIgnored private var hasMore = true

    init(strings: Localizer) {
        self.strings = strings
    }

    // MARK: Commands

    /// Loads the first page under the HUD.
    @discardableResult
    public func loadFirstPage() -> Task<Void, Never>? {
        load(page: 0, showingHUD: true)
    }

    /// Pull-to-refresh: reloads from the first page (under the HUD only when nothing is shown).
    @discardableResult
    public func refresh() -> Task<Void, Never>? {
        showsRetryRow = false
        footerText = ""
        return load(page: 0, showingHUD: rows.isEmpty)
    }

    /// The last row was reached: loads the next page, unless there is none, one is loading,
    /// or the last attempt failed (then the retry row is the way on).
    @discardableResult
    public func loadNextPage() -> Task<Void, Never>? {
        guard hasMore, !showsRetryRow, !isLoading, !rows.isEmpty else { return nil }
        return load(page: nextPage, showingHUD: false)
    }

    /// The retry row was activated: tries the failed page again.
    @discardableResult
    public func retryLoadMore() -> Task<Void, Never>? {
        showsRetryRow = false
        return load(page: nextPage, showingHUD: false)
    }

    /// Returns the queued events and empties the queue.
    public func takeEvents() -> [ViewEvent] {
        let taken = events
        if !taken.isEmpty { events = [] }
        return taken
    }

    // MARK: For the owning view model

    /// Queues a one-shot output for the view.
    func send(_ event: ViewEvent) {
        events.append(event)
    }

    /// Removes the rows matching `predicate` (a deleted draft).
    func removeRows(where predicate: (Row) -> Bool) {
        rows.removeAll(where: predicate)
        rowIDs = rows.map(\.id)
    }

    // MARK: Loading

    private func load(page: Int, showingHUD: Bool) -> Task<Void, Never>? {
        guard !isLoading, let fetch else { return nil }
        isLoading = true
        if showingHUD { isShowingHUD = true }
        return Task { [weak self] in
            let result: Result<Page<Row>, AppError>
            do throws(AppError) { result = .success(try await fetch(page)) } catch { result = .failure(error) }
            self?.didLoad(result, page: page)
        }
    }

    private func didLoad(_ result: Result<Page<Row>, AppError>, page: Int) {
        isLoading = false
        isShowingHUD = false
        switch result {
        case .success(let loaded):
            errorMessage = nil
            showsRetryRow = false
            if page == 0 {
                rows = loaded.items
                rowIDs = loaded.items.map(\.id)
            } else {
                rows.append(contentsOf: loaded.items)
                rowIDs.append(contentsOf: loaded.items.map(\.id))
            }
            nextPage = page + 1
            hasMore = loaded.hasMore
            footerText = loaded.hasMore ? "" : strings(.noMore)
            if page == 0 { send(.selectFirstRow) }
        case .failure(let error):
            if page == 0 && rows.isEmpty {
                errorMessage = strings.message(for: error)
                footerText = ""
            } else if page == 0 {
                send(.toast(strings.message(for: error)))
            } else {
                showsRetryRow = true
                footerText = ""
                send(.toast(strings.message(for: error)))
            }
        }
    }
}
