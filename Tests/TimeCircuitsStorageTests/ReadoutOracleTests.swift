import Foundation
import Glibc
import Synchronization
import Testing
@testable import TimeCircuitsCore
@testable import TimeCircuitsStorage

/// Every row's readout against an independent oracle: glibc's `localtime_r` under `TZ=`, which
/// reads the system's compiled tz files (`/usr/share/zoneinfo`, Debian's `tzdata`) with its own
/// code, where `Readout` goes through Foundation's `Calendar` and ICU's time-zone data.
///
/// What is swept, per zone (the default cities and the tricky ones below):
/// - 2026: every minute of the UTC year, all 525,600 of them.
/// - 1985 and 2038 (the year a 32-bit `time_t` runs out): every 13th minute (13 is prime to 60,
///   so every minute-of-the-hour value is still read), and every minute within a day of each
///   offset change glibc finds and of the 2038 rollover. Sparse only to keep the suite quick
///   (a readout costs about a microsecond and a half in a debug build); the full year above is
///   the main proof.
///
/// Zero mismatches is the bar. The oracle must itself be honest: glibc silently reads an unknown
/// `TZ` as UTC, so each sweep first requires the zone's file to exist, and the 2026 sweep checks
/// that glibc saw exactly the offsets, written down by hand, that each zone uses that year.
///
/// `TZ` is process-wide and Swift Testing runs suites in parallel in one process, so the suite is
/// serialized and every change of `TZ` holds `GlibcOracle.lock`, lasts only while glibc reads,
/// and is undone before the lock is released. Nothing else in the process reads `TZ`: every
/// readout names its zone, and Foundation's idea of the local zone is settled before the change.
@Suite("Readout against glibc", .serialized)
struct ReadoutOracleTests {
    /// A zone to sweep, through the catalogue city that uses it, so the path is the clock's own
    /// (`ReadoutSource` resolving `City.zone`).
    struct Zone: Sendable, CustomTestStringConvertible {
        let cityID: String
        /// The UTC offsets (seconds) the zone uses during 2026, written down by hand from the tz
        /// database's rules: the check that glibc really loaded the zone.
        let offsets2026: Set<Int>
        var testDescription: String { cityID }
    }

    static let zones: [Zone] = [
        Zone(cityID: "new_york", offsets2026: [-5 * 3600, -4 * 3600]),
        Zone(cityID: "london", offsets2026: [0, 3600]),
        Zone(cityID: "hong_kong", offsets2026: [8 * 3600]),
        // Half-hour DST: +10:30 in winter, +11:00 in summer.
        Zone(cityID: "lord_howe", offsets2026: [10 * 3600 + 1800, 11 * 3600]),
        // +12:45 / +13:45.
        Zone(cityID: "chatham", offsets2026: [12 * 3600 + 2700, 13 * 3600 + 2700]),
        // +05:45 all year (+05:30 until the end of 1985, which the 1985 sweep crosses).
        Zone(cityID: "kathmandu", offsets2026: [5 * 3600 + 2700]),
        // Zones that abolished DST: Brazil in 2019, Iran in 2022, Turkey in 2016.
        Zone(cityID: "sao_paulo", offsets2026: [-3 * 3600]),
        Zone(cityID: "tehran", offsets2026: [3 * 3600 + 1800]),
        Zone(cityID: "istanbul", offsets2026: [3 * 3600]),
    ]

    static let minute = 60
    static let day = 86_400
    /// Minutes between samples away from offset changes in the sparse years: a prime, so the
    /// samples still land on every minute-of-the-hour value.
    static let sparseStride = 13
    /// How far either side of an offset change the sparse years are read every minute.
    static let denseMargin = day
    /// The first instant a signed 32-bit `time_t` cannot hold: 2038-01-19T03:14:08Z.
    static let timeT32Rollover = Int(Int32.max) + 1
    /// Mismatches listed in a failure; the rest are counted.
    static let listedMismatches = 5

