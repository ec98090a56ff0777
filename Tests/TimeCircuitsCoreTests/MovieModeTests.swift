import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

@Suite("Movie mode: dates, typed destinations, travel and return, the state file; the clock model's keypad, T, R and mode")
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

    @Test("travel: the present becomes the destination and runs on from it; LAST TIME DEPARTED is the present left; T does it in the model, saved")
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

        // The model's T at the same instant: the rows show it, and the trip is saved.
        var m = ClockFixture.model(at: Self.t0, mode: .movie)
        let effects = Self.send(&m, [ClockFixture.key(Keysym.t)])
        #expect(m.animation.map { if case .timeTravel = $0.kind { true } else { false } } == true)
        let rows = m.content(at: Self.t0 + 20).rows
        #expect(rows[1].readout?.line == "NOV 05 1955  06:01 AM")
        #expect(rows[2].readout?.line == "NOV 23 2026  09:15 AM")
        #expect(Self.savedStates(effects).count == 1 && Self.savedStates(effects)[0].presentOffsetMinutes != 0)
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

    // MARK: The clock model in movie mode

    static let t0 = try! FrozenDate.parse("2026-11-23T09:15:40Z")
    static func digits(_ text: String) -> [ClockInput] {
        text.map { ClockFixture.key(Keysym.digits.lowerBound + UInt32($0.wholeNumberValue!)) }
    }
    static let enter = ClockFixture.key(Keysym.returnKey)

    static func send(_ m: inout ClockModel, _ inputs: [ClockInput], at t: Date = t0) -> [ClockEffect] {
        inputs.flatMap { m.handle($0, at: t) }
    }

    static func savedStates(_ effects: [ClockEffect]) -> [MovieState] {
        effects.compactMap { if case .saveState(let s) = $0 { s.mine } else { nil } }
    }

    @Test("movie rows: the plates, the destination, the running present and the last departure")
    func rows() {
        let m = ClockFixture.model(at: Self.t0, mode: .movie)
        let rows = m.content(at: Self.t0).rows
        #expect(rows.map(\.plateName) == [MoviePlate.destination, MoviePlate.present, MoviePlate.departed])
        #expect(rows[0].readout?.line == "NOV 05 1955  06:00 AM")
        #expect(rows[1].readout?.line == "NOV 23 2026  09:15 AM")
        #expect(rows[2].readout?.line == "OCT 26 1985  01:20 AM")
        #expect(m.face.roles == [.destination, .present, .departed])
    }

    @Test("typing shows the entry in the red row; Enter sets the destination and saves the state")
    func typeAndEnter() {
        var m = ClockFixture.model(at: Self.t0, mode: .movie)
        _ = Self.send(&m, Self.digits("0704"))
        guard case .animation(let frame, _) = m.frame(at: Self.t0).picture else { Issue.record("no entry shown"); return }
        #expect(frame.rows[0].masks(of: .month) == RowLights(readout: Readout(month: "JUL", day: 4, year: 1955, hour: 6, minute: 0, meridiem: .am)).masks(of: .month))
        #expect(m.nextWake(after: Self.t0)! <= ColonClock.nextEdge(after: Self.t0), "the fields to come blink")
        let effects = Self.send(&m, Self.digits("1776") + [Self.enter])
        #expect(m.entry == nil && effects.contains(.endAnimation))
        #expect(m.face.movie.destination == CivilDateTime(year: 1776, month: 7, day: 4, hour: 6, minute: 0))
        #expect(Self.savedStates(effects).map(\.destination) == [m.face.movie.destination])
        if case .animation = m.frame(at: Self.t0).picture { Issue.record("still showing the entry") }
    }

    @Test("an impossible destination blinks the row, keeps the old destination and saves nothing")
    func refusal() {
        var m = ClockFixture.model(at: Self.t0, mode: .movie)
        let effects = Self.send(&m, Self.digits("02301955") + [Self.enter])
        #expect(m.face.movie.destination == MovieState.film.destination)
        #expect(Self.savedStates(effects).isEmpty)
        #expect(m.animation?.kind == .refusal(slot: 0))
        guard case .animation(let frame, _) = m.frame(at: Self.t0 + 0.05).picture else { Issue.record("no blink"); return }
        #expect(frame.rows[0].levels.allSatisfy { $0 == 0 } && frame.rows[1].levels.allSatisfy { $0 == 1 })
        #expect(m.handle(.tick, at: Self.t0 + FaceAnimation.refusalDuration + 0.01).contains(.endAnimation))
        let incomplete = Self.send(&m, Self.digits("110") + [Self.enter])
        #expect(Self.savedStates(incomplete).isEmpty && m.animation?.kind == .refusal(slot: 0))
    }

    @Test("Backspace takes a digit back, Esc abandons the entry, and ten idle seconds do too")
    func abandon() {
        var m = ClockFixture.model(at: Self.t0, mode: .movie)
        _ = Self.send(&m, Self.digits("123") + [ClockFixture.key(Keysym.backspace)])
        #expect(m.entry?.digits == [1, 2])
        #expect(Self.send(&m, [ClockFixture.key(Keysym.escape)]) == [.endAnimation] && m.entry == nil)
        _ = Self.send(&m, Self.digits("1"))
        #expect(m.nextWake(after: Self.t0 + 9.9)! <= Self.t0 + DestinationEntry.timeout)
        #expect(!m.handle(.tick, at: Self.t0 + 9.9).contains(.endAnimation))
        #expect(m.handle(.tick, at: Self.t0 + 10).contains(.endAnimation) && m.entry == nil)
        #expect(m.face.movie.destination == MovieState.film.destination)
    }

    @Test("digits during an animation end it and start the entry; in world mode they do nothing")
    func digitsElsewhere() {
        var m = ClockFixture.model(at: Self.t0, mode: .movie)
        _ = Self.send(&m, [ClockFixture.key(Keysym.t)])
        #expect(m.animation != nil)
        #expect(Self.send(&m, Self.digits("1")).first == .endAnimation)
        #expect(m.animation == nil && m.entry?.digits == [1])
        var world = ClockFixture.model(at: Self.t0, mode: .world)
        #expect(Self.send(&world, Self.digits("1105")).isEmpty && world.entry == nil)
    }

    @Test("R returns: the real present again, LAST TIME DEPARTED where you left from; R in world mode does nothing")
    func returnToPresent() {
        var m = ClockFixture.model(at: Self.t0, mode: .movie)
        _ = Self.send(&m, [ClockFixture.key(Keysym.t)])
        let effects = Self.send(&m, [ClockFixture.key(Keysym.r)], at: Self.t0 + 120)
        let rows = m.content(at: Self.t0 + 120).rows
        #expect(rows[1].readout?.line == "NOV 23 2026  09:17 AM")
        #expect(rows[2].readout?.line == "NOV 05 1955  06:02 AM")
        #expect(Self.savedStates(effects).map(\.presentOffsetMinutes) == [0])
        var world = ClockFixture.model(at: Self.t0, mode: .world)
        #expect(Self.savedStates(Self.send(&world, [ClockFixture.key(Keysym.r)])).isEmpty)
        #expect(world.face.movie.presentOffsetMinutes == 0)
    }

    @Test("the menu's Movie Mode switches modes by time travel and is saved as state; its check mark follows")
    func modeToggle() {
        var m = ClockFixture.model(at: Self.t0, mode: .world)
        _ = Self.send(&m, [.pointer(.button(3, pressed: true, at: Point(100, 20), root: Point(100, 20)))])
        #expect(!m.panel.displayChecks.contains(.toggleMode))
        let item = m.panel.menuLayout!.frame(of: .movieMode)!.center
        let effects = Self.send(&m, [.pointer(.button(1, pressed: true, at: item, root: item))])
        #expect(m.face.movie.mode == .movie && m.panel.displayChecks.contains(.toggleMode))
        #expect(Self.savedStates(effects).map(\.mode) == [.movie])
        #expect(m.animation != nil)
    }

    @Test("with animations off, a travel changes the rows at once")
    func travelWithoutAnimations() {
        var m = ClockFixture.model(at: Self.t0, mode: .movie, overrides: LaunchOverrides(noIntro: true, noAnimations: true))
        _ = Self.send(&m, [ClockFixture.key(Keysym.t)])
        #expect(m.animation == nil)
        #expect(m.content(at: Self.t0).rows[1].readout?.line == "NOV 05 1955  06:00 AM")
    }

    @Test("--destination and --mode for one run: shown, and no state is saved")
    func flagsSaveNothing() {
        let setup = ClockSetup(file: nil, state: .film,
                               overrides: LaunchOverrides(noIntro: true, mode: .movie,
                                                          destination: CivilDateTime(year: 2015, month: 10, day: 21, hour: 16, minute: 29)),
                               localZone: Self.utc, zones: .system)
        var m = ClockModel(setup: setup, width: 520, height: 335, seed: 1)
        #expect(m.content(at: Self.t0).rows[0].readout?.line == "OCT 21 2015  04:29 PM")
        #expect(Self.savedStates(Self.send(&m, [ClockFixture.key(Keysym.t)])).isEmpty)
    }
}

