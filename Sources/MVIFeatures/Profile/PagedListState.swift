import Domain

/// A row of a paged list the cursor can be on: an item (by index), or the retry row under them.
public enum ListRow: Equatable, Sendable, Codable {
    case item(Int)
    case retry
}

/// The state of one paged list on the profile (blogs or drafts): its rows, paging,
/// loading and error flags. A value; the profile reducer evolves it.
public struct PagedListState<Item: Equatable & Sendable>: Equatable, Sendable {
    /// The rows, in display order.
    public var items: [Item] = []
    /// The page a load-more asks for.
    public var nextPage = 0
    /// Whether a next page exists.
    public var hasMore = true
    /// A page request is running.
    public var isLoading = false
    /// The blocking HUD shows over the list (first load of an empty list).
    public var isShowingHUD = false
    /// The first load failed: the list shows this error instead of rows.
    public var firstLoadError: AppError?
    /// A load-more failed: the retry row shows.
    public var loadMoreFailed = false
    /// The `No more` footer shows.
    public var showsNoMore = false
    /// One-shot: the view selects row 0 (after page 0 loaded), then sends `firstRowSelected`.
    public var selectFirstRow = false
    /// Whether the list was ever asked to load.
    public var hasStarted = false
    /// The row the cursor is on, as the table last reported it (`nil`: none). The view draws it
    /// when it changes here, so a replayed session scrolls the list as the user did.
    public var highlighted: ListRow?

    public init() {}

    /// Starts loading `page`; returns false when a load already runs.
    mutating func beginLoad(page: Int, showingHUD: Bool) -> Bool {
        guard !isLoading else { return false }
        isLoading = true
        hasStarted = true
        if showingHUD { isShowingHUD = true }
        return true
    }

    /// Whether reaching the end should ask for the next page.
    var canLoadMore: Bool { hasMore && !loadMoreFailed && !isLoading && !items.isEmpty }

    /// Applies a page response. Returns the error to toast, if any.
    mutating func apply(page: Int, result: Result<Page<Item>, AppError>) -> AppError? {
        isLoading = false
        isShowingHUD = false
        switch result {
        case .success(let loaded):
            firstLoadError = nil
            loadMoreFailed = false
            if page == 0 { items = loaded.items } else { items.append(contentsOf: loaded.items) }
            nextPage = page + 1
            hasMore = loaded.hasMore
            showsNoMore = !loaded.hasMore
            if page == 0 { selectFirstRow = true }
            return nil
        case .failure(let error):
            if page == 0 && items.isEmpty {
                firstLoadError = error
                showsNoMore = false
                return nil
            } else if page == 0 {
                return error
            } else {
                loadMoreFailed = true
                showsNoMore = false
                return error
            }
        }
    }
}
