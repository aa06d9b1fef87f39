/// One entry of the key-hint line at the bottom of the screen: a key and what it does here
/// (`↑↓ Move`, `r Refresh`, `Esc Back`).
///
/// Responders offer theirs through ``Responder/keyHints``; the window shows the hints of the
/// first responder and of everything up its responder chain, innermost first, when the
/// application's ``Application/showsKeyHints`` is on.
public struct KeyHint: Hashable, Sendable {
    /// What the key does: one of the toolkit's words (in the application's language, from
    /// ``ToolkitTexts/hints``), or the app's own text.
    public enum Action: Hashable, Sendable {
        case move, select, refresh, next, choose, cancel, back, quit, add, delete
        /// The app's own words, already in its language (`Delete`, `Add`).
        case text(String)
    }

    /// The key as shown: `↑↓`, `Enter`, `r`.
    public var key: String
    /// What it does.
    public var action: Action

    /// A hint: `key` does `action`.
    public init(_ key: String, _ action: Action) {
        self.key = key
        self.action = action
    }

    /// Whether `other` names the same key, compared byte for byte: `==` on strings normalises
    /// non-ASCII ones such as `↑↓`, and the hints are compared at every frame. The lengths first:
    /// most keys compared differ in length, and a string knows its length.
    func hasSameKey(as other: KeyHint) -> Bool {
        key.utf8.count == other.key.utf8.count && key.utf8.elementsEqual(other.key.utf8)
    }
}

/// The words of the toolkit's key hints, in the app's language (English by default).
public struct KeyHintWords: Equatable, Sendable {
    public var move = "Move", select = "Select", refresh = "Refresh", next = "Next"
    public var choose = "Choose", cancel = "Cancel", back = "Back", quit = "Quit"
    public var add = "Add", delete = "Delete"

    /// The English words.
    public init() {}

    /// The words for `action`.
    public func word(for action: KeyHint.Action) -> String {
        switch action {
        case .move: move
        case .select: select
        case .refresh: refresh
        case .next: next
        case .choose: choose
        case .cancel: cancel
        case .back: back
        case .quit: quit
        case .add: add
        case .delete: delete
        case .text(let text): text
        }
    }
}

/// The one-line bar at the bottom of the window listing the keys that work now (see ``KeyHint``):
/// the key in bold, its word in the secondary colour; hints that do not fit whole are left out.
@MainActor
final class KeyHintBar: View {
    /// The hints the bar last asked to be drawn with.
    private var shownHints: [KeyHint]?
    /// Whether the application's words or status changed since the bar last looked
    /// (``Application/texts``, ``Application/statusText`` say so).
    private var textsChanged = true

    /// The words or the status changed: the next ``contentChanged()`` is true.
    func setTextsChanged() { textsChanged = true }

    /// Whether what the bar shows changed since the last call (focus and screens change without
    /// telling this bar, so the application asks at every frame and redraws the row only then).
    /// The hints are asked for again each time; the words and the status only when they changed.
    func contentChanged() -> Bool {
        let hints = window?.currentKeyHints ?? []
        guard textsChanged || shownHints.map({ !Self.sameHints($0, hints) }) ?? true else { return false }
        shownHints = hints
        textsChanged = false
        return true
    }

    /// Whether two lists show the same (``KeyHint/hasSameKey(as:)``: this runs at every frame).
    private static func sameHints(_ a: [KeyHint], _ b: [KeyHint]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where !(x.hasSameKey(as: y) && x.action == y.action) { return false }
        return true
    }

    override func draw(_ canvas: Canvas) {
        super.draw(canvas)
        let hints = shownHints ?? window?.currentKeyHints ?? []
        let words = application?.texts.hints ?? KeyHintWords()
        // The application's status (`▶ Replay`) keeps the right end; the hints get the rest.
        var end = bounds.width - 1
        if let status = application?.statusText, !status.isEmpty {
            let width = TextWidth.width(of: status)
            end = max(0, bounds.width - 1 - width)
            canvas.draw(status, at: Point(x: end, y: 0), style: Style(foreground: Theme.accent, attributes: [.bold]))
            end -= 2
        }
        var x = 1
        for hint in hints {
            let word = words.word(for: hint.action)
            let width = TextWidth.width(of: hint.key) + 1 + TextWidth.width(of: word)
            guard x + width <= end else { break }
            x += canvas.draw(hint.key, at: Point(x: x, y: 0), style: Style(attributes: [.bold])) + 1
            x += canvas.draw(word, at: Point(x: x, y: 0), style: Theme.secondaryText) + 2
        }
    }
}
