import Testing
import TerminalUI
import TerminalUITesting

@MainActor
@Suite struct LifecycleTests {
    @Test func rootAppearsWhenTheAppStarts() async {
        let log = Log()
        let a = LifecycleViewController("A", log: log)
        let nav = NavigationController(rootViewController: a)
        #expect(log.take().isEmpty, "views load lazily")
        _ = await AppDriver(size: Size(width: 40, height: 10), rootViewController: nav)
        #expect(log.take() == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
        #expect(a.appearanceState == .appeared)
    }

    @Test func pushAndPop() async {
        let log = Log()
        let a = LifecycleViewController("A", log: log)
        let nav = NavigationController(rootViewController: a)
        let driver = await AppDriver(size: Size(width: 40, height: 10), rootViewController: nav)
        _ = log.take()
        let b = LifecycleViewController("B", log: log)
        nav.pushViewController(b, animated: true)
        #expect(log.take() == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(b.navigationController === nav && b.parent === nav)
        #expect(nav.viewControllers.count == 2)
        await driver.runUntilIdle()
        #expect(driver.screenText[0].contains("B"))
        let popped = nav.popViewController(animated: true)
        #expect(popped === b)
        #expect(log.take() == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(b.parent == nil && b.appearanceState == .disappeared)
    }

    @Test func popToRoot() async {
        let log = Log()
        let a = LifecycleViewController("A", log: log)
        let nav = NavigationController(rootViewController: a)
        let driver = await AppDriver(size: Size(width: 40, height: 10), rootViewController: nav)
        defer { withExtendedLifetime(driver) {} }
        let b = LifecycleViewController("B", log: log), c = LifecycleViewController("C", log: log)
        nav.pushViewController(b)
        nav.pushViewController(c)
        _ = log.take()
        let popped = nav.popToRootViewController()
        #expect(popped?.count == 2)
        #expect(log.take() == ["C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear"])
        #expect(nav.viewControllers.count == 1)
    }

    @Test func presentAndDismissFullScreen() async {
        let log = Log()
        let a = LifecycleViewController("A", log: log)
        let nav = NavigationController(rootViewController: a)
        let driver = await AppDriver(size: Size(width: 40, height: 10), rootViewController: nav)
        _ = log.take()
        let modal = LifecycleViewController("M", log: log)
        let label = Label(text: "Modal screen")
        var completed = false
        a.present(modal, animated: true) { completed = true }
        modal.view.addSubview(label)
        label.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        #expect(completed)
        #expect(log.take() == ["M.viewDidLoad", "A.viewWillDisappear", "M.viewWillAppear", "A.viewDidDisappear", "M.viewDidAppear"])
        #expect(a.presentedViewController === modal)
        #expect(modal.presentingViewController === nav, "presented from the outermost container, as in UIKit")
        await driver.runUntilIdle()
        #expect(driver.screenText[0] == "Modal screen", "a full-screen presentation covers the navigation bar")
        modal.dismiss(animated: true)
        #expect(log.take() == ["M.viewWillDisappear", "A.viewWillAppear", "M.viewDidDisappear", "A.viewDidAppear"])
        #expect(a.presentedViewController == nil)
        await driver.runUntilIdle()
        #expect(driver.screenText[0].contains("A"))
    }

    @Test func overFullScreenPresentationKeepsThePresenterOnScreen() async {
        let log = Log()
        let a = LifecycleViewController("A", log: log)
        let driver = await AppDriver(size: Size(width: 40, height: 10), rootViewController: NavigationController(rootViewController: a))
        _ = log.take()
        let alert = AlertController(title: "Hi", message: nil)
        alert.addAction(AlertAction(title: "OK"))
        a.present(alert)
        #expect(log.take().isEmpty, "the presenter does not disappear under an alert")
        await driver.runUntilIdle()
        #expect(driver.screenText[0].contains("A"), "still drawn under the dimmed layer")
        #expect(driver.cell(x: 20, y: 0).style.attributes.contains(.dim))
    }

    @Test func customContainerForwardsAppearance() async {
        let log = Log()
        let parent = LifecycleViewController("P", log: log)
        let driver = await AppDriver(size: Size(width: 40, height: 10), rootViewController: parent)
        defer { withExtendedLifetime(driver) {} }
        _ = log.take()
        let child = LifecycleViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.take() == ["C.viewDidLoad", "C.viewWillAppear", "C.viewDidAppear"])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == ["C.viewWillDisappear", "C.viewDidDisappear"])
    }
}

