import FoundationEssentials

/// Which face the window shows.
public enum FaceScreen: String, Sendable, Hashable {
    /// The three rows: world clock or movie mode.
    case clock
    /// The countdown.
    case timer
    /// The stopwatch.
    case stopwatch

    /// The big-digit faces: they fill the window, which has no aspect of its own while they show.
    public var fillsWindow: Bool { self != .clock }
}

/// Routing to the big-digit faces (`TimerFace`, `StopwatchFace`), which decide; here their
/// outcomes are carried out in the clock (saves, layouts) and the faces switched. The countdown
/// and the stopwatch run on the boot clock (`bootNow`, as the shell read it for this input).
extension ClockModel {
    /// The first timer's face, with its presets and gestures.
    var timerFace: TimerFace { timers.face }

    /// The first countdown, shown or not: it runs out whichever face shows.
    var timer: CountdownTimer { timerFace.timer }

    /// The Ctrl+1–9 presets, as the settings hold them.
    public var presets: TimerPresets { timerFace.presets }

    /// Every timer at `now` (and `boot`), as `timer list`, the D-Bus `Timers` property and the
    /// props read them.
    public func timerListing(at now: Date, boot: Double) -> TimerListing {
        TimerListing(timers.record(boot: boot, wall: now), boot: boot, wall: now, day: localDay)
    }

    /// The local day of the input being handled, in days since 1970: a cycle's rounds are counted
    /// by it.
    var localDay: Int {
        let local = wallNow.timeIntervalSince1970 + Double(face.localZone.secondsFromGMT(for: wallNow))
        return Int((local / 86_400).rounded(.down))
    }

    // MARK: Switching faces

    /// Ctrl+T or Ctrl+S and the menu: `target`'s face, or the clock when it shows already.
    mutating func toggleScreen(_ target: FaceScreen, at now: Date) -> [ClockEffect] {
        show(shown == target ? .clock : target, at: now)
    }

    /// Switches to `target`'s face. The window keeps its size (its aspect hint follows the face,
    /// `FaceScreen.fillsWindow`); the face is laid out again.
    mutating func show(_ target: FaceScreen, at now: Date) -> [ClockEffect] {
        guard target != shown else { return [] }
        shown = target
        _ = clock.handle(.leave)
        _ = timers.handle(.face(.leave))
        return skipAnimation() + relayout(at: now) + [.repaintOverlay]
    }

    // MARK: Routing

    /// A key the face showing takes; nil when it is not the face's (the window's bindings apply).
    mutating func handleFaceKey(_ press: KeyPress, at now: Date) -> [ClockEffect]? {
        switch shown {
        case .clock:
            return nil
        case .timer:
            let outcome = timers.handle(.key(press, boot: bootNow))
            guard outcome != [.face(.declined)] else { return nil }
            // The timer's digits are typed on the prop's keypad too.
            let tone = press.modifiers.significant.subtracting(.shift).isEmpty ? Keysym.digit(press.keysym).map { clock.sound(.key($0)) } : nil
            return carryOut(outcome, at: now) + carryOut(tone ?? [])
        case .stopwatch:
            let events = stopwatch.handle(.key(press), boot: bootNow, wall: now)
            guard events != [.declined] else { return nil }
            return stopwatchChanged(carryOut(events), at: now)
        }
    }

    /// A press, release, wheel notch or motion on the timer face; nil when it is not the timer's.
    mutating func handleFacePointer(_ pointer: PointerInput, at now: Date) -> [ClockEffect]? {
        guard shown == .timer, !overlay.capturesInput else { return nil }
        let events = timers.handle(.face(.pointer(pointer, layout: timerLayout(at: now), at: now, boot: bootNow)))
        return events == [.face(.declined)] ? nil : carryOut(events, at: now)
    }

    /// The big-digit faces' part of a tick, whichever face shows.
    mutating func faceTick(at now: Date) -> [ClockEffect] {
        var effects = carryOut(timers.handle(.tick(at: now, boot: bootNow, day: localDay)), at: now)
        if window.relayoutDue == nil, shown == .stopwatch, bigDigitsShape(at: now) != built.shape {
            // An hour reached: an HR window comes.
            effects += relayout(at: now)
        }
        return effects
    }

