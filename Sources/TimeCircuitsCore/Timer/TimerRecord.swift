import Foundation

/// A countdown as the state file keeps it across restarts of the program.
///
/// Boot-clock instants mean nothing after a reboot, so the record also keeps the boot's id
/// (`/proc/sys/kernel/random/boot_id`) and where the wall clock stood against the boot clock when
/// it was written: within one boot the countdown resumes on the boot clock exactly, and after a
/// reboot its end is found again on the wall clock.
public struct TimerRecord: Sendable, Hashable {
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
        if !now.isEmpty, now == bootID { return t }
        let shift = wallMinusBoot - (wall.timeIntervalSince1970 - boot)
        switch t.state {
        case .running(let end): t.state = .running(endsAt: end + shift)
        case .finished(let end): t.state = .finished(endedAt: end + shift)
        case .set, .paused: break
        }
        return t
    }
}
