/// One terminal cell of a frame: the grapheme drawn there, how many columns it spans, and its style.
///
/// A blank cell holds `" "` with width 1. A wide (two-column) grapheme occupies its own cell with
/// `width == 2` and the cell to its right holds `""` with `width == 0` (the continuation cell).
public struct Cell: Hashable, Sendable {
    /// The grapheme in this cell: `" "` when blank, `""` for the continuation cell of a wide character.
    public var grapheme: String
    /// Columns the grapheme spans: 1 or 2, and 0 for a continuation cell.
    public var width: UInt8
    /// Colours and attributes.
    public var style: Style

    /// Creates a cell.
    public init(grapheme: String, width: UInt8, style: Style = .plain) {
        self.grapheme = grapheme; self.width = width; self.style = style
    }

    /// A blank (space) cell in `style`.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(grapheme: " ", width: 1, style: style) }
    /// A blank cell in the plain style.
    public static let empty = Cell(grapheme: " ", width: 1, style: .plain)
    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