    /// The timers' events carried out: an end heard and told, presets saved in the settings, the
    /// timers in their state file, and the face laid out again when its windows or plates
    /// changed shape.
    mutating func carryOut(_ events: [Timers.Event], at now: Date) -> [ClockEffect] {
        var effects: [ClockEffect] = []
        var changed = false
        for event in events {
            switch event {
            // Handled where the input was routed: a declined key or press goes to the window's bindings.
            case .face(.declined): break
            case .face(.changed), .changed: changed = true
            case .face(.presetsChanged(let stored)): effects += save { $0.timerPresets = stored }
            case .face(.dragging(let on)): effects.append(.followPointer(on))
            // With the alarm service running, it sounds and announces the end, once for all windows.
            case .face(.finished(let notice)), .ended(let notice):
                effects += ringsAlarms ? [.playSound(.timerEnd, choices: sounds.choices), .notify(notice)] : []
            case .recordChanged(let change): effects.append(.saveTimer(change))
            }
        }
        if changed { effects += timerChanged(at: now) }
        return effects
    }

    /// A new timer added to the list, started or set: the one way the TIMERS page, `ctl`, D-Bus
    /// and Home Assistant's preset buttons add one, its id made from the instant.
    mutating func addTimer(seconds: Int, cycle: TimerCycle?, thresholds: PhaseThresholds = .standard, name: String, start: Bool,
                           at now: Date) -> [ClockEffect] {
        let timer = NamedTimer(id: timers.record(boot: bootNow, wall: now).newID(at: now), name: name, seconds: seconds,
                               cycle: cycle, thresholds: thresholds)
        return carryOut(timers.handle(.command(.add(timer, start: start), boot: bootNow)), at: now) + [.repaintOverlay]
    }

    /// The stopwatch's events carried out.
    func carryOut(_ events: [StopwatchFace.Event]) -> [ClockEffect] {
        events.compactMap { event in
            switch event {
            // Handled where the key was routed: a declined key goes to the window's bindings.
            case .declined: nil
            case .recordChanged(let change): .saveStopwatch(change)
            }
        }
    }

    /// After any change to the countdown: saved when it is worth remembering, and the face may
    /// need another layout (an hours window came or went).
    mutating func timerChanged(at now: Date) -> [ClockEffect] {
        var effects = saveTimer()
        if shown == .timer, bigDigitsShape(at: now) != built.shape { effects += relayout(at: now) }
        return effects
    }

    /// After the stopwatch changed: its record saved, and a new shape laid out.
    mutating func stopwatchChanged(_ effects: [ClockEffect], at now: Date) -> [ClockEffect] {
        guard shown == .stopwatch, bigDigitsShape(at: now) != built.shape else { return effects }
        return effects + relayout(at: now)
    }

    /// Asks for the timer's state to be written, when this run keeps it and it changed.
    mutating func saveTimer() -> [ClockEffect] {
        carryOut(timers.handle(.save(boot: bootNow, wall: wallNow, announcesEnd: ringsAlarms, day: localDay)), at: wallNow)
    }

    // MARK: What shows, and when it changes

    /// The wall-clock instant a held preset or a `STORED` plate next changes anything.
    var presetWake: Date? { timerFace.presetWake }

    /// The boot instant after `boot` at which the countdown or the stopwatch changes anything
    /// visible, or the countdown runs out unseen.
    public func nextTimerWake(afterBoot boot: Double) -> Double? {
        let watch = shown == .stopwatch && visible ? stopwatch.nextWake(afterBoot: boot) : nil
        return [timers.nextWake(afterBoot: boot, screen: shown, visible: visible), watch].compactMap { $0 }.min()
    }

    /// What the timer face shows at `now` (and `boot`, the boot clock; the input's by default).
    public func timerContent(at now: Date, boot: Double? = nil) -> TimerContent {
        timers.content(boot: boot ?? bootNow, wall: now, zone: face.localZone, cycle: face.display.hourCycle)
    }

    /// The big-digit face's windows and chrome now; nil on the clock face.
    public func bigDigitsShape(at now: Date) -> BigDigitsShape? { bigDigitsContent(at: now)?.shape }

    /// What the big-digit face shows at `now`; nil on the clock face.
    public func bigDigitsContent(at now: Date) -> BigDigitsContent? {
        switch shown {
        case .clock: nil
        case .timer: timerContent(at: now).picture
        case .stopwatch: stopwatch.picture(at: bootNow)
        }
    }

    func timerLayout(at now: Date) -> BigDigitsLayout {
        BigDigitsLayout(width: window.width, height: window.height, shape: timerContent(at: now).shape)
    }
}
