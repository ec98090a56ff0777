import Foundation

/// Which face the window shows.
public enum FaceScreen: String, Sendable, Hashable {
    /// The three rows: world clock or movie mode.
    case clock
    /// The countdown.
    case timer
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

    /// Ctrl+T and the menu: the other face. The window keeps its size; the face is laid out again.
    mutating func toggleScreen(at now: Date) -> [ClockEffect] {
        screen = screen == .clock ? .timer : .clock
        entry = nil
        timerDrag = nil
        overlay.displayChecks = checks(at: now)
        return skipAnimation() + relayout(at: now) + [.repaintOverlay]
    }

    private mutating func selectPreset(_ slot: Int, at now: Date) -> [ClockEffect] {
        guard let preset = presets[slot: slot] else { return [] }
        timer.select(preset, slot: slot)
        return timerChanged(at: now)
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
            let steps = Int(((drag.startY - p.y) / (TimerLayout.dragStep * layout.digitHeight)).rounded(.towardZero))
            guard steps != drag.applied else { return [] }
            timer.adjust(by: (steps - drag.applied) * drag.step)
            drag.applied = steps
            timerDrag = drag
            return timerChanged(at: now)
        case .button(OverlayEvent.XButton.left, false, _, _):
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
                return selectPreset(presets.filled[index], at: now)
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
        let layoutKey = timerLayoutKey(at: now)
        if screen == .timer, layoutKey != builtTimerLayout { effects += relayout(at: now) }
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

    /// The boot instant after `boot` at which the countdown changes anything visible, or runs out
    /// unseen. Only the finish matters while the clock face shows.
    public func nextTimerWake(afterBoot boot: Double) -> Double? {
        if screen == .timer && visible { return timer.nextChange(after: boot) }
        switch timer.state {
        case .running(let end):
            // The clock face's lamp changes colour at the thresholds; the finish comes at the end.
            guard visible else { return end }
            let edges = [end - Double(timer.thresholds.amber), end - Double(timer.thresholds.red), end]
            return edges.filter { $0 > boot }.min()
        case .finished(let end) where visible:
            // The lamp flashes on the countdown's own half seconds.
            return end + ((boot - end) / 0.5).rounded(.down) * 0.5 + 0.5
        default:
            return nil
        }
    }

    /// What the timer face shows at `now`.
    public func timerContent(at now: Date) -> TimerContent {
        TimerContent(timer: timer, presets: presets, at: bootNow, wall: now, zone: face.localZone,
                     cycle: face.display.hourCycle)
    }

    /// What the timer's layout depends on besides the size.
    public func timerLayoutKey(at now: Date) -> TimerLayoutKey {
        TimerLayoutKey(showsHours: timerContent(at: now).showsHours, presets: presets.filled.count)
    }

    func timerLayout(at now: Date) -> TimerLayout {
        let key = timerLayoutKey(at: now)
        return TimerLayout(width: width, height: height, showsHours: key.showsHours, presetCount: key.presets)
    }
}

/// The timer face's layout besides the window's size: an hours window or not, how many presets.
public struct TimerLayoutKey: Sendable, Hashable {
    public var showsHours: Bool
    public var presets: Int
}
