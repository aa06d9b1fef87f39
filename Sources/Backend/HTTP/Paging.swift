/// A validated `page` / `pageSize` pair.
struct Paging: Sendable, Hashable {
    /// The page index, from 0.
    let page: Int
    /// The number of items per page, 1…``BackendLimits/maxPageSize``.
    let pageSize: Int
    /// How many items come before this page; never overflows (checked at parsing).
    let offset: Int

    /// Validates a page and page size, throwing 400 for values out of range.
    init(page: Int, pageSize: Int) throws(APIError) {
        guard (0...BackendLimits.maxPage).contains(page) else {
            throw .invalidParameter("page", "must be between 0 and \(BackendLimits.maxPage), got \(page)")
        }
        guard (1...BackendLimits.maxPageSize).contains(pageSize) else {
            throw .invalidParameter("pageSize", "must be between 1 and \(BackendLimits.maxPageSize), got \(pageSize)")
        }
        self.page = page
        self.pageSize = pageSize
        self.offset = page * pageSize   // at most maxPage * maxPageSize: no overflow
    }

    /// Builds the page from up to `pageSize + 1` fetched items; the extra one
    /// only tells that more follow.
    func page<Item>(of fetched: [Item]) -> WirePage<Item> {
        WirePage(items: Array(fetched.prefix(pageSize)), page: page, hasMore: fetched.count > pageSize)
    }
}
