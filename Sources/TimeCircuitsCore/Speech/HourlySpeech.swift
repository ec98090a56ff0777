import FoundationEssentials

/// The time spoken on the hour (`speak-hours = yes`): once, as the local time reaches a whole
/// hour, with the chime's rules: not when a step of the wall clock lands on one, nor for an hour
/// passed while the clock was not running (a resume after a night is not eight hours struck).
public struct HourlySpeech: Sendable, Hashable {
    /// The local minute (since 1970) at the last input while on; nil while off or after a step.
    var lastMinute: Int?

    public init() {}

    /// Whether the hour was reached between the last input and `localMinute`; `on` is the setting.
    mutating func due(localMinute minute: Int, on: Bool) -> Bool {
        guard on else {
            lastMinute = nil
            return false
        }
        defer { lastMinute = minute }
        guard let last = lastMinute, minute > last, minute - last <= 60, minute / 60 != last / 60 else { return false }
        return true
    }

    /// The wall clock stepped: a step onto a whole hour is not the hour reached.
    mutating func forget() { lastMinute = nil }
}
