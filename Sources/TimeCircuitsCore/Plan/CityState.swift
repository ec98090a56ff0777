/// What a city is doing at an instant, as a meeting planner colours its hours: at work, up but
/// not at work, or asleep.
public enum CityState: String, Sendable, Hashable, Codable, CaseIterable {
    /// Inside its working hours.
    case working
    /// Outside its working hours, between 07:00 and 22:00 local time.
    case awake
    /// Any other time.
    case night

    /// The waking day outside work: 07:00 to 22:00 local time. These are the hours timeanddate's
    /// Meeting Planner, the tool people compare world clocks with, colours yellow (a call is
    /// possible, if not welcome), so a city's state here reads as it does there.
    public static let awakeHours = 7 * 60..<22 * 60

    /// The state of a city whose clocks read `local`, working `hours`.
    public static func of(_ local: CivilDateTime, hours: WorkingHours) -> CityState {
        if hours.contains(local) { return .working }
        return awakeHours.contains(local.hour * 60 + local.minute) ? .awake : .night
    }

    /// The state as a person reads it beside a row, in the language of `words`.
    public func label(_ words: Words) -> String {
        switch self {
        // TRANSLATORS: a city's state beside its time in `timecircuits plan`: inside its working hours.
        case .working: words("at work")
        // TRANSLATORS: outside its working hours, between 07:00 and 22:00.
        case .awake: words("awake")
        // TRANSLATORS: between 22:00 and 07:00, outside its working hours.
        case .night: words("asleep")
        }
    }
}
