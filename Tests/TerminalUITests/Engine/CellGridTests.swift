import Testing
@testable import TerminalUI
import TerminalUITesting

@Suite struct CellGridTests {
    let all = Rect(x: 0, y: 0, width: 100, height: 100)

    @Test func putPlacesWideCharactersWithContinuationCells() {
        let grid = CellGrid(size: Size(width: 10, height: 2))
        let used = grid.put("a中b", at: Point(x: 1, y: 0), style: .plain, clip: all)
        #expect(used == 4)
        #expect(grid[1, 0].grapheme == "a")
        #expect(grid[2, 0] == Cell(grapheme: "中", width: 2, style: .plain))
        #expect(grid[3, 0] == Cell(grapheme: "", width: 0, style: .plain))
        #expect(grid[4, 0].grapheme == "b")
        #expect(grid.textLines() == [" a中b", ""])
    }

    /// Text all in printable ASCII is written a byte a column; a zero-width space at its end sends
    /// the same text down the per-grapheme path. Both must leave the same cells, over wide
    /// characters cut by the text or the clip, for text starting left of the clip or past it.
    @Test func printableASCIIIsPutAsEachGraphemeWouldBe() {
        var random = SplitMix64(seed: 15)
        for _ in 0..<300 {
            let width = Int.random(in: 1...12, using: &random)
            let text = String((0..<Int.random(in: 0...14, using: &random)).map { _ in Character(UnicodeScalar(UInt8.random(in: 0x20...0x7E, using: &random))) })
            let at = Point(x: Int.random(in: -3...width + 1, using: &random), y: 0)
            let minX = Int.random(in: 0...width, using: &random)
            let clip = Rect(x: minX, y: 0, width: Int.random(in: 0...(width - minX + 2), using: &random), height: 1)
            let style = Style(foreground: .ansi(UInt8.random(in: 0...15, using: &random)))
            let grids = (CellGrid(size: Size(width: width, height: 1)), CellGrid(size: Size(width: width, height: 1)))
            let under = Point(x: Int.random(in: 0...1, using: &random), y: 0)  // wide characters at odd or even columns
            for grid in [grids.0, grids.1] { grid.put("中a文字b中文", at: under, style: .plain, clip: all) }
            let fast = grids.0.put(text, at: at, style: style, clip: clip)
            let perGrapheme = grids.1.put(text + "\u{200B}", at: at, style: style, clip: clip)
            #expect(fast == perGrapheme, "|\(text)| at \(at.x), clip \(clip)")
            #expect((0..<width).map { grids.0[$0, 0] } == (0..<width).map { grids.1[$0, 0] }, "|\(text)| at \(at.x), clip \(clip)")
        }
    }

    /// A measured run (what labels draw) leaves the cells `put` leaves for the same text, however the
    /// clip cuts it and whatever wide characters lie under it.
    @MainActor
    @Test func aGlyphRunDrawsAsPutWould() {
        var random = SplitMix64(seed: 16)
        let pieces = ["a", "b", "Z", " ", "中", "文", "👍🏽", "é", "~"]
        for _ in 0..<300 {
            let width = Int.random(in: 1...12, using: &random)
            let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
            let at = Point(x: Int.random(in: -3...width + 1, using: &random), y: 0)
            let minX = Int.random(in: 0...width, using: &random)
            let clip = Rect(x: minX, y: 0, width: Int.random(in: 0...(width - minX + 2), using: &random), height: 1)
            let style = Style(foreground: .ansi(UInt8.random(in: 0...15, using: &random)))
            let grids = (CellGrid(size: Size(width: width, height: 1)), CellGrid(size: Size(width: width, height: 1)))
            let under = Point(x: Int.random(in: 0...1, using: &random), y: 0)
            for grid in [grids.0, grids.1] { grid.put("中a文字b中文", at: under, style: .plain, clip: all) }
            let drawn = GlyphRun(text).draw(in: Canvas(grid: grids.0, origin: .zero, clip: clip), at: at, style: style)
            let put = grids.1.put(text, at: at, style: style, clip: clip)
            #expect(drawn == put, "|\(text)| at \(at.x), clip \(clip)")
            #expect((0..<width).map { grids.0[$0, 0] } == (0..<width).map { grids.1[$0, 0] }, "|\(text)| at \(at.x), clip \(clip)")
        }
    }

