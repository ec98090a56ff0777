import TimeCircuitsCore
import TimeCircuitsServices

/// What `alarm list` and `ctl status` say of the alarm service: who rings the alarms, and whether
/// a sleeping computer is woken for them, in one line each.
enum AlarmServiceWords {
    static func lines(_ query: AlarmServiceQuery) -> [String] {
        switch query {
        case .noBus:
            return ["alarms ring only while a clock window is open: there is no session bus for the alarm service"]
        case .notRunning:
            return ["alarms ring only while a clock window is open: the alarm service is not running "
                    + "(start it: systemctl --user enable --now \(AlarmServiceInterface.unitName), or timecircuits alarm serve)"]
        case .running(let report):
            return ["the alarm service rings the alarms, with or without a window open",
                    report.wakeProblem ?? "alarms wake this computer from sleep, a minute before they ring"]
        }
    }
}
