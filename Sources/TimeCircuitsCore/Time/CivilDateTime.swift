import FoundationEssentials

/// A date and time to the minute as a wall clock shows it, with no zone: what the DESTINATION
/// TIME and LAST TIME DEPARTED rows hold.
///
/// Dates follow the proleptic Gregorian calendar for every year 0001–9999: the time circuits
/// count days the same way on JUL 04 1776 as on OCT 26 1985, with no switch to the Julian
/// calendar before 1582 (which Foundation's Gregorian calendar makes).
public struct CivilDateTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int
    public let hour: Int
    public let minute: Int

    /// The years the four YEAR digits can show.
    public static let years = 1...9999

    /// A valid date and time, or nil: month 13, FEB 30, 24:61 and year 0 are not.
    public init?(year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        guard Self.years.contains(year), (1...12).contains(month),
              (1...Self.daysIn(month: month, year: year)).contains(day),
              (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.year = year; self.month = month; self.day = day; self.hour = hour; self.minute = minute
    }

    public static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public static func < (a: CivilDateTime, b: CivilDateTime) -> Bool { a.minutes < b.minutes }

    /// `1955-11-05T06:00`, as the state file and `now --json` write it.
    public var description: String {
        "\(NumberText.padded(year, 4))-\(NumberText.padded(month, 2))-\(NumberText.padded(day, 2))T\(NumberText.padded(hour, 2)):\(NumberText.padded(minute, 2))"
    }

    /// `1985-10-26 01:21`, as the settings file and the menu write a date and time for people.
    public var settingsText: String { String(description.map { $0 == "T" ? " " : $0 }) }

    /// Reads `1955-11-05T06:00` (also with a space for the T, or with `:00` seconds); nil otherwise.
    public static func parse(_ text: String) -> CivilDateTime? {
        let t = text.trimmingWhitespace()
        let parts = t.split(omittingEmptySubsequences: false) { $0 == "T" || $0 == " " }
        guard parts.count == 2 else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard date.count == 3, (2...3).contains(time.count), time.count == 2 || time[2] == "00",
              date[0].count == 4, date[1].count == 2, date[2].count == 2, time[0].count == 2, time[1].count == 2,
              (date + time).allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let y = Int(date[0]), let mo = Int(date[1]), let d = Int(date[2]), let h = Int(time[0]), let mi = Int(time[1])
        else { return nil }
        return CivilDateTime(year: y, month: mo, day: d, hour: h, minute: mi)
    }

    // MARK: Counting

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (negative before).
    var daysSinceEpoch: Int { Self.days(year: year, month: month, day: day) }

    /// Minutes since 1970-01-01 00:00 on this wall clock.
    var minutes: Int { (daysSinceEpoch * 24 + hour) * 60 + minute }

    /// Howard Hinnant's days_from_civil: exact for every proleptic Gregorian date.
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The wall-clock reading `minutes` after 1970-01-01 00:00; nil outside years 0001–9999.
    init?(minutes total: Int) {
        let days = Int((Double(total) / 1440).rounded(.down))
        let inDay = total - days * 1440
        let date = Self.civil(fromDays: days)
        self.init(year: date.year, month: date.month, day: date.day, hour: inDay / 60, minute: inDay % 60)
    }

    /// Howard Hinnant's civil_from_days, the inverse of `days(year:month:day:)`: the proleptic
    /// Gregorian date `days` after 1970-01-01, for any year.
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    // MARK: Zones

    /// The zone's offset from UTC at `instant`, in whole minutes: before standard time zones
    /// existed the tz database gives local mean time to the second, and the face's minute must
    /// still turn on the wall clock's minute.
    static func offsetMinutes(_ zone: Zone, at instant: Date) -> Int {
        Int((Double(zone.secondsFromGMT(for: instant)) / 60).rounded())
    }

    /// What a clock in `zone` reads at `instant`; nil outside years 0001–9999.
    public init?(instant: Date, zone: Zone) {
        let utcMinutes = Int((instant.timeIntervalSince1970 / 60).rounded(.down))
        self.init(minutes: utcMinutes + Self.offsetMinutes(zone, at: instant))
    }

    /// The instant at which a clock in `zone` reads this. A reading the clocks pass twice (the
    /// hour a fall-back repeats) is its first; a reading they skip (the hour a spring-forward
    /// jumps over) is taken with the offset before the change, so the clock shows it an hour on,
    /// as a real clock set to it would.
    public func instant(in zone: Zone) -> Date {
        let local = Double(minutes) * 60
        // A day either side of the reading brackets any change of offset near it.
        let before = Self.offsetMinutes(zone, at: Date(timeIntervalSince1970: local - 86_400))
        let after = Self.offsetMinutes(zone, at: Date(timeIntervalSince1970: local + 86_400))
        let candidates = Set([before, after]).map { Date(timeIntervalSince1970: local - Double($0) * 60) }.sorted()
        return candidates.first { CivilDateTime(instant: $0, zone: zone) == self }
            ?? Date(timeIntervalSince1970: local - Double(before) * 60)
    }

    /// The row's readout on the face.
    public func readout(_ cycle: HourCycle = .twelve) -> Readout {
        Readout(month: Readout.monthAbbreviations[month - 1], day: day, year: year,
                hour: hour % 12 == 0 ? 12 : hour % 12, minute: minute, meridiem: hour < 12 ? .am : .pm, hourCycle: cycle)
    }
}

extension CivilDateTime {
    /// `2026-11-23T09:45:40Z`: an instant in UTC to the whole second, as the state files keep them.
    public static func isoUTC(_ date: Date) -> String {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let days = PosixZoneRule.floorDiv(seconds, 86_400)
        let time = Int(seconds - Int64(days) * 86_400)
        let d = CivilDateTime.civil(fromDays: days)
        let p = NumberText.padded
        return "\(p(d.year, 4))-\(p(d.month, 2))-\(p(d.day, 2))T\(p(time / 3600, 2)):\(p(time / 60 % 60, 2)):\(p(time % 60, 2))Z"
    }
}
