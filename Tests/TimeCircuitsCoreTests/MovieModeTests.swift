import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

@Suite("Movie mode: dates, typed destinations, travel and return, the state file")
struct MovieModeTests {
    static let utc = Zone(identifier: "UTC")!
    static let newYork = Zone(identifier: "America/New_York")!
    static func at(_ iso: String) -> Date { try! FrozenDate.parse(iso) }
    static func date(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0) -> CivilDateTime {
        CivilDateTime(year: y, month: mo, day: d, hour: h, minute: mi)!
    }

    // MARK: Dates

    @Test("impossible dates are refused: month 13, FEB 30, FEB 29 of a common year, 24:00, :60, year 0 and 10000")
    func impossible() {
        #expect(CivilDateTime(year: 1955, month: 13, day: 1, hour: 0, minute: 0) == nil)
        #expect(CivilDateTime(year: 1955, month: 2, day: 30, hour: 0, minute: 0) == nil)
        #expect(CivilDateTime(year: 1900, month: 2, day: 29, hour: 0, minute: 0) == nil, "1900 is no leap year")
        #expect(CivilDateTime(year: 2000, month: 2, day: 29, hour: 0, minute: 0) != nil, "2000 is")
        #expect(CivilDateTime(year: 1955, month: 11, day: 5, hour: 24, minute: 0) == nil)
        #expect(CivilDateTime(year: 1955, month: 11, day: 5, hour: 23, minute: 60) == nil)
        #expect(CivilDateTime(year: 0, month: 12, day: 25, hour: 0, minute: 0) == nil)
        #expect(CivilDateTime(year: 10000, month: 1, day: 1, hour: 0, minute: 0) == nil)
    }

    @Test("days are counted on the proleptic Gregorian calendar, also before 1582", arguments: [
        (1970, 1, 1, 0), (2000, 3, 1, 11017), (1955, 11, 5, -5171), (1, 1, 1, -719_162), (1582, 10, 4, -141_438),
        (1582, 10, 15, -141_427), (9999, 12, 31, 2_932_896),
    ])
    func days(y: Int, m: Int, d: Int, expected: Int) {
        #expect(CivilDateTime.days(year: y, month: m, day: d) == expected)
        #expect(CivilDateTime(minutes: expected * 1440 + 61) == Self.date(y, m, d, 1, 1), "and back")
    }

    @Test("ISO text in and out; anything else is refused")
    func iso() {
        #expect(CivilDateTime.parse("1955-11-05T06:00") == Self.date(1955, 11, 5, 6, 0))
        #expect(CivilDateTime.parse("0001-01-01 00:00:00") == Self.date(1, 1, 1))
        #expect(Self.date(1776, 7, 4, 9, 5).description == "1776-07-04T09:05")
        for bad in ["1955-11-05", "1955-13-05T06:00", "55-11-05T06:00", "1955-11-05T6:00", "1955-11-05T06:00:30", "", "０１"] {
            #expect(CivilDateTime.parse(bad) == nil, "\(bad)")
        }
    }

    @Test("a wall-clock reading and its instant round-trip in a zone with DST; a skipped reading shows an hour on")
    func zones() {
        let summer = Self.date(2026, 7, 4, 12, 30)
        #expect(CivilDateTime(instant: summer.instant(in: Self.newYork), zone: Self.newYork) == summer)
        #expect(summer.instant(in: Self.newYork) == Self.at("2026-07-04T16:30:00Z"))
        let repeated = Self.date(2026, 11, 1, 1, 30)
        #expect(repeated.instant(in: Self.newYork) == Self.at("2026-11-01T05:30:00Z"), "the first 01:30, in EDT")
        let skipped = Self.date(2026, 3, 8, 2, 30)
        #expect(CivilDateTime(instant: skipped.instant(in: Self.newYork), zone: Self.newYork) == Self.date(2026, 3, 8, 3, 30))
    }

    // MARK: Typing

    static func entry(_ digits: String) -> DestinationEntry {
        var e = DestinationEntry(at: Self.at("2026-01-01T00:00:00Z"))
        for c in digits { _ = e.type(c.wholeNumberValue!, at: Self.at("2026-01-01T00:00:00Z")) }
        return e
    }
    static let current = Self.date(1955, 11, 5, 6, 0)

