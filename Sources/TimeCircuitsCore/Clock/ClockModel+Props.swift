import FoundationEssentials

/// The replica props and Home Assistant, as the model sees them (the MQTT link itself is the
/// shell's): the commands from the command topic, carried out as their keys are; the messages for
/// the DESTINATION TIME row; and the events with the replica's timing. While a broker is
/// connected a time travel waits `PropEvent.replicaLead` after TIMETRAVEL is sent, so the props on
/// the shelf play their run-up with the face's; REENTRY follows as the new time comes on.
extension ClockModel {
    /// How long the displacement lasts before the re-entry: until the new readouts come on.
    static let displacementLength = TimeTravelSequence.arrival

    /// Whether a trip is on its way to its displacement (the run-up): the face still shows the
    /// clock.
    public var runningUp: Bool { propTrips.runUp != nil }

    /// Whether a command from the props is ignored now: while a sequence plays (the bars easing
    /// into a minute is no sequence), a destination is typed, or a trip runs up (whether or not
    /// its throb still shows: a key ends that, not the trip), as the replica ignores them.
    var busyForProps: Bool {
        if entry != nil || propTrips.runUp != nil { return true }
        guard let playing = animation else { return false }
        if case .ease = playing.kind { return false }
        return true
    }

    /// T or R (a key, the menu, `ctl`, a command): with a broker connected the trip is announced
    /// and waits its lead; nil when it goes at once, as without one.
    mutating func announcedTrip(_ action: DisplayAction, at now: Date) -> [ClockEffect]? {
        guard propTrips.linked, shown == .clock, action == .timeTravel || action == .returnToPresent else { return nil }
        if action == .returnToPresent, face.movie.mode != .movie { return nil }
        // A trip already on its way is not announced again: T or R then says where it goes (the
        // key acts), and the displacement keeps the time the props were given.
        if propTrips.runUp != nil {
            _ = propTrips.handle(.runUp(action, due: now))
            return []
        }
        let lead = Double(PropEvent.replicaLead) / 1000
        _ = propTrips.handle(.runUp(action, due: now.addingTimeInterval(lead)))
        _ = clock.handle(.runUp(for: lead, at: now))
        let length = face.display.animations ? Int((Self.displacementLength * 1000).rounded()) : 0
        return [.propEvent(.timeTravel(lead: PropEvent.replicaLead, length: length))]
    }

    /// The run-up's end and the re-entry, when due at `now`.
    mutating func propTick(at now: Date) -> [ClockEffect] {
        var effects: [ClockEffect] = []
        for event in propTrips.handle(.tick(at: now, displacement: face.display.animations ? Self.displacementLength : 0)) {
            switch event {
            case .departs(let action): effects += carryOut(clock.handle(.display(action, at: now)))
            case .reentered: effects.append(.propEvent(.reentry))
            case .linkedAfresh: break
            }
        }
        return effects
    }

    /// When the loop must wake for the props: the displacement's start, the re-entry.
    var propWake: Date? { propTrips.nextWake }

    /// The link to the broker came up or went down. A link come up hears the clock's whole state
    /// for Home Assistant with the status told after this input (`announce`), since a broker that
    /// was away may have lost the retained states.
    mutating func propLink(connected: Bool, state: String?) -> [ClockEffect] {
        if propTrips.handle(.link(connected: connected, state: state)) == [.linkedAfresh] { _ = announcements.handle(.propsLinked) }
        return []
    }

    /// A command from the command topic, as its key does it; ignored while the clock is busy.
    /// A preset's button is not: a timer started beside a time travel or a typed destination
    /// takes nothing from them, and a press Home Assistant's user made would be lost.
    mutating func propCommand(_ command: PropCommand, at now: Date) -> [ClockEffect] {
        if case .timerPreset(let slot) = command {
            // A button left from presets since changed starts nothing.
            guard let preset = presets[slot: slot] else { return [] }
            return addTimer(seconds: preset.duration, cycle: nil, thresholds: preset.thresholds, name: "", start: true, at: now)
        }
        guard !busyForProps else { return [] }
        switch command {
        case .timerPreset: return []
        case .timeTravel: return handleControl(.travel(to: nil), at: now)
        case .returnToPresent: return handleControl(.returnToPresent, at: now)
        case .beep(let mode): return chooseBeep(mode, at: now)
        case .night(let on): return handleControl(.night(on), at: now)
        case .sounds(let on): return handleControl(.sounds(on), at: now)
        // The room condition without a broker cannot come this way: the word came on one.
        case .displayMode(let mode): return handleControl(.displayMode(mode), at: now)
        case .alarms(let on):
            let list = alarms.alarms.map { alarm in
                var switched = alarm
                switched.enabled = on
                return switched
            }
            return list == alarms.alarms ? [] : changeAlarms(list)
        }
    }

    /// A message for the DESTINATION TIME row: it scrolls across it, unless the clock is busy.
    mutating func propMessage(_ text: String, at now: Date) -> [ClockEffect] {
        guard !busyForProps, shown == .clock else { return [] }
        _ = clock.handle(.showMessage(text, at: now))
        return []
    }
}
