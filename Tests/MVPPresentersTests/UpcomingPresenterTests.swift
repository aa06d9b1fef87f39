import Domain
import Foundation
import MVPPresenters
import Testing

/// A clock stopped at noon (UTC) on `day`, with `language`'s weeks.
@MainActor
func todoDates(_ day: String, _ language: Language = .english) -> DateProvider {
    .fixed(on: Day(day)!, calendar: language.calendar(timeZone: .gmt))
}

/// The `Upcoming` presenter with a fake view and the in-memory store on a pinned day.
@MainActor
@Suite("MVP Upcoming presenter")
struct UpcomingPresenterTests {
    /// Saturday 2 January 2027, with `names` due today + their offsets.
    func loaded(_ language: Language = .english, items: [(String, Int)] = [("Pay the rent", 0), ("Call mum", 1), ("Team lunch", 5)]) async throws
        -> (UpcomingPresenter, FakeUpcomingView, InMemoryTodoStore) {
        let dates = todoDates("2027-01-02", language)
        let store = InMemoryTodoStore(dates: dates)
        for (name, days) in items { _ = try await store.add(name: name, dueDate: dates.today().adding(days: days)) }
        let presenter = UpcomingPresenter(store: store, dates: dates, strings: Localizer(language))
        let view = FakeUpcomingView()
        presenter.view = view
        presenter.viewDidLoad()
        await presenter.pendingWork.waitUntilIdle()
        return (presenter, view, store)
    }

    func sections(of presenter: UpcomingPresenter) -> [String] {
        (0..<presenter.numberOfSections).map { presenter.title(ofSection: $0) }
    }

    @Test("a Saturday with Sunday-first weeks: tomorrow is next week; weekday names, blank for today")
    func english() async throws {
        let (presenter, view, _) = try await loaded()
        #expect(view.title == "Upcoming" && view.reloads == 1 && view.empty == nil)
        #expect(sections(of: presenter) == ["Today", "Next Week"])
        #expect(presenter.row(0, inSection: 0).title == "Pay the rent" && presenter.row(0, inSection: 0).detail == "")
        #expect(presenter.row(0, inSection: 1).title == "Call mum" && presenter.row(0, inSection: 1).detail == "Sunday")
        #expect(presenter.numberOfRows(inSection: 1) == 2)
    }

    @Test("the same Saturday with Monday-first weeks: tomorrow is still tomorrow, in Chinese")
    func chinese() async throws {
        let (presenter, _, _) = try await loaded(.simplifiedChinese)
        #expect(sections(of: presenter) == ["今天", "明天", "下周"])
        #expect(presenter.row(0, inSection: 1).detail == "星期日")
    }

    @Test("no items says No upcoming items; a failed read shows the error with the retry hint")
    func emptyAndFailure() async throws {
        let (presenter, view, store) = try await loaded(items: [])
        #expect(view.empty == "No upcoming items" && presenter.numberOfSections == 0)
        await store.failNext(.items)
        presenter.didPullToRefresh()
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.error?.hint == "press r to retry" && view.empty == nil)
    }

    @Test("every read ends the refresh indicator and redraws the table, a failed one too")
    func readsEndLoading() async throws {
        let (presenter, view, store) = try await loaded()
        #expect(view.loadingHidden == 1 && view.reloads == 1)
        await store.failNext(.items)
        presenter.didPullToRefresh()
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.loadingHidden == 2 && view.reloads == 2 && presenter.numberOfSections == 0)
    }

    @Test("add opens the sheet; its save reads the list again and selects the new item")
    func add() async throws {
        let (presenter, view, _) = try await loaded()
        presenter.didPressAdd()
        let add = try #require(view.addSheets.first)
        let sheet = FakeAddTodoView()
        add.view = sheet
        add.viewDidLoad()
        sheet.enteredName = "Buy a calendar"
        add.didStepDueDate(by: 1)                  // Sunday: next week in en
        add.didPressSave()
        await add.pendingWork.waitUntilIdle()
        await presenter.pendingWork.waitUntilIdle()
        #expect(sheet.closed == 1)
        #expect(presenter.row(0, inSection: 1).title == "Buy a calendar")
        #expect(view.selected?.row == 0 && view.selected?.section == 1)
    }

    @Test("delete asks first (Cancel focused); only OK deletes")
    func delete() async throws {
        let (presenter, view, store) = try await loaded()
        presenter.didPressDelete(row: 0, inSection: 0)
        #expect(view.confirmations.first?.message == "Delete this item?")
        #expect(view.confirmations.first?.isDestructive == true)
        #expect(await store.calls(to: .delete) == 0)
        view.confirm()
        await presenter.pendingWork.waitUntilIdle()
        #expect(await store.calls(to: .delete) == 1)
        #expect(sections(of: presenter) == ["Next Week"])
    }

    @Test("a failed delete toasts and keeps the item")
    func deleteFails() async throws {
        let (presenter, view, store) = try await loaded()
        await store.failNext(.delete)
        presenter.didPressDelete(row: 0, inSection: 0)
        view.confirm()
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.toasts.count == 1)
        #expect(presenter.row(0, inSection: 0).title == "Pay the rent")
    }
}
