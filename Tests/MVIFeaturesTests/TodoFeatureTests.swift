import Domain
import Foundation
import MVICore
import MVIFeatures
import MVITestSupport
import Testing

/// The to-do reducers through the exhaustive TestStore, on a pinned day.
@MainActor
@Suite("MVI to-do features")
struct TodoFeatureTests {
    static func clock(_ day: String, _ language: Language = .english) -> DateProvider {
        .fixed(on: Day(day)!, calendar: language.calendar(timeZone: .gmt))
    }

    /// Services on Saturday 2 January 2027 with `items` (name, days from today) in the store.
    static func services(_ language: Language = .english, items: [(String, Int)] = [("Rent", 0), ("Call", 1)]) async throws
        -> (Services, InMemoryTodoStore) {
        let dates = clock("2027-01-02", language)
        let todos = InMemoryTodoStore(dates: dates)
        for (name, days) in items { _ = try await todos.add(name: name, dueDate: dates.today().adding(days: days)) }
        var services = Services.inMemory(dates: dates)
        services.todos = todos
        services.dates = dates
        return (services, todos)
    }

    static func groups(_ services: Services) async throws -> [UpcomingGroup] {
        let schedule = services.dates.upcomingSchedule()
        return schedule.groups(for: try await services.todos.items(in: schedule))
    }

    @Test("a load files the items by the clock's weeks: Saturday's tomorrow is next week in en, tomorrow in zh-Hans")
    func load() async throws {
        for (language, sections) in [(Language.english, [UpcomingSection.today, .nextWeek]), (.simplifiedChinese, [.today, .tomorrow])] {
            let (services, _) = try await Self.services(language)
            let groups = try await Self.groups(services)
            #expect(groups.map(\.section) == sections)
            let store = TestStore(initialState: UpcomingFeature.State(), reducer: UpcomingFeature(services: services))
            await store.send(.viewDidLoad) { $0.isLoading = true }
            await store.receive(.itemsResponse(.success(groups))) {
                $0.isLoading = false
                $0.hasLoaded = true
                $0.groups = groups
            }
            await store.finish()
        }
    }

    @Test("an empty store is empty after the read; a failed read is an error, not empty")
    func emptyAndFailure() async throws {
        let (services, todos) = try await Self.services(items: [])
        let store = TestStore(initialState: UpcomingFeature.State(), reducer: UpcomingFeature(services: services))
        await store.send(.viewDidLoad) { $0.isLoading = true }
        await store.receive(.itemsResponse(.success([]))) { $0.isLoading = false; $0.hasLoaded = true }
        #expect(store.state.isEmpty)
        await todos.failNext(.items)
        await store.send(.refresh) { $0.isLoading = true }
        await store.receive(.itemsResponse(.failure(.serverBusy))) { $0.isLoading = false; $0.loadError = .serverBusy }
        #expect(!store.state.isEmpty)
        await store.finish()
    }

    @Test("add presents the sheet; errors stay in it; a save closes it, reads again and selects the item")
    func add() async throws {
        let (services, _) = try await Self.services()
        let store = TestStore(initialState: UpcomingFeature.State(), reducer: UpcomingFeature(services: services))
        let today = Day("2027-01-02")!
        await store.send(.addTapped) { $0.addTodo = AddTodoFeature.State(today: today) }
        await store.send(.addTapped)
        await store.send(.addTodo(.saveTapped)) { $0.addTodo?.error = .invalidInput(.emptyName) }
        await store.send(.addTodo(.nameChanged("Buy a calendar"))) { $0.addTodo?.name = "Buy a calendar" }
        await store.send(.addTodo(.dueDateChanged("2027-01-01"))) { $0.addTodo?.dueDateText = "2027-01-01" }
        await store.send(.addTodo(.saveTapped)) { $0.addTodo?.error = .invalidInput(.dueDateInPast) }
        await store.send(.addTodo(.stepDueDate(-1))) { $0.addTodo?.dueDateText = "2027-01-02"; $0.addTodo?.error = nil }
        await store.send(.addTodo(.stepDueDate(1))) { $0.addTodo?.dueDateText = "2027-01-03" }
        await store.send(.addTodo(.saveTapped)) { $0.addTodo?.isSaving = true }
        let item = TodoItem(id: 3, name: "Buy a calendar", dueDate: Day("2027-01-03")!, createdAt: services.dates.now())
        await store.receive(.addTodo(.saveResponse(.success(item)))) { $0.addTodo?.isSaving = false }
        await store.receive(.addTodo(.delegate(.saved(item)))) {
            $0.addTodo = nil
            $0.selection = 3
            $0.isLoading = true
        }
        let groups = try await Self.groups(services)
        await store.receive(.itemsResponse(.success(groups))) {
            $0.isLoading = false
            $0.hasLoaded = true
            $0.groups = groups
        }
        #expect(groups.last?.rows.map(\.item.name) == ["Buy a calendar", "Call"])
        await store.send(.selectionShown) { $0.selection = nil }
        await store.finish()
    }

