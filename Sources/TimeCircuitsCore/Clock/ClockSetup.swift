import FoundationEssentials

/// What one run was asked for on the command line: each given flag overrides the settings file
/// for this run and is never written to it.
public struct LaunchOverrides: Sendable, Hashable {
    /// `--cities`: when given, the file's cities are not shown, and nothing of this run is saved.
    public var cities: [City]?
    /// `--frozen-date`: the readouts show this instant; the colon still follows the wall clock.
    public var frozen: Date?
    /// `--colon`.
    public var colon: ColonStyle
    /// `--24h`.
    public var twentyFourHour: Bool
    /// `--night`.
    public var night: Bool
    /// `--brightness`.
    public var brightness: Int?
    /// `--display-mode`: the replica's display for this run.
    public var displayMode: DisplayMode?
    /// `--no-intro`.
    public var noIntro: Bool
    /// `--no-animations`.
    public var noAnimations: Bool
    /// `--sounds` / `--no-sounds`: the prop's sounds on or off for this run.
    public var sounds: Bool?
    /// `--theme`, `--colors`, `--ease` / `--no-ease`: the look for this run.
    public var theme: ThemeName?
    public var colors: RowColors?
    public var easing: Bool?
    /// `--part3-entry`, `--reversed-ampm`, `--b-car`: the films' variants switched on for the run.
    public var variants: Set<FilmVariant> = []
    /// `--borderless`, `--on-top`, `--all-desktops`: switched on for the run.
    public var windowToggles: Set<WindowToggle>
    /// `--mode`, `--destination`, `--departed`: when any is given, this run writes no state.
    public var mode: ClockMode?
    public var destination: CivilDateTime?
    public var departed: CivilDateTime?
    /// `--cycle`: movie mode's decorative cycle in minutes for this run, 0 for off.
    public var cycleMinutes: Int?
    /// `timecircuits timer`: open on the timer face.
    public var screen: FaceScreen?
    /// `timecircuits timer DURATION`: the countdown set to this many seconds.
    public var timerDuration: Int?
    /// `timecircuits timer DURATION --start`: and started when the window shows.
    public var startsTimer = false
    /// `timecircuits stopwatch --start`: the stopwatch started when the window shows.
    public var startsStopwatch = false

    /// True when a flag overrides the remembered movie state for this run.
    public var overridesState: Bool { mode != nil || destination != nil || departed != nil }

    /// `state` (the file's) with the movie flags that were given applied over it.
    public func applied(to state: MovieState) -> MovieState {
        var s = state
        if let mode { s.mode = mode }
        // A destination given for the run is what the row shows, not a departure kept.
        if let destination { s.destination = destination; s.departure = nil }
        if let departed { s.departed = departed }
        return s
    }

    public init(cities: [City]? = nil, frozen: Date? = nil, colon: ColonStyle = .step, twentyFourHour: Bool = false,
                night: Bool = false, brightness: Int? = nil, noIntro: Bool = false, noAnimations: Bool = false,
                windowToggles: Set<WindowToggle> = [], mode: ClockMode? = nil, destination: CivilDateTime? = nil,
                departed: CivilDateTime? = nil) {
        self.cities = cities
        self.frozen = frozen
        self.colon = colon
        self.twentyFourHour = twentyFourHour
        self.night = night
        self.brightness = brightness
        self.noIntro = noIntro
        self.noAnimations = noAnimations
        self.windowToggles = windowToggles
        self.mode = mode
        self.destination = destination
        self.departed = departed
    }

    /// `preferences` (the file's) with the flags that were given applied over it.
    public func applied(to preferences: DisplayPreferences) -> DisplayPreferences {
        var p = preferences
        if twentyFourHour { p.hourCycle = .twentyFour }
        if night { p.night = .on }
        if let brightness { p.brightness = DisplayPreferences.clampedBrightness(brightness) }
        if let displayMode { p.displayMode = displayMode }
        if noIntro { p.intro = false }
        if noAnimations { p.animations = false }
        if let sounds { p.sounds = sounds }
        if let theme { p.theme = theme }
        if let colors { p.colors = colors }
        if let easing { p.easing = easing }
        p.variants.formUnion(variants)
        return p
    }
}

/// The clock as it starts: the settings file read, the command line laid over it. The window and
/// the headless commands (`now`, `render`) all start from this, so they show the same face.
public struct ClockSetup: Sendable {
    public var face: FaceChoices
    public var window: WindowPreferences
    /// What the settings file holds; nil when this run writes nothing to it (no file location,
    /// or `--cities`, which overrides the file for one run).
    public var saved: Settings?
    /// The file was found damaged: it is left as it is until a setting really changes.
    public var damagedOnDisk: Bool
    /// What the state file holds; nil when this run writes no state (no state home, or a movie
    /// flag overrides it for this run).
    public var savedState: MovieState?
    /// The face the window opens on.
    public var screen: FaceScreen
    /// The stopwatch, on this boot's clock, with the record its state file holds.
    public var stopwatch: StopwatchFace
    /// The countdown, on this boot's clock.
    public var timer: CountdownTimer
    public var presets: TimerPresets
    /// What the timer's state file holds; nil when this run writes none.
    public var savedTimer: TimerRecord?
    /// Every timer the state file holds, on this boot's clock (the first is `timer`); nil with
    /// none kept.
    public var timerRecord: TimerRecord?
    public var bootID: String
    public var startsTimer: Bool
    /// The settings' alarms, with the record of when each last rang.
    public var alarms: AlarmClock
    /// The sounds' volume, files, timer end, chime and alarm sound: the file's, whatever the flags.
    public var soundChoices: SoundChoices
    /// Whether the window opens at login: the file's, whatever the flags.
    public var startAtLogin: Bool
    /// What a suspend does in movie mode: the file's.
    public var sleepTravel: SleepTravel
    /// The reminders, whose notices come whatever the face shows.
    public var reminders: [Reminder] = []
    /// The user's language, from the message catalogue the process opened; English by default.
    /// The face takes its local month letters from it, for the window and the headless renders alike.
    public var words: Words = .english {
        didSet { face.localMonths = MonthLetters.local(words) }
    }

