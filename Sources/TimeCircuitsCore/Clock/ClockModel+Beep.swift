import FoundationEssentials

/// The beep on the second as a part of the model: its mode is a sound setting, its timed window
/// starts with a trip, and its ticks are asked for as `ClockEffect.playBeep` just before their
/// edges (`SecondBeep`).
extension ClockModel {
    /// What a trip looks like from outside the face: the time travel playing (by its start) and
    /// movie mode's rows as kept. A change of any of it between before and after an input is a
    /// time travel, a return or a new destination: what starts a timed beep.
    struct TripMark: Equatable {
        var travelStart: Date?
        var destination: CivilDateTime
        var departed: CivilDateTime
    }

    var tripMark: TripMark {
        TripMark(travelStart: clock.travelling ? animation?.start : nil, destination: face.movie.destination,
                 departed: face.movie.departed)
    }

    /// A trip between `before` and now starts the timed beep's window.
    mutating func armBeep(ifTripSince before: TripMark, at now: Date) {
        let after = tripMark
        let travelled = after.travelStart != nil && after.travelStart != before.travelStart
        if travelled || after.destination != before.destination || after.departed != before.departed {
            _ = sounds.handle(.trip(at: now))
        }
    }

    /// The tick due at `now`, if any, as the effect that plays it on its edge.
    mutating func beepDue(at now: Date) -> [ClockEffect] {
        sounds.handle(.beepTick(at: now)).compactMap { event in
            switch event {
            case .beepDue(let edge): .playBeep(at: edge, choices: sounds.choices.atNight(face.isNight(at: edge)))
            // The hour is the voice's, asked with `.localMinute`: a beep tick never answers it.
            case .hourReached: nil
            }
        }
    }

    /// The beep's mode chosen (the menu, `ctl beep`, D-Bus): used at once and saved.
    mutating func chooseBeep(_ mode: BeepMode, at now: Date) -> [ClockEffect] {
        guard sounds.choices.beep != mode else { return [] }
        _ = sounds.handle(.chooseBeep(mode, at: now))
        return save { $0.sound.beep = mode } + [.repaintOverlay]
    }
}