@Suite("Movie mode's decorative cycle through the films' trips")
struct FilmCycleTests {
    static let utc = Zone(identifier: "UTC")!
    /// A whole hour: the start of a turn for every choice of minutes.
    static let hour = try! FrozenDate.parse("2026-11-23T09:00:00Z")

    @Test("the trips are real dates in story order, starting with Einstein's minute")
    func trips() {
        #expect(FilmTrips.all.count >= 9)
        #expect(FilmTrips.all[0].destination.description == "1985-10-26T01:21")
        #expect(FilmTrips.all.contains { $0.destination.description == "2015-10-21T16:29" })
        #expect(FilmTrips.all.contains { $0.destination.description == "1885-09-02T08:00" })
    }

    @Test("the trip shown is a function of the wall clock: each turn of the cycle the next one, round and round")
    func turns() {
        let state = MovieState.film
        let count = FilmTrips.all.count
        let turn = Int(Self.hour.timeIntervalSince1970 / 600)
        #expect(state.shownTrip(at: Self.hour, cycleMinutes: 10) == FilmTrips.all[turn % count])
        #expect(state.shownTrip(at: Self.hour + 599, cycleMinutes: 10) == FilmTrips.all[turn % count])
        #expect(state.shownTrip(at: Self.hour + 600, cycleMinutes: 10) == FilmTrips.all[(turn + 1) % count])
        #expect(state.shownTrip(at: Self.hour, cycleMinutes: nil) == FilmTrips.Trip(departed: state.departed, destination: state.destination))
    }

