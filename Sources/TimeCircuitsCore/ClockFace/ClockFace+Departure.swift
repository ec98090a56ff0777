import FoundationEssentials

/// "Depart at" and sleep as time travel: movie mode's trips that the clock makes by itself, at a
/// departure's minute and around a suspend. Each ends in the face's events, as a trip by hand.
extension ClockFace {
    /// Sets the departure: DESTINATION TIME shows it and its plate counts down from now. The
    /// caller has refused a minute already reached (`departureRefusal`).
    mutating func setDeparture(_ date: CivilDateTime, at now: Date) -> [Event] {
        entry = nil
        let instant = face.readouts.instant(atWallClock: now)
        face.movie = face.movie.materialized(at: instant, cycleMinutes: face.cycleMinutes)
        face.movie.departure = date
        shownTrip = face.shownTrip(at: now)
        return saveState() + [.shownChanged]
    }

    /// No departure waits any more; DESTINATION TIME shows the destination kept before it.
    mutating func cancelDeparture(at now: Date) -> [Event] {
        guard face.movie.departure != nil else { return [] }
        face.movie.departure = nil
        shownTrip = face.shownTrip(at: now)
        return saveState() + [.shownChanged]
    }

    /// Why `date` cannot be a departure at `now`, in one line; nil when it can: its minute, in
    /// PRESENT TIME's zone, must still be to come.
    func departureRefusal(_ date: CivilDateTime, at now: Date, words: Words) -> String? {
        let instant = face.readouts.instant(atWallClock: now)
        guard DepartureCountdown(to: date.instant(in: face.presentZone), at: instant) == nil else { return nil }
        return words("%1$s has already come: depart-at takes a time still to come (travel goes there now)", date.description)
    }

    /// Whether the departure's minute is reached at `now`.
    func departureDue(at now: Date) -> Bool {
        guard let leaves = face.movie.departureInstant(zone: face.presentZone) else { return false }
        return DepartureCountdown(to: leaves, at: face.readouts.instant(atWallClock: now)) == nil
    }

    /// Leaves for the departure when the wall clock has reached its minute (on time, or late
    /// after a step, a sleep or a clock that was closed): the time travel plays on the clock face,
    /// which switches to movie mode on the way when it showed the world.
    mutating func departIfDue(at now: Date) -> [Event] {
        guard departureDue(at: now) else { return [] }
        let instant = face.readouts.instant(atWallClock: now)
        entry = nil
        let from = face.rows(at: now)
        face.movie = face.movie.departing(at: instant, zone: face.presentZone)
        face.movie.mode = .movie
        shownTrip = face.shownTrip(at: now)
        travel(from: from, at: now, always: true)
        return saveState() + [.shownChanged]
    }

    /// When the loop must wake for the departure: the start of its minute.
    func departureWake(after now: Date) -> Date? {
        guard case .live = face.readouts, let leaves = face.movie.departureInstant(zone: face.presentZone) else { return nil }
        let minute = Date(timeIntervalSince1970: Double(DepartureCountdown.minute(of: leaves)) * 60)
        return minute > now ? minute : nil
    }

    /// The computer is going to sleep at `now`: in movie mode (and `travel` not off), LAST TIME
    /// DEPARTED becomes the present as it shows now. The rows before the sleep are kept for the
    /// re-entry to leave from.
    mutating func sleep(at now: Date, travel: SleepTravel) -> [Event] {
        guard travel != .off, face.movie.mode == .movie else { return [] }
        sleptRows = face.rows(at: now)
        let instant = face.readouts.instant(atWallClock: now)
        face.movie = face.movie.materialized(at: instant, cycleMinutes: face.cycleMinutes).sleeping(at: instant, zone: face.presentZone)
        shownTrip = face.shownTrip(at: now)
        return saveState() + [.shownChanged]
    }

    /// The computer resumed at `now`: PRESENT TIME is the real time again, and the re-entry plays
    /// (a time travel's arrival from the rows shown at the sleep, or the power-on), with its
    /// sound, when animations are on. A resume with no sleep seen first (the clock started while
    /// asleep) plays nothing.
    mutating func resume(at now: Date, travel: SleepTravel) -> [Event] {
        guard travel != .off, face.movie.mode == .movie, let from = sleptRows else { return [] }
        sleptRows = nil
        let instant = face.readouts.instant(atWallClock: now)
        face.movie = face.movie.resumed(at: instant)
        shownTrip = face.shownTrip(at: now)
        if face.display.animations {
            switch travel {
            case .arrival: animation = (.timeTravel(from: from, seed: nextSeed()), now)
            case .powerOn: animation = (.powerOn, now)
            case .off: break
            }
        }
        return saveState() + [.shownChanged]
    }
}
