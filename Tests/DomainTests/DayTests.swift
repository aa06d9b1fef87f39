import Foundation
import Testing
@testable import Domain

@Suite("Day")
struct DayTests {
    @Test("parses and prints YYYY-MM-DD")
    func textForm() {
        #expect(Day("2025-03-09") == day(2025, 3, 9))
        #expect(day(2025, 3, 9).description == "2025-03-09")
        #expect(day(12, 1, 2).description == "0012-01-02")
        #expect(Day("2024-02-29") == day(2024, 2, 29))
    }

    @Test("rejects malformed text and days that do not exist",
          arguments: ["", "2025-3-9", "2025/03/09", "2025-13-01", "2025-02-29", "2023-04-31", "２０２５-03-09", "2025-03-09T00:00", "abcd-ef-gh"])
    func rejectsInvalidText(_ text: String) {
        #expect(Day(text) == nil)
    }

    @Test("adds days across month, year and leap-day boundaries")
    func arithmetic() {
        #expect(day(2025, 12, 31).adding(days: 1) == day(2026, 1, 1))
        #expect(day(2026, 1, 1).adding(days: -1) == day(2025, 12, 31))
        #expect(day(2024, 2, 28).adding(days: 1) == day(2024, 2, 29))
        #expect(day(2023, 2, 28).adding(days: 1) == day(2023, 3, 1))
        #expect(day(2000, 2, 28).adding(days: 1) == day(2000, 2, 29))
        #expect(day(1900, 2, 28).adding(days: 1) == day(1900, 3, 1))
        #expect(day(2025, 1, 1).adding(days: 365) == day(2026, 1, 1))
        #expect(day(2025, 1, 1).days(until: day(2025, 12, 31)) == 364)
        #expect(day(1969, 12, 31).adding(days: 1) == day(1970, 1, 1))
    }

    @Test("knows the weekday")
    func weekday() {
        #expect(day(1970, 1, 1).weekday == .thursday)
        #expect(day(2025, 6, 2).weekday == .monday)
        #expect(day(2025, 12, 31).weekday == .wednesday)
        #expect(day(2022, 12, 31).weekday == .saturday)
        #expect(day(1969, 12, 28).weekday == .sunday)
    }

    @Test("weekday agrees with Foundation's calendar for every day of several years")
    func weekdayMatchesCalendar() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        var current = day(2023, 1, 1)
        while current <= day(2026, 12, 31) {
            let date = current.startDate(in: calendar)
            #expect(calendar.component(.weekday, from: date) == current.weekday.rawValue)
            #expect(Day(date, in: calendar) == current)
            current = current.adding(days: 1)
        }
    }

    @Test("orders chronologically")
    func ordering() {
        #expect(day(2025, 12, 31) < day(2026, 1, 1))
        #expect(day(2025, 2, 1) > day(2025, 1, 31))
    }

    @Test("takes the day from the calendar's time zone")
    func fromDate() {
        let date = instant("2025-03-10T03:30:00Z")
        var newYork = Calendar(identifier: .gregorian)
        newYork.timeZone = zone("America/New_York")
        var shanghai = Calendar(identifier: .gregorian)
        shanghai.timeZone = zone("Asia/Shanghai")
        #expect(Day(date, in: newYork) == day(2025, 3, 9))
        #expect(Day(date, in: shanghai) == day(2025, 3, 10))
    }

    @Test("starts at the first instant of the day, even when DST skips midnight")
    func startDate() {
        var saoPaulo = Calendar(identifier: .gregorian)
        saoPaulo.timeZone = zone("America/Sao_Paulo")
        // On 2018-11-04 clocks in São Paulo jumped from 00:00 to 01:00.
        let start = day(2018, 11, 4).startDate(in: saoPaulo)
        #expect(start == instant("2018-11-04T01:00:00-02:00"))
        #expect(Day(start, in: saoPaulo) == day(2018, 11, 4))
        #expect(Day(start.addingTimeInterval(-1), in: saoPaulo) == day(2018, 11, 3))
    }

    @Test("encodes as a string")
    func codable() throws {
        let data = try JSONEncoder().encode([day(2025, 1, 2)])
        #expect(String(decoding: data, as: UTF8.self) == #"["2025-01-02"]"#)
        #expect(try JSONDecoder().decode([Day].self, from: data) == [day(2025, 1, 2)])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Day].self, from: Data(#"["2025-02-30"]"#.utf8)) }
    }
}
