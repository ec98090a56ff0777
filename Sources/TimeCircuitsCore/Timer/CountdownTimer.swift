import FoundationEssentials

/// A countdown as a small state machine (the iOS timer's), on the boot clock.
///
/// Every instant here is seconds of `CLOCK_BOOTTIME`: monotonic, and counting a suspend, so
/// setting the wall clock or an NTP step never moves a countdown and a laptop closed mid-talk does
/// not stretch it. The shell reads that clock and passes it in; nothing here reads a clock.
///
/// set → running ⇄ paused … → finished (it ran out, and counts the overtime up), and `cancel`
/// from any of them back to set. The end is worked out again at every resume.
public struct CountdownTimer: Sendable, Hashable {
    /// Where the countdown is.
    public enum State: Sendable, Hashable {
        /// Stopped at the set time, ready to start.
        case set
        /// Counting down to `endsAt` (boot seconds).
        case running(endsAt: Double)
        /// Stopped with this much left.
        case paused(remaining: Double)
        /// Ran out at `endedAt` (boot seconds); the display counts the overtime up from there.
        case finished(endedAt: Double)
    }

    public var state: State
    /// The set time, in seconds: what a start counts down from and Home restores.
    public var duration: Int
    public var thresholds: PhaseThresholds
    /// The preset slot (1–9) the set time came from, while it still is that preset's.
    public var preset: Int?
    /// Digits typed on the timer face, most recent last; nil when not typing.
    public private(set) var typed: [Int]?

    /// The most digits an entry takes: HHMMSS.
    public static let typedDigits = 6

    public init(duration: Int, thresholds: PhaseThresholds = .standard, preset: Int? = nil, state: State = .set) {
        self.duration = Self.clamped(duration)
        self.thresholds = thresholds
        self.preset = preset
        self.state = state
    }

    /// The first preset, as a fresh install opens the timer.
    public init(presets: TimerPresets) {
        let slot = presets.filled.first
        let preset = slot.flatMap { presets[slot: $0] } ?? TimerPreset(duration: 18 * 60)
        self.init(duration: preset.duration, thresholds: preset.thresholds, preset: slot)
    }

    static func clamped(_ seconds: Int) -> Int { min(max(seconds, TimerDuration.minimum), TimerDuration.maximum) }

    // MARK: Transitions

    /// Space: start from set, pause while running, resume while paused; on a finished timer it
    /// stops the overtime and goes back to the set time.
    public mutating func startOrPause(at boot: Double) {
        switch state {
        case .set:
            if let typed { duration = Self.clamped(Self.seconds(typed)) }
            typed = nil
            state = .running(endsAt: boot + Double(duration))
        case .running(let end):
            state = .paused(remaining: max(0, end - boot))
        case .paused(let remaining):
            state = .running(endsAt: boot + remaining)
        case .finished:
            state = .set
        }
    }

    /// Esc: back to the set time, from anywhere; an entry under way is dropped.
    public mutating func cancel() {
        state = .set
        typed = nil
    }

    /// Home, or a double-click on the digits (SpeakerClock's double tap): the full set time again.
    /// A running timer keeps running from it, a paused one stays paused at it.
    public mutating func restore(at boot: Double) {
        typed = nil
        switch state {
        case .running: state = .running(endsAt: boot + Double(duration))
        case .paused: state = .paused(remaining: Double(duration))
        case .set, .finished: state = .set
        }
    }

    /// Counting down now.
    public var isRunning: Bool { if case .running = state { true } else { false } }

    /// Counting down, or counting the overtime up: its seconds change by themselves.
    public var moves: Bool {
        switch state {
        case .running, .finished: true
        case .set, .paused: false
        }
    }

    /// A running countdown that has reached zero by `boot` becomes finished; true when it just did.
    public mutating func runOut(at boot: Double) -> Bool {
        guard case .running(let end) = state, boot >= end else { return false }
        state = .finished(endedAt: end)
        return true
    }

    /// A digit typed on a stopped timer: digits fill from the right, as on a microwave, so 1 8 0 0
    /// sets 18:00. Only the set state takes them (a finished timer goes back to it first).
    public mutating func type(_ digit: Int) {
        if case .finished = state { state = .set }
        guard state == .set, (0...9).contains(digit) else { return }
        var digits = typed ?? []
        if digits.isEmpty && digit == 0 { return }  // Leading zeros change nothing.
        guard digits.count < Self.typedDigits else { return }
        digits.append(digit)
        typed = digits
        preset = nil
    }

    /// Backspace: the last typed digit goes; with none typed, the set time's last digit does.
    public mutating func backspace() {
        guard state == .set else { return }
        var digits = typed ?? Self.digits(of: duration)
        if !digits.isEmpty { digits.removeLast() }
        typed = digits
        preset = nil
    }

    /// The wheel or a drag on the digits: the set time (or a paused timer's time left) changes by
    /// `seconds`, kept within 0:01…23:59:59.
    public mutating func adjust(by seconds: Int) {
        switch state {
        case .set:
            let base = typed.map { Self.clamped(Self.seconds($0)) } ?? duration
            typed = nil
            duration = Self.clamped(base + seconds)
            preset = nil
        case .paused(let remaining):
            state = .paused(remaining: Double(Self.clamped(Int(remaining.rounded(.up)) + seconds)))
        case .running, .finished:
            break
        }
    }

