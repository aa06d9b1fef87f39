import Foundation
@testable import Domain

/// A day that must exist; tests write them as literals.
func day(_ year: Int, _ month: Int, _ dayOfMonth: Int) -> Day {
    guard let day = Day(year: year, month: month, day: dayOfMonth) else {
        fatalError("\(year)-\(month)-\(dayOfMonth) is not a day")
    }
    return day
}

/// The time zone with `identifier`, which the tests rely on existing.
func zone(_ identifier: String) -> TimeZone {
    guard let zone = TimeZone(identifier: identifier) else { fatalError("unknown time zone \(identifier)") }
    return zone
}

/// An instant written in ISO 8601 with an offset, e.g. `2025-03-09T23:30:00-04:00`.
func instant(_ text: String) -> Date {
    guard let date = try? Date(text, strategy: .iso8601) else { fatalError("not an ISO 8601 date: \(text)") }
    return date
}

let utc = zone("UTC")
