/// What the clock tells the props on the publish topic (`bttf/tcd/pub`), in the replica's words
/// and with its timing: TIMETRAVEL before the displacement, REENTRY as the new time comes on,
/// ALARM when an alarm goes off.
public enum PropEvent: Sendable, Hashable {
    /// A time travel is coming: the displacement starts `lead` milliseconds from now and lasts
    /// about `length`.
    case timeTravel(lead: Int, length: Int)
    /// The re-entry begins: the new time comes on.
    case reentry
    case alarm

    /// The replica's fixed lead: TIMETRAVEL comes 5000 ms before the displacement, so the props
    /// play their run-up; the clock's own travel waits as long once a broker is connected.
    public static let replicaLead = 5000

    /// The payload: TIMETRAVEL, or with `enhanced` TIMETRAVEL_xxxx_yyyy (lead and length, four
    /// digits each, as the replica's enhanced form has them); REENTRY; ALARM.
    public func payload(enhanced: Bool) -> String {
        switch self {
        case .timeTravel(let lead, let length):
            guard enhanced else { return "TIMETRAVEL" }
            return "TIMETRAVEL_\(Self.fourDigits(lead))_\(Self.fourDigits(length))"
        case .reentry: return "REENTRY"
        case .alarm: return "ALARM"
        }
    }

    static func fourDigits(_ ms: Int) -> String {
        let n = min(max(ms, 0), 9999)
        let digits = String(n)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
