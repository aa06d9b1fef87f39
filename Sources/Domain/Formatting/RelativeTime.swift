import Foundation

/// How long ago something happened, in words: `just now`, `3 min ago`, `2 h ago`,
/// `yesterday`, `5 days ago`, then the date.
public enum RelativeTime {
    /// The key describing how long before `now` `date` was.
    ///
    /// - Under a minute (or in the future): ``L10n/justNow``.
    /// - Under an hour: whole minutes. Under a day: whole hours.
    /// - Then by calendar days in `calendar`'s time zone: the day before today is
    ///   ``L10n/yesterday``, up to six days back ``L10n/daysAgo(_:)``, anything
    ///   older the day itself.
    public static func key(for date: Date, now: Date, calendar: Calendar) -> L10n {
        let elapsed = now.timeIntervalSince(date)
        if elapsed < 60 { return .justNow }
        if elapsed < 60 * 60 { return .minutesAgo(Int(elapsed / 60)) }
        if elapsed < 24 * 60 * 60 { return .hoursAgo(Int(elapsed / (60 * 60))) }
        let day = Day(date, in: calendar)
        let days = day.days(until: Day(now, in: calendar))
        switch days {
        case ...1: return .yesterday
        case ..<7: return .daysAgo(days)
        default: return .calendarDay(day)
        }
    }
}

extension Localizer {
    /// How long before `now` `date` was, e.g. `3 min ago` / `3分钟前`.
    ///
    /// - Parameter calendar: Decides where days begin; defaults to this
    ///   language's calendar in the current time zone.
    public func relativeTime(_ date: Date, now: Date, calendar: Calendar? = nil) -> String {
        text(RelativeTime.key(for: date, now: now, calendar: calendar ?? language.calendar()))
    }

    /// The length of a voice message: `12"`, or `1'05"` from a minute on.
    public func duration(_ seconds: Int) -> String {
        let seconds = max(0, seconds)
        guard seconds >= 60 else { return "\(seconds)\"" }
        return "\(seconds / 60)'\(twoDigits(seconds % 60))\""
    }

    /// A playback position against the total, `0:03 / 0:12`.
    public func playbackPosition(elapsed: Int, total: Int) -> String {
        "\(clock(elapsed)) / \(clock(total))"
    }

    private func clock(_ seconds: Int) -> String {
        let seconds = max(0, seconds)
        return "\(seconds / 60):\(twoDigits(seconds % 60))"
    }

    private func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