    /// A preset selected: its time and thresholds, stopped and ready.
    public mutating func select(_ preset: TimerPreset, slot: Int) {
        duration = preset.duration
        thresholds = preset.thresholds
        self.preset = slot
        typed = nil
        state = .set
    }

    /// What would be stored in a preset now: the set time (an entry under way included) and the
    /// thresholds.
    public var asPreset: TimerPreset {
        TimerPreset(duration: typed.map { Self.clamped(Self.seconds($0)) } ?? duration, thresholds: thresholds)
    }

    // MARK: Reading

    /// True while counting down or paused: a timer the clock face shows as under way.
    public var isUnderWay: Bool {
        switch state {
        case .running, .paused: true
        case .set, .finished: false
        }
    }

    /// Seconds left at `boot`: negative once it has run out.
    public func remaining(at boot: Double) -> Double {
        switch state {
        case .set: Double(typed.map(Self.seconds) ?? duration)
        case .running(let end): end - boot
        case .paused(let remaining): remaining
        case .finished(let end): end - boot
        }
    }

    /// The whole seconds the display shows at `boot`, and whether they count overtime up.
    ///
    /// Counting down, a second shows until it has fully passed (18:00 for the whole first second,
    /// 0:01 until the very end), so 0:00 appears exactly when the time is up; overtime counts
    /// whole seconds past the end.
    public func shown(at boot: Double) -> (seconds: Int, overtime: Bool) {
        switch state {
        case .set: (typed.map(Self.seconds) ?? duration, false)
        case .running, .paused:
            (Int(max(0, remaining(at: boot)).rounded(.up)), false)
        case .finished(let end): (Int(max(0, boot - end).rounded(.down)), true)
        }
    }

    /// The traffic light at `boot`.
    public func phase(at boot: Double) -> TimerPhase {
        let s = shown(at: boot)
        return thresholds.phase(showing: s.seconds, overtime: s.overtime)
    }

    /// The next boot instant after `boot` at which the display changes: a second edge of the
    /// countdown (the timer's own seconds, not the wall clock's), or in overtime a half second,
    /// for the flashing colon, and a quarter while the finish flashes. Nil while nothing moves.
    public func nextChange(after boot: Double) -> Double? {
        switch state {
        case .set, .paused: return nil
        case .running(let end):
            let left = end - boot
            guard left > 0 else { return end }
            // The shown second changes when the time left crosses the next whole second below it.
            return end - (left.rounded(.up) - 1)
        case .finished(let end):
            let step = boot - end < Self.flashDuration ? 0.25 : 0.5
            return end + ((boot - end) / step).rounded(.down) * step + step
        }
    }

    /// How long the face flashes when a countdown runs out.
    public static let flashDuration = 5.0

    /// The instant at or before `boot` at which the whole seconds shown last changed (counting
    /// down, or the overtime counting up); nil while nothing moves. The timer face's strip is read
    /// at this instant of the timer it keeps time with (`TimerStrip`).
    public func lastSecond(atOrBefore boot: Double) -> Double? {
        switch state {
        case .set, .paused: return nil
        case .running(let end):
            guard end > boot else { return end }
            return end - (end - boot - Self.edgeTolerance).rounded(.up)
        case .finished(let end):
            return end + max(0, (boot - end + Self.edgeTolerance).rounded(.down))
        }
    }

    /// The next instant after `boot` at which the whole seconds shown change; nil while nothing
    /// moves. Unlike `nextChange`, an overtime's flashing half seconds are not among them.
    public func nextSecond(after boot: Double) -> Double? {
        switch state {
        case .set, .paused: return nil
        case .running(let end):
            let next = end - max(0, (end - boot - Self.edgeTolerance).rounded(.up) - 1)
            return next > boot ? next : nil
        case .finished(let end):
            return end + max(0, (boot - end + Self.edgeTolerance).rounded(.down)) + 1
        }
    }

    /// How near a second edge an instant counts as on it: `end - n` worked out in floating point
    /// can land a hair either side of the edge it names, and an edge read as the one before would
    /// show a second late. A microsecond is far below any reading of a clock that matters here.
    static let edgeTolerance = 1e-6

    // MARK: Digits

    /// Typed digits as seconds: right-aligned into HHMMSS, so 1 8 0 0 is 18:00, and 9 0 is 90 s.
    static func seconds(_ digits: [Int]) -> Int {
        let padded = Array(repeating: 0, count: max(0, typedDigits - digits.count)) + digits.suffix(typedDigits)
        let h = padded[0] * 10 + padded[1], m = padded[2] * 10 + padded[3], s = padded[4] * 10 + padded[5]
        return h * 3600 + m * 60 + s
    }

    /// The digits of `seconds` as HHMMSS without leading zeros: what Backspace edits.
    static func digits(of seconds: Int) -> [Int] {
        let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let all = [h / 10, h % 10, m / 10, m % 10, s / 10, s % 10]
        return Array(all.drop { $0 == 0 })
    }
}
