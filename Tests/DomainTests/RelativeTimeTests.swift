import Foundation
import Testing
@testable import Domain

@Suite("Relative time")
struct RelativeTimeTests {
    let now = instant("2025-06-04T15:00:00Z")
    let calendar = Language.english.calendar(timeZone: utc)

    func english(_ secondsAgo: TimeInterval) -> String {
        Localizer(.english).relativeTime(now.addingTimeInterval(-secondsAgo), now: now, calendar: calendar)
    }

    func chinese(_ secondsAgo: TimeInterval) -> String {
        Localizer(.simplifiedChinese).relativeTime(now.addingTimeInterval(-secondsAgo), now: now, calendar: calendar)
    }

    @Test("minutes, hours, yesterday, days, then the date")
    func english() {
        #expect(english(0) == "just now")
        #expect(english(59) == "just now")
        #expect(english(-300) == "just now", "a date in the future (clock skew)")
        #expect(english(60) == "1 min ago")
        #expect(english(3 * 60 + 20) == "3 min ago")
        #expect(english(59 * 60 + 59) == "59 min ago")
        #expect(english(2 * 3600) == "2 h ago")
        #expect(english(23 * 3600 + 59 * 60) == "23 h ago")
        #expect(english(24 * 3600) == "yesterday")
        #expect(english(39 * 3600) == "yesterday")            // 2025-06-03 00:00
        #expect(english(39 * 3600 + 1) == "2 days ago")       // 2025-06-02 23:59:59
        #expect(english(5 * 86400) == "5 days ago")
        #expect(english(6 * 86400) == "6 days ago")
        #expect(english(7 * 86400) == "2025-05-28")
    }

    @Test("in Chinese")
    func chinese() {
        #expect(chinese(10) == "刚刚")
        #expect(chinese(3 * 60) == "3分钟前")
        #expect(chinese(2 * 3600) == "2小时前")
        #expect(chinese(30 * 3600) == "昨天")
        #expect(chinese(5 * 86400) == "5天前")
        #expect(chinese(30 * 86400) == "2025年5月5日")
    }

    @Test("days are counted in the calendar's time zone")
    func timeZones() {
        // 26 hours before 2025-06-04 01:00 in Shanghai is 2025-06-02 23:00 there: two days back.
        var shanghai = calendar
        shanghai.timeZone = zone("Asia/Shanghai")
        let now = instant("2025-06-04T01:00:00+08:00")
        let then = now.addingTimeInterval(-26 * 3600)
        #expect(Localizer(.english).relativeTime(then, now: now, calendar: shanghai) == "2 days ago")
        #expect(Localizer(.english).relativeTime(then, now: now, calendar: calendar) == "yesterday")
    }
}
