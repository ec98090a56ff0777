/// What the clock says when asked to speak the time: the rows the face shows, as sentences a
/// person hears ("New York, Thursday the 26th of November 2026, 12:47 PM."), or the timer's or
/// the stopwatch's reading. This is also how the clock is read by someone who cannot see it, so
/// it says everything a row shows: its name, the whole date with its weekday, and the time as the
/// HOUR and MIN windows and the AM/PM lamps show it (12- or 24-hour).
///
/// Pure: the model hands it the rows and readings, the shell hands the sentence to
/// speech-dispatcher. Every piece is a catalogue line with positional arguments, so a language
/// puts the weekday, day, month and year in its own order ("Donnerstag, den 26. November 2026").
public enum SpokenTime {
    /// What the face shows, as far as speaking it goes.
    public enum Shown: Sendable, Hashable {
        /// The clock face's rows, top first: each city's in the world clock, movie mode's
        /// DESTINATION TIME, PRESENT TIME and LAST TIME DEPARTED.
        case rows([ReadoutRow])
        /// The timer face: its state, the set time and the seconds left (negative in overtime).
        case timer(ClockStatus.TimerStateName, duration: Int, remaining: Double)
        /// The stopwatch face: `reset`, `running` or `stopped`, and the seconds on it.
        case stopwatch(state: String, elapsed: Double)
    }

    /// The sentences for `shown`, in the language of `words`.
    public static func sentence(_ shown: Shown, words: Words) -> String {
        switch shown {
        case .rows(let rows):
            return rows.map { row(of: $0, words: words) + "." }.joined(separator: " ")
        case .timer(let state, let duration, let remaining):
            let left = TimerDuration.text(Int(abs(remaining).rounded(.up)))
            return switch state {
            case .set: words("Timer set to %1$s.", TimerDuration.text(duration))
            case .running: words("Timer: %1$s left.", left)
            case .paused: words("Timer paused: %1$s left.", left)
            case .finished: words("Timer finished: %1$s over.", TimerDuration.text(Int(abs(remaining).rounded(.down))))
            }
        case .stopwatch(let state, let elapsed):
            let reading = StopwatchContent.text(elapsed)
            return switch state {
            case "running": words("Stopwatch running: %1$s.", reading)
            case "stopped": words("Stopwatch stopped: %1$s.", reading)
            default: words("Stopwatch: %1$s.", reading)
            }
        }
    }

    /// One row: its name, its date, its time.
    static func row(of row: ReadoutRow, words: Words) -> String {
        let date = self.date(year: row.year, month: month(of: row.month), day: row.day, words: words)
        let time = self.time(hour: row.hour, minute: row.minute, meridiem: row.meridiem, words: words)
        switch row.role {
        case "destination": return words("Destination time: %1$s, %2$s", date, time)
        case "present": return words("Present time: %1$s, %2$s", date, time)
        case "departed": return words("Last time departed: %1$s, %2$s", date, time)
        default: return words("%1$s, %2$s, %3$s", row.name, date, time)
        }
    }

    /// "Thursday the 26th of November 2026".
    static func date(year: Int, month: Int, day: Int, words: Words) -> String {
        let weekday = words(weekdays[weekday(year: year, month: month, day: day)])
        let monthName = (1...12).contains(month) ? words(months[month - 1]) : ""
        return words("%1$s the %2$s of %3$s %4$s", weekday, ordinal(day, words: words), monthName, String(year))
    }

    /// The time as the windows show it: "12:47 PM" beside a lit lamp, "14:05" on the 24-hour
    /// clock (both lamps dark). Minutes always take two digits, as the MIN window shows them.
    static func time(hour: Int, minute: Int, meridiem: String?, words: Words) -> String {
        let mm = NumberText.padded(minute, 2)
        // The lines the alarms' notices use (AlarmAction): the hour 1–12, the minute, and the
        // hour 00–23, for a language whose people say 19:05 rather than 7:05 PM.
        let hour24 = hour % 12 + (meridiem == "PM" ? 12 : 0)
        // xgettext:no-c-format
        switch meridiem {
        case "AM": return words("%1$s:%2$s AM", arguments: [String(hour), mm, NumberText.padded(hour24, 2)])
        case "PM": return words("%1$s:%2$s PM", arguments: [String(hour), mm, NumberText.padded(hour24, 2)])
        default: return words("%1$s:%2$s", String(hour), mm)
        }
    }

    /// "1st", "2nd", "23rd", "26th"; each a catalogue line, so a language writes its own ("26.").
    static func ordinal(_ day: Int, words: Words) -> String {
        let n = String(day)
        if day == 1 { return words("1st") }
        switch (day % 10, day % 100) {
        case (1, let t) where t != 11: return words("%1$sst", n)
        case (2, let t) where t != 12: return words("%1$snd", n)
        case (3, let t) where t != 13: return words("%1$srd", n)
        default: return words("%1$sth", n)
        }
    }

    /// The month's number, 1–12, from the prop's abbreviation (`NOV`); 0 for none.
    static func month(of abbreviation: String) -> Int {
        (Readout.monthAbbreviations.firstIndex(of: abbreviation) ?? -1) + 1
    }

    /// 0 for Sunday … 6 for Saturday, on the proleptic Gregorian calendar the rows show.
    static func weekday(year: Int, month: Int, day: Int) -> Int {
        // 1970-01-01 was a Thursday.
        let days = CivilDateTime.days(year: year, month: month, day: day)
        return ((days % 7) + 7 + 4) % 7
    }

    static let weekdays = [Words.marked("Sunday"), Words.marked("Monday"), Words.marked("Tuesday"), Words.marked("Wednesday"),
                           Words.marked("Thursday"), Words.marked("Friday"), Words.marked("Saturday")]
    static let months = [Words.marked("January"), Words.marked("February"), Words.marked("March"), Words.marked("April"),
                         Words.marked("May"), Words.marked("June"), Words.marked("July"), Words.marked("August"),
                         Words.marked("September"), Words.marked("October"), Words.marked("November"), Words.marked("December")]
}
