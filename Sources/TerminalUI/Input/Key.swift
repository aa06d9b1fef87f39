/// One decoded key press.
public enum Key: Hashable, Sendable {
    /// A printable character (already decoded from UTF-8; may be CJK or an emoji cluster).
    case character(Character)
    case enter, tab, backTab, backspace, delete, escape
    case up, down, left, right, home, end, pageUp, pageDown, insert
    case function(Int)
    /// Ctrl + a letter, lowercased (`ctrl("c")`).
    case ctrl(Character)
    /// Alt (Meta) + another key.
    indirect case alt(Key)
}

/// Everything the terminal can send the app.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    /// Bracketed paste: the pasted text as one event.
    case paste(String)
    /// The terminal changed size.
    case resize(Size)
}
