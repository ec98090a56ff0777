import FoundationEssentials

/// When a zone's clocks read a given date and time: once on most days, twice in the hour a
/// fall-back repeats, never in the hour a spring-forward skips. `CivilDateTime.instant(in:)`
/// answers with one instant whatever happens, as a clock set to the time would show it; a plan
/// typed for a meeting must instead say which of two it took, or refuse a time that never comes.
public enum WallReading: Sendable, Hashable {
    /// The clocks read it at this one instant.
    case once(Date)
    /// The clocks read it twice: before the change of offset and after it.
    case twice(first: Date, second: Date)
    /// The clocks skip it: they read `lastBefore` one minute before the change and `firstAfter`
    /// at it (New York on 8 Mar 2026 goes from 01:59 to 03:00).
    case skipped(lastBefore: CivilDateTime, firstAfter: CivilDateTime)

    /// How `zone`'s clocks read `wall`.
    public static func of(_ wall: CivilDateTime, in zone: Zone) -> WallReading {
        let local = wall.minutes
        func offset(atUTCMinute m: Int) -> Int { CivilDateTime.offsetMinutes(zone, at: Date(timeIntervalSince1970: Double(m) * 60)) }
        // A day either side of the reading brackets any change of offset near it, as in
        // `CivilDateTime.instant(in:)` and `AlarmSchedule`.
        let before = offset(atUTCMinute: local - 1440), after = offset(atUTCMinute: local + 1440)
        let readings = Set([before, after]).map { local - $0 }.sorted().filter { $0 + offset(atUTCMinute: $0) == local }
        switch readings.count {
        case 1: return .once(Date(timeIntervalSince1970: Double(readings[0]) * 60))
        case 2: return .twice(first: Date(timeIntervalSince1970: Double(readings[0]) * 60),
                              second: Date(timeIntervalSince1970: Double(readings[1]) * 60))
        default:
            // In a gap the offset grew from `before` to `after` between the two candidate
            // readings: find the minute it changed, to name the clocks' last minute before it and
            // their first after.
            var low = local - before, high = local - after
            if low > high { swap(&low, &high) }
            let start = offset(atUTCMinute: low)
            while high - low > 1 {
                let mid = (low + high) / 2
                if offset(atUTCMinute: mid) == start { low = mid } else { high = mid }
            }
            let instant = { (m: Int) in Date(timeIntervalSince1970: Double(m) * 60) }
            guard let last = CivilDateTime(instant: instant(low), zone: zone),
                  let first = CivilDateTime(instant: instant(high), zone: zone) else {
                return .once(wall.instant(in: zone))
            }
            return .skipped(lastBefore: last, firstAfter: first)
        }
    }
}
