import Domain
import Foundation
import Testing
import VIPERLogic

/// The to-do presenters with a fake view, a fake interactor and a fake router (VIPER-TODO's
/// `ListPresenterTest` and `AddPresenterTest`, in Swift Testing).
@MainActor
@Suite("VIPER to-do presenters")
struct TodoPresenterTests {
    let interactor = FakeUpcomingInteractor()
    let router = FakeTodoRouter()
    let view = FakeUpcomingView()

    func upcoming(_ language: Language = .english) -> UpcomingPresenter {
        let presenter = UpcomingPresenter(interactor: interactor, router: router, strings: Localizer(language))
        presenter.view = view
        return presenter
    }

    static func groups(_ language: Language) -> [UpcomingGroup] {
        UpcomingSchedule(today: Day("2027-01-02")!, firstWeekday: language.firstWeekday).groups(for: [
            TodoItem(id: 1, name: "Rent", dueDate: Day("2027-01-02")!, createdAt: .distantPast),
            TodoItem(id: 2, name: "Call", dueDate: Day("2027-01-03")!, createdAt: .distantPast),
        ])
    }

    @Test("viewDidLoad sets the title and asks the interactor to find the items")
    func load() async {
        let presenter = upcoming()
        presenter.viewDidLoad()
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.title == "Upcoming" && interactor.finds == 1)
    }

    @Test("found items become sections with titles and weekday details, in the screen's language")
    func displayData() {
        upcoming().interactorDidFindUpcomingItems(Self.groups(.english))
        #expect(view.sections == [
            UpcomingSectionDisplayData(title: "Today", rows: [UpcomingRowDisplayData(id: 1, title: "Rent", detail: "")]),
            UpcomingSectionDisplayData(title: "Next Week", rows: [UpcomingRowDisplayData(id: 2, title: "Call", detail: "Sunday")]),
        ])
        upcoming(.simplifiedChinese).interactorDidFindUpcomingItems(Self.groups(.simplifiedChinese))
        #expect(view.sections?.map(\.title) == ["今天", "明天"] && view.sections?.last?.rows.first?.detail == "星期日")
    }

    @Test("nothing found shows No upcoming items; a failure shows the error with the retry hint")
    func emptyAndError() {
        let presenter = upcoming()
        presenter.interactorDidFindUpcomingItems([])
        #expect(view.noContent == "No upcoming items")
        presenter.interactorDidFailToFindItems(.offline("refused"))
        #expect(view.error?.hint == "press r to retry")
        presenter.interactorDidFailToDeleteItem(.storage("x"))
        #expect(view.toasts == ["Couldn't read or save data on this device."])
    }

    @Test("add goes to the router with the presenter as the Add module's delegate; a save finds again and selects the item")
    func add() async throws {
        let presenter = upcoming()
        presenter.addNewItem()
        let delegate = try #require(router.addDelegates.first)
        #expect(delegate === presenter)
        delegate.addModuleDidSaveItem(TodoItem(id: 2, name: "Call", dueDate: Day("2027-01-03")!, createdAt: .distantPast))
        await presenter.pendingWork.waitUntilIdle()
        #expect(interactor.finds == 1)
        presenter.interactorDidFindUpcomingItems(Self.groups(.english))
        #expect(view.selected == [2])
        presenter.interactorDidFindUpcomingItems(Self.groups(.english))
        #expect(view.selected == [2], "selected once, not on every later refresh")
    }

    @Test("delete asks a destructive question first; only OK reaches the interactor")
    func delete() async {
        let presenter = upcoming()
        view.answer = false
        presenter.deleteItem(id: 1)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.confirmations.first?.message == "Delete this item?" && view.confirmations.first?.isDestructive == true)
        #expect(interactor.deletes.isEmpty)
        view.answer = true
        presenter.deleteItem(id: 1)
        await presenter.pendingWork.waitUntilIdle()
        #expect(interactor.deletes == [1])
    }

    // MARK: Add

    func add(_ addInteractor: FakeAddTodoInteractor, view addView: FakeAddTodoView, delegate: FakeAddTodoModuleDelegate,
             _ language: Language = .english) -> AddTodoPresenter {
        let presenter = AddTodoPresenter(interactor: addInteractor, router: router, strings: Localizer(language))
        addInteractor.output = presenter
        presenter.view = addView
        presenter.delegate = delegate
        return presenter
    }

    @Test("the Add sheet's texts and today's date")
    func addTexts() {
        let addView = FakeAddTodoView(), delegate = FakeAddTodoModuleDelegate()
        add(FakeAddTodoInteractor(), view: addView, delegate: delegate, .simplifiedChinese).viewDidLoad()
        #expect(addView.texts?.title == "添加" && addView.texts?.dueDate == "截止日期" && addView.texts?.cancel == "取消")
        #expect(addView.dueDate == "2026-12-31")
    }

    @Test("a step shows the interactor's day and clears the error")
    func addStep() {
        let addView = FakeAddTodoView(), delegate = FakeAddTodoModuleDelegate()
        let presenter = add(FakeAddTodoInteractor(), view: addView, delegate: delegate)
        addView.error = "Enter a name"
        presenter.stepDueDate(from: "2026-12-31", by: -3)
        #expect(addView.dueDate == "2026-12-31" && addView.error.isEmpty)
        presenter.stepDueDate(from: "2026-12-31", by: 2)
        #expect(addView.dueDate == "2027-01-02")
    }

    @Test("save goes to the interactor once; success dismisses through the router and tells the delegate")
    func addSave() async {
        let addInteractor = FakeAddTodoInteractor(), addView = FakeAddTodoView(), delegate = FakeAddTodoModuleDelegate()
        let presenter = add(addInteractor, view: addView, delegate: delegate)
        presenter.save(name: "Pay", dueDateText: "2027-01-01")
        presenter.save(name: "Pay", dueDateText: "2027-01-01")
        await presenter.pendingWork.waitUntilIdle()
        #expect(addInteractor.saves.count == 1)
        let item = TodoItem(id: 9, name: "Pay", dueDate: Day("2027-01-01")!, createdAt: .distantPast)
        presenter.interactorDidSaveItem(item)
        #expect(router.dismissals == 1 && delegate.saved == [item])
    }

    @Test("a rejected save shows the message and allows another try; cancel dismisses and tells the delegate")
    func addRejectAndCancel() async {
        let addInteractor = FakeAddTodoInteractor(), addView = FakeAddTodoView(), delegate = FakeAddTodoModuleDelegate()
        let presenter = add(addInteractor, view: addView, delegate: delegate)
        presenter.save(name: "", dueDateText: "2027-01-01")
        presenter.interactorDidFailToSaveItem(.invalidInput(.emptyName))
        #expect(addView.error == "Enter a name" && router.dismissals == 0)
        presenter.save(name: "Pay", dueDateText: "2027-01-01")
        await presenter.pendingWork.waitUntilIdle()
        #expect(addInteractor.saves.count == 2)
        presenter.cancel()
        #expect(router.dismissals == 1 && delegate.cancels == 1 && delegate.saved.isEmpty)
    }

    @Test("save is one at a time while it runs: a saved item lets the next save go")
    func addSaveAfterSuccess() async {
        let addInteractor = FakeAddTodoInteractor(), addView = FakeAddTodoView(), delegate = FakeAddTodoModuleDelegate()
        let presenter = add(addInteractor, view: addView, delegate: delegate)
        presenter.save(name: "Pay", dueDateText: "2027-01-01")
        await presenter.pendingWork.waitUntilIdle()
        presenter.interactorDidSaveItem(TodoItem(id: 9, name: "Pay", dueDate: Day("2027-01-01")!, createdAt: .distantPast))
        presenter.save(name: "Call", dueDateText: "2027-01-02")
        await presenter.pendingWork.waitUntilIdle()
        #expect(addInteractor.saves.count == 2)
    }
}
