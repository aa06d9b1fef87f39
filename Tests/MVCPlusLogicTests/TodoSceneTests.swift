import Domain
import Foundation
import MVCPlusKit
import MVCPlusLogic
import Testing

/// The to-do scenes without a view, on a pinned day: what reaches the keys, what the controller
/// asks of its host.
@MainActor
@Suite("MVC+ to-do scenes")
struct TodoSceneTests {
    let channel = Channel()
    let navigator = FakeNavigator()

    func list(_ language: Language = .english, items: [(String, Int)] = [("Rent", 0), ("Call", 1)]) async throws
        -> (UpcomingController, ChannelScope, InMemoryTodoStore) {
        let dates = DateProvider.fixed(on: Day("2027-01-02")!, calendar: language.calendar(timeZone: .gmt))
        let store = InMemoryTodoStore(dates: dates)
        for (name, days) in items { _ = try await store.add(name: name, dueDate: dates.today().adding(days: days)) }
        let controller = UpcomingController(store: store, dates: dates, strings: Localizer(language))
        controller.navigator = navigator
        let scope = channel.scope(controller.namespace)
        controller.viewDidLoad(channel: scope)
        await controller.pendingWork.waitUntilIdle()
        return (controller, scope, store)
    }

    /// The Add form over `store`, on 2027-01-02 in English, loaded, with its scope.
    func addForm(store: InMemoryTodoStore) -> (AddTodoController, ChannelScope) {
        let add = AddTodoController(store: store, dates: .fixed(on: Day("2027-01-02")!, calendar: Language.english.calendar(timeZone: .gmt)),
                                    strings: Localizer(.english))
        add.navigator = navigator
        let sheet = channel.scope(add.namespace)
        add.viewDidLoad(channel: sheet)
        return (add, sheet)
    }

    @Test("the sections follow the language's weeks: Saturday's tomorrow is next week in en, tomorrow in zh-Hans")
    func sections() async throws {
        let (_, english, _) = try await list()
        #expect(english.value(of: UpcomingKeys.sections)?.map(\.title) == ["Today", "Next Week"])
        #expect(english.value(of: UpcomingKeys.sections)?.last?.rows.first?.detail == "Sunday")
        let (_, chinese, _) = try await list(.simplifiedChinese)
        #expect(chinese.value(of: UpcomingKeys.sections)?.map(\.title) == ["今天", "明天"])
        let (_, empty, _) = try await list(items: [])
        #expect(empty.value(of: UpcomingKeys.empty) == "No upcoming items")
    }

    @Test("a failed read shows its error; a refresh reads again, clears it and ends the loading")
    func refresh() async throws {
        let (controller, scope, store) = try await list()
        let view = KeyRecorder()
        view.record(UpcomingKeys.isLoading, on: scope)
        view.record(UpcomingKeys.error, on: scope) { $0?.message ?? "none" }
        await store.failNext(.items, with: .storage("disk full"))
        scope.publish(UpcomingKeys.refresh)
        await controller.pendingWork.waitUntilIdle()
        #expect(view.log == ["isLoading: true", "isLoading: false", "error: Couldn't read or save data on this device."])
        view.log.removeAll()
        scope.publish(UpcomingKeys.refresh)
        await controller.pendingWork.waitUntilIdle()
        #expect(view.log == ["isLoading: true", "isLoading: false", "error: none"])
        #expect(scope.value(of: UpcomingKeys.sections)?.count == 2)
        #expect(await store.calls(to: .items) == 3)
        #expect(scope.value(of: UpcomingKeys.empty) == .some(nil))
    }

    @Test("a failed read empties the list: no rows")
    func failedReadEmptiesTheList() async throws {
        let (controller, scope, store) = try await list()
        await store.failNext(.items, with: .storage("disk full"))
        scope.publish(UpcomingKeys.refresh)
        await controller.pendingWork.waitUntilIdle()
        #expect(scope.value(of: UpcomingKeys.sections)?.isEmpty == true)
    }

    @Test("a failed read of an empty list takes its empty text away: the error says why")
    func failedReadOfAnEmptyList() async throws {
        let (controller, scope, store) = try await list(items: [])
        #expect(scope.value(of: UpcomingKeys.empty) == "No upcoming items")
        await store.failNext(.items, with: .storage("disk full"))
        scope.publish(UpcomingKeys.refresh)
        await controller.pendingWork.waitUntilIdle()
        #expect(scope.value(of: UpcomingKeys.empty) == .some(nil))
    }

