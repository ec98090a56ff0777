import FoundationEssentials

/// The time spoken (S, the menu's Speak the Time, `ctl speak`, D-Bus Speak, and on the hour when
/// `speak-hours` is on): the model words what the face shows (`SpokenTime`) and asks the shell
/// to say it (`ClockEffect.speak`), in the user's language; the shell hands back how it went
/// (`ClockInput.spoken`), which `ctl speak` is answered with (`failure(of:)`).
extension ClockModel {
    /// Speak the time now.
    mutating func speakTime(at now: Date) -> [ClockEffect] {
        _ = sounds.handle(.speechAsked)
        return [.speak(view(at: now).reading, language: words.language)]
    }

    /// The time spoken as a whole local hour is reached, when the user asked for it, and not at
    /// night: a voice in a dark bedroom on the hour is what night mode is for keeping quiet.
    mutating func speakHour(at now: Date) -> [ClockEffect] {
        let on = sounds.choices.speakHours
        let minute = on ? clock.localMinute(at: now) : 0
        let reached = sounds.handle(.localMinute(minute, speakHours: on)).contains(.hourReached)
        return reached && !face.isNight(at: now) ? speakTime(at: now) : []
    }

    /// The next whole local hour, when speaking the hours must wake a sleeping loop.
    var speechWake: Date? {
        guard sounds.choices.speakHours else { return nil }
        let now = wallNow
        let next = (clock.localMinute(at: now) / 60 + 1) * 60
        return Date(timeIntervalSince1970: Double(next * 60 - face.localZone.secondsFromGMT(for: now)))
    }

    /// The theme page's switch: speaking the hours on or off, used at once and saved.
    mutating func toggleSpeakHours() -> [ClockEffect] {
        var choices = sounds.choices
        choices.speakHours.toggle()
        let on = choices.speakHours
        _ = sounds.handle(.adopt(choices))
        return save { $0.sound.speakHours = on } + [.repaintOverlay]
    }
}
