import Foundation
import Glibc
import Testing
@testable import TimeCircuitsCore
@testable import TimeCircuitsStorage

/// The clock's own reader of the system's zone files (`ZoneRules`) against glibc's, which reads
/// the same files with its own code: every two hours from 1901 to 2040, every half hour of
/// 2036–2040 (where most zones' tables have ended and the closing POSIX rule decides), and both
/// sides of every transition in the table. Zero differences is the bar.
@Suite("Zone files read by the clock, against glibc", .serialized)
struct ZoneRulesTests {
    /// The default cities' zones and the tricky ones: half-hour and 45-minute offsets and DST,
    /// southern DST across New Year, negative DST (Dublin's winter, Casablanca's Ramadan), zones
    /// that abolished DST, a jump across the date line, and +2 h summer time (Troll).
    static let zones = [
        "America/New_York", "Europe/London", "Asia/Hong_Kong", "Australia/Lord_Howe", "Pacific/Chatham",
        "Asia/Kathmandu", "America/Sao_Paulo", "Asia/Tehran", "Europe/Istanbul", "Australia/Sydney",
        "America/Santiago", "Africa/Casablanca", "Europe/Dublin", "America/St_Johns", "Pacific/Apia",
        "Antarctica/Troll", "UTC",
    ]

    static let start = -2_147_483_648  // 1901-12-13, the 32-bit time_t's first second
    static let end2040 = 2_240_611_200  // 2041-01-01T00:00:00Z
    static let late = 2_082_758_400  // 2036-01-01T00:00:00Z

    @Test("every zone's offsets equal glibc's, 1901 to 2040", arguments: zones)
    func againstGlibc(zone: String) throws {
        let rules = try ZoneFiles.rules(named: zone, from: ZoneFiles.directory(environment: [:]))
        var instants = Array(stride(from: Self.start, to: Self.end2040, by: 7200))
        instants += stride(from: Self.late, to: Self.end2040, by: 1800)
        for t in rules.transitions where t > Int64(Self.start) && t < Int64(Self.end2040) {
            instants += [Int(t) - 1, Int(t)]
        }
        let glibc = try GlibcOracle.readings(zone: zone, at: instants)
        var wrong: [String] = []
        for (t, reading) in zip(instants, glibc) where rules.offset(at: Int64(t)) != reading.offset {
            if wrong.count < 5 {
                wrong.append("\(Date(timeIntervalSince1970: Double(t))): \(rules.offset(at: Int64(t))) s, glibc \(reading.offset) s")
            }
        }
        #expect(wrong.isEmpty, "\(zone): \(wrong.joined(separator: "; "))")
    }

