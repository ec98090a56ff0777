/// What the user chose that the model keeps beside the face and the faces: the settings as the
/// file holds them, the window's behaviours, what a suspend does in movie mode, and whether the
/// window opens at login. A part of `ClockModel`, changed by the settings the file brings and by
/// the menu and panel.
struct ChosenSettings: Sendable {
    /// The settings as the file holds them, and whether it was found damaged.
    var record: SettingsRecord
    /// Borderless, on top, on all desktops, as the window has them now.
    var window: WindowPreferences
    /// What a suspend does in movie mode (`sleep-travel`, `ClockModel+Departure`).
    var sleepTravel: SleepTravel
    /// Whether the window opens at login, as the menu and the theme page show it
    /// (`ClockModel+Autostart`).
    var startAtLogin: Bool
}
