import TimeCircuitsCore
import TimeCircuitsStorage
import FoundationEssentials
import CLinux
import Glibc

/// The loop's alarm clock: a timerfd armed at an absolute deadline, on the wall clock
/// (`CLOCK_REALTIME`: the face's edges) or the boot clock (`CLOCK_BOOTTIME`: a countdown's).
///
/// Absolute and on the wall clock, so an edge fires at the real .0 or .5 to the nanosecond
/// rather than after a relative, millisecond-rounded `poll()` timeout, and the loop wakes once per
/// edge instead of waking early and sleeping the rest. `TFD_TIMER_CANCEL_ON_SET` makes the kernel
/// report any step of the wall clock (NTP, a manual change, resume from suspend), so a jump is seen
/// at once rather than at the next deadline.
public final class DeadlineTimer {
    public let fileDescriptor: Int32

    /// What woke the loop.
    public enum Outcome {
        case fired
        /// The wall clock was stepped: every deadline computed before is void.
        case clockChanged
        /// Nothing: a spurious wake-up, or the timer was re-armed meanwhile.
        case none
    }

    /// Which clock the deadlines are on.
    private let clock: Int32
    /// What the timer is armed for, nil when it is not: a timer already disarmed, or armed for
    /// the same instant, needs no system call (the boot clock's stays disarmed at every colon
    /// tick of an idle clock).
    private var armed: Double?
    /// Whether the kernel reports steps of the wall clock to this timer: false on the odd kernel
    /// (a sandbox's) that refuses `TFD_TIMER_CANCEL_ON_SET`, where the timer is armed without it.
    public private(set) var reportsSteps = true

    public init(clock: Int32 = CLOCK_REALTIME) {
        self.clock = clock
        fileDescriptor = timerfd_create(clock, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        if fileDescriptor < 0 {
            StandardError.write("timecircuits: cannot create a timer: \(String(cString: strerror(errno)))\n")
            exit(1)
        }
        // The kernel may defer a sleeper's wake-up by its timer slack (50 µs by default) to batch
        // wake-ups; a clock's edges are worth 1 µs of precision.
        _ = tc_set_timer_slack(Self.timerSlackNanoseconds)
    }

    deinit { close(fileDescriptor) }

    public static let timerSlackNanoseconds: UInt = 1_000

    /// Arms the timer for `deadline`, or disarms it for nil.
    public func arm(at deadline: Date?) { arm(atSeconds: deadline?.timeIntervalSince1970) }

    /// Arms the timer for `t` seconds on its clock, or disarms it for nil.
    public func arm(atSeconds deadline: Double?) {
        guard deadline != armed else { return }
        armed = deadline
        var spec = itimerspec()
        if let t = deadline {
            let seconds = t.rounded(.down)
            var ns = Int(((t - seconds) * 1e9).rounded(.up))
            var s = Int(seconds)
            if ns >= 1_000_000_000 { s += 1; ns -= 1_000_000_000 }
            // A zero it_value would disarm instead of firing at once.
            if s <= 0 && ns == 0 { ns = 1 }
            spec.it_value = timespec(tv_sec: s, tv_nsec: ns)
        }
        // Only the wall clock can be stepped; the boot clock never jumps.
        let cancel = clock == CLOCK_REALTIME && reportsSteps ? Int32(TFD_TIMER_CANCEL_ON_SET) : 0
        let flags = deadline == nil ? 0 : Int32(TFD_TIMER_ABSTIME) | cancel
        if timerfd_settime(fileDescriptor, flags, &spec, nil) != 0, cancel != 0, errno == EINVAL {
            reportsSteps = false
            timerfd_settime(fileDescriptor, flags & ~cancel, &spec, nil)
        }
    }

    /// Reads what happened after the descriptor polled readable.
    public func take() -> Outcome {
        var expirations: UInt64 = 0
        let n = read(fileDescriptor, &expirations, MemoryLayout<UInt64>.size)
        if n == MemoryLayout<UInt64>.size {
            armed = nil  // one-shot: it has fired, and is disarmed
            return .fired
        }
        if errno == ECANCELED {
            armed = nil  // a step of the wall clock cancels it
            return .clockChanged
        }
        return .none
    }
}