    @Test("every zone the system has: both sides of each transition, and every fortnight 1901–2040")
    func everyZone() throws {
        let root = ZoneFiles.directory(environment: [:])
        let names = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { name in
            // posix/ and right/ repeat the zones (right/ with leap seconds, which clocks ignore).
            !name.hasPrefix("posix") && !name.hasPrefix("right") && name.first?.isUppercase == true
                && FileManager.default.contents(atPath: root + "/" + name)?.starts(with: Array("TZif".utf8)) == true
        }
        #expect(names.count > 300, "only \(names.count) zone files under \(root)")
        var wrong: [String] = []
        for zone in names.sorted() {
            let rules = try ZoneFiles.rules(named: zone, from: root)
            var instants = Array(stride(from: Self.start, to: Self.end2040, by: 14 * 86_400))
            for t in rules.transitions where t > Int64(Self.start) && t < Int64(Self.end2040) {
                instants += [Int(t) - 1, Int(t)]
            }
            let glibc = try GlibcOracle.readings(zone: zone, at: instants)
            if let (t, r) = zip(instants, glibc).first(where: { rules.offset(at: Int64($0.0)) != $0.1.offset }) {
                wrong.append("\(zone) at \(t): \(rules.offset(at: Int64(t))), glibc \(r.offset)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) zones differ: \(wrong.prefix(10).joined(separator: "; "))")
    }

    @Test("rules past the table: New York's and Sydney's closing rules in 2100, and a fixed zone")
    func closingRules() throws {
        let ny = try #require(PosixZoneRule("EST5EDT,M3.2.0,M11.1.0"))
        // 2100-07-01T12:00Z is summer; 2100-01-15T12:00Z winter.
        #expect(ny.offset(at: 4_118_126_400) == -4 * 3600 && ny.offset(at: 4_103_697_600) == -5 * 3600)
        let sydney = try #require(PosixZoneRule("AEST-10AEDT,M10.1.0,M4.1.0/3"))
        #expect(sydney.offset(at: 4_103_697_600) == 11 * 3600 && sydney.offset(at: 4_118_126_400) == 10 * 3600)
        #expect(PosixZoneRule("<+0545>-5:45")?.offset(at: 0) == Int32(5 * 3600 + 45 * 60))
        #expect(PosixZoneRule("EST5EDT,M3.2.0,M13.1.0") == nil && PosixZoneRule("X5") == nil)
        // What the fuzzer found: offsets no zone has, and digits enough to overflow, are refused.
        #expect(PosixZoneRule("XXX-30") == nil && PosixZoneRule("EST99999999999999999999999") == nil)
        #expect(PosixZoneRule("EST5EDT,M3.2.0/200,M11.1.0") == nil)
        #expect(ZoneRules(fixed: 3600).offset(at: .max) == 3600)
    }

    @Test("a damaged or missing zone file is one reason, not a crash")
    func damaged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tc-zones-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Mars"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/Europe/London"))
        try Data(good.prefix(60)).write(to: folder.appendingPathComponent("Mars/Short"))
        try Data("not a zone".utf8).write(to: folder.appendingPathComponent("Mars/Text"))
        func reason(_ name: String) -> String? {
            do { _ = try ZoneFiles.rules(named: name, from: folder.path); return nil } catch { return error.reason }
        }
        #expect(reason("Mars/Short") == "it ends early")
        #expect(reason("Mars/Text") == "it is not a TZif zone file")
        #expect(reason("Mars/Olympus")?.hasPrefix("there is no zone file") == true)
        #expect(reason("../etc/passwd")?.contains("not a zone name") == true)
        for cut in stride(from: 0, to: good.count, by: 7) {
            _ = try? ZoneRules(tzif: Array(good.prefix(cut)))  // never traps, whatever is cut
        }
    }
}

@Suite("This computer's zone, found as glibc finds it", .serialized)
struct LocalZoneTests {
    /// glibc's offset at each instant with `TZ` set to `value` exactly (or unset), under the
    /// oracle's lock, restored after.
    static func glibcOffsets(tz value: String?, at instants: [Int]) -> [Int32] {
        GlibcOracle.lock.withLock { _ in
            _ = TimeZone.current
            let saved = getenv("TZ").map { String(cString: $0) }
            if let value { setenv("TZ", value, 1) } else { unsetenv("TZ") }
            tzset()
            defer {
                if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
                tzset()
            }
            return instants.map { GlibcOracle.reading($0).offset }
        }
    }

    @Test("TZ as a zone name, a path, a POSIX rule, empty or unset: the offsets glibc gives, 2020–2040", arguments: [
        ":America/New_York", "Asia/Kolkata", "/usr/share/zoneinfo/Australia/Lord_Howe", "EST5EDT,M3.2.0,M11.1.0",
        "<+0545>-5:45", "AEST-10AEDT,M10.1.0,M4.1.0/3", "", "UNSET",
    ])
    func likeGlibc(tz: String) throws {
        var environment: [String: String] = [:]
        if tz != "UNSET" { environment["TZ"] = tz }
        let local = try ZoneFiles.localRules(environment: environment)
        let instants = Array(stride(from: 1_577_836_800, to: 2_240_611_200, by: 6 * 3600 + 60))
        let glibc = Self.glibcOffsets(tz: tz == "UNSET" ? nil : tz, at: instants)
        let differ = zip(instants, glibc).filter { local.rules.offset(at: Int64($0.0)) != $0.1 }
        #expect(differ.isEmpty, "TZ=\(tz): \(differ.count) instants differ, first \(String(describing: differ.first))")
        if tz == ":America/New_York" { #expect(local.name == "America/New_York") }
    }

    @Test("a TZ that is neither a zone nor a rule is one reason naming it")
    func badTZ() {
        do {
            _ = try ZoneFiles.localRules(environment: ["TZ": ":Mars/Olympus"])
            Issue.record("accepted")
        } catch {
            #expect(error.reason.contains("Mars/Olympus"))
        }
    }
}
