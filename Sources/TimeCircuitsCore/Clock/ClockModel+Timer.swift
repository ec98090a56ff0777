import Foundation

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

/// A drag on the timer's digits under way: where it began and how many steps it has applied.
struct TimerDrag: Sendable, Hashable {
    var step: Int
    var startY: Double
    var applied: Int
}

/// The timer's decisions: its keys, its pointer gestures, running out, and what its face shows.
/// The countdown runs on the boot clock (`bootNow`, as the shell read it for this input).
extension ClockModel {
    /// How close together two presses on the digits make a double-click.
    static let doubleClickInterval: TimeInterval = 0.4
    /// A wheel notch on a lamp moves its threshold by this much.
    static let thresholdStep = 15

    // MARK: Keys

    /// A key the timer face takes; nil when it is not the timer's (the window's bindings apply).
    mutating func handleTimerKey(_ press: KeyPress, at now: Date) -> [ClockEffect]? {
        guard screen == .timer else { return nil }
        let mods = press.modifiers.significant
        if mods.subtracting(.shift) == .control, let digit = Keysym.digit(press.baseKeysym), digit > 0 {
            // Ctrl+1–9 selects a preset, Ctrl+Shift+1–9 stores into it (SpeakerClock's ⌘-number
            // and long press).
            return mods.contains(.shift) ? storePreset(digit) : selectPreset(digit, at: now)
        }
        guard mods.subtracting(.shift).isEmpty else { return nil }
        if let digit = Keysym.digit(press.keysym) {
            timer.type(digit)
            return timerChanged(at: now)
        }
        switch press.keysym {
        case Keysym.space: timer.startOrPause(at: bootNow)
        case Keysym.escape: timer.cancel()
        case Keysym.home, Keysym.keypadHome: timer.restore(at: bootNow)
        case Keysym.backspace: timer.backspace()
        default: return nil
        }
        return timerChanged(at: now)
    }

    /// Ctrl+T or Ctrl+S and the menu: `target`'s face, or the clock when it shows already.
    mutating func toggleScreen(_ target: FaceScreen, at now: Date) -> [ClockEffect] {
        show(screen == target ? .clock : target, at: now)
    }

    /// Switches to `target`'s face. The window keeps its size (its aspect hint follows the face,
    /// `FaceScreen.fillsWindow`); the face is laid out again.
    mutating func show(_ target: FaceScreen, at now: Date) -> [ClockEffect] {
        guard target != screen else { return [] }
        screen = target
        entry = nil
        timerDrag = nil
        presetPress = nil
        overlay.displayChecks = checks(at: now)
        return skipAnimation() + relayout(at: now) + [.repaintOverlay]
    }

    /// After the stopwatch changed: its record saved, and a new shape laid out.
    mutating func stopwatchChanged(_ effects: [ClockEffect], at now: Date) -> [ClockEffect] {
        guard screen == .stopwatch, bigDigitsShape(at: now) != builtShape else { return effects }
        return effects + relayout(at: now)
    }

    private mutating func selectPreset(_ slot: Int, at now: Date) -> [ClockEffect] {
        guard let preset = presets[slot: slot] else { return [] }
        timer.select(preset, slot: slot)
        return timerChanged(at: now)
    }

    /// How long a press on a preset plate is held to store into it (SpeakerClock's long press).
    static let longPress: TimeInterval = 0.6
    /// How long the plate reads `STORED` after a long press.
    static let storedShows: TimeInterval = 1.5

    /// When a held preset or a `STORED` plate next changes anything.
    var presetWake: Date? {
        [presetPress.map { $0.at.addingTimeInterval(Self.longPress) }, presetStored?.until].compactMap { $0 }.min()
    }

    /// A held press that has become long stores; a `STORED` plate that has shown long enough goes.
    mutating func presetTick(at now: Date) -> [ClockEffect] {
        var effects: [ClockEffect] = []
        if let press = presetPress, now >= press.at.addingTimeInterval(Self.longPress) {
            presetPress = nil
            effects += storePreset(press.slot)
            presetStored = (press.slot, now.addingTimeInterval(Self.storedShows))
            effects += timerChanged(at: now)
        }
        if let stored = presetStored, now >= stored.until {
            presetStored = nil
            effects += timerChanged(at: now)
        }
        return effects
    }

    private mutating func storePreset(_ slot: Int) -> [ClockEffect] {
        presets[slot: slot] = timer.asPreset
        timer.preset = slot
        let stored = presets
        return save { $0.timerPresets = stored } + saveTimer()
    }

    // MARK: Pointer

