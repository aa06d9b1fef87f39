// Boundary between views and the renderer. Views draw only through `Canvas`;
// the renderer owns `CellGrid`, width rules and the byte encoding.
// (Signatures fixed; bodies are implemented in Rendering/.)

/// What a view draws into during `draw(_:)`: a window onto the frame's cell grid,
/// in the view's own coordinates (0,0 is the view's top left), clipped to the view.
@MainActor
public struct Canvas {
    /// The grid being drawn (shared by every view of the frame).
    public let grid: CellGrid
    /// Where this canvas's (0,0) lies on the grid.
    public let origin: Point
    /// The part of the grid this canvas may touch, in grid coordinates.
    public let clip: Rect

    public init(grid: CellGrid, origin: Point, clip: Rect) {
        self.grid = grid; self.origin = origin; self.clip = clip
    }

    /// The drawable size, in this canvas's coordinates.
    public var bounds: Rect { Rect(x: 0, y: 0, width: clip.maxX - origin.x, height: clip.maxY - origin.y) }

    /// A canvas for a subview whose frame (in this canvas's coordinates) is `frame`.
    public func child(_ frame: Rect) -> Canvas {
        let gridFrame = frame.offsetBy(dx: origin.x, dy: origin.y)
        return Canvas(grid: grid, origin: gridFrame.origin, clip: clip.intersection(gridFrame))
    }

    /// Fills `rect` (canvas coordinates) with spaces in `style`.
    public func fill(_ rect: Rect, style: Style) {
        grid.fill(rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip), style: style)
    }

    /// Fills `rect` (canvas coordinates) with `character` in `style`: a rule, a border line of `─`
    /// or `│`, a bar of `█`, without building a string and measuring it (views redraw on every
    /// frame that touches their rows). Clipped like ``fill(_:style:)``, never shortened with `…`. A
    /// character that is not one column wide is repeated as text, as many times as fit.
    public func fill(_ rect: Rect, with character: Character, style: Style) {
        let target = rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
        guard !target.isEmpty else { return }
        let width = TextWidth.width(of: character)
        guard width == 1 else {
            guard width > 0 else { return }
            let line = String(repeating: character, count: rect.width / width)
            for y in target.minY..<target.maxY {
                grid.put(line, at: Point(x: rect.minX + origin.x, y: y), style: style, clip: target)
            }
            return
        }
        grid.fill(target, with: Cell(cluster: Grapheme(character), width: 1, style: style))
    }

    /// Draws one line of text at `point`, clipped to the canvas and to `maxWidth` columns
    /// when given (with `…` when it had to cut). Returns the columns used.
    @discardableResult
    public func draw(_ text: String, at point: Point, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        let p = Point(x: point.x + origin.x, y: point.y + origin.y)
        var limit = clip.maxX - p.x
        if let maxWidth { limit = min(limit, maxWidth) }
        guard limit > 0, p.y >= clip.minY, p.y < clip.maxY else { return 0 }
        let line = limit < TextWidth.width(of: text) ? TextWidth.truncate(text, toWidth: limit) : text
        return grid.put(line, at: p, style: style, clip: clip)
    }
}
