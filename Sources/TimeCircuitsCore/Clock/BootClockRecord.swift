import FoundationEssentials

/// A record of boot-clock instants kept across restarts of the program (the timer's, the
/// stopwatch's). Boot-clock instants mean nothing after a reboot, so the record also keeps the
/// boot's id (`/proc/sys/kernel/random/boot_id`) and where the wall clock stood against the boot
/// clock when it was written.
protocol BootClockRecord {
    /// The boot the instants belong to; empty when unknown.
    var bootID: String { get }
    /// Wall-clock seconds since 1970 minus boot-clock seconds, when written.
    var wallMinusBoot: Double { get }
}

extension BootClockRecord {
    /// How far the record's instants move onto this boot's clock: nil (they stand) within the
    /// boot they were written in; after a reboot, or when either boot is unknown, by the wall
    /// clock, the one clock the two boots share.
    func shift(toBoot now: String, wall: Date, boot: Double) -> Double? {
        if !now.isEmpty, now == bootID { return nil }
        return wallMinusBoot - (wall.timeIntervalSince1970 - boot)
    }
}
