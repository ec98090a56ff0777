import ArgumentParser
import FoundationEssentials
import Glibc
import TimeCircuitsCore
import TimeCircuitsStorage
import TimeCircuitsServices

/// `timecircuits alarm serve`: the background alarm service. One a session (it owns
/// `io.github.timecircuits.Alarms`; a second finds the name taken and leaves), started by the
/// systemd user unit, D-Bus activation, the autostart entry, or a window that found none.
struct AlarmServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: TimeCircuitsCommand.words("Run the background alarm service, which rings the alarms with no window open."),
        discussion: HelpText.discussion([
            TimeCircuitsCommand.words("It also sounds and announces the end of a countdown left running. Normally started for you: by the systemd user unit timecircuits-alarms.service, by D-Bus activation, by the autostart entry, or by a clock window that found none running. It reads the same settings and state files as the window and follows their changes; it rings each alarm once however many windows are open, and they flash with it. Where the system allows it (CAP_WAKE_ALARM), it wakes a sleeping computer a minute before the next alarm.")
        ])
    )

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        // The service's own program, which links no X11, Cairo or argument parser, takes this
        // process's place: a process that stays up all session keeps only what ringing needs.
        if let me = RunningProgram.executable, let service = AlarmServiceMain.program(besides: me) {
            let argv: [UnsafeMutablePointer<CChar>?] = [strdup(service), nil]
            execv(service, argv)
            TimeCircuitsCommand.warn("cannot start \(service) (\(String(cString: strerror(errno)))); serving from this process")
        }
        let status = AlarmServiceMain.run(environment: environment, words: TimeCircuitsCommand.words)
        if status != 0 { throw ExitCode(status) }
    }
}
