/// What a suspend does in movie mode (`sleep-travel = arrival|power-on|off`): going to sleep is a
/// departure (LAST TIME DEPARTED becomes the moment the computer slept) and the resume a
/// re-entry into the real present, played as a time travel's arrival or as the power-on, with
/// its sound; or nothing at all.
public enum SleepTravel: String, Sendable, Hashable, CaseIterable {
    case arrival
    case powerOn = "power-on"
    case off

    /// A value as the settings file takes it.
    public static func parse(_ text: String) -> SleepTravel? {
        SleepTravel(rawValue: text.lowercased())
    }

    public static let expected = Words.marked("arrival, power-on or off")
}
