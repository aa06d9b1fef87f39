/// Receives editing events from a ``TextField``, shaped like `UITextFieldDelegate`. Every method has a
/// default implementation.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// The field took focus.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// The field lost focus.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Enter was pressed; return `false` to ignore it. ``TextField/onSubmit`` and the field's actions run
    /// only when this returns `true`.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// The user changed the text (typing, deleting, pasting).
    func textFieldDidChange(_ textField: TextField)
}

extension TextFieldDelegate {
    /// Default: nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Default: nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Default: `true`.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidChange(_ textField: TextField) {}
}

/// An editable single line of text, shaped like `UITextField`.
///
/// While focused it edits by grapheme cluster: typed or pasted characters (Chinese included) are
/// inserted at the cursor, Backspace/Delete remove one grapheme, ←/→ move by one grapheme, Home/End
/// (or Ctrl-A/Ctrl-E) jump, Ctrl-U/Ctrl-K delete to the start/end. Enter asks the ``delegate``, then
/// calls ``onSubmit`` and the control's actions. With ``isSecureTextEntry`` each grapheme shows as `•`.
/// Text wider than the field scrolls to keep the cursor visible. The field is drawn underlined.
@MainActor
open class TextField: Control {
    /// Creates a field.
    public init(text: String = "", placeholder: String = "", frame: Rect = .zero) {
        self.text = text
        self.placeholder = placeholder
        super.init(frame: frame)
        split(text)
        cursorIndex = characters.count
    }

    /// Creates an empty field with `frame`.
    public override convenience init(frame: Rect) { self.init(text: "", placeholder: "", frame: frame) }

    /// The text. Setting it moves the cursor to the end (and does not call ``onChange``).
    open var text: String {
        didSet {
            guard text != oldValue else { return }
            if !isApplyingEdit {
                split(text)
                cursorIndex = characters.count
            }
            setNeedsDisplay()
        }
    }

    /// The text's graphemes, kept with it: editing, scrolling and drawing work by grapheme index, and
    /// splitting the text again for each of them was most of a typed key's work in the field.
    private var characters: [Character] = []
    /// Whether every grapheme of the text is one printable ASCII byte (one column each): the common
    /// case measures by counting.
    private var isPrintableASCII = true

    /// Keeps `text`'s graphemes in ``characters``.
    private func split(_ text: String) {
        characters = Array(text)
        isPrintableASCII = TextWidth.isPrintableASCII(text)
    }

    /// Shown dimmed while the text is empty.
    open var placeholder: String { didSet { setNeedsDisplay() } }

