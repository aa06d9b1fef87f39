import Domain
import Foundation
import MVVMViewModels
import Testing

/// A clock stopped at noon (UTC) on `day`, with `language`'s weeks.
@MainActor
func todoClock(_ day: String, _ language: Language = .english) -> DateProvider {
    .fixed(on: Day(day)!, calendar: language.calendar(timeZone: .gmt))
}

/// The `Upcoming` view model: its outputs for a pinned day, and its inputs' effects.
@MainActor
@Suite("MVVM Upcoming view model")
struct UpcomingViewModelTests {
    /// The list on Saturday 2 January 2027 with three items (today, tomorrow, Thursday).
    func loaded(_ language: Language = .english, items: [(String, Int)] = [("Rent", 0), ("Call", 1), ("Lunch", 5)]) async throws
        -> (UpcomingViewModel, InMemoryTodoStore) {
        let dates = todoClock("2027-01-02", language)
        let store = InMemoryTodoStore(dates: dates)
        for (name, days) in items { _ = try await store.add(name: name, dueDate: dates.today().adding(days: days)) }
        let list = UpcomingViewModel(store: store, dates: dates, strings: Localizer(language))
        list.viewDidLoad()
        #expect(list.isLoading)
        await list.pendingWork.waitUntilIdle()
        #expect(!list.isLoading)
        return (list, store)
    }

    @Test("a new list is not loading until the screen loads")
    func notLoadingAtFirst() {
        let dates = todoClock("2027-01-02")
        let list = UpcomingViewModel(store: InMemoryTodoStore(dates: dates), dates: dates, strings: Localizer(.english))
        #expect(!list.isLoading && !list.isShowingHUD)
    }

    @Test("Sunday-first weeks: Saturday's tomorrow is next week; weekday names, blank for today")
    func english() async throws {
        let (list, _) = try await loaded()
        #expect(list.title == "Upcoming")
        #expect(list.sections.map(\.title) == ["Today", "Next Week"])
        #expect(list.sections[0].rows.map(\.detail) == [""])
        #expect(list.sections[1].rows.map(\.title) == ["Call", "Lunch"])
        #expect(list.sections[1].rows.map(\.detail) == ["Sunday", "Thursday"])
        #expect(list.emptyMessage == nil && list.error == nil)
    }

    @Test("Monday-first weeks: the same Saturday's tomorrow is tomorrow, in Chinese")
    func chinese() async throws {
        let (list, _) = try await loaded(.simplifiedChinese)
        #expect(list.sections.map(\.title) == ["今天", "明天", "下周"])
        #expect(list.sections[1].rows.first?.detail == "星期日")
    }

    @Test("empty says No upcoming items; a failed refresh shows the error instead")
    func emptyAndFailure() async throws {
        let (list, store) = try await loaded(items: [])
        #expect(list.emptyMessage == "No upcoming items" && list.sections.isEmpty)
        await store.failNext(.items)
        list.refreshRequested()
        await list.pendingWork.waitUntilIdle()
        #expect(list.error?.message == Localizer(.english).message(for: .serverBusy))
        #expect(list.emptyMessage == nil && list.error?.hint == "press r to retry")
    }

    @Test("add opens the sheet; its save reloads the list and asks to select the new item")
    func add() async throws {
        let (list, _) = try await loaded()
        list.addTapped()
        let events = list.events.take()
        guard case .open(.addTodo(let sheet)) = events.first else {
            Issue.record("no Add sheet: \(events)")
            return
        }
        sheet.nameChanged("Buy a calendar")
        sheet.stepDueDate(by: 1)
        sheet.saveTapped()
        await sheet.pendingWork.waitUntilIdle()
        await list.pendingWork.waitUntilIdle()
        #expect(sheet.isFinished)
        #expect(list.sections[1].rows.map(\.title) == ["Buy a calendar", "Call", "Lunch"])
        guard case .selectItem(let id) = list.events.take().first else {
            Issue.record("no selection")
            return
        }
        #expect(list.sections[1].rows.first?.id == id)
    }

    @Test("delete asks a destructive question; only OK deletes")
    func delete() async throws {
        let (list, store) = try await loaded()
        let id = list.sections[0].rows[0].id
        list.deleteTapped(itemID: id)
        let question = try #require(list.events.take().first)
        #expect(question.confirmation?.message == "Delete this item?" && question.confirmation?.isDestructive == true)
        #expect(await store.calls(to: .delete) == 0)
        question.confirm()
        await list.pendingWork.waitUntilIdle()
        #expect(await store.calls(to: .delete) == 1)
        #expect(list.sections.map(\.title) == ["Next Week"])
    }

    @Test("a failed delete toasts and keeps the item")
    func deleteFails() async throws {
        let (list, store) = try await loaded()
        await store.failNext(.delete)
        list.deleteTapped(itemID: list.sections[0].rows[0].id)
        list.events.take().first?.confirm()
        await list.pendingWork.waitUntilIdle()
        #expect(list.events.take().compactMap(\.toastText).count == 1)
        #expect(list.sections[0].rows.map(\.title) == ["Rent"])
    }
}
