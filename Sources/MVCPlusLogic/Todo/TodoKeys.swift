import Domain
import MVCPlusKit

/// The `Upcoming` list's keys.
public enum UpcomingKeys {
    /// The sections (VM → V).
    public static let sections = ChannelKey<[UpcomingSectionViewData]>("sections")
    /// `No upcoming items`, or `nil` (VM → V).
    public static let empty = ChannelKey<String?>("empty")
    /// The error in place of the rows, or `nil` (VM → V).
    public static let error = ChannelKey<ListError?>("error")
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
