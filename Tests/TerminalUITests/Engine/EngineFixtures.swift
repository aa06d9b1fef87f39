@testable import TerminalUI
import TerminalUITesting

/// Shared builders for engine tests.
enum EngineFixtures {
    static let words = ["北京", "上海", "Alpha", "beta", "東京", "서울", "data", "表格", "🙂", "👍🏽", "e\u{301}", "ok", "—", "中文字符", "x"]

    /// A mixed Chinese/ASCII table row like the benchmark's.
    static func tableRow(_ i: Int) -> String {
        let cities = ["北京 Beijing", "上海 Shanghai", "广州 Guangzhou", "深圳 Shenzhen", "東京 Tokyo", "서울 Seoul"]
        return "\(String(i).engineWidthPadded(6)) │ \(cities[i % cities.count].engineWidthPadded(18)) │ 项目 item \(i * 7 % 1000) 状态 OK"
    }

    /// A 100×30 table screen: header, rows `first…`, selection (inverse) on `selected`, a footer.
    static func tableGrid(size: Size = Size(width: 100, height: 30), first: Int, selected: Int) -> CellGrid {
        let grid = CellGrid(size: size)
        let all = Rect(origin: .zero, size: size)
        grid.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: Style(foreground: .black, background: .cyan))
        grid.put(" #      │ City               │ Detail", at: Point(x: 0, y: 0), style: Style(foreground: .black, background: .cyan, attributes: .bold), clip: all)
        for row in 0..<(size.height - 2) {
            let index = first + row
            let y = row + 1
            let style = index == selected ? Style(attributes: .inverse) : .plain
            if index == selected { grid.fill(Rect(x: 0, y: y, width: size.width, height: 1), style: style) }
            grid.put(tableRow(index), at: Point(x: 1, y: y), style: style, clip: all)
        }
        grid.put("Row \(selected + 1) of 10000  ↑↓ move  q quit", at: Point(x: 0, y: size.height - 1), style: Style(foreground: .gray), clip: all)
        return grid
    }

    /// A list screen as the apps draw one: a title row, rows `first…` between it and a hint row, the
    /// selected row in a background colour up to the last column, and a scroll indicator there (its
    /// thumb moves with `first` through `total` rows).
    static func listGrid(size: Size, first: Int, selected: Int, total: Int = 200) -> CellGrid {
        let grid = CellGrid(size: size)
        let all = Rect(origin: .zero, size: size)
        grid.put("Posts", at: Point(x: 1, y: 0), style: Style(attributes: .bold), clip: all)
        let rows = size.height - 2
        let thumbTop = first * rows / total, thumbHeight = max(1, rows * rows / total)
        for row in 0..<rows {
            let index = first + row, y = row + 1
            if index == selected {
                grid.fill(Rect(x: 0, y: y, width: size.width - 1, height: 1), style: Style(background: .blue))
            }
            let text = index % 3 == 0 ? "Post \(index) 中文" : index % 3 == 1 ? "Summary: row \(index)" : "[ Likes \(index % 97) ]"
            grid.put(text, at: Point(x: 1, y: y),
                     style: index == selected ? Style(background: .blue, attributes: .bold) : .plain, clip: all)
            let thumb = row >= thumbTop && row < thumbTop + thumbHeight
            grid.put(thumb ? "┃" : "│", at: Point(x: size.width - 1, y: y), style: Style(foreground: .gray), clip: all)
        }
        grid.put("↑↓ Move", at: Point(x: 1, y: size.height - 1), style: .plain, clip: all)
        return grid
    }

    /// A grid drawn with random fills and random mixed-width text.
    static func randomGrid(size: Size, rng: inout SplitMix64) -> CellGrid {
        let grid = CellGrid(size: size)
        randomize(grid, rng: &rng, operations: 12)
        return grid
    }

    static func randomize(_ grid: CellGrid, rng: inout SplitMix64, operations: Int) {
        let size = grid.size
        guard size.width > 0, size.height > 0 else { return }
        let all = Rect(origin: .zero, size: size)
        for _ in 0..<operations {
            let style = randomStyle(&rng)
            if Bool.random(using: &rng) {
                let x = Int.random(in: 0..<size.width, using: &rng), y = Int.random(in: 0..<size.height, using: &rng)
                grid.fill(Rect(x: x, y: y, width: Int.random(in: 1...size.width, using: &rng),
                               height: Int.random(in: 1...3, using: &rng)), style: style)
            } else {
                var text = ""
                for _ in 0..<Int.random(in: 1...8, using: &rng) {
                    text += words.randomElement(using: &rng)! + (Bool.random(using: &rng) ? " " : "")
                }
                grid.put(text, at: Point(x: Int.random(in: -2..<size.width, using: &rng), y: Int.random(in: 0..<size.height, using: &rng)),
                         style: style, clip: all)
            }
        }
    }

    static func randomStyle(_ rng: inout SplitMix64) -> Style {
        func color() -> Color {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0, 1: return .default
            case 2: return .ansi(UInt8.random(in: 0...15, using: &rng))
            case 3: return .palette(UInt8.random(in: 0...255, using: &rng))
            default: return .rgb(UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng))
            }
        }
        return Style(foreground: color(), background: color(),
                     attributes: Style.Attributes(rawValue: UInt8.random(in: 0...63, using: &rng) & (Bool.random(using: &rng) ? 0 : 63)))
    }

    /// A copy of a grid.
    static func copy(_ grid: CellGrid) -> CellGrid {
        let c = CellGrid(size: grid.size)
        c.cells = grid.cells
        return c
    }
}

/// Bytes as a readable string (ESC shown as `␛`).
func engineReadable(_ bytes: [UInt8]) -> String {
    String(String.UnicodeScalarView(String(decoding: bytes, as: UTF8.self).unicodeScalars.map { $0 == "\u{1B}" ? "␛" : $0 }))
}

extension String {
    /// Pads with spaces to `width` columns (display width, not `count`).
    func engineWidthPadded(_ width: Int) -> String { TextWidth.pad(self, toWidth: width) }
}
