import FoundationEssentials

/// One line of the night schedule, as the settings file's `night = …` lines write it: hours of
/// the night on some days, or the sun's.
///
/// - `22:30-06:45`: every night, local time; the night may run past midnight.
/// - `23:30-08:00 fri,sat`: nights that begin on those days (the days as an alarm's are written).
/// - `sun`: from sunset to sunrise at the clock's location.
/// - `dusk`: from civil dusk to civil dawn (the sun 6° below the horizon), a shorter night.
public enum NightRule: Sendable, Hashable {
    case hours(NightSchedule, days: AlarmDays)
    case sun
    case dusk

    /// Reads one line's value; nil when it is none of the forms above.
    public static func parse(_ text: String) -> NightRule? {
        let words = text.trimmingWhitespace().split(whereSeparator: \.isWhitespace)
        switch words.first?.lowercased() {
        case "sun", "sunset": return words.count == 1 ? .sun : nil
        case "dusk": return words.count == 1 ? .dusk : nil
        default: break
        }
        guard (1...2).contains(words.count), let span = NightSchedule.parse(String(words[0])) else { return nil }
        guard words.count == 2 else { return .hours(span, days: .everyDay) }
        guard let days = AlarmDays.parse(String(words[1])), !days.isOnce else { return nil }
        return .hours(span, days: days)
    }

    /// The line as the clock writes it; `parse(text)` gives the rule back.
    public var text: String {
        switch self {
        case .sun: "sun"
        case .dusk: "dusk"
        case .hours(let span, let days): days == .everyDay ? span.text : span.text + " " + days.text
        }
    }

    /// Whether this rule needs the sun, and so a location.
    var followsSun: Bool { self == .sun || self == .dusk }
}
