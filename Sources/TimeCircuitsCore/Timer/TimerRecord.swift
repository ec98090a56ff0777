import FoundationEssentials

/// A countdown as the state file keeps it across restarts of the program: within one boot it
/// resumes on the boot clock exactly, and after a reboot its end is found again on the wall clock
/// (`BootClockRecord`).
public struct TimerRecord: Sendable, Hashable, BootClockRecord {
    public var timer: CountdownTimer
    /// The boot the instants in `timer` belong to; empty when unknown.
    public var bootID: String
    /// Wall-clock seconds since 1970 minus boot-clock seconds, when written.
    public var wallMinusBoot: Double

    public init(timer: CountdownTimer, bootID: String, wallMinusBoot: Double) {
        self.timer = timer
        self.bootID = bootID
        self.wallMinusBoot = wallMinusBoot
    }

    /// The countdown on this boot's clock: as written within the same boot, moved by the wall
    /// clock after a reboot (or when either boot is unknown).
    public func restored(bootID now: String, wall: Date, boot: Double) -> CountdownTimer {
        var t = timer
        guard let shift = shift(toBoot: now, wall: wall, boot: boot) else { return t }
        switch t.state {
        case .running(let end): t.state = .running(endsAt: end + shift)
        case .finished(let end): t.state = .finished(endedAt: end + shift)
        case .set, .paused: break
        }
        return t
    }
}
