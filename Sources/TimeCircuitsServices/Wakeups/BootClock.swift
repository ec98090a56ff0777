import FoundationEssentials
import Glibc
import TimeCircuitsCore
import TimeCircuitsStorage

/// The machine's boot clock (`CLOCK_BOOTTIME`), which countdowns run on: monotonic, so setting
/// the wall clock or an NTP step never moves a timer, and counting suspend, so a countdown that
/// spans a closed lid still ends at its real end.
public enum BootClock {
    /// Seconds since boot, suspend included.
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_BOOTTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// This boot's id, which changes at every boot; empty when the kernel does not say.
    public static func bootID() -> String {
        let text = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)
        return text?.trimmingWhitespaceAndNewlines() ?? ""
    }

    /// Both clocks and the boot id, read together.
    public static func reading() -> BootReading {
        BootReading(bootID: bootID(), wall: Date(), boot: now())
    }
}
