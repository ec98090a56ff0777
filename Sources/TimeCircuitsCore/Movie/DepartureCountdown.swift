import FoundationEssentials

/// The time to go until a departure, in whole days, hours and minutes, as its plate shows it.
///
/// Counted on absolute time between the wall clock's minute and the departure's minute (which
/// `MovieState.departureInstant` places in PRESENT TIME's zone), so a change of daylight saving
/// time in between makes the count an hour shorter or longer, as the hours really are, and a
/// step of the wall clock changes it at once.
public struct DepartureCountdown: Sendable, Hashable, Codable {
    /// Whole minutes to go; 0 in the departure's own minute.
    public var minutes: Int

    public init(minutes: Int) { self.minutes = max(0, minutes) }

    /// The count at `wall` to a departure at `instant`; nil once its minute is reached.
    public init?(to instant: Date, at wall: Date) {
        let left = Self.minute(of: instant) - Self.minute(of: wall)
        guard left > 0 else { return nil }
        minutes = left
    }

    /// The whole minute since 1970 that `date` falls in.
    static func minute(of date: Date) -> Int { Int((date.timeIntervalSince1970 / 60).rounded(.down)) }

    public var days: Int { minutes / (24 * 60) }
    public var hours: Int { minutes / 60 % 24 }
    public var minutesOfHour: Int { minutes % 60 }

    /// `days:hours:minutes`, hours and minutes two digits each: `35:07:04`.
    public var text: String {
        "\(days):\(NumberText.padded(hours, 2)):\(NumberText.padded(minutesOfHour, 2))"
    }

    /// What the plate under DESTINATION TIME says while a departure waits, in the prop's
    /// capitals like the other plates: `DEPARTS IN 35:07:04`.
    public var plate: String { "\(MoviePlate.departsIn) \(text)" }
}
