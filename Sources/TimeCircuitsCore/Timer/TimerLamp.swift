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
}