@MainActor
@Suite struct NavigationTests {
    @Test func titleBarShowsTitleAndBack() async {
        let root = ViewController()
        root.title = "Feed 动态"
        let nav = NavigationController(rootViewController: root)
        let driver = await AppDriver(size: Size(width: 40, height: 8), rootViewController: nav)
        let bar = driver.screenText[0]
        #expect(bar.contains("Feed 动态"))
        #expect(!bar.contains("‹ Back"))
        // Centred: equal margins (within one cell).
        let x = driver.position(of: "Feed 动态")!.x
        #expect(abs(x - (40 - TextWidth.width(of: "Feed 动态")) / 2) <= 1)
        #expect(driver.cell(x: 0, y: 0).style.attributes.contains(.inverse))

        let detail = ViewController()
        detail.title = "Detail"
        nav.pushViewController(detail)
        await driver.runUntilIdle()
        #expect(driver.screenText[0].hasPrefix(" ‹ Back"))
        #expect(driver.screenText[0].contains("Detail"))
        await driver.press(.escape)
        #expect(nav.topViewController === root)
        #expect(!driver.screenText[0].contains("‹ Back"))
        nav.pushViewController(detail)
        await driver.press(.backspace)
        #expect(nav.topViewController === root)
        await driver.press(.escape)
        #expect(nav.topViewController === root, "Esc at the root does nothing")
    }

    @Test func focusedTextFieldKeepsBackspaceButEscGoesBack() async {
        let root = ViewController()
        root.title = "Root"
        let nav = NavigationController(rootViewController: root)
        let driver = await AppDriver(size: Size(width: 40, height: 8), rootViewController: nav)
        let form = ViewController()
        form.title = "Form"
        let field = TextField(text: "ab")
        field.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        form.view.addSubview(field)
        nav.pushViewController(form)
        await driver.runUntilIdle()
        #expect(field.isFirstResponder)
        await driver.press(.backspace)
        #expect(field.text == "a")
        #expect(nav.topViewController === form)
        await driver.press(.escape)
        #expect(nav.topViewController === root)
    }

    @Test func focusComesBackAfterPop() async {
        let list = ListViewController(title: "List", rows: ["a", "b", "c"])
        let search = TextField(placeholder: "Search")
        let nav = NavigationController(rootViewController: list)
        let driver = await AppDriver(size: Size(width: 40, height: 8), rootViewController: nav)
        list.view.addSubview(search)
        search.frame = Rect(x: 0, y: 6, width: 20, height: 1)
        await driver.press(.tab)
        #expect(search.isFirstResponder)
        await driver.press(.tab)
        #expect(list.tableView.isFirstResponder)
        nav.pushViewController(ViewController())
        await driver.runUntilIdle()
        #expect(!list.tableView.isFirstResponder)
        await driver.press(.escape)
        #expect(list.tableView.isFirstResponder, "the view focused before the push gets focus back")
    }

    @Test func rightBarButtonItemKeyAndDelegate() async {
        final class Spy: NavigationControllerDelegate {
            var shown: [String] = []
            func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
                shown.append(viewController.title ?? "")
            }
        }
        let root = ViewController()
        root.title = "Root"
        var added = 0
        root.navigationItem.rightBarButtonItem = BarButtonItem(title: "n New", key: .character("n")) { added += 1 }
        let nav = NavigationController(rootViewController: root)
        let spy = Spy()
        nav.delegate = spy
        let driver = await AppDriver(size: Size(width: 40, height: 8), rootViewController: nav)
        #expect(driver.screenText[0].hasSuffix("n New"))
        await driver.press("n")
        #expect(added == 1)
        let next = ViewController()
        next.title = "Next"
        nav.pushViewController(next)
        #expect(spy.shown == ["Next"])
    }

    @Test func keyCommandsOfTheTopScreen() async {
        let root = ViewController()
        var fired: [String] = []
        root.keyCommands = [KeyCommand(input: .character("x")) { fired.append("x") }]
        let driver = await AppDriver(size: Size(width: 40, height: 8), rootViewController: NavigationController(rootViewController: root))
        await driver.press("x")
        await driver.press("y")
        #expect(fired == ["x"])
    }

    /// A view that takes focus and uses every key it is given.
    final class KeyEater: View {
        var eaten: [Key] = []
        override var canBecomeFirstResponder: Bool { true }
        override func handleKey(_ key: Key) -> Bool { eaten.append(key); return true }
    }

    /// A screen whose root view holds a focused `KeyEater` and offers two commands: Tab with
    /// priority (and a hint), `z` without.
    final class CommandScreen: ViewController {
        let eater = KeyEater()
        var fired: [Key] = []
        override func viewDidLoad() {
            view.addSubview(eater)
            eater.frame = Rect(x: 0, y: 0, width: 4, height: 1)
            keyCommands = [
                KeyCommand(inputs: [.tab, .backTab], hint: KeyHint("Tab", .text("Switch")), wantsPriorityOverSystemBehavior: true) {
                    [weak self] key in self?.fired.append(key)
                },
                KeyCommand(input: .character("z"), hint: KeyHint("z", .text("Zed"))) { [weak self] in self?.fired.append(.character("z")) },
            ]
        }
        override var preferredFocusedView: View? { eater }
    }

    @Test func aCommandWithPriorityRunsBeforeTheFocusedViewAndOneWithoutOnlyWhenNothingBelowUsedTheKey() async {
        let screen = CommandScreen()
        let driver = await AppDriver(size: Size(width: 40, height: 6), rootViewController: NavigationController(rootViewController: screen))
        driver.application.showsKeyHints = true
        await driver.press(.tab)
        await driver.press(.backTab)
        await driver.press("z")
        #expect(screen.fired == [.tab, .backTab], "z went to the focused view, which used it")
        #expect(screen.eater.eaten == [.character("z")])
        #expect(driver.screenText[5].contains("Tab Switch") && driver.screenText[5].contains("z Zed"), "both commands' hints show")
        screen.eater.isHidden = true
        screen.eater.resignFirstResponder()
        await driver.press("z")
        #expect(screen.fired == [.tab, .backTab, .character("z")])
        let alert = AlertController(title: "Sure?", message: nil)
        alert.addAction(AlertAction(title: "OK"))
        screen.present(alert, animated: false)
        await driver.press(.tab)
        #expect(screen.fired.count == 3, "a modal's chain does not reach the screen below")
    }
}

