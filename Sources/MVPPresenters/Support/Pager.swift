import Domain

/// The paging state machine the blog and draft list presenters share: which page comes
/// next, whether one is loading, whether loading more failed, and what the view shows in
/// each case (the HUD on the first load, `No more` after the last page, the error view
/// when the first load failed, a toast and the retry row when loading more failed). It
/// holds the items; the list presenters decide what an item is.
@MainActor
final class Pager<Item> {
    /// Loads one page (from 0).
    typealias Fetch = @MainActor (_ page: Int) async throws(AppError) -> Page<Item>

    /// The rows loaded so far.
    private(set) var items: [Item] = []
    /// Whether the last load-more failed (the list then shows the retry row).
    private(set) var loadMoreFailed = false
    /// Whether a page request is running.
    private(set) var isLoading = false
    /// Whether a page after the loaded ones exists.
    private(set) var hasMore = true
    private var nextPage = 0

    /// The list's view.
    weak var view: (any PagedListViewInterface)?
    private let fetch: Fetch
    private let strings: Localizer
    private let emptyText: L10n
    private let pendingWork: PendingWork

    /// Creates a pager that loads pages with `fetch`, starting each request in `pendingWork`;
    /// an empty list says `emptyText`.
    init(strings: Localizer, emptyText: L10n, pendingWork: PendingWork, fetch: @escaping Fetch) {
        self.strings = strings
        self.emptyText = emptyText
        self.pendingWork = pendingWork
        self.fetch = fetch
    }

    /// The retry row's text.
    var retryRowTitle: String { strings(.loadMoreFailed) }

    /// Loads the first page with the HUD.
    @discardableResult
    func loadFirstPage() -> Task<Void, Never>? {
        load(page: 0, showingHUD: true)
    }

    /// Pull to refresh: clears the footer and loads page 0 again (with the HUD only when
    /// nothing is shown yet).
    @discardableResult
    func reload() -> Task<Void, Never>? {
        loadMoreFailed = false
        view?.setFooter("")
        return load(page: 0, showingHUD: items.isEmpty)
    }

    /// The selection reached the last row: loads the next page unless there is none, one
    /// is loading, or the last attempt failed (then the retry row asks first).
    @discardableResult
    func loadMoreIfNeeded() -> Task<Void, Never>? {
        guard hasMore, !loadMoreFailed, !isLoading, !items.isEmpty else { return nil }
        return load(page: nextPage, showingHUD: false)
    }

    /// The retry row was activated: hides it and loads the next page again.
    @discardableResult
    func retryLoadMore() -> Task<Void, Never>? {
        loadMoreFailed = false
        view?.reloadData()
        return load(page: nextPage, showingHUD: false)
    }

    /// Removes the item at `index` and its row. When it was the last loaded one and the server
    /// has more, they load instead, as a refresh: page 0 now starts at the first item not shown
    /// (pages count what the server still has). Else the list says it is empty (and loses its
    /// `No more` footer).
    func removeItem(at index: Int) {
        items.remove(at: index)
        view?.deleteRow(at: index)
        guard items.isEmpty else { return }
        if hasMore {
            reload()
        } else {
            view?.showEmpty(strings(emptyText))
            view?.setFooter("")
        }
    }

    private func load(page: Int, showingHUD: Bool) -> Task<Void, Never>? {
        guard !isLoading else { return nil }
        isLoading = true
        if showingHUD { view?.showLoading(strings(.loading)) }
        if page > 0 { view?.setFooter(strings(.loading)) }   // load-more shows its progress under the rows
        let fetch = fetch
        return pendingWork.start { [weak self] in
            let result = await Result(catching: { try await fetch(page) })
            self?.didLoad(result, page: page)
        }
    }

    private func didLoad(_ result: Result<Page<Item>, AppError>, page: Int) {
        isLoading = false
        view?.hideLoading()
        switch result {
        case .success(let loaded):
            loadMoreFailed = false
            if page == 0 { items = loaded.items } else { items.append(contentsOf: loaded.items) }
            nextPage = page + 1
            hasMore = loaded.hasMore
            if items.isEmpty { view?.showEmpty(strings(emptyText)) } else { view?.hideError() }
            view?.setFooter(loaded.hasMore || items.isEmpty ? "" : strings(.noMore))   // an empty list says so itself
            view?.reloadData()
            if page == 0 { view?.selectRow(at: items.isEmpty ? nil : 0) }
        case .failure(let error):
            if page == 0 && items.isEmpty {
                view?.showError(ListError(error, strings: strings))
                // mvx-mutate:equivalent-next-line VoidMethodCall: the footer is already empty here: No more needs rows (removing the last clears it) and Loading… a running load-more, one load at a time
                view?.setFooter("")
            } else if page == 0 {
                view?.showToast(strings.message(for: error))
            } else {
                loadMoreFailed = true
                view?.setFooter("")
                view?.showToast(strings.message(for: error))
            }
            view?.reloadData()
            if loadMoreFailed { view?.revealRetryRow() }
        }
    }
}
