import FoundationEssentials

/// Who rings the alarms a window shows. With a session bus the alarm service rings them, once
/// however many windows are open, and every window shows its ringing; only where no service can
/// run does a window ring them itself.
public enum AlarmRinger: Sendable, Hashable {
    /// This window rings: there is no session bus, or the service has not answered (yet, or any
    /// more).
    case window
    /// The alarm service rings; the window flashes while it reports a ringing alarm and hands
    /// Space and Esc to it.
    case service(AlarmServiceReport)
}

/// What the alarm service reports of itself on the bus: what rings, whether a snooze waits, and
/// whether it can wake a sleeping computer.
public struct AlarmServiceReport: Sendable, Hashable {
    /// The ringing alarm's title ("7:30 AM Work"); nil while none rings.
    public var ringing: String?
    /// A snooze is waiting to ring.
    public var snoozed: Bool
    /// Why a sleeping computer cannot be woken for an alarm, in one line; nil when it can.
    public var wakeProblem: String?

    public init(ringing: String? = nil, snoozed: Bool = false, wakeProblem: String? = nil) {
        self.ringing = ringing
        self.snoozed = snoozed
        self.wakeProblem = wakeProblem
    }
}
