import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

@Suite("Depart at: the countdown to a departure, leaving at its minute across DST and wall-clock steps; sleep as time travel")
struct DepartureTests {
    static func at(_ iso: String) -> Date { try! FrozenDate.parse(iso) }
    static func date(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0) -> CivilDateTime {
        CivilDateTime(year: y, month: mo, day: d, hour: h, minute: mi)!
    }

    @Test("the plate says days:hours:minutes to go, the whole minutes between the wall clock's minute and the departure's")
    func countdownText() {
        let leaves = Self.at("2027-01-01T00:00:00Z")
        #expect(DepartureCountdown(to: leaves, at: Self.at("2026-11-26T14:29:40Z"))?.text == "35:09:31")
        #expect(DepartureCountdown(to: leaves, at: Self.at("2026-12-31T23:59:59Z"))?.text == "0:00:01")
        #expect(DepartureCountdown(to: leaves, at: Self.at("2026-12-31T23:59:59Z"))?.plate == "DEPARTS IN 0:00:01")
        #expect(DepartureCountdown(to: leaves, at: leaves) == nil, "its own minute: it leaves")
        #expect(DepartureCountdown(to: leaves, at: Self.at("2015-10-21T16:29:00Z"))?.days == 4089, "4090 dates, less 16:29")
    }

    @Test("movie mode's DESTINATION TIME shows the departure and its plate the time to go; now's rows say the same")
    func shown() {
        let t = Self.at("2026-11-26T14:29:00Z")
        let m = ClockFixture.model(at: t, mode: .movie, departure: Self.date(2027, 1, 1), tick: t)
        let rows = m.face.rows(at: t)
        #expect(rows[0].readout?.year == 2027 && rows[0].readout?.month == "JAN")
        #expect(rows[0].sidePlate == "DEPARTS IN 35:09:31")
        #expect(AnimationFrame.splitPlate(rows[0].plates) == ("DESTINATION TIME", "DEPARTS IN 35:09:31"))
        #expect(rows[1].sidePlate == nil && rows[2].sidePlate == nil)
        let status = m.status(at: t)
        #expect(status.departure == "2027-01-01T00:00" && status.departsIn == "35:09:31")
        #expect(status.destination == "2027-01-01T00:00")
    }

    @Test("a reminder's day does not take DESTINATION TIME from a departure waiting: the row and its plate stay together")
    func departureKeepsTheRowFromAReminder() throws {
        let t = Self.at("2026-11-26T14:29:00Z")
        let thanksgiving = [try Reminder.parse("11-26 Thanksgiving").get()]
        let reminded = ClockFixture.model(at: t, settings: { $0.reminders = thanksgiving }, mode: .movie, tick: t)
            .face.rows(at: t)[0].readout
        #expect(reminded?.month == "NOV" && reminded?.day == 26 && reminded?.year == 2026, "without a departure the reminder's day shows")
        let rows = ClockFixture.model(at: t, settings: { $0.reminders = thanksgiving }, mode: .movie, departure: Self.date(2027, 1, 1),
                                      tick: t).face.rows(at: t)
        #expect(rows[0].readout?.year == 2027 && rows[0].readout?.month == "JAN")
        #expect(rows[0].sidePlate == "DEPARTS IN 35:09:31")
    }

