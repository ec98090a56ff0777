import FoundationEssentials

/// The time spoken (S, the menu's Speak the Time, `ctl speak`, D-Bus Speak, and on the hour when
/// `speak-hours` is on): the model words what the face shows (`SpokenTime`) and asks the shell
/// to say it (`ClockEffect.speak`), in the user's language.
extension ClockModel {
    /// What speaking the time says at `now`: the clock face's rows as they read (not a frame of an
    /// animation), or the timer's or the stopwatch's reading.
    public func spokenTime(at now: Date) -> String {
        let shown: SpokenTime.Shown = switch screen {
        case .clock:
            .rows(ReadoutRow.rows(of: face, shown: face.propRows(at: now)))
        case .timer:
            .timer(.init(timer.state), duration: timer.duration, remaining: timer.remaining(at: bootNow))
        case .stopwatch:
            .stopwatch(state: status(at: now).stopwatchState, elapsed: stopwatch.stopwatch.elapsed(at: bootNow))
        }
        return SpokenTime.sentence(shown, words: words)
    }

    /// Speak the time now.
    mutating func speakTime(at now: Date) -> [ClockEffect] {
        [.speak(spokenTime(at: now), language: words.language)]
    }

    /// The time spoken as a whole local hour is reached, when the user asked for it.
    mutating func speakHour(at now: Date) -> [ClockEffect] {
        let on = soundChoices.speakHours
        let minute = on ? clock.localMinute(at: now) : 0
        return hourlySpeech.due(localMinute: minute, on: on) ? speakTime(at: now) : []
    }

    /// The next whole local hour, when speaking the hours must wake a sleeping loop.
    var speechWake: Date? {
        guard soundChoices.speakHours else { return nil }
        let now = wallNow
        let next = (clock.localMinute(at: now) / 60 + 1) * 60
        return Date(timeIntervalSince1970: Double(next * 60 - face.localZone.secondsFromGMT(for: now)))
    }

    /// The theme page's switch: speaking the hours on or off, used at once and saved.
    mutating func toggleSpeakHours() -> [ClockEffect] {
        soundChoices.speakHours.toggle()
        let on = soundChoices.speakHours
        return save { $0.sound.speakHours = on } + [.repaintOverlay]
    }
}
