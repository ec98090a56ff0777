import FoundationEssentials
import Glibc
import TimeCircuitsCore

/// A loop's two kernel timers and what its sleeps were for: the wall clock's (the face's edges,
/// an alarm's minute; a step of the clock is reported to it) and the boot clock's (a countdown's
/// seconds, a ringing's end, which no step moves). Both loops sleep on one, under the rules of
/// `WakePolicy`: how long the poll may last, how far a fired timer is trusted, and, for the
/// window, whether the colon the server shows alone still holds at a watchdog's wake.
public final class LoopTimers {
    /// The wall clock's timer; it reports steps of the clock where the kernel allows.
    public let wall = DeadlineTimer()
    /// The boot clock's timer.
    public let boot = DeadlineTimer(clock: CLOCK_BOOTTIME)
    /// Whether the launch said the wall clock may be stepped with no report from the kernel (a
    /// clock faker): then the watchdog stays on (`WakePolicy`).
    private let stepsUnreported: Bool
    /// The wall-clock and boot-clock deadlines armed for the coming sleep.
    public private(set) var wallWake: Date?
    public private(set) var bootWake: Double?
    /// The deadlines the last sleep's timers fired for. The clock can read a hair before one (the
    /// kernel wakes on nanoseconds, the clocks are read coarser); time is never taken back past
    /// it, so the state shown is never the one before the edge.
    private var firedWall: Date?
    private var firedBoot: Double?
    /// The wall and boot clocks when the colon's steps were handed to the display server, while
    /// it shows them: the loop sleeps through them.
    public private(set) var colonHandedOff: (wall: Date, boot: Double)?

    public init(stepsUnreported: Bool) {
        self.stepsUnreported = stepsUnreported
    }

    /// The sleeping rules this run can trust: known once the wall timer has been armed, which is
    /// when the kernel says whether it reports steps.
    public var policy: WakePolicy { WakePolicy(stepsReported: !stepsUnreported && wall.reportsSteps) }

    /// Arms both timers for the coming sleep (nil disarms one).
    public func arm(wall wake: Date?, boot bootWake: Double?) {
        wallWake = wake
        self.bootWake = bootWake
        wall.arm(at: wake)
        boot.arm(atSeconds: bootWake)
    }

    /// The wall clock's `reading` as the loop takes it after its timer fired (`WakePolicy.settled`).
    public func settled(wall reading: Date) -> Date { WakePolicy.settled(reading, deadline: firedWall) }

    /// The boot clock's `reading` as the loop takes it after its timer fired.
    public func settled(boot reading: Double) -> Double { WakePolicy.settled(reading, deadline: firedBoot) }

    /// Watches both timers in `sources`, under the loop's names for them.
    public func watch<Name>(in sources: PollSources<Name>, wall wallName: Name, boot bootName: Name) {
        sources.watch(wallName, readable: wall.fileDescriptor)
        sources.watch(bootName, readable: boot.fileDescriptor)
    }

    /// After a sleep: reads the timers that fired and remembers the deadlines they fired for;
    /// what the wall clock's timer said (`.clockChanged` when the clock was stepped), nil when it
    /// did not fire.
    @discardableResult
    public func take(wallFired: Bool, bootFired: Bool) -> DeadlineTimer.Outcome? {
        firedWall = nil
        firedBoot = nil
        if bootFired, boot.take() == .fired { firedBoot = bootWake }
        guard wallFired else { return nil }
        let outcome = wall.take()
        // The state shown is the deadline's, never the one just before it.
        if outcome == .fired { firedWall = wallWake }
        return outcome
    }

    /// The colon's steps until the next wake are the display server's from `wall`/`boot` on.
    public func handOffColon(wall: Date, boot: Double) { colonHandedOff = (wall, boot) }

    /// The colon is the loop's again; whether it had been handed off.
    public func takeColonBack() -> Bool {
        defer { colonHandedOff = nil }
        return colonHandedOff != nil
    }

    /// Whether the colon's steps still hold at a watchdog's wake with the clocks reading `wall`
    /// and `boot`: handed off, and the wall clock has neither passed the wake nor stepped since.
    public func colonStillHandedOff(wall: Date, boot: Double) -> Bool {
        guard let at = colonHandedOff else { return false }
        return WakePolicy.colonStillHandedOff(wall: wall, boot: boot, handedOff: at, wake: wallWake)
    }
}
