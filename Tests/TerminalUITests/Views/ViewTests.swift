import Clocks
import Testing
import TerminalUI
import TerminalUITesting

@MainActor
@Suite struct ResponderChainTests {
    @Test func cellEventReachesTheViewControllerWithItsIndexPath() async {
        let list = ListViewController(title: "Feed", rows: ["a", "b", "c"], withButtons: true)
        let driver = await AppDriver(size: Size(width: 50, height: 8), rootViewController: NavigationController(rootViewController: list))
        await driver.press("j")
        await driver.press(.tab, times: 2)
        await driver.press(.enter)
        #expect(list.routed.count == 1)
        #expect(list.routed[0].event as? FollowEvent == FollowEvent(userID: 7))
        #expect(list.routed[0].indexPath == IndexPath(row: 1, section: 0))
    }

    @Test func chainGoesCellTableViewControllerParent() async {
        final class Outer: NavigationController {
            var received: [RoutedEvent] = []
            override func routeEvent(_ routed: RoutedEvent) { received.append(routed) }
        }
        final class Screen: ViewController {}
        let screen = Screen()
        let table = TableView()
        screen.view.addSubview(table)
        let nav = Outer(rootViewController: screen)
        let driver = await AppDriver(size: Size(width: 30, height: 6), rootViewController: nav)
        defer { withExtendedLifetime(driver) {} }
        let cell = TableViewCell(reuseIdentifier: nil)
        table.addSubview(cell)
        #expect(cell.next === table)
        #expect(table.next === screen.view)
        #expect(screen.view.next === screen)
        #expect(screen.next === nav)
        #expect(nav.next === driver.application.window)
        #expect(driver.application.window.next === driver.application)
        cell.routeEvent(FollowEvent(userID: 3))
        #expect(nav.received.map { $0.event as? FollowEvent } == [FollowEvent(userID: 3)],
                "the screen did not handle it, so it went on to the parent")
        #expect(cell.application === driver.application)
    }

    @Test func keysGoFromTheFirstResponderUpToGlobalBindings() async {
        final class Screen: ViewController {
            var keys: [Key] = []
            override func handleKey(_ key: Key) -> Bool {
                if key == .character("s") { keys.append(key); return true }
                return super.handleKey(key)
            }
        }
        let screen = Screen()
        let field = TextField()
        field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        screen.view.addSubview(field)
        let driver = await AppDriver(size: Size(width: 30, height: 6), rootViewController: NavigationController(rootViewController: screen))
        var globals: [Key] = []
        driver.application.bind(.character("q")) { globals.append(.character("q")) }
        driver.application.bind(.ctrl("x")) { globals.append(.ctrl("x")) }
        #expect(field.isFirstResponder)
        await driver.type("sq")
        #expect(field.text == "sq", "the focused text field takes characters first")
        #expect(screen.keys.isEmpty && globals.isEmpty)
        await driver.press(.ctrl("x"))
        #expect(globals == [.ctrl("x")], "unhandled keys reach the application's bindings")
        field.resignFirstResponder()
        field.isEnabled = false
        await driver.type("sq")
        #expect(screen.keys == [.character("s")])
        #expect(globals == [.ctrl("x"), .character("q")])
    }
}

@MainActor
@Suite struct TextFieldTests {
    func makeField(secure: Bool = false, width: Int = 20) async -> (AppDriver, TextField) {
        let screen = ViewController()
        let field = TextField(placeholder: "名字 Name")
        field.isSecureTextEntry = secure
        field.frame = Rect(x: 2, y: 1, width: width, height: 1)
        screen.view.addSubview(field)
        let driver = await AppDriver(size: Size(width: 30, height: 4), rootViewController: screen)
        return (driver, field)
    }

