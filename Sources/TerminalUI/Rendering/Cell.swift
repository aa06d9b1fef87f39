/// One terminal cell of a frame: the grapheme drawn there, how many columns it spans, and its style.
///
/// A blank cell holds `" "` with width 1. A wide (two-column) grapheme occupies its own cell with
/// `width == 2` and the cell to its right holds `""` with `width == 0` (the continuation cell).
/// A cell holds no heap reference (``Grapheme``): copying, comparing and hashing one is a few words.
public struct Cell: Hashable, Sendable {
    /// The grapheme in this cell, stored inline: ``Grapheme/space`` when blank, ``Grapheme/none`` for
    /// the continuation cell of a wide character.
    public var cluster: Grapheme
    /// Columns the grapheme spans: 1 or 2, and 0 for a continuation cell.
    public var width: UInt8
    /// Colours and attributes.
    public var style: Style

    /// Creates a cell.
    public init(cluster: Grapheme, width: UInt8, style: Style = .plain) {
        self.cluster = cluster; self.width = width; self.style = style
    }

    /// Creates a cell from the grapheme as a string.
    public init(grapheme: String, width: UInt8, style: Style = .plain) {
        self.init(cluster: Grapheme(grapheme), width: width, style: style)
    }

    /// The grapheme as a string: `" "` when blank, `""` for the continuation cell of a wide character.
    public var grapheme: String {
        get { cluster.string }
        set { cluster = Grapheme(newValue) }
    }

    /// A blank (space) cell in `style`.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(cluster: .space, width: 1, style: style) }
    /// A blank cell in the plain style.
    public static let empty = Cell(cluster: .space, width: 1, style: .plain)
    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
