import Domain

/// The counter list page: its title, its rows, and the one row a press changed.
@MainActor
public protocol CounterListViewInterface: ListViewInterface {
    /// The screen's title.
    func setTitle(_ title: String)
    /// Asks for the row at `index` again.
    func reloadRow(at index: Int)
}

/// What a counter row shows.
public struct CounterRowViewData: Equatable, Sendable {
    /// The counter (the row's `+` names it).
    public var id: Counter.ID
    /// `Item N`.
    public var title: String
    /// The number.
    public var value: String
}
