import FoundationEssentials

/// What the face is: a world clock of up to three cities, or the time circuits as the film uses
/// them. The raw value is its spelling in the state file and on the command line.
public enum ClockMode: String, Sendable, Hashable, CaseIterable {
    case world
    case movie
}

/// The time circuits as the film uses them: where you are going, where you are, where you have
/// been. This is what the clock remembers, not what the user chose (`$XDG_STATE_HOME`).
public struct MovieState: Sendable, Hashable {
    public var mode: ClockMode
    /// DESTINATION TIME: stands still until a new one is typed.
    public var destination: CivilDateTime
    /// LAST TIME DEPARTED: the present as it was when the last trip left.
    public var departed: CivilDateTime
    /// How far the travelled present runs from the real one, in whole minutes; 0 is the real
    /// present. Whole minutes keep the present's minute turning on the wall clock's minute.
    public var presentOffsetMinutes: Int
    /// A trip made by hand pauses the decorative cycling until this instant.
    public var cyclePausedUntil: Date?
    /// "Depart at": a destination the clock leaves for by itself when the wall clock reaches its
    /// minute in PRESENT TIME's zone (`ClockFace`, its Departure section). While it is set, DESTINATION TIME
    /// shows it and a plate counts down to it; nil when no departure waits.
    public var departure: CivilDateTime?

    /// A fresh movie mode: Marty's first trip, from the first film. Doc sends Einstein a minute
    /// ahead at 1:20 AM on Oct 26 1985; then Marty leaves for Nov 5 1955, 6:00 AM.
    public static let film = MovieState(
        mode: .world,
        destination: CivilDateTime(year: 1955, month: 11, day: 5, hour: 6, minute: 0)!,
        departed: CivilDateTime(year: 1985, month: 10, day: 26, hour: 1, minute: 20)!,
        presentOffsetMinutes: 0)

    public init(mode: ClockMode, destination: CivilDateTime, departed: CivilDateTime, presentOffsetMinutes: Int = 0,
                cyclePausedUntil: Date? = nil, departure: CivilDateTime? = nil) {
        self.mode = mode
        self.destination = destination
        self.departed = departed
        self.presentOffsetMinutes = presentOffsetMinutes
        self.cyclePausedUntil = cyclePausedUntil
        self.departure = departure
    }

    /// The decorative cycle's choices, in minutes; nil is off.
    public static let cycleChoices = [5, 10, 15, 30, 60]
    /// How long a trip made by hand holds the cycle back.
    public static let cyclePause: TimeInterval = 30 * 60

    /// DESTINATION TIME and LAST TIME DEPARTED as shown at `wall`: the film trip whose turn it is
    /// when cycling every `cycleMinutes` (and not paused), else the ones kept. The turn is a pure
    /// function of the wall clock, so the window, `now` and `render` agree on it.
    public func shownTrip(at wall: Date, cycleMinutes: Int?) -> FilmTrips.Trip {
        // A departure waiting is the destination: the cycle does not type over it.
        if let departure { return FilmTrips.Trip(departed: departed, destination: departure) }
        guard let minutes = cycleMinutes, minutes > 0, cyclePausedUntil.map({ wall >= $0 }) ?? true else {
            return FilmTrips.Trip(departed: departed, destination: destination)
        }
        let turn = Int((wall.timeIntervalSince1970 / (Double(minutes) * 60)).rounded(.down))
        let count = FilmTrips.all.count
        return FilmTrips.all[((turn % count) + count) % count]
    }

    /// PRESENT TIME at wall-clock instant `wall`, on a clock in `zone`; nil past year 9999 (a
    /// present travelled so far that it runs off the YEAR digits).
    public func present(at wall: Date, zone: Zone) -> CivilDateTime? {
        CivilDateTime(instant: wall.addingTimeInterval(Double(presentOffsetMinutes) * 60), zone: zone)
    }

    /// When a pause that starts at `wall` ends, in whole seconds as the state file keeps it.
    static func pauseEnd(after wall: Date) -> Date {
        Date(timeIntervalSince1970: (wall.timeIntervalSince1970 + cyclePause).rounded(.up))
    }

