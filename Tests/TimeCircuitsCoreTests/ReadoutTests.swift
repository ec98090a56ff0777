import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

/// Protects what each row reads: the wall-clock date and 12-hour time in the city's IANA zone,
/// correct across DST changes, at noon and midnight, in leap years, at odd offsets and far from today.
@Suite("Readout")
struct ReadoutTests {

    /// One expected reading: an instant (ISO 8601 with offset), a zone, and the `line` it must show.
    struct Case: Sendable, CustomTestStringConvertible {
        let instant: String
        let zone: String
        let line: String
        var testDescription: String { "\(instant) in \(zone) → \(line)" }
    }

    private static func check(_ c: Case, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let date = try FrozenDate.parse(c.instant)
        let zone = try #require(Zone(identifier: c.zone), "this machine lacks \(c.zone)", sourceLocation: sourceLocation)
        let readout = Readout(instant: date, zone: zone)
        #expect(readout.line == c.line, "\(c.instant) in \(c.zone)", sourceLocation: sourceLocation)
    }

    // MARK: DST transitions

    static let newYork: [Case] = [
        // Spring forward, Sunday 8 March 2026: 01:59 EST is followed by 03:00 EDT.
        Case(instant: "2026-03-08T06:59Z", zone: "America/New_York", line: "MAR 08 2026  01:59 AM"),
        Case(instant: "2026-03-08T07:00Z", zone: "America/New_York", line: "MAR 08 2026  03:00 AM"),
        // Fall back, Sunday 1 November 2026: 01:59 EDT is followed by 01:00 EST; the hour repeats.
        Case(instant: "2026-11-01T05:59Z", zone: "America/New_York", line: "NOV 01 2026  01:59 AM"),
        Case(instant: "2026-11-01T06:00Z", zone: "America/New_York", line: "NOV 01 2026  01:00 AM"),
        Case(instant: "2026-11-01T06:59Z", zone: "America/New_York", line: "NOV 01 2026  01:59 AM"),
        Case(instant: "2026-11-01T07:00Z", zone: "America/New_York", line: "NOV 01 2026  02:00 AM"),
    ]

    static let london: [Case] = [
        // Spring, Sunday 29 March 2026: 00:59 GMT → 02:00 BST.
        Case(instant: "2026-03-29T00:59Z", zone: "Europe/London", line: "MAR 29 2026  12:59 AM"),
        Case(instant: "2026-03-29T01:00Z", zone: "Europe/London", line: "MAR 29 2026  02:00 AM"),
        // Fall, Sunday 25 October 2026: 01:59 BST → 01:00 GMT.
        Case(instant: "2026-10-25T00:59Z", zone: "Europe/London", line: "OCT 25 2026  01:59 AM"),
        Case(instant: "2026-10-25T01:00Z", zone: "Europe/London", line: "OCT 25 2026  01:00 AM"),
    ]

    static let southernHemisphere: [Case] = [
        // Sydney: DST starts the first Sunday of October, 02:00 AEST → 03:00 AEDT.
        Case(instant: "2026-10-03T15:59Z", zone: "Australia/Sydney", line: "OCT 04 2026  01:59 AM"),
        Case(instant: "2026-10-03T16:00Z", zone: "Australia/Sydney", line: "OCT 04 2026  03:00 AM"),
        // …and ends the first Sunday of April, 03:00 AEDT → 02:00 AEST.
        Case(instant: "2026-04-04T15:59Z", zone: "Australia/Sydney", line: "APR 05 2026  02:59 AM"),
        Case(instant: "2026-04-04T16:00Z", zone: "Australia/Sydney", line: "APR 05 2026  02:00 AM"),
        // Santiago springs forward at midnight: 23:59 on the 5th is followed by 01:00 on the 6th.
        Case(instant: "2026-09-06T03:59Z", zone: "America/Santiago", line: "SEP 05 2026  11:59 PM"),
        Case(instant: "2026-09-06T04:00Z", zone: "America/Santiago", line: "SEP 06 2026  01:00 AM"),
    ]

