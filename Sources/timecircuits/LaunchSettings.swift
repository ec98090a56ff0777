import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsStorage
import TimeCircuitsServices

/// The settings file as every command reads it: the window, `now` and `render` start from the
/// same file, so they show the same face. A damaged file's warning goes to stderr once.
struct LaunchSettings {
    /// Where the window saves; nil when there is no home to keep settings in.
    var file: SettingsFile?
    var loaded: LoadedSettings?
    /// The state file (movie mode's trips) likewise.
    var stateFile: StateFile?
    var state: MovieState?
    /// The timer's state file likewise.
    var timerFile: TimerStateFile?
    var timer: TimerRecord?
    /// The alarms' record (when each last rang) likewise.
    var alarmFile: AlarmStateFile?
    var alarmRecord: AlarmRecord?
    /// The stopwatch's state file likewise.
    var stopwatchFile: StopwatchStateFile?
    var stopwatch: StopwatchRecord?

    static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> LaunchSettings {
        var launch = LaunchSettings()
        if let location = SettingsLocation(environment: environment) {
            let file = SettingsFile(location: location, words: TimeCircuitsCommand.words)
            let loaded = file.load()
            if let warning = loaded.warning { warn(warning) }
            launch.file = file
            launch.loaded = loaded
        }
        if let location = SettingsLocation.state(environment: environment) {
            (launch.stateFile, launch.state) = read(StateFile(location: location)) { $0.load() }
            (launch.timerFile, launch.timer) = read(TimerStateFile(location: location.sibling(TimerStateFile.fileName))) { $0.load() }
            (launch.alarmFile, launch.alarmRecord) = read(AlarmStateFile(location: location.sibling(AlarmStateFile.fileName))) {
                $0.load()
            }
            (launch.stopwatchFile, launch.stopwatch) = read(StopwatchStateFile(location: location.sibling(StopwatchStateFile.fileName))) {
                $0.load()
            }
        }
        return launch
    }

    /// A file of the state folder read by `load`, its warning (if any) said once on stderr.
    private static func read<File, Value>(_ file: File, _ load: (File) -> (Value, String?)) -> (File, Value) {
        let (value, warning) = load(file)
        if let warning { warn(warning) }
        return (file, value)
    }

    private static func warn(_ warning: String) { TimeCircuitsCommand.warn(warning) }

    /// `overrides` refused for what the files hold: `--display-mode room` reads the room from MQTT,
    /// which needs the settings' broker, as the settings file's own `display-mode = room` does.
    func check(_ overrides: LaunchOverrides) throws(InputError) {
        guard overrides.displayMode == .room, loaded?.settings.mqtt.broker == nil else { return }
        throw InputError(TimeCircuitsCommand.words("--display-mode room: %1$s", TimeCircuitsCommand.words(ReplicaDisplay.noBrokerReason)))
    }

    /// The clock as it starts with `overrides` laid over the files.
    func setup(_ overrides: LaunchOverrides, boot: BootReading = BootClock.reading()) -> ClockSetup {
        let environment = ProcessInfo.processInfo.environment
        let (localZone, warning) = ZoneFiles.local(environment: environment)
        if let warning { Self.warn(warning) }
        var setup = ClockSetup(file: loaded, state: state, overrides: overrides, localZone: localZone,
                               zones: ZoneFiles.resolver(environment: environment), timer: timer,
                               keepsTimer: timerFile != nil, boot: boot, alarmRecord: alarmFile == nil ? nil : alarmRecord,
                               stopwatch: stopwatch, keepsStopwatch: stopwatchFile != nil)
        setup.face.zones.warnings.forEach(Self.warn)
        setup.words = TimeCircuitsCommand.words
        return setup
    }
}
