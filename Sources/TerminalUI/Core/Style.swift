/// A terminal colour.
public enum Color: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// One of the 16 ANSI colours (0–7 normal, 8–15 bright).
    case ansi(UInt8)
    /// One of the 256 palette colours.
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    public static let black = Color.ansi(0), red = Color.ansi(1), green = Color.ansi(2),
        yellow = Color.ansi(3), blue = Color.ansi(4), magenta = Color.ansi(5), cyan = Color.ansi(6),
        white = Color.ansi(7), gray = Color.ansi(8), brightRed = Color.ansi(9),
        brightGreen = Color.ansi(10), brightYellow = Color.ansi(11), brightBlue = Color.ansi(12),
        brightMagenta = Color.ansi(13), brightCyan = Color.ansi(14), brightWhite = Color.ansi(15)
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
