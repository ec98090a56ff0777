import FoundationEssentials
import CLinux
import Glibc
import TimeCircuitsCore

/// The timer that wakes a sleeping computer for the next alarm: a timerfd on
/// `CLOCK_REALTIME_ALARM`, which the kernel programs into the real-time clock's alarm when the
/// machine suspends. Creating one takes `CAP_WAKE_ALARM`, which systemd 254 and later gives a
/// user's session and user manager (pam_systemd); without it the service goes on, and says why
/// a sleeping computer will not be woken.
public final class MachineWaker {
    /// The timer, or nil when the kernel refused one.
    private let descriptor: Int32?
    /// Why there is no timer, in one line; nil when there is one.
    public let problem: String?
    /// The instant armed, to skip a system call that changes nothing.
    private var armed: Date?

    /// `systemdUnit`: the service runs as the systemd unit, whose capability is the unit's to ask
    /// for (the user manager hands on none unasked), and the line says how.
    public init(systemdUnit: Bool = false) {
        let fd = timerfd_create(CLOCK_REALTIME_ALARM, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        if fd >= 0 {
            descriptor = fd
            problem = nil
        } else {
            descriptor = nil
            problem = Self.explain(errno, systemdUnit: systemdUnit)
        }
    }

    deinit { descriptor.map { _ = close($0) } }

    /// The one line `alarm list`, `ctl status` and the service's log give.
    static func explain(_ error: Int32, systemdUnit: Bool) -> String {
        switch error {
        case EPERM where systemdUnit:
            "alarms cannot wake this computer from sleep: the unit lacks CAP_WAKE_ALARM (with systemd 254, or 256 and later, "
                + "add AmbientCapabilities=CAP_WAKE_ALARM with systemctl --user edit \(AlarmServiceInterface.unitName))"
        case EPERM:
            "alarms cannot wake this computer from sleep: the alarm service lacks CAP_WAKE_ALARM (systemd 254 or later gives it to local sessions)"
        case EINVAL, ENOTSUP:
            "alarms cannot wake this computer from sleep: it has no real-time clock alarm the kernel can set"
        default:
            "alarms cannot wake this computer from sleep: \(String(cString: strerror(error)))"
        }
    }

    /// The descriptor for poll(); -1 with none. It only ever fires to wake the machine: the loop
    /// reads it and rings by its own timers.
    public var fileDescriptor: Int32 { descriptor ?? -1 }

    /// Arms the wake-up at `instant` (absolute, on the wall clock), or disarms it for nil.
    public func arm(at instant: Date?) {
        guard let fd = descriptor, instant != armed else { return }
        armed = instant
        var spec = itimerspec()
        if let t = instant?.timeIntervalSince1970 {
            // A past instant would disarm at zero; a nanosecond past the epoch fires at once.
            spec.it_value = timespec(tv_sec: max(Int(t.rounded(.down)), 0), tv_nsec: max(Int((t - t.rounded(.down)) * 1e9), 1))
        }
        timerfd_settime(fd, instant == nil ? 0 : Int32(TFD_TIMER_ABSTIME), &spec, nil)
    }

    /// Reads the expiry after the descriptor polled readable; the wake-up is spent.
    public func take() {
        guard let fd = descriptor else { return }
        var expirations: UInt64 = 0
        if read(fd, &expirations, MemoryLayout<UInt64>.size) == MemoryLayout<UInt64>.size { armed = nil }
    }
}
