import AcceptanceSupport
import Domain
@testable import LiveServices
import MVXApp
import PatternKit
import TerminalUI
import TerminalUITesting
import Testing

/// The VIPER to-do list (`mvx --demo todo`), for every pattern that implements it, against one
/// set of golden screens: the `Upcoming` sections on the days where week rules bite (New Year's
/// Eve, a Saturday and a Sunday in each language's week, the day before a leap day), the Add
/// sheet and its errors, delete after a confirmation, and the list after a restart.
@MainActor
@Suite("To-do acceptance", .serialized)
struct TodoAcceptanceTests {
    nonisolated static let patterns = AcceptancePatterns.selected

    /// The items every calendar checkpoint starts from: a name and its due date in days from
    /// today (the day before today and the far future are in the database but not on screen).
    static let seed: [(name: String, days: Int)] = [
        ("Renew the passport", -1),
        ("Pay the rent", 0), ("item 10", 0), ("Item 9", 0),
        ("Call mum", 1),
        ("Water the plants", 2),
        ("Book the dentist", 3),
        ("Team lunch", 5),
        ("买菜", 6),
        ("Car service", 8),
        ("Plan the trip", 10),
        ("File taxes", 13),
        ("Return library books", 15),
        ("Someday", 40),
    ]

    static func day(_ text: String) -> Day { Day(text)! }

    /// The days the checkpoints are taken on, with their goldens' names.
    static let calendarDays: [(today: String, golden: String)] = [
        ("2026-12-31", "todo-01-new-years-eve"),   // Thursday; the week runs into 2027
        ("2027-01-02", "todo-02-saturday"),        // en: tomorrow is next week; zh: still this week
        ("2027-01-03", "todo-03-sunday"),          // en: a new week; zh: tomorrow is next week
        ("2028-02-28", "todo-04-leap-day-eve"),    // tomorrow is 29 February
    ]

    @Test("the sections on New Year's Eve, a Saturday, a Sunday and before a leap day (en)", arguments: patterns)
    func calendarEnglish(pattern: PatternID) async throws {
        try await checkCalendar(pattern: pattern, language: .english)
    }

    @Test("the sections on the same days with Monday-first weeks (zh-Hans)", arguments: patterns)
    func calendarChinese(pattern: PatternID) async throws {
        try await checkCalendar(pattern: pattern, language: .simplifiedChinese)
    }

    private func checkCalendar(pattern: PatternID, language: Language) async throws {
        try await AcceptanceHarness.run(pattern, language: language) { app in
            for (today, golden) in Self.calendarDays {
                let directory = try app.makeTodoDirectory()
                try await app.seedTodos(Self.seed, today: Self.day(today), in: directory)
                try app.openTodo(today: Self.day(today), directory: directory)
                await app.settle()
                app.expectScreen(golden)
            }
            // Within a day, names compare as a person would: Item 9 before item 10.
            let names = app.todoRowsOnScreen().map(\.name)
            #expect(names.firstIndex(of: "Item 9")! < names.firstIndex(of: "item 10")!)
            #expect(!names.contains("Renew the passport") && !names.contains("Someday"))
        }
    }

