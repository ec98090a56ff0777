import FoundationEssentials

/// A time zone's rules as the system's tz database compiles them: the TZif file of RFC 8536
/// (`/usr/share/zoneinfo/Europe/London`), parsed by the clock itself from the bytes storage reads
/// (`ZoneFiles`), as glibc, Go and Python's `zoneinfo` parse it. The table of transitions covers the zone's history; past its last entry the
/// POSIX TZ rule at the file's end (`GMT0BST,M3.5.0/1,M10.5.0`) says what follows, for ever.
///
/// Only what a readout needs: the offset from UTC at an instant. Leap seconds are ignored, as
/// every civil clock (and glibc's `right/`-less zones) ignores them.
public struct ZoneRules: Sendable, Hashable {
    /// Instants (seconds since 1970, UTC) at which the offset changes, ascending.
    let transitions: [Int64]
    /// The offset (seconds east of UTC) from each transition on.
    let offsets: [Int32]
    /// The offset before the first transition (RFC 8536: local time type 0).
    let initialOffset: Int32
    /// The rule after the last transition; nil when the file has none (a v1 file, or an empty
    /// footer), and the last offset then holds.
    let footer: PosixZoneRule?

    /// Why a zone file could not be read, in words for the one line that names the city.
    public struct Damage: Error, Equatable, Sendable {
        public let reason: String
        public init(reason: String) { self.reason = reason }
    }

    /// Reads a TZif file's bytes (versions 1 to 4).
    public init(tzif bytes: [UInt8]) throws(Damage) {
        var reader = ByteReader(bytes)
        let header = try reader.header()
        var counts = header.counts
        var timeSize = 4
        if header.version >= 2 {
            // The 32-bit block is only for old readers: skip it, read the 64-bit one.
            try reader.skip(counts.dataLength(timeSize: 4))
            counts = try reader.header().counts
            timeSize = 8
        }
        var times: [Int64] = []
        times.reserveCapacity(counts.time)
        for _ in 0..<counts.time { times.append(try timeSize == 8 ? reader.int64() : Int64(reader.int32())) }
        var indices: [Int] = []
        for _ in 0..<counts.time { indices.append(Int(try reader.byte())) }
        var types: [Int32] = []
        for _ in 0..<counts.type {
            types.append(try reader.int32())
            try reader.skip(2)  // is-DST and the abbreviation's index: not shown on the face
        }
        guard !types.isEmpty, indices.allSatisfy({ $0 < types.count }) else {
            throw Damage(reason: "its table names a time type it does not have")
        }
        // RFC 8536: an offset "SHOULD" lie within −25 h and +26 h; nothing on Earth comes close.
        guard types.allSatisfy({ abs(Int($0)) <= Self.largestOffset }) else {
            throw Damage(reason: "its offsets are out of range")
        }
        try reader.skip(counts.char + counts.leap * (timeSize + 4) + counts.isStd + counts.isUT)
        transitions = times
        offsets = indices.map { types[$0] }
        initialOffset = types[0]
        if header.version >= 2 {
            let rest = reader.remainder
            guard rest.first == 0x0A, let end = rest.dropFirst().firstIndex(of: 0x0A) else {
                throw Damage(reason: "its closing rule is missing")
            }
            let text = String(decoding: rest[rest.index(after: rest.startIndex)..<end], as: UTF8.self)
            if text.isEmpty {
                footer = nil
            } else if let rule = PosixZoneRule(text) {
                footer = rule
            } else {
                throw Damage(reason: "its closing rule \(QuotedInput.quoted(text)) cannot be read")
            }
        } else {
            footer = nil
        }
    }

    /// How far from 1970 an instant is taken as it is, in seconds (about 300,000 years).
    static let farthest: Int64 = 10_000_000_000_000

    /// The largest offset from UTC a zone file or rule may give, in seconds.
    static let largestOffset = 26 * 3600

    /// A zone with one offset for ever (UTC, a fixed `Etc/GMT+5`).
    public init(fixed offset: Int32) {
        transitions = []
        offsets = []
        initialOffset = offset
        footer = nil
    }

    /// Seconds east of UTC at `instant` (seconds since 1970, UTC).
    public func offset(at unbounded: Int64) -> Int32 {
        // Past ±300,000 years no calendar arithmetic is asked for (and none can overflow).
        let instant = min(max(unbounded, -Self.farthest), Self.farthest)
        guard let first = transitions.first, instant >= first else {
            // Before the table (or a table-less file): type 0, or the rule when that is all there is.
            return transitions.isEmpty ? footer?.offset(at: instant) ?? initialOffset : initialOffset
        }
        if instant >= transitions[transitions.count - 1], let footer { return footer.offset(at: instant) }
        // The last transition at or before the instant.
        var low = 0, high = transitions.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if transitions[mid] <= instant { low = mid } else { high = mid - 1 }
        }
        return offsets[low]
    }

    /// A zone given by a POSIX TZ rule alone (`TZ=EST5EDT,M3.2.0,M11.1.0`); nil when it is not one.
    public init?(posix text: String) {
        guard let rule = PosixZoneRule(text) else { return nil }
        transitions = []
        offsets = []
        initialOffset = rule.standard
        footer = rule
    }
}

