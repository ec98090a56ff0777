import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsStorage

/// The window's settings and state files: it carries out the model's save effects (each one
/// change, merged into the file on disk by `KeptFile`) and reads the settings file back when
/// anyone changed it (`SettingsWatch`). Each file is nil when this run writes none. The window's
/// autostart entry is kept here too: it is written and removed as the settings file's
/// `start-at-login` says, and only by a run that writes that file.
public final class ClockFiles {
    private var settings: SettingsFile?
    private var state: StateFile?
    private var timer: TimerStateFile?
    private var alarms: AlarmStateFile?
    private var stopwatch: StopwatchStateFile?
    private let watch: SettingsWatch?
    /// The settings file's warning as last said (at launch, or at a reload).
    private var settingsWarning: String?
    /// The window's autostart entry; nil when this run keeps none.
    private let autostart: AutostartEntry?
    /// What the entry's `Exec` names: found once, when an entry is first written.
    private let program: () -> String?
    /// The autostart entry's last problem, said once until it changes.
    private var autostartWarning: String?

    /// `autostart` is the window's entry, kept as `program` (the path that starts this clock
    /// again) says; nil for a run that keeps none.
    public init(settings: SettingsFile?, state: StateFile?, timer: TimerStateFile?, alarms: AlarmStateFile?, stopwatch: StopwatchStateFile?,
                autostart: AutostartEntry? = nil, program: @escaping () -> String? = { nil }) {
        self.autostart = autostart
        self.program = program
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
        case .setStartAtLogin(let on):
            keepAutostart(on)
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

    /// Writes or removes the autostart entry. A problem (the file is a user's own, the folder
    /// cannot be written) is one line on stderr, said again only when it changes.
    private func keepAutostart(_ on: Bool) {
        guard let autostart else { return }
        do throws(AutostartError) {
            if on {
                guard let program = program() else {
                    throw AutostartError(message: "the clock cannot find its own program file; it will not start at login")
                }
                try autostart.write(.window(program: program))
            } else {
                try autostart.remove()
            }
            autostartWarning = nil
        } catch {
            guard error.message != autostartWarning else { return }
            autostartWarning = error.message
            StandardError.write("timecircuits: warning: \(error.message)\n")
        }
    }

    /// A failed save is one line on stderr, once until a save succeeds again: the file keeps the
    /// change (`KeptFile.unsaved`) and writes it with the next save that can be written.
    private func warn(_ error: SettingsSaveError) {
        guard !error.repeated else { return }
        StandardError.write("timecircuits: \(error.message); the window keeps the change and saves it with the next one that can be saved\n")
    }
}