    @Test("add opens the Add scene; its checks are the view model's; a save closes it, reads again and selects the item")
    func add() async throws {
        let (controller, scope, _) = try await list()
        scope.publish(UpcomingKeys.add)
        let add = try #require(navigator.presented.first as? AddTodoController)
        let sheet = channel.scope(add.namespace)
        add.navigator = navigator
        add.viewDidLoad(channel: sheet)
        #expect(sheet.value(of: AddTodoKeys.dueDate) == "2027-01-02")
        sheet.publish(AddTodoKeys.save)
        #expect(sheet.value(of: AddTodoKeys.error) == "Enter a name")
        sheet.publish(AddTodoKeys.name, "Buy a calendar")
        sheet.publish(AddTodoKeys.step, -1)
        #expect(sheet.value(of: AddTodoKeys.dueDate) == "2027-01-02", "never before today")
        sheet.publish(AddTodoKeys.step, 2)
        sheet.publish(AddTodoKeys.save)
        await add.pendingWork.waitUntilIdle()
        await controller.pendingWork.waitUntilIdle()
        #expect(navigator.closes == 1)
        let rows = try #require(scope.value(of: UpcomingKeys.sections)?.last?.rows)
        #expect(rows.map(\.title) == ["Call", "Buy a calendar"])
        #expect(scope.value(of: UpcomingKeys.select) == rows.last?.id)
    }

    @Test("Cancel closes without saving; a failed save shows its error in the form")
    func cancelAndFailure() async throws {
        let (_, _, store) = try await list()
        let (add, sheet) = addForm(store: store)
        await store.failNext(.add, with: .storage("disk full"))
        sheet.publish(AddTodoKeys.name, "Pay")
        sheet.publish(AddTodoKeys.save)
        await add.pendingWork.waitUntilIdle()
        #expect(sheet.value(of: AddTodoKeys.error) == "Couldn't read or save data on this device." && navigator.closes == 0)
        sheet.publish(AddTodoKeys.cancel)
        #expect(navigator.closes == 1)
    }

    @Test("the form sends its texts; a step shows the date and clears the error; a typed date is the one saved")
    func formFields() async throws {
        let (_, _, store) = try await list()
        let today = Day("2027-01-02")!
        let (add, sheet) = addForm(store: store)
        #expect(sheet.value(of: AddTodoKeys.texts) == AddTodoTexts(strings: Localizer(.english)))
        sheet.publish(AddTodoKeys.save)
        #expect(sheet.value(of: AddTodoKeys.error) == "Enter a name")
        sheet.publish(AddTodoKeys.step, 1)
        #expect(sheet.value(of: AddTodoKeys.dueDate) == "2027-01-03" && sheet.value(of: AddTodoKeys.error) == "")
        sheet.publish(AddTodoKeys.save)
        #expect(sheet.value(of: AddTodoKeys.error) == "Enter a name")
        sheet.publish(AddTodoKeys.name, "Pay")
        sheet.publish(AddTodoKeys.dueDate, "2027-01-09")
        sheet.publish(AddTodoKeys.save)
        #expect(sheet.value(of: AddTodoKeys.error) == "", "a right form clears the error at once")
        await add.pendingWork.waitUntilIdle()
        let saved = try await store.items(from: today, through: today.adding(days: 30)).filter { $0.name == "Pay" }
        #expect(saved.map(\.dueDate) == [Day("2027-01-09")!])
    }

    @Test("Save runs once while saving, and again after a failed save")
    func saveOnce() async throws {
        let (_, _, store) = try await list()
        let (add, sheet) = addForm(store: store)
        await store.failNext(.add, with: .storage("disk full"))
        sheet.publish(AddTodoKeys.name, "Pay")
        sheet.publish(AddTodoKeys.save)
        sheet.publish(AddTodoKeys.save)                 // while it saves: nothing
        await add.pendingWork.waitUntilIdle()
        #expect(await store.calls(to: .add) == 3)       // the two items of list(), and one save
        sheet.publish(AddTodoKeys.save)
        await add.pendingWork.waitUntilIdle()
        #expect(await store.calls(to: .add) == 4 && navigator.closes == 1)
    }

    @Test("delete asks first with Cancel focused; only OK deletes and reads again")
    func delete() async throws {
        let (controller, scope, store) = try await list()
        navigator.answer = false
        scope.publish(UpcomingKeys.delete, 1)
        #expect(navigator.questions.first?.isDestructive == true && navigator.questions.first?.message == "Delete this item?")
        await controller.pendingWork.waitUntilIdle()
        #expect(await store.calls(to: .delete) == 0)
        navigator.answer = true
        scope.publish(UpcomingKeys.delete, 1)
        await controller.pendingWork.waitUntilIdle()
        #expect(scope.value(of: UpcomingKeys.sections)?.map(\.title) == ["Next Week"])
        await store.failNext(.delete, with: .storage("disk full"))
        scope.publish(UpcomingKeys.delete, 2)
        await controller.pendingWork.waitUntilIdle()
        #expect(scope.value(of: UpcomingKeys.toast) == "Couldn't read or save data on this device.")
    }
}
