import FoundationEssentials

/// Morning or afternoon, as the two lamps beside the hour show it.
public enum Meridiem: String, Sendable, Codable, Hashable {
    case am = "AM"
    case pm = "PM"
}

/// What one row of the face reads for one instant: the wall-clock date and time in a city's zone.
public struct Readout: Sendable, Hashable, Codable {
    /// Three capital letters, JAN…DEC.
    public var month: String
    public var day: Int
    public var year: Int
    /// 12-hour clock, 1…12: midnight is 12 AM, noon is 12 PM.
    public var hour: Int
    public var minute: Int
    public var meridiem: Meridiem
    /// How the HOUR window counts: the prop's 12-hour clock, or 00–23 with both lamps dark.
    public var hourCycle: HourCycle

    public init(month: String, day: Int, year: Int, hour: Int, minute: Int, meridiem: Meridiem,
                hourCycle: HourCycle = .twelve) {
        self.month = month; self.day = day; self.year = year
        self.hour = hour; self.minute = minute; self.meridiem = meridiem
        self.hourCycle = hourCycle
    }

    /// The hour on a 24-hour clock, 0…23.
    public var hour24: Int { hour % 12 + (meridiem == .pm ? 12 : 0) }

    /// The lamp that is lit: AM or PM on the 12-hour clock, neither on the 24-hour one.
    public var litLamp: Meridiem? { hourCycle == .twelve ? meridiem : nil }

    /// The same instant read on `cycle`.
    public func with(_ cycle: HourCycle) -> Readout {
        var r = self
        r.hourCycle = cycle
        return r
    }

    /// Month abbreviations as the prop's 14-segment field spells them.
    public static let monthAbbreviations = [
        "JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC",
    ]

    /// The readout of `instant` in `zone`.
    public init(instant: Date, zone: Zone) {
        self.init(instant: instant, rules: zone.rules)
    }

    /// The readout of `instant` by `rules`, the zone as the clock reads the system's files itself
    /// (`ZoneRules`), without Foundation's calendar: the way off ICU (issue 30).
    public init(instant: Date, rules: ZoneRules) {
        let utc = Int64(instant.timeIntervalSince1970.rounded(.down))
        let local = utc + Int64(rules.offset(at: utc))
        let days = PosixZoneRule.floorDiv(local, 86_400)
        let seconds = Int(local - Int64(days) * 86_400)
        let date = CivilDateTime.civil(fromDays: days)
        let hour24 = seconds / 3600
        self.init(month: Self.monthAbbreviations[date.month - 1], day: date.day, year: date.year,
                  hour: hour24 % 12 == 0 ? 12 : hour24 % 12, minute: seconds % 3600 / 60,
                  meridiem: hour24 < 12 ? .am : .pm)
    }

    /// The characters of each field as the LED windows show them: day, hour and minute with a
    /// leading zero (the prop shows "01", never " 1"), the year as four digits.
    public var dayDigits: String { Self.twoDigits(day) }
    public var yearDigits: String { NumberText.padded(year % 10000, 4) }
    public var hourDigits: String { Self.twoDigits(hourCycle == .twelve ? hour : hour24) }
    public var minuteDigits: String { Self.twoDigits(minute) }

    /// One line as `timecircuits now` prints it: `OCT 26 1985  01:21 AM`.
    public var line: String { line(separator: "  ") }

    /// The row as the face spells it, `separator` between the date and the time: two spaces
    /// where rows stand in columns (`line`), one in Home Assistant's states.
    public func line(separator: String) -> String {
        let time = "\(month) \(dayDigits) \(yearDigits)\(separator)\(hourDigits):\(minuteDigits)"
        return litLamp.map { "\(time) \($0.rawValue)" } ?? time
    }

    private static func twoDigits(_ n: Int) -> String { NumberText.padded(n, 2) }
}

/// Turns the injected "now" and the chosen cities into the three rows' readouts.
public struct ReadoutSource: Sendable {
    public var cities: [City]
    public var hourCycle: HourCycle
    /// The cities' zones, read.
    public var zones: ShownZones

    /// `zones` holds the cities' zones, or reads those it lacks through its resolver.
    public init(cities: [City], zones: ShownZones, hourCycle: HourCycle = .twelve) {
        self.cities = cities
        self.hourCycle = hourCycle
        var zones = zones
        zones.include(cities)
        self.zones = zones
    }

    /// One readout per city, in slot order. A city whose zone this machine lacks reads as UTC
    /// rather than crashing the clock (with one warning); the catalogue test makes sure that
    /// never ships.
    public func readouts(at instant: Date) -> [Readout] {
        cities.map { Readout(instant: instant, zone: zones.zone(of: $0)).with(hourCycle) }
    }
}
