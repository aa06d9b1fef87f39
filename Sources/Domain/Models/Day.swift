import Foundation

/// A calendar day — year, month and day in the Gregorian calendar — with no time
/// of day and no time zone.
///
/// Due dates are days, not instants: "due on 2025-03-10" means the same day
/// wherever and whenever you look at it, so arithmetic on days never goes through
/// `Date` and is immune to daylight-saving changes. Convert at the edges with
/// ``init(_:in:)`` and ``startDate(in:)``.
///
/// The text form (`description`, `Codable`) is ISO 8601 `YYYY-MM-DD`.
public struct Day: Hashable, Comparable, Sendable {
    /// The year, e.g. 2025.
    public let year: Int
    /// The month, 1…12.
    public let month: Int
    /// The day of the month, 1…31.
    public let day: Int

    /// Creates a day, or `nil` when the combination does not exist (month 13,
    /// February 30, …).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...Day.numberOfDays(inMonth: month, year: year)).contains(day) else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day that `date` falls on in `calendar`'s time zone.
    ///
    /// Only the calendar's time zone is used; days are always Gregorian.
    public init(_ date: Date, in calendar: Calendar) {
        let components = Day.gregorian(in: calendar.timeZone).dateComponents([.year, .month, .day], from: date)
        self.init(uncheckedYear: components.year ?? 1970, month: components.month ?? 1, day: components.day ?? 1)
    }

    private init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The first instant of this day in `calendar`'s time zone (midnight, or the
    /// first existing instant when a daylight-saving change skips midnight).
    public func startDate(in calendar: Calendar) -> Date {
        let gregorian = Day.gregorian(in: calendar.timeZone)
        let noon = gregorian.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) ?? Date(timeIntervalSince1970: 0)
        return gregorian.startOfDay(for: noon)
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> Day {
        Day(serialNumber: serialNumber + count)
    }

    /// The number of days from this day to `other` (negative when `other` is earlier).
    public func days(until other: Day) -> Int {
        other.serialNumber - serialNumber
    }

    /// The day of the week.
    public var weekday: Weekday {
        // Day 0 of the serial numbers, 1970-01-01, was a Thursday.
        let sundayBased = ((serialNumber + 4) % 7 + 7) % 7
        return Weekday(rawValue: sundayBased + 1)!
    }

    public static func < (lhs: Day, rhs: Day) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

// MARK: - Text form

extension Day: LosslessStringConvertible {
    /// Parses `YYYY-MM-DD` (exactly four, two and two digits); `nil` for anything
    /// else, including days that do not exist such as `2025-02-30`.
    public init?(_ description: String) {
        let parts = description.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3,
              parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The ISO 8601 form, e.g. `2025-03-09`.
    public var description: String {
        let yearText = String(year)
        let paddedYear = String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText
        return "\(paddedYear)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }
}

extension Day: Codable {
    /// Decodes a `YYYY-MM-DD` string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = Day(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a day as YYYY-MM-DD, got \"\(text)\"")
        }
        self = day
    }

    /// Encodes as a `YYYY-MM-DD` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

// MARK: - Day arithmetic

extension Day {
    /// Days since 1970-01-01 in the proleptic Gregorian calendar
    /// (Howard Hinnant's `days_from_civil`).
    var serialNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let marchBasedMonth = (month + 9) % 12
        let dayOfYear = (153 * marchBasedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of ``serialNumber`` (Howard Hinnant's `civil_from_days`).
    init(serialNumber: Int) {
        let shifted = serialNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let marchBasedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * marchBasedMonth + 2) / 5 + 1
        let month = marchBasedMonth < 10 ? marchBasedMonth + 3 : marchBasedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(uncheckedYear: year, month: month, day: day)
    }

    static func numberOfDays(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2:
            let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return isLeap ? 29 : 28
        case 4, 6, 9, 11:
            return 30
        default:
            return 31
        }
    }

    static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}

/// A day of the week, numbered as `Calendar` numbers weekdays (Sunday = 1).
public enum Weekday: Int, CaseIterable, Hashable, Sendable, Codable {
    case sunday = 1, monday, tuesday, wednesday, thursday, friday, saturday
}
