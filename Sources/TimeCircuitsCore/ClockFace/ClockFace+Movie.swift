import FoundationEssentials

/// Movie mode's decisions: typing a destination, travelling to it, returning to the present and
/// switching modes. Each ends in the face's events, like everything else it does.
extension ClockFace {
    /// A key movie mode takes: a digit starts or extends an entry; Enter, Backspace and Esc act on
    /// the entry under way. Nil when the key is not for the keypad (so the window's own bindings
    /// apply).
    mutating func typeKey(_ press: KeyPress, at now: Date) -> [Event]? {
        guard face.movie.mode == .movie, press.modifiers.significant.subtracting(.shift).isEmpty else { return nil }
        if let digit = Keysym.digit(press.keysym) {
            var events = skipAnimation()
            var typing = entry ?? DestinationEntry(at: now)
            _ = typing.type(digit, at: now)
            entry = typing
            events.append(.shownChanged)
            return events + sound(.key(digit))
        }
        guard var typing = entry else { return nil }
        switch press.keysym {
        case Keysym.returnKey, Keysym.keypadEnter:
            entry = nil
            let instant = face.readouts.instant(atWallClock: now)
            let shown = face.movie.materialized(at: instant, cycleMinutes: face.cycleMinutes)
            switch typing.destination(replacing: shown.departure ?? shown.destination) {
            case .success(let destination):
                face.movie = shown
                // A destination typed by hand is what the red row shows: it replaces a departure.
                face.movie.departure = nil
                face.movie.destination = destination
                face.movie.cyclePausedUntil = MovieState.pauseEnd(after: instant)
                shownTrip = face.shownTrip(at: now)
                // Part III's row fills in after Enter; the first film's shows the date at once.
                if face.display[variant: .partThreeEntry], face.display.animations {
                    animation = (.dateEntry(slot: Self.destinationSlot), now)
                }
                return [.ended] + saveState() + sound(.enter)
            case .failure:
                // The old destination stays, and nothing is saved; the row says no by blinking.
                animation = (.refusal(slot: Self.destinationSlot), now)
                return [.ended]
            }
        case Keysym.d, Keysym.capitalD:
            // D departs at the date typed, rather than travelling there at once: the row keeps
            // it and its plate counts down. A minute already come is refused as a bad date is.
            entry = nil
            let shown = face.movie.materialized(at: face.readouts.instant(atWallClock: now), cycleMinutes: face.cycleMinutes)
            guard case .success(let date) = typing.destination(replacing: face.movie.departure ?? shown.destination),
                  departureRefusal(date, at: now, words: .english) == nil else {
                animation = (.refusal(slot: Self.destinationSlot), now)
                return [.ended]
            }
            return [.ended] + setDeparture(date, at: now) + sound(.enter)
        case Keysym.backspace:
            _ = typing.backspace(at: now)
            entry = typing
            return []
        case Keysym.escape:
            entry = nil
            return [.ended]
        default:
            return nil
        }
    }

    /// T, R and the menu's Movie Mode, in movie terms: the face changes by time travel. On the
    /// world face T is a journey to the same cities.
    mutating func perform(_ action: DisplayAction, at now: Date) -> [Event] {
        if action == .timeTravel, face.movie.mode != .movie {
            travel(from: face.rows(at: now), at: now, always: true)
            return []
        }
        let instant = face.readouts.instant(atWallClock: now)
        let from = face.rows(at: now)
        // A trip leaves from what the face shows, the decorative cycle's trip included.
        let shown = face.movie.materialized(at: instant, cycleMinutes: face.cycleMinutes)
        switch action {
        case .timeTravel where face.movie.mode == .movie:
            entry = nil
            // T goes where the red row says: a departure waiting is taken now, and waits no more.
            var leaving = shown
            if let departure = leaving.departure {
                leaving.destination = departure
                leaving.departure = nil
            }
            face.movie = leaving.travelled(at: instant, zone: face.presentZone)
        case .returnToPresent where face.movie.mode == .movie:
            entry = nil
            travelReturns = true
            face.movie = shown.returned(at: instant, zone: face.presentZone)
        case .toggleMode:
            entry = nil
            face.movie.mode = face.movie.mode == .movie ? .world : .movie
        default:
            return []
        }
        shownTrip = face.shownTrip(at: now)
        travel(from: from, at: now, always: true)
        return saveState() + [.shownChanged]
    }

    /// Shows `mode` (a trip to a date changes mode on the way, in the same journey).
    mutating func switchMode(to mode: ClockMode) { face.movie.mode = mode }

    /// DESTINATION TIME set as a typed entry's Enter sets it: the decorative cycle pauses.
    mutating func setDestination(_ date: CivilDateTime, at now: Date) -> [Event] {
        entry = nil
        let instant = face.readouts.instant(atWallClock: now)
        face.movie = face.movie.materialized(at: instant, cycleMinutes: face.cycleMinutes)
        face.movie.departure = nil
        face.movie.destination = date
        face.movie.cyclePausedUntil = MovieState.pauseEnd(after: instant)
        shownTrip = face.shownTrip(at: now)
        return saveState() + [.shownChanged]
    }

    /// The decorative cycle turned to another trip since the last tick: it is typed in, as
    /// someone at the keypad would, unless animations are off or an entry is under way.
    mutating func followCycle(at now: Date) {
        guard face.movie.mode == .movie else { shownTrip = nil; return }
        let trip = face.shownTrip(at: now)
        defer { shownTrip = trip }
        guard let before = shownTrip, before != trip, entry == nil, face.display.animations, animation == nil else { return }
        var from = face.rows(at: now)
        from[Self.destinationSlot].readout = before.destination.readout(face.display.hourCycle)
        from[2].readout = before.departed.readout(face.display.hourCycle)
        animation = (.typing(from: from, over: before.destination, digits: DestinationEntry.digits(for: trip.destination),
                             cycle: face.display.hourCycle), now)
    }

    /// The state file's change, if this run keeps state and the trips changed.
    mutating func saveState() -> [Event] {
        guard let base = saved, base != face.movie else { return [] }
        saved = face.movie
        return [.stateChanged(FileChange(base: base, mine: face.movie))]
    }
}
