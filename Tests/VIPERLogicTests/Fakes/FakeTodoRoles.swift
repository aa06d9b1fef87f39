import Domain
import Foundation
import VIPERLogic

/// A clock stopped at noon (UTC) on `day`, with `language`'s weeks.
func fixedClock(_ day: String, _ language: Language = .english) -> DateProvider {
    .fixed(on: Day(day)!, calendar: language.calendar(timeZone: .gmt))
}

/// A data manager that answers from memory and records what was asked (VIPER-TODO's fake
/// data store). Adds skip the date rules: the interactor is what checks them.
actor FakeTodoDataManager: TodoStore {
    var items: [TodoItem] = []
    var failure: AppError?
    private(set) var requestedRanges: [ClosedRange<Day>] = []
    private(set) var added: [(String, Day)] = []
    private(set) var deleted: [TodoItem.ID] = []

    init(_ items: [(String, String)] = []) {
        self.items = items.enumerated().map { index, item in
            TodoItem(id: index + 1, name: item.0, dueDate: Day(item.1)!, createdAt: .distantPast)
        }
    }

    func fail(with error: AppError?) { failure = error }

    func items(from start: Day, through end: Day) async throws(AppError) -> [TodoItem] {
        if let failure { throw failure }
        requestedRanges.append(start...end)
        return items.filter { (start...end).contains($0.dueDate) }
    }

    func add(name: String, dueDate: Day) async throws(AppError) -> TodoItem {
        if let failure { throw failure }
        added.append((name, dueDate))
        let item = TodoItem(id: (items.map(\.id).max() ?? 0) + 1, name: name, dueDate: dueDate, createdAt: .distantPast)
        items.append(item)
        return item
    }

    func delete(id: TodoItem.ID) async throws(AppError) {
        if let failure { throw failure }
        deleted.append(id)
        items.removeAll { $0.id == id }
    }
}

/// Records what the `Upcoming` interactor reports.
@MainActor
final class FakeUpcomingInteractorOutput: UpcomingInteractorOutput {
    var found: [[UpcomingGroup]] = []
    var findFailures: [AppError] = []
    var deleteFailures: [AppError] = []
    func interactorDidFindUpcomingItems(_ groups: [UpcomingGroup]) { found.append(groups) }
    func interactorDidFailToFindItems(_ error: AppError) { findFailures.append(error) }
    func interactorDidFailToDeleteItem(_ error: AppError) { deleteFailures.append(error) }
}

/// Records what the Add interactor reports.
@MainActor
final class FakeAddTodoInteractorOutput: AddTodoInteractorOutput {
    var dueDates: [Day] = []
    var saved: [TodoItem] = []
    var failures: [AppError] = []
    func interactorDidSetDueDate(_ day: Day) { dueDates.append(day) }
    func interactorDidSaveItem(_ item: TodoItem) { saved.append(item) }
    func interactorDidFailToSaveItem(_ error: AppError) { failures.append(error) }
}

/// An `Upcoming` interactor that records the presenter's requests.
@MainActor
final class FakeUpcomingInteractor: UpcomingInteractorInput {
    var finds = 0
    var deletes: [TodoItem.ID] = []
    func findUpcomingItems() async { finds += 1 }
    func deleteItem(id: TodoItem.ID) async { deletes.append(id) }
}

/// An Add interactor that records saves and answers steps with a fixed today.
@MainActor
final class FakeAddTodoInteractor: AddTodoInteractorInput {
    weak var output: (any AddTodoInteractorOutput)?
    var today = Day("2026-12-31")!
    var saves: [(String, String)] = []
    func prepareNewEntry() { output?.interactorDidSetDueDate(today) }
    func stepDueDate(from text: String, by days: Int) {
        output?.interactorDidSetDueDate(max(today, (Day(text) ?? today).adding(days: days)))
    }
    func save(name: String, dueDateText: String) async { saves.append((name, dueDateText)) }
}

/// The `Upcoming` page, recording what the presenter shows.
@MainActor
final class FakeUpcomingView: UpcomingViewInterface {
    var title = ""
    var sections: [UpcomingSectionDisplayData]?
    var noContent: String?
    var error: ListError?
    var selected: [TodoItem.ID] = []
    var toasts: [String] = []
    func setTitle(_ title: String) { self.title = title }
    func showUpcomingDisplayData(_ sections: [UpcomingSectionDisplayData]) { self.sections = sections; noContent = nil }
    func showNoContentMessage(_ message: String) { noContent = message; sections = nil }
    func showError(_ error: ListError) { self.error = error }
    func selectItem(id: TodoItem.ID) { selected.append(id) }
    func showToast(_ text: String) { toasts.append(text) }
    var confirmations: [Confirmation] = []
    var answer = true
    func showConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        confirmations.append(confirmation)
        if answer { onConfirm() }
    }
}

/// The Add sheet, recording what the presenter sets.
@MainActor
final class FakeAddTodoView: AddTodoViewInterface {
    var texts: AddTodoTexts?
    var dueDate = ""
    var error = ""
    func setTexts(_ texts: AddTodoTexts) { self.texts = texts }
    func setDueDate(_ text: String) { dueDate = text }
    func showFormError(_ message: String) { error = message }
}

/// Both to-do routers (VIPER-TODO's wireframes): records navigation.
@MainActor
final class FakeTodoRouter: UpcomingRouterInput, AddTodoRouterInput {
    var addDelegates: [any AddTodoModuleDelegate] = []
    var dismissals = 0
    func presentAddInterface(delegate: any AddTodoModuleDelegate) { addDelegates.append(delegate) }
    func dismissAddInterface() { dismissals += 1 }
}

/// The module that opened the Add module.
@MainActor
final class FakeAddTodoModuleDelegate: AddTodoModuleDelegate {
    var saved: [TodoItem] = []
    var cancels = 0
    func addModuleDidSaveItem(_ item: TodoItem) { saved.append(item) }
    func addModuleDidCancel() { cancels += 1 }
}
