/// An incremental, validating UTF-8 decoder that survives sequences split across reads.
///
/// Follows the Unicode "maximal subpart" practice: an invalid byte or truncated sequence yields one
/// U+FFFD and decoding resumes at the next possible start, so no input can trap or stall it.
package struct UTF8Decoder: Sendable {
    /// What one byte did.
    package enum Step: Equatable {
        /// The byte was consumed; more bytes are needed.
        case pending
        /// A scalar is complete.
        case scalar(Unicode.Scalar)
        /// The byte was consumed and is invalid: one U+FFFD.
        case invalid
        /// The sequence in progress was cut short (one U+FFFD); the byte was NOT consumed and must
        /// be processed again from a fresh state.
        case invalidAndReprocess
    }

    private var needed = 0
    private var value: UInt32 = 0
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    /// Whether a multi-byte sequence is in progress.
    /// A decoder at the start of input.
    package init() {}

    package var isMidSequence: Bool { needed > 0 }

    /// Feeds one byte.
    package mutating func decode(_ byte: UInt8) -> Step {
        if needed == 0 {
            lower = 0x80; upper = 0xBF
            switch byte {
            case 0x00...0x7F: return .scalar(Unicode.Scalar(byte))
            case 0xC2...0xDF: needed = 1; value = UInt32(byte & 0x1F)
            case 0xE0: needed = 2; value = 0; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: needed = 2; value = UInt32(byte & 0x0F)
            case 0xED: needed = 2; value = 0x0D; upper = 0x9F  // no surrogates
            case 0xF0: needed = 3; value = 0; lower = 0x90
            case 0xF1...0xF3: needed = 3; value = UInt32(byte & 0x07)
            case 0xF4: needed = 3; value = 4; upper = 0x8F  // nothing above U+10FFFF
            default: return .invalid  // stray continuation, C0/C1 overlong leads, F5–FF
            }
            return .pending
        }
        guard byte >= lower && byte <= upper else {
            needed = 0
            return .invalidAndReprocess
        }
        lower = 0x80; upper = 0xBF
        value = value << 6 | UInt32(byte & 0x3F)
        needed -= 1
        guard needed == 0 else { return .pending }
        return .scalar(Unicode.Scalar(value) ?? "\u{FFFD}")
    }

    /// Abandons a sequence in progress; returns whether there was one (worth one U+FFFD).
    package mutating func reset() -> Bool {
        defer { needed = 0 }
        return needed > 0
    }
}