/// The POSIX TZ rule a TZif file ends with: standard time, and optionally a daylight time with
/// the dates it starts and ends each year (RFC 8536 section 3.3, POSIX's TZ variable, with the
/// extensions of version 3: hours from −167 to 167 in the transition times).
struct PosixZoneRule: Sendable, Hashable {
    /// Seconds east of UTC in standard time.
    let standard: Int32
    /// Daylight time, and when it starts and ends (in local time, standard then daylight).
    let daylight: (offset: Int32, start: Moment, end: Moment)?

    /// A day of the year and a time of that day, as the rule writes it.
    struct Moment: Sendable, Hashable {
        enum Day: Sendable, Hashable {
            /// `Jn`: day 1…365, February 29 never counted.
            case julian(Int)
            /// `n`: day 0…365, February 29 counted in leap years.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday d (0 Sunday) of week w (5 the last) of month m.
            case monthWeek(month: Int, week: Int, weekday: Int)
        }
        let day: Day
        /// Seconds after local midnight; may be negative or past a day.
        let time: Int
    }

    static func == (a: Self, b: Self) -> Bool {
        a.standard == b.standard && a.daylight?.offset == b.daylight?.offset
            && a.daylight?.start == b.daylight?.start && a.daylight?.end == b.daylight?.end
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(standard)
        hasher.combine(daylight?.offset)
    }

    init?(_ text: String) {
        var p = RuleScanner(Array(text.utf8))
        guard p.name(), let std = p.offset(), abs(std) <= ZoneRules.largestOffset else { return nil }
        standard = Int32(-std)
        if p.atEnd {
            daylight = nil
            return
        }
        guard p.name() else { return nil }
        var dst = -std + 3600
        if let given = p.offset() {
            guard abs(given) <= ZoneRules.largestOffset else { return nil }
            dst = -given
        }
        // Without dates POSIX leaves the rule to the implementation; tzcode uses the US rule.
        var start = Moment(day: .monthWeek(month: 3, week: 2, weekday: 0), time: 7200)
        var end = Moment(day: .monthWeek(month: 11, week: 1, weekday: 0), time: 7200)
        if p.take(",") {
            guard let s = p.moment(), p.take(","), let e = p.moment() else { return nil }
            start = s
            end = e
        }
        guard p.atEnd else { return nil }
        daylight = (Int32(dst), start, end)
    }

    /// Seconds east of UTC at `instant`.
    func offset(at instant: Int64) -> Int32 {
        guard let dst = daylight else { return standard }
        // The local year the instant falls in, by standard time; the year either side is checked
        // too, since a rule's times can reach across New Year (southern zones, v3 hours).
        let year = CivilDateTime.civil(fromDays: Self.floorDiv(instant + Int64(standard), 86_400)).year
        for y in [year - 1, year, year + 1] {
            let start = instantOf(dst.start, year: y, offset: standard)
            var end = instantOf(dst.end, year: y, offset: dst.offset)
            // Southern zones: daylight time starts late in one year and ends in the next.
            if end <= start { end = instantOf(dst.end, year: y + 1, offset: dst.offset) }
            if instant >= start && instant < end { return dst.offset }
        }
        return standard
    }

    /// The UTC instant of `moment` in `year`, written in local time at `offset`.
    private func instantOf(_ moment: Moment, year: Int, offset: Int32) -> Int64 {
        let day: Int
        switch moment.day {
        case .julian(let n):
            // Day n of a 365-day year: from March on, a leap year's February 29 is stepped over.
            day = CivilDateTime.days(year: year, month: 1, day: 1) + n - 1 + (CivilDateTime.isLeap(year) && n >= 60 ? 1 : 0)
        case .zeroBased(let n):
            day = CivilDateTime.days(year: year, month: 1, day: 1) + n
        case .monthWeek(let month, let week, let weekday):
            let first = CivilDateTime.days(year: year, month: month, day: 1)
            // 1970-01-01 was a Thursday (weekday 4).
            let firstWeekday = ((first + 4) % 7 + 7) % 7
            var d = first + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            let length = CivilDateTime.daysIn(month: month, year: year)
            while d >= first + length { d -= 7 }
            day = d
        }
        return Int64(day) * 86_400 + Int64(moment.time) - Int64(offset)
    }

    static func floorDiv(_ a: Int64, _ b: Int64) -> Int {
        Int(a >= 0 ? a / b : (a - b + 1) / b)
    }
}

