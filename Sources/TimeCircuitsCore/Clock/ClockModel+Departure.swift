import FoundationEssentials

/// Movie mode's trips the clock makes by itself: a departure set for a minute ("depart at"), and
/// a suspend as a time travel. The clock face decides them (`ClockFace`, its Departure section); here they
/// become effects, as a key's trip does.
extension ClockModel {
    /// Sets the departure (nil: cancels it). A departure set from the world face switches to movie
    /// mode, with its journey, so the countdown shows. The caller has asked `refusal(of:)`.
    mutating func departAt(_ date: CivilDateTime?, at now: Date) -> [ClockEffect] {
        guard let date else { return carryOut(clock.handle(.cancelDeparture(at: now))) }
        var effects = show(.clock, at: now)
        if face.movie.mode != .movie { effects += perform(.toggleMode, at: now) }
        effects += carryOut(clock.handle(.setDeparture(date, at: now)))
        return effects
    }

    /// A departure typed on the settings panel's time page: set, or refused inline with the line
    /// `ctl depart-at` gives when its minute has come, the field keeping what was typed.
    mutating func chooseDeparture(_ date: CivilDateTime, at now: Date) -> [ClockEffect] {
        if let refusal = clock.departureRefusal(date, at: now, words: words) {
            return handleInOverlay(.departureRefused(refusal), at: now)
        }
        let set = handleInOverlay(.departureSet(date), at: now)
        return departAt(date, at: now) + set
    }

    /// The departure's minute is reached: the clock face shows, and the time travel plays.
    mutating func departIfDue(at now: Date) -> [ClockEffect] {
        guard clock.departureDue(at: now) else { return [] }
        let shown = self.shown == .clock ? [] : show(.clock, at: now)
        let events = clock.handle(.departIfDue(at: now))
        return shown + carryOut(events)
    }

    /// The computer goes to sleep (`going`) or has resumed: movie mode's departure and re-entry,
    /// as `sleep-travel` says. Only the clock face shows the re-entry; the state changes whichever
    /// face shows, so LAST TIME DEPARTED is right when the clock face comes back.
    mutating func sleepTravelled(going: Bool, at now: Date) -> [ClockEffect] {
        carryOut(clock.handle(going ? .sleep(at: now, travel: chosen.sleepTravel) : .resume(at: now, travel: chosen.sleepTravel)))
    }
}
