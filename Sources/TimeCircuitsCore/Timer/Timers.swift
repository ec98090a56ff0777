import FoundationEssentials

/// Every timer of the clock: the first (the timer face's own, `TimerFace`, with its presets and
/// typing) and the named ones beside it (`NamedTimer`, pomodoro cycles among them), the one
/// brought forward on the timer face, and the record the state file holds of them all.
///
/// It has the shape docs/ARCHITECTURE.md ("The shape rules") asks of the model's parts: one
/// `Input` in, its `Event`s out, through `handle`; its state its own. The timer face, the clock
/// face's lamp, `timer list` and the notices all read it (`record`, `listing`), none keeps a list
/// of its own.
public struct Timers: Sendable {
    /// The first timer, with the face's presets and gestures.
    public private(set) var face: TimerFace
    /// The timers added beside the first, in the order they were added.
    public private(set) var others: [NamedTimer]
    /// The first timer's name; empty for one called by its length.
    public private(set) var firstName: String
    /// The timer brought forward on the timer face (Tab, the arrows, `timer start NAME`); nil for
    /// the one ending soonest.
    public private(set) var chosen: String?
    /// The timers as the state file holds them; nil when this run writes no timer state.
    private var saved: TimerRecord?
    /// The boot this run is in, for the record.
    private let bootID: String
    /// The user's language, for the notices.
    private let words: Words

    /// What can happen to the timers.
    public enum Input: Sendable, Hashable {
        /// An input for the first timer's face.
        case face(TimerFace.Input)
        /// A key on the timer face, before the first timer's own keys: Tab and the arrows bring
        /// another timer forward, and Space, Esc and Home act on the one forward.
        case key(KeyPress, boot: Double)
        /// A press, release, wheel notch or motion on the timer face laid out as `layout`: a click
        /// on a readout of the strip brings its timer forward; the rest is the first timer's face's.
        case pointer(PointerInput, layout: BigDigitsLayout, at: Date, boot: Double)
        /// A tick: ends are found, rung, and cycles go on into their next phase. `day` is the
        /// local day, for the rounds counted.
        case tick(at: Date, boot: Double, day: Int)
        /// The timers may be worth writing down (see `TimerFace`'s note on `announcesEnd`).
        case save(boot: Double, wall: Date, announcesEnd: Bool, day: Int)
        /// Asked from outside (`ctl`, a notice).
        case command(Command, boot: Double)
        /// The state file as another writer left it (the command line, the alarm service,
        /// another window): what they changed is taken, what this window's own save wrote back
        /// changes nothing.
        case adopt(TimerRecord, boot: Double, wall: Date, day: Int)
    }

    /// What may be asked of one timer, or of the list.
    public enum Command: Sendable, Hashable {
        /// A new timer; `id` unique (the model makes it from the instant).
        case add(NamedTimer, start: Bool)
        case start(id: String)
        case pause(id: String)
        /// Back to its set time (a cycle to its first phase).
        case cancel(id: String)
        case remove(id: String)
        /// A cycle's next phase.
        case skip(id: String)
        /// Onto the timer face, large.
        case bringForward(id: String)
        /// A button of the timer's notice.
        case notice(id: String, NoticeAction)
    }

    /// What the timers did, for `ClockModel` to carry out.
    public enum Event: Sendable, Hashable {
        /// The first timer's face said so.
        case face(TimerFace.Event)
        /// A timer other than the first changed, or another came forward: saved, laid out again.
        case changed
        /// A timer ran out, or a cycle went on to its next phase: its sound and this notice.
        case ended(DesktopNotice)
        /// The record changed: this goes to the timers' state file.
        case recordChanged(FileChange<TimerRecord>)
    }

    init(face: TimerFace, record: TimerRecord?, saved: TimerRecord?, bootID: String, words: Words) {
        self.face = face
        others = record?.others ?? []
        firstName = record?.name ?? ""
        self.saved = saved
        self.bootID = bootID
        self.words = words
    }