    static let denseYear = 2026
    /// 2040: past the end of most zones' tables, where the closing POSIX rule alone decides.
    static let sparseYears = [1985, 2038, 2040]

    // MARK: Tests

    /// Straight through `Readout(instant:zone:)` with the city's zone as the clock reads it from
    /// the system's files (`ZoneRules`), which is what `ReadoutSource` does for each row; the
    /// sparse years go through `ReadoutSource` itself.
    @Test("every minute of 2026 reads as glibc reads it", arguments: zones)
    func everyMinuteOf2026(_ zone: Zone) throws {
        let city = try #require(CityCatalogue.standard.city(id: zone.cityID))
        let read: TimeCircuitsCore.Zone? = .init(identifier: city.zone)
        let timeZone = try #require(read)
        let instants = Array(stride(from: Self.startOfUTCYear(Self.denseYear),
                                    to: Self.startOfUTCYear(Self.denseYear + 1), by: Self.minute))
        let oracle = try GlibcOracle.readings(zone: city.zone, at: instants)
        // The oracle is honest: glibc really loaded the zone (an unknown one reads as UTC).
        #expect(Self.offsets(oracle) == zone.offsets2026)
        Self.compare(city.zone, instants, oracle) { t in
            Readout(instant: Date(timeIntervalSince1970: TimeInterval(t)), zone: timeZone)
        }
    }

    @Test("1985, 2038 and 2040: every minute within a day of each change, every 13th elsewhere",
          arguments: zones, sparseYears)
    func sparseYear(_ zone: Zone, year: Int) throws {
        let city = try #require(CityCatalogue.standard.city(id: zone.cityID))
        let source = ReadoutSource(cities: [city], zones: ShownZones(resolver: .system))
        let start = Self.startOfUTCYear(year), end = Self.startOfUTCYear(year + 1)
        let samples = Array(stride(from: start, to: end, by: Self.minute * Self.sparseStride))
        let sampled = try GlibcOracle.readings(zone: city.zone, at: samples)
        // A change lies between two samples whose offsets differ; read the day around it densely.
        let changes = sampled.indices.dropFirst().filter { sampled[$0].offset != sampled[$0 - 1].offset }
            .map { samples[$0] }
        let instants = Self.merging(samples, minutesAround: changes + [Self.timeT32Rollover], within: start..<end)
        let oracle = try GlibcOracle.readings(zone: city.zone, at: instants)
        Self.compare(city.zone, instants, oracle) { t in
            source.readouts(at: Date(timeIntervalSince1970: TimeInterval(t))).first
        }
        #expect(instants.count >= samples.count)
    }

    // MARK: Sweep

    /// Compares `clock`'s readout with glibc's at each instant and records any mismatch, listing
    /// the first few.
    static func compare(_ zone: String, _ instants: [Int], _ oracle: [GlibcOracle.Reading],
                        sourceLocation: SourceLocation = #_sourceLocation, clock: (Int) -> Readout?) {
        var listed: [String] = []
        var mismatches = 0
        for index in instants.indices {
            let actual = clock(instants[index])
            if let actual, oracle[index].matches(actual) { continue }
            mismatches += 1
            if listed.count < listedMismatches {
                let when = Date(timeIntervalSince1970: TimeInterval(instants[index]))
                listed.append("\(when): clock \(actual?.line ?? "nothing"), glibc \(oracle[index].readout.line)")
            }
        }
        #expect(oracle.count == instants.count, sourceLocation: sourceLocation)
        #expect(mismatches == 0, "\(zone): \(mismatches) of \(instants.count) minutes differ, e.g. \(listed)",
                sourceLocation: sourceLocation)
    }

    /// The distinct UTC offsets among `readings`.
    static func offsets(_ readings: [GlibcOracle.Reading]) -> Set<Int> {
        var seen: Set<Int> = []
        var last: Int32?
        for r in readings where r.offset != last {
            seen.insert(Int(r.offset))
            last = r.offset
        }
        return seen
    }

    /// `samples` plus every minute within `denseMargin` of each of `centres`, inside `range`,
    /// sorted and without repeats.
    static func merging(_ samples: [Int], minutesAround centres: [Int], within range: Range<Int>) -> [Int] {
        var all = Set(samples)
        for centre in centres {
            let first = max(range.lowerBound, centre - denseMargin) / minute * minute
            let last = min(range.upperBound - minute, centre + denseMargin)
            if first <= last { all.formUnion(stride(from: first, through: last, by: minute)) }
        }
        return all.sorted()
    }

    /// 1 January of `year`, 00:00 UTC, in seconds since 1970.
    static func startOfUTCYear(_ year: Int) -> Int {
        var t = tm()
        t.tm_year = Int32(year - 1900)
        t.tm_mday = 1
        return Int(timegm(&t))
    }
}

