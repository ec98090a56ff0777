import FoundationEssentials

/// The timer face's part of the clock: the countdown, its presets, the record its state file
/// holds, and what its keys, pointer gestures and ticks do. `ClockModel` routes to it while the
/// face shows (ticks and the bus's commands whichever face shows) and carries out its `Event`s:
/// it owns the settings file, so presets stored here are saved there.
///
/// It has the shape docs/ARCHITECTURE.md ("The shape rules") asks of the model's parts: one `Input` in, its `Event`s
/// out, through `handle`; what it shows and when it wakes are read, not asked for. Its state is
/// its own: `ctl timer`, the launch and the settings file come in as `.command`, `.launch` and
/// `.presets`.
///
/// The countdown runs on the boot clock: each input that touches it carries `boot`, the boot
/// clock's reading for the input being handled.
public struct TimerFace: Sendable {
    public private(set) var timer: CountdownTimer
    /// The Ctrl+1–9 presets, as the settings hold them.
    public private(set) var presets: TimerPresets
    /// Start the countdown when the window first shows (`timecircuits timer 18m --start`).
    private(set) var startsAtLaunch: Bool
    /// A drag on the digits under way, and the last press there, for a double-click.
    private var drag: Drag?
    private var lastClick: (at: Date, point: Point)?
    /// A press on a preset plate, held: a long one stores into the slot.
    private var presetPress: (slot: Int, at: Date)?
    /// The slot a long press stored into, which reads `STORED` until then.
    private var presetStored: (slot: Int, until: Date)?

    /// A drag on the digits: where it began, the seconds a step is worth, the steps applied.
    struct Drag: Sendable, Hashable {
        var step: Int
        var startY: Double
        var applied: Int
    }

    /// What can happen to the timer face. Each case carries the clocks it needs, so that one
    /// entry point serves them all.
    public enum Input: Sendable, Hashable {
        /// A key while the face shows; `boot` the boot clock's reading.
        case key(KeyPress, boot: Double)
        /// A press, release, wheel notch or motion on the face as `layout` lays it out, at wall
        /// `now` (for double-clicks and long presses) and `boot`.
        case pointer(PointerInput, layout: BigDigitsLayout, at: Date, boot: Double)
        /// Another face shows: gestures under way there are dropped, not finished elsewhere.
        case leave
        /// A tick, whichever face shows: the countdown runs out and held presses ripen unseen.
        case tick(at: Date, boot: Double)
        /// The window opened: a countdown asked to start at launch (`--timer … --start`) starts
        /// now, once, when it is set; `.changed` says so.
        case launch(boot: Double)
        /// The presets as the settings file now has them (another writer changed them).
        case presets(TimerPresets)
        /// The countdown as another writer left it in the state file (`timer start 1`).
        case adopt(CountdownTimer)
        /// Asked from outside the face (`ctl`, D-Bus, MQTT, the menu): answered `.changed`.
        case command(Command, boot: Double)
    }

    /// What a script or the menu asks of the countdown.
    public enum Command: Sendable, Hashable {
        /// A fresh countdown of this many seconds, set and not running, thresholds kept.
        case replace(seconds: Int)
        /// Start a set or paused countdown, pause a running one.
        case startOrPause
        /// Back to the whole duration, not running.
        case cancel
        /// The whole duration again, running (a notice's Restart).
        case restart
        /// One more minute (a notice's +1 minute): a finished countdown counts it down.
        case addMinute
    }

    /// What the face did, for `ClockModel` to carry out.
    public enum Event: Sendable, Hashable {
        /// The key or pointer input is not the timer's: the window's bindings apply to it. Apart
        /// from an empty answer, which means the face took it and had nothing to say.
        case declined
        /// The countdown or its thresholds changed: to be saved, and perhaps laid out again.
        case changed
        /// The presets changed, to be kept in the settings.
        case presetsChanged(TimerPresets)
        /// A drag on the digits began or ended: pointer motion is wanted, or no longer.
        case dragging(Bool)
        /// The countdown ran out: its sound plays and the desktop is told with this notice.
        case finished(DesktopNotice)
    }

    /// The user's language, for the finished notice; the model hands it over.
    private(set) var words = Words.english

    init(timer: CountdownTimer, presets: TimerPresets, startsAtLaunch: Bool, words: Words) {
        self.timer = timer
        self.words = words
        self.presets = presets
        self.startsAtLaunch = startsAtLaunch
    }

    /// How close together two presses on the digits make a double-click.
    static let doubleClickInterval: TimeInterval = 0.4
    /// A wheel notch on a lamp moves its threshold by this much.
    static let thresholdStep = 15
    /// How long a press on a preset plate is held to store into it (SpeakerClock's long press).
    static let longPress: TimeInterval = 0.6
    /// How long the plate reads `STORED` after a long press.
    static let storedShows: TimeInterval = 1.5

