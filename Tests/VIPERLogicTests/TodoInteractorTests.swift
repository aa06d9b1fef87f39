import Domain
import Testing
import VIPERLogic

/// The to-do interactors with a fake data manager and a fixed clock (VIPER-TODO's
/// `ListInteractorTest` and `AddInteractorTest`, in Swift Testing).
@MainActor
@Suite("VIPER to-do interactors")
struct TodoInteractorTests {
    @Test("Upcoming asks the data manager for today through the end of next week, in the clock's weeks")
    func findRange() async {
        for (language, lastDay) in [(Language.english, "2027-01-09"), (.simplifiedChinese, "2027-01-10")] {
            let store = FakeTodoDataManager()
            let interactor = UpcomingInteractor(store: store, dates: fixedClock("2027-01-02", language))
            await interactor.findUpcomingItems()
            #expect(await store.requestedRanges == [Day("2027-01-02")!...Day(lastDay)!])
        }
    }

    @Test("Upcoming files what it finds into sections and pushes them to its output")
    func findGroups() async {
        let store = FakeTodoDataManager([("Rent", "2027-01-02"), ("Call", "2027-01-03"), ("Lunch", "2027-01-07")])
        let interactor = UpcomingInteractor(store: store, dates: fixedClock("2027-01-02"))
        let output = FakeUpcomingInteractorOutput()
        interactor.output = output
        await interactor.findUpcomingItems()
        #expect(output.found.last?.map(\.section) == [.today, .nextWeek])
        #expect(output.found.last?.last?.rows.map(\.item.name) == ["Call", "Lunch"])
    }

    @Test("Upcoming reports an empty list and a failure")
    func emptyAndFailure() async {
        let store = FakeTodoDataManager()
        let interactor = UpcomingInteractor(store: store, dates: fixedClock("2027-01-02"))
        let output = FakeUpcomingInteractorOutput()
        interactor.output = output
        await interactor.findUpcomingItems()
        #expect(output.found == [[]])
        await store.fail(with: .storage("locked"))
        await interactor.findUpcomingItems()
        #expect(output.findFailures == [.storage("locked")])
    }

    @Test("Upcoming deletes, then finds again; a failed delete is reported and the list found anyway")
    func delete() async {
        let store = FakeTodoDataManager([("Rent", "2027-01-02"), ("Call", "2027-01-03")])
        let interactor = UpcomingInteractor(store: store, dates: fixedClock("2027-01-02"))
        let output = FakeUpcomingInteractorOutput()
        interactor.output = output
        await interactor.deleteItem(id: 1)
        #expect(await store.deleted == [1])
        #expect(output.found.last?.flatMap(\.rows).map(\.item.name) == ["Call"])
        await store.fail(with: .storage("read-only"))
        await interactor.deleteItem(id: 2)
        #expect(output.deleteFailures == [.storage("read-only")])
    }

    @Test("Add starts at today and steps never before it, telling its output")
    func addToday() {
        let interactor = AddTodoInteractor(store: FakeTodoDataManager(), dates: fixedClock("2028-02-28"))
        let output = FakeAddTodoInteractorOutput()
        interactor.output = output
        interactor.prepareNewEntry()
        interactor.stepDueDate(from: "2028-02-28", by: 1)
        interactor.stepDueDate(from: "2028-02-28", by: -1)
        interactor.stepDueDate(from: "garbage", by: 2)
        #expect(output.dueDates == ["2028-02-28", "2028-02-29", "2028-02-28", "2028-03-01"].map { Day($0)! })
    }

    @Test("Add hands a valid entry to the data manager, trimmed, and pushes the saved item")
    func addSaves() async {
        let store = FakeTodoDataManager()
        let interactor = AddTodoInteractor(store: store, dates: fixedClock("2026-12-31"))
        let output = FakeAddTodoInteractorOutput()
        interactor.output = output
        await interactor.save(name: "  Pay the rent ", dueDateText: "2027-01-01")
        #expect(await store.added.map(\.0) == ["Pay the rent"])
        #expect(output.saved.map(\.dueDate) == [Day("2027-01-01")!])
    }

    @Test("Add rejects an empty name, a malformed date and a past date without touching the data manager", arguments: [
        ("", "2027-01-01", AppError.invalidInput(.emptyName)),
        ("Pay", "2027-1-1x", .invalidInput(.malformedDate)),
        ("Pay", "2026-12-30", .invalidInput(.dueDateInPast)),
    ])
    func addRejects(name: String, date: String, error: AppError) async {
        let store = FakeTodoDataManager()
        let interactor = AddTodoInteractor(store: store, dates: fixedClock("2026-12-31"))
        let output = FakeAddTodoInteractorOutput()
        interactor.output = output
        await interactor.save(name: name, dueDateText: date)
        #expect(output.failures == [error] && output.saved.isEmpty)
        #expect(await store.added.isEmpty)
    }

    @Test("Add reports a storage failure")
    func addStorageFailure() async {
        let store = FakeTodoDataManager()
        await store.fail(with: .storage("disk full"))
        let interactor = AddTodoInteractor(store: store, dates: fixedClock("2026-12-31"))
        let output = FakeAddTodoInteractorOutput()
        interactor.output = output
        await interactor.save(name: "Pay", dueDateText: "2026-12-31")
        #expect(output.failures == [.storage("disk full")])
    }
}