/// Reads a TZ rule's text: names, offsets, dates and times.
private struct RuleScanner {
    let bytes: [UInt8]
    var i = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { i == bytes.count }

    mutating func take(_ c: Character) -> Bool {
        guard i < bytes.count, bytes[i] == c.asciiValue else { return false }
        i += 1
        return true
    }

    /// `EST` (three or more letters) or `<+0330>` (anything between angle brackets).
    mutating func name() -> Bool {
        if take("<") {
            while i < bytes.count, bytes[i] != UInt8(ascii: ">") { i += 1 }
            return take(">")
        }
        let start = i
        while i < bytes.count, (bytes[i] | 0x20) >= UInt8(ascii: "a"), (bytes[i] | 0x20) <= UInt8(ascii: "z") { i += 1 }
        return i - start >= 3
    }

    private mutating func number() -> Int? {
        let start = i
        var n = 0
        while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
            // Bounded, so a run of digits cannot overflow; no field is anywhere near it.
            n = min(n * 10 + Int(bytes[i] - UInt8(ascii: "0")), 1_000_000)
            i += 1
        }
        return i > start ? n : nil
    }

    /// `[+-]h[h][:mm[:ss]]` in seconds, the sign as written.
    mutating func offset() -> Int? {
        let negative = take("-")
        if !negative { _ = take("+") }
        guard let h = number() else { return nil }
        var seconds = h * 3600
        if take(":") {
            guard let m = number() else { return nil }
            seconds += m * 60
            if take(":") {
                guard let s = number() else { return nil }
                seconds += s
            }
        }
        return negative ? -seconds : seconds
    }

    /// A date and an optional `/time` (02:00 when left out).
    mutating func moment() -> PosixZoneRule.Moment? {
        let day: PosixZoneRule.Moment.Day
        if take("J") {
            guard let n = number(), (1...365).contains(n) else { return nil }
            day = .julian(n)
        } else if take("M") {
            guard let m = number(), take("."), let w = number(), take("."), let d = number(),
                  (1...12).contains(m), (1...5).contains(w), (0...6).contains(d) else { return nil }
            day = .monthWeek(month: m, week: w, weekday: d)
        } else {
            guard let n = number(), (0...365).contains(n) else { return nil }
            day = .zeroBased(n)
        }
        var time = 7200
        if take("/") {
            // Version 3 files allow −167 to 167 hours.
            guard let t = offset(), abs(t) <= 167 * 3600 else { return nil }
            time = t
        }
        return PosixZoneRule.Moment(day: day, time: time)
    }
}

/// Big-endian reads over a TZif file, each checked against its end.
private struct ByteReader {
    let bytes: [UInt8]
    var i = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    struct Counts {
        var isUT = 0, isStd = 0, leap = 0, time = 0, type = 0, char = 0

        func dataLength(timeSize: Int) -> Int {
            time * timeSize + time + type * 6 + char + leap * (timeSize + 4) + isStd + isUT
        }
    }

    var remainder: ArraySlice<UInt8> { bytes[i...] }

    mutating func skip(_ n: Int) throws(ZoneRules.Damage) {
        guard n >= 0, i + n <= bytes.count else { throw ZoneRules.Damage(reason: "it ends early") }
        i += n
    }

    mutating func byte() throws(ZoneRules.Damage) -> UInt8 {
        guard i < bytes.count else { throw ZoneRules.Damage(reason: "it ends early") }
        defer { i += 1 }
        return bytes[i]
    }

    mutating func int32() throws(ZoneRules.Damage) -> Int32 {
        var v: UInt32 = 0
        for _ in 0..<4 { v = v << 8 | UInt32(try byte()) }
        return Int32(bitPattern: v)
    }

    mutating func int64() throws(ZoneRules.Damage) -> Int64 {
        var v: UInt64 = 0
        for _ in 0..<8 { v = v << 8 | UInt64(try byte()) }
        return Int64(bitPattern: v)
    }

    mutating func header() throws(ZoneRules.Damage) -> (version: Int, counts: Counts) {
        guard i + 44 <= bytes.count, bytes[i..<i + 4].elementsEqual("TZif".utf8) else {
            throw ZoneRules.Damage(reason: "it is not a TZif zone file")
        }
        let v = bytes[i + 4]
        let version = v == 0 ? 1 : Int(v) - Int(UInt8(ascii: "0"))
        i += 20
        var c = Counts()
        c.isUT = Int(try int32()); c.isStd = Int(try int32()); c.leap = Int(try int32())
        c.time = Int(try int32()); c.type = Int(try int32()); c.char = Int(try int32())
        guard [c.isUT, c.isStd, c.leap, c.time, c.type, c.char].allSatisfy({ $0 >= 0 && $0 < 1 << 20 }) else {
            throw ZoneRules.Damage(reason: "its counts are out of range")
        }
        return (max(1, version), c)
    }
}
