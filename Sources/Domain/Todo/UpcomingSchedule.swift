import Foundation

/// A section of the `Upcoming` to-do list, in display order.
public enum UpcomingSection: Int, CaseIterable, Comparable, Hashable, Sendable {
    /// Due today.
    case today
    /// Due tomorrow, when tomorrow is still in this week.
    case tomorrow
    /// Due after tomorrow, up to the end of this week.
    case laterThisWeek
    /// Due next week (including tomorrow when tomorrow starts next week).
    case nextWeek

    public static func < (lhs: UpcomingSection, rhs: UpcomingSection) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// One section of the `Upcoming` list with its rows.
public struct UpcomingGroup: Identifiable, Hashable, Sendable {
    /// The section.
    public var section: UpcomingSection
    /// The rows, sorted by due date, then name.
    public var rows: [UpcomingRow]

    /// The section identifies the group: a list has each section at most once.
    public var id: UpcomingSection { section }

    /// Creates a group.
    public init(section: UpcomingSection, rows: [UpcomingRow]) {
        self.section = section
        self.rows = rows
    }
}

/// One row of the `Upcoming` list.
public struct UpcomingRow: Identifiable, Hashable, Sendable {
    /// The to-do item.
    public var item: TodoItem
    /// The weekday shown in the detail column; `nil` for today's items, whose
    /// detail column is blank.
    public var weekday: Weekday?

    /// The item identifies the row.
    public var id: TodoItem.ID { item.id }

    /// Creates a row.
    public init(item: TodoItem, weekday: Weekday?) {
        self.item = item
        self.weekday = weekday
    }

    /// The detail column's text: the weekday name, or empty for today.
    public func detail(in strings: Localizer) -> String {
        weekday.map(strings.weekdayName) ?? ""
    }
}

/// The weeks around one day, and how the to-do list files due dates into
/// ``UpcomingSection``s.
///
/// Weeks start on `firstWeekday` (Sunday for en-US, Monday for zh-Hans). The
/// list shows the items due from today through the last day of next week:
///
/// - today → ``UpcomingSection/today``;
/// - tomorrow → ``UpcomingSection/tomorrow``, unless tomorrow is the first day of
///   next week — then ``UpcomingSection/nextWeek``;
/// - the rest of this week → ``UpcomingSection/laterThisWeek``;
/// - next week → ``UpcomingSection/nextWeek``;
/// - anything before today or after next week is not shown.
///
/// All arithmetic is on ``Day``s, so it holds across month, year and
/// daylight-saving boundaries.
public struct UpcomingSchedule: Hashable, Sendable {
    /// The day the list is computed for.
    public let today: Day
    /// The first day of a week.
    public let firstWeekday: Weekday

    /// Creates the schedule of `today` with weeks starting on `firstWeekday`.
    public init(today: Day, firstWeekday: Weekday) {
        self.today = today
        self.firstWeekday = firstWeekday
    }

    /// Creates the schedule of `today` with `calendar`'s first weekday.
    public init(today: Day, calendar: Calendar) {
        self.init(today: today, firstWeekday: Weekday(rawValue: calendar.firstWeekday) ?? .sunday)
    }

    /// Creates the schedule of the day `now` falls on in `calendar`'s time zone,
    /// with `calendar`'s first weekday.
    public init(now: Date, calendar: Calendar) {
        self.init(today: Day(now, in: calendar), calendar: calendar)
    }

    /// The first day of the week that contains today.
    public var startOfThisWeek: Day {
        let offset = (today.weekday.rawValue - firstWeekday.rawValue + 7) % 7
        return today.adding(days: -offset)
    }

    /// The last day of the week that contains today.
    public var endOfThisWeek: Day { startOfThisWeek.adding(days: 6) }

    /// The first day of next week.
    public var startOfNextWeek: Day { startOfThisWeek.adding(days: 7) }

    /// The last day of next week.
    public var endOfNextWeek: Day { startOfThisWeek.adding(days: 13) }

    /// The due dates the list shows: today through the end of next week. Ask the
    /// ``TodoStore`` for exactly this range.
    public var visibleDays: ClosedRange<Day> { today...endOfNextWeek }

    /// The section an item due on `day` belongs in, or `nil` when the list does
    /// not show it.
    public func section(for day: Day) -> UpcomingSection? {
        let tomorrow = today.adding(days: 1)
        switch day {
        case today:
            return .today
        case tomorrow where tomorrow <= endOfThisWeek:
            return .tomorrow
        case today...endOfThisWeek:
            return .laterThisWeek
        case startOfNextWeek...endOfNextWeek:
            return .nextWeek
        default:
            return nil
        }
    }

    /// The list for `items`: the non-empty sections in display order, each sorted
    /// by due date, then name (case-insensitively, numbers by value), then id.
    /// Items outside ``visibleDays`` are left out; an empty result means the
    /// screen shows `No upcoming items`.
    public func groups(for items: [TodoItem]) -> [UpcomingGroup] {
        var rowsBySection: [UpcomingSection: [UpcomingRow]] = [:]
        for item in items.sorted(by: UpcomingSchedule.displayOrder) {
            guard let section = section(for: item.dueDate) else { continue }
            let weekday = section == .today ? nil : item.dueDate.weekday
            rowsBySection[section, default: []].append(UpcomingRow(item: item, weekday: weekday))
        }
        return UpcomingSection.allCases.compactMap { section in
            rowsBySection[section].map { UpcomingGroup(section: section, rows: $0) }
        }
    }

    private static func displayOrder(_ lhs: TodoItem, _ rhs: TodoItem) -> Bool {
        if lhs.dueDate != rhs.dueDate { return lhs.dueDate < rhs.dueDate }
        switch lhs.name.compare(rhs.name, options: [.caseInsensitive, .numeric]) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return lhs.name != rhs.name ? lhs.name < rhs.name : lhs.id < rhs.id
        }
    }
}
