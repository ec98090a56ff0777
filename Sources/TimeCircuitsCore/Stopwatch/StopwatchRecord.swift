import FoundationEssentials

/// The stopwatch as the state file keeps it across restarts of the program: a running stopwatch
/// goes on counting through a restart of the program, and after a reboot its start is found
/// again on the wall clock (`BootClockRecord`).
public struct StopwatchRecord: Sendable, Hashable, BootClockRecord {
    public var stopwatch: Stopwatch
    public var bootID: String
    public var wallMinusBoot: Double

    public init(stopwatch: Stopwatch, bootID: String, wallMinusBoot: Double) {
        self.stopwatch = stopwatch
        self.bootID = bootID
        self.wallMinusBoot = wallMinusBoot
    }

    /// The stopwatch on this boot's clock.
    public func restored(bootID now: String, wall: Date, boot: Double) -> Stopwatch {
        var s = stopwatch
        guard let shift = shift(toBoot: now, wall: wall, boot: boot), case .running(let since, let before) = s.state else { return s }
        s.state = .running(since: since + shift, before: before)
        return s
    }
}
