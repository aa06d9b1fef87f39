import SceneViews
import TerminalUI
import TerminalUITesting
import Testing

/// Shows an ``AddTodoFormView`` as a sheet, the way every pattern's Add screen does.
@MainActor
final class FormHost: SheetController {
    let form = AddTodoFormView()
    var saves = 0, cancels = 0
    var steps: [Int] = []

    override func loadView() {
        form.setTitles(title: "Add", name: "Name", dueDate: "Due date", save: "Save", cancel: "Cancel")
        form.dueDateText = "2026-12-31"
        form.onSave = { [weak self] in self?.saves += 1 }
        form.onCancel = { [weak self] in self?.cancels += 1 }
        form.onStepDueDate = { [weak self] in self?.steps.append($0) }
        view = form
    }

    override var preferredFocusedView: View? { form.nameField }
}

@MainActor
@Suite("The Add form and its date field")
struct AddTodoFormViewTests {
    func shown() async -> (AppDriver, FormHost) {
        let root = ViewController()
        let driver = await AppDriver(size: Size(width: 80, height: 24), rootViewController: NavigationController(rootViewController: root))
        let host = FormHost()
        root.present(host, animated: true)
        await driver.runUntilIdle()
        return (driver, host)
    }

    @Test("Name has the focus; Tab goes to the date, Save, Cancel and round again")
    func focusOrder() async {
        let (driver, host) = await shown()
        #expect(driver.firstResponder === host.form.nameField)
        for expected in [host.form.dueDateField, host.form.saveButton, host.form.cancelButton, host.form.nameField] as [View] {
            await driver.press(.tab)
            #expect(driver.firstResponder === expected)
        }
        await driver.press(.backTab)
        #expect(driver.firstResponder === host.form.cancelButton)
    }

    @Test("Enter in either field saves, like Save; Cancel cancels")
    func enter() async {
        let (driver, host) = await shown()
        await driver.press(.enter)
        await driver.press(.tab)
        await driver.press(.enter)
        await driver.press(.tab)
        await driver.press(.enter)
        #expect(host.saves == 3)
        await driver.press(.tab)
        await driver.press(.enter)
        #expect(host.cancels == 1)
    }

    @Test("←/→ in the date field ask for a step and never move the cursor")
    func steps() async {
        let (driver, host) = await shown()
        await driver.press(.tab)
        await driver.press(.left)
        await driver.press(.right, times: 2)
        #expect(host.steps == [-1, 1, 1])
        #expect(host.form.dueDateText == "2026-12-31", "the owner decides the new date")
    }

    @Test("typed digits start a new date and get their dashes; letters are ignored; Backspace takes a digit")
    func typing() async {
        let (driver, host) = await shown()
        await driver.press(.tab)
        await driver.type("2027")
        #expect(host.form.dueDateText == "2027")
        await driver.type("0q1x-05d")
        #expect(host.form.dueDateText == "2027-01-05")
        await driver.type("9")
        #expect(host.form.dueDateText == "2027-01-05", "eight digits at most")
        await driver.press(.backspace)
        #expect(host.form.dueDateText == "2027-01-0")
        await driver.paste("date: 2028/02/29!")
        #expect(host.form.dueDateText == "2028-02-29")
        #expect(host.saves == 0 && host.cancels == 0)
    }

    @Test("after a step, the next digit starts a new date")
    func digitAfterStep() async {
        let (driver, host) = await shown()
        await driver.press(.tab)
        await driver.press(.backspace)
        await driver.press(.right)
        host.form.dueDateText = "2027-01-01"     // what the owner would set
        await driver.type("2")
        #expect(host.form.dueDateText == "2")
    }

    @Test("format puts the dashes after the year and the month")
    func format() {
        #expect(DueDateField.format(digits: "") == "")
        #expect(DueDateField.format(digits: "20261") == "2026-1")
        #expect(DueDateField.format(digits: "2026123199") == "2026-12-31")
    }

    @Test("the error line shows under the buttons")
    func error() async {
        let (driver, host) = await shown()
        host.form.error = "Enter a name"
        await driver.runUntilIdle()
        let save = driver.position(of: "[ Save ]")!
        #expect(driver.position(of: "Enter a name") == Point(x: save.x, y: save.y + 1))
    }
}
