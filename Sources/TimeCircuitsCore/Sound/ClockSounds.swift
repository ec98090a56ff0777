/// The clock's sounds as the model keeps them: the user's choices beyond the switch, the beep on
/// the second, and the voice that speaks the hour (`ClockModel+Beep`, `ClockModel+Speech`). A
/// part of `ClockModel`.
struct ClockSounds: Sendable {
    /// The user's sound choices beyond the switch, as the settings file has them.
    var choices = SoundChoices()
    /// The beep on the second: its mode (a sound choice) and the window a trip opens.
    var beep = SecondBeep()
    /// The time spoken on the hour, when `speak-hours` is on, and how the last sentence fared.
    var voice = ClockVoice()
}
