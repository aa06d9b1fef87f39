/// The few words the toolkit draws by itself, set by the app for its language (UIKit takes them
/// from the system's localization).
public struct ToolkitTexts: Equatable, Sendable {
    /// The title bar's back item, `‹ Back`.
    public var back: String
    /// The pull-to-refresh indicator's text, `Refreshing…`.
    public var refreshing: String
    /// What a terminal below the app's smallest size shows, `Terminal too small (needs {size})`;
    /// `{size}` becomes the size needed (`32×10`).
    public var terminalTooSmall: String
    /// The words of the key-hint line (`Move`, `Refresh`, `Back`, …).
    public var hints: KeyHintWords

    /// The texts; the defaults are English.
    public init(back: String = "‹ Back", refreshing: String = "Refreshing…",
                terminalTooSmall: String = "Terminal too small (needs {size})", hints: KeyHintWords = KeyHintWords()) {
        self.back = back
        self.refreshing = refreshing
        self.terminalTooSmall = terminalTooSmall
        self.hints = hints
    }

    /// ``terminalTooSmall`` with the size filled in.
    public func terminalTooSmall(needing size: Size) -> String {
        terminalTooSmall.replacing("{size}", with: "\(size.width)×\(size.height)")
    }
}