@MainActor
@Suite struct AlertTests {
    func makeAlert(_ log: Log) -> AlertController {
        let alert = AlertController(title: "Remove your like?", message: "You can like it again later.")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.add("cancel") })
        alert.addAction(AlertAction(title: "OK") { _ in log.add("ok") })
        return alert
    }

    func makeDriver() async -> (AppDriver, ListViewController) {
        let list = ListViewController(title: "Feed", rows: ["one", "two", "three"])
        let driver = await AppDriver(size: Size(width: 60, height: 16), rootViewController: NavigationController(rootViewController: list))
        return (driver, list)
    }

    @Test func enterChoosesTheFocusedDefaultAction() async {
        let (driver, list) = await makeDriver()
        let log = Log()
        list.present(makeAlert(log))
        await driver.runUntilIdle()
        #expect(driver.contains("Remove your like?"))
        #expect(driver.contains("You can like it again later."))
        #expect(driver.contains("[ Cancel ]  [ OK ]"))
        let ok = driver.position(of: "[ OK ]")!
        #expect(driver.cell(x: ok.x, y: ok.y).style.attributes.contains(.inverse), "OK is focused first")
        // The box is centred and the content under it is dimmed.
        let title = driver.position(of: "Remove your like?")!
        #expect(abs(title.x - (60 - 17) / 2) <= 1)
        #expect(driver.cell(x: 2, y: 1).style.attributes.contains(.dim))
        await driver.press("j")
        #expect(list.tableView.indexPathForSelectedRow?.row == 0, "keys do not reach the screen under the alert")
        await driver.press(.enter)
        #expect(log.entries == ["ok"])
        #expect(list.presentedViewController == nil)
        #expect(!driver.contains("Remove your like?"))
        #expect(!driver.cell(x: 2, y: 1).style.attributes.contains(.dim))
        await driver.press("j")
        #expect(list.tableView.indexPathForSelectedRow?.row == 1, "focus is back on the table")
    }

    @Test func escapeChoosesCancel() async {
        let (driver, list) = await makeDriver()
        let log = Log()
        let nav = list.navigationController!
        nav.pushViewController(ViewController())
        nav.topViewController!.present(makeAlert(log))
        await driver.press(.escape)
        #expect(log.entries == ["cancel"])
        #expect(nav.viewControllers.count == 2, "Esc closed the alert, not the pushed screen")
    }

    @Test func arrowsAndTabMoveBetweenButtons() async {
        let (driver, list) = await makeDriver()
        let log = Log()
        let alert = makeAlert(log)
        list.present(alert)
        await driver.press(.left)
        #expect(alert.focusedIndex == 0)
        let cancel = driver.position(of: "[ Cancel ]")!
        #expect(driver.cell(x: cancel.x, y: cancel.y).style.attributes.contains(.inverse))
        await driver.press(.left)
        #expect(alert.focusedIndex == 0, "← stops at the left-most button")
        await driver.press(.right)
        #expect(alert.focusedIndex == 1)
        await driver.press(.right)
        #expect(alert.focusedIndex == 1, "→ stops at the right-most button")
        await driver.press(.tab)
        #expect(alert.focusedIndex == 0, "Tab wraps around")
        await driver.press(.enter)
        #expect(log.entries == ["cancel"])
    }

    @Test func globalBindingsStillWorkUnderAnAlert() async {
        let (driver, list) = await makeDriver()
        var quits = 0
        driver.application.bind(.ctrl("c")) { quits += 1 }
        list.present(makeAlert(Log()))
        await driver.press(.ctrl("c"))
        #expect(quits == 1)
    }

    @Test func destructiveActionAndNoCancel() async {
        let (driver, list) = await makeDriver()
        let log = Log()
        let alert = AlertController(title: "Delete?", message: nil)
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in log.add("delete") })
        list.present(alert)
        await driver.press(.escape)
        #expect(list.presentedViewController === alert, "without a cancel action Esc does nothing")
        let delete = driver.position(of: "[ Delete ]")!
        #expect(driver.cell(x: delete.x + 2, y: delete.y).style.foreground == .red)
        await driver.press(.enter)
        #expect(log.entries == ["delete"])
    }
}
