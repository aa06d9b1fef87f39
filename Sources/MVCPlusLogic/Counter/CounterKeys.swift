import Domain
import MVCPlusKit

/// The counter screen's keys on its channel: what the view model publishes (rows, HUD, error,
/// toast) and what the template's views publish (a press, a refresh).
public enum CounterKeys {
    /// Every row (VM → V).
    public static let rows = ChannelKey<[CounterRowData]>("rows")
    /// One row changed: its index and its new data (VM → V).
    public static let row = ChannelKey<IndexedRow>("row")
    /// Whether a load runs; when it turns `false`, pull to refresh ends (VM → V).
    public static let isLoading = ChannelKey<Bool>("isLoading")
    /// The HUD's text, or `nil` for no HUD (VM → V).
    public static let hud = ChannelKey<String?>("hud")
    /// The error shown in place of the rows, or `nil` (VM → V).
    public static let error = ChannelKey<ListError?>("error")
    /// A toast (VM → V).
    public static let toast = ChannelKey<String>("toast")
    /// A row's `+` (V → VM).
    public static let plus = ChannelKey<Counter.ID>("plus")
    /// Pull to refresh, `r` (V → VM).
    public static let refresh = ChannelKey<Void>("refresh")

    /// A row and where it is.
    public struct IndexedRow: Equatable, Sendable {
        public var index: Int
        public var row: CounterRowData
    }
}

/// What a counter row shows.
public struct CounterRowData: Equatable, Sendable {
    /// The counter (the row's `+` publishes it).
    public var id: Counter.ID
    /// `Item N`.
    public var title: String
    /// The number.
    public var value: String
}
