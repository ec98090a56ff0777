import FoundationEssentials

/// The hours a city is at work: a span of the local day and the weekdays it starts on, as
/// `workhours = 08:00-16:00 sun-thu` writes them. A fresh install's are 09:00–17:00 Monday to
/// Friday, the office week most of the world keeps.
///
/// The span is read as `night-hours` reads its own (`NightSchedule`), and may run past midnight
/// (`22:00-06:00`: a night shift belongs to the day it starts on). The weekdays are read as an
/// alarm's are (`AlarmDays`): `mon-fri`, `sat,sun`, `mon,wed,fri`, a range that wraps (`sun-thu`).
public struct WorkingHours: Sendable, Hashable {
    /// Minutes after local midnight at which work starts and ends (0…1439); never equal.
    public let start: Int
    public let end: Int
    /// The weekdays a span starts on; never empty.
    public let days: AlarmDays

    /// Working hours, or nil when the span has no length or no day.
    public init?(start: Int, end: Int, days: AlarmDays) {
        let day = 0..<NightSchedule.minutesPerDay
        guard day.contains(start), day.contains(end), start != end, !days.isOnce else { return nil }
        self.start = start
        self.end = end
        self.days = days
    }

    /// 09:00–17:00, Monday to Friday.
    public static let standard = WorkingHours(start: 9 * 60, end: 17 * 60, days: .weekdays)!

    /// `08:00-16:00 sun-thu`; the weekdays may be left out for Monday to Friday.
    public static func parse(_ text: String) -> WorkingHours? {
        let parts = text.trimmingWhitespace().split(maxSplits: 1, whereSeparator: \.isWhitespace)
        guard let spanText = parts.first, let span = NightSchedule.parse(String(spanText)) else { return nil }
        let days = parts.count == 2 ? AlarmDays.parse(parts[1].trimmingWhitespace()) : .weekdays
        return days.flatMap { WorkingHours(start: span.start, end: span.end, days: $0) }
    }

    /// The settings file's form: `09:00-17:00 mon-fri`.
    public var text: String { NightSchedule(start: start, end: end).text + " " + days.text }

    /// Whether a clock reading `local` is inside these hours.
    public func contains(_ local: CivilDateTime) -> Bool {
        let minute = local.hour * 60 + local.minute
        let weekday = AlarmSchedule.isoWeekday(ofDay: local.daysSinceEpoch)
        if start < end { return days.contains(isoWeekday: weekday) && (start..<end).contains(minute) }
        // Past midnight: the evening of a working day, or the small hours after one.
        let dayBefore = (weekday + 5) % 7 + 1
        return (minute >= start && days.contains(isoWeekday: weekday)) || (minute < end && days.contains(isoWeekday: dayBefore))
    }
}
