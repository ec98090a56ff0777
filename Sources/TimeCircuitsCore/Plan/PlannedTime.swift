import FoundationEssentials

/// A time typed in one city's local time, as a person plans a meeting: `tue 09:00`, `0900`,
/// `12/10 0900`, `2026-12-10 09:00`. The time is in the keypad's four digits or with a colon;
/// the date may be left out (the reference's own date), a weekday (the next such day on or after
/// the reference's date), a month and day in the prop's MONTH DAY order (the next such date on or
/// after it), or a whole date.
///
/// It reads the text into a wall-clock reading only: whether the city's clocks ever read it, or
/// read it twice, is `MeetingPlan`'s question (`WallReading`).
public enum PlannedTime {
    /// The years a plan may fall in: those the zone rules and the calendars people import into
    /// agree on.
    public static let years = 1900...2100

    /// What a planned time looks like, for every message about a bad one.
    public static let expected = Words.marked("a local time like 0900, 09:00, tue 09:00, 12/10 0900 (month/day) or 2026-12-10 09:00")

    /// The wall-clock reading `text` names, read against `reference`, the local date and time now
    /// (or whenever the plan starts from) in the same city; refused in one line in the language
    /// of `words`.
    public static func parse(_ text: String, from reference: CivilDateTime, words: Words = .english) throws(InputError) -> CivilDateTime {
        let quoted = QuotedInput.quoted(text), expected = words(expected)
        var tokens = text.trimmingWhitespace().split(whereSeparator: \.isWhitespace).map(String.init)
        // `2026-12-10T09:00`: the ISO form's T is a space here.
        if tokens.count == 1, let t = tokens[0].firstIndex(where: { $0 == "T" || $0 == "t" }), tokens[0].contains("-") {
            tokens = [String(tokens[0][..<t]), String(tokens[0][tokens[0].index(after: t)...])]
        }
        guard (1...2).contains(tokens.count), let (hour, minute) = clock(tokens[tokens.count - 1]) else {
            throw InputError(words("invalid time %1$s: expected %2$s", quoted, expected))
        }
        guard hour <= 23, minute <= 59 else {
            throw InputError(words("invalid time %1$s: %2$s is not a time of day from 00:00 to 23:59", quoted, tokens[tokens.count - 1]))
        }
        let date = tokens.count == 2 ? tokens[0] : nil
        let day: (year: Int, month: Int, day: Int)
        if let date, date.allSatisfy(\.isLetter) {
            guard let weekday = AlarmDays.weekday(Substring(date.lowercased())) else {
                throw InputError(words("invalid time %1$s: %2$s is not a weekday (mon, tue, wed, thu, fri, sat, sun); expected %3$s",
                                       quoted, QuotedInput.quoted(date), expected))
            }
            let today = reference.daysSinceEpoch
            let ahead = (weekday - AlarmSchedule.isoWeekday(ofDay: today) + 7) % 7
            day = CivilDateTime.civil(fromDays: today + ahead)
        } else if let date {
            day = try calendarDate(date, from: reference, quoted: quoted, words: words)
        } else {
            day = (reference.year, reference.month, reference.day)
        }
        guard years.contains(day.year), let wall = CivilDateTime(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute) else {
            throw InputError(words("invalid time %1$s: the year %2$s is outside %3$s", quoted, "\(day.year)", yearsText))
        }
        return wall
    }

    /// A day typed on its own, `2026-12-10`, as `plan --day` takes it: its midnight.
    public static func day(_ text: String, words: Words = .english) throws(InputError) -> CivilDateTime {
        let quoted = QuotedInput.quoted(text)
        let fields = text.trimmingWhitespace().split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].count == 4, fields[1].count == 2, fields[2].count == 2,
              fields.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let y = Int(fields[0]), let m = Int(fields[1]), let d = Int(fields[2]) else {
            throw InputError(words("invalid day %1$s: expected a date like 2026-12-10, years %2$s", quoted, yearsText))
        }
        guard years.contains(y) else {
            throw InputError(words("invalid day %1$s: expected a date like 2026-12-10, years %2$s", quoted, yearsText))
        }
        guard let midnight = CivilDateTime(year: y, month: m, day: d, hour: 0, minute: 0) else {
            throw InputError(words("invalid day %1$s: there is no such date; expected a date like 2026-12-10, years %2$s", quoted, yearsText))
        }
        return midnight
    }

    /// `1900–2100`.
    static var yearsText: String { "\(years.lowerBound)–\(years.upperBound)" }

    /// The hour and minute of `0900`, `09:00` or `9:00`; nil for any other shape (the values are
    /// checked by the caller, so that `25:00` is named as a time that does not exist).
    private static func clock(_ token: String) -> (Int, Int)? {
        let digits: (Substring) -> Int? = { s in s.allSatisfy { $0.isASCII && $0.isNumber } ? Int(s) : nil }
        let parts = token.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 1, token.count == 4, let hm = digits(Substring(token)) { return (hm / 100, hm % 100) }
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              let h = digits(parts[0]), let m = digits(parts[1]) else { return nil }
        return (h, m)
    }

    /// The date of `12/10` (the next 10 December on or after the reference's date) or of
    /// `2026-12-10`.
    private static func calendarDate(_ text: String, from reference: CivilDateTime, quoted: String,
                                     words: Words) throws(InputError) -> (year: Int, month: Int, day: Int) {
        let numbers: ([Substring]) -> [Int]? = { fields in
            let values = fields.map { f in f.allSatisfy { $0.isASCII && $0.isNumber } && !f.isEmpty ? Int(f) : nil }
            return values.contains(nil) ? nil : values.map { $0! }
        }
        let notADate = InputError(words("invalid time %1$s: %2$s is not a date; expected %3$s", quoted, QuotedInput.quoted(text),
                                        words(expected)))
        let slashed = text.split(separator: "/", omittingEmptySubsequences: false)
        if slashed.count == 2, slashed.allSatisfy({ (1...2).contains($0.count) }), let md = numbers(slashed) {
            let (month, day) = (md[0], md[1])
            // 29 February waits for a leap year; any other day not in its month never comes.
            guard (1...12).contains(month), (1...CivilDateTime.daysIn(month: month, year: 2000)).contains(day) else { throw notADate }
            var year = (month, day) >= (reference.month, reference.day) ? reference.year : reference.year + 1
            while day > CivilDateTime.daysIn(month: month, year: year) { year += 1 }
            return (year, month, day)
        }
        let dashed = text.split(separator: "-", omittingEmptySubsequences: false)
        guard dashed.count == 3, dashed[0].count == 4, dashed[1].count == 2, dashed[2].count == 2, let ymd = numbers(dashed) else {
            throw InputError(words("invalid time %1$s: expected %2$s", quoted, words(expected)))
        }
        guard (1...12).contains(ymd[1]), (1...CivilDateTime.daysIn(month: ymd[1], year: ymd[0])).contains(ymd[2]) else { throw notADate }
        return (ymd[0], ymd[1], ymd[2])
    }
}
