import FoundationEssentials
import Glibc
import TimeCircuitsStorage
import TimeCircuitsServices

// The alarm service's own program (`AlarmServiceMain`): started by `timecircuits alarm serve`,
// which the systemd unit, D-Bus activation and the autostart entry run. It takes no arguments.
if CommandLine.arguments.count > 1 {
    StandardError.write("timecircuits-alarms: takes no arguments; it is the alarm service, started by 'timecircuits alarm serve'\n")
    exit(64)
}
exit(AlarmServiceMain.run(environment: ProcessInfo.processInfo.environment, words: MessageCatalogue.open()))
