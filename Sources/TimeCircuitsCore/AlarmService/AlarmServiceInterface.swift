/// The alarm service's D-Bus interface as data: its name, object, methods and properties. The
/// service exports it, windows and `timecircuits alarm`/`ctl` read and call it, and the unit and
/// D-Bus activation files name the same bus name (a test holds them to it).
public enum AlarmServiceInterface {
    /// The name the one alarm service of a session owns: a second one finds it taken and leaves.
    public static let busName = "io.github.timecircuits.Alarms"
    public static let objectPath = "/io/github/timecircuits/Alarms"
    public static let interface = "io.github.timecircuits.Alarms"
    /// The systemd user unit that runs it (D-Bus activation starts it through systemd).
    public static let unitName = "timecircuits-alarms.service"

    /// Methods, no arguments each: what Space and Esc do in a window.
    public static let snooze = "Snooze"
    public static let stop = "Stop"

    /// Properties. `Ringing`: the ringing alarm's title, "" when none rings. `Snoozed`: a snooze
    /// waits. `WakeProblem`: why a sleeping computer cannot be woken for an alarm, "" when it can.
    /// `NextAlarm`: the next alarm's wall instant in ISO 8601 UTC, "" with none switched on.
    public static let ringing = "Ringing"
    public static let snoozed = "Snoozed"
    public static let wakeProblem = "WakeProblem"
    public static let nextAlarm = "NextAlarm"

    /// The method for a notice button's action.
    public static func method(for action: NoticeAction) -> String? {
        switch action {
        case .snooze: snooze
        case .stop: stop
        // A timer's buttons: its notice is answered where the timers are, not over this interface.
        case .addMinute, .restart: nil
        }
    }
}