    /// Applies one input. Only `.key` and `.pointer` can be `.declined`, and then alone.
    mutating func handle(_ input: Input) -> [Event] {
        switch input {
        case .key(let press, let boot): key(press, boot: boot) ?? [.declined]
        case .pointer(let pointer, let layout, let now, let boot): self.pointer(pointer, layout: layout, at: now, boot: boot) ?? [.declined]
        case .leave: leave()
        case .tick(let now, let boot): tick(at: now, boot: boot)
        case .launch(let boot): launch(boot: boot)
        case .presets(let presets): adopt(presets)
        case .adopt(let countdown): adopt(countdown)
        case .command(let command, let boot): perform(command, boot: boot)
        }
    }

    // MARK: Keys

    /// A key on the timer face; nil when it is not the timer's (the window's bindings apply).
    private mutating func key(_ press: KeyPress, boot: Double) -> [Event]? {
        let mods = press.modifiers.significant
        if mods.subtracting(.shift) == .control, let digit = Keysym.digit(press.baseKeysym), digit > 0 {
            // Ctrl+1–9 selects a preset, Ctrl+Shift+1–9 stores into it (SpeakerClock's ⌘-number
            // and long press).
            return mods.contains(.shift) ? storePreset(digit) : selectPreset(digit)
        }
        guard mods.subtracting(.shift).isEmpty else { return nil }
        if let digit = Keysym.digit(press.keysym) {
            timer.type(digit)
            return [.changed]
        }
        switch press.keysym {
        case Keysym.space: timer.startOrPause(at: boot)
        case Keysym.escape: timer.cancel()
        case Keysym.home, Keysym.keypadHome: timer.restore(at: boot)
        case Keysym.backspace: timer.backspace()
        default: return nil
        }
        return [.changed]
    }

    private mutating func selectPreset(_ slot: Int) -> [Event] {
        guard let preset = presets[slot: slot] else { return [] }
        timer.select(preset, slot: slot)
        return [.changed]
    }

    private mutating func storePreset(_ slot: Int) -> [Event] {
        presets[slot: slot] = timer.asPreset
        timer.preset = slot
        return [.changed, .presetsChanged(presets)]
    }

    // MARK: Pointer

    /// A press, release, wheel notch or motion on the face laid out as `layout`; nil when it is
    /// not the timer's.
    private mutating func pointer(_ pointer: PointerInput, layout: BigDigitsLayout, at now: Date, boot: Double) -> [Event]? {
        switch pointer {
        case .motion(let p):
            guard var drag else { return nil }
            let steps = Int(((drag.startY - p.y) / (BigDigitsLayout.dragStep * layout.digitHeight)).rounded(.towardZero))
            guard steps != drag.applied else { return [] }
            timer.adjust(by: (steps - drag.applied) * drag.step)
            drag.applied = steps
            self.drag = drag
            return [.changed]
        case .button(OverlayEvent.XButton.left, false, _, _):
            if let press = presetPress {
                // Released before it became long: a click, which selects.
                presetPress = nil
                return selectPreset(press.slot)
            }
            guard drag != nil else { return nil }
            drag = nil
            return [.dragging(false)]
        case .button(let b, true, let p, _) where b == OverlayEvent.XButton.wheelUp || b == OverlayEvent.XButton.wheelDown:
            let sign = b == OverlayEvent.XButton.wheelUp ? 1 : -1
            if let window = layout.window(at: p) {
                timer.adjust(by: sign * window.step)
                return [.changed]
            }
            if let phase = layout.lamp(at: p) { return moveThreshold(phase, by: sign * Self.thresholdStep) }
            return []
        case .button(OverlayEvent.XButton.left, true, let p, _):
            if let index = layout.preset(at: p) {
                presetPress = (presets.filled[index], now)
                return []
            }
            guard let window = layout.window(at: p) else { return nil }
            defer { lastClick = (now, p) }
            if let last = lastClick, now.timeIntervalSince(last.at) < Self.doubleClickInterval {
                timer.restore(at: boot)
                drag = nil
                return [.changed]
            }
            drag = Drag(step: window.step, startY: p.y, applied: 0)
            return [.dragging(true)]
        default:
            return nil
        }
    }

    /// A wheel notch on a lamp: that phase's threshold moves, and the preset it came from keeps it.
    private mutating func moveThreshold(_ phase: TimerPhase, by seconds: Int) -> [Event] {
        var t = timer.thresholds
        switch phase {
        case .green: return []
        case .amber: t.amber = CountdownTimer.clamped(t.amber + seconds)
        case .red: t.red = CountdownTimer.clamped(t.red + seconds)
        }
        timer.thresholds = t
        guard let slot = timer.preset, var preset = presets[slot: slot] else { return [.changed] }
        preset.thresholds = t
        presets[slot: slot] = preset
        return [.changed, .presetsChanged(presets)]
    }

