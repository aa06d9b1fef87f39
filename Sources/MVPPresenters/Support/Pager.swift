import Domain

/// A list that loads page by page: its table shows a HUD on the first load, a `No more`
/// footer after the last page, an error view when the first load failed, and a retry row
/// when loading more failed.
@MainActor
public protocol PagedListView: PromptingView {
    /// Shows the HUD over the list.
    func showLoading(_ text: String)
    /// Hides the HUD and the pull-to-refresh indicator.
    func hideLoading()
    /// Shows `error` instead of the rows.
    func showError(_ error: ErrorViewData)
    /// Removes the error view.
    func hideError()
    /// Sets the footer under the rows (`No more`, or `""` for none).
    func setFooter(_ text: String)
    /// Asks the presenter for every row again.
    func reloadData()
    /// Selects the row at `index` and scrolls it to the top; `nil` clears the selection.
    func selectRow(at index: Int?)
    /// Removes the row at `index` (the presenter already removed its item).
    func deleteRow(at index: Int)
}

/// The paging state machine the blog and draft list presenters share: which page comes
/// next, whether one is loading, whether loading more failed, and what the view shows
/// in each case. It holds the items; the list presenters decide what an item is.
@MainActor
public final class Pager<Item> {
    /// Loads one page (from 0).
    public typealias Fetch = @MainActor (_ page: Int) async throws(AppError) -> Page<Item>

    /// The rows loaded so far.
    public private(set) var items: [Item] = []
    /// Whether the last load-more failed (the list then shows the retry row).
    public private(set) var loadMoreFailed = false
    /// Whether a page request is running.
    public private(set) var isLoading = false
    /// Whether a page after the loaded ones exists.
    public private(set) var hasMore = true
    private var nextPage = 0

    /// The list's view.
    public weak var view: (any PagedListView)?
    private let fetch: Fetch
    private let strings: Localizer
    private let tasks: PresenterTasks

    /// Creates a pager that loads pages with `fetch`.
    public init(strings: Localizer, tasks: PresenterTasks, fetch: @escaping Fetch) {
        self.strings = strings
        self.tasks = tasks
        self.fetch = fetch
    }

    /// Loads the first page with the HUD.
    @discardableResult
    public func loadFirstPage() -> Task<Void, Never>? {
        load(page: 0, showingHUD: true)
    }

    /// Pull to refresh: clears the footer and loads page 0 again (with the HUD only when
    /// nothing is shown yet).
    @discardableResult
    public func reload() -> Task<Void, Never>? {
        loadMoreFailed = false
        view?.setFooter("")
        return load(page: 0, showingHUD: items.isEmpty)
    }

    /// The selection reached the last row: loads the next page unless there is none, one
    /// is loading, or the last attempt failed (then the retry row asks first).
    @discardableResult
    public func loadMoreIfNeeded() -> Task<Void, Never>? {
        guard hasMore, !loadMoreFailed, !isLoading, !items.isEmpty else { return nil }
        return load(page: nextPage, showingHUD: false)
    }

    /// The retry row was activated: hides it and loads the next page again.
    @discardableResult
    public func retryLoadMore() -> Task<Void, Never>? {
        loadMoreFailed = false
        view?.reloadData()
        return load(page: nextPage, showingHUD: false)
    }

    /// Removes the item at `index` and its row.
    public func removeItem(at index: Int) {
        items.remove(at: index)
        view?.deleteRow(at: index)
    }

    private func load(page: Int, showingHUD: Bool) -> Task<Void, Never>? {
        guard !isLoading else { return nil }
        isLoading = true
        if showingHUD { view?.showLoading(strings(.loading)) }
        let fetch = fetch
        return tasks.start { [weak self] in
            let result: Result<Page<Item>, AppError>
            do throws(AppError) { result = .success(try await fetch(page)) } catch { result = .failure(error) }
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
            view?.hideError()
            view?.setFooter(loaded.hasMore ? "" : strings(.noMore))
            view?.reloadData()
            if page == 0 { view?.selectRow(at: items.isEmpty ? nil : 0) }
        case .failure(let error):
            if page == 0 && items.isEmpty {
                view?.showError(ErrorViewData(message: strings.message(for: error), hint: strings(.retryHint)))
                view?.setFooter("")
            } else if page == 0 {
                view?.showToast(strings.message(for: error))
            } else {
                loadMoreFailed = true
                view?.setFooter("")
                view?.showToast(strings.message(for: error))
            }
            view?.reloadData()
        }
    }
}
