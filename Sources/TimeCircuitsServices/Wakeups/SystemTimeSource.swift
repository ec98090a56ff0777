import FoundationEssentials
import TimeCircuitsCore

/// The system's clocks: the wall clock (`CLOCK_REALTIME`, which `Date()` reads) and the boot
/// clock (`BootClock`).
public struct SystemTimeSource: TimeSource {
    public init() {}
    public func now() -> Date { Date() }
    public func boot() -> Double { BootClock.now() }
}