    /// Masks each grapheme as `•` (passwords).
    open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }

    /// The text's style.
    open var style = Style(attributes: [.underline]) { didSet { setNeedsDisplay() } }

    /// The cursor position, in grapheme clusters from the start (0…`text.count`).
    public private(set) var cursorIndex = 0 { didSet { setNeedsDisplay() } }

    /// Editing callbacks.
    public weak var delegate: (any TextFieldDelegate)?

    /// Called with the new text after every user edit.
    public var onChange: (@MainActor (String) -> Void)?

    /// Called with the text when Enter is pressed (and the delegate agrees).
    public var onSubmit: (@MainActor (String) -> Void)?

    /// Whether the field has focus.
    public var isEditing: Bool { isFirstResponder }

    private var isApplyingEdit = false
    private var scrollOffset = 0

    /// Moves the cursor to grapheme `index` (clamped).
    public func setCursor(_ index: Int) {
        cursorIndex = min(max(0, index), characters.count)
    }

    // MARK: Editing

    /// Inserts `string` at the cursor, as if typed (newlines and tabs become spaces).
    public func insertText(_ string: String) {
        var clean = ""
        for ch in string {
            if ch == "\n" || ch == "\r\n" || ch == "\r" || ch == "\t" { clean.append(" ") } else if TextWidth.width(of: ch) > 0 { clean.append(ch) }
        }
        guard !clean.isEmpty else { return }
        let i = min(cursorIndex, characters.count)
        if isPrintableASCII, TextWidth.isPrintableASCII(clean) {
            // A grapheme a byte on both sides: the text is cut at byte `i`, and nothing can join
            // across the edit, so the graphemes need no splitting again.
            let at = text.utf8.index(text.startIndex, offsetBy: i)
            var chars = characters
            chars.insert(contentsOf: clean, at: i)
            applyEdit(text: String(text[..<at]) + clean + String(text[at...]), characters: chars, cursor: i + clean.count)
            return
        }
        var chars = characters
        chars.insert(contentsOf: clean, at: i)
        applyEdit(chars, cursor: i + clean.count)
    }

    /// Deletes the grapheme before the cursor.
    public func deleteBackward() {
        guard cursorIndex > 0 else { return }
        var chars = characters
        chars.remove(at: cursorIndex - 1)
        if isPrintableASCII {  // a byte a grapheme: remove the byte
            var bytes = Array(text.utf8)
            bytes.remove(at: cursorIndex - 1)
            applyEdit(text: String(decoding: bytes, as: UTF8.self), characters: chars, cursor: cursorIndex - 1)
            return
        }
        applyEdit(chars, cursor: cursorIndex - 1)
    }

    private func deleteForward() {
        var chars = characters
        guard cursorIndex < chars.count else { return }
        chars.remove(at: cursorIndex)
        applyEdit(chars, cursor: cursorIndex)
    }

    private func applyEdit(_ newCharacters: [Character], cursor: Int) {
        // Split again: graphemes may join across the edit (🇺 then 🇸 typed make one flag).
        applyEdit(text: Self.string(newCharacters[...]), characters: nil, cursor: cursor)
    }

    /// Sets the edited text. `newCharacters`, when given, are its graphemes (an edit of printable
    /// ASCII); nil splits the text again.
    private func applyEdit(text newText: String, characters newCharacters: [Character]?, cursor: Int) {
        isApplyingEdit = true
        text = newText
        if let newCharacters { characters = newCharacters } else { split(newText) }
        isApplyingEdit = false
        cursorIndex = min(max(0, cursor), characters.count)
        delegate?.textFieldDidChange(self)
        onChange?(text)
    }

    /// Editing keys; Enter submits. Other keys (Tab, ↑/↓, Esc) go up the responder chain.
    /// `Tab Next`.
    open override var keyHints: [KeyHint] { [KeyHint("Tab", .next)] }

    open override func handleKey(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        switch key {
        case .character(let ch):
            insertText(String(ch))
        case .backspace:
            deleteBackward()
        case .delete, .ctrl("d"):
            deleteForward()
        case .left, .ctrl("b"):
            cursorIndex = max(0, cursorIndex - 1)
        case .right, .ctrl("f"):
            cursorIndex = min(characters.count, cursorIndex + 1)
        case .home, .ctrl("a"):
            cursorIndex = 0
        case .end, .ctrl("e"):
            cursorIndex = characters.count
        case .ctrl("u"):
            applyEdit(Array(characters[min(cursorIndex, characters.count)...]), cursor: 0)
        case .ctrl("k"):
            let head = Array(characters[..<min(cursorIndex, characters.count)])
            applyEdit(head, cursor: head.count)
        case .enter:
            if delegate?.textFieldShouldReturn(self) ?? true {
                onSubmit?(text)
                sendActions()
            }
        default:
            return false
        }
        return true
    }

    /// Pastes at the cursor.
    open override func handlePaste(_ text: String) -> Bool {
        guard isEnabled else { return false }
        insertText(text)
        return true
    }

    /// Focus starts editing.
    open override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        delegate?.textFieldDidBeginEditing(self)
    }

    /// Losing focus ends editing.
    open override func didResignFirstResponder() {
        super.didResignFirstResponder()
        delegate?.textFieldDidEndEditing(self)
    }

    // MARK: Drawing

    /// The columns the graphemes in `range` take as drawn (each `•` when secure).
    private func columns(_ range: Range<Int>) -> Int {
        if isSecureTextEntry { return range.count * TextWidth.width(of: "•" as Character) }
        if isPrintableASCII { return range.count }
        var total = 0
        for character in characters[range] { total += TextWidth.width(of: character) }
        return total
    }

    /// The graphemes as one string (built a grapheme at a time: `String(_:)` of a slice runs the
    /// generic sequence path, the larger part of a typed key's work in the field).
    private static func string(_ characters: ArraySlice<Character>) -> String {
        var string = ""
        for character in characters { string.append(character) }
        return string
    }

    private func updateScroll() {
        let width = max(1, bounds.width)
        let end = min(cursorIndex, characters.count)
        scrollOffset = min(scrollOffset, end)
        var shown = columns(scrollOffset..<end)
        while scrollOffset < end, shown > width - 1 {
            shown -= columns(scrollOffset..<(scrollOffset + 1))
            scrollOffset += 1
        }
    }

    /// Where the terminal cursor blinks while editing.
    open override var textCursorPosition: Point? {
        updateScroll()
        let x = columns(scrollOffset..<min(cursorIndex, characters.count))
        return Point(x: min(x, max(0, bounds.width - 1)), y: 0)
    }

    /// A one-row field as wide as offered.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    /// Draws the underlined field, the visible part of the text, or the placeholder.
    open override func draw(_ canvas: Canvas) {
        super.draw(canvas)
        var fieldStyle = style
        if !isEnabled { fieldStyle = fieldStyle.adding(.dim) }
        canvas.fill(Rect(x: 0, y: 0, width: bounds.width, height: 1), style: fieldStyle)
        if text.isEmpty {
            var p = Theme.secondaryText
            p.attributes.formUnion(fieldStyle.attributes)
            canvas.draw(placeholder, at: .zero, style: p, maxWidth: bounds.width)
            return
        }
        updateScroll()
        let shown = characters.count - scrollOffset
        let visible = isSecureTextEntry ? String(repeating: "•", count: shown)
            : scrollOffset == 0 ? text : Self.string(characters[scrollOffset...])
        canvas.draw(visible, at: .zero, style: fieldStyle, maxWidth: bounds.width)
    }
}
