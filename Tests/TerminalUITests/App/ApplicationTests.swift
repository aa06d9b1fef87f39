import Clocks
import Testing
import TerminalUI
import TerminalUITesting

/// Yields (never sleeps) until `condition` holds or the bound is reached; used only where the run loop
/// runs as its own task.
@MainActor
func yieldUntil(_ limit: Int = 100_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<limit {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

@MainActor
@Suite struct ApplicationRunLoopTests {
    @Test func runReadsTheDeviceUntilQuitAndRestoresTheTerminal() async {
        let terminal = HeadlessTerminal(size: Size(width: 30, height: 8))
        let clock = TestClock<Duration>()
        let app = Application(terminal: terminal, clock: clock)
        let list = ListViewController(title: "Run", rows: (0..<20).map { "Row \($0)" })
        app.rootViewController = NavigationController(rootViewController: list)
        app.bind(.character("q")) { app.quit() }
        let run = Task { await app.run() }
        #expect(await yieldUntil { terminal.isStarted && app.frameCount == 1 })
        #expect(terminal.emulator.isAlternateScreen)
        #expect(terminal.screenText[0].contains("Run"))

        terminal.send(.key(.down))
        terminal.send(.key(.down))
        #expect(await yieldUntil { app.handledEventCount == 2 })
        // Both moves land in one frame once the frame interval has passed on the clock.
        #expect(app.frameCount == 1, "no frame before the frame interval has passed")
        for _ in 0..<1_000 where app.frameCount == 1 {
            await clock.advance(by: .milliseconds(1))
            _ = await yieldUntil(50) { app.frameCount == 2 }
        }
        #expect(app.frameCount == 2)
        #expect(list.tableView.indexPathForSelectedRow?.row == 2)
        #expect(terminal.screenText[3].contains("Row 2"))

        terminal.send(bytes: Array("j".utf8))
        #expect(await yieldUntil { app.handledEventCount == 3 })
        #expect(list.tableView.indexPathForSelectedRow?.row == 3, "raw bytes go through the input parser")

        terminal.send(.key(.character("q")))
        await run.value
        #expect(!app.isRunning)
        #expect(!terminal.isStarted)
        #expect(!terminal.emulator.isAlternateScreen, "the terminal is restored")
        #expect(terminal.emulator.isCursorVisible)
    }

    @Test func runEndsWhenTheEventStreamEnds() async {
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 4))
        let app = Application(terminal: terminal, clock: TestClock<Duration>())
        app.rootViewController = ViewController()
        let run = Task { await app.run() }
        #expect(await yieldUntil { app.isRunning })
        terminal.finishEvents()
        await run.value
        #expect(!terminal.isStarted)
    }

    @Test func belowTheMinimumSizeTheScreenSaysSoAndOnlyCtrlKeysRun() async {
        let list = ListViewController(title: "List", rows: (0..<20).map { "Row \($0)" })
        let driver = await AppDriver(size: Size(width: 40, height: 12), rootViewController: NavigationController(rootViewController: list))
        let app = driver.application
        var quits = 0
        app.bind(.ctrl("c")) { quits += 1 }
        app.bind(.character("q")) { Issue.record("q must not run on a screen the user cannot see") }
        app.minimumSize = Size(width: 32, height: 10)
        await driver.runUntilIdle()
        #expect(driver.contains("Row 0"))
        await driver.resize(to: Size(width: 20, height: 6))
        #expect(!driver.contains("Row 0"))
        #expect(driver.screen.contains("Terminal too small"), "wrapped over as many lines as it needs")
        #expect(driver.screen.contains("32×10"))
        await driver.press(.down)
        await driver.press("q")
        await driver.press(.ctrl("c"))
        #expect(quits == 1)
        app.texts = ToolkitTexts(terminalTooSmall: "终端太小 (至少需要 {size})")
        await driver.resize(to: Size(width: 31, height: 12))
        #expect(driver.screen.contains("终端太小 (至少需要 32×10)"))
        await driver.resize(to: Size(width: 32, height: 10))
        #expect(driver.contains("Row 0"))
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0), "↓ pressed while too small did nothing")
    }

    @Test func withoutColorsTheSelectionIsInverseVideo() async {
        let list = ListViewController(title: "List", rows: (0..<5).map { "Row \($0)" })
        let driver = await AppDriver(size: Size(width: 30, height: 8), rootViewController: NavigationController(rootViewController: list))
        await driver.runUntilIdle()
        #expect(driver.cell(x: 1, y: 1).style.background == Theme.selectionBackground)
        driver.application.usesColor = false
        await driver.runUntilIdle()
        for y in 0..<8 {
            for x in 0..<30 {
                let style = driver.cell(x: x, y: y).style
                #expect(style.foreground == .default && style.background == .default, "no colour at \(x),\(y)")
            }
        }
        #expect(driver.cell(x: 1, y: 1).style.attributes.contains(.inverse), "the selected row still stands out")
        #expect(!driver.cell(x: 1, y: 2).style.attributes.contains(.inverse))
    }

    @Test func greyTextOnTheSelectionIsLiftedToBeReadable() async {
        let list = ListViewController(title: "List", rows: (0..<3).map { "Row \($0)" })
        let driver = await AppDriver(size: Size(width: 30, height: 6), rootViewController: NavigationController(rootViewController: list))
        for cell in list.tableView.visibleCells { cell.textLabel.style = Theme.secondaryText }
        list.tableView.reloadData()
        await driver.runUntilIdle()
        for cell in list.tableView.visibleCells { cell.textLabel.style = Theme.secondaryText }
        await driver.runUntilIdle()
        let selected = driver.cell(x: 1, y: 1), other = driver.cell(x: 1, y: 2)
        #expect(selected.style.background == Theme.selectionBackground && selected.style.foreground == .white)
        #expect(other.style.foreground == Theme.secondaryText.foreground, "grey stays grey off the selection")
    }

    @Test func theKeyHintLineFollowsFocusAndStopsAtAModal() async {
        let list = ListViewController(title: "List", rows: (0..<5).map { "Row \($0)" })
        let navigation = NavigationController(rootViewController: ViewController())
        let driver = await AppDriver(size: Size(width: 60, height: 10), rootViewController: navigation)
        let app = driver.application
        app.showsKeyHints = true
        app.globalKeyHints = { [KeyHint("q", .quit)] }
        navigation.pushViewController(list)
        list.tableView.refreshControl = RefreshControl()
        await driver.runUntilIdle()
        #expect(driver.screenText[9] == " ↑↓ Move  Enter Select  r Refresh  Esc Back  q Quit")
        #expect(driver.screenText[8].contains("Row 7") == false && list.tableView.frame.height == 8, "the screen gets the lines above the hint line")

        let alert = AlertController(title: "Sure?", message: nil)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "OK"))
        list.present(alert)
        await driver.runUntilIdle()
        #expect(driver.screenText[9] == " ←→ Choose  Enter Select  Esc Cancel  q Quit", "nothing of the screen below a modal")

        await driver.press(.escape)
        var words = KeyHintWords()
        words.move = "移动"
        app.texts = ToolkitTexts(hints: words)
        await driver.runUntilIdle()
        #expect(driver.screenText[9].hasPrefix(" ↑↓ 移动  Enter Select"))
        await driver.resize(to: Size(width: 24, height: 10))
        #expect(driver.screenText[9] == " ↑↓ 移动  Enter Select", "hints that do not fit whole are left out")
        app.statusText = "▶ Replay"
        await driver.runUntilIdle()
        #expect(driver.screenText[9] == " ↑↓ 移动       ▶ Replay", "the status keeps the right end")
    }

    @Test func timersFireInOrderOnTheAppClock() async {
        let driver = await AppDriver(size: Size(width: 20, height: 4), rootViewController: ViewController())
        let app = driver.application
        var fired: [String] = []
        app.schedule(after: .seconds(2)) { fired.append("2s") }
        app.schedule(after: .seconds(1)) { fired.append("1s") }
        let repeating = app.schedule(after: .milliseconds(500), repeats: true) { fired.append("tick") }
        let cancelled = app.schedule(after: .milliseconds(700)) { fired.append("never") }
        cancelled.invalidate()
        await driver.advance(by: .milliseconds(999))
        #expect(fired == ["tick"])
        await driver.advance(by: .milliseconds(1))
        #expect(fired == ["tick", "1s", "tick"], "timers due at the same time fire in the order they were scheduled")
        repeating.invalidate()
        await driver.advance(by: .seconds(5))
        #expect(fired == ["tick", "1s", "tick", "2s"])
        #expect(!app.hasPendingTimers)
    }

    @Test func runUntilIdleAwaitsTrackedWorkAndIdleCheck() async {
        final class Screen: ViewController {
            let label = Label(text: "Loading…")
            override func viewDidLoad() {
                label.frame = Rect(x: 0, y: 0, width: 30, height: 1)
                view.addSubview(label)
                spawn { [weak self] in
                    for _ in 0..<5 { await Task.yield() }
                    self?.label.text = "Loaded 已加载"
                }
            }
        }
        let driver = await AppDriver(size: Size(width: 30, height: 4), rootViewController: Screen())
        #expect(driver.screenText[0] == "Loaded 已加载")

        // Work tracked from outside, and the app's own idle check.
        let external = Task<Int, Never> { @MainActor in
            for _ in 0..<5 { await Task.yield() }
            return 42
        }
        driver.application.track(external)
        var checks = 0
        driver.application.idleCheck = { checks += 1 }
        await driver.runUntilIdle()
        #expect(checks >= 1)
        #expect(driver.application.trackedTaskCount == 0)
    }

    @Test func resizeRelaysOutAndRepaintsInFull() async {
        let list = ListViewController(title: "Resize", rows: (0..<50).map { "Row \($0) 第\($0)行" })
        let driver = await AppDriver(size: Size(width: 40, height: 10), rootViewController: NavigationController(rootViewController: list))
        await driver.resize(to: Size(width: 60, height: 20))
        #expect(driver.screenText.count == 20)
        #expect(driver.screenText[19].contains("Row 18"))
        #expect(driver.screenText == driver.renderedText)
        let resizeFrame = driver.terminal.lastFrameBytes.count
        #expect(resizeFrame > 60 * 10, "a full repaint")
        await driver.resize(to: Size(width: 30, height: 6))
        #expect(driver.screenText.count == 6)
        #expect(driver.screenText == driver.renderedText)
        #expect(list.tableView.frame.size == Size(width: 30, height: 5))
    }

    @Test func frameOnlyWhenSomethingChanged() async {
        let driver = await AppDriver(size: Size(width: 20, height: 4), rootViewController: ViewController())
        let frames = driver.application.frameCount
        await driver.runUntilIdle()
        #expect(driver.application.frameCount == frames)
        await driver.press("z")
        #expect(driver.terminal.lastFrameBytes.count < 40, "an unhandled key changes nothing on screen")
    }
}

@MainActor
@Suite struct SmallTerminalTests {
    @Test func tinyAlertAndHUD() async {
        let list = ListViewController(title: "Tiny", rows: ["a", "b"])
        let driver = await AppDriver(size: Size(width: 8, height: 3), rootViewController: NavigationController(rootViewController: list))
        let alert = AlertController(title: "A very long title", message: "And a long message that cannot fit")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        list.present(alert)
        await driver.runUntilIdle()
        #expect(driver.screenText.allSatisfy { TextWidth.width(of: $0) <= 8 })
        await driver.press(.escape)
        HUD.show(in: list.view, text: "Loading a lot of things")
        Toast.show("A long toast message", in: list.view)
        await driver.runUntilIdle()
        #expect(driver.screenText.allSatisfy { TextWidth.width(of: $0) <= 8 })
        #expect(driver.screenText == driver.renderedText)
    }
}
