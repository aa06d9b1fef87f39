/// What a paged table asks its list presenter, whatever the rows are: the counts, the retry
/// row, and the list's events. The blog and draft list presenters get all of it from their
/// ``Pager`` (``PagerBackedListPresenter``) and add only what their rows need.
@MainActor
public protocol PagedListPresenter: AnyObject {
    /// The number of item rows.
    var numberOfRows: Int { get }
    /// Whether the `Load more failed — press Enter to retry` row shows (as a second section).
    var showsRetryRow: Bool { get }
    /// The retry row's text.
    var retryRowTitle: String { get }
    /// Pull to refresh (`r`).
    @discardableResult func didPullToRefresh() -> Task<Void, Never>?
    /// The selection reached the last row.
    @discardableResult func didReachEnd() -> Task<Void, Never>?
    /// Enter on the retry row.
    @discardableResult func didSelectRetryRow() -> Task<Void, Never>?
    /// Enter on item row `row`.
    func didSelectRow(at row: Int)
}

/// A list presenter whose rows are its ``Pager``'s items: conforming gives it every
/// ``PagedListPresenter`` member; it supplies only what activating a row means.
@MainActor
protocol PagerBackedListPresenter: PagedListPresenter {
    /// What a row stands for.
    associatedtype Item
    /// The paging state machine holding the rows.
    var pager: Pager<Item> { get }
    /// The row of `item` was activated.
    func didSelect(_ item: Item)
}

extension PagerBackedListPresenter {
    /// The number of item rows.
    public var numberOfRows: Int { pager.items.count }
    /// Whether the retry row shows: the last load-more failed.
    public var showsRetryRow: Bool { pager.loadMoreFailed }
    /// `Load more failed — press Enter to retry`.
    public var retryRowTitle: String { pager.retryRowTitle }

    /// Pull to refresh (`r`): page 0 again.
    @discardableResult
    public func didPullToRefresh() -> Task<Void, Never>? { pager.reload() }

    /// The selection reached the last row: the next page, if there is one.
    @discardableResult
    public func didReachEnd() -> Task<Void, Never>? { pager.loadMoreIfNeeded() }

    /// Enter on the retry row: the failed page again.
    @discardableResult
    public func didSelectRetryRow() -> Task<Void, Never>? { pager.retryLoadMore() }

    /// Enter on item row `row` (ignored when there is no such row).
    public func didSelectRow(at row: Int) {
        guard pager.items.indices.contains(row) else { return }
        didSelect(pager.items[row])
    }
}
