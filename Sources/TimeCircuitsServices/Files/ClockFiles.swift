import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsStorage

/// The window's settings and state files: it carries out the model's save effects (each one
/// change, merged into the file on disk by `KeptFile`) and reads the settings file back when
/// anyone changed it (`SettingsWatch`). Each file is nil when this run writes none. The window's
/// autostart entry is kept here too: it is written and removed as the settings file's
/// `start-at-login` says, and only by a run that writes that file. This computer's zone is
/// followed here too (`ZoneWatch`): its file is one more the clock reads and others change.
public final class ClockFiles {
    private var settings: SettingsFile?
    private var state: StateFile?
    private var timer: TimerStateFile?
    private var alarms: AlarmStateFile?
    private var stopwatch: StopwatchStateFile?
    private let watch: SettingsWatch?
    /// The timers' file, which `timer add` and the alarm service write too.
    private let timerWatch: SettingsWatch?
    /// This computer's zone's file; nil when no file says the zone.
    private let zone: ZoneWatch?
    /// The settings file's warning as last said (at launch, or at a reload).
    private var settingsWarning: String?
    /// The window's autostart entry; nil when this run keeps none.
    private let autostart: AutostartEntry?
    /// What the entry's `Exec` names: found once, when an entry is first written.
    private let program: () -> String?
    /// The autostart entry's last problem, said once until it changes.
    private var autostartWarning: String?
    /// Whether saves are held, to be written together (`holdingSaves`).
    private var holding = false
    /// The changes held, one joined change a file.
    private var held = HeldSaves()

    /// A change held for each file, while a batch of input is handled.
    private struct HeldSaves {
        var settings: FileChange<Settings>?
        var state: FileChange<MovieState>?
        var timer: FileChange<TimerRecord>?
        var alarms: FileChange<AlarmRecord>?
        var stopwatch: FileChange<StopwatchRecord>?
    }

    /// `autostart` is the window's entry, kept as `program` (the path that starts this clock
    /// again) says; nil for a run that keeps none.
    public init(settings: SettingsFile?, state: StateFile?, timer: TimerStateFile?, alarms: AlarmStateFile?, stopwatch: StopwatchStateFile?,
                autostart: AutostartEntry? = nil, program: @escaping () -> String? = { nil }, zone: ZoneWatch? = nil) {
        self.zone = zone
        self.autostart = autostart
        self.program = program
        self.stopwatch = stopwatch
        self.settings = settings
        self.state = state
        self.timer = timer
        self.alarms = alarms
        watch = settings.map { SettingsWatch(location: $0.location) }
        timerWatch = timer.map { SettingsWatch(location: $0.disk.location) }
        settingsWarning = settings?.load().warning
    }

    /// What the loop polls for changes of the settings file; -1 when there is none to watch.
    public var fileDescriptor: Int32 { watch?.fileDescriptor ?? -1 }

    /// What the loop polls for a change of this computer's zone; -1 when none is followed.
    public var zoneFileDescriptor: Int32 { zone?.fileDescriptor ?? -1 }

    /// After the zone's descriptor polled readable: the zone now, when its file changed.
    public func changedZone() -> Zone? { zone?.changed() }

    /// Carries out `effect` if it is a save; false for any other effect. While saves are held
    /// (`holdingSaves`), a change is joined to the one held for its file and written later.
    public func save(_ effect: ClockEffect) -> Bool {
        switch effect {
        case .saveSettings(let change): hold(change, in: \.settings) { write(settings: $0) }
        case .saveState(let change): hold(change, in: \.state) { write(state: $0) }
        case .saveTimer(let change): hold(change, in: \.timer) { write(timer: $0) }
        case .saveAlarms(let change): hold(change, in: \.alarms) { write(alarms: $0) }
        case .saveStopwatch(let change): hold(change, in: \.stopwatch) { write(stopwatch: $0) }
        case .setStartAtLogin(let on): keepAutostart(on)
        default: return false
        }
        return true
    }

    /// Runs `body` (the handling of a batch of input events) with its saves held, then writes
    /// each file's changes as one save. A save is a locked read, a merge and an atomic write
    /// with two fsyncs: on a loaded machine each can take tens of milliseconds, and a window
    /// saving every key press of a burst (or of a held key's auto-repeat) apart fell seconds
    /// behind what its keys asked for.
    public func holdingSaves<T>(_ body: () -> T) -> T {
        holding = true
        defer {
            holding = false
            writeHeldSaves()
        }
        return body()
    }

    /// Writes the changes held so far. The loop calls it before anything leaves the process (a
    /// D-Bus signal, a question to the alarm service, an MQTT event), so whoever hears of a
    /// change finds it in the file.
    public func writeHeldSaves() {
        if let change = held.settings { held.settings = nil; write(settings: change) }
        if let change = held.state { held.state = nil; write(state: change) }
        if let change = held.timer { held.timer = nil; write(timer: change) }
        if let change = held.alarms { held.alarms = nil; write(alarms: change) }
        if let change = held.stopwatch { held.stopwatch = nil; write(stopwatch: change) }
    }

    /// Holds `change` joined to the one held at `slot`, or writes it with `write` when saves are
    /// not held. A change that does not follow the held one (the file was read again between
    /// them) first writes the held one.
    private func hold<Value>(_ change: FileChange<Value>, in slot: WritableKeyPath<HeldSaves, FileChange<Value>?>,
                             write: (FileChange<Value>) -> Void) {
        guard holding else { return write(change) }
        if let earlier = held[keyPath: slot] {
            if let joined = earlier.followed(by: change) {
                held[keyPath: slot] = joined
                return
            }
            write(earlier)
        }
        held[keyPath: slot] = change
    }

    private func write(settings change: FileChange<Settings>) {
        do { try settings?.save(change) } catch { warn(error) }
        // A folder this save made is watched from now on; the save's own events then bring
        // what the file holds now (others' changes merged in) back to the model.
        watch?.rearm()
    }

    private func write(state change: FileChange<MovieState>) {
        do { try state?.save(change) } catch { warn(error) }
    }

    private func write(timer change: FileChange<TimerRecord>) {
        do { try timer?.save(change) } catch { warn(error) }
    }

    private func write(alarms change: FileChange<AlarmRecord>) {
        do { try alarms?.save(change) } catch { warn(error) }
    }

    private func write(stopwatch change: FileChange<StopwatchRecord>) {
        do { try stopwatch?.save(change) } catch { warn(error) }
    }

    /// What the loop polls for changes of the timers' file; -1 when this run keeps none.
    public var timerFileDescriptor: Int32 { timerWatch?.fileDescriptor ?? -1 }

    /// After the timers' watch polled readable: what the file holds now, when it changed.
    public func changedTimers() -> TimerRecord? {
        writeHeldSaves()
        guard timerWatch?.take() == true else { return nil }
        return timer?.load().record
    }

    /// After the watch's descriptor polled readable: the settings as the file holds them now when
    /// it changed, else nil. A damaged file is warned about once per damage, and its usable part
    /// applies.
    public func changedSettings() -> Settings? {
        // What this window changed goes in first: the file read then holds it too.
        writeHeldSaves()
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
