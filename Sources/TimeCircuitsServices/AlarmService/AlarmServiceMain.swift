import FoundationEssentials
import Glibc
import TimeCircuitsCore
import TimeCircuitsStorage

/// The alarm service put together and run: the files read, the bus name claimed, the model, the
/// wake-up timer, logind's sleep, the loop. Its own small program (`timecircuits-alarms`) runs
/// this, linking no X11, Cairo or argument parser, so that a process that stays up all session
/// holds what ringing needs and nothing more; `timecircuits alarm serve` hands over to it.
public enum AlarmServiceMain {
    /// The service's program's file name, beside `timecircuits` in a build folder and in
    /// `PREFIX/libexec/timecircuits/` once installed.
    public static let programName = "timecircuits-alarms"

    /// Runs the service until a signal stops it; the process's exit status. Problems are one
    /// line each on stderr (the journal, under systemd). Alarms are due on `clocks`.
    public static func run(environment: [String: String], words: Words, clocks: any TimeSource = SystemTimeSource()) -> Int32 {
        let bus: BusConnection
        do throws(BusError) { bus = try BusConnection.open(environment: environment) } catch {
            return fail("the alarm service needs a session bus (\(error.message)); alarms ring in an open clock window instead")
        }
        let object: AlarmServiceObject
        do throws(BusError) { object = try AlarmServiceObject(bus: bus) } catch {
            return fail(error.message)
        }
        switch object.claim() {
        case .success:
            break
        case .failure(let error) where error.name == "org.freedesktop.DBus.Error.AddressInUse":
            // Not an error: a session has one service, and it runs.
            StandardError.write("timecircuits: the alarm service already runs on this session\n")
            return 0
        case .failure(let error):
            return fail("the alarm service cannot take its bus name: \(error.message)")
        }
        var settings = Settings.defaults()
        var settingsFile: SettingsFile?
        if let location = SettingsLocation(environment: environment) {
            let file = SettingsFile(location: location, words: words)
            let loaded = file.load()
            if let warning = loaded.warning { warn(warning) }
            settings = loaded.settings
            settingsFile = file
        }
        var alarmFile: AlarmStateFile?, timerFile: TimerStateFile?
        var record = AlarmRecord(), timer: TimerRecord?
        if let state = SettingsLocation.state(environment: environment) {
            let alarms = AlarmStateFile(location: state.sibling(AlarmStateFile.fileName))
            let (read, warning) = alarms.load()
            if let warning { warn(warning) }
            record = read
            alarmFile = alarms
            let timers = TimerStateFile(location: state.sibling(TimerStateFile.fileName))
            let (kept, timerWarning) = timers.load()
            if let timerWarning { warn(timerWarning) }
            timer = kept
            timerFile = timers
        }
        let (zone, zoneWarning) = ZoneFiles.local(environment: environment)
        if let zoneWarning { warn(zoneWarning) }
        // systemd sets INVOCATION_ID for every unit it starts.
        let wake = MachineWaker(systemdUnit: environment["INVOCATION_ID"] != nil)
        if let problem = wake.problem { warn(problem) }
        let model = AlarmServiceModel(settings: settings, record: record, zone: zone, keepsRecord: alarmFile != nil, timer: timer,
                                      boot: BootClock.reading(), words: words, wakeProblem: wake.problem)
        // No system bus means no logind either: nothing suspends the machine behind the service's
        // back, and there is nothing to say.
        let sleep = try? SleepWatch.open(environment: environment).get()
        let loop = AlarmServiceLoop(model: model, object: object, settingsFile: settingsFile, alarmFile: alarmFile,
                                    timerFile: timerFile, wake: wake, sleep: sleep,
                                    soundPaths: SoundPaths(environment: environment, uid: getuid()),
                                    soundHelper: RunningProgram.executable.flatMap(clockProgram(besides:)),
                                    stepsUnreported: environment["TIMECIRCUITS_UNREPORTED_CLOCK_STEPS"] == "1",
                                    mqtt: settings.mqtt, words: words, environment: environment, clocks: clocks)
        return loop.run()
    }

    /// The service's program for the clock's binary at `program`: beside it (a build folder), or
    /// in `../libexec/timecircuits/` (installed); nil when neither holds it.
    public static func program(besides program: String) -> String? {
        let folder = URL(fileURLWithPath: program).deletingLastPathComponent()
        let candidates = [folder.appendingPathComponent(programName),
                          folder.deletingLastPathComponent().appendingPathComponent("libexec/timecircuits/\(programName)")]
        return candidates.map(\.path).first { access($0, X_OK) == 0 }
    }

    /// The clock's own binary, which plays the countdown's end as `timecircuits play-sound`, for
    /// the service's program at `program`: itself when the service runs inside `timecircuits`,
    /// else beside it (a build folder) or in `../../bin/` (installed in libexec/timecircuits/).
    public static func clockProgram(besides program: String) -> String? {
        let url = URL(fileURLWithPath: program)
        if url.lastPathComponent != programName { return program }
        let folder = url.deletingLastPathComponent()
        let candidates = [folder.appendingPathComponent("timecircuits"),
                          folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("bin/timecircuits")]
        return candidates.map(\.path).first { access($0, X_OK) == 0 }
    }

    private static func warn(_ text: String) { StandardError.write("timecircuits: warning: \(text)\n") }

    private static func fail(_ text: String) -> Int32 {
        StandardError.write("timecircuits: \(text)\n")
        return 1
    }
}
