import Domain
import MVCPlusKit

/// The keys of a paged list, on the list's own namespace (`profile.7.blogs`): rows and states
/// the view model publishes, and the table's events.
public struct ListKeys<Row: Sendable>: Sendable {
    /// Every row (VM → V).
    public let rows = ChannelKey<[Row]>("rows")
    /// Rows that follow those shown: a later page (VM → V). Only the new rows travel, so a
    /// long list is not copied for every page.
    public let appendedRows = ChannelKey<[Row]>("appendedRows")
    /// One row changed (VM → V).
    public let row = ChannelKey<IndexedRowData<Row>>("row")
    /// One row was removed, by index (VM → V).
    public let removedRow = ChannelKey<Int>("removedRow")
    /// The HUD's text, or `nil` (VM → V).
    public let hud = ChannelKey<String?>("hud")
    /// The error in place of the rows, or `nil` (VM → V).
    public let error = ChannelKey<ListError?>("error")
    /// What the list says in place of rows when it has none (`No posts yet`), or `nil` (VM → V).
    public let empty = ChannelKey<String?>("empty")
    /// The footer: `No more`, or empty (VM → V).
    public let footer = ChannelKey<String>("footer")
    /// The `Load more failed — press Enter to retry` row's text, or `nil` for none (VM → V).
    public let retryRow = ChannelKey<String?>("retryRow")
    /// Whether a page loads; pull to refresh ends when it turns `false` (VM → V).
    public let isLoading = ChannelKey<Bool>("isLoading")
    /// A first page loaded: select the top row (VM → V).
    public let selectFirstRow = ChannelKey<Void>("selectFirstRow")
    /// A toast (VM → V).
    public let toast = ChannelKey<String>("toast")
    /// Pull to refresh, `r` (V → VM).
    public let refresh = ChannelKey<Void>("refresh")
    /// The last row was reached (V → VM).
    public let reachedEnd = ChannelKey<Void>("reachedEnd")
    /// The retry row was activated (V → VM).
    public let retry = ChannelKey<Void>("retry")
    /// A row was activated, by index (V → VM).
    public let selected = ChannelKey<Int>("selected")

    /// The keys (the same names on every list; the namespace tells lists apart).
    public init() {}
}

/// A row and where it is.
public struct IndexedRowData<Row: Sendable>: Sendable {
    public var index: Int
    public var row: Row
}
