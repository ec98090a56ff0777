import FoundationEssentials

/// A source of "now" for the window's frame clock.
///
/// Injected rather than called directly so a test harness can drive the schedule, and so the
/// frozen and the live face go through the same code: only `ReadoutClock` tells them apart.
public protocol TimeSource: Sendable {
    func now() -> Date
}

/// The system's wall clock (`CLOCK_REALTIME`, which `Date()` reads).
///
/// Never a monotonic clock since boot: the colon must tick on the wall-clock second, and a clock
/// that drifts from it or ignores NTP steps would put the edges off the real .0 and .5.
public struct SystemTimeSource: TimeSource {
    public init() {}
    public func now() -> Date { Date() }
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
