import Domain

/// One paginated list as the profile interactor keeps it.
public struct PagedList<Item: Sendable>: Sendable {
    /// The items loaded so far, in display order.
    public var items: [Item] = []
    /// The page to ask for next.
    public var nextPage = 0
    /// Whether the server has more.
    public var hasMore = true
    /// Whether a page request is running.
    public var isLoading = false
    /// Whether the last load-more failed (the retry row shows).
    public var loadMoreFailed = false
    /// Whether page 0 was ever asked for.
    public var hasStarted = false

    /// An empty list.
    public init() {}
}

/// Which of the profile's lists.
public enum ProfileList: Sendable, Equatable {
    case blogs, drafts
}

/// How a page request ended.
public enum PageLoadOutcome: Equatable, Sendable {
    /// The page loaded and is in the list.
    case loaded(page: Int)
    /// The very first page failed: the list is empty.
    case firstLoadFailed(AppError)
    /// A reload of page 0 failed over existing items.
    case reloadFailed(AppError)
    /// A later page failed: the retry row shows.
    case loadMoreFailed(AppError)
}
