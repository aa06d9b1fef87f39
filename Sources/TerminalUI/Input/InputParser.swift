/// Decodes the bytes a terminal sends into ``InputEvent``s. Pure and incremental: feed it whatever
/// `read(2)` returned; sequences split across reads are resumed on the next feed.
///
/// - UTF-8 is decoded incrementally (invalid bytes become U+FFFD); scalars that arrive in the same
///   feed are grouped into grapheme clusters, one `.character` per cluster.
/// - `CR`, `LF` or `CR LF` → `.enter`, `HT` → `.tab`, `DEL`/`BS` → `.backspace`, other `0x01–0x1A` → `.ctrl(letter)`.
/// - CSI and SS3 sequences → arrows, Home/End, PgUp/PgDn, Insert/Delete, F1–F12, Shift-Tab (`.backTab`);
///   an Alt modifier (`CSI 1;3A`) → `.alt(key)`, other modifiers are dropped.
/// - `ESC` + key → `.alt(key)`. A lone `ESC` stays pending (``hasPendingEscape``) until more bytes
///   arrive or the caller's timer calls ``flushPendingEscape()`` (about 30 ms).
/// - Bracketed paste (`CSI 200~ … CSI 201~`) → one `.paste`, however many feeds it spans. A paste
///   whose end never comes (``isInPaste`` with no bytes for a while) is closed by the caller with
///   ``flushUnterminatedPaste()``, so that the keys after it work again.
///
/// Memory is bounded: escape sequences longer than ``maxSequenceLength`` are dropped, and a paste
/// is delivered in chunks of at most ``maxPasteChunk`` bytes.
public struct InputParser: Sendable {
    /// Longest CSI/SS3 sequence kept; longer ones are discarded up to their final byte.
    public static let maxSequenceLength = 64
    /// Largest paste delivered as one event; longer pastes arrive as several `.paste` events.
    public static let maxPasteChunk = 1 << 20

    private enum State: Sendable {
        case ground
        /// Saw ESC.
        case escape
        /// Inside `ESC [`; `overflow` once the sequence was too long (skip to its final byte).
        case csi(overflow: Bool)
        /// Saw `ESC O`.
        case ss3
        /// Saw `ESC [ [` (Linux console F1–F5).
        case linuxFunction
        /// Inside a bracketed paste.
        case paste
    }

    private var state = State.ground
    private var sequence: [UInt8] = []
    private var paste: [UInt8] = []
    private var utf8 = UTF8Decoder()
    /// ESC was followed by the first byte of a multi-byte character: Alt + that character.
    private var altPending = false
    /// UTF-8 of the scalars decoded in this feed, not yet grouped into graphemes.
    private var text: [UInt8] = []
    private var textIsASCII = true
    /// The previous byte was CR: an LF right after it belongs to the same Enter.
    private var afterCR = false
    private var events: [InputEvent] = []

    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~

    /// A fresh parser.
    public init() {}

    /// Whether a lone ESC (or an ESC sequence that may be a key by itself, like `ESC [` for
    /// Alt-[) is waiting for more bytes. When no more bytes arrive within about 30 ms, call
    /// ``flushPendingEscape()``.
    public var hasPendingEscape: Bool {
        switch state {
        case .escape, .ss3, .linuxFunction: return true
        case .csi: return true
        case .ground, .paste: return false
        }
    }

    /// Whether a bracketed paste has started and its end (`CSI 201~`) has not come yet.
    public var isInPaste: Bool {
        if case .paste = state { return true }
        return false
    }