    @Test("the three formats: mmddyyyy keeps the time, mmddyyyyhhMM sets both, hhMM keeps the date")
    func formats() {
        #expect(Self.entry("07041776").destination(replacing: Self.current) == .success(Self.date(1776, 7, 4, 6, 0)))
        #expect(Self.entry("102120151629").destination(replacing: Self.current) == .success(Self.date(2015, 10, 21, 16, 29)))
        #expect(Self.entry("2204").destination(replacing: Self.current) == .success(Self.date(1955, 11, 5, 22, 4)))
    }

    @Test("refusals: a wrong count of digits, and impossible dates and times", arguments: [
        ("", DestinationEntry.Refusal.incomplete), ("1", .incomplete), ("110519", .incomplete), ("1105195506", .incomplete),
        ("13051955", .impossible), ("02301955", .impossible), ("12250000", .impossible), ("2461", .impossible),
        ("2400", .impossible), ("110519552360", .impossible), ("00051955", .impossible),
    ])
    func refusals(digits: String, refusal: DestinationEntry.Refusal) {
        #expect(Self.entry(digits).destination(replacing: Self.current) == .failure(refusal))
    }

    @Test("at most twelve digits; Backspace takes one back; ten idle seconds abandon the entry")
    func editing() {
        var e = Self.entry("110519550600")
        let typedThirteenth = e.type(1, at: Self.at("2026-01-01T00:00:01Z"))
        #expect(!typedThirteenth)
        let tookBack = e.backspace(at: Self.at("2026-01-01T00:00:02Z"))
        #expect(tookBack && e.digits.count == 11)
        #expect(!e.hasTimedOut(at: Self.at("2026-01-01T00:00:11Z")))
        #expect(e.hasTimedOut(at: Self.at("2026-01-01T00:00:12Z")))
        var empty = DestinationEntry(at: Self.at("2026-01-01T00:00:00Z"))
        let nothing = empty.backspace(at: Self.at("2026-01-01T00:00:00Z"))
        #expect(!nothing)
    }

    @Test("typed digits show in the row as they come: two month digits read as the month's letters, the rest blink")
    func entryLights() {
        let old = Self.current
        let typed = Self.entry("0704")
        let on = typed.lights(over: old, cycle: .twelve, blinkOn: true)
        let off = typed.lights(over: old, cycle: .twelve, blinkOn: false)
        let july = RowLights(readout: Readout(month: "JUL", day: 4, year: 1955, hour: 6, minute: 0, meridiem: .am))
        #expect(on.masks(of: .month) == july.masks(of: .month) && on.masks(of: .day) == july.masks(of: .day))
        #expect(on.masks(of: .year) == RowLights(readout: old.readout()).masks(of: .year), "the old year, blinking")
        #expect(on.level(of: .year) == 1 && off.level(of: .year) == 0 && off.level(of: .month) == 1)
        #expect(off.am == 0 && on.am == 1, "the lamp blinks with the hour still to come")
        let half = Self.entry("1").lights(over: old, cycle: .twelve, blinkOn: false)
        #expect(half.masks(of: .month) == [FaceContent.litMask(.fourteen, "1"), 0, 0])
        let hour = Self.entry("1105195522").lights(over: old, cycle: .twelve, blinkOn: true)
        #expect(Array(hour.masks(of: .hour)) == [FaceContent.litMask(.seven, "1"), FaceContent.litMask(.seven, "0")])
        #expect(hour.pm == 1 && hour.am == 0, "typed as 22, shown as 10 PM")
    }

    // MARK: Travel and return

    @Test("travel: the present becomes the destination and runs on from it; LAST TIME DEPARTED is the present left")
    func travel() {
        let wall = Self.at("2026-11-23T09:15:40Z")
        let state = MovieState.film.travelled(at: wall, zone: Self.utc)
        #expect(state.departed == Self.date(2026, 11, 23, 9, 15))
        #expect(state.destination == MovieState.film.destination)
        #expect(state.present(at: wall, zone: Self.utc) == Self.date(1955, 11, 5, 6, 0))
        #expect(state.present(at: wall + 19, zone: Self.utc) == Self.date(1955, 11, 5, 6, 0))
        #expect(state.present(at: wall + 20, zone: Self.utc) == Self.date(1955, 11, 5, 6, 1), "turns with the wall clock's minute")
        #expect(state.present(at: wall + 86_400, zone: Self.utc) == Self.date(1955, 11, 6, 6, 0))

        let back = state.returned(at: wall + 3600, zone: Self.utc)
        #expect(back.presentOffsetMinutes == 0)
        #expect(back.departed == Self.date(1955, 11, 5, 7, 0))
        #expect(back.present(at: wall + 3600, zone: Self.utc) == Self.date(2026, 11, 23, 10, 15))
    }

