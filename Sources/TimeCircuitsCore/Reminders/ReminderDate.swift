/// The day a reminder comes back on: a day of a month every year (`05-12`), or a day of every
/// month (`15 monthly`).
///
/// Every date a calendar has is accepted, 02-29 too; a date no calendar has (02-30, 04-31,
/// 13-01, 32) is refused with what is wrong and what is accepted. Where a month is too short
/// for the date, the reminder is due on the month's last day: 02-29 on 02-28 in a common year,
/// `31 monthly` on 04-30, 02-28 or 02-29. A reminder is never skipped for a short month, as a
/// birthday or a rent is not.
public enum ReminderDate: Sendable, Hashable {
    /// Every year on `month`-`day`.
    case yearly(month: Int, day: Int)
    /// Every month on `day` (1…31).
    case monthly(day: Int)

    /// What a reminder's date looks like, for every message about a bad one.
    public static let expected = Words.marked("MM-DD (05-12) or a day 1 to 31 and monthly (15 monthly)")

    /// The longest each month can be (February in a leap year).
    private static let longestMonths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

    /// `05-12` (yearly) or `15` (monthly: the caller says so, as the file's `monthly` word or
    /// `--monthly` does); the reason, in `words`' language, when it is not a date.
    public static func parse(_ text: String, monthly: Bool, words: Words = .english) -> Result<ReminderDate, InputError> {
        let quoted = QuotedInput.quoted(text), expected = words(expected)
        func number(_ s: Substring) -> Int? {
            (1...2).contains(s.count) && s.allSatisfy({ ("0"..."9").contains($0) }) ? Int(s) : nil
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        if monthly {
            guard parts.count == 1, let day = number(parts[0]) else {
                return .failure(InputError(words("reminder date %1$s is not a day of the month; expected %2$s", quoted, expected)))
            }
            guard (1...31).contains(day) else {
                return .failure(InputError(words("reminder date %1$s: no month has a day %2$s; expected %3$s", quoted, String(day), expected)))
            }
            return .success(.monthly(day: day))
        }
        guard parts.count == 2, let month = number(parts[0]), let day = number(parts[1]) else {
            if parts.count == 1, number(parts[0]) != nil {
                return .failure(InputError(words("reminder date %1$s is a day without a month: add monthly for every month; expected %2$s", quoted, expected)))
            }
            return .failure(InputError(words("reminder date %1$s is not MM-DD; expected %2$s", quoted, expected)))
        }
        guard (1...12).contains(month) else {
            return .failure(InputError(words("reminder date %1$s has no month %2$s; expected %3$s", quoted, String(month), expected)))
        }
        guard (1...longestMonths[month - 1]).contains(day) else {
            return .failure(InputError(words("reminder date %1$s: %2$s has no day %3$s; expected %4$s", quoted,
                                             Readout.monthAbbreviations[month - 1], String(day), expected)))
        }
        return .success(.yearly(month: month, day: day))
    }

    /// The settings file's form: `05-12`, or `15 monthly`.
    public var text: String {
        switch self {
        case .yearly(let month, let day): NumberText.padded(month, 2) + "-" + NumberText.padded(day, 2)
        case .monthly(let day): "\(day) monthly"
        }
    }

    /// The day it is due in `year`'s `month`, or nil when it is not due that month (a yearly
    /// reminder of another month). A date past the month's end falls on its last day.
    public func day(inYear year: Int, month: Int) -> Int? {
        switch self {
        case .yearly(let m, let d): m == month ? min(d, CivilDateTime.daysIn(month: month, year: year)) : nil
        case .monthly(let d): min(d, CivilDateTime.daysIn(month: month, year: year))
        }
    }
}