    @Test("reaching its minute in the local zone across a DST change: the travel plays and the clock arrives",
          arguments: [
              // New York springs forward on 2026-03-08 (an hour fewer) and Berlin falls back on 2026-10-25 (one more).
              ("America/New_York", "2026-03-07T12:00:00-05:00", "2026-03-09T00:00:00-04:00", 2 * 24 * 60 - 12 * 60 - 60),
              ("Europe/Berlin", "2026-10-24T12:00:00+02:00", "2026-10-26T00:00:00+01:00", 2 * 24 * 60 - 12 * 60 + 60),
          ])
    func acrossDST(zone: String, start: String, leaves: String, minutes: Int) {
        let t = Self.at(start)
        let departure = CivilDateTime(instant: Self.at(leaves), zone: Zone(identifier: zone)!)!
        var m = ClockFixture.model(at: t, mode: .movie, departure: departure, localZone: Zone(identifier: zone)!, tick: t)
        #expect(m.face.departureCountdown(at: t)?.minutes == minutes, "the hours as they really are")
        let wake = Self.at(leaves)
        #expect(m.nextWake(after: wake.addingTimeInterval(-30)) ?? .distantFuture <= wake, "the loop wakes for the minute")
        let before = m.handle(.tick, at: wake.addingTimeInterval(-0.5))
        #expect(m.face.movie.departure != nil && !m.clock.travelling && !before.contains { if case .saveState = $0 { true } else { false } })
        let effects = m.handle(.tick, at: wake)
        #expect(m.clock.travelling, "the time travel plays at the minute")
        #expect(m.face.movie.departure == nil)
        #expect(m.face.movie.destination == departure)
        #expect(m.face.movie.presentOffsetMinutes == 0)
        #expect(m.face.movie.departed == CivilDateTime(instant: wake.addingTimeInterval(-60), zone: Zone(identifier: zone)!)
                || m.face.movie.departed == departure, "LAST TIME DEPARTED is the present as it was")
        #expect(effects.contains { if case .saveState(let c) = $0 { c.mine.departure == nil } else { false } })
    }

    @Test("a wall clock stepped past the minute departs at once; stepped back, the count grows again")
    func steps() {
        let t = Self.at("2026-12-31T20:00:00Z")
        var m = ClockFixture.model(at: t, mode: .movie, departure: Self.date(2027, 1, 1), tick: t)
        _ = m.handle(.wallClockStepped, at: Self.at("2026-12-30T20:00:00Z"))
        _ = m.handle(.tick, at: Self.at("2026-12-30T20:00:00Z"))
        #expect(m.face.departureCountdown(at: Self.at("2026-12-30T20:00:00Z"))?.text == "1:04:00")
        _ = m.handle(.wallClockStepped, at: Self.at("2027-01-02T09:00:00Z"))
        _ = m.handle(.tick, at: Self.at("2027-01-02T09:00:00Z"))
        #expect(m.face.movie.departure == nil && m.clock.travelling)
        #expect(m.face.movie.presentOffsetMinutes == 0, "a late departure arrives in the real present")
    }

    @Test("ctl depart-at: a minute to come is set and saved, a past one refused, off cancels; D-Bus spells it DepartAt")
    func control() throws {
        let t = Self.at("2026-11-26T14:29:00Z")
        var m = ClockFixture.model(at: t, mode: .movie, tick: t)
        #expect(m.refusal(of: .departAt(Self.date(2015, 10, 21, 16, 29)), at: t)?.contains("2015-10-21T16:29 has already come") == true)
        #expect(m.handle(.control(.departAt(Self.date(2015, 10, 21, 16, 29))), at: t).isEmpty)
        let effects = m.handle(.control(.departAt(Self.date(2031, 1, 1))), at: t)
        #expect(effects.contains { if case .saveState(let c) = $0 { c.mine.departure == Self.date(2031, 1, 1) } else { false } })
        _ = m.handle(.control(.departAt(nil)), at: t)
        #expect(m.face.movie.departure == nil)
        #expect(ControlCommand.departAt(Self.date(2031, 1, 1)).call.method == "DepartAt")
        #expect(try ControlCommand.decode(method: "DepartAt", arguments: [.string("2031-01-01T00:00")]) == .departAt(Self.date(2031, 1, 1)))
        #expect(try ControlCommand.decode(method: "CancelDeparture", arguments: []) == .departAt(nil))
        #expect(try ControlVerb.parse(["depart-at", "off"]) == .command(.departAt(nil)))
        #expect(throws: InputError.self) { try ControlVerb.parse(["depart-at", "2031-13-01T00:00"]) }
        #expect(throws: InputError.self) { try ControlVerb.parse(["depart-at"]) }
    }

    @Test("typed digits then D set the departure; Enter still travels at once")
    func keypad() {
        let t = Self.at("2026-11-26T14:29:00Z")
        var m = ClockFixture.model(at: t, mode: .movie, tick: t)
        for d in "010120270000" { _ = m.handle(ClockFixture.key(0x30 + UInt32(d.wholeNumberValue!)), at: t) }
        _ = m.handle(ClockFixture.key(Keysym.capitalD), at: t)
        #expect(m.face.movie.departure == Self.date(2027, 1, 1))
        #expect(!m.clock.travelling, "D waits; it does not travel")
        for d in "102120151629" { _ = m.handle(ClockFixture.key(0x30 + UInt32(d.wholeNumberValue!)), at: t) }
        _ = m.handle(ClockFixture.key(Keysym.d), at: t)
        #expect(m.face.movie.departure == Self.date(2027, 1, 1), "a past date is refused and the departure kept")
    }

    @Test("a destination set by hand replaces a departure; T takes the departure now; R keeps it waiting")
    func byHand() {
        let t = Self.at("2026-11-26T14:29:00Z")
        var m = ClockFixture.model(at: t, mode: .movie, departure: Self.date(2027, 1, 1), tick: t)
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.r)), at: t)
        #expect(m.face.movie.departure == Self.date(2027, 1, 1), "R returns to the present; the departure still waits")
        #expect(m.face.movie.destination == MovieState.film.destination, "the destination kept under the departure is not replaced by it")
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.escape)), at: t)
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.t)), at: t)
        #expect(m.face.movie.departure == nil && m.face.movie.destination == Self.date(2027, 1, 1), "T goes where the red row says")
        #expect(m.face.movie.presentOffsetMinutes == 35 * 1440 + 9 * 60 + 31)

        var e = ClockFixture.model(at: t, mode: .movie, departure: Self.date(2027, 1, 1), tick: t)
        for d in "07041776" { _ = e.handle(ClockFixture.key(0x30 + UInt32(d.wholeNumberValue!)), at: t) }
        _ = e.handle(ClockFixture.key(Keysym.returnKey), at: t)
        #expect(e.face.movie.departure == nil && e.face.movie.destination == Self.date(1776, 7, 4), "Enter sets the destination instead")
    }

    @Test("the settings panel's top row shows the departure and the time to go; Delete there cancels it")
    func panel() {
        let t = Self.at("2026-11-26T14:29:00Z")
        var m = ClockFixture.model(at: t, mode: .movie, departure: Self.date(2027, 1, 1), tick: t)
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.comma, modifiers: .control)), at: t)
        #expect(m.overlay.isOpen)
        let top = m.panel.movie.rows()[0]
        #expect(top.name == "Departs: JAN 01 2027  12:00 AM, in 35:09:31", "\(top.name)")
        while (m.panel.selectedSlot ?? 0) > 0 { _ = m.handle(.key(KeyPress(baseKeysym: Keysym.up)), at: t) }
        if m.panel.selectedSlot == nil { _ = m.handle(.key(KeyPress(baseKeysym: Keysym.down)), at: t) }
        #expect(m.panel.selectedSlot == 0)
        let effects = m.handle(.key(KeyPress(baseKeysym: Keysym.delete)), at: t)
        #expect(m.face.movie.departure == nil)
        #expect(effects.contains { if case .saveState(let c) = $0 { c.mine.departure == nil } else { false } })
        #expect(m.panel.movie.rows()[0].name.hasPrefix("Destination: NOV 05 1955"))
    }

    @Test("the state file keeps the departure; a damaged depart-at line is one warning naming its line")
    func stateFile() {
        var s = MovieState.film
        s.departure = Self.date(2031, 1, 1)
        let text = StateFile.serialize(s)
        #expect(text.contains("depart-at = 2031-01-01T00:00"))
        #expect(StateFile.parse(text).state == s && StateFile.parse(text).warnings.isEmpty)
        #expect(!StateFile.serialize(.film).contains("depart-at"))
        let bad = StateFile.parse("version = 1\ndepart-at = soon\n")
        #expect(bad.state.departure == nil && bad.warnings == ["line 2: depart-at \"soon\" is not a date and time like 1955-11-05T06:00"])
    }

    @Test("sleep is time travel: LAST TIME DEPARTED is the moment it slept; the resume plays the re-entry and the present is real again")
    func sleepTravel() {
        let t = Self.at("2026-11-26T22:47:10Z")
        var m = ClockFixture.model(at: t, mode: .movie, tick: t)
        _ = m.handle(.control(.travel(to: Self.date(1955, 11, 5, 6, 0))), at: t)
        _ = m.handle(.tick, at: t.addingTimeInterval(10))
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.escape)), at: t.addingTimeInterval(10))
        let slept = m.handle(.sleep(going: true), at: t.addingTimeInterval(60))
        #expect(m.face.movie.departed == Self.date(1955, 11, 5, 6, 1), "the travelled present as it was")
        #expect(slept.contains { if case .saveState = $0 { true } else { false } })
        let woke = t.addingTimeInterval(8 * 3600)
        _ = m.handle(.sleep(going: false), at: woke)
        #expect(m.face.movie.presentOffsetMinutes == 0)
        #expect(m.clock.travelling, "the travel's arrival plays")
        #expect(m.face.rows(at: woke)[2].readout?.year == 1955)
        #expect(m.face.rows(at: woke)[1].readout == CivilDateTime(instant: woke, zone: Zone(identifier: "UTC")!)!.readout(.twelve))

        var p = ClockFixture.model(at: t, settings: { $0.sleepTravel = .powerOn }, mode: .movie, tick: t)
        _ = p.handle(.sleep(going: true), at: t)
        _ = p.handle(.sleep(going: false), at: woke)
        if case .powerOn? = p.animation?.kind {} else { Issue.record("the power-on plays") }

        var off = ClockFixture.model(at: t, settings: { $0.sleepTravel = .off }, mode: .movie, tick: t)
        let before = off.face.movie
        #expect(off.handle(.sleep(going: true), at: t).isEmpty && off.face.movie == before)
    }

    @Test("sleep-travel is a setting: arrival by default, power-on or off; anything else is one warning")
    func sleepSetting() {
        #expect(Settings.defaults().sleepTravel == .arrival)
        let parsed = SettingsFile.parse("sleep-travel = power-on\n")
        #expect(parsed.settings.sleepTravel == .powerOn && parsed.warnings.isEmpty)
        let bad = SettingsFile.parse("sleep-travel = nap\n")
        #expect(bad.settings.sleepTravel == .arrival && bad.warnings.count == 1)
        #expect(bad.warnings.first?.contains("line 1") == true)
    }
}
