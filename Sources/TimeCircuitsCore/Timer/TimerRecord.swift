import FoundationEssentials

/// The timers as the state file keeps them across restarts of the program: within one boot they
/// resume on the boot clock exactly, and after a reboot their ends are found again on the wall
/// clock (`BootClockRecord`).
public struct TimerRecord: Sendable, Hashable, BootClockRecord {
    /// The first timer: the timer face's own, the one `timecircuits timer 18m` and `ctl timer` set.
    public var timer: CountdownTimer
    /// The first timer's name; empty for one called by its length.
    public var name: String
    /// The timers added beside it, in the order they were added.
    public var others: [NamedTimer]
    /// The boot the instants in the timers belong to; empty when unknown.
    public var bootID: String
    /// Wall-clock seconds since 1970 minus boot-clock seconds, when written.
    public var wallMinusBoot: Double

    public init(timer: CountdownTimer, name: String = "", others: [NamedTimer] = [], bootID: String, wallMinusBoot: Double) {
        self.timer = timer
        self.name = name
        self.others = others
        self.bootID = bootID
        self.wallMinusBoot = wallMinusBoot
    }

    /// The first countdown on this boot's clock: as written within the same boot, moved by the
    /// wall clock after a reboot (or when either boot is unknown).
    public func restored(bootID now: String, wall: Date, boot: Double) -> CountdownTimer {
        restoredAll(bootID: now, wall: wall, boot: boot).timer
    }

    /// Every timer on this boot's clock, and the record made for it (this boot's id and offset).
    public func restoredAll(bootID now: String, wall: Date, boot: Double) -> TimerRecord {
        var r = self
        if let shift = shift(toBoot: now, wall: wall, boot: boot) {
            r.timer = Self.moved(timer, by: shift)
            r.others = others.map { var t = $0; t.countdown = Self.moved(t.countdown, by: shift); return t }
        }
        r.bootID = now
        r.wallMinusBoot = wall.timeIntervalSince1970 - boot
        return r
    }

    private static func moved(_ timer: CountdownTimer, by shift: Double) -> CountdownTimer {
        var t = timer
        switch t.state {
        case .running(let end): t.state = .running(endsAt: end + shift)
        case .finished(let end): t.state = .finished(endedAt: end + shift)
        case .set, .paused: break
        }
        return t
    }

    /// What the first timer is called: its name, or "18:00 timer".
    public var title: String { name.isEmpty ? TimerName.standard(seconds: timer.duration) : name }

    /// The id the first timer has on its notices' tags.
    public static let firstID = "1"

    /// The `others` that ran out by `boot`, each gone on to its next phase or finished, and what
    /// happened to each, in order: how the alarm service rings them (the window's `Timers` the same).
    @discardableResult
    public mutating func runOutOthers(at boot: Double, day: Int) -> [(timer: NamedTimer, end: NamedTimer.End)] {
        var ends: [(NamedTimer, NamedTimer.End)] = []
        for i in others.indices {
            if let end = others[i].runOut(at: boot, day: day) { ends.append((others[i], end)) }
        }
        return ends
    }

    /// `mine` with every timer whose only change since `base` is running out (or going on to its
    /// next phase) by `boot` put back as `base` has it: a window that leaves the ringing to the
    /// alarm service keeps its ends out of the file, so that the service tells them (the file is
    /// how the two agree that an end was told).
    static func leavingEndsUntold(_ mine: TimerRecord, base: TimerRecord, boot: Double, day: Int) -> TimerRecord {
        var out = mine
        for (i, timer) in mine.others.enumerated() {
            guard var old = base.others.first(where: { $0.id == timer.id }) else { continue }
            let before = old
            _ = old.runOut(at: boot, day: day)
            if old == timer { out.others[i] = before }
        }
        return out
    }
}
