import Testing
@testable import TerminalUI
import TerminalUITesting

/// The byte budgets of the 10,000-row table benchmark, measured on a synthetic 100×30 table
/// (mixed Chinese/ASCII rows, selection drawn inverse).
@Suite struct EncoderBudgetTests {
    struct Figures: CustomStringConvertible {
        var fullRepaint = 0
        var selectionMove = 0
        var oneRowScroll = 0
        var description: String { "full repaint \(fullRepaint) B, selection move \(selectionMove) B, one-row scroll \(oneRowScroll) B" }
    }

    static func measure() -> Figures {
        var figures = Figures()
        var encoder = FrameEncoder()
        var emulator = TerminalEmulator(size: Size(width: 100, height: 30))
        let first = EngineFixtures.tableGrid(first: 0, selected: 0)
        let full = encoder.encode(first)
        emulator.feed(full)
        figures.fullRepaint = full.count
        // Selection moves down to the last visible row.
        var maxMove = 0
        for selected in 1..<28 {
            let grid = EngineFixtures.tableGrid(first: 0, selected: selected)
            let bytes = encoder.encode(grid)
            emulator.feed(bytes)
            precondition(emulator.matches(grid))
            maxMove = max(maxMove, bytes.count)
        }
        figures.selectionMove = maxMove
        // Then each Down scrolls the table by one row, selection staying on the last row.
        var maxScroll = 0
        for top in 1...40 {
            let grid = EngineFixtures.tableGrid(first: top, selected: top + 27)
            let bytes = encoder.encode(grid)
            emulator.feed(bytes)
            precondition(emulator.matches(grid))
            maxScroll = max(maxScroll, bytes.count)
        }
        figures.oneRowScroll = maxScroll
        return figures
    }

    @Test func tableFramesStayWithinBudget() {
        let figures = Self.measure()
        print("[engine budget] 100×30 table: \(figures)")
        // Issue 15: no more than the 243 B a move and about 300 B a scroll the app wrote before.
        #expect(figures.selectionMove <= 260)
        #expect(figures.oneRowScroll <= 310)
        #expect(figures.fullRepaint <= 100 * 30 * 3 / 2)
    }
}