    /// A view's background colour goes under the cells that have none, lifting grey text to white,
    /// as painting each cell through the subscript did.
    @Test func aBackgroundFillsTheCellsWithoutOneAsEachCellWould() {
        var random = SplitMix64(seed: 17)
        let colors: [Color] = [.default, .blue, .gray, .red, .white]
        for _ in 0..<100 {
            let size = Size(width: Int.random(in: 1...10, using: &random), height: Int.random(in: 1...4, using: &random))
            let grids = (CellGrid(size: size), CellGrid(size: size))
            for y in 0..<size.height {
                for x in 0..<size.width {
                    let style = Style(foreground: colors.randomElement(using: &random)!, background: colors.randomElement(using: &random)!)
                    grids.0[x, y] = .blank(style); grids.1[x, y] = .blank(style)
                }
            }
            let rect = Rect(x: Int.random(in: -2...size.width, using: &random), y: Int.random(in: -2...size.height, using: &random),
                            width: Int.random(in: 0...12, using: &random), height: Int.random(in: 0...5, using: &random))
            grids.0.fillBackground(.blue, in: rect, lifting: .gray, to: .white)
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX where grids.1[x, y].style.background == .default {
                    var cell = grids.1[x, y]
                    if cell.style.foreground == .gray { cell.style.foreground = .white }
                    cell.style.background = .blue
                    grids.1[x, y] = cell
                }
            }
            #expect(grids.0.cells == grids.1.cells, "\(size) \(rect)")
        }
    }

    @Test func wideCharacterNeverStartsInTheLastColumn() {
        let grid = CellGrid(size: Size(width: 5, height: 1))
        let used = grid.put("abcd中", at: .zero, style: Style(foreground: .red), clip: all)
        #expect(used == 5)
        #expect(grid[4, 0] == .blank(Style(foreground: .red)))
        #expect(grid.textLines() == ["abcd"])
        // Same at a clip edge inside the grid.
        let g2 = CellGrid(size: Size(width: 10, height: 1))
        g2.put("xxxxxxxxxx", at: .zero, style: .plain, clip: all)
        g2.put("中文", at: Point(x: 0, y: 0), style: .plain, clip: Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(g2.textLines() == ["中 xxxxxxx"])
    }

    @Test func overwritingHalfAWideCharacterBlanksBothHalves() {
        let grid = CellGrid(size: Size(width: 6, height: 1))
        grid.put("中文", at: .zero, style: .plain, clip: all)
        grid.put("x", at: Point(x: 1, y: 0), style: .plain, clip: all)  // right half of 中
        #expect(grid[0, 0] == .blank(.plain))
        #expect(grid[1, 0].grapheme == "x")
        #expect(grid[2, 0].grapheme == "文" && grid[3, 0].width == 0)
        grid.put("y", at: Point(x: 2, y: 0), style: .plain, clip: all)  // left half of 文
        #expect(grid[3, 0] == .blank(.plain))
        #expect(grid.textLines() == [" xy"])
        // A wide character over the right half of another blanks the other's left half.
        let g = CellGrid(size: Size(width: 6, height: 1))
        g.put("中文", at: .zero, style: .plain, clip: all)
        g.put("字", at: Point(x: 1, y: 0), style: .plain, clip: all)
        #expect(g.textLines() == [" 字"])
        #expect(g[3, 0] == .blank(.plain) && g[2, 0].width == 0)
    }

    @Test func fillCutsWideCharactersAtItsEdges() {
        let grid = CellGrid(size: Size(width: 6, height: 1))
        grid.put("中文字", at: .zero, style: .plain, clip: all)
        grid.fill(Rect(x: 1, y: 0, width: 2, height: 1), style: Style(background: .blue))
        #expect(grid[0, 0] == .blank(.plain))
        #expect(grid[3, 0] == .blank(.plain))
        #expect(grid[4, 0].grapheme == "字")
        #expect(grid.textLines() == ["    字"])
    }

    @Test @MainActor func canvasFillsARuleWithoutAString() {
        let grid = CellGrid(size: Size(width: 8, height: 3))
        grid.put("中文字x", at: Point(x: 0, y: 1), style: .plain, clip: all)
        // A canvas at (1, 0), clipped to rows 1…1 and columns 1…6: the rule of row 1 is cut to it,
        // a wide character it cuts loses both halves, the rows outside the clip stay as they were.
        let canvas = Canvas(grid: grid, origin: Point(x: 1, y: 0), clip: Rect(x: 1, y: 1, width: 5, height: 1))
        let dim = Style(foreground: .gray)
        canvas.fill(Rect(x: 0, y: 0, width: 8, height: 2), with: "─", style: dim)
        #expect(grid.textLines() == ["", " ─────x", ""])
        #expect(grid[0, 1] == .blank(.plain), "中 lost its right half to the rule: its left half is blanked")
        #expect(grid[1, 1] == Cell(grapheme: "─", width: 1, style: dim))
        #expect(grid[6, 1].grapheme == "x", "right of the clip, untouched")
        // A character two columns wide is drawn as text, as many as fit; a control character not at all.
        let wide = CellGrid(size: Size(width: 5, height: 1))
        Canvas(grid: wide, origin: .zero, clip: all).fill(Rect(x: 0, y: 0, width: 5, height: 1), with: "中", style: .plain)
        #expect(wide.textLines() == ["中中"])
        Canvas(grid: wide, origin: .zero, clip: all).fill(Rect(x: 0, y: 0, width: 5, height: 1), with: "\u{7}", style: .plain)
        #expect(wide.textLines() == ["中中"])
        // Cut by a narrower clip, never shortened with `…`.
        let cut = CellGrid(size: Size(width: 5, height: 1))
        Canvas(grid: cut, origin: .zero, clip: Rect(x: 0, y: 0, width: 3, height: 1))
            .fill(Rect(x: 0, y: 0, width: 5, height: 1), with: "中", style: .plain)
        #expect(cut.textLines() == ["中"])
    }

    @Test func clipAndGridBoundsAreRespected() {
        let grid = CellGrid(size: Size(width: 8, height: 2))
        let clip = Rect(x: 2, y: 0, width: 4, height: 1)
        #expect(grid.put("abcdefgh", at: Point(x: 0, y: 0), style: .plain, clip: clip) == 6)
        #expect(grid.textLines() == ["  cdef", ""])
        #expect(grid.put("zz", at: Point(x: 0, y: 1), style: .plain, clip: clip) == 0)  // row outside the clip
        // A wide character straddling the clip's left edge leaves a blank in the clip.
        let g = CellGrid(size: Size(width: 8, height: 1))
        g.put("中x", at: Point(x: 1, y: 0), style: .plain, clip: clip)
        #expect(g.textLines() == ["   x"])
        #expect(g.put("abc", at: Point(x: 20, y: 0), style: .plain, clip: all) == 0)
        #expect(g.put("abc", at: Point(x: 0, y: 5), style: .plain, clip: all) == 0)
    }

    @Test func controlCharactersAreNeverStored() {
        let grid = CellGrid(size: Size(width: 10, height: 1))
        grid.put("a\u{1B}[31mb\tc\r\n\u{7}d", at: .zero, style: .plain, clip: all)
        #expect(grid.textLines() == ["a[31mbcd"])
        for x in 0..<10 {
            #expect(grid[x, 0].grapheme.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
        }
    }

    @Test func resizeKeepsTopLeftAndBlanksCutWideCharacters() {
        let grid = CellGrid(size: Size(width: 6, height: 2))
        grid.put("ab中", at: .zero, style: .plain, clip: all)
        grid.resize(to: Size(width: 3, height: 3))
        #expect(grid.size == Size(width: 3, height: 3))
        #expect(grid.textLines() == ["ab", "", ""])
        #expect(grid[2, 0] == .blank(.plain))
        grid.clear(style: Style(background: .red))
        #expect(grid[1, 1] == .blank(Style(background: .red)))
    }

    @Test func moveRowsShiftsARectangleAndReportsCutWideCharacters() {
        let grid = CellGrid(size: Size(width: 6, height: 4))
        let all = Rect(x: 0, y: 0, width: 6, height: 4)
        for y in 0..<4 { grid.put("r\(y)", at: Point(x: 0, y: y), style: .plain, clip: all) }
        grid.put("中", at: Point(x: 3, y: 3), style: .plain, clip: all)   // columns 3–4 of the last row
        // Columns 0–3 of rows 0–3 move up by one: a wide character's head crosses the edge at 4.
        let cut = grid.moveRows(in: Rect(x: 0, y: 0, width: 4, height: 4), by: -1)
        #expect(grid[0, 0].grapheme == "r" && grid[1, 0].grapheme == "1")
        #expect(grid[1, 2].grapheme == "3")
        #expect(grid[1, 3].grapheme == "3", "the uncovered row keeps its old cells (drawn again by the caller)")
        #expect(cut == [2, 3])
        // Down by one, nothing wide on the edges: nothing cut.
        let plain = CellGrid(size: Size(width: 6, height: 3))
        for y in 0..<3 { plain.put("p\(y)", at: Point(x: 0, y: y), style: .plain, clip: all) }
        #expect(plain.moveRows(in: Rect(x: 0, y: 0, width: 6, height: 3), by: 1) == [])
        #expect(plain[1, 1].grapheme == "0" && plain[1, 2].grapheme == "1")
    }
}
