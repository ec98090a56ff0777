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
        abstract: "Run the background alarm service, which rings the alarms with no window open.",
        discussion: """
            It also sounds and announces the end of a countdown left running. Normally started for you: by the systemd user unit timecircuits-alarms.service, by \
            D-Bus activation, by the autostart entry, or by a clock window that found none \
            running. It reads the same settings and state files as the window and follows their \
            changes; it rings each alarm once however many windows are open, and they flash \
            with it. Where the system allows it (CAP_WAKE_ALARM), it wakes a sleeping computer a \
            minute before the next alarm.
            """
    )

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let bus: SessionBus
        do throws(BusError) { bus = try SessionBus.open(environment: environment) } catch {
            TimeCircuitsCommand.fail("the alarm service needs a session bus (\(error.message)); alarms ring in an open clock window instead",
                                     status: .failure)
        }
        let object: AlarmServiceObject
        do throws(BusError) { object = try AlarmServiceObject(bus: bus) } catch {
            TimeCircuitsCommand.fail(error.message, status: .failure)
        }
        switch object.claim() {
        case .success:
            break
        case .failure(let error) where error.name == "org.freedesktop.DBus.Error.AddressInUse":
            // Not an error: a session has one service, and it runs.
            StandardError.write("timecircuits: the alarm service already runs on this session\n")
            return
        case .failure(let error):
            TimeCircuitsCommand.fail("the alarm service cannot take its bus name: \(error.message)", status: .failure)
        }
        let launch = LaunchSettings.load(environment: environment)
        let (zone, warning) = ZoneFiles.local(environment: environment)
        if let warning { TimeCircuitsCommand.warn(warning) }
        let model = AlarmServiceModel(settings: launch.loaded?.settings ?? .defaults(), record: launch.alarmRecord ?? AlarmRecord(),
                                      zone: zone, keepsRecord: launch.alarmFile != nil, timer: launch.timerFile == nil ? nil : launch.timer,
                                      boot: BootClock.reading())
        // systemd sets INVOCATION_ID for every unit it starts.
        let wake = WakeAlarm(systemdUnit: environment["INVOCATION_ID"] != nil)
        if let problem = wake.problem { TimeCircuitsCommand.warn(problem) }
        var sleep: SleepWatch?
        switch SleepWatch.open(environment: environment) {
        case .success(let watch): sleep = watch
        case .failure:
            // No system bus, so no logind either: nothing here suspends the machine behind the
            // service's back, and there is nothing to say.
            break
        }
        let loop = AlarmServiceLoop(model: model, object: object, settingsFile: launch.file, alarmFile: launch.alarmFile,
                                    timerFile: launch.timerFile, wake: wake, sleep: sleep,
                                    soundPaths: SoundPaths(environment: environment, uid: getuid()),
                                    stepsUnreported: environment["TIMECIRCUITS_UNREPORTED_CLOCK_STEPS"] == "1")
        let status = loop.run()
        if status != 0 { throw ExitCode(status) }
    }
}
