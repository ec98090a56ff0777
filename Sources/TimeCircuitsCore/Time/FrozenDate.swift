import FoundationEssentials

/// Parses the instant given to `--frozen-date`.
///
/// Strict ISO 8601 with an explicit offset or Z, because a frozen screenshot must mean the same
/// instant on every machine: a local time without an offset would depend on the tester's zone.
public enum FrozenDate {
    /// The accepted shape, for error messages (in the language they are said in).
    public static let acceptedForm = Words.marked("ISO 8601 with an offset, e.g. 1985-10-26T01:21:00-07:00 or 2015-10-21T16:29Z")

    /// The instant `text` names; its refusal is one line in the language of `words`.
    public static func parse(_ text: String, words: Words = .english) throws(InputError) -> Date {
        let quoted = QuotedInput.quoted(text), expected = words(acceptedForm)
        guard let f = fields(of: text.trimmingWhitespace()) else {
            throw InputError(words("invalid date %1$s: expected %2$s", quoted, expected))
        }
        let (year, month, day, hour, minute, second) = (f.year, f.month, f.day, f.hour, f.minute, f.second)

        guard (1...12).contains(month) else {
            throw InputError(words("invalid date %1$s: month %2$s is not 01–12; expected %3$s", quoted, "\(month)", expected))
        }
        guard hour <= 23, minute <= 59, second <= 59 else {
            throw InputError(words("invalid date %1$s: time must be 00:00:00–23:59:59; expected %2$s", quoted, expected))
        }
        let offset = try offsetSeconds(f.offset, in: text, words)
        let daysInMonth = CivilDateTime.daysIn(month: month, year: year)
        guard (1...daysInMonth).contains(day) else {
            throw InputError(words("invalid date %1$s: day %2$s does not exist in %3$s, which has %4$s days", quoted, "\(day)",
                                   "\(year)-\(NumberText.padded(month, 2))", "\(daysInMonth)"))
        }
        // The face shows years 0001–9999 (a year 0000 would be 1 BC, which no clock shows).
        guard year >= 1 else {
            throw InputError(words("invalid date %1$s: the year 0000 is not on the clock, which counts from 0001", quoted))
        }
        // The proleptic Gregorian calendar, as glibc and the readouts count days: a date before
        // 1582 reads back on the face as typed.
        let days = CivilDateTime.days(year: year, month: month, day: day)
        let seconds = Double(days) * 86_400 + Double(hour * 3600 + minute * 60 + second)
        return Date(timeIntervalSince1970: seconds + f.fraction - Double(offset))
    }

    /// The fields of `YYYY-MM-DD[T ]hh:mm[:ss[.fff]](Z|±hh[[:]mm])`, ASCII digits only (other
    /// scripts' digits are not read by `Int(_:)`); nil when the text is not of that shape.
    private static func fields(of text: String)
        -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, fraction: Double, offset: String)? {
        var s = TextScanner(text)
        guard let year = s.digits(4, 4), s.take(oneOf: "-") != nil, let month = s.digits(2, 2), s.take(oneOf: "-") != nil,
              let day = s.digits(2, 2), s.take(oneOf: "T ") != nil,
              let hour = s.digits(2, 2), s.take(oneOf: ":") != nil, let minute = s.digits(2, 2) else { return nil }
        var second = "0", fraction = 0.0
        if s.take(oneOf: ":") != nil {
            guard let sec = s.digits(2, 2) else { return nil }
            second = sec
            if s.take(oneOf: ".,") != nil {
                guard let digits = s.digits(1, 9) else { return nil }
                fraction = Double("0." + digits)!
            }
        }
        var offset: String
        if let z = s.take(oneOf: "Zz") {
            offset = String(z)
        } else {
            guard let sign = s.take(oneOf: "+-"), let hours = s.digits(2, 2) else { return nil }
            offset = String(sign) + hours
            let colon = s.take(oneOf: ":")
            if let minutes = s.digits(2, 2) {
                offset += (colon.map(String.init) ?? "") + minutes
            } else if colon != nil {
                return nil
            }
        }
        guard s.atEnd else { return nil }
        return (Int(year)!, Int(month)!, Int(day)!, Int(hour)!, Int(minute)!, Int(second)!, fraction, offset)
    }

    private static func offsetSeconds(_ s: String, in text: String, _ words: Words) throws(InputError) -> Int {
        if s == "Z" || s == "z" { return 0 }
        let sign = s.hasPrefix("-") ? -1 : 1
        let digits = s.dropFirst().filter(\.isNumber)
        let hours = Int(digits.prefix(2))!
        let minutes = digits.count > 2 ? Int(digits.suffix(2))! : 0
        guard hours <= 14, minutes <= 59 else {
            throw InputError(words("invalid date %1$s: offset %2$s is outside −14:00…+14:00", QuotedInput.quoted(text), s))
        }
        return sign * (hours * 3600 + minutes * 60)
    }
}