    @Test(arguments: newYork)
    func newYorkAcrossDST(_ c: Case) throws { try Self.check(c) }

    @Test(arguments: london)
    func londonAcrossDST(_ c: Case) throws { try Self.check(c) }

    @Test(arguments: southernHemisphere)
    func southernHemisphereAcrossDST(_ c: Case) throws { try Self.check(c) }

    @Test func newYorkFallBackRepeatsTheHourWhileUTCMovesOn() throws {
        let zone = try #require(Zone(identifier: "America/New_York"))
        let first = Readout(instant: try FrozenDate.parse("2026-11-01T01:30-04:00"), zone: zone)
        let second = Readout(instant: try FrozenDate.parse("2026-11-01T01:30-05:00"), zone: zone)
        #expect(first == second)
        #expect(first.line == "NOV 01 2026  01:30 AM")
    }

    // MARK: Odd offsets

    static let oddOffsets: [Case] = [
        Case(instant: "2026-01-15T12:00Z", zone: "Asia/Kolkata", line: "JAN 15 2026  05:30 PM"),      // +5:30
        Case(instant: "2026-01-15T12:00Z", zone: "Asia/Kathmandu", line: "JAN 15 2026  05:45 PM"),    // +5:45
        Case(instant: "2026-07-15T12:00Z", zone: "Pacific/Chatham", line: "JUL 16 2026  12:45 AM"),   // +12:45, NZ winter
        Case(instant: "2026-01-15T12:00Z", zone: "Pacific/Chatham", line: "JAN 16 2026  01:45 AM"),   // +13:45, summer
    ]

    @Test(arguments: oddOffsets)
    func halfAndQuarterHourZones(_ c: Case) throws { try Self.check(c) }

    // MARK: 12-hour clock

    static let twelveHour: [(String, Int, Meridiem)] = [
        ("00:00", 12, .am), ("00:59", 12, .am), ("01:00", 1, .am), ("11:59", 11, .am),
        ("12:00", 12, .pm), ("12:59", 12, .pm), ("13:00", 1, .pm), ("23:59", 11, .pm),
    ]

    @Test(arguments: twelveHour)
    func twelveHourClock(time: String, hour: Int, meridiem: Meridiem) throws {
        let utc = try #require(Zone(identifier: "UTC"))
        let r = Readout(instant: try FrozenDate.parse("2026-06-15T\(time)Z"), zone: utc)
        #expect(r.hour == hour)
        #expect(r.meridiem == meridiem)
        #expect(r.minute == Int(time.suffix(2))!)
        #expect((1...12).contains(r.hour))
    }

    @Test func midnightReads12AMAndNoonReads12PM() throws {
        let utc = try #require(Zone(identifier: "UTC"))
        #expect(Readout(instant: try FrozenDate.parse("2026-06-15T00:00Z"), zone: utc).line == "JUN 15 2026  12:00 AM")
        #expect(Readout(instant: try FrozenDate.parse("2026-06-15T12:00Z"), zone: utc).line == "JUN 15 2026  12:00 PM")
    }

    @Test func everyHourOfTheDayMapsToTheTwelveHourDial() throws {
        let utc = try #require(Zone(identifier: "UTC"))
        for hour24 in 0..<24 {
            let r = Readout(instant: try FrozenDate.parse(String(format: "2026-06-15T%02d:30Z", hour24)), zone: utc)
            let expectedHour = hour24 % 12 == 0 ? 12 : hour24 % 12
            #expect(r.hour == expectedHour, "\(hour24):30")
            #expect(r.meridiem == (hour24 < 12 ? .am : .pm), "\(hour24):30")
        }
    }

    // MARK: Dates

