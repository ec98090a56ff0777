import FoundationEssentials

/// What the settings panel and the right-click menu show of the rest of the clock: the model's
/// state as the overlay reads it, handed over each time the overlay handles an event or is
/// painted, as Elm hands a view its arguments.
///
/// The overlay keeps none of this: it is built afresh from the model's parts
/// (`ClockModel.overlayShows(at:)`), so it cannot fall behind them, and the overlay answers a
/// change to any of it with an effect (`OverlayEffect`) that the model carries out.
public struct OverlayShows: Sendable, Hashable {
    /// The user's language, for every word the panel, the menu and the keys card write.
    public var words: Words
    /// The selected cities, top row first: what the face shows and the cities page edits.
    public var cities: [City]
    /// World clock or movie mode: the panel edits cities in one, the present and the film cycle
    /// in the other.
    public var mode: ClockMode
    /// Movie mode's settings, as the panel shows and edits them.
    public var movie: MovieSettings
    /// The window behaviours that are on, for the menu's check marks.
    public var windowToggles: Set<WindowToggle>
    /// The display items that are on (night mode, 24-hour clock, animations, sounds, the faces).
    public var displayChecks: Set<DisplayAction>
    /// Whether the window opens at login, for the menu's check mark and the theme page's switch.
    public var startAtLogin: Bool
    /// The alarms as the settings hold them, in the file's order.
    public var alarms: [Alarm]
    /// The reminders as the settings hold them, in the file's order.
    public var reminders: [Reminder]
    /// How alarm times are shown, as the face shows its hours.
    public var hourCycle: HourCycle
    /// The theme the face shows, for the menu's Theme entry and the theme page.
    public var theme: ThemeName
    /// The sounds' volume in percent, for the theme page's sound row (whether they are on is in
    /// `displayChecks`, as the menu shows it).
    public var soundVolume: Int
    /// The beep on the second's mode, which the menu's Beep entry names and steps.
    public var beep: BeepMode
    /// Whether the time is spoken on the hour (`speak-hours`), for the theme page's switch.
    public var speakHours: Bool
    /// Exhibition mode's fixed time, for the menu's Exhibition entry and the time page; nil
    /// while the clock runs.
    public var exhibition: CivilDateTime?
    /// The films' variants that are on, for the menu's check marks.
    public var variants: Set<FilmVariant>
    /// The MQTT settings, for the MQTT page.
    public var mqtt: MQTTSettings
    /// The MQTT link's state in words; nil while MQTT is off or not started.
    public var mqttState: String?
    /// Whether the MQTT link is connected, for the MQTT page's lamp.
    public var mqttConnected: Bool
    /// A line of information above the menu's items, which no click or key activates ("Next
    /// alarm: Mon 7:30 AM"); nil for none, and while the menu is not showing.
    public var menuNote: String?
    /// Night mode as the theme page's night row says it: "night until 06:45 (schedule)".
    public var night: String = ""
    /// Whether night mode is on, for that row's lamp.
    public var isNight: Bool = false
    /// The replica's display mode, which the menu's Display entry and the theme page's row name.
    public var displayMode: DisplayMode = .full
    /// Every timer now, the first's first, as `timer list` says them: the timers page lists them.
    public var timers: [TimerListing.Entry] = []
    /// The timer face's presets, which the timers page lists and starts under a name.
    public var timerPresets: TimerPresets = .standard

    public init(words: Words = .english, cities: [City] = [], mode: ClockMode = .world, movie: MovieSettings = MovieSettings(),
                windowToggles: Set<WindowToggle> = [], displayChecks: Set<DisplayAction> = [], startAtLogin: Bool = false,
                alarms: [Alarm] = [], reminders: [Reminder] = [], hourCycle: HourCycle = .twelve, theme: ThemeName = .prop,
                soundVolume: Int = 100, beep: BeepMode = .off, speakHours: Bool = false, exhibition: CivilDateTime? = nil,
                variants: Set<FilmVariant> = [], mqtt: MQTTSettings = MQTTSettings(), mqttState: String? = nil,
                mqttConnected: Bool = false, menuNote: String? = nil) {
        self.words = words
        self.cities = cities
        self.mode = mode
        self.movie = movie
        self.windowToggles = windowToggles
        self.displayChecks = displayChecks
        self.startAtLogin = startAtLogin
        self.alarms = alarms
        self.reminders = reminders
        self.hourCycle = hourCycle
        self.theme = theme
        self.soundVolume = soundVolume
        self.beep = beep
        self.speakHours = speakHours
        self.exhibition = exhibition
        self.variants = variants
        self.mqtt = mqtt
        self.mqttState = mqttState
        self.mqttConnected = mqttConnected
        self.menuNote = menuNote
    }
}
