/// What the user chose that the model keeps beside the face and the faces: the settings as the
/// file holds them, the window's behaviours, what a suspend does in movie mode, and whether the
/// window opens at login. A part of `ClockModel`, changed by the settings the file brings and by
/// the menu and panel, each as an `Input`.
struct ChosenSettings: Sendable {
    /// The settings as the file holds them, and whether it was found damaged.
    private(set) var record: SettingsRecord
    /// Borderless, on top, on all desktops, as the window has them now.
    private(set) var window: WindowPreferences
    /// What a suspend does in movie mode (`sleep-travel`, `ClockModel+Departure`).
    private(set) var sleepTravel: SleepTravel
    /// Whether the window opens at login, as the menu and the theme page show it
    /// (`ClockModel+Autostart`).
    private(set) var startAtLogin: Bool

    /// A change to what the user chose.
    enum Input: Sendable {
        /// This run wrote the settings: the file holds them now, undamaged.
        case saved(Settings)
        /// The settings were read from the file as another program left it.
        case read(Settings)
        /// A window behaviour switched.
        case flip(WindowToggle)
        case sleepTravel(SleepTravel)
        case startAtLogin(Bool)
    }

    /// What changed.
    enum Event: Sendable, Equatable {
        /// A window behaviour is now on or off, with all that are on.
        case windowToggled(WindowToggle, on: Bool, enabled: Set<WindowToggle>)
    }

    init(record: SettingsRecord, window: WindowPreferences, sleepTravel: SleepTravel, startAtLogin: Bool) {
        self.record = record
        self.window = window
        self.sleepTravel = sleepTravel
        self.startAtLogin = startAtLogin
    }

    mutating func handle(_ input: Input) -> [Event] {
        switch input {
        case .saved(let settings): record = SettingsRecord(saved: settings, damagedOnDisk: false)
        case .read(let settings): record = SettingsRecord(saved: settings, damagedOnDisk: record.damagedOnDisk)
        case .flip(let toggle):
            window.flip(toggle)
            return [.windowToggled(toggle, on: window.isOn(toggle), enabled: window.enabled)]
        case .sleepTravel(let travel): sleepTravel = travel
        case .startAtLogin(let on): startAtLogin = on
        }
        return []
    }
}
