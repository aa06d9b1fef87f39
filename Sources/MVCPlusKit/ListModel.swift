import Domain

/// MVC+'s paged model (Vizzle's `VZListModel`): the items loaded so far, page by page, with the
/// same state machine as ``Model`` and a hook for each state that also says which page.
///
/// Page 0 replaces the items; a later page appends. A load while one runs is ignored, and so
/// is a next page after the last.
@MainActor
public final class ListModel<Item: Sendable> {
    /// The state of the last load.
    public private(set) var state: ModelState = .ready
    /// The items loaded so far.
    public private(set) var items: [Item] = []
    /// Whether a page after the loaded ones exists.
    public private(set) var hasMore = true
    /// The page the next ``loadNextPage()`` asks for.
    public private(set) var nextPage = 0

    /// Called with the page when its load starts.
    public var onLoading: (@MainActor (Int) -> Void)?
    /// Called with the page and its items when it loaded (``items`` already has them).
    public var onFinished: (@MainActor (Int, [Item]) -> Void)?
    /// Called with the page and the error when it failed (``items`` unchanged).
    public var onError: (@MainActor (Int, AppError) -> Void)?

    private let work: PendingWork
    private let fetch: @Sendable (Int) async -> Result<Page<Item>, AppError>

    /// A model whose page loads run `fetch` as `work`.
    public init(work: PendingWork, fetch: @escaping @Sendable (Int) async -> Result<Page<Item>, AppError>) {
        self.work = work
        self.fetch = fetch
    }

    /// Loads page 0 again (a refresh).
    public func loadFirstPage() { load(page: 0) }

    /// Loads the next page, if there is one.
    public func loadNextPage() {
        guard hasMore else { return }
        load(page: nextPage)
    }

    /// Removes the items matching `predicate` (a deleted draft).
    public func removeAll(where predicate: (Item) -> Bool) {
        items.removeAll(where: predicate)
    }

    private func load(page: Int) {
        guard state != .loading else { return }
        state = .loading
        onLoading?(page)
        let fetch = fetch
        work.start { [weak self] in
            let result = await fetch(page)
            self?.finish(result, page: page)
        }
    }

    private func finish(_ result: Result<Page<Item>, AppError>, page: Int) {
        switch result {
        case .success(let loaded):
            // Appended in place: a long list is not copied for every page.
            if page == 0 { items = loaded.items } else { items.append(contentsOf: loaded.items) }
            hasMore = loaded.hasMore
            nextPage = page + 1
            state = .finished
            onFinished?(page, loaded.items)
        case .failure(let error):
            state = .error(error)
            onError?(page, error)
        }
    }
}
