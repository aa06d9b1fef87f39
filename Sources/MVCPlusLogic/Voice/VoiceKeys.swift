import Domain
import MVCPlusKit

/// The voice list's keys.
public enum VoiceKeys {
    /// Every row (VM → V).
    public static let rows = ChannelKey<[VoiceRowData]>("rows")
    /// Rows whose playback changed, also rows nobody pressed (VM → V).
    public static let changedRows = ChannelKey<[IndexedVoiceRow]>("changedRows")
    /// Whether a load runs; pull to refresh ends when it turns `false` (VM → V).
    public static let isLoading = ChannelKey<Bool>("isLoading")
    /// The HUD's text, or `nil` (VM → V).
    public static let hud = ChannelKey<String?>("hud")
    /// The error in place of the rows, or `nil` (VM → V).
    public static let error = ChannelKey<ListError?>("error")
    /// A toast (VM → V).
    public static let toast = ChannelKey<String>("toast")
    /// Enter on a row, by index (V → VM).
    public static let selected = ChannelKey<Int>("selected")
    /// Pull to refresh, `r` (V → VM).
    public static let refresh = ChannelKey<Void>("refresh")
}

/// What a voice row shows.
public struct VoiceRowData: Equatable, Sendable {
    /// Who sent it, and how long it is.
    public var sender: String, duration: String
    /// The playback line: status, time, and the progress bar's fill (`nil`: no bar).
    public var status: String, time: String, progress: Float?
}

/// A voice row and where it is.
public struct IndexedVoiceRow: Equatable, Sendable {
    public var index: Int
    public var row: VoiceRowData
}