    @Test func placeholderThenTypingChinese() async {
        let (driver, field) = await makeField()
        #expect(driver.screenText[1] == "  名字 Name")
        #expect(driver.cell(x: 2, y: 1).style.foreground == Theme.secondaryText.foreground)
        await driver.type("老师")
        #expect(field.text == "老师")
        #expect(field.cursorIndex == 2)
        #expect(driver.screenText[1] == "  老师")
        #expect(driver.cell(x: 3, y: 1).isContinuation)
        #expect(driver.terminal.emulator.isCursorVisible)
        #expect(driver.terminal.emulator.cursor == Point(x: 6, y: 1), "the cursor sits after two wide characters")
    }

    @Test func backspaceRemovesOneGraphemeAndArrowsMoveByGrapheme() async {
        let (driver, field) = await makeField()
        await driver.type("a老👍🏽b")
        #expect(field.text == "a老👍🏽b")
        await driver.press(.backspace)
        #expect(field.text == "a老👍🏽")
        await driver.press(.backspace)
        #expect(field.text == "a老", "an emoji with a skin tone is one grapheme")
        await driver.press(.left)
        #expect(field.cursorIndex == 1)
        await driver.type("师")
        #expect(field.text == "a师老")
        await driver.press(.home)
        await driver.press(.delete)
        #expect(field.text == "师老")
        await driver.press(.end)
        await driver.press(.right)
        #expect(field.cursorIndex == 2)
    }

    @Test func graphemesJoinedByAnEditAreOneGrapheme() async {
        let (driver, field) = await makeField()
        await driver.type("a🇺")
        await driver.type("🇸")                     // the two regional indicators make one flag
        #expect(field.text == "a🇺🇸")
        #expect(field.cursorIndex == 2)
        await driver.press(.backspace)              // one grapheme: the whole flag
        #expect(field.text == "a")
        field.text = "北京 ok"                      // set from outside: the cursor goes to the end
        #expect(field.cursorIndex == 5)
        await driver.press(.left)
        await driver.press(.ctrl("k"))
        #expect(field.text == "北京 o")
        await driver.press(.ctrl("u"))
        #expect(field.text == "")
    }

    @Test func pasteInsertsAtTheCursor() async {
        var changes: [String] = []
        let (driver, field) = await makeField()
        field.onChange = { changes.append($0) }
        await driver.type("ab")
        await driver.press(.left)
        await driver.paste("你好\nworld")
        #expect(field.text == "a你好 worldb")
        #expect(changes.last == "a你好 worldb")
        #expect(changes.count == 3)
    }

    @Test func secureEntryIsMasked() async {
        let (driver, field) = await makeField(secure: true)
        await driver.type("pa老ss")
        #expect(field.text == "pa老ss")
        #expect(driver.screenText[1] == "  •••••")
        #expect(!driver.contains("pa"))
    }

    @Test func enterSubmitsAndDelegateIsTold() async {
        final class Spy: TextFieldDelegate {
            var log: [String] = []
            func textFieldShouldReturn(_ textField: TextField) -> Bool { log.append("return"); return true }
            func textFieldDidChange(_ textField: TextField) { log.append("change") }
        }
        let (driver, field) = await makeField()
        let spy = Spy()
        field.delegate = spy
        var submitted: [String] = []
        field.onSubmit = { submitted.append($0) }
        await driver.type("hi")
        await driver.press(.enter)
        #expect(submitted == ["hi"])
        #expect(spy.log == ["change", "change", "return"])
    }

