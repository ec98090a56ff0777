import FoundationEssentials

/// When an alarm rings, in local wall time of a zone (the system's, for a desktop clock), across
/// every change of offset the tz database knows.
///
/// - A time the clocks skip (inside a spring-forward gap) rings at the first minute after the
///   gap: an alarm at 02:30 on New York's spring-forward day rings at 03:00 EDT.
/// - A time the clocks pass twice (inside a fall-back repeat) rings once, at the first pass.
/// - Weekdays are those of the local date: a Monday alarm rings on the Monday the wall calendar
///   shows in that zone.
///
/// Pure arithmetic on the zone's offsets (`secondsFromGMT`), no calendar objects: the loop asks
/// at every wake-up, and a `Calendar` costs far more than the tick.
public enum AlarmSchedule {
    /// The instant at which `time` is due on the local date `day` (days since 1970-01-01 in
    /// the proleptic Gregorian calendar) in `zone`, by the rules above.
    public static func instant(of time: AlarmTime, onDay day: Int, in zone: Zone) -> Date {
        let local = day * 1440 + time.minuteOfDay  // wall-clock minutes since the epoch
        func offset(atUTCMinute m: Int) -> Int { CivilDateTime.offsetMinutes(zone, at: Date(timeIntervalSince1970: Double(m) * 60)) }
        // A day either side of the reading brackets any change of offset near it.
        let before = offset(atUTCMinute: local - 1440)
        let after = offset(atUTCMinute: local + 1440)
        let readings = Set([before, after]).map { local - $0 }.sorted()
        if let first = readings.first(where: { $0 + offset(atUTCMinute: $0) == local }) {
            return Date(timeIntervalSince1970: Double(first) * 60)
        }
        // The reading falls in a gap: the offset grew from `before` to `after` between the two
        // readings. The first minute after the gap is the instant the offset changed.
        var low = readings[0] * 60, high = readings[readings.count - 1] * 60  // seconds; low before the change
        let start = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(low)))
        while high - low > 1 {
            let mid = (low + high) / 2
            if zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(mid))) == start { low = mid } else { high = mid }
        }
        // Offsets change on whole minutes (local mean time aside); a minute edge is where the
        // face's digits change, so the alarm is due at one.
        return Date(timeIntervalSince1970: (Double(high) / 60).rounded(.up) * 60)
    }

    /// The local date of `instant` in `zone`, as days since 1970-01-01.
    public static func day(of instant: Date, in zone: Zone) -> Int {
        let local = instant.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: instant))
        return Int((local / 86_400).rounded(.down))
    }

    /// ISO weekday (1 Monday … 7 Sunday) of a day counted from 1970-01-01, a Thursday.
    public static func isoWeekday(ofDay day: Int) -> Int {
        ((day % 7) + 7 + 3) % 7 + 1
    }
}

extension Alarm {
    /// The first instant strictly after `instant` at which this alarm is due in `zone`, switched
    /// on or not (the caller decides whether it rings). A once alarm is due at the next time its
    /// minute comes.
    public func nextDue(after instant: Date, in zone: Zone) -> Date {
        // From the day before: a time just past a gap that crosses midnight belongs to the
        // previous date. Eight days on covers any weekday and a change of offset on the way.
        let today = AlarmSchedule.day(of: instant, in: zone)
        for day in (today - 1)...(today + 8) where days.contains(isoWeekday: AlarmSchedule.isoWeekday(ofDay: day)) {
            let due = AlarmSchedule.instant(of: time, onDay: day, in: zone)
            if due > instant { return due }
        }
        // Unreachable for any real zone; a week on is a safe answer rather than a crash.
        return instant.addingTimeInterval(7 * 86_400)
    }

    /// The latest instant in `(from, through]` at which this alarm was due, or nil: the one a
    /// wake-up that finds the wall clock moved from `from` to `through` has to answer for.
    public func lastDue(after from: Date, through: Date, in zone: Zone) -> Date? {
        // Only the latest matters: a clock stepped forward by years looks at its last week.
        AlarmSchedule.lastDue(after: from, through: through, lookingBack: 8 * 86_400) { nextDue(after: $0, in: zone) }
    }
}

extension AlarmSchedule {
    /// The local time of `instant` in `zone`, to the minute.
    public static func time(of instant: Date, in zone: Zone) -> AlarmTime {
        let local = Int((instant.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: instant))).rounded(.down))
        let minuteOfDay = ((local / 60) % 1440 + 1440) % 1440
        return AlarmTime(hour: minuteOfDay / 60, minute: minuteOfDay % 60)
    }
}

extension AlarmSchedule {
    /// The latest instant in `(from, through]` that `next` (the first due instant after one)
    /// gives, or nil; only the last `lookingBack` seconds before `through` are searched, which
    /// must hold at least one whole period of the schedule. Alarms and reminders share it.
    public static func lastDue(after from: Date, through: Date, lookingBack: TimeInterval, next: (Date) -> Date) -> Date? {
        guard through > from else { return nil }
        var t = max(from, through.addingTimeInterval(-lookingBack))
        var last: Date?
        while true {
            let due = next(t)
            guard due <= through else { return last }
            last = due
            t = due
        }
    }
}