/// glibc's `localtime_r` as an oracle: what the C library reads for a zone, one reading a minute.
enum GlibcOracle {
    /// One minute as glibc reads it, kept as plain numbers (a year of them is half a million).
    struct Reading: Sendable {
        /// 0…11.
        let monthIndex: Int8
        let day: Int8
        let hour24: Int8
        let minute: Int8
        let year: Int16
        /// Seconds east of UTC (`tm_gmtoff`).
        let offset: Int32

        /// What the face should show, by glibc's fields: a 12-hour clock where 00:xx is 12 AM
        /// and 12:xx is 12 PM.
        var readout: Readout {
            let hour = Int(hour24)
            return Readout(month: Readout.monthAbbreviations[Int(monthIndex)], day: Int(day), year: Int(year),
                           hour: hour % 12 == 0 ? 12 : hour % 12, minute: Int(minute),
                           meridiem: hour < 12 ? .am : .pm)
        }

        /// Field by field, without building a `Readout` per minute.
        func matches(_ r: Readout) -> Bool {
            let hour = Int(hour24)
            return r.minute == Int(minute) && r.hour == (hour % 12 == 0 ? 12 : hour % 12)
                && r.meridiem == (hour < 12 ? .am : .pm) && r.day == Int(day) && r.year == Int(year)
                && r.month == Readout.monthAbbreviations[Int(monthIndex)]
        }
    }

    /// Held while `TZ` is changed and read, so no other oracle use sees a half-set zone.
    static let lock = Mutex(())

    static let zoneinfo = "/usr/share/zoneinfo"

    /// glibc's reading of each instant (seconds since 1970) in `zone`. Sets `TZ` only for the
    /// call, and restores it.
    static func readings(zone: String, at instants: [Int]) throws -> [Reading] {
        try #require(FileManager.default.fileExists(atPath: "\(zoneinfo)/\(zone)"),
                     "glibc has no \(zone) (is tzdata installed?); it would silently read UTC")
        return lock.withLock { _ in
            // Foundation caches the process's zone on first use; settle it before TZ changes, so
            // nothing else in the process can pick up the oracle's zone as "current".
            _ = TimeZone.current
            let saved = getenv("TZ").map { String(cString: $0) }
            // A leading colon names a file under the zoneinfo directory rather than a POSIX rule.
            setenv("TZ", ":" + zone, 1)
            tzset()
            defer {
                if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
                tzset()
            }
            return instants.map(reading)
        }
    }

    /// glibc's reading of one instant under the current `TZ`.
    static func reading(_ seconds: Int) -> Reading {
        var t = time_t(seconds)
        var fields = tm()
        localtime_r(&t, &fields)
        return Reading(monthIndex: Int8(fields.tm_mon), day: Int8(fields.tm_mday), hour24: Int8(fields.tm_hour),
                       minute: Int8(fields.tm_min), year: Int16(fields.tm_year + 1900),
                       offset: Int32(fields.tm_gmtoff))
    }
}