    /// Applies one input.
    mutating func handle(_ input: Input) -> [Event] {
        switch input {
        case .face(let input):
            return face.handle(input).map { event in
                // The first timer's end is told by its name, as the others' are.
                if case .finished = event { return .ended(firstNotice(.finished)) }
                return .face(event)
            }
        case .key(let press, let boot): return key(press, boot: boot)
        case .pointer(let pointer, let layout, let now, let boot): return self.pointer(pointer, layout: layout, at: now, boot: boot)
        case .tick(let now, let boot, let day): return tick(at: now, boot: boot, day: day)
        case .save(let boot, let wall, let announcesEnd, let day): return save(boot: boot, wall: wall, announcesEnd: announcesEnd, day: day)
        case .command(let command, let boot): return perform(command, boot: boot)
        case .adopt(let record, let boot, let wall, let day): return adopt(record, boot: boot, wall: wall, day: day)
        }
    }

    // MARK: Reading

    /// All the timers, the first among them, as the state file would hold them.
    public func record(boot: Double, wall: Date) -> TimerRecord {
        TimerRecord(timer: face.timer, name: firstName, others: others, bootID: bootID, wallMinusBoot: wall.timeIntervalSince1970 - boot)
    }

    /// The ids in the list's order, the first timer's first.
    var ids: [String] { [TimerRecord.firstID] + others.map(\.id) }

    /// The timer shown large at `boot`: the chosen one, else the one ending soonest (one that has
    /// run out ended soonest of all: it wants to be seen), else the first. Nil is the first (its
    /// face has the presets and the typing).
    func forward(at boot: Double) -> NamedTimer? {
        if let chosen { return others.first { $0.id == chosen } }
        func end(_ t: CountdownTimer) -> Double? {
            switch t.state {
            case .running(let end), .finished(let end): end
            case .set, .paused: nil
            }
        }
        let soonest = others.compactMap { t in end(t.countdown).map { (t, $0) } }.min { $0.1 < $1.1 }
        guard let (timer, at) = soonest else { return nil }
        if let first = end(face.timer), first <= at { return nil }
        return timer
    }

    /// Every countdown, the first's first: what the clock face's lamp speaks for.
    var countdowns: [CountdownTimer] { [face.timer] + others.map(\.countdown) }

    // MARK: Keys

    private mutating func key(_ press: KeyPress, boot: Double) -> [Event] {
        let mods = press.modifiers.significant
        guard mods.subtracting(.shift).isEmpty else { return forwardOrFace(press, boot: boot) }
        switch press.keysym {
        case Keysym.tab, Keysym.isoLeftTab, Keysym.left, Keysym.right, Keysym.keypadLeft, Keysym.keypadRight:
            guard !others.isEmpty else { return forwardOrFace(press, boot: boot) }
            let back = press.keysym == Keysym.isoLeftTab || mods.contains(.shift) || press.keysym == Keysym.left
                || press.keysym == Keysym.keypadLeft
            let current = forward(at: boot)?.id ?? TimerRecord.firstID
            let i = ids.firstIndex(of: current) ?? 0
            let next = ids[(i + (back ? ids.count - 1 : 1)) % ids.count]
            chosen = next == TimerRecord.firstID ? TimerRecord.firstID : next
            return [.changed]
        default:
            return forwardOrFace(press, boot: boot)
        }
    }

    /// A key for the timer forward: the first's face takes its own; another takes Space, Esc,
    /// Home and N (a cycle's next phase).
    private mutating func forwardOrFace(_ press: KeyPress, boot: Double) -> [Event] {
        guard let shown = forward(at: boot), let i = others.firstIndex(where: { $0.id == shown.id }) else {
            return handle(.face(.key(press, boot: boot)))
        }
        guard press.modifiers.significant.subtracting(.shift).isEmpty else { return [.face(.declined)] }
        switch press.keysym {
        case Keysym.space: others[i].startOrPause(at: boot)
        case Keysym.escape: others[i].stop()
        case Keysym.home, Keysym.keypadHome: others[i].restart(at: boot)
        case Keysym.n, Keysym.capitalN: others[i].skip(at: boot)
        default: return [.face(.declined)]
        }
        return [.changed]
    }

