/// The toolkit's shared colours and styles. Change them before building views to restyle every widget.
@MainActor
public enum Theme {
    /// Background of the selected table row while the table has focus.
    public static var selectionBackground: Color = .blue
    /// Background of the selected table row while the table does not have focus.
    public static var inactiveSelectionBackground: Color = .palette(238)
    /// Secondary text (detail labels, placeholders, hints).
    public static var secondaryText = Style(foreground: .gray)
    /// Section header titles.
    public static var sectionHeader = Style(foreground: .cyan, attributes: [.bold])
    /// Section footer titles.
    public static var sectionFooter = Style(foreground: .gray)
    /// A focused control (button, alert button).
    public static var focused = Style(attributes: [.inverse, .bold])
    /// A selected ("marked") button, e.g. liked.
    public static var marked = Style(foreground: .yellow, attributes: [.bold])
    /// A disabled control.
    public static var disabled = Style(foreground: .gray, attributes: [.dim])
    /// Destructive alert actions.
    public static var destructive = Style(foreground: .red)
    /// The accent used by progress bars and spinners.
    public static var accent: Color = .cyan
}

/// Horizontal alignment of text, shaped like `NSTextAlignment`.
public enum TextAlignment: Sendable {
    /// Flush left.
    case left
    /// Centred.
    case center
    /// Flush right.
    case right
}
