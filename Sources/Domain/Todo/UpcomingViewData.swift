/// A section of the `Upcoming` list, ready to show.
public struct UpcomingSectionViewData: Equatable, Sendable {
    /// `Today`, `Tomorrow`, `Later This Week`, `Next Week`, in the screen's language.
    public var title: String
    /// The rows, in order.
    public var rows: [UpcomingRowViewData]

    /// Creates a section.
    public init(title: String, rows: [UpcomingRowViewData]) {
        self.title = title
        self.rows = rows
    }

    /// `group`'s title and rows in `strings`' language.
    public init(_ group: UpcomingGroup, strings: Localizer) {
        self.init(title: strings(.section(group.section)), rows: group.rows.map { UpcomingRowViewData($0, strings: strings) })
    }
}

/// A row of the `Upcoming` list, ready to show.
public struct UpcomingRowViewData: Equatable, Sendable, Identifiable {
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

    /// `row`'s texts in `strings`' language.
    public init(_ row: UpcomingRow, strings: Localizer) {
        self.init(id: row.id, title: row.item.name, detail: row.detail(in: strings))
    }
}
