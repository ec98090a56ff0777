import FoundationEssentials

/// When a reminder is due, in local wall time of a zone (the system's): on its day (see
/// `ReminderDate` for short months) at its time, by the same rules as an alarm's minute
/// (`AlarmSchedule`: a time in a spring-forward gap comes at the gap's end, a repeated time at
/// its first pass). Pure arithmetic, no calendar objects.
extension Reminder {
    /// The local day (days since 1970-01-01) it is due in the month of local day `day`, or nil
    /// when it is not due that month.
    func dueDay(inMonthOf day: Int) -> Int? {
        let civil = CivilDateTime.civil(fromDays: day)
        return date.day(inYear: civil.year, month: civil.month).map { CivilDateTime.days(year: civil.year, month: civil.month, day: $0) }
    }

    /// The first instant strictly after `instant` at which its notice is due in `zone`.
    public func nextDue(after instant: Date, in zone: Zone) -> Date {
        // From the month of the day before (a time past a gap at midnight belongs to that day),
        // thirteen months on reach every yearly date.
        let start = CivilDateTime.civil(fromDays: AlarmSchedule.day(of: instant, in: zone) - 1)
        for k in 0...13 {
            let month0 = start.month - 1 + k
            let year = start.year + month0 / 12, month = month0 % 12 + 1
            guard let d = date.day(inYear: year, month: month) else { continue }
            let due = AlarmSchedule.instant(of: dueTime, onDay: CivilDateTime.days(year: year, month: month, day: d), in: zone)
            if due > instant { return due }
        }
        // Unreachable for any real zone: a year on is a safe answer rather than a crash.
        return instant.addingTimeInterval(366 * 86_400)
    }

    /// The latest instant in `(from, through]` at which it was due, or nil.
    public func lastDue(after from: Date, through: Date, in zone: Zone) -> Date? {
        // Only the latest matters: a clock stepped forward by years looks at its last year.
        AlarmSchedule.lastDue(after: from, through: through, lookingBack: 370 * 86_400) { nextDue(after: $0, in: zone) }
    }

    /// Whether `instant` falls on its day in `zone`: the whole local day, from midnight on.
    public func isDay(of instant: Date, in zone: Zone) -> Bool {
        let day = AlarmSchedule.day(of: instant, in: zone)
        return dueDay(inMonthOf: day) == day
    }

    /// What DESTINATION TIME shows on its day: the day of this year (02-28 for a 02-29 in a
    /// common year) at its time, 09:00 when it has none, as the replica shows a reminder.
    public func destination(onDayOf instant: Date, in zone: Zone) -> CivilDateTime? {
        guard isDay(of: instant, in: zone) else { return nil }
        let civil = CivilDateTime.civil(fromDays: AlarmSchedule.day(of: instant, in: zone))
        return CivilDateTime(year: civil.year, month: civil.month, day: civil.day, hour: dueTime.hour, minute: dueTime.minute)
    }
}

/// The reminders as a list: which is due today, which comes next.
public enum ReminderList {
    /// The first reminder in `list` whose day `instant` falls on, in `zone`: the one the face shows.
    public static func due(_ list: [Reminder], at instant: Date, in zone: Zone) -> Reminder? {
        list.first { $0.isDay(of: instant, in: zone) }
    }

    /// The reminder whose notice comes next after `instant`, and when; nil with none.
    public static func next(_ list: [Reminder], after instant: Date, in zone: Zone) -> (reminder: Reminder, at: Date)? {
        list.map { ($0, $0.nextDue(after: instant, in: zone)) }.min { $0.1 < $1.1 }
    }
}