    /// A press, release, wheel notch or motion on the timer face; nil when it is not the timer's.
    mutating func handleTimerPointer(_ pointer: PointerInput, at now: Date) -> [ClockEffect]? {
        guard screen == .timer, !overlay.capturesInput else { return nil }
        let layout = timerLayout(at: now)
        switch pointer {
        case .motion(let p):
            guard var drag = timerDrag else { return nil }
            let steps = Int(((drag.startY - p.y) / (BigDigitsLayout.dragStep * layout.digitHeight)).rounded(.towardZero))
            guard steps != drag.applied else { return [] }
            timer.adjust(by: (steps - drag.applied) * drag.step)
            drag.applied = steps
            timerDrag = drag
            return timerChanged(at: now)
        case .button(OverlayEvent.XButton.left, false, _, _):
            if let press = presetPress {
                // Released before it became long: a click, which selects.
                presetPress = nil
                return selectPreset(press.slot, at: now)
            }
            guard timerDrag != nil else { return nil }
            timerDrag = nil
            return [.followPointer(false)]
        case .button(let b, true, let p, _) where b == OverlayEvent.XButton.wheelUp || b == OverlayEvent.XButton.wheelDown:
            let sign = b == OverlayEvent.XButton.wheelUp ? 1 : -1
            if let window = layout.window(at: p) {
                timer.adjust(by: sign * window.step)
                return timerChanged(at: now)
            }
            if let phase = layout.lamp(at: p) { return moveThreshold(phase, by: sign * Self.thresholdStep, at: now) }
            return []
        case .button(OverlayEvent.XButton.left, true, let p, _):
            if let index = layout.preset(at: p) {
                presetPress = (presets.filled[index], now)
                return []
            }
            guard let window = layout.window(at: p) else { return nil }
            defer { lastTimerClick = (now, p) }
            if let last = lastTimerClick, now.timeIntervalSince(last.at) < Self.doubleClickInterval {
                timer.restore(at: bootNow)
                timerDrag = nil
                return timerChanged(at: now)
            }
            timerDrag = TimerDrag(step: window.step, startY: p.y, applied: 0)
            return [.followPointer(true)]
        default:
            return nil
        }
    }

    /// A wheel notch on a lamp: that phase's threshold moves, and the preset it came from keeps it.
    private mutating func moveThreshold(_ phase: TimerPhase, by seconds: Int, at now: Date) -> [ClockEffect] {
        var t = timer.thresholds
        switch phase {
        case .green: return []
        case .amber: t.amber = CountdownTimer.clamped(t.amber + seconds)
        case .red: t.red = CountdownTimer.clamped(t.red + seconds)
        }
        timer.thresholds = t
        var effects = timerChanged(at: now)
        if let slot = timer.preset, var preset = presets[slot: slot] {
            preset.thresholds = t
            presets[slot: slot] = preset
            let stored = presets
            effects += save { $0.timerPresets = stored }
        }
        return effects
    }

    // MARK: Time

    /// A countdown that reached zero: the face flashes (its content says so), the X bell rings and
    /// the desktop is told. Called at every tick, whichever face shows.
    mutating func timerTick(at now: Date) -> [ClockEffect] {
        guard timer.runOut(at: bootNow) else { return [] }
        let notice = DesktopNotice(summary: "Timer finished — \(TimerDuration.text(timer.duration))",
                                   body: "Counting the overtime up on the timer face.")
        return [.bell, .notify(notice)] + saveTimer()
    }

    /// After any change to the countdown: saved when it is worth remembering, and the face may
    /// need another layout (an hours window came or went).
    mutating func timerChanged(at now: Date) -> [ClockEffect] {
        var effects = saveTimer()
        if screen == .timer, bigDigitsShape(at: now) != builtShape { effects += relayout(at: now) }
        return effects
    }

    /// Asks for the timer's state to be written, when this run keeps it and it changed.
    mutating func saveTimer() -> [ClockEffect] {
        guard let saved = savedTimer else { return [] }
        var t = timer
        if t.typed != nil { t = CountdownTimer(duration: t.duration, thresholds: t.thresholds, preset: t.preset, state: t.state) }
        guard saved.timer != t else { return [] }
        let record = TimerRecord(timer: t, bootID: bootID, wallMinusBoot: wallNow.timeIntervalSince1970 - bootNow)
        savedTimer = record
        return [.saveTimer(FileChange(base: saved, mine: record))]
    }

    /// The boot instant after `boot` at which the countdown or the stopwatch changes anything
    /// visible, or the countdown runs out unseen. Only the finish matters while the clock shows.
    public func nextTimerWake(afterBoot boot: Double) -> Double? {
        let watch = screen == .stopwatch && visible ? stopwatch.nextWake(afterBoot: boot) : nil
        return [countdownWake(afterBoot: boot), watch].compactMap { $0 }.min()
    }

    private func countdownWake(afterBoot boot: Double) -> Double? {
        if screen == .timer && visible { return timer.nextChange(after: boot) }
        switch timer.state {
        case .running(let end):
            // The clock face's lamp changes colour at the thresholds; the finish comes at the end.
            guard visible, screen == .clock else { return end }
            let edges = [end - Double(timer.thresholds.amber), end - Double(timer.thresholds.red), end]
            return edges.filter { $0 > boot }.min()
        case .finished(let end) where visible && screen == .clock:
            // The lamp flashes on the countdown's own half seconds.
            return end + ((boot - end) / 0.5).rounded(.down) * 0.5 + 0.5
        default:
            return nil
        }
    }

    /// What the timer face shows at `now`.
    public func timerContent(at now: Date) -> TimerContent {
        var content = TimerContent(timer: timer, presets: presets, at: bootNow, wall: now, zone: face.localZone,
                                   cycle: face.display.hourCycle)
        if let stored = presetStored { content.plates.storedPreset = presets.filled.firstIndex(of: stored.slot) }
        return content
    }

    /// The big-digit face's windows and chrome now; nil on the clock face.
    public func bigDigitsShape(at now: Date) -> BigDigitsShape? {
        switch screen {
        case .clock: nil
        case .timer: timerContent(at: now).shape
        case .stopwatch: stopwatch.picture(at: bootNow).shape
        }
    }

    /// What the big-digit face shows at `now`; nil on the clock face.
    public func bigDigitsContent(at now: Date) -> BigDigitsContent? {
        switch screen {
        case .clock: nil
        case .timer: timerContent(at: now).picture
        case .stopwatch: stopwatch.picture(at: bootNow)
        }
    }

    func timerLayout(at now: Date) -> BigDigitsLayout {
        BigDigitsLayout(width: width, height: height, shape: timerContent(at: now).shape)
    }
}