    // MARK: Pointer

    /// A press on a strip readout chooses its timer; the strip is hit as it is painted, from the
    /// same layout and the same list (`strip(at:)`, `BigDigitsLayout.stripReadout(at:)`).
    private mutating func pointer(_ pointer: PointerInput, layout: BigDigitsLayout, at now: Date, boot: Double) -> [Event] {
        if case .button(OverlayEvent.XButton.left, true, let p, _) = pointer, let index = layout.stripReadout(at: p) {
            guard let timer = strip(at: boot).timer(at: index) else { return [] }
            return perform(.bringForward(id: timer.id), boot: boot)
        }
        return handle(.face(.pointer(pointer, layout: layout, at: now, boot: boot)))
    }

    // MARK: Commands

    private mutating func perform(_ command: Command, boot: Double) -> [Event] {
        // The first timer is its face's: the same words do what its keys do.
        let first: TimerFace.Command? = switch command {
        case .start(TimerRecord.firstID): face.timer.isRunning ? nil : .startOrPause
        case .pause(TimerRecord.firstID): face.timer.isRunning ? .startOrPause : nil
        case .cancel(TimerRecord.firstID), .notice(TimerRecord.firstID, .stop), .notice(TimerRecord.firstID, .snooze): .cancel
        case .notice(TimerRecord.firstID, .restart): .restart
        case .notice(TimerRecord.firstID, .addMinute): .addMinute
        default: nil
        }
        if let first { return handle(.face(.command(first, boot: boot))) }
        if case .bringForward(let id) = command {
            guard ids.contains(id) else { return [] }
            chosen = id
            return [.changed]
        }
        // The others change as the command line changes them in the file: one way for both.
        var all = TimerRecord(timer: face.timer, name: firstName, others: others, bootID: bootID, wallMinusBoot: 0)
        guard all.perform(command, boot: boot) else { return [] }
        others = all.others
        if let chosen, !ids.contains(chosen) { self.chosen = nil }
        return [.changed]
    }

    // MARK: Time

    private mutating func tick(at now: Date, boot: Double, day: Int) -> [Event] {
        var events = handle(.face(.tick(at: now, boot: boot)))
        var changed = false
        for i in others.indices {
            guard let end = others[i].runOut(at: boot, day: day) else { continue }
            changed = true
            events.append(.ended(others[i].notice(end, words: words)))
        }
        return changed ? [.changed] + events : events
    }

    /// The first timer's notice, by its name, as the others'.
    private func firstNotice(_ end: NamedTimer.End) -> DesktopNotice {
        NamedTimer(id: TimerRecord.firstID, name: firstName, countdown: face.timer).notice(end, words: words)
    }

    /// Asks for the record to be written, when this run keeps one and it changed. The first
    /// timer's entry being typed is not remembered, nor, while the alarm service rings, an end
    /// the service has still to tell.
    private mutating func save(boot: Double, wall: Date, announcesEnd: Bool, day: Int) -> [Event] {
        guard let base = saved else { return [] }
        var mine = TimerRecord(timer: face.recorded(announcesEnd: announcesEnd, base: base.timer), name: firstName, others: others,
                               bootID: bootID, wallMinusBoot: wall.timeIntervalSince1970 - boot)
        if !announcesEnd { mine = TimerRecord.leavingEndsUntold(mine, base: base, boot: boot, day: day) }
        var same = mine
        same.bootID = base.bootID
        same.wallMinusBoot = base.wallMinusBoot
        guard same != base else { return [] }
        saved = mine
        return [.recordChanged(FileChange(base: base, mine: mine))]
    }

