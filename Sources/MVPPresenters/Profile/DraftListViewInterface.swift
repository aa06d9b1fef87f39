/// The draft table of the own profile: a paged list that also blocks the whole page with
/// a HUD while a draft is deleted.
@MainActor
public protocol DraftListViewInterface: PagedListViewInterface {
    /// Shows the HUD over the whole profile page (while a draft is deleted).
    func showBlockingLoading(_ text: String)
    /// Hides that HUD.
    func hideBlockingLoading()
}

/// What a draft row shows: title, summary and edit time.
public struct DraftRowViewData: Equatable, Sendable {
    /// The draft's title.
    public var title: String
    /// The summary (or `Write something~`).
    public var summary: String
    /// `3 min ago`.
    public var editedText: String
}