    /// Printable ASCII is edited a byte at a time, anything else by splitting the text again: both
    /// must give the text, cursor and screen of the plain model (edit the graphemes, then split).
    @Test func editsOfASCIIAndOtherTextMatchSplittingAgain() async {
        let (driver, field) = await makeField(width: 8)
        var model: [Character] = [], cursor = 0
        var seed: UInt64 = 15
        func next(_ n: Int) -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 33) % n }
        let pieces = ["a", "Z", "~", " ", "ok", "老", "\u{301}", "🇺", "🇸", "👍🏽", "e"]
        for step in 0..<300 {
            switch next(6) {
            case 0, 1, 2:
                let piece = pieces[next(pieces.count)]
                await driver.type(piece)
                let kept = piece.filter { TextWidth.width(of: $0) > 0 }  // a lone combining mark is dropped
                guard !kept.isEmpty else { break }
                model.insert(contentsOf: kept, at: cursor)
                model = Array(String(model))  // graphemes may join across the edit
                cursor = min(model.count, cursor + kept.count)
            case 3:
                await driver.press(.backspace)
                if cursor > 0 { model.remove(at: cursor - 1); cursor -= 1; model = Array(String(model)) }
            case 4:
                await driver.press(.left); cursor = max(0, cursor - 1)
            default:
                let home = next(2) == 0
                await driver.press(home ? .home : .end)
                cursor = home ? 0 : model.count
            }
            #expect(field.text == String(model), "step \(step)")
            #expect(field.cursorIndex == cursor, "step \(step)")
            if !model.isEmpty {  // what shows is a part of the text (cut with … when longer)
                let shown = String(driver.screenText[1].dropFirst(2))
                #expect(String(model).contains(shown.hasSuffix("…") ? String(shown.dropLast()) : shown), "step \(step): |\(shown)|")
            }
            #expect(driver.terminal.emulator.cursor.x <= 9, "step \(step)")
        }
    }

    @Test func longTextScrollsToKeepTheCursorVisible() async {
        let (driver, field) = await makeField(width: 8)
        await driver.type("一二三四五六七八")
        #expect(field.text.count == 8)
        let line = driver.screenText[1]
        #expect(line.hasSuffix("七八"))
        #expect(TextWidth.width(of: line) <= 10)
        #expect(driver.terminal.emulator.cursor.x <= 9)
    }
}

@MainActor
@Suite struct WidgetTests {
    func host(_ views: [View], size: Size = Size(width: 30, height: 6)) async -> AppDriver {
        let screen = ViewController()
        for v in views { screen.view.addSubview(v) }
        return await AppDriver(size: size, rootViewController: screen)
    }

    @Test func labelWrapsAndTruncatesByDisplayWidth() async {
        let label = Label(text: "你好世界你好世界 hello world")
        label.numberOfLines = 2
        label.frame = Rect(x: 0, y: 0, width: 10, height: 2)
        let single = Label(text: "一二三四五六七八九十")
        single.frame = Rect(x: 0, y: 3, width: 9, height: 1)
        let centred = Label(text: "中")
        centred.textAlignment = .center
        centred.frame = Rect(x: 0, y: 4, width: 6, height: 1)
        let driver = await host([label, single, centred])
        #expect(driver.screenText[0] == "你好世界你")
        #expect(TextWidth.width(of: driver.screenText[1]) <= 10)
        #expect(driver.screenText[1].hasSuffix("…"))
        #expect(driver.screenText[3] == "一二三四…")
        #expect(driver.screenText[4] == "  中")
        #expect(label.sizeThatFits(Size(width: 10, height: 10)).height == 2)
    }

    @Test func buttonStates() async {
        let normal = Button(title: "Likes 3")
        let liked = Button(title: "Liked 4")
        liked.isSelected = true
        let disabled = Button(title: "Off")
        disabled.isEnabled = false
        var taps = 0
        normal.addAction { taps += 1 }
        normal.frame.origin = Point(x: 0, y: 0)
        liked.frame.origin = Point(x: 0, y: 1)
        disabled.frame.origin = Point(x: 0, y: 2)
        let driver = await host([normal, liked, disabled])
        #expect(driver.screenText[0] == "[ Likes 3 ]")
        #expect(normal.frame.width == 11)
        #expect(driver.cell(x: 2, y: 0).style.attributes.contains(.inverse), "the first button has focus")
        #expect(driver.cell(x: 2, y: 1).style == Theme.marked)
        #expect(driver.cell(x: 2, y: 2).style == Theme.disabled)
        await driver.press(.enter)
        await driver.press(" ")
        #expect(taps == 2)
        await driver.press(.tab)
        #expect(liked.isFirstResponder, "Tab skips nothing enabled")
        await driver.press(.tab)
        #expect(normal.isFirstResponder, "the disabled button cannot take focus")
    }

