import FoundationEssentials

/// One of the timers beside the first: a name, a countdown on the boot clock with its own
/// thresholds and traffic light, and, for a pomodoro or any cycle, the phase it is in and the
/// rounds finished today. The first timer (the timer face's own, with its presets and typing) is
/// `TimerFace`'s; `Timers` holds both.
public struct NamedTimer: Sendable, Hashable {
    /// What names it in the state file and on a notice's tag; never shown, never reused.
    public var id: String
    /// The user's words; empty for a timer called by its length ("4:00 timer").
    public var name: String
    /// The countdown now: for a cycle, the current phase's.
    public var countdown: CountdownTimer
    /// The phases it runs through, for a cycle; nil for one countdown.
    public var cycle: TimerCycle?
    /// The cycle's phase now, an index of `cycle.steps`.
    public var step: Int
    /// Rounds of the cycle finished on `roundsDay`.
    public var roundsDone: Int
    /// The local day (days since 1970 in the clock's zone) `roundsDone` counts; nil before any.
    public var roundsDay: Int?

    public init(id: String, name: String, countdown: CountdownTimer, cycle: TimerCycle? = nil, step: Int = 0, roundsDone: Int = 0,
                roundsDay: Int? = nil) {
        self.id = id
        self.name = name
        self.countdown = countdown
        self.cycle = cycle
        self.step = step
        self.roundsDone = roundsDone
        self.roundsDay = roundsDay
    }

    /// A new timer of `seconds`, or the first phase of `cycle`, set and ready.
    public init(id: String, name: String, seconds: Int, cycle: TimerCycle? = nil, thresholds: PhaseThresholds = .standard) {
        let first = cycle?.steps.first?.seconds ?? seconds
        self.init(id: id, name: name, countdown: CountdownTimer(duration: first, thresholds: thresholds), cycle: cycle)
    }

    /// What it is called: its name, or "4:00 timer" (a cycle with no name, "pomodoro").
    public var title: String {
        if !name.isEmpty { return name }
        if let cycle { return TimerCycle.named.first { $0.value == cycle }?.key ?? cycle.text }
        return TimerName.standard(seconds: countdown.duration)
    }

    /// `WORK 2/4` while a cycle runs; nil for one countdown.
    public var phaseLabel: String? { cycle?.label(ofStep: step) }

    /// The rounds finished on local day `day`.
    public func rounds(on day: Int) -> Int { roundsDay == day ? roundsDone : 0 }

    // MARK: Transitions

    /// Start from set, pause while running, resume while paused; a finished one goes back to set.
    mutating func startOrPause(at boot: Double) {
        if case .finished = countdown.state { return stop() }
        countdown.startOrPause(at: boot)
    }

    /// Start it if it is not running (a paused one resumes); nothing while it runs.
    mutating func start(at boot: Double) {
        if case .finished = countdown.state { stop() }
        if !countdown.isRunning { countdown.startOrPause(at: boot) }
    }

    /// Pause it while it runs; nothing otherwise.
    mutating func pause(at boot: Double) {
        if countdown.isRunning { countdown.startOrPause(at: boot) }
    }

    /// Back to the set time, a cycle to its first phase.
    mutating func stop() {
        countdown.cancel()
        if let cycle, let first = cycle.steps.first {
            step = 0
            countdown.duration = first.seconds
        }
    }

    /// From the start again, running.
    mutating func restart(at boot: Double) {
        stop()
        countdown.startOrPause(at: boot)
    }

    /// One more minute: a running or paused one has it added, a finished one counts down it.
    mutating func addMinute(at boot: Double) {
        let minute = Double(Self.addedMinute)
        switch countdown.state {
        case .running(let end): countdown.state = .running(endsAt: max(end, boot) + minute)
        case .paused(let left): countdown.state = .paused(remaining: left + minute)
        case .finished: countdown.state = .running(endsAt: boot + minute)
        case .set: countdown.duration = CountdownTimer.clamped(countdown.duration + Self.addedMinute)
        }
    }

    /// A cycle's next phase, running from now; past the last, the cycle stops.
    mutating func skip(at boot: Double) {
        guard let steps = cycle?.steps else { return }
        guard step + 1 < steps.count else { return stop() }
        step += 1
        countdown.duration = steps[step].seconds
        countdown.state = .running(endsAt: boot + Double(steps[step].seconds))
    }

    /// The seconds "+1 minute" adds.
    static let addedMinute = 60

    /// What happened when a countdown reached zero.
    public enum End: Sendable, Hashable {
        /// It ran out, and counts overtime.
        case finished
        /// A cycle went on into its next phase, counted from the end of the last.
        case phase
    }

    /// A running countdown that reached zero by `boot`: finished, or, in a cycle, on into the next
    /// phase from the instant the last one ended (so a cycle keeps time across phases however
    /// late the tick). A cycle a long sleep left far behind catches up at once and says only
    /// where it is now. `day` is the local day the rounds are counted in.
    mutating func runOut(at boot: Double, day: Int) -> End? {
        var end: End?
        while case .running(let at) = countdown.state, boot >= at {
            guard let steps = cycle?.steps, !steps.isEmpty else {
                _ = countdown.runOut(at: boot)
                return .finished
            }
            if cycle?.beginsRound(step) == true {
                roundsDone = rounds(on: day) + 1
                roundsDay = day
            }
            guard step + 1 < steps.count else {
                _ = countdown.runOut(at: boot)
                return .finished
            }
            step += 1
            countdown.duration = steps[step].seconds
            countdown.state = .running(endsAt: at + Double(steps[step].seconds))
            end = .phase
        }
        return end
    }

    /// The notice of `end`: "Tea — 4:00 done", or the cycle's new phase, with Stop, +1 minute and
    /// Restart; one tag a timer, so two timers ending in the same second are two notices.
    public func notice(_ end: End, words: Words) -> DesktopNotice {
        let summary: String, body: String
        switch end {
        case .finished:
            // A timer with no name is named by its length, in the words the one timer always had.
            summary = name.isEmpty && cycle == nil ? words("Timer finished — %1$s", TimerDuration.text(countdown.duration))
                                                   : words("%1$s — %2$s done", title, phaseLabel ?? TimerDuration.text(countdown.duration))
            body = words("Counting the overtime up on the timer face.")
        case .phase:
            summary = words("%1$s — %2$s", title, phaseLabel ?? "")
            body = words("%1$s until the next phase.", TimerDuration.text(countdown.duration))
        }
        return DesktopNotice(summary: summary, body: body, actions: [.stop, .addMinute, .restart], tag: Self.tagPrefix + id, words: words)
    }

    /// The tags of the timers' notices start so: what follows is the timer's id.
    public static let tagPrefix = "timer:"
}
