import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsStorage

/// The window's settings and state files: it carries out the model's save effects (each one
/// change, merged into the file on disk by `KeptFile`) and reads the settings file back when
/// anyone changed it (`SettingsWatch`). Each file is nil when this run writes none.
public final class ClockFiles {
    private var settings: SettingsFile?
    private var state: StateFile?
    private var timer: TimerStateFile?
    private var alarms: AlarmStateFile?
    private var stopwatch: StopwatchStateFile?
    private let watch: SettingsWatch?
    /// The settings file's warning as last said (at launch, or at a reload).
    private var settingsWarning: String?

    public init(settings: SettingsFile?, state: StateFile?, timer: TimerStateFile?, alarms: AlarmStateFile?, stopwatch: StopwatchStateFile?) {
        self.stopwatch = stopwatch
        self.settings = settings
        self.state = state
        self.timer = timer
        self.alarms = alarms
        watch = settings.map { SettingsWatch(location: $0.location) }
        settingsWarning = settings?.load().warning
    }

    /// What the loop polls for changes of the settings file; -1 when there is none to watch.
    public var fileDescriptor: Int32 { watch?.fileDescriptor ?? -1 }

    /// Carries out `effect` if it is a save; false for any other effect.
    public func save(_ effect: ClockEffect) -> Bool {
        switch effect {
        case .saveSettings(let change):
            do { try settings?.save(change) } catch { warn(error) }
            // A folder this save made is watched from now on; the save's own events then bring
            // what the file holds now (others' changes merged in) back to the model.
            watch?.rearm()
        case .saveState(let change):
            do { try state?.save(change) } catch { warn(error) }
        case .saveTimer(let change):
            do { try timer?.save(change) } catch { warn(error) }
        case .saveAlarms(let change):
            do { try alarms?.save(change) } catch { warn(error) }
        case .saveStopwatch(let change):
            do { try stopwatch?.save(change) } catch { warn(error) }
        default:
            return false
        }
        return true
    }

    /// After the watch's descriptor polled readable: the settings as the file holds them now when
    /// it changed, else nil. A damaged file is warned about once per damage, and its usable part
    /// applies.
    public func changedSettings() -> Settings? {
        guard watch?.take() == true, let loaded = settings?.load() else { return nil }
        // The window's own saves come back here too, and a merge leaves a damaged line where the
        // user wrote it: the same damage is said once, not after every save.
        if let warning = loaded.warning, warning != settingsWarning {
            StandardError.write("timecircuits: warning: \(warning)\n")
        }
        settingsWarning = loaded.warning
        return loaded.settings
    }

    /// A failed save is one line on stderr, once until a save succeeds again: the file keeps the
    /// change (`KeptFile.unsaved`) and writes it with the next save that can be written.
    private func warn(_ error: SettingsSaveError) {
        guard !error.repeated else { return }
        StandardError.write("timecircuits: \(error.message); the window keeps the change and saves it with the next one that can be saved\n")
    }
}