    @Test func targetActionHoldsTheTargetWeakly() async {
        @MainActor final class Target {
            var count = 0
            func tapped() { count += 1 }
        }
        let button = Button(title: "Go")
        var target: Target? = Target()
        button.addTarget(target!, action: Target.tapped)
        button.sendActions()
        #expect(target?.count == 1)
        target = nil
        button.sendActions()
    }

    @Test func progressAndSpinnerFollowTheClock() async {
        let progress = ProgressView(progress: 0.5)
        progress.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        let spinner = ActivityIndicatorView()
        spinner.frame.origin = Point(x: 0, y: 1)
        let driver = await host([progress, spinner])
        #expect(driver.screenText[0] == "█████░░░░░")
        #expect(driver.screenText[1] == "", "a stopped spinner is hidden")
        spinner.startAnimating()
        await driver.runUntilIdle()
        #expect(driver.screenText[1] == ActivityIndicatorView.frames[0])
        await driver.advance(by: .milliseconds(100))
        #expect(driver.screenText[1] == ActivityIndicatorView.frames[1])
        await driver.advance(by: .milliseconds(300))
        #expect(driver.screenText[1] == ActivityIndicatorView.frames[4])
        spinner.stopAnimating()
        progress.progress = 1
        await driver.runUntilIdle()
        #expect(driver.screenText[0] == "██████████")
        #expect(!driver.application.hasPendingTimers)
    }

    @Test func stackViewLaysOutItsViews() async {
        let stack = StackView(arrangedSubviews: [Label(text: "One"), Label(text: "二"), Button(title: "Go")],
                              axis: .vertical, spacing: 1)
        stack.frame = Rect(x: 1, y: 0, width: 20, height: 6)
        let row = StackView(arrangedSubviews: [Label(text: "A"), Label(text: "宽")], axis: .horizontal, spacing: 2)
        row.frame = Rect(x: 10, y: 0, width: 10, height: 1)
        let driver = await host([stack, row])
        #expect(driver.screenText[0] == " One      A  宽")
        #expect(driver.screenText[2] == " 二")
        #expect(driver.screenText[4] == " [ Go ]")
        #expect(stack.sizeThatFits(Size(width: 20, height: 20)) == Size(width: 6, height: 5))
    }
}

@MainActor
@Suite struct HUDAndToastTests {
    func makeScreen() async -> (AppDriver, ListViewController) {
        let list = ListViewController(title: "Feed", rows: (0..<10).map { "Row \($0)" })
        let driver = await AppDriver(size: Size(width: 40, height: 10), rootViewController: NavigationController(rootViewController: list))
        return (driver, list)
    }

    @Test func hudCoversTheContentAreaAndSwallowsKeys() async {
        let (driver, list) = await makeScreen()
        var quits = 0
        driver.application.bind(.ctrl("c")) { quits += 1 }
        let nav = list.navigationController!
        nav.pushViewController(ListViewController(title: "Second", rows: ["x"]))
        await driver.press(.escape)
        #expect(nav.viewControllers.count == 1)
        HUD.show(in: list.view, text: "Loading…")
        await driver.runUntilIdle()
        #expect(driver.contains("Loading…"))
        // Centred in the content area (rows 1…9), not over the title bar.
        let text = driver.position(of: "Loading…")!
        #expect(text.y == 1 + (9 - 3) / 2 + 1)
        #expect(!driver.cell(x: 0, y: 0).style.attributes.contains(.dim), "the title bar is not covered")
        #expect(driver.cell(x: 1, y: 1).style.attributes.contains(.dim), "the content is dimmed")
        await driver.press("j")
        await driver.press(.escape)
        await driver.press(.enter)
        #expect(list.tableView.indexPathForSelectedRow?.row == 0)
        #expect(list.events.isEmpty)
        await driver.press(.ctrl("c"))
        #expect(quits == 1, "global bindings still work")
        HUD.hide(for: list.view)
        await driver.runUntilIdle()
        #expect(!driver.contains("Loading…"))
        await driver.press("j")
        #expect(list.tableView.indexPathForSelectedRow?.row == 1, "keys reach the table again")
    }

