import Domain
import TerminalUI
import TerminalUITesting
import Testing
@testable import VIPER
import VIPERLogic

/// An `Upcoming` presenter that records the events its view forwards.
@MainActor
final class FakeUpcomingEventHandler: UpcomingModuleInterface {
    enum Event: Equatable { case viewDidLoad, refresh, add, delete(TodoItem.ID) }
    let pendingWork = PendingWork()
    var events: [Event] = []
    func viewDidLoad() { events.append(.viewDidLoad) }
    func refresh() { events.append(.refresh) }
    func addNewItem() { events.append(.add) }
    func deleteItem(id: TodoItem.ID) { events.append(.delete(id)) }
}

/// An Add presenter that records the events its view forwards.
@MainActor
final class FakeAddTodoEventHandler: AddTodoModuleInterface {
    enum Event: Equatable { case viewDidLoad, step(String, Int), save(String, String), cancel }
    let pendingWork = PendingWork()
    var events: [Event] = []
    func viewDidLoad() { events.append(.viewDidLoad) }
    func stepDueDate(from text: String, by days: Int) { events.append(.step(text, days)) }
    func save(name: String, dueDateText: String) { events.append(.save(name, dueDateText)) }
    func cancel() { events.append(.cancel) }
}

/// The to-do views with fake presenters (VIPER-TODO's view tests): they draw what they are
/// given and forward every key.
@MainActor
@Suite("VIPER to-do views")
struct TodoViewsTests {
    static let sections = [
        UpcomingSectionDisplayData(title: "Today", rows: [UpcomingRowDisplayData(id: 4, title: "Rent", detail: "")]),
        UpcomingSectionDisplayData(title: "Next Week", rows: [
            UpcomingRowDisplayData(id: 7, title: "Call", detail: "Sunday"),
            UpcomingRowDisplayData(id: 9, title: "Lunch", detail: "Thursday"),
        ]),
    ]

    @Test("the list draws its sections, selects what it is told, and forwards a, +, d, Delete and r")
    func list() async {
        let handler = FakeUpcomingEventHandler()
        let screen = UpcomingViewController(eventHandler: handler)
        let driver = await AppDriver(size: Size(width: 60, height: 12), rootViewController: NavigationController(rootViewController: screen))
        #expect(handler.events == [.viewDidLoad])
        screen.showUpcomingDisplayData(Self.sections)
        screen.selectItem(id: 9)
        await driver.runUntilIdle()
        #expect(driver.screenText[1] == "Today")
        #expect(driver.screenText[4].hasPrefix(" Call") && driver.screenText[4].contains("Sunday"))
        await driver.press(.character("d"))
        await driver.press(.up)
        await driver.press(.delete)
        await driver.press(.character("a"))
        await driver.press(.character("+"))
        await driver.press(.character("r"))
        #expect(handler.events == [.viewDidLoad, .delete(9), .delete(7), .add, .add, .refresh])
    }

    @Test("the list shows the empty message and the error in place of the rows; d with no rows does nothing")
    func emptyAndError() async {
        let handler = FakeUpcomingEventHandler()
        let screen = UpcomingViewController(eventHandler: handler)
        let driver = await AppDriver(size: Size(width: 60, height: 12), rootViewController: NavigationController(rootViewController: screen))
        screen.showNoContentMessage("No upcoming items")
        await driver.runUntilIdle()
        #expect(driver.contains("No upcoming items"))
        await driver.press(.character("d"))
        #expect(handler.events == [.viewDidLoad])
        screen.showError(ListError(message: "Couldn't read or save data on this device.", hint: "press r to retry"))
        await driver.runUntilIdle()
        #expect(driver.contains("press r to retry") && !driver.contains("No upcoming items"))
    }

    @Test("the sheet forwards Save with the form's contents, ←/→ with the date, Cancel and Esc")
    func sheet() async {
        let handler = FakeAddTodoEventHandler()
        let sheet = AddTodoViewController(eventHandler: handler)
        let root = ViewController()
        let driver = await AppDriver(size: Size(width: 80, height: 24), rootViewController: NavigationController(rootViewController: root))
        root.present(sheet)
        await driver.runUntilIdle()
        #expect(handler.events == [.viewDidLoad])
        sheet.setTexts(AddTodoTexts(title: "Add", name: "Name", dueDate: "Due date", dueDatePlaceholder: "YYYY-MM-DD",
                                           save: "Save", cancel: "Cancel"))
        sheet.setDueDate("2026-12-31")
        await driver.type("Pay")
        await driver.press(.enter)
        await driver.press(.tab)
        await driver.press(.right)
        await driver.press(.tab)
        await driver.press(.tab)
        await driver.press(.enter)
        await driver.press(.escape)
        #expect(handler.events == [.viewDidLoad, .save("Pay", "2026-12-31"), .step("2026-12-31", 1), .cancel, .cancel])
        sheet.showFormError("Enter a name")
        await driver.runUntilIdle()
        #expect(driver.contains("Enter a name") && driver.contains("Due date  2026-12-31"))
    }

    @Test("the list offers no Enter Select, and new data ends pull to refresh")
    func listHintsAndRefresh() async {
        let handler = FakeUpcomingEventHandler()
        let screen = UpcomingViewController(eventHandler: handler)
        let driver = await AppDriver(size: Size(width: 60, height: 12), rootViewController: NavigationController(rootViewController: screen))
        screen.showUpcomingDisplayData(Self.sections)
        await driver.runUntilIdle()
        let hints = driver.firstResponder?.keyHints.map(\.action) ?? []
        #expect(hints.contains(.move) && !hints.contains(.select))
        await driver.press(.character("r"))
        #expect(driver.contains("Refreshing…"))
        screen.showUpcomingDisplayData(Self.sections)
        await driver.runUntilIdle()
        #expect(!driver.contains("Refreshing…"))
        #expect(handler.events == [.viewDidLoad, .refresh])
    }
}