    @Test("each turn is typed into the DESTINATION TIME row, digit by digit, and the new trip then shows")
    func typedTurn() {
        var m = ClockFixture.model(at: Self.hour, settings: { $0.cycleMinutes = 5 }, mode: .movie, tick: Self.hour)
        let next = Self.hour + 300
        _ = m.handle(.tick, at: next)
        guard case .typing(_, _, let digits, _)? = m.animation?.kind else { Issue.record("no typing"); return }
        #expect(digits == DestinationEntry.digits(for: m.face.shownTrip(at: next).destination))
        guard case .animation(let frame, _) = m.frame(at: next + 0.05).picture else { Issue.record("no frame"); return }
        #expect(frame.rows[0].masks(of: .month).first == FaceContent.litMask(.fourteen, Character(String(digits[0]))))
        let done = next + Double(digits.count) * FaceAnimation.typingStep + 1
        #expect(m.handle(.tick, at: done).contains(.endAnimation))
        #expect(m.content(at: done).rows[0].readout == m.face.shownTrip(at: next).destination.readout())
    }

    @Test("a trip made by hand holds the cycle back for 30 minutes, and leaves from the trip shown")
    func manualPause() {
        var m = ClockFixture.model(at: Self.hour, settings: { $0.cycleMinutes = 5 }, mode: .movie, tick: Self.hour)
        let shown = m.face.shownTrip(at: Self.hour)
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.t)), at: Self.hour + 1)
        #expect(m.content(at: Self.hour + 1).rows[1].readout == shown.destination.readout(), "travelled to what showed")
        #expect(m.face.shownTrip(at: Self.hour + 600).destination == shown.destination, "paused")
        #expect(m.face.shownTrip(at: Self.hour + 1 + 1800).destination != shown.destination || FilmTrips.all.count == 1,
                "cycling again after half an hour")
        let text = StateFile.serialize(m.face.movie)
        #expect(StateFile.parse(text).state == m.face.movie && text.contains("cycle-paused-until = 2026-11-23T09:30:01Z"))
    }

    @Test("the cycle setting: in the settings file, 5-60 minutes; --cycle off overrides it for a run")
    func setting() {
        let parsed = SettingsFile.parse("cities = london\ncycle = 15\n")
        #expect(parsed.settings.cycleMinutes == 15 && parsed.warnings.isEmpty)
        #expect(SettingsFile.parse("cities = london\ncycle = 7\n").warnings.first?.contains("line 2") == true)
        #expect(SettingsFile.serialize(parsed.settings).contains("cycle = 15"))
        let setup = ClockSetup(file: LoadedSettings(settings: parsed.settings, warning: nil), overrides: LaunchOverrides(), localZone: .current, zones: .system)
        #expect(setup.face.cycleMinutes == 15)
        var off = LaunchOverrides()
        off.cycleMinutes = 0
        #expect(ClockSetup(file: LoadedSettings(settings: parsed.settings, warning: nil), overrides: off, localZone: .current, zones: .system).face.cycleMinutes == nil)
    }
}

