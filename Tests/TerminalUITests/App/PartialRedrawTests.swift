import Testing
import TerminalUI
import TerminalUITesting

/// Frames redraw only the rows that changed (what views mark with `setNeedsDisplay()`, what moved),
/// and the test driver checks every such frame against a full redraw.
@MainActor
@Suite struct PartialRedrawTests {
    /// A view that draws `text` but, wrongly, does not say when it changes.
    final class ForgetfulView: View {
        var text = "before"
        override func draw(_ canvas: Canvas) { canvas.draw(text, at: .zero) }
    }

    /// The same, saying so.
    final class HonestView: View {
        var text = "a" { didSet { setNeedsDisplay() } }
        override func draw(_ canvas: Canvas) { canvas.draw(text, at: .zero) }
    }

    @Test func aSelectionMoveRedrawsTheTwoRowsAndNothingElse() async {
        let list = ListViewController(title: "Rows", rows: (0..<100).map { "Row \($0)" })
        let driver = await AppDriver(size: Size(width: 40, height: 20), rootViewController: NavigationController(rootViewController: list))
        #expect(driver.application.lastFrameRedrawnRows == 20, "the first frame draws everything")
        await driver.press(.down)
        #expect(driver.application.lastFrameRedrawnRows == 2, "the row left and the row selected")
        #expect(driver.screenText[2].contains("Row 1"))
        await driver.press(.down)
        #expect(driver.application.lastFrameRedrawnRows == 2)
    }

    @Test func aFocusMoveRedrawsTheRowsOfTheTwoViews() async {
        let screen = ViewController()
        let fields = (0..<3).map { i in
            let field = TextField(placeholder: "Field \(i)")
            field.frame = Rect(x: 2, y: 2 + 3 * i, width: 20, height: 1)
            screen.view.addSubview(field)
            return field
        }
        let driver = await AppDriver(size: Size(width: 40, height: 20), rootViewController: screen)
        driver.application.showsKeyHints = true
        await driver.runUntilIdle()
        #expect(fields[0].isFirstResponder)
        await driver.press(.tab)
        #expect(fields[1].isFirstResponder)
        #expect(driver.application.lastFrameRedrawnRows == 2, "the field left and the field focused, not the screen")
        await driver.press(.tab)
        #expect(fields[2].isFirstResponder)
        #expect(driver.application.lastFrameRedrawnRows == 2)
    }

    @Test func theKeyHintLineIsDrawnAgainOnlyWhenItsHintsChange() async {
        let list = ListViewController(title: "Rows", rows: (0..<100).map { "Row \($0)" })
        let driver = await AppDriver(size: Size(width: 40, height: 20), rootViewController: NavigationController(rootViewController: list))
        driver.application.showsKeyHints = true
        await driver.runUntilIdle()
        #expect(driver.screenText[19].hasPrefix(" ↑↓ Move"))
        await driver.press(.down)
        #expect(driver.application.lastFrameRedrawnRows == 2, "the two rows; the same hints are not drawn again")
        list.tableView.refreshControl = RefreshControl()   // a new hint, `r Refresh`, and nothing else moves
        await driver.runUntilIdle()
        #expect(driver.screenText[19].contains("r Refresh"), "a change of hints is drawn (and the driver checks it against a full redraw)")
    }

    @Test func aScrollRedrawsTheTableButNotTheTitleBar() async {
        let list = ListViewController(title: "Rows", rows: (0..<100).map { "Row \($0)" })
        let driver = await AppDriver(size: Size(width: 40, height: 10), rootViewController: NavigationController(rootViewController: list))
        await driver.press(.down, times: 8)
        await driver.press(.down)                       // past the bottom: the list scrolls
        #expect(driver.application.lastFrameRedrawnRows == 9, "the table's rows, not the title bar")
        #expect(driver.screenText.last?.contains("Row 9") == true)
    }

    @Test func aScrollMovesTheDrawnRowsAndDrawsOnlyWhatCameIn() async {
        let list = ListViewController(title: "Rows", rows: (0..<100).map { "Row \($0) 中文" })
        let driver = await AppDriver(size: Size(width: 40, height: 10), rootViewController: NavigationController(rootViewController: list))
        await driver.press(.down, times: 8)
        await driver.press(.down)                       // past the bottom: the list scrolls by one row
        // The row that came in (selected) and the row the selection left, whole; the scroll
        // indicator's column beside the other 7 rows. Not the 9 × 40 cells of the whole table.
        #expect(driver.application.lastFrameRedrawnCells == 2 * 40 + 7)
        #expect(driver.screenText.last?.contains("Row 9") == true)
        await driver.press(.up, times: 8)
        await driver.press(.up)                         // past the top: back by one row
        #expect(driver.application.lastFrameRedrawnCells == 2 * 40 + 7)
        #expect(driver.screenText[1].contains("Row 0"))
        // (The driver checks every frame against a full redraw.)
    }

    @Test func aScrollUnderAViewInFrontDrawsTheTableAgain() async {
        let list = ListViewController(title: "Rows", rows: (0..<100).map { "Row \($0)" })
        let driver = await AppDriver(size: Size(width: 40, height: 10), rootViewController: NavigationController(rootViewController: list))
        let badge = Label(text: "badge", frame: Rect(x: 20, y: 3, width: 6, height: 1))
        list.view.addSubview(badge)                     // in front of the table's rows
        await driver.runUntilIdle()
        await driver.press(.down, times: 9)             // the last one scrolls
        #expect(driver.application.lastFrameRedrawnCells == 9 * 40, "nothing moved under the badge")
        #expect(driver.screenText.contains { $0.contains("badge") })
    }

    @Test func aViewThatMovesIsDrawnWhereItIsAndErasedWhereItWas() async {
        let root = ViewController()
        let label = Label(text: "here", frame: Rect(x: 0, y: 1, width: 10, height: 1))
        root.view.addSubview(label)
        let driver = await AppDriver(size: Size(width: 20, height: 6), rootViewController: root)
        #expect(driver.screenText[1].hasPrefix("here"))
        label.frame = Rect(x: 0, y: 4, width: 10, height: 1)
        await driver.runUntilIdle()
        #expect(driver.application.lastFrameRedrawnRows == 2)
        #expect(driver.screenText[1].allSatisfy { $0 == " " })
        #expect(driver.screenText[4].hasPrefix("here"))
    }

    @Test func aViewThatChangesWithoutSayingSoIsCaught() async {
        let root = ViewController()
        let forgetful = ForgetfulView(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        let honest = HonestView(frame: Rect(x: 0, y: 2, width: 10, height: 1))
        root.view.addSubview(forgetful)
        root.view.addSubview(honest)
        let driver = await AppDriver(size: Size(width: 20, height: 4), rootViewController: root)
        var mismatches: [String] = []
        driver.application.onPartialRedrawMismatch = { mismatches.append($0) }
        forgetful.text = "after"                        // no setNeedsDisplay()
        honest.text = "b"                               // a frame for another row
        await driver.runUntilIdle()
        #expect(mismatches.count == 1)
        #expect(mismatches.first?.contains("row 0 (kept)") == true)
        #expect(driver.screenText[0].hasPrefix("before"), "what a user would see: the stale row")
    }
}
