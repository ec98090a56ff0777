import FoundationEssentials

/// Movie mode's decisions: typing a destination, travelling to it, returning to the present and
/// switching modes. Each is an input of the model and ends in effects, like everything else.
extension ClockModel {
    /// DESTINATION TIME's row, the one a typed entry fills.
    static let destinationSlot = 0

    /// A key movie mode takes: a digit starts or extends an entry; Enter, Backspace and Esc act on
    /// the entry under way. Nil when the key is not for the keypad (so the window's own bindings
    /// apply).
    mutating func handleEntryKey(_ press: KeyPress, at now: Date) -> [ClockEffect]? {
        guard face.movie.mode == .movie, press.modifiers.significant.subtracting(.shift).isEmpty else { return nil }
        if let digit = Keysym.digit(press.keysym) {
            var effects = skipAnimation()
            var typing = entry ?? DestinationEntry(at: now)
            _ = typing.type(digit, at: now)
            entry = typing
            effects.append(.repaintOverlay)
            return effects + sound(.key(digit))
        }
        guard var typing = entry else { return nil }
        switch press.keysym {
        case Keysym.returnKey, Keysym.keypadEnter:
            entry = nil
            let instant = face.readouts.instant(atWallClock: now)
            let shown = face.movie.materialized(at: instant, cycleMinutes: face.cycleMinutes)
            switch typing.destination(replacing: shown.destination) {
            case .success(let destination):
                face.movie = shown
                face.movie.destination = destination
                face.movie.cyclePausedUntil = MovieState.pauseEnd(after: instant)
                shownTrip = face.shownTrip(at: now)
                return [.endAnimation] + saveState() + sound(.enter)
            case .failure:
                // The old destination stays, and nothing is saved; the row says no by blinking.
                animation = (.refusal(slot: Self.destinationSlot), now)
                return [.endAnimation]
            }
        case Keysym.backspace:
            _ = typing.backspace(at: now)
            entry = typing
            return []
        case Keysym.escape:
            entry = nil
            return [.endAnimation]
        default:
            return nil
        }
    }

    /// T, R and the menu's Movie Mode, in movie terms: the face changes by time travel.
    mutating func performMovie(_ action: DisplayAction, at now: Date) -> [ClockEffect] {
        let instant = face.readouts.instant(atWallClock: now)
        let from = face.rows(at: now)
        // A trip leaves from what the face shows, the decorative cycle's trip included.
        let shown = face.movie.materialized(at: instant, cycleMinutes: face.cycleMinutes)
        switch action {
        case .timeTravel where face.movie.mode == .movie:
            entry = nil
            face.movie = shown.travelled(at: instant, zone: face.presentZone)
        case .returnToPresent where face.movie.mode == .movie:
            entry = nil
            travelReturns = true
            face.movie = shown.returned(at: instant, zone: face.presentZone)
        case .toggleMode:
            entry = nil
            face.movie.mode = face.movie.mode == .movie ? .world : .movie
            overlay.displayChecks = checks(at: now)
        default:
            return []
        }
        shownTrip = face.shownTrip(at: now)
        travel(from: from, at: now, always: true)
        return saveState() + [.repaintOverlay]
    }

    /// The decorative cycle turned to another trip since the last tick: it is typed in, as
    /// someone at the keypad would, unless animations are off or an entry is under way.
    mutating func followCycle(at now: Date) -> [ClockEffect] {
        guard face.movie.mode == .movie else { shownTrip = nil; return [] }
        let trip = face.shownTrip(at: now)
        defer { shownTrip = trip }
        guard let before = shownTrip, before != trip, entry == nil, face.display.animations, animation == nil else { return [] }
        var from = face.rows(at: now)
        from[Self.destinationSlot].readout = before.destination.readout(face.display.hourCycle)
        from[2].readout = before.departed.readout(face.display.hourCycle)
        animation = (.typing(from: from, over: before.destination, digits: DestinationEntry.digits(for: trip.destination),
                             cycle: face.display.hourCycle), now)
        return []
    }

    /// Asks for the state to be saved, if this run keeps state and it changed.
    mutating func saveState() -> [ClockEffect] {
        guard let saved = savedState, saved != face.movie else { return [] }
        savedState = face.movie
        return [.saveState(FileChange(base: saved, mine: face.movie))]
    }

    /// The lights of a destination being typed, over the face's other rows.
    func entryFrame(_ typing: DestinationEntry, content: FaceContent, at now: Date) -> AnimationFrame {
        var rows = content.rows.map { RowLights(readout: $0.readout) }
        rows[Self.destinationSlot] = typing.lights(over: face.movie.destination, cycle: face.display.hourCycle,
                                                   blinkOn: ColonClock.isLit(at: now))
        return AnimationFrame(rows: rows, plates: content.rows.map(\.plateName))
    }

    /// The menu's check marks: the display's, and movie mode's.
    func checks(at now: Date) -> Set<DisplayAction> {
        var set = face.display.checked(isNightNow: face.isNight(at: now))
        if face.movie.mode == .movie { set.insert(.toggleMode) }
        if screen == .timer { set.insert(.toggleTimer) }
        if screen == .stopwatch { set.insert(.toggleStopwatch) }
        return set
    }
}
