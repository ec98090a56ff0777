import FoundationEssentials

/// How a plan is worded for people: its dates, its times in the clock's hour cycle, the line
/// pasted into a chat, the note on a repeated hour and the refusal of a skipped one, in the
/// language of `words`.
public struct PlanWording: Sendable, Hashable {
    public var cycle: HourCycle
    public var words: Words

    public init(cycle: HourCycle = .twelve, words: Words = .english) {
        self.cycle = cycle
        self.words = words
    }

    /// `Tue 10 Dec`.
    public func date(_ wall: CivilDateTime) -> String {
        // TRANSLATORS: a date in `timecircuits plan`'s line for a chat: %1$s the weekday (Tue),
        // %2$s the day of the month (10), %3$s the month (Dec). German might write "%1$s %2$s. %3$s".
        words("%1$s %2$s %3$s", weekday(wall), "\(wall.day)", month(wall))
    }

    /// `Sun 8 Mar 2026`.
    public func dateWithYear(_ wall: CivilDateTime) -> String {
        // TRANSLATORS: a date with its year: %1$s the weekday (Sun), %2$s the day (8), %3$s the
        // month (Mar), %4$s the year (2026).
        words("%1$s %2$s %3$s %4$s", weekday(wall), "\(wall.day)", month(wall), "\(wall.year)")
    }

    /// `9:00 AM` on the 12-hour clock, `09:00` on the 24-hour one: a time inside a sentence, as
    /// the alarms' notices say it (`AlarmWording`), so the clock words a time one way.
    public func time(_ wall: CivilDateTime) -> String {
        AlarmWording(zone: .utc, cycle: cycle, namesKeys: false, words: words).time(AlarmTime(hour: wall.hour, minute: wall.minute))
    }

    /// `Tue`, the weekday in the user's language.
    public func weekday(_ wall: CivilDateTime) -> String {
        words(AlarmWording.weekdays[AlarmSchedule.isoWeekday(ofDay: wall.daysSinceEpoch) - 1])
    }

    /// `Dec`: the MONTH field's three letters in the user's language (`MonthLetters`), written
    /// as a word. The catalogue has them only in capitals, for the LEDs; a language that writes
    /// its weekdays with a capital (English, German) writes its months so, and one that does not
    /// (French `mar.`, Spanish `mar`) writes `déc`, `dic`, so the month takes the weekday's case.
    func month(_ wall: CivilDateTime) -> String {
        let letters = words(Readout.monthAbbreviations[wall.month - 1]).lowercased()
        guard words(AlarmWording.weekdays[0]).first?.isUppercase ?? true else { return letters }
        return letters.prefix(1).uppercased() + letters.dropFirst()
    }

    /// One line a person pastes into a chat: `Tue 10 Dec: New York 9:00 AM · London 2:00 PM ·
    /// Hong Kong 10:00 PM`. The date is that of the row at `dateOf` (the city the time was typed
    /// in); a city whose date differs has its weekday beside its time.
    public func chatLine(_ plan: MeetingPlan, dateOf index: Int = 0) -> String {
        guard plan.rows.indices.contains(index) else { return "" }
        let day = plan.rows[index].local.daysSinceEpoch
        let times = plan.rows.map { row in
            let shown = "\(row.city.name) \(time(row.local))"
            return row.local.daysSinceEpoch == day ? shown : "\(shown) (\(weekday(row.local)))"
        }
        return date(plan.rows[index].local) + ": " + times.joined(separator: " · ")
    }

    /// What a row on a repeated reading says: which of the two it is.
    public func note(_ row: PlannedRow) -> String? {
        switch row.pass {
        case nil: nil
        // TRANSLATORS: beside a city's time in `timecircuits plan` on the night its clocks go
        // back: %1$s the time (1:30 AM), which the clocks show twice.
        case .first: words("the first %1$s of two, before the clocks go back", time(row.local))
        case .second: words("the second %1$s of two, after the clocks went back", time(row.local))
        }
    }

    /// The refusal of a time `city`'s clocks skip: `New York has no 2:30 AM on Sun 8 Mar 2026:
    /// its clocks go from 1:59 AM to 3:00 AM`.
    func skipped(_ wall: CivilDateTime, in city: City, lastBefore: CivilDateTime, firstAfter: CivilDateTime) -> String {
        words("%1$s has no %2$s on %3$s: its clocks go from %4$s to %5$s", city.name, time(wall), dateWithYear(wall),
              time(lastBefore), time(firstAfter))
    }

    /// What `timecircuits plan --next` says when no time suits every city.
    public var noneAllWorking: String {
        words("no time in the next %1$s days when all are at work", "\(MeetingSearch.days)")
    }
}
