/// One page of a paginated list, as the backend returns it.
///
/// Pages are numbered from 0. `hasMore` says whether asking for `page + 1` can
/// return more items.
public struct Page<Item> {
    /// The items of this page, in display order.
    public var items: [Item]
    /// This page's number, from 0.
    public var page: Int
    /// Whether a next page exists.
    public var hasMore: Bool

    /// Creates a page.
    public init(items: [Item], page: Int, hasMore: Bool) {
        self.items = items
        self.page = page
        self.hasMore = hasMore
    }

    /// The number of the page after this one.
    public var nextPage: Int { page + 1 }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
extension Page: Sendable where Item: Sendable {}
extension Page: Codable where Item: Codable {}

/// Page sizes the app asks for.
public enum Paging {
    /// The page size of the blog and draft lists (the spec's 20).
    public static let pageSize = 20
    /// The largest page size the backend accepts.
    public static let maximumPageSize = 50
}