    private mutating func adopt(_ record: TimerRecord, boot: Double, wall: Date, day: Int) -> [Event] {
        guard let base = saved, record != base else { return [] }
        let kept = record.restoredAll(bootID: bootID, wall: wall, boot: boot)
        others = kept.others.map { theirs in
            // One this window has seen run out, or go on to its next phase, stays as it is here.
            guard let mine = others.first(where: { $0.id == theirs.id }) else { return theirs }
            var caught = theirs
            _ = caught.runOut(at: boot, day: day)
            return caught == mine ? mine : theirs
        }
        if let chosen, !ids.contains(chosen) { self.chosen = nil }
        firstName = kept.name
        var events: [Event] = [.changed]
        if kept.timer != base.timer, kept.timer != face.timer { events += handle(.face(.adopt(kept.timer))) }
        saved = record
        return events
    }

    /// The boot instant after `boot` at which a timer changes anything visible on `screen`, or
    /// runs out: every timer's end, seen or not (each rings, and is told, on time); on the timer
    /// face the picture's next change (`nextPicture`); otherwise the first timer's face's wake
    /// (and the lamp's colours, in `TimerLamp.nextChange`). One wake serves them all, however many
    /// there are.
    func nextWake(afterBoot boot: Double, screen: FaceScreen, visible: Bool) -> Double? {
        var wakes: [Double?] = countdowns.map { t in
            if case .running(let end) = t.state { return end }
            return nil
        }
        if screen == .timer, visible {
            wakes.append(nextPicture(after: boot))
        } else {
            wakes.append(face.nextWake(afterBoot: boot, screen: screen, visible: visible))
        }
        if screen == .clock, visible { wakes.append(TimerLamp.nextChange(of: countdowns, after: boot)) }
        return wakes.compactMap { $0 }.filter { $0 > boot }.min()
    }

    /// The next boot instant after `boot` at which the timer face's picture changes by itself: the
    /// large timer's next change, or, while it stands still, the strip's (`TimerStrip`). The
    /// strip's readouts never wake the loop for seconds of their own.
    func nextPicture(after boot: Double) -> Double? {
        [(forward(at: boot)?.countdown ?? face.timer).nextChange(after: boot), strip(at: boot).nextWake(after: boot)].compactMap { $0 }.min()
    }

    /// The timer face's strip at `boot`: every timer but the one forward, in the list's order;
    /// empty while the first timer is alone (its presets show there instead).
    func strip(at boot: Double) -> TimerStrip {
        let shown = forward(at: boot)
        let first = NamedTimer(id: TimerRecord.firstID, name: firstName, countdown: face.timer)
        let beside = others.isEmpty ? [] : ([first] + others).filter { $0.id != (shown?.id ?? TimerRecord.firstID) }
        return TimerStrip(large: shown?.countdown ?? face.timer, beside: beside)
    }

    /// What the timer face shows at `boot` (and `wall`, for the end time's plate): the timer
    /// forward, large, its name on the plate when it is not the first.
    func content(boot: Double, wall: Date, zone: Zone, cycle: HourCycle) -> TimerContent {
        var content = face.content(boot: boot, wall: wall, zone: zone, cycle: cycle)
        let shown = forward(at: boot)
        if let shown {
            content = TimerContent(timer: shown.countdown, presets: face.presets, at: boot, wall: wall, zone: zone, cycle: cycle)
            content.plates.selectedPreset = nil
            content.plates.status = Self.plate(shown.phaseLabel.map { "\(shown.title) · \($0)" } ?? shown.title, content.plates.status)
        } else if !firstName.isEmpty {
            content.plates.status = Self.plate(firstName, content.plates.status)
        }
        content.strip = strip(at: boot).plates(at: boot)
        return content
    }

    /// The first timer's title.
    var firstTitle: String { firstName.isEmpty ? TimerName.standard(seconds: face.timer.duration) : firstName }

    /// `TEA · ENDS 04:21 PM`: the plate over the digits, with the timer's name.
    static func plate(_ title: String, _ status: String) -> String { "\(title.uppercased()) · \(status)" }
}