    @Test("cancel closes the sheet and saves nothing; a failed save keeps it open with the error")
    func cancelAndFailure() async throws {
        let (services, todos) = try await Self.services()
        let store = TestStore(initialState: UpcomingFeature.State(), reducer: UpcomingFeature(services: services))
        await store.send(.addTapped) { $0.addTodo = AddTodoFeature.State(today: Day("2027-01-02")!) }
        await store.send(.addTodo(.nameChanged("Pay"))) { $0.addTodo?.name = "Pay" }
        await todos.failNext(.add, with: .storage("disk full"))
        await store.send(.addTodo(.saveTapped)) { $0.addTodo?.isSaving = true }
        await store.receive(.addTodo(.saveResponse(.failure(.storage("disk full"))))) {
            $0.addTodo?.isSaving = false
            $0.addTodo?.error = .storage("disk full")
        }
        await store.send(.addTodo(.cancelTapped))
        await store.receive(.addTodo(.delegate(.cancelled))) { $0.addTodo = nil }
        #expect(try await Self.groups(services).flatMap(\.rows).count == 2, "nothing saved")
        await store.finish()
    }

    @Test("delete asks; Cancel clears the question; OK deletes and reads again; a failure toasts")
    func delete() async throws {
        let (services, todos) = try await Self.services()
        var state = UpcomingFeature.State()
        state.groups = try await Self.groups(services)
        state.hasLoaded = true
        let store = TestStore(initialState: state, reducer: UpcomingFeature(services: services))
        await store.send(.deleteTapped(1)) { $0.pendingDelete = 1 }
        await store.send(.deleteAnswered(false)) { $0.pendingDelete = nil }
        #expect(await todos.calls(to: .delete) == 0)
        await store.send(.deleteTapped(1)) { $0.pendingDelete = 1 }
        await store.send(.deleteAnswered(true)) { $0.pendingDelete = nil }
        await store.receive(.deleteResponse(nil)) { $0.isLoading = true }
        let remaining = try await Self.groups(services)
        await store.receive(.itemsResponse(.success(remaining))) { $0.isLoading = false; $0.groups = remaining }
        #expect(remaining.flatMap(\.rows).map(\.item.name) == ["Call"])
        await todos.failNext(.delete, with: .storage("read-only"))
        await store.send(.deleteTapped(2)) { $0.pendingDelete = 2 }
        await store.send(.deleteAnswered(true)) { $0.pendingDelete = nil }
        await store.receive(.deleteResponse(.storage("read-only"))) { $0.toast = .storage("read-only"); $0.isLoading = true }
        await store.receive(.itemsResponse(.success(remaining))) { $0.isLoading = false }
        await store.send(.toastShown) { $0.toast = nil }
        await store.finish()
    }

    @Test("the form's date steps never go before today and clear the error; Save runs once at a time")
    func form() async throws {
        let (services, _) = try await Self.services()
        let store = TestStore(initialState: AddTodoFeature.State(today: Day("2028-02-28")!), reducer: AddTodoFeature(todos: services.todos))
        #expect(store.state.dueDateText == "2028-02-28")
        await store.send(.stepDueDate(-1))
        await store.send(.stepDueDate(1)) { $0.dueDateText = "2028-02-29" }
        await store.send(.stepDueDate(1)) { $0.dueDateText = "2028-03-01" }
        await store.send(.dueDateChanged("2028-02-3")) { $0.dueDateText = "2028-02-3" }
        await store.send(.nameChanged("Leap")) { $0.name = "Leap" }
        await store.send(.saveTapped) { $0.error = .invalidInput(.malformedDate) }
        await store.send(.stepDueDate(1)) { $0.dueDateText = "2028-02-29"; $0.error = nil }
        var saving = store.state
        saving.isSaving = true
        let busy = TestStore(initialState: saving, reducer: AddTodoFeature(todos: services.todos))
        await busy.send(.saveTapped)
        await busy.finish()
        store.skipRemaining()
    }

    @Test("a new Upcoming list has not loaded and is not loading (no empty state yet)")
    func newUpcomingHasNotLoaded() {
        let state = UpcomingFeature.State()
        #expect(!state.hasLoaded && !state.isLoading)
    }
}
