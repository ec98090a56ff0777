/// What the clock remembers between launches.
///
/// Kept separate from its file format (`SettingsFile`) so the shell, the overlay and tests deal in
/// cities, not in text. Each setting is a stored property here and a key in the file
/// (`SettingsKey`).
public struct Settings: Sendable, Hashable {
    /// The face's rows, top first; at most `CityStore.capacity`, no duplicates.
    public var cities: [City]

    /// Lines with keys this version does not know, exactly as they were written, in file order.
    /// Saved back unchanged so a setting written by a newer clock (or a note a user keeps as
    /// `key = value`) survives being edited by this one.
    public var unknownLines: [String]

    /// Borderless, on top, on all desktops, and where the window was.
    public var window: WindowPreferences

    /// Hour cycle, brightness, night mode and animations.
    public var display: DisplayPreferences

    /// The city whose time is movie mode's PRESENT TIME; nil for this computer's own zone.
    public var presentCity: City?

    /// Movie mode's decorative cycle through the films' trips, in minutes; nil is off.
    public var cycleMinutes: Int?

    /// Exhibition mode: the date and time the readouts show, fixed, while the colon runs on
    /// (`exhibition = 1985-10-26 01:21`); nil, the clock runs. Read in PRESENT TIME's zone.
    public var exhibition: CivilDateTime?
    /// What a suspend does in movie mode: a re-entry at the resume, as a time travel's arrival
    /// (the default) or the power-on, or nothing.
    public var sleepTravel: SleepTravel = .arrival

    /// The timer's Ctrl+1–9 presets.
    public var timerPresets: TimerPresets = .standard

    /// The alarms, in the order the user keeps them (`alarm = …` lines, one an alarm).
    public var alarms: [Alarm] = []

    /// The reminders, in the order the user keeps them (`reminder = …` lines, one a reminder).
    public var reminders: [Reminder] = []

    /// How long Space (or a notification's Snooze) puts a ringing alarm off, in minutes.
    public var snoozeMinutes: Int = AlarmClock.standardSnoozeMinutes

    /// The sounds' volume, the user's own files, the timer's end, the chime, the alarms' sound.
    public var sound = SoundChoices()

    /// Whether the clock's window opens when the user logs in: the window keeps an XDG autostart
    /// entry to match (`ClockEffect.setStartAtLogin`). Off on a fresh install, as a program
    /// that starts itself uninvited is not a welcome one.
    public var startAtLogin = false

    /// The MQTT link to the replica props and Home Assistant; off (no broker) on a fresh install.
    public var mqtt = MQTTSettings()

    /// The hours the cities are at work, for plan mode and `timecircuits plan` (`workhours = 09:00-17:00 mon-fri /
    /// tel_aviv 08:00-16:00 sun-thu`).
    public var workingHours = WorkingWeek.standard

    public init(cities: [City], unknownLines: [String] = [], window: WindowPreferences = WindowPreferences(),
                display: DisplayPreferences = DisplayPreferences()) {
        self.cities = CityStore(cities: cities).cities
        self.unknownLines = unknownLines
        self.window = window
        self.display = display
    }

    /// New York, London, Hong Kong and nothing else: a fresh install, or a file too damaged to use.
    public static func defaults(in catalogue: CityCatalogue = .standard) -> Settings {
        Settings(cities: CityStore.defaults(in: catalogue).cities)
    }

    /// The cities as a store the overlay can edit.
    public var store: CityStore { CityStore(cities: cities) }
}