@Suite("The settings overlay in movie mode")
struct MovieOverlayTests {
    static let t0 = try! FrozenDate.parse("2026-11-23T09:15:40Z")
    static let tokyo = CityCatalogue.standard.city(id: "tokyo")!

    static func saves(_ effects: [ClockEffect]) -> [Settings] {
        effects.compactMap { if case .saveSettings(let s) = $0 { s.mine } else { nil } }
    }

    @Test("the panel shows movie mode: its title, and rows for the destination, the present and the film trips")
    func shows() {
        var m = ClockFixture.model(at: Self.t0, mode: .movie, overrides: LaunchOverrides(noIntro: true, noAnimations: true))
        _ = m.handle(ClockFixture.key(Keysym.comma, .control), at: Self.t0)
        #expect(m.overlay.isOpen && m.panel.mode == .movie && m.panel.titleText == "MOVIE")
        let rows = m.panel.movie.rows()
        #expect(rows[0].name == "Destination: NOV 05 1955  06:00 AM")
        #expect(rows[1].name == "Present time: this computer")
        #expect(rows[1].detail.hasPrefix(Zone(identifier: "UTC")!.identifier), "names this computer's zone")
        #expect(rows[2].name == "Film trips: Off")
    }

    @Test("a city searched and chosen becomes the present's, saved; Delete on its row goes back to this computer")
    func presentCity() {
        var m = ClockFixture.model(at: Self.t0, mode: .movie, overrides: LaunchOverrides(noIntro: true, noAnimations: true))
        _ = m.handle(ClockFixture.key(Keysym.comma, .control), at: Self.t0)
        _ = m.handle(ClockFixture.key(0x74, text: "tokyo"), at: Self.t0)
        let effects = m.handle(ClockFixture.key(Keysym.returnKey), at: Self.t0)
        #expect(m.face.presentCity == Self.tokyo)
        #expect(Self.saves(effects).map(\.presentCity) == [Self.tokyo])
        #expect(m.content(at: Self.t0).rows[1].readout?.line == "NOV 23 2026  06:15 PM", "Tokyo's time")
        #expect(m.panel.movie.rows()[1].name == "Present time: Tokyo, Japan")
        #expect(m.panel.selectedSlot == SettingsOverlay.presentRow)
        let reset = m.handle(ClockFixture.key(Keysym.delete), at: Self.t0)
        #expect(m.face.presentCity == nil && Self.saves(reset).map(\.presentCity) == [nil])
    }

    @Test("Left and Right on the bottom row step the film cycle, saved; the ends stop it")
    func cycle() {
        var m = ClockFixture.model(at: Self.t0, mode: .movie, overrides: LaunchOverrides(noIntro: true, noAnimations: true))
        _ = m.handle(ClockFixture.key(Keysym.comma, .control), at: Self.t0)
        _ = m.handle(ClockFixture.key(Keysym.down), at: Self.t0)
        _ = m.handle(ClockFixture.key(Keysym.down), at: Self.t0)
        #expect(m.panel.selectedSlot == SettingsOverlay.cycleRow)
        #expect(Self.saves(m.handle(ClockFixture.key(Keysym.left), at: Self.t0)).isEmpty, "already off")
        let five = m.handle(ClockFixture.key(Keysym.right), at: Self.t0)
        #expect(m.face.cycleMinutes == 5 && Self.saves(five).map(\.cycleMinutes) == [5])
        _ = m.handle(ClockFixture.key(Keysym.right), at: Self.t0)
        #expect(m.face.cycleMinutes == 10 && m.panel.movie.rows()[2].name == "Film trips: Every 10 minutes")
    }

    @Test("Ctrl+M switches modes from the panel, and the panel follows; the world clock's keys are its own again")
    func switchMode() {
        var m = ClockFixture.model(at: Self.t0, mode: .movie, overrides: LaunchOverrides(noIntro: true, noAnimations: true))
        _ = m.handle(ClockFixture.key(Keysym.comma, .control), at: Self.t0)
        _ = m.handle(ClockFixture.key(Keysym.m, .control), at: Self.t0)
        #expect(m.face.movie.mode == .world && m.panel.mode == .world && m.panel.titleText == "CITIES")
        _ = m.handle(ClockFixture.key(Keysym.delete), at: Self.t0)
        #expect(m.face.cities.map(\.id) == ["london", "hong_kong"], "Delete removes a city again")
    }
}