    static let dates: [Case] = [
        Case(instant: "2024-02-29T12:00Z", zone: "UTC", line: "FEB 29 2024  12:00 PM"),
        // The film: 1985-10-26 01:21 PDT in Hill Valley, California.
        Case(instant: "1985-10-26T01:21:00-07:00", zone: "America/Los_Angeles", line: "OCT 26 1985  01:21 AM"),
        Case(instant: "2015-10-21T16:29:00-07:00", zone: "America/Los_Angeles", line: "OCT 21 2015  04:29 PM"),
        Case(instant: "2099-07-04T16:00Z", zone: "America/New_York", line: "JUL 04 2099  12:00 PM"),
        Case(instant: "2099-12-31T23:59Z", zone: "Asia/Tokyo", line: "JAN 01 2100  08:59 AM"),
        Case(instant: "1955-11-12T22:04:00-08:00", zone: "America/Los_Angeles", line: "NOV 12 1955  10:04 PM"),
    ]

    @Test(arguments: dates)
    func datesLeapYearsAndFarFromToday(_ c: Case) throws { try Self.check(c) }

    @Test(arguments: 1...12)
    func everyMonthHasItsAbbreviation(month: Int) throws {
        let utc = try #require(Zone(identifier: "UTC"))
        let r = Readout(instant: try FrozenDate.parse(String(format: "2026-%02d-15T12:00Z", month)), zone: utc)
        #expect(r.month == Readout.monthAbbreviations[month - 1])
        #expect(r.month.count == 3 && r.month == r.month.uppercased())
    }

    @Test func monthAbbreviationsAreJanToDec() {
        #expect(Readout.monthAbbreviations == [
            "JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC",
        ])
    }

    // MARK: Digits and line

    @Test func digitStringsHaveLeadingZeros() {
        let r = Readout(month: "JAN", day: 5, year: 1985, hour: 1, minute: 7, meridiem: .am)
        #expect(r.hourDigits == "01")
        #expect(r.dayDigits == "05")
        #expect(r.yearDigits == "1985")
        #expect(r.minuteDigits == "07")
        let late = Readout(month: "DEC", day: 31, year: 2099, hour: 12, minute: 59, meridiem: .pm)
        #expect(late.hourDigits == "12" && late.dayDigits == "31" && late.yearDigits == "2099" && late.minuteDigits == "59")
    }

    @Test func earlyYearsKeepFourDigits() {
        let r = Readout(month: "JAN", day: 1, year: 885, hour: 12, minute: 0, meridiem: .am)
        #expect(r.yearDigits == "0885")
    }

    @Test func lineFormat() throws {
        let r = Readout(month: "OCT", day: 26, year: 1985, hour: 1, minute: 21, meridiem: .am)
        #expect(r.line == "OCT 26 1985  01:21 AM")
        #expect(r.line(separator: " ") == "OCT 26 1985 01:21 AM")
        #expect(r.with(.twentyFour).line(separator: " ") == "OCT 26 1985 01:21", "no lamp lit, no AM or PM")
        let zone = try #require(Zone(identifier: "America/Los_Angeles"))
        let parsed = Readout(instant: try FrozenDate.parse("1985-10-26T01:21:00-07:00"), zone: zone)
        #expect(parsed == r)
    }

    // MARK: ReadoutSource

    @Test func sourceReadsEachCityInItsOwnZone() throws {
        let catalogue = CityCatalogue.standard
        let cities = try CityCatalogue.defaultIDs.map { try #require(catalogue.city(id: $0)) }
        let readouts = ReadoutSource(cities: cities, zones: ShownZones(resolver: .system)).readouts(at: try FrozenDate.parse("2026-01-15T12:00Z"))
        #expect(readouts.map(\.line) == [
            "JAN 15 2026  07:00 AM",   // New York, EST
            "JAN 15 2026  12:00 PM",   // London, GMT
            "JAN 15 2026  08:00 PM",   // Hong Kong, HKT
        ])
    }

    @Test func sourceFallsBackToUTCForAnUnknownZone() throws {
        let nowhere = City(id: "nowhere", name: "Nowhere", country: "None", zone: "Not/A_Zone")
        let readouts = ReadoutSource(cities: [nowhere], zones: ShownZones(resolver: .system)).readouts(at: try FrozenDate.parse("2026-01-15T12:00Z"))
        #expect(readouts.map(\.line) == ["JAN 15 2026  12:00 PM"])
    }
}
