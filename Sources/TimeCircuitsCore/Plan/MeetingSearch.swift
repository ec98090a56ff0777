import FoundationEssentials

/// Finds the next time every city is at work: the green column of a meeting planner.
public enum MeetingSearch {
    /// How far ahead it looks: a week holds every working day a week of any city has.
    public static let days = 7
    /// The step it moves by: every zone's offset today is a whole number of quarter hours, so
    /// UTC's quarter hours are every city's too, and working hours start on one in practice.
    public static let step = 15 * 60

    /// The first instant at or after `start`, on `start` itself or a quarter hour after it,
    /// when every one of `cities` is inside `hours`; nil when none comes in `days` days.
    public static func nextAllWorking(from start: Date, cities: [City], zones: ShownZones, hours: WorkingWeek) -> Date? {
        var zones = zones
        zones.include(cities)
        let cityHours = cities.map { (zone: zones.zone(of: $0), hours: hours.of($0)) }
        func allWorking(_ t: Date) -> Bool {
            cityHours.allSatisfy { city in CivilDateTime(instant: t, zone: city.zone).map(city.hours.contains) ?? false }
        }
        if allWorking(start) { return start }
        let first = (Int((start.timeIntervalSince1970 / Double(step)).rounded(.down)) + 1) * step
        let last = start.timeIntervalSince1970 + Double(days * 86_400)
        for seconds in stride(from: first, through: Int(last), by: step) {
            let t = Date(timeIntervalSince1970: Double(seconds))
            if allWorking(t) { return t }
        }
        return nil
    }
}