    @Test func hudSpinnerTurnsWithTheClock() async {
        let (driver, list) = await makeScreen()
        let hud = HUD.show(in: list.view, text: "Wait")
        await driver.runUntilIdle()
        let first = hud.activityIndicator.frameIndex
        await driver.advance(by: .milliseconds(250))
        #expect(hud.activityIndicator.frameIndex == first + 2)
        HUD.hide(for: list.view)
        #expect(HUD.hud(for: list.view) == nil)
    }

    @Test func toastDisappearsAfterTwoSecondsOfTheAppClock() async {
        let (driver, list) = await makeScreen()
        Toast.show("Like failed · 点赞失败", in: list.view)
        await driver.runUntilIdle()
        #expect(driver.screenText[9].contains("Like failed · 点赞失败"), "on the bottom row")
        let x = driver.position(of: "Like failed")!.x
        #expect(driver.cell(x: x, y: 9).style.attributes.contains(.inverse))
        await driver.advance(by: .milliseconds(1_999))
        #expect(driver.contains("Like failed"))
        await driver.advance(by: .milliseconds(1))
        #expect(!driver.contains("Like failed"))
        #expect(driver.screenText[9].contains("Row 8"))
    }

    @Test func aNewToastReplacesTheOldOne() async {
        let (driver, list) = await makeScreen()
        Toast.show("First", in: list.view)
        await driver.advance(by: .seconds(1))
        Toast.show("Second", in: list.view)
        await driver.runUntilIdle()
        #expect(!driver.contains("First") && driver.contains("Second"))
        await driver.advance(by: .seconds(1))
        #expect(driver.contains("Second"), "the new toast has its own two seconds")
        await driver.advance(by: .seconds(1))
        #expect(!driver.contains("Second"))
    }
}

@MainActor
@Suite struct LoadingScreenTests {
    /// The usual pattern: show a HUD in viewDidLoad, load asynchronously, hide it.
    final class LoadingViewController: ViewController {
        let label = Label(text: "")
        var release: CheckedContinuation<Void, Never>?
        var gate = false
        override func viewDidLoad() {
            label.frame = Rect(x: 0, y: 0, width: 30, height: 1)
            view.addSubview(label)
            HUD.show(in: view, text: "Loading…")
            spawn { [weak self] in
                guard let self else { return }
                await self.waitForGate()
                self.label.text = "Loaded 已加载"
                HUD.hide(for: self.view)
            }
        }
        func waitForGate() async {
            if gate { return }
            await withCheckedContinuation { release = $0 }
        }
        func open() {
            gate = true
            release?.resume()
            release = nil
        }
    }

    @Test func hudShownInViewDidLoadTakesFocusUntilHidden() async {
        let screen = LoadingViewController()
        let field = TextField()
        field.frame = Rect(x: 0, y: 2, width: 10, height: 1)
        let nav = NavigationController(rootViewController: screen)
        screen.view.addSubview(field)
        // Start without running until idle: the load is still waiting.
        let terminal = HeadlessTerminal(size: Size(width: 30, height: 8))
        let app = Application(terminal: terminal, clock: TestClock<Duration>())
        app.rootViewController = nav
        let loading = AppDriver(application: app, terminal: terminal)
        loading.start()
        app.handle(.key(.character("x")))
        app.render()
        #expect(terminal.screenText.joined().contains("Loading…"))
        #expect(field.text.isEmpty, "keys are swallowed while the HUD shows")
        screen.open()
        await loading.runUntilIdle()
        #expect(terminal.screenText[1] == "Loaded 已加载")
        #expect(!terminal.screenText.joined().contains("Loading…"))
        await loading.type("ok")
        #expect(field.text == "ok", "keys reach the field once the HUD is gone")
    }
}