    /// `file` is what was loaded, nil when there is nowhere to keep settings (no home).
    /// `state` is what the state file held, nil when there is nowhere to keep state.
    public init(file: LoadedSettings?, state: MovieState? = nil, overrides: LaunchOverrides = LaunchOverrides(),
                catalogue: CityCatalogue = .standard, localZone: Zone, zones: ZoneResolver,
                timer record: TimerRecord? = nil, keepsTimer: Bool = false, boot: BootReading = BootReading(),
                alarmRecord: AlarmRecord? = nil, stopwatch watch: StopwatchRecord? = nil, keepsStopwatch: Bool = false) {
        let settings = file?.settings ?? .defaults(in: catalogue)
        var window = settings.window
        window.enabled.formUnion(overrides.windowToggles)
        self.window = window
        face = FaceChoices(cities: overrides.cities ?? settings.cities,
                         readouts: overrides.frozen.map(ReadoutClock.frozen) ?? .live,
                         colon: overrides.colon, display: overrides.applied(to: settings.display), localZone: localZone,
                         movie: overrides.applied(to: state ?? .film), presentCity: settings.presentCity,
                         cycleMinutes: overrides.cycleMinutes.map { $0 > 0 ? $0 : nil } ?? settings.cycleMinutes,
                         exhibition: settings.exhibition, zones: zones)
        // A destination given for this run is what the run is for: no reminder takes its row.
        face.reminders = overrides.destination == nil ? settings.reminders : []
        face.workingHours = settings.workingHours
        saved = overrides.cities == nil ? file?.settings : nil
        damagedOnDisk = file?.warning != nil
        savedState = overrides.overridesState ? nil : state

        let presets = settings.timerPresets
        self.presets = presets
        var timer = record?.restored(bootID: boot.bootID, wall: boot.wall, boot: boot.boot) ?? CountdownTimer(presets: presets)
        // One that ran out while no clock was open shows as finished, without ringing now for it.
        _ = timer.runOut(at: boot.boot)
        if let seconds = overrides.timerDuration {
            // A preset of that length lends its thresholds.
            let slot = presets.filled.first { presets[slot: $0]?.duration == seconds }
            timer = CountdownTimer(duration: seconds, thresholds: slot.flatMap { presets[slot: $0]?.thresholds } ?? .standard,
                                   preset: slot)
        }
        self.timer = timer
        timerRecord = record.map { kept in
            var all = kept.restoredAll(bootID: boot.bootID, wall: boot.wall, boot: boot.boot)
            let day = Int(((boot.wall.timeIntervalSince1970 + Double(localZone.secondsFromGMT(for: boot.wall))) / 86_400).rounded(.down))
            _ = all.runOutOthers(at: boot.boot, day: day)
            return all
        }
        let watchRecord = watch ?? StopwatchRecord(stopwatch: Stopwatch(), bootID: boot.bootID, wallMinusBoot: 0)
        stopwatch = StopwatchFace(stopwatch: watchRecord.restored(bootID: boot.bootID, wall: boot.wall, boot: boot.boot),
                                  saved: keepsStopwatch ? watchRecord : nil, bootID: boot.bootID,
                                  startsAtLaunch: overrides.startsStopwatch)
        screen = overrides.screen ?? .clock
        startsTimer = overrides.startsTimer
        // Alarms ring from the file whatever the flags say: --cities changes the face, not the
        // alarms a person is relying on.
        alarms = AlarmClock(alarms: settings.alarms, snoozeMinutes: settings.snoozeMinutes, record: alarmRecord ?? AlarmRecord(),
                            saved: alarmRecord)
        reminders = settings.reminders
        soundChoices = settings.sound
        startAtLogin = settings.startAtLogin
        sleepTravel = settings.sleepTravel
        bootID = boot.bootID
        // The record as read, so the first save happens when the countdown really changes.
        savedTimer = keepsTimer ? (record ?? TimerRecord(timer: CountdownTimer(presets: presets), bootID: boot.bootID,
                                                         wallMinusBoot: 0)) : nil
    }
}

/// The two clocks and the boot's id, read together at launch: the timer's saved instants are
/// brought onto this boot's clock with them.
public struct BootReading: Sendable, Hashable {
    /// `/proc/sys/kernel/random/boot_id`; empty when unknown.
    public var bootID: String
    public var wall: Date
    /// `CLOCK_BOOTTIME`, in seconds.
    public var boot: Double

    public init(bootID: String = "", wall: Date = Date(timeIntervalSince1970: 0), boot: Double = 0) {
        self.bootID = bootID
        self.wall = wall
        self.boot = boot
    }
}
