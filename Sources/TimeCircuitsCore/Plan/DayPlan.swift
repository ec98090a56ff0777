import FoundationEssentials

/// A day planned hour by hour, as a meeting planner lays it out: the day of one city, from its
/// midnight to the next, and every city at each hour.
public enum DayPlan {
    /// The hours of the local date of `day` in `city`'s zone: 24 on most days, 23 on the day
    /// its clocks go forward and 25 on the day they go back, since the day is as long as its
    /// clocks make it.
    public static func hours(of day: CivilDateTime, in city: City, cities: [City], zones: ShownZones,
                             hours: WorkingWeek) -> [MeetingPlan] {
        var zones = zones
        zones.include([city] + cities)
        let zone = zones.zone(of: city)
        let midnight = CivilDateTime(year: day.year, month: day.month, day: day.day, hour: 0, minute: 0) ?? day
        let next = CivilDateTime.civil(fromDays: midnight.daysSinceEpoch + 1)
        let start = firstInstant(of: midnight, in: zone)
        let end = CivilDateTime(year: next.year, month: next.month, day: next.day, hour: 0, minute: 0).map { firstInstant(of: $0, in: zone) }
            ?? start.addingTimeInterval(86_400)
        return stride(from: start.timeIntervalSince1970, to: end.timeIntervalSince1970, by: 3600).map {
            MeetingPlan(at: Date(timeIntervalSince1970: $0), cities: cities, zones: zones, hours: hours)
        }
    }

    /// The first instant the clocks read `wall` or, where they skip it (a zone that goes forward
    /// at midnight), the first after it.
    static func firstInstant(of wall: CivilDateTime, in zone: Zone) -> Date {
        switch WallReading.of(wall, in: zone) {
        case .once(let instant), .twice(first: let instant, second: _): instant
        case .skipped(_, let firstAfter): firstAfter.instant(in: zone)
        }
    }
}
