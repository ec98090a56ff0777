import FoundationEssentials

/// Parses the instant given to `--frozen-date`.
///
/// Strict ISO 8601 with an explicit offset or Z, because a frozen screenshot must mean the same
/// instant on every machine: a local time without an offset would depend on the tester's zone.
public enum FrozenDate {
    /// The accepted shape, for error messages.
    public static let acceptedForm = "ISO 8601 with an offset, e.g. 1985-10-26T01:21:00-07:00 or 2015-10-21T16:29Z"

    /// The era of years 1 and later (AD) in Foundation's Gregorian calendar.
    private static let commonEra = 1

    public static func parse(_ text: String) throws(InputError) -> Date {
        // ASCII digits only: `\d` would also match other scripts' digits (Arabic-Indic "١٩٨٥"),
        // which `Int(_:)` does not read.
        let pattern = #/^([0-9]{4})-([0-9]{2})-([0-9]{2})[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:[.,]([0-9]{1,9}))?)?(Z|z|[+-][0-9]{2}(?::?[0-9]{2})?)$/#
        guard let m = text.trimmingWhitespace().wholeMatch(of: pattern) else {
            throw InputError("invalid date \(QuotedInput.quoted(text)): expected \(acceptedForm)")
        }
        let year = Int(m.1)!, month = Int(m.2)!, day = Int(m.3)!
        let hour = Int(m.4)!, minute = Int(m.5)!
        let second = m.6.map { Int($0)! } ?? 0
        let fraction = m.7.map { Double("0." + $0)! } ?? 0

        guard (1...12).contains(month) else {
            throw InputError("invalid date \(QuotedInput.quoted(text)): month \(month) is not 01–12; expected \(acceptedForm)")
        }
        guard hour <= 23, minute <= 59, second <= 59 else {
            throw InputError("invalid date \(QuotedInput.quoted(text)): time must be 00:00:00–23:59:59; expected \(acceptedForm)")
        }
        let offset = try offsetSeconds(String(m.8), in: text)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let daysInMonth = calendar.range(
            of: .day, in: .month,
            for: calendar.date(from: DateComponents(year: year, month: month, day: 1))!
        )!.count
        guard (1...daysInMonth).contains(day) else {
            throw InputError("invalid date \(QuotedInput.quoted(text)): day \(day) does not exist in \(year)-\(NumberText.padded(month, 2)), which has \(daysInMonth) days")
        }
        let utc = calendar.date(from: DateComponents(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second
        ))!
        // Foundation's Gregorian calendar has no year 0 and, like the historical one, skips from
        // 4 to 15 October 1582; it would quietly read such a day as another (0000-01-01 as
        // 0001-01-01, 1582-10-10 as 1582-10-20), and the face would show a date nobody typed.
        let read = calendar.dateComponents([.era, .year, .month, .day], from: utc)
        guard read.era == commonEra, read.year == year, read.month == month, read.day == day else {
            throw InputError("invalid date \(QuotedInput.quoted(text)): \(NumberText.padded(year, 4))-\(NumberText.padded(month, 2))-\(NumberText.padded(day, 2)) is not a day of the calendar the clock shows, which has no year 0000 and skips 5–14 October 1582")
        }
        return utc.addingTimeInterval(fraction - Double(offset))
    }

    private static func offsetSeconds(_ s: String, in text: String) throws(InputError) -> Int {
        if s == "Z" || s == "z" { return 0 }
        let sign = s.hasPrefix("-") ? -1 : 1
        let digits = s.dropFirst().filter(\.isNumber)
        let hours = Int(digits.prefix(2))!
        let minutes = digits.count > 2 ? Int(digits.suffix(2))! : 0
        guard hours <= 14, minutes <= 59 else {
            throw InputError("invalid date \(QuotedInput.quoted(text)): offset \(s) is outside −14:00…+14:00")
        }
        return sign * (hours * 3600 + minutes * 60)
    }
}