    // MARK: Time

    /// When a held preset or a `STORED` plate next changes anything.
    var presetWake: Date? {
        [presetPress.map { $0.at.addingTimeInterval(Self.longPress) }, presetStored?.until].compactMap { $0 }.min()
    }

    /// Another face shows: a drag or a held preset under way is dropped.
    private mutating func launch(boot: Double) -> [Event] {
        guard startsAtLaunch else { return [] }
        startsAtLaunch = false
        guard timer.state == .set else { return [] }
        timer.startOrPause(at: boot)
        return [.changed]
    }

    private mutating func perform(_ command: Command, boot: Double) -> [Event] {
        switch command {
        case .replace(let seconds): timer = CountdownTimer(duration: seconds, thresholds: timer.thresholds)
        case .startOrPause: timer.startOrPause(at: boot)
        case .cancel: timer.cancel()
        case .restart:
            timer.cancel()
            timer.startOrPause(at: boot)
        case .addMinute:
            switch timer.state {
            case .running(let end): timer.state = .running(endsAt: max(end, boot) + Double(NamedTimer.addedMinute))
            case .paused(let left): timer.state = .paused(remaining: left + Double(NamedTimer.addedMinute))
            case .finished: timer.state = .running(endsAt: boot + Double(NamedTimer.addedMinute))
            case .set: timer.adjust(by: NamedTimer.addedMinute)
            }
        }
        return [.changed]
    }

    private mutating func adopt(_ countdown: CountdownTimer) -> [Event] {
        timer = countdown
        return [.changed]
    }

    private mutating func adopt(_ presets: TimerPresets) -> [Event] {
        self.presets = presets
        return []
    }

    private mutating func leave() -> [Event] {
        drag = nil
        presetPress = nil
        return []
    }

    /// At every tick, whichever face shows: a countdown that reached zero rings (the face flashes,
    /// its content says so; its sound plays and the desktop is told); a held press that has become
    /// long stores; a `STORED` plate that has shown long enough goes.
    private mutating func tick(at now: Date, boot: Double) -> [Event] {
        var events: [Event] = []
        var changed = false
        if timer.runOut(at: boot) {
            changed = true
            events.append(.finished(Self.finishedNotice(timer, words)))
        }
        if let press = presetPress, now >= press.at.addingTimeInterval(Self.longPress) {
            presetPress = nil
            changed = true
            events += storePreset(press.slot).filter { $0 != .changed }
            presetStored = (press.slot, now.addingTimeInterval(Self.storedShows))
        }
        if let stored = presetStored, now >= stored.until {
            presetStored = nil
            changed = true
        }
        return changed ? [.changed] + events : events
    }

    /// The notice of a countdown that ran out; `Timers` words it by the timer's name.
    static func finishedNotice(_ timer: CountdownTimer, _ words: Words) -> DesktopNotice {
        NamedTimer(id: TimerRecord.firstID, name: "", countdown: timer).notice(.finished, words: words)
    }

    /// The countdown as the state file is to hold it, written over `base`. A time being typed is
    /// not remembered: the record keeps the set time until the entry is done.
    ///
    /// The record says a countdown finished only once it has been announced: the file is how the
    /// window and the alarm service agree that an end was told, and the service takes a running
    /// countdown turned finished by another hand as told. So a window that leaves the ringing to
    /// the service (`announcesEnd` false) keeps its run-out out of the file; were it written
    /// first, the service would never tell the end, and no one would.
    func recorded(announcesEnd: Bool, base: CountdownTimer) -> CountdownTimer {
        var t = timer
        if t.typed != nil { t = CountdownTimer(duration: t.duration, thresholds: t.thresholds, preset: t.preset, state: t.state) }
        if !announcesEnd, case .finished(let end) = t.state, base.state == .running(endsAt: end) { t.state = .running(endsAt: end) }
        return t
    }

    /// The boot instant after `boot` at which the countdown changes anything visible on `screen`,
    /// or runs out unseen. Only the finish matters while another face shows.
    func nextWake(afterBoot boot: Double, screen: FaceScreen, visible: Bool) -> Double? {
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

    /// What the face shows at `boot` (and `wall`, for the end time's plate).
    func content(boot: Double, wall: Date, zone: Zone, cycle: HourCycle) -> TimerContent {
        var content = TimerContent(timer: timer, presets: presets, at: boot, wall: wall, zone: zone, cycle: cycle)
        if let stored = presetStored { content.plates.storedPreset = presets.filled.firstIndex(of: stored.slot) }
        return content
    }
}
