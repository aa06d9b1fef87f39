/// A terminal colour: the terminal's own default, one of the 16 ANSI colours, one of the 256
/// palette colours, or a 24-bit colour.
///
/// Kept as one 32-bit word (the kind in the top byte, the colour below it), so that styles and
/// cells compare and hash as a few machine words: a frame compares thousands of cells. ``kind``
/// tells the kinds apart.
public struct Color: Hashable, Sendable {
    /// What a colour is.
    public enum Kind: Hashable, Sendable {
        /// The terminal's own default foreground or background.
        case `default`
        /// One of the 16 ANSI colours (0–7 normal, 8–15 bright).
        case ansi(UInt8)
        /// One of the 256 palette colours.
        case palette(UInt8)
        /// A 24-bit colour.
        case rgb(UInt8, UInt8, UInt8)
    }

    /// The kind in bits 24–31 (0 default, 1 ANSI, 2 palette, 3 RGB), the colour in bits 0–23.
    @usableFromInline let bits: UInt32

    @inlinable init(bits: UInt32) { self.bits = bits }

    /// The terminal's own default foreground or background.
    @inlinable public static var `default`: Color { Color(bits: 0) }
    /// One of the 16 ANSI colours (0–7 normal, 8–15 bright).
    @inlinable public static func ansi(_ n: UInt8) -> Color { Color(bits: 1 << 24 | UInt32(n)) }
    /// One of the 256 palette colours.
    @inlinable public static func palette(_ n: UInt8) -> Color { Color(bits: 2 << 24 | UInt32(n)) }
    /// A 24-bit colour.
    @inlinable public static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Color {
        Color(bits: 3 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
    }

    /// What the colour is.
    public var kind: Kind {
        let n = UInt8(truncatingIfNeeded: bits)
        switch bits >> 24 {
        case 1: return .ansi(n)
        case 2: return .palette(n)
        case 3: return .rgb(UInt8(truncatingIfNeeded: bits >> 16), UInt8(truncatingIfNeeded: bits >> 8), n)
        default: return .default
        }
    }

    @inlinable public static var black: Color { .ansi(0) }
    @inlinable public static var red: Color { .ansi(1) }
    @inlinable public static var green: Color { .ansi(2) }
    @inlinable public static var yellow: Color { .ansi(3) }
    @inlinable public static var blue: Color { .ansi(4) }
    @inlinable public static var magenta: Color { .ansi(5) }
    @inlinable public static var cyan: Color { .ansi(6) }
    @inlinable public static var white: Color { .ansi(7) }
    @inlinable public static var gray: Color { .ansi(8) }
    @inlinable public static var brightRed: Color { .ansi(9) }
    @inlinable public static var brightGreen: Color { .ansi(10) }
    @inlinable public static var brightYellow: Color { .ansi(11) }
    @inlinable public static var brightBlue: Color { .ansi(12) }
    @inlinable public static var brightMagenta: Color { .ansi(13) }
    @inlinable public static var brightCyan: Color { .ansi(14) }
    @inlinable public static var brightWhite: Color { .ansi(15) }
}

/// How a cell is drawn: colours and SGR attributes.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground; self.background = background; self.attributes = attributes
    }

    public static let plain = Style()

    /// SGR attributes.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let italic = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        public static let inverse = Attributes(rawValue: 1 << 4)
        public static let strikethrough = Attributes(rawValue: 1 << 5)
    }

    public func with(foreground: Color) -> Style { var s = self; s.foreground = foreground; return s }
    public func with(background: Color) -> Style { var s = self; s.background = background; return s }
    public func adding(_ a: Attributes) -> Style { var s = self; s.attributes.formUnion(a); return s }

    /// The style without colours (for `NO_COLOR`): the terminal's own colours, and what had a
    /// background of its own — a selection, a focused button — in inverse video, so it still
    /// stands out.
    public var withoutColors: Style {
        var s = Style(attributes: attributes)
        if background != .default { s.attributes.formSymmetricDifference(.inverse) }
        return s
    }
}
