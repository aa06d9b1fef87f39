import Testing
import TerminalUI
import TerminalUITesting

/// A sheet with a field and two buttons, logging what happens.
@MainActor
final class TestSheet: SheetController {
    let sheet = SheetView()
    let field = TextField()
    let ok = Button(title: "OK")
    let other = Button(title: "Other")
    var log: [String] = []

    override func loadView() {
        sheet.title = "Add"
        sheet.preferredContentSize = Size(width: 20, height: 3)
        field.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        ok.frame = Rect(x: 0, y: 2, width: 6, height: 1)
        other.frame = Rect(x: 8, y: 2, width: 9, height: 1)
        for view in [field, ok, other] as [View] { sheet.contentView.addSubview(view) }
        ok.addAction { [weak self] in self?.log.append("ok") }
        view = sheet
    }

    override var preferredFocusedView: View? { field }

    override func cancel() {
        log.append("cancel")
        super.cancel()
    }
}

/// The screen under the sheet, counting the keys that reach it.
@MainActor
final class Underneath: ViewController {
    var keys: [Key] = []
    override func handleKey(_ key: Key) -> Bool {
        keys.append(key)
        return true
    }
}

@MainActor
@Suite("Sheets")
struct SheetControllerTests {
    func presented() async -> (AppDriver, Underneath, TestSheet) {
        let under = Underneath()
        under.title = "List"
        let driver = await AppDriver(size: Size(width: 40, height: 12), rootViewController: NavigationController(rootViewController: under))
        let sheet = TestSheet()
        under.present(sheet, animated: true)
        await driver.runUntilIdle()
        return (driver, under, sheet)
    }

    @Test("a centred box with its title over the dimmed screen, the content inside with two columns of padding")
    func drawing() async {
        let (driver, _, _) = await presented()
        let lines = driver.screenText
        // 20 × 3 of content + border and padding = 26 × 5, centred in 40 × 12.
        #expect(lines[3] == "       ╭───────── Add ──────────╮")
        #expect(lines[7] == "       ╰────────────────────────╯")
        #expect(driver.cell(x: 1, y: 0).style.attributes.contains(.dim), "the title bar under the sheet is dimmed")
        #expect(driver.position(of: "[ OK ]") == Point(x: 10, y: 6))
    }

    @Test("a tiny terminal shrinks the box to fit")
    func tiny() async {
        let (driver, _, _) = await presented()
        await driver.resize(to: Size(width: 12, height: 4))
        #expect(driver.screenText[0].hasPrefix("╭") && driver.screenText[3].hasPrefix("╰"))
        #expect(driver.screenText[0].count == 12)
    }

    @Test("Tab moves between the controls; typing goes to the field; no key reaches the screen beneath")
    func keys() async {
        let (driver, under, sheet) = await presented()
        await driver.type("hi q")
        #expect(sheet.field.text == "hi q")
        await driver.press(.tab)
        await driver.press(.enter)
        #expect(sheet.log == ["ok"])
        await driver.press(.character("q"))
        await driver.press(.character("d"))
        await driver.press(.backTab)
        #expect(driver.firstResponder === sheet.field)
        await driver.paste("pasted")
        #expect(sheet.field.text == "hi qpasted")
        #expect(under.keys.isEmpty)
    }

    @Test("Esc cancels and dismisses; the screen beneath has its keys again")
    func escape() async {
        let (driver, under, sheet) = await presented()
        await driver.press(.escape)
        #expect(sheet.log == ["cancel"])
        #expect(under.presentedViewController == nil && !driver.contains("Add"))
        await driver.press(.character("x"))
        #expect(under.keys == [.character("x")])
    }
}