    @Test("a travelled present runs across its zone's DST change like a real clock: 01:59 EST, then 03:00 EDT")
    func presentAcrossDST() {
        var state = MovieState.film
        state.destination = Self.date(2026, 3, 8, 1, 58)
        let wall = Self.at("2026-11-23T09:15:00Z")
        let travelled = state.travelled(at: wall, zone: Self.newYork)
        #expect(travelled.present(at: wall, zone: Self.newYork) == Self.date(2026, 3, 8, 1, 58))
        #expect(travelled.present(at: wall + 60, zone: Self.newYork) == Self.date(2026, 3, 8, 1, 59))
        #expect(travelled.present(at: wall + 120, zone: Self.newYork) == Self.date(2026, 3, 8, 3, 0))
    }

    @Test("far travels: JUL 04 1776 and DEC 31 9999 run on; past year 9999 the present row goes dark")
    func farTravels() {
        var state = MovieState.film
        state.destination = Self.date(9999, 12, 31, 23, 59)
        let wall = Self.at("2026-11-23T09:15:00Z")
        let t = state.travelled(at: wall, zone: Self.utc)
        #expect(t.present(at: wall, zone: Self.utc) == Self.date(9999, 12, 31, 23, 59))
        #expect(t.present(at: wall + 60, zone: Self.utc) == nil)
        state.destination = Self.date(1776, 7, 4, 9, 0)
        #expect(state.travelled(at: wall, zone: Self.newYork).present(at: wall, zone: Self.newYork) == Self.date(1776, 7, 4, 9, 0))
    }

    // MARK: State file

    @Test("the state file round-trips and writes nothing else")
    func stateRoundTrip() {
        var state = MovieState.film.travelled(at: Self.at("2026-11-23T09:15:40Z"), zone: Self.newYork)
        state.mode = .movie
        let text = StateFile.serialize(state)
        let parsed = StateFile.parse(text)
        #expect(parsed.state == state && parsed.warnings.isEmpty)
        #expect(text.contains("mode = movie") && text.contains("destination = 1955-11-05T06:00"))
    }

    @Test("a damaged state file: one warning per problem naming its line, the rest used")
    func stateDamage() {
        let (state, warnings) = StateFile.parse("version = 1\nmode = film\ndestination = 1955-02-30T06:00\ndeparted = 1885-09-02T08:00\nbogus\n")
        #expect(state.mode == .world && state.destination == MovieState.film.destination)
        #expect(state.departed == Self.date(1885, 9, 2, 8, 0))
        #expect(warnings.count == 3)
        #expect(warnings[0].hasPrefix("line 2:") && warnings[1].hasPrefix("line 3:") && warnings[2].hasPrefix("line 5:"))
        #expect(StateFile.parse("version = 2\nmode = movie\n").state == .film, "a newer file is not guessed at")
    }

    @Test("on disk: a missing file is the film's trip, a damaged one is left as it is until the state changes, then kept as .bad")
    func stateOnDisk() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tc-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        var file = StateFile(location: SettingsLocation(directory: dir, fileName: SettingsLocation.stateFileName))
        let fresh = file.load()
        #expect(fresh.state == .film && fresh.warning == nil)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let damaged = "mode = movie\nmode = sideways\n"
        try damaged.write(to: file.disk.location.file, atomically: true, encoding: .utf8)
        let loaded = file.load()
        #expect(loaded.state.mode == .movie)
        #expect(loaded.warning?.contains("line 2") == true && loaded.warning?.contains("state.conf") == true)
        #expect(try String(contentsOf: file.disk.location.file, encoding: .utf8) == damaged, "loading never writes")
        try file.save(loaded.state)
        #expect(try String(contentsOf: file.disk.location.damagedCopy, encoding: .utf8) == damaged)
        #expect(StateFile.parse(try String(contentsOf: file.disk.location.file, encoding: .utf8)).warnings.isEmpty)
    }

    @Test("the state lives under XDG_STATE_HOME, or ~/.local/state")
    func stateLocation() {
        #expect(SettingsLocation.state(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.file.path == "/s/timecircuits/state.conf")
        #expect(SettingsLocation.state(environment: ["HOME": "/h"])?.file.path == "/h/.local/state/timecircuits/state.conf")
        #expect(SettingsLocation.state(environment: ["XDG_STATE_HOME": "relative"]) == nil)
    }
}
