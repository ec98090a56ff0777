import FoundationEssentials

/// The clocks a loop reads "now" from: the wall clock, which the face and the alarms follow,
/// and the boot clock, which the countdown and the stopwatch run on.
///
/// Injected rather than called directly so a test harness can drive the schedule, and so the
/// frozen and the live face go through the same code: only `ReadoutClock` tells them apart. The
/// system's (`SystemTimeSource`) lives with the services, which may make system calls.
public protocol TimeSource: Sendable {
    /// The wall clock: never a monotonic clock since boot, since the colon must tick on the
    /// wall-clock second, and a clock that drifts from it or ignores NTP steps would put the
    /// edges off the real .0 and .5.
    func now() -> Date
    /// Seconds on the boot clock (`CLOCK_BOOTTIME`): a step of the wall clock never moves it and
    /// a suspend does not stop it.
    func boot() -> Double
}

/// Where the readouts take their instant from, as a pure function of the wall clock.
///
/// A frozen instant freezes the digits but not the colon, which always follows the wall clock.
public enum ReadoutClock: Sendable, Hashable {
    /// The readouts show the wall clock.
    case live
    /// The readouts show this instant whatever the time (`--frozen-date`).
    case frozen(Date)

    /// The instant the readouts show when the wall clock reads `wall`.
    public func instant(atWallClock wall: Date) -> Date {
        switch self {
        case .live: wall
        case .frozen(let instant): instant
        }
    }
}
