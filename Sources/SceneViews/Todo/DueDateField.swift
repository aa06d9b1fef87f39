import TerminalUI

/// The Add form's `Due date` field: a day written `YYYY-MM-DD`.
///
/// - ←/→ ask to move the date a day (``onStep`` with -1 / +1); the owner decides the new day
///   (never before today) and sets ``TextField/text``.
/// - Digits can be typed: the first digit after the field takes focus (or after a step) starts a
///   new date, and the dashes are put in as you type (`20261130` shows `2026-11-30`). Backspace
///   removes the last digit; other characters are ignored, so a stray letter never leaks to the
///   screen as a command.
/// - Pasted text keeps its first eight digits.
@MainActor
open class DueDateField: TextField {
    /// Called with -1 (←) or +1 (→).
    public var onStep: (@MainActor (Int) -> Void)?

    /// The digits the field holds, at most eight.
    public var digits: String { text.filter(\.isASCIIDigit) }

    private var startsNewDate = true

    /// Creates an empty field.
    public override init(text: String = "", placeholder: String = "", frame: Rect = .zero) {
        super.init(text: text, placeholder: placeholder, frame: frame)
    }

    /// `20261130` written as `2026-11-30` (and a partial entry the same way: `2026-1`).
    public static func format(digits: String) -> String {
        var result = ""
        for (index, digit) in digits.prefix(8).enumerated() {
            if index == 4 || index == 6 { result.append("-") }
            result.append(digit)
        }
        return result
    }

    open override func handleKey(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        switch key {
        case .left:
            step(-1)
        case .right:
            step(1)
        case .character(let character) where character.isASCIIDigit:
            let current = startsNewDate ? "" : digits
            startsNewDate = false
            guard current.count < 8 else { return true }
            edit(to: current + String(character))
        case .character:
            break
        case .backspace:
            startsNewDate = false
            edit(to: String(digits.dropLast()))
        case .ctrl("u"):
            startsNewDate = false
            edit(to: "")
        default:
            return super.handleKey(key)
        }
        return true
    }

    open override func handlePaste(_ text: String) -> Bool {
        guard isEnabled else { return false }
        startsNewDate = false
        edit(to: String(text.filter(\.isASCIIDigit).prefix(8)))
        return true
    }

    open override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        startsNewDate = true
    }

    private func step(_ days: Int) {
        startsNewDate = true
        onStep?(days)
    }

    private func edit(to digits: String) {
        let formatted = Self.format(digits: digits)
        guard formatted != text else { return }
        text = formatted
        delegate?.textFieldDidChange(self)
        onChange?(text)
    }
}

extension Character {
    /// `0`…`9` (not other scripts' digits).
    var isASCIIDigit: Bool { isASCII && isNumber }
}
