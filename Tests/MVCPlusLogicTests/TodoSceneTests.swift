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
        let add = AddTodoController(store: store, dates: .fixed(on: Day("2027-01-02")!, calendar: Language.english.calendar(timeZone: .gmt)),
                                    strings: Localizer(.english))
        add.navigator = navigator
        let sheet = channel.scope(add.namespace)
        add.viewDidLoad(channel: sheet)
        await store.failNext(.add, with: .storage("disk full"))
        sheet.publish(AddTodoKeys.name, "Pay")
        sheet.publish(AddTodoKeys.save)
        await add.pendingWork.waitUntilIdle()
        #expect(sheet.value(of: AddTodoKeys.error) == "Couldn't read or save data on this device." && navigator.closes == 0)
        sheet.publish(AddTodoKeys.cancel)
        #expect(navigator.closes == 1)
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
    }
}
