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
        guard page >= 0 else { throw .invalidParameter("page", "must be 0 or more, got \(page)") }
        guard (1...BackendLimits.maxPageSize).contains(pageSize) else {
            throw .invalidParameter("pageSize", "must be between 1 and \(BackendLimits.maxPageSize), got \(pageSize)")
        }
        let (offset, overflow) = page.multipliedReportingOverflow(by: pageSize)
        guard !overflow, offset <= Int(Int32.max) else { throw .invalidParameter("page", "is too large, got \(page)") }
        self.page = page
        self.pageSize = pageSize
        self.offset = offset
    }

    /// Builds the page from up to `pageSize + 1` fetched items; the extra one
    /// only tells that more follow.
    func page<Item>(of fetched: [Item]) -> WirePage<Item> {
        WirePage(items: Array(fetched.prefix(pageSize)), page: page, hasMore: fetched.count > pageSize)
    }
}
