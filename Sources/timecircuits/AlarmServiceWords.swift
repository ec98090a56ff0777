import TimeCircuitsCore
import TimeCircuitsServices

/// What `alarm list` and `ctl status` say of the alarm service: who rings the alarms, and whether
/// a sleeping computer is woken for them, in one line each, in the user's language (the service's
/// wake problem in the service's).
enum AlarmServiceWords {
    static func lines(_ query: AlarmServiceQuery) -> [String] {
        let words = TimeCircuitsCommand.words
        switch query {
        case .noBus:
            return [words("alarms ring only while a clock window is open: there is no session bus for the alarm service")]
        case .notRunning:
            return [words("alarms ring only while a clock window is open: the alarm service is not running (start it: %1$s, or %2$s)",
                          "systemctl --user enable --now \(AlarmServiceInterface.unitName)", "timecircuits alarm serve")]
        case .running(let report):
            return [words("the alarm service rings the alarms, with or without a window open"),
                    report.wakeProblem ?? words("alarms wake this computer from sleep, a minute before they ring")]
        }
    }
}
