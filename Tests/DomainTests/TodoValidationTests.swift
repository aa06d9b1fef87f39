import Foundation
import Testing
@testable import Domain

@Suite("To-do validation and the in-memory store")
struct TodoValidationTests {
    let today = day(2025, 6, 4)

    @Test("trims the name and accepts today and later")
    func accepts() throws {
        #expect(try TodoValidation.validate(name: "  Buy milk \n", dueDate: today, today: today) == "Buy milk")
        #expect(try TodoValidation.validate(name: "写作业", dueDate: today.adding(days: 400), today: today) == "写作业")
    }

    @Test("rejects an empty name and a past date")
    func rejects() {
        #expect(throws: AppError.invalidInput(.emptyName)) { try TodoValidation.validate(name: "   ", dueDate: today, today: today) }
        #expect(throws: AppError.invalidInput(.dueDateInPast)) { try TodoValidation.validate(name: "x", dueDate: today.adding(days: -1), today: today) }
    }

    @Test("a name may be 200 characters as a person counts them, not one more")
    func nameLength() throws {
        let limit = TodoValidation.maximumNameLength
        let longest = String(repeating: "字", count: limit)
        #expect(try TodoValidation.validate(name: "  \(longest)\n", dueDate: today, today: today) == longest, "the spaces around do not count")
        let family = String(repeating: "👩🏽‍💻", count: limit)   // one character each, many bytes
        #expect(try TodoValidation.validate(name: family, dueDate: today, today: today) == family)
        #expect(throws: AppError.invalidInput(.nameTooLong)) { try TodoValidation.validate(name: longest + "x", dueDate: today, today: today) }
        let pasted = String(repeating: "很长的名字 long name ", count: 10_000)
        #expect(throws: AppError.invalidInput(.nameTooLong)) { try TodoValidation.validate(name: pasted, dueDateText: "2025-06-04", today: today) }
        #expect(Localizer(.english).message(for: .invalidInput(.nameTooLong)) == "Name is over 200 characters")
        #expect(Localizer(.simplifiedChinese).message(for: .invalidInput(.nameTooLong)) == "名称超过 200 个字符")
    }

    @Test("parses the form's date field")
    func parsesDate() throws {
        #expect(try TodoValidation.dueDate(from: " 2025-06-04 ") == today)
        #expect(throws: AppError.invalidInput(.malformedDate)) { try TodoValidation.dueDate(from: "06/04/2025") }
        #expect(throws: AppError.invalidInput(.malformedDate)) { try TodoValidation.dueDate(from: "2025-02-30") }
    }

    @Test("the in-memory store validates with its clock, stamps createdAt and filters by range")
    func inMemoryStore() async throws {
        let now = instant("2025-06-04T10:00:00Z")
        let store = InMemoryTodoStore(dates: .fixed(now, calendar: Language.english.calendar(timeZone: utc)))
        let milk = try await store.add(name: "Milk", dueDate: today)
        let later = try await store.add(name: "Later", dueDate: today.adding(days: 30))
        #expect(milk.createdAt == now)
        #expect(milk.id != later.id)
        await #expect(throws: AppError.invalidInput(.dueDateInPast)) { try await store.add(name: "Old", dueDate: today.adding(days: -1)) }
        #expect(try await store.items(from: today, through: today.adding(days: 13)) == [milk])
        try await store.delete(id: milk.id)
        #expect(try await store.items(from: today, through: today.adding(days: 60)) == [later])
        #expect(await store.calls(to: .add) == 2, "a rejected add never reaches the store")
    }
}

@Suite("To-do form rules")
struct TodoFormValidationTests {
    let today = Day("2026-12-31")!

    @Test("the form is checked name first, then the date's format, then the past")
    func order() throws {
        #expect(throws: AppError.invalidInput(.emptyName)) { try TodoValidation.validate(name: " \t", dueDateText: "x", today: today) }
        let tooLong = String(repeating: "a", count: TodoValidation.maximumNameLength + 1)
        #expect(throws: AppError.invalidInput(.nameTooLong)) { try TodoValidation.validate(name: tooLong, dueDateText: "x", today: today) }
        #expect(throws: AppError.invalidInput(.malformedDate)) { try TodoValidation.validate(name: "Pay", dueDateText: "2026-02-30", today: today) }
        #expect(throws: AppError.invalidInput(.dueDateInPast)) { try TodoValidation.validate(name: "Pay", dueDateText: "2026-12-30", today: today) }
        let entry = try TodoValidation.validate(name: "  Pay the rent ", dueDateText: " 2027-01-01 ", today: today)
        #expect(entry.name == "Pay the rent" && entry.dueDate == Day("2027-01-01")!)
    }

    @Test("←/→ step across months, years and leap days, never before today; a half-typed date steps from today", arguments: [
        ("2026-12-31", 1, "2027-01-01"),
        ("2026-12-31", -1, "2026-12-31"),
        ("2027-01-01", -5, "2026-12-31"),
        ("2028-02-28", 1, "2028-02-29"),
        ("2028-02-29", 1, "2028-03-01"),
        ("2027-02-28", 1, "2027-03-01"),
        ("2026-1", 2, "2027-01-02"),
        ("", -1, "2026-12-31"),
    ])
    func steps(text: String, days: Int, expected: String) {
        #expect(TodoValidation.dueDate(steppingFrom: text, by: days, today: today) == Day(expected)!)
    }
}