    /// Ends a paste whose end marker never came (a terminal that dropped it, or stray bytes that
    /// looked like a paste's start): what was pasted so far is delivered as a `.paste`, and the
    /// bytes that follow are keys again. Nothing happens outside a paste.
    public mutating func flushUnterminatedPaste() -> [InputEvent] {
        guard isInPaste else { return [] }
        // A piece of the end marker that did arrive is not text.
        for length in stride(from: Self.pasteEnd.count - 1, through: 1, by: -1)
        where paste.count >= length && paste.suffix(length).elementsEqual(Self.pasteEnd.prefix(length)) {
            paste.removeLast(length)
            break
        }
        state = .ground
        if !paste.isEmpty { emitPaste() }
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// Bytes held for incomplete sequences (bounded; for tests).
    var bufferedByteCount: Int { sequence.count + paste.count + text.count }

    /// Feeds bytes and returns the events they complete, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        for byte in bytes { consume(byte) }
        flushText()
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// Resolves a pending escape as what it must have been when nothing followed: a lone ESC is
    /// `.escape`, `ESC [` is Alt-`[`, `ESC O` is Alt-`O`; an unfinished longer sequence is dropped.
    public mutating func flushPendingEscape() -> [InputEvent] {
        switch state {
        case .escape: events.append(.key(.escape))
        case .csi(let overflow):
            if !overflow && sequence.isEmpty { events.append(.key(.alt(.character("[")))) }
        case .ss3: events.append(.key(.alt(.character("O"))))
        case .linuxFunction: events.append(.key(.alt(.character("["))))
        case .ground, .paste: return []
        }
        state = .ground
        sequence.removeAll(keepingCapacity: true)
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    // MARK: Byte machine

    private mutating func consume(_ byte: UInt8) {
        switch state {
        case .ground: ground(byte)
        case .escape: afterEscape(byte)
        case .csi(let overflow): csi(byte, overflow: overflow)
        case .ss3: ss3(byte)
        case .linuxFunction:
            state = .ground
            if byte >= 0x41 && byte <= 0x45 { emit(.key(.function(Int(byte) - 0x40))) }
            else { ground(byte) }
        case .paste: pasteByte(byte)
        }
    }

    private mutating func ground(_ byte: UInt8) {
        if byte >= 0x80 || utf8.isMidSequence {
            switch utf8.decode(byte) {
            case .pending: return
            case .scalar(let s): scalar(s); return
            case .invalid: scalar("\u{FFFD}"); return
            case .invalidAndReprocess:
                scalar("\u{FFFD}")
                if byte >= 0x80 { ground(byte); return }
            }
        }
        defer { afterCR = byte == 0x0D }
        if byte == 0x0A && afterCR { return }
        switch byte {
        case 0x1B:
            state = .escape
        case 0x20...0x7E:
            if altPending { altPending = false; emit(.key(.alt(.character(Character(Unicode.Scalar(byte)))))); return }
            text.append(byte)
        default:
            altPending = false
            emit(.key(Self.controlKey(byte)))
        }
    }

    private mutating func scalar(_ s: Unicode.Scalar) {
        if altPending {
            altPending = false
            emit(.key(.alt(.character(Character(s)))))
            return
        }
        if s.value < 0x20 || (s.value >= 0x7F && s.value < 0xA0) { return }  // C1 controls: dropped
        text.append(contentsOf: UTF8.encode(s)!)
        textIsASCII = false
    }

    private mutating func afterEscape(_ byte: UInt8) {
        state = .ground
        switch byte {
        case 0x5B: state = .csi(overflow: false); sequence.removeAll(keepingCapacity: true)
        case 0x4F: state = .ss3
        case 0x1B: emit(.key(.escape)); state = .escape
        case 0x20...0x7E: emit(.key(.alt(.character(Character(Unicode.Scalar(byte))))))
        case 0x80...0xFF:
            flushText()
            altPending = true
            ground(byte)
        default: emit(.key(.alt(Self.controlKey(byte))))
        }
    }

    private mutating func csi(_ byte: UInt8, overflow: Bool) {
        switch byte {
        case 0x40...0x7E:
            if byte == 0x5B && sequence.isEmpty && !overflow { state = .linuxFunction; return }
            state = .ground
            if !overflow { finishCSI(final: byte) }
            sequence.removeAll(keepingCapacity: true)
        case 0x20...0x3F:
            if overflow { return }
            if sequence.count >= Self.maxSequenceLength {
                sequence.removeAll(keepingCapacity: true)
                state = .csi(overflow: true)
            } else {
                sequence.append(byte)
            }
        default:  // not part of a sequence: abandon it and read the byte afresh
            state = .ground
            sequence.removeAll(keepingCapacity: true)
            ground(byte)
        }
    }

    private mutating func ss3(_ byte: UInt8) {
        if byte >= 0x30 && byte <= 0x39 { return }  // modifier digits some terminals insert
        state = .ground
        switch byte {
        case 0x41: emit(.key(.up))
        case 0x42: emit(.key(.down))
        case 0x43: emit(.key(.right))
        case 0x44: emit(.key(.left))
        case 0x48: emit(.key(.home))
        case 0x46: emit(.key(.end))
        case 0x50...0x53: emit(.key(.function(Int(byte) - 0x4F)))
        case 0x4D: emit(.key(.enter))
        case 0x40...0x7E: break
        default: ground(byte)
        }
    }

    private mutating func finishCSI(final: UInt8) {
        // Parameters: digits separated by ';' (sub-parameters after ':' are ignored).
        guard sequence.first.map({ $0 < 0x3C }) ?? true else { return }  // private (<, =, >, ?): mouse, reports
        // Only the first two parameters mean anything to a key (the code and the modifier).
        var first = 0, second: Int?
        var index = 0
        var current: Int?
        var inSub = false
        func endParameter() {
            if index == 0 { first = current ?? 0 } else if index == 1 { second = current ?? 0 }
            index += 1; current = nil; inSub = false
        }
        for b in sequence {
            if b >= 0x30 && b <= 0x39 {
                if !inSub { current = min(9999, (current ?? 0) * 10 + Int(b - 0x30)) }
            } else if b == 0x3B {
                endParameter()
            } else if b == 0x3A {
                inSub = true
            } else {
                return  // intermediates: not a key
            }
        }
        endParameter()
        let modifier = second.map { max(0, $0 - 1) } ?? 0
        let key: Key?
        switch final {
        case 0x41: key = .up
        case 0x42: key = .down
        case 0x43: key = .right
        case 0x44: key = .left
        case 0x48: key = .home
        case 0x46: key = .end
        case 0x5A: key = .backTab
        case 0x50...0x53: key = .function(Int(final) - 0x4F)
        case 0x7E:
            switch first {
            case 200:
                state = .paste
                paste.removeAll(keepingCapacity: true)
                return
            case 1, 7: key = .home
            case 2: key = .insert
            case 3: key = .delete
            case 4, 8: key = .end
            case 5: key = .pageUp
            case 6: key = .pageDown
            case 11...15: key = .function(first - 10)
            case 17...21: key = .function(first - 11)
            case 23, 24: key = .function(first - 12)
            default: key = nil  // includes a stray paste end (201)
            }
        default: key = nil  // focus, cursor position reports, …
        }
        guard let key else { return }
        emit(.key(modifier & 2 != 0 ? .alt(key) : key))
    }

    private mutating func pasteByte(_ byte: UInt8) {
        paste.append(byte)
        if byte == 0x7E && paste.count >= 6 && paste[(paste.count - 6)...].elementsEqual(Self.pasteEnd) {
            paste.removeLast(6)
            state = .ground
            emitPaste()
        } else if paste.count >= Self.maxPasteChunk + 6 {
            // Deliver a chunk, keeping a tail that may be the start of the end marker.
            let tail = Array(paste.suffix(5))
            paste.removeLast(5)
            emitPaste()
            paste = tail
        }
    }

    private mutating func emitPaste() {
        var s = String(decoding: paste, as: UTF8.self)
        paste.removeAll(keepingCapacity: true)
        // Terminals send line breaks in pastes as CR; deliver them as "\n".
        if s.utf8.contains(0x0D) {
            s = String(String.UnicodeScalarView(Self.normalizingNewlines(s.unicodeScalars)))
        }
        emit(.paste(s))
    }

    private static func normalizingNewlines(_ scalars: String.UnicodeScalarView) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(scalars.count)
        var afterCR = false
        for s in scalars {
            if s == "\n" && afterCR { afterCR = false; continue }
            afterCR = s == "\r"
            out.append(afterCR ? "\n" : s)
        }
        return out
    }

    // MARK: Output

    private static func controlKey(_ byte: UInt8) -> Key {
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x1B: return .escape
        case 0x00: return .ctrl(" ")
        case 0x01...0x1A: return .ctrl(Character(Unicode.Scalar(byte + 0x60)))
        case 0x1C: return .ctrl("\\")
        case 0x1D: return .ctrl("]")
        case 0x1E: return .ctrl("^")
        default: return .ctrl("_")
        }
    }

    private mutating func emit(_ event: InputEvent) {
        flushText()
        events.append(event)
    }

    /// Turns the scalars collected so far into one `.character` per grapheme cluster.
    private mutating func flushText() {
        guard !text.isEmpty else { return }
        if textIsASCII {
            for byte in text { events.append(.key(.character(Character(Unicode.Scalar(byte))))) }
        } else {
            for c in String(decoding: text, as: UTF8.self) { events.append(.key(.character(c))) }
        }
        text.removeAll(keepingCapacity: true)
        textIsASCII = true
    }
}
