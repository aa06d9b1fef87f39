/// The voice-message list page: its title, its rows, and the rows the player changed.
@MainActor
public protocol VoiceListViewInterface: ListViewInterface {
    /// The screen's title.
    func setTitle(_ title: String)
    /// Asks for the row at `index` again.
    func reloadRow(at index: Int)
}

/// What a voice message row shows.
public struct VoiceRowViewData: Equatable, Sendable {
    /// Who sent it.
    public var sender: String
    /// `12"`.
    public var duration: String
    /// `buffering`, `playing`, `paused`, or empty.
    public var status: String
    /// `0:04 / 0:12`, or empty.
    public var time: String
    /// The bar's fill, or `nil` for no bar.
    public var progress: Float?
}