    @Test("a new data folder shows No upcoming items", arguments: patterns)
    func empty(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            try app.openTodo(today: Self.day("2026-12-31"), directory: try app.makeTodoDirectory())
            await app.settle()
            app.expectScreen("todo-05-empty")
        }
    }

    @Test("Add: errors in the form save nothing; ←/→ move the date, never before today; Save shows the item", arguments: patterns)
    func add(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            let directory = try app.makeTodoDirectory()
            try await app.seedTodos(Self.seed, today: Self.day("2026-12-31"), in: directory)
            try app.openTodo(today: Self.day("2026-12-31"), directory: directory)
            await app.settle()
            await app.press(.character("a"))
            app.expectScreen("todo-06-add-form")
            await app.press(.enter)
            app.expectScreen("todo-07-empty-name")
            await app.driver.type("Buy a calendar")
            await app.press(.tab)
            await app.driver.type("20261230")
            await app.press(.enter)
            app.expectScreen("todo-08-past-date")
            await app.press(.left, times: 3)
            #expect(app.contains("2026-12-31"), "← never goes before today")
            await app.press(.right, times: 2)
            #expect(app.contains("2027-01-02"))
            await app.press(.enter)
            app.expectScreen("todo-09-added")
            #expect(app.todoRowsOnScreen().contains { $0.section == "Later This Week" && $0.name == "Buy a calendar" })

            // Esc cancels and saves nothing; `+` opens the sheet too; Save is a button as well.
            await app.press(.character("+"))
            await app.driver.type("Never mind")
            await app.press(.escape)
            #expect(!app.contains("Never mind") && !app.contains("Cancel"))
            await app.press(.character("a"))
            await app.driver.type("Pick up the parcel")
            await app.press(.tab)
            await app.driver.type("20270105")
            await app.press(.tab)                       // Save
            await app.press(.enter)
            #expect(app.todoRowsOnScreen().contains { $0.section == "Next Week" && $0.name == "Pick up the parcel" })
        }
    }

    @Test("a pasted page as the name: the form says it is too long and saves nothing", arguments: patterns)
    func pastedNameTooLong(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            let directory = try app.makeTodoDirectory()
            try app.openTodo(today: Self.day("2026-12-31"), directory: directory)
            await app.settle()
            await app.press(.character("a"))
            await app.driver.paste(String(repeating: "Minutes of the meeting, pasted whole. ", count: 8))
            await app.press(.enter)
            app.expectScreen("todo-13-name-too-long")
            #expect(app.contains(app.strings(.errorNameTooLong)))
            await app.press(.escape)
            app.expectScreen("todo-05-empty")
        }
    }

    @Test("the Add sheet in Chinese, and a Chinese name", arguments: patterns)
    func addChinese(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern, language: .simplifiedChinese) { app in
            let directory = try app.makeTodoDirectory()
            try app.openTodo(today: Self.day("2027-01-02"), directory: directory)
            await app.settle()
            await app.press(.character("a"))
            await app.driver.type("买牛奶")
            await app.press(.tab)
            await app.press(.right)
            app.expectScreen("todo-06-add-form")
            await app.press(.enter)
            // Saturday 2 January: in a Monday-first week, tomorrow (Sunday) is still this week.
            #expect(app.todoRowsOnScreen().map(\.section) == ["明天"])
            #expect(app.contains("星期日"))
        }
    }

    @Test("a full disk: the save is refused in the user's language, the form keeps what was typed, nothing is lost, and the same save goes through once there is room (en)", arguments: patterns)
    func fullDiskEnglish(pattern: PatternID) async throws {
        try await checkFullDisk(pattern: pattern, language: .english)
    }

    @Test("the same on a full disk in Chinese", arguments: patterns)
    func fullDiskChinese(pattern: PatternID) async throws {
        try await checkFullDisk(pattern: pattern, language: .simplifiedChinese)
    }

    private func checkFullDisk(pattern: PatternID, language: Language) async throws {
        try await AcceptanceHarness.run(pattern, language: language) { app in
            let today = Self.day("2026-12-31")
            let directory = try app.makeTodoDirectory()
            try await app.seedTodos(Self.seed, today: today, in: directory)
            let store = try app.openTodo(today: today, directory: directory)
            await app.settle()
            let before = app.todoRowsOnScreen().map(\.name)
            await app.press(.character("a"))
            await app.driver.type("Buy a calendar")
            await app.press(.tab)
            await app.press(.right, times: 2)
            // The disk fills up while the form is open: this save, exactly, finds no room.
            try store.fillDisk(forSaving: "Buy a calendar", dueOn: today.adding(days: 2), fillerDay: today.adding(days: -3))
            await app.press(.enter)
            await app.settle()
            #expect(app.contains(app.strings(.errorDiskFull)), "the refusal is said:\n\(app.driver.screenText.joined(separator: "\n"))")
            #expect(app.contains("Buy a calendar") && app.contains("2027-01-02"), "the form keeps what was typed")

            try store.makeRoom()
            await app.press(.enter)
            await app.settle()
            #expect(!app.contains(app.strings(.errorDiskFull)))
            let after = app.todoRowsOnScreen().map(\.name)
            #expect(after.filter { $0 != "Buy a calendar" } == before, "nothing saved before is lost")
            #expect(after.filter { $0 == "Buy a calendar" }.count == 1, "saved once")

            // And it is in the database, with everything before it, after a restart.
            try app.openTodo(today: today, directory: directory)
            await app.settle()
            #expect(app.todoRowsOnScreen().map(\.name) == after)
        }
    }

    @Test("d deletes after a confirmation with Cancel focused", arguments: patterns)
    func delete(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            let directory = try app.makeTodoDirectory()
            try await app.seedTodos(Self.seed, today: Self.day("2026-12-31"), in: directory)
            try app.openTodo(today: Self.day("2026-12-31"), directory: directory)
            await app.settle()
            await app.press(.down)                      // the second row: item 10
            await app.press(.character("d"))
            app.expectScreen("todo-10-delete-confirm")
            await app.press(.enter)                     // Cancel has the focus
            #expect(app.todoRowsOnScreen().map(\.name).contains("item 10"))
            await app.press(.character("d"))
            await app.press(.right)
            await app.press(.enter)
            app.expectScreen("todo-11-deleted")
            #expect(!app.todoRowsOnScreen().map(\.name).contains("item 10"))
        }
    }

    @Test("the list after a restart shows what was saved and not what was deleted", arguments: patterns)
    func restart(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            let directory = try app.makeTodoDirectory()
            try app.openTodo(today: Self.day("2028-02-28"), directory: directory)
            await app.settle()
            for (name, steps) in [("Leap day party", 1), ("Spring cleaning", 2), ("Mistake", 0)] {
                await app.press(.character("a"))
                await app.driver.type(name)
                await app.press(.tab)
                await app.press(.right, times: steps)
                await app.press(.enter)
            }
            // Mistake is today's, the first row: delete it.
            await app.press(.character("d"))
            await app.press(.right)
            await app.press(.enter)
            try app.openTodo(today: Self.day("2028-02-28"), directory: directory)
            await app.settle()
            app.expectScreen("todo-12-after-restart")
            #expect(app.todoRowsOnScreen().map(\.name) == ["Leap day party", "Spring cleaning"])
        }
    }
}
