import Foundation
import Testing
@testable import Domain

@Suite("To-do grouping")
struct UpcomingScheduleTests {
    /// Items named after their due date, one per day from `first` through `last`.
    func items(from first: Day, through last: Day) -> [TodoItem] {
        var items: [TodoItem] = []
        var current = first
        while current <= last {
            items.append(TodoItem(id: items.count + 1, name: current.description, dueDate: current, createdAt: .distantPast))
            current = current.adding(days: 1)
        }
        return items
    }

    /// The list as section → due dates, the easiest shape to compare.
    func layout(_ groups: [UpcomingGroup]) -> [UpcomingSection: [String]] {
        groups.reduce(into: [:]) { layout, group in layout[group.section] = group.rows.map(\.item.dueDate.description) }
    }

    @Test("a Wednesday with Sunday-first weeks (en-US)")
    func midweekSundayFirst() {
        let schedule = UpcomingSchedule(today: day(2025, 6, 4), firstWeekday: .sunday)
        #expect(schedule.startOfThisWeek == day(2025, 6, 1))
        #expect(schedule.endOfThisWeek == day(2025, 6, 7))
        #expect(schedule.startOfNextWeek == day(2025, 6, 8))
        #expect(schedule.endOfNextWeek == day(2025, 6, 14))
        #expect(schedule.visibleDays == day(2025, 6, 4)...day(2025, 6, 14))

        let groups = schedule.groups(for: items(from: day(2025, 5, 30), through: day(2025, 6, 20)))
        #expect(groups.map(\.section) == [.today, .tomorrow, .laterThisWeek, .nextWeek])
        #expect(layout(groups) == [
            .today: ["2025-06-04"],
            .tomorrow: ["2025-06-05"],
            .laterThisWeek: ["2025-06-06", "2025-06-07"],
            .nextWeek: ["2025-06-08", "2025-06-09", "2025-06-10", "2025-06-11", "2025-06-12", "2025-06-13", "2025-06-14"],
        ])
    }

    @Test("the same Wednesday with Monday-first weeks (zh-Hans)")
    func midweekMondayFirst() {
        let schedule = UpcomingSchedule(today: day(2025, 6, 4), firstWeekday: .monday)
        let groups = schedule.groups(for: items(from: day(2025, 5, 30), through: day(2025, 6, 20)))
        #expect(layout(groups) == [
            .today: ["2025-06-04"],
            .tomorrow: ["2025-06-05"],
            .laterThisWeek: ["2025-06-06", "2025-06-07", "2025-06-08"],
            .nextWeek: ["2025-06-09", "2025-06-10", "2025-06-11", "2025-06-12", "2025-06-13", "2025-06-14", "2025-06-15"],
        ])
    }

    @Test("on the last day of the week, tomorrow counts as next week")
    func tomorrowInNextWeek() {
        // Saturday with Sunday-first weeks.
        let saturday = UpcomingSchedule(today: day(2025, 6, 7), firstWeekday: .sunday)
        #expect(saturday.section(for: day(2025, 6, 8)) == .nextWeek)
        #expect(layout(saturday.groups(for: items(from: day(2025, 6, 7), through: day(2025, 6, 30)))) == [
            .today: ["2025-06-07"],
            .nextWeek: ["2025-06-08", "2025-06-09", "2025-06-10", "2025-06-11", "2025-06-12", "2025-06-13", "2025-06-14"],
        ])
        // Sunday with Monday-first weeks.
        let sunday = UpcomingSchedule(today: day(2025, 6, 8), firstWeekday: .monday)
        #expect(sunday.section(for: day(2025, 6, 9)) == .nextWeek)
        #expect(sunday.endOfNextWeek == day(2025, 6, 15))
        // The same Sunday with Sunday-first weeks starts a week: tomorrow is tomorrow.
        let sundayFirst = UpcomingSchedule(today: day(2025, 6, 8), firstWeekday: .sunday)
        #expect(sundayFirst.section(for: day(2025, 6, 9)) == .tomorrow)
        #expect(sundayFirst.section(for: day(2025, 6, 14)) == .laterThisWeek)
        #expect(sundayFirst.section(for: day(2025, 6, 15)) == .nextWeek)
        #expect(sundayFirst.section(for: day(2025, 6, 21)) == .nextWeek)
        #expect(sundayFirst.section(for: day(2025, 6, 22)) == nil)
    }

    @Test("December 31 to January 1 in a week that spans New Year")
    func newYearMidweek() {
        // 2025-12-31 is a Wednesday.
        let english = UpcomingSchedule(today: day(2025, 12, 31), firstWeekday: .sunday)
        #expect(english.startOfThisWeek == day(2025, 12, 28))
        #expect(layout(english.groups(for: items(from: day(2025, 12, 25), through: day(2026, 1, 20)))) == [
            .today: ["2025-12-31"],
            .tomorrow: ["2026-01-01"],
            .laterThisWeek: ["2026-01-02", "2026-01-03"],
            .nextWeek: ["2026-01-04", "2026-01-05", "2026-01-06", "2026-01-07", "2026-01-08", "2026-01-09", "2026-01-10"],
        ])
        let chinese = UpcomingSchedule(today: day(2025, 12, 31), firstWeekday: .monday)
        #expect(chinese.startOfThisWeek == day(2025, 12, 29))
        #expect(layout(chinese.groups(for: items(from: day(2025, 12, 25), through: day(2026, 1, 20)))) == [
            .today: ["2025-12-31"],
            .tomorrow: ["2026-01-01"],
            .laterThisWeek: ["2026-01-02", "2026-01-03", "2026-01-04"],
            .nextWeek: ["2026-01-05", "2026-01-06", "2026-01-07", "2026-01-08", "2026-01-09", "2026-01-10", "2026-01-11"],
        ])
    }

    @Test("December 31 on the last day of the week: January 1 is next week")
    func newYearAtWeekEnd() {
        // 2022-12-31 is a Saturday; 2023-01-01 a Sunday.
        let english = UpcomingSchedule(today: day(2022, 12, 31), firstWeekday: .sunday)
        #expect(english.section(for: day(2023, 1, 1)) == .nextWeek)
        #expect(english.endOfNextWeek == day(2023, 1, 7))
        // 2023-12-31 is a Sunday: the last day of a Monday-first week.
        let chinese = UpcomingSchedule(today: day(2023, 12, 31), firstWeekday: .monday)
        #expect(chinese.section(for: day(2024, 1, 1)) == .nextWeek)
        #expect(chinese.visibleDays == day(2023, 12, 31)...day(2024, 1, 7))
    }

    /// The days where the original app's week rules broke, in both languages' weeks: where
    /// tomorrow lands, and the last day the list shows.
    @Test("tomorrow's section and the list's last day on the edge days", arguments: [
        // today, first weekday, tomorrow's section, end of next week
        ("2026-12-31", Weekday.sunday, UpcomingSection.tomorrow, "2027-01-09"),   // Thursday, the week runs into 2027
        ("2026-12-31", .monday, .tomorrow, "2027-01-10"),
        ("2027-01-02", .sunday, .nextWeek, "2027-01-09"),       // Saturday: the last day of a Sunday-first week
        ("2027-01-02", .monday, .tomorrow, "2027-01-10"),
        ("2027-01-03", .sunday, .tomorrow, "2027-01-16"),       // Sunday: a new Sunday-first week
        ("2027-01-03", .monday, .nextWeek, "2027-01-10"),       // …and the last day of a Monday-first one
        ("2027-02-28", .sunday, .tomorrow, "2027-03-13"),       // Sunday, no leap day: tomorrow is 1 March
        ("2027-02-28", .monday, .nextWeek, "2027-03-07"),
        ("2028-02-28", .sunday, .tomorrow, "2028-03-11"),       // Monday before a leap day
        ("2028-02-29", .monday, .tomorrow, "2028-03-12"),       // the leap day itself
    ])
    func edgeDays(today: String, firstWeekday: Weekday, tomorrow: UpcomingSection, lastShown: String) {
        let schedule = UpcomingSchedule(today: Day(today)!, firstWeekday: firstWeekday)
        #expect(schedule.section(for: Day(today)!.adding(days: 1)) == tomorrow)
        #expect(schedule.endOfNextWeek == Day(lastShown)!)
        #expect(schedule.section(for: Day(lastShown)!) == .nextWeek)
        #expect(schedule.section(for: Day(lastShown)!.adding(days: 1)) == nil)
        #expect(schedule.section(for: Day(today)!.adding(days: -1)) == nil)
        #expect(schedule.startOfThisWeek.weekday == firstWeekday)
    }

    @Test("a leap day")
    func leapDay() {
        let schedule = UpcomingSchedule(today: day(2024, 2, 28), firstWeekday: .sunday)
        #expect(schedule.section(for: day(2024, 2, 29)) == .tomorrow)
        #expect(schedule.section(for: day(2024, 3, 1)) == .laterThisWeek)
        #expect(schedule.section(for: day(2024, 3, 3)) == .nextWeek)
    }

    @Test("today comes from the calendar's time zone across a DST change (New York, spring forward)")
    func springForward() {
        let calendar = Language.english.calendar(timeZone: zone("America/New_York"))
        // 23:30 on Sunday 2025-03-09, the day clocks went forward: already Monday in UTC.
        let now = instant("2025-03-09T23:30:00-04:00")
        let schedule = UpcomingSchedule(now: now, calendar: calendar)
        #expect(schedule.today == day(2025, 3, 9))
        #expect(schedule.startOfThisWeek == day(2025, 3, 9))
        #expect(schedule.section(for: day(2025, 3, 10)) == .tomorrow)
        #expect(schedule.section(for: day(2025, 3, 16)) == .nextWeek)
        // Saturday before the change, with the week ending the night the clocks move.
        let saturday = UpcomingSchedule(now: instant("2025-03-08T23:59:00-05:00"), calendar: calendar)
        #expect(saturday.today == day(2025, 3, 8))
        #expect(saturday.section(for: day(2025, 3, 9)) == .nextWeek)
    }

    @Test("across a DST change with Monday-first weeks (Berlin, and New York falling back)")
    func dstMondayFirst() {
        let berlin = Language.simplifiedChinese.calendar(timeZone: zone("Europe/Berlin"))
        // Sunday 2025-03-30, the day clocks went forward in Europe, late evening.
        let sunday = UpcomingSchedule(now: instant("2025-03-30T23:30:00+02:00"), calendar: berlin)
        #expect(sunday.today == day(2025, 3, 30))
        #expect(sunday.section(for: day(2025, 3, 31)) == .nextWeek)
        #expect(sunday.endOfNextWeek == day(2025, 4, 6))

        let newYork = Language.simplifiedChinese.calendar(timeZone: zone("America/New_York"))
        // Sunday 2025-11-02 has 25 hours in New York; 23:59 is still that Sunday.
        let fallBack = UpcomingSchedule(now: instant("2025-11-02T23:59:00-05:00"), calendar: newYork)
        #expect(fallBack.today == day(2025, 11, 2))
        #expect(fallBack.section(for: day(2025, 11, 3)) == .nextWeek)
        #expect(fallBack.section(for: day(2025, 11, 2)) == .today)
    }

    @Test("sorts by date, then name, and shows weekday names except for today")
    func sortingAndDetail() {
        let schedule = UpcomingSchedule(today: day(2025, 6, 4), firstWeekday: .sunday)
        let items = [
            TodoItem(id: 1, name: "item 10", dueDate: day(2025, 6, 6), createdAt: .distantPast),
            TodoItem(id: 2, name: "Banana", dueDate: day(2025, 6, 6), createdAt: .distantPast),
            TodoItem(id: 3, name: "item 2", dueDate: day(2025, 6, 6), createdAt: .distantPast),
            TodoItem(id: 4, name: "apple", dueDate: day(2025, 6, 6), createdAt: .distantPast),
            TodoItem(id: 5, name: "Zebra", dueDate: day(2025, 6, 5), createdAt: .distantPast),
            TodoItem(id: 6, name: "Call mom", dueDate: day(2025, 6, 4), createdAt: .distantPast),
            TodoItem(id: 7, name: "Early", dueDate: day(2025, 6, 7), createdAt: .distantPast),
        ]
        let groups = schedule.groups(for: items.reversed())
        let later = try! #require(groups.first { $0.section == .laterThisWeek })
        #expect(later.rows.map(\.item.name) == ["apple", "Banana", "item 2", "item 10", "Early"])

        let english = Localizer(.english)
        let chinese = Localizer(.simplifiedChinese)
        let details = groups.flatMap(\.rows).map { $0.detail(in: english) }
        #expect(details == ["", "Thursday", "Friday", "Friday", "Friday", "Friday", "Saturday"])
        #expect(groups[0].rows[0].weekday == nil)
        #expect(groups[1].rows[0].detail(in: chinese) == "星期四")
    }

    @Test("no items, or none in range, means no sections")
    func empty() {
        let schedule = UpcomingSchedule(today: day(2025, 6, 4), firstWeekday: .sunday)
        #expect(schedule.groups(for: []).isEmpty)
        #expect(schedule.groups(for: items(from: day(2025, 5, 1), through: day(2025, 6, 3))).isEmpty)
        #expect(schedule.groups(for: items(from: day(2025, 6, 15), through: day(2025, 7, 3))).isEmpty)
    }

    @Test("a date provider yields the schedule of its day and calendar")
    func dateProvider() {
        let dates = DateProvider.fixed(instant("2025-06-07T23:30:00+08:00"), calendar: Language.simplifiedChinese.calendar(timeZone: zone("Asia/Shanghai")))
        #expect(dates.today() == day(2025, 6, 7))
        #expect(dates.upcomingSchedule() == UpcomingSchedule(today: day(2025, 6, 7), firstWeekday: .monday))
    }

    @Test("a clock pinned to a day says that day in any time zone; --today keeps the time of day")
    func pinnedDays() {
        for identifier in ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"] {
            let calendar = Language.english.calendar(timeZone: zone(identifier))
            #expect(DateProvider.fixed(on: day(2028, 2, 29), calendar: calendar).today() == day(2028, 2, 29))
            let pinned = DateProvider.pinned(to: day(2026, 12, 31), calendar: calendar)
            #expect(pinned.today() == day(2026, 12, 31))
            let realTimeOfDay = Date().timeIntervalSince(Day(Date(), in: calendar).startDate(in: calendar))
            let pinnedTimeOfDay = pinned.now().timeIntervalSince(day(2026, 12, 31).startDate(in: calendar))
            #expect(abs(pinnedTimeOfDay - realTimeOfDay) < 60)
        }
    }
}
