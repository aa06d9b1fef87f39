import Domain
import MVVMViewModels
import Testing

/// The Add sheet's view model: its outputs follow its inputs; Save checks, saves once, reports.
@MainActor
@Suite("MVVM Add to-do view model")
struct AddTodoViewModelTests {
    let store = InMemoryTodoStore(dates: todoClock("2026-12-31"))

    func sheet(_ language: Language = .english, saved: @escaping @MainActor (TodoItem) -> Void = { _ in }) -> AddTodoViewModel {
        AddTodoViewModel(store: store, dates: todoClock("2026-12-31"), strings: Localizer(language), didSave: saved)
    }

    @Test("the texts in the language, and the date starts at today")
    func texts() {
        let add = sheet(.simplifiedChinese)
        #expect(add.texts.title == "添加" && add.texts.name == "名称" && add.texts.save == "保存" && add.texts.cancel == "取消")
        #expect(add.dueDateText == "2026-12-31" && add.name.isEmpty && !add.isFinished)
    }

    @Test("←/→ move the date across the year's end, never before today; a typed date is stepped from")
    func steps() {
        let add = sheet()
        add.stepDueDate(by: -1)
        #expect(add.dueDateText == "2026-12-31")
        add.stepDueDate(by: 1)
        #expect(add.dueDateText == "2027-01-01")
        add.dueDateChanged("2028-02-28")
        add.stepDueDate(by: 1)
        #expect(add.dueDateText == "2028-02-29")
    }

    @Test("an empty name, a malformed date and a past date each say so and save nothing", arguments: [
        (" ", "2026-12-31", "Enter a name"),
        ("Pay", "2026-12", "Enter the date as YYYY-MM-DD"),
        ("Pay", "2026-12-30", "The due date can't be before today"),
    ])
    func errors(name: String, date: String, message: String) async {
        let add = sheet()
        add.nameChanged(name)
        add.dueDateChanged(date)
        add.saveTapped()
        await add.pendingWork.waitUntilIdle()
        #expect(add.errorMessage == message && !add.isFinished)
        #expect(await store.calls(to: .add) == 0)
        add.stepDueDate(by: 1)
        #expect(add.errorMessage.isEmpty, "a step clears the error")
    }

    @Test("save stores the trimmed name once, finishes, and reports the item")
    func saves() async {
        var saved: [TodoItem] = []
        let add = sheet { saved.append($0) }
        add.nameChanged("  Pay the rent ")
        add.saveTapped()
        #expect(add.isSaving)
        add.saveTapped()
        await add.pendingWork.waitUntilIdle()
        #expect(saved.map(\.name) == ["Pay the rent"] && add.isFinished && !add.isSaving)
        #expect(await store.calls(to: .add) == 1)
    }

    @Test("a failed save shows the error and stays open; cancel finishes without saving")
    func failureAndCancel() async {
        var saved: [TodoItem] = []
        let add = sheet { saved.append($0) }
        await store.failNext(.add, with: .storage("disk full"))
        add.nameChanged("Pay")
        add.saveTapped()
        await add.pendingWork.waitUntilIdle()
        #expect(add.errorMessage == "Couldn't read or save data on this device." && !add.isFinished)
        add.cancelTapped()
        #expect(add.isFinished && saved.isEmpty)
    }
}
