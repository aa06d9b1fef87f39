import Domain

/// Which of the profile's lists: the user's blogs, or (own profile only) the drafts.
public enum ProfileList: Sendable, Hashable {
    case blogs, drafts
}

/// How a page request of one of the profile's lists ended, as the interactor reports it.
public enum PageLoadOutcome<Item: Sendable>: Sendable {
    /// The page loaded. For page 0, `items` is the whole list (it replaces what was there);
    /// for a later page, only that page's items (they go after the others).
    case loaded(page: Int, items: [Item], hasMore: Bool)
    /// The very first page failed: the list is empty.
    case firstLoadFailed(AppError)
    /// A reload of page 0 failed over existing items, which stay.
    case reloadFailed(AppError)
    /// A later page failed: the list offers a retry row and does not load more until it is chosen.
    case loadMoreFailed(AppError)

    /// The same outcome with every loaded item transformed.
    func map<Other>(_ transform: (Item) -> Other) -> PageLoadOutcome<Other> {
        switch self {
        case .loaded(let page, let items, let hasMore): .loaded(page: page, items: items.map(transform), hasMore: hasMore)
        case .firstLoadFailed(let error): .firstLoadFailed(error)
        case .reloadFailed(let error): .reloadFailed(error)
        case .loadMoreFailed(let error): .loadMoreFailed(error)
        }
    }
}

extension PageLoadOutcome: Equatable where Item: Equatable {}

/// One paginated list as the profile interactor keeps it (its own bookkeeping; the
/// presenter only hears ``PageLoadOutcome``s).
struct PagedList<Item: Sendable> {
    /// The items loaded so far, in display order.
    var items: [Item] = []
    /// The page to ask for next.
    var nextPage = 0
    /// Whether the server has more.
    var hasMore = true  // mvx-mutate:equivalent-line BooleanLiteral: read only by canLoadMore and after a draft deletion, which both need items, and only a loaded page (which sets hasMore) brings items
    /// Whether a page request is running.
    var isLoading = false
    /// Whether the last load-more failed (the retry row shows).
    var loadMoreFailed = false  // mvx-mutate:equivalent-line BooleanLiteral: read only by canLoadMore, which also needs items, and only a loaded page (which clears it) brings items
    /// Whether page 0 was ever asked for.
    var hasStarted = false

    /// Whether reaching the end may load the next page: there is one, none is loading, and no
    /// load-more failure waits for its retry.
    var canLoadMore: Bool { hasMore && !loadMoreFailed && !isLoading && !items.isEmpty }
}
