import Domain
import MVPPresenters
import Testing

/// The Add sheet's presenter with a fake view, the in-memory store and a pinned clock.
@MainActor
@Suite("MVP Add to-do presenter")
struct AddTodoPresenterTests {
    let store = InMemoryTodoStore(dates: todoDates("2026-12-31"))
    let view = FakeAddTodoView()

    func opened(_ language: Language = .english) -> AddTodoPresenter {
        let presenter = AddTodoPresenter(store: store, dates: todoDates("2026-12-31"), strings: Localizer(language))
        presenter.view = view
        presenter.viewDidLoad()
        return presenter
    }

    @Test("the texts, and the date field starts at today")
    func opens() {
        _ = opened(.simplifiedChinese)
        #expect(view.texts?.title == "添加" && view.texts?.save == "保存" && view.texts?.dueDatePlaceholder == "YYYY-MM-DD")
        #expect(view.enteredDueDate == "2026-12-31")
    }

    @Test("←/→ move a day across the year's end, never before today, and clear the error")
    func steps() {
        let presenter = opened()
        presenter.didStepDueDate(by: -1)
        #expect(view.enteredDueDate == "2026-12-31")
        presenter.didStepDueDate(by: 1)
        #expect(view.enteredDueDate == "2027-01-01")
        view.error = "old"
        view.enteredDueDate = "2026-1"          // half typed: steps from today
        presenter.didStepDueDate(by: 2)
        #expect(view.enteredDueDate == "2027-01-02" && view.error.isEmpty)
    }

    @Test("an empty name, a malformed date and a past date each say so and save nothing", arguments: [
        ("  ", "2026-12-31", "Enter a name"),
        ("Pay", "2026-13-01", "Enter the date as YYYY-MM-DD"),
        ("Pay", "2026-12-30", "The due date can't be before today"),
    ])
    func errors(name: String, date: String, message: String) async {
        let presenter = opened()
        view.enteredName = name
        view.enteredDueDate = date
        presenter.didPressSave()
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.error == message)
        #expect(view.closed == 0)
        #expect(await store.calls(to: .add) == 0)
    }

    @Test("save stores the trimmed name once, closes, and reports the item")
    func saves() async throws {
        let presenter = opened()
        var saved: [TodoItem] = []
        presenter.onSaved = { saved.append($0) }
        view.enteredName = "  Pay the rent "
        presenter.didPressSave()
        presenter.didPressSave()                    // a second press while saving does nothing
        await presenter.pendingWork.waitUntilIdle()
        #expect(saved.map(\.name) == ["Pay the rent"] && view.closed == 1)
        #expect(try await store.items(in: Day("2026-12-31")!...Day("2026-12-31")!).count == 1)
    }

    @Test("a failed save shows the error and keeps the sheet open; cancel closes without saving")
    func failureAndCancel() async {
        let presenter = opened()
        await store.failNext(.add, with: .storage("disk full"))
        view.enteredName = "Pay"
        presenter.didPressSave()
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.error == "Couldn't read or save data on this device." && view.closed == 0)
        presenter.didPressCancel()
        #expect(view.closed == 1)
    }

    @Test("a valid save clears the last error at once; after a failed save the next save is sent")
    func saveAgain() async {
        let presenter = opened()
        await store.failNext(.add)
        view.enteredName = "Pay"
        presenter.didPressSave()
        await presenter.pendingWork.waitUntilIdle()
        #expect(!view.error.isEmpty && view.closed == 0)
        presenter.didPressSave()
        #expect(view.error.isEmpty)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.closed == 1)
        #expect(await store.calls(to: .add) == 2)
    }
}
