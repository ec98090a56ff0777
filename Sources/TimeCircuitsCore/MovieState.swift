import Foundation

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

    /// A fresh movie mode: Marty's first trip, from the first film. Doc sends Einstein a minute
    /// ahead at 1:20 AM on Oct 26 1985; then Marty leaves for Nov 5 1955, 6:00 AM.
    public static let film = MovieState(
        mode: .world,
        destination: CivilDateTime(year: 1955, month: 11, day: 5, hour: 6, minute: 0)!,
        departed: CivilDateTime(year: 1985, month: 10, day: 26, hour: 1, minute: 20)!,
        presentOffsetMinutes: 0)

    public init(mode: ClockMode, destination: CivilDateTime, departed: CivilDateTime, presentOffsetMinutes: Int = 0) {
        self.mode = mode
        self.destination = destination
        self.departed = departed
        self.presentOffsetMinutes = presentOffsetMinutes
    }

    /// PRESENT TIME at wall-clock instant `wall`, on a clock in `zone`; nil past year 9999 (a
    /// present travelled so far that it runs off the YEAR digits).
    public func present(at wall: Date, zone: TimeZone) -> CivilDateTime? {
        CivilDateTime(instant: wall.addingTimeInterval(Double(presentOffsetMinutes) * 60), zone: zone)
    }

    /// Leaves for DESTINATION TIME at `wall`: the present becomes the destination and runs on
    /// from it; LAST TIME DEPARTED is the present as it was at departure.
    public func travelled(at wall: Date, zone: TimeZone) -> MovieState {
        var s = self
        if let now = present(at: wall, zone: zone) { s.departed = now }
        // The offset that makes the present read the destination now, to the whole minute: the
        // destination's minute shows until the wall clock's next minute, then runs on.
        let wallMinute = Int((wall.timeIntervalSince1970 / 60).rounded(.down))
        let arrival = Int((destination.instant(in: zone).timeIntervalSince1970 / 60).rounded(.down))
        s.presentOffsetMinutes = arrival - wallMinute
        return s
    }

    /// Comes back to the real present: LAST TIME DEPARTED is where you left from.
    public func returned(at wall: Date, zone: TimeZone) -> MovieState {
        var s = self
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
