import Domain

/// A section of the `Upcoming` list as the view shows it.
public struct UpcomingSectionDisplayData: Equatable, Sendable {
    /// `Today`, `Tomorrow`, `Later This Week`, `Next Week`, in the screen's language.
    public var title: String
    /// The section's rows, in order.
    public var rows: [UpcomingRowDisplayData]

    /// Creates a section.
    public init(title: String, rows: [UpcomingRowDisplayData]) {
        self.title = title
        self.rows = rows
    }
}

/// A row of the `Upcoming` list as the view shows it.
public struct UpcomingRowDisplayData: Equatable, Sendable {
    /// The item (`d` deletes it).
    public var id: TodoItem.ID
    /// The item's name.
    public var title: String
    /// The weekday it is due, or empty for today.
    public var detail: String

    /// Creates a row.
    public init(id: TodoItem.ID, title: String, detail: String) {
        self.id = id
        self.title = title
        self.detail = detail
    }
}