    /// This state with the trip shown at `wall` kept as its own: before a trip made by hand, so it
    /// leaves from what the face showed. A departure waiting stays a departure: the destination
    /// kept under it is not replaced by it.
    public func materialized(at wall: Date, cycleMinutes: Int?) -> MovieState {
        var s = self
        let shown = shownTrip(at: wall, cycleMinutes: cycleMinutes)
        if departure == nil { s.destination = shown.destination }
        s.departed = shown.departed
        return s
    }

    /// Leaves for DESTINATION TIME at `wall`: the present becomes the destination and runs on
    /// from it; LAST TIME DEPARTED is the present as it was at departure.
    public func travelled(at wall: Date, zone: Zone) -> MovieState {
        var s = self
        s.cyclePausedUntil = Self.pauseEnd(after: wall)
        if let now = present(at: wall, zone: zone) { s.departed = now }
        // The offset that makes the present read the destination now, to the whole minute: the
        // destination's minute shows until the wall clock's next minute, then runs on.
        let wallMinute = Int((wall.timeIntervalSince1970 / 60).rounded(.down))
        let arrival = Int((destination.instant(in: zone).timeIntervalSince1970 / 60).rounded(.down))
        s.presentOffsetMinutes = arrival - wallMinute
        return s
    }

    /// The minute the departure leaves, as an instant: its wall-clock minute in `zone` (across a
    /// change of daylight saving time, the instant that minute has there); nil with none waiting.
    public func departureInstant(zone: Zone) -> Date? {
        departure.map { $0.instant(in: zone) }
    }

    /// Leaves for the departure at `wall`, its minute reached (or passed while the clock was
    /// closed, asleep or stepped over it): DESTINATION TIME is the departure, LAST TIME DEPARTED
    /// the present as it was, and the clock arrives in the real present, which is the
    /// departure's own minute when it leaves on time. A late departure does not pretend the
    /// present is the minute it missed.
    public func departing(at wall: Date, zone: Zone) -> MovieState {
        guard let departure else { return self }
        var s = self
        s.cyclePausedUntil = Self.pauseEnd(after: wall)
        if let now = present(at: wall, zone: zone) { s.departed = now }
        s.destination = departure
        s.departure = nil
        s.presentOffsetMinutes = 0
        return s
    }

    /// The computer went to sleep at `wall`: LAST TIME DEPARTED is the present as it was then.
    public func sleeping(at wall: Date, zone: Zone) -> MovieState {
        var s = self
        if let now = present(at: wall, zone: zone) { s.departed = now }
        return s
    }

    /// The computer resumed at `wall`: PRESENT TIME is the real time again, and the decorative
    /// cycle holds back, as after any trip, so the row that says when it slept stays a while.
    public func resumed(at wall: Date) -> MovieState {
        var s = self
        s.presentOffsetMinutes = 0
        s.cyclePausedUntil = Self.pauseEnd(after: wall)
        return s
    }

    /// Comes back to the real present: LAST TIME DEPARTED is where you left from.
    public func returned(at wall: Date, zone: Zone) -> MovieState {
        var s = self
        s.cyclePausedUntil = Self.pauseEnd(after: wall)
        if let now = present(at: wall, zone: zone) { s.departed = now }
        s.presentOffsetMinutes = 0
        return s
    }
}

/// The plates under the movie face's rows, as the prop's read.
public enum MoviePlate {
    public static let destination = "DESTINATION TIME"
    public static let present = "PRESENT TIME"
    public static let departed = "LAST TIME DEPARTED"
    /// The countdown plate's words, before the days:hours:minutes to go.
    public static let departsIn = "DEPARTS IN"
}

/// The role of a row, as `now --json` names it: a city's id, or the movie row it is.
public enum RowRole: Sendable, Hashable {
    case city(City)
    case destination, present, departed

    /// The JSON spelling: the city's id, or `destination`, `present`, `departed`.
    public var name: String {
        switch self {
        case .city(let c): c.id
        case .destination: "destination"
        case .present: "present"
        case .departed: "departed"
        }
    }
}
