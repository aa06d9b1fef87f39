import Domain
import MVCPlusKit

/// The `Upcoming` list's keys.
public enum UpcomingKeys {
    /// The sections (VM → V).
    public static let sections = ChannelKey<[UpcomingSectionData]>("sections")
    /// `No upcoming items`, or `nil` (VM → V).
    public static let empty = ChannelKey<String?>("empty")
    /// The error in place of the rows, or `nil` (VM → V).
    public static let error = ChannelKey<ErrorText?>("error")
    /// Whether a read runs; pull to refresh ends when it turns `false` (VM → V).
    public static let isLoading = ChannelKey<Bool>("isLoading")
    /// Select the row of this item (VM → V).
    public static let select = ChannelKey<TodoItem.ID>("select")
    /// A toast (VM → V).
    public static let toast = ChannelKey<String>("toast")
    /// `a` / `+` (V → VM).
    public static let add = ChannelKey<Void>("add")
    /// `d` / Delete on the row of this item (V → VM).
    public static let delete = ChannelKey<TodoItem.ID>("delete")
    /// Pull to refresh, `r` (V → VM).
    public static let refresh = ChannelKey<Void>("refresh")
}

/// A section of the `Upcoming` list, ready to show.
public struct UpcomingSectionData: Equatable, Sendable {
    /// `Today`, `Tomorrow`, … in the screen's language.
    public var title: String
    /// The rows: the item, its name, and the weekday (blank for today).
    public var rows: [UpcomingRowData]
}

/// A row of the `Upcoming` list, ready to show.
public struct UpcomingRowData: Equatable, Sendable {
    /// The item.
    public var id: TodoItem.ID
    /// The item's name.
    public var title: String
    /// The weekday it is due, or empty for today.
    public var detail: String
}

/// The Add sheet's keys. The fields are bound both ways.
public enum AddTodoKeys {
    /// The sheet's title, labels, placeholder and buttons (VM → V).
    public static let texts = ChannelKey<AddTodoTexts>("texts")
    /// The name field (V ↔ VM).
    public static let name = ChannelKey<String>("name")
    /// The date field (V ↔ VM: a step changes it).
    public static let dueDate = ChannelKey<String>("dueDate")
    /// ←/→ in the date field (V → VM).
    public static let step = ChannelKey<Int>("step")
    /// Enter in a field, or Save (V → VM).
    public static let save = ChannelKey<Void>("save")
    /// Cancel, or Esc (V → VM).
    public static let cancel = ChannelKey<Void>("cancel")
    /// The error line (VM → V).
    public static let error = ChannelKey<String>("error")
}

/// The fixed texts of the Add sheet.
public struct AddTodoTexts: Equatable, Sendable {
    /// `Add`, `Name`, `Due date`, `YYYY-MM-DD`, `Save`, `Cancel`.
    public var title: String, name: String, dueDate: String, placeholder: String, save: String, cancel: String
}
