/// The clock face's sign of a countdown: one lamp in the chassis below the rows, in the timer's
/// traffic-light colour, steady while it runs, dim while paused, flashing red once it has run
/// out, so a timer left running behind the clock can be seen from across the room.
public struct TimerLamp: Sendable, Hashable {
    public var phase: TimerPhase
    /// 0…1.
    public var level: Double

    public init(phase: TimerPhase, level: Double) {
        self.phase = phase
        self.level = level
    }

    /// A paused countdown's lamp: lit, but plainly not running.
    static let pausedLevel = 0.35

    /// The lamp for `timer` at `boot`, or nil when no countdown is under way or finished.
    public init?(_ timer: CountdownTimer, at boot: Double) {
        switch timer.state {
        case .set: return nil
        case .running: self.init(phase: timer.phase(at: boot), level: 1)
        case .paused: self.init(phase: timer.phase(at: boot), level: Self.pausedLevel)
        case .finished(let end):
            let on = (boot - end).truncatingRemainder(dividingBy: 1) < 0.5
            self.init(phase: .red, level: on ? 1 : 0)
        }
    }

    /// The lamp for all the timers at `boot`: flashing red while any has run out, else the
    /// phase of the one whose end is nearest (a paused one dim when none runs); nil with none
    /// under way.
    public init?(all timers: [CountdownTimer], at boot: Double) {
        if let finished = timers.first(where: { if case .finished = $0.state { true } else { false } }) {
            self.init(finished, at: boot)
            return
        }
        let running = timers.filter(\.isRunning).min { $0.remaining(at: boot) < $1.remaining(at: boot) }
        guard let nearest = running ?? timers.first(where: \.isUnderWay) else { return nil }
        self.init(nearest, at: boot)
    }

    /// The next boot instant after `boot` at which the lamp for `timers` may change: a running
    /// timer's threshold or end, or a finished one's flash. One instant for all of them.
    static func nextChange(of timers: [CountdownTimer], after boot: Double) -> Double? {
        timers.compactMap { timer -> Double? in
            switch timer.state {
            case .running(let end):
                return [end - Double(timer.thresholds.amber), end - Double(timer.thresholds.red), end].filter { $0 > boot }.min()
            case .finished(let end): return end + ((boot - end) / 0.5).rounded(.down) * 0.5 + 0.5
            case .set, .paused: return nil
            }
        }.min()
    }
}
