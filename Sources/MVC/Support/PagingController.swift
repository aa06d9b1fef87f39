import Domain
import SceneViews
import TerminalUI

/// Fetches and pages one table's items, and keeps the table's loading states: the HUD on a
/// first load, pull-to-refresh, the `No more` footer, the error view when the first load
/// failed, and the retry row when a load-more failed.
///
/// A table controller (``BlogTableController``, ``DraftTableController``) owns one and asks it
/// for ``items`` and ``showsRetryRow``; what a row looks like and what selecting it does stay
/// with the table controller.
@MainActor
final class PagingController<Item> {
    /// Loads one page (numbered from 0).
    typealias Fetch = @MainActor (Int) async throws(AppError) -> Page<Item>

    /// The items loaded so far, in display order.
    private(set) var items: [Item] = []
    /// Whether the retry row (section 1) is shown: the last load-more failed.
    private(set) var showsRetryRow = false

    /// The rows of a paged table's two sections: the items, then the retry row when it shows.
    func numberOfRows(inSection section: Int) -> Int {
        section == 0 ? items.count : (showsRetryRow ? 1 : 0)
    }

    private let fetch: Fetch
    private let strings: Localizer
    private let emptyText: L10n
    private let footerView = ListFooterView()
    private weak var tableView: TableView?
    private weak var viewController: ViewController?
    private var nextPage = 0
    private var hasMore = true  // mvx-mutate:equivalent-line BooleanLiteral: read only by loadMoreIfNeeded and removeItem, which also need items, and only a loaded page (which sets hasMore) brings items
    private var isLoading = false

    /// A paging controller loading pages with `fetch`; an empty list says `emptyText`.
    init(strings: Localizer, emptyText: L10n, fetch: @escaping Fetch) {
        self.strings = strings
        self.emptyText = emptyText
        self.fetch = fetch
    }

    /// Installs the footer and the refresh control on `tableView`. Requests run on behalf of
    /// `viewController`, and toasts show in its view.
    func attach(to tableView: TableView, in viewController: ViewController) {
        self.tableView = tableView
        self.viewController = viewController
        RetryCell.register(in: tableView)
        tableView.tableFooterView = footerView
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.refresh() }
        tableView.refreshControl = refresh
    }

    // MARK: Loading

    /// Loads the first page under a HUD.
    func loadFirstPage() {
        load(page: 0, showingHUD: true)
    }

    /// Pull-to-refresh: reloads page 0 (under a HUD only when nothing is shown yet).
    func refresh() {
        showsRetryRow = false
        footerView.text = ""
        load(page: 0, showingHUD: items.isEmpty)
    }

    /// The selection reached the last row: loads the next page, unless there is none, one is
    /// loading, or the last one failed (then the retry row is the way on).
    func loadMoreIfNeeded() {
        guard hasMore, !showsRetryRow, !isLoading, !items.isEmpty else { return }
        load(page: nextPage, showingHUD: false)
    }

    /// The retry row was activated: hides it and loads the page that failed again.
    func retryLoadMore() {
        showsRetryRow = false
        tableView?.reloadData()
        load(page: nextPage, showingHUD: false)
    }

    // MARK: Editing

    /// Removes the item at `index` (e.g. after the backend deleted it) and its row. When it was
    /// the last loaded one and the server has more, they load instead, as a refresh: page 0 now
    /// starts at the first item not shown (pages count what the server still has). Else the
    /// table says it is empty (and loses its `No more` footer).
    func removeItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        items.remove(at: index)
        tableView?.deleteRows(at: [IndexPath(row: index, section: 0)])
        guard items.isEmpty else { return }
        if hasMore {
            refresh()
        } else {
            tableView?.backgroundView = EmptyStateView(message: strings(emptyText))
            footerView.text = ""
        }
    }

    // MARK: Private

    private func load(page: Int, showingHUD: Bool) {
        guard !isLoading, let tableView, let viewController else { return }
        isLoading = true
        if showingHUD { HUD.show(in: tableView, text: strings(.loading)) }
        if page > 0 { footerView.text = strings(.loading) }   // load-more shows its progress under the rows
        let fetch = fetch
        viewController.spawn { [weak self] in
            let result = await Result(catching: { try await fetch(page) })
            self?.didLoad(result, page: page)
        }
    }

    private func didLoad(_ result: Result<Page<Item>, AppError>, page: Int) {
        isLoading = false
        guard let tableView else { return }
        HUD.hide(for: tableView)
        tableView.refreshControl?.endRefreshing()
        switch result {
        case .success(let loaded):
            showsRetryRow = false
            if page == 0 { items = loaded.items } else { items.append(contentsOf: loaded.items) }
            nextPage = page + 1
            hasMore = loaded.hasMore
            tableView.backgroundView = items.isEmpty ? EmptyStateView(message: strings(emptyText)) : nil
            footerView.text = loaded.hasMore || items.isEmpty ? "" : strings(.noMore)   // an empty list says so itself
            tableView.reloadData()
            if page == 0 {
                tableView.selectRow(at: items.isEmpty ? nil : IndexPath(row: 0, section: 0), scrollPosition: .top)
            }
        case .failure(let error):
            if page == 0 && items.isEmpty {
                tableView.showLoadError(error, strings: strings)
                footerView.text = ""
            } else {
                if page > 0 {
                    showsRetryRow = true
                    footerView.text = ""
                }
                if let view = viewController?.view { Toast.show(strings.message(for: error), in: view) }
            }
            tableView.reloadData()
            if showsRetryRow { RetryCell.reveal(at: IndexPath(row: 0, section: 1), in: tableView) }
        }
    }
}
