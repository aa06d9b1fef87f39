import Domain
import Observation

/// A paged list: its rows, first-load HUD, `No more` footer, first-load error and the
/// `Load more failed` retry row (outputs), and what the view tells it (inputs).
///
/// ``BlogListViewModel`` and ``DraftListViewModel`` each own one and say how it fetches a page
/// and what selecting a row opens; the view binds a table to it.
@Observable @MainActor
public final class PagedListViewModel<Row: Identifiable>: ListLoadingOutputs {
    /// Loads one page (numbered from 0).
    public typealias Fetch = @MainActor (Int) async throws(AppError) -> Page<Row>

    // MARK: Outputs

    /// The rows loaded so far, in display order.
    public private(set) var rows: [Row] = []
    /// The ids of ``rows``, kept beside them: a view that redraws when the list changes binds
    /// to these (cheap to compare) instead of mapping 10,000 rows on every change.
    public private(set) var rowIDs: [Row.ID] = []
    /// Whether a page request is running.
    public private(set) var isLoading = false
    /// Whether the blocking HUD covers the list (first load, or a reload of an empty list).
    public private(set) var isShowingHUD = false
    /// The footer under the rows: `Loading…` while a load-more runs, `No more` after the last
    /// page, else empty.
    public private(set) var footerText = ""
    /// The first load's error (message and retry hint); the list shows it instead of rows.
    public private(set) var error: ListError?
    /// `No posts yet` (the list's own words) once a load found no rows; else `nil`.
    public private(set) var emptyMessage: String?
    /// Whether the `Load more failed — press Enter to retry` row shows under the rows.
    public private(set) var showsRetryRow = false
    /// Toasts, questions, `select the first row` and pages to open, for the view to take.
    public let events = ViewEventQueue()
    /// The HUD's text (`Loading…`).
    public var loadingText: String { strings(.loading) }
    /// The retry row's text.
    public var retryTitle: String { strings(.loadMoreFailed) }

    // MARK: Configuration

    /// Loads a page; an owner whose fetch needs the list itself sets it after creating the list.
    @ObservationIgnored var fetch: Fetch?
    /// What selecting a row opens; `nil` opens nothing.
    @ObservationIgnored var destination: (@MainActor (Row) -> Destination)?

    @ObservationIgnored private let strings: Localizer
    @ObservationIgnored private let emptyText: L10n
    @ObservationIgnored private let pendingWork: PendingWork
    @ObservationIgnored private var nextPage = 0
    // mvx-mutate:equivalent-next-line BooleanLiteral: only lastRowReached and removeRows read it, behind rows (before or after the removal), and only a successful load gives rows — after setting it
    @ObservationIgnored private var hasMore = true

    /// A list loading its pages with `fetch`, its requests started through `pendingWork`; an
    /// empty list says `emptyText`.
    public init(strings: Localizer, emptyText: L10n, pendingWork: PendingWork, fetch: Fetch? = nil) {
        self.strings = strings
        self.emptyText = emptyText
        self.pendingWork = pendingWork
        self.fetch = fetch
    }

    // MARK: Inputs

    /// The list shows for the first time: loads the first page under the HUD.
    public func loadFirstPage() {
        load(page: 0, showingHUD: true)
    }

    /// Pull-to-refresh (`r`): reloads from the first page (under the HUD only when nothing is shown).
    public func refreshRequested() {
        showsRetryRow = false
        footerText = ""
        load(page: 0, showingHUD: rows.isEmpty)
    }

    /// The last row was reached: loads the next page, unless there is none, one is loading,
    /// or the last attempt failed (then the retry row is the way on).
    public func lastRowReached() {
        guard hasMore, !showsRetryRow, !isLoading, !rows.isEmpty else { return }
        load(page: nextPage, showingHUD: false)
    }

    /// The retry row was activated: tries the failed page again.
    public func retryRowSelected() {
        showsRetryRow = false
        load(page: nextPage, showingHUD: false)
    }

    /// A row was activated: opens its page, if rows here open one.
    public func rowSelected(at index: Int) {
        guard rows.indices.contains(index), let destination else { return }
        events.send(.open(destination(rows[index])))
    }

    // MARK: For the owning view model

    /// Removes the rows matching `predicate` (a deleted draft). When that took the last loaded
    /// row and the server has more, they load instead, as a refresh: page 0 now starts at the
    /// first row not shown (pages count what the server still has). Else the list says it is
    /// empty (and loses its `No more` footer).
    func removeRows(where predicate: (Row) -> Bool) {
        let count = rows.count
        rows.removeAll(where: predicate)
        rowIDs = rows.map(\.id)
        guard rows.isEmpty && count > 0 else { return }
        if hasMore {
            refreshRequested()
        } else {
            emptyMessage = strings(emptyText)
            footerText = ""
        }
    }

    // MARK: Loading

    private func load(page: Int, showingHUD: Bool) {
        guard !isLoading, let fetch else { return }
        isLoading = true
        if showingHUD { isShowingHUD = true }
        if page > 0 { footerText = strings(.loading) }   // load-more shows its progress under the rows
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await fetch(page) })
            self?.didLoad(result, page: page)
        }
    }

    private func didLoad(_ result: Result<Page<Row>, AppError>, page: Int) {
        isLoading = false
        isShowingHUD = false
        switch result {
        case .success(let loaded):
            error = nil
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
            emptyMessage = rows.isEmpty ? strings(emptyText) : nil
            footerText = loaded.hasMore || rows.isEmpty ? "" : strings(.noMore)   // an empty list says so itself
            if page == 0 { events.send(.selectFirstRow) }
        case .failure(let error):
            if page == 0 && rows.isEmpty {
                self.error = ListError(error, strings: strings)
                footerText = ""
            } else if page == 0 {
                events.send(.toast(strings.message(for: error)))
            } else {
                showsRetryRow = true
                footerText = ""
                events.send(.toast(strings.message(for: error)))
            }
        }
    }
}
