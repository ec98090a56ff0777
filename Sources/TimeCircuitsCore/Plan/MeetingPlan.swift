import FoundationEssentials

/// The rows at one planned instant: each city's local date and time, its offset from UTC and
/// its state, as `timecircuits plan` prints them and plan mode will show them on the face. A
/// value made from the instant, the cities and their zones; nothing in it reads a clock.
public struct MeetingPlan: Sendable, Hashable {
    /// The instant planned.
    public let instant: Date
    /// One row a city, in the order given (the face's, top first).
    public let rows: [PlannedRow]

    /// Whether every city is at work: the hour a meeting planner colours green.
    public var allWorking: Bool { rows.allSatisfy { $0.state == .working } }

    /// The rows of `cities` at `instant`, their zones from `zones` (read through its resolver
    /// when it does not hold them yet).
    public init(at instant: Date, cities: [City], zones: ShownZones, hours: WorkingWeek) {
        var zones = zones
        zones.include(cities)
        self.instant = instant
        rows = cities.map { PlannedRow(city: $0, zone: zones.zone(of: $0), at: instant, hours: hours.of($0)) }
    }

    /// The rows at the instant `city`'s clocks read `wall`. A reading the clocks pass twice is
    /// taken at its first pass (the row says so); one they skip is refused in one line that names
    /// the city, the date and the times on either side of the gap.
    public static func typed(_ wall: CivilDateTime, in city: City, cities: [City], zones: ShownZones, hours: WorkingWeek,
                             wording: PlanWording) throws(InputError) -> MeetingPlan {
        var zones = zones
        zones.include([city] + cities)
        switch WallReading.of(wall, in: zones.zone(of: city)) {
        case .once(let instant), .twice(first: let instant, second: _):
            return MeetingPlan(at: instant, cities: cities, zones: zones, hours: hours)
        case .skipped(let lastBefore, let firstAfter):
            throw InputError(wording.skipped(wall, in: city, lastBefore: lastBefore, firstAfter: firstAfter))
        }
    }
}

/// One city at a planned instant.
public struct PlannedRow: Sendable, Hashable {
    public let city: City
    /// The zone its time is read in (`America/New_York`).
    public let zone: String
    /// What its clocks read.
    public let local: CivilDateTime
    /// Seconds east of UTC at the instant.
    public let utcOffset: Int
    public let state: CityState
    /// Which pass of a reading its clocks show twice (the hour a fall-back repeats); nil for a
    /// reading they show once.
    public let pass: RepeatedPass?

    init(city: City, zone: Zone, at instant: Date, hours: WorkingHours) {
        self.city = city
        self.zone = zone.identifier
        // Years 0001–9999 always hold a planned instant (1900–2100 give or take a day).
        local = CivilDateTime(instant: instant, zone: zone) ?? CivilDateTime(year: 1970, month: 1, day: 1, hour: 0, minute: 0)!
        utcOffset = CivilDateTime.offsetMinutes(zone, at: instant) * 60
        state = CityState.of(local, hours: hours)
        if case .twice(let first, _) = WallReading.of(local, in: zone) {
            // To the minute: the instant may carry seconds the reading does not.
            pass = abs(instant.timeIntervalSince(first)) < 60 ? .first : .second
        } else {
            pass = nil
        }
    }
}

/// The first or the second time the clocks read the same minute, on the night they go back.
public enum RepeatedPass: String, Sendable, Hashable, Codable {
    case first, second
}
