import Foundation

/// Where "now" comes from, and the calendar that says which day and week it is.
///
/// Inject it wherever logic depends on the current time (the to-do list, relative
/// times) so tests can pin the clock:
///
/// ```swift
/// let dates = DateProvider.fixed(someDate, calendar: Language.english.calendar(timeZone: utc))
/// ```
public struct DateProvider: Sendable {
    /// The calendar (time zone and first weekday) days and weeks are computed in.
    public var calendar: Calendar
    private let currentDate: @Sendable () -> Date

    /// Creates a provider that asks `now` for the current date.
    public init(calendar: Calendar, now: @escaping @Sendable () -> Date) {
        self.calendar = calendar
        self.currentDate = now
    }

    /// The system clock, with `calendar`.
    public static func system(calendar: Calendar) -> DateProvider {
        DateProvider(calendar: calendar, now: { Date() })
    }

    /// A clock stopped at `date`, with `calendar`.
    public static func fixed(_ date: Date, calendar: Calendar) -> DateProvider {
        DateProvider(calendar: calendar, now: { date })
    }

    /// A clock stopped at noon on `day` in `calendar`'s time zone: a whole day away from either
    /// midnight, so "today" is `day` whatever the offset (tests and benchmarks).
    public static func fixed(on day: Day, calendar: Calendar) -> DateProvider {
        .fixed(day.startDate(in: calendar).addingTimeInterval(12 * 3600), calendar: calendar)
    }

    /// A clock whose date is `day` (`mvx --today`): the real time of day, on `day` in
    /// `calendar`'s time zone. Demos, tests and screenshots use it to show the to-do list of any
    /// day.
    public static func pinned(to day: Day, calendar: Calendar) -> DateProvider {
        DateProvider(calendar: calendar, now: {
            let now = Date()
            let timeOfDay = now.timeIntervalSince(Day(now, in: calendar).startDate(in: calendar))
            return day.startDate(in: calendar).addingTimeInterval(timeOfDay)
        })
    }

    /// The current date.
    public func now() -> Date {
        currentDate()
    }

    /// The day it is now in the calendar's time zone.
    public func today() -> Day {
        Day(now(), in: calendar)
    }

    /// The `Upcoming` list's schedule for today.
    public func upcomingSchedule() -> UpcomingSchedule {
        UpcomingSchedule(today: today(), calendar: calendar)
    }
}
