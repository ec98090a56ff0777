import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage
import DesktopTestSupport

/// The night plan alone: an instant and a location in, the night state and its next edge out.
@Suite("Night on a schedule: hours, days, the sun, the polar days, the hand")
struct NightPlanTests {
    static let utc = Zone(identifier: "UTC")!
    static let zurich = Zone(identifier: "Europe/Zurich")!
    static let oslo = Zone(identifier: "Europe/Oslo")!
    static let tromso = Coordinates(latitude: 69.6496, longitude: 18.956)

    static func at(_ iso: String) -> Date { try! FrozenDate.parse(iso) }

    static func plan(_ lines: [String], zone: Zone = utc, place: Coordinates? = nil) -> NightPlan {
        NightPlan(rules: lines.map { NightRule.parse($0)! }, place: place, zone: zone)
    }

    @Test("schedule lines parse and are written back the same; nonsense is refused", arguments: [
        ("22:30-06:45", "22:30-06:45"), ("23:30-08:00 fri,sat", "23:30-08:00 fri,sat"), ("sun", "sun"), ("DUSK", "dusk"),
        ("22-7 daily", "22:00-07:00"), ("21:00-06:00 mon-fri", "21:00-06:00 mon-fri"),
    ])
    func lines(text: String, written: String) throws {
        let rule = try #require(NightRule.parse(text))
        #expect(rule.text == written)
        #expect(NightRule.parse(rule.text) == rule)
    }

    @Test("a line that is not a schedule is refused", arguments: ["late", "22:30", "22:30-06:45 someday", "sun set", "22:30-06:45 once", ""])
    func badLines(text: String) {
        #expect(NightRule.parse(text) == nil)
    }

    @Test("22:30-06:45: day until 22:30, night until 06:45, day again, to the second")
    func hours() {
        let p = Self.plan(["22:30-06:45"])
        #expect(p.state(at: Self.at("2026-12-03T12:00:00Z")) == NightState(night: false, until: Self.at("2026-12-03T22:30:00Z"), source: .schedule))
        #expect(p.state(at: Self.at("2026-12-03T22:29:59Z")).night == false)
        #expect(p.state(at: Self.at("2026-12-03T22:30:00Z")) == NightState(night: true, until: Self.at("2026-12-04T06:45:00Z"), source: .schedule))
        #expect(p.state(at: Self.at("2026-12-04T03:00:00Z")).until == Self.at("2026-12-04T06:45:00Z"))
        #expect(p.state(at: Self.at("2026-12-04T06:45:00Z")) == NightState(night: false, until: Self.at("2026-12-04T22:30:00Z"), source: .schedule))
    }

    @Test("23:30-08:00 fri,sat: the nights that begin on Friday and Saturday, and no other")
    func days() {
        // 2026-12-03 is a Thursday.
        let p = Self.plan(["23:30-08:00 fri,sat"])
        #expect(p.state(at: Self.at("2026-12-03T23:45:00Z")) == NightState(night: false, until: Self.at("2026-12-04T23:30:00Z"), source: .schedule))
        #expect(p.state(at: Self.at("2026-12-05T07:59:00Z")).night)
        #expect(p.state(at: Self.at("2026-12-05T12:00:00Z")).until == Self.at("2026-12-05T23:30:00Z"))
        // Sunday night is a working night: after Sunday's 08:00 the next night is Friday's.
        #expect(p.state(at: Self.at("2026-12-06T08:00:00Z")) == NightState(night: false, until: Self.at("2026-12-11T23:30:00Z"), source: .schedule))
    }

    @Test("several lines join: a weekday night and a later weekend one, an afternoon nap")
    func severalLines() {
        let p = Self.plan(["22:30-06:45 mon-thu,sun", "23:30-08:00 fri,sat", "13:00-14:00"])
        #expect(p.state(at: Self.at("2026-12-03T13:30:00Z")) == NightState(night: true, until: Self.at("2026-12-03T14:00:00Z"), source: .schedule))
        #expect(p.state(at: Self.at("2026-12-03T22:45:00Z")).until == Self.at("2026-12-04T06:45:00Z"))
        #expect(p.state(at: Self.at("2026-12-04T22:45:00Z")) == NightState(night: false, until: Self.at("2026-12-04T23:30:00Z"), source: .schedule))
        // Lines that overlap are one night, with one edge at each end.
        let q = Self.plan(["22:00-02:00", "01:00-06:00"])
        #expect(q.state(at: Self.at("2026-12-03T23:00:00Z")).until == Self.at("2026-12-04T06:00:00Z"))
    }

    @Test("hours are read in the machine's zone, across a change of offset")
    func zoneHours() {
        let p = Self.plan(["22:30-06:45"], zone: Self.zurich)
        #expect(p.state(at: Self.at("2026-12-03T12:00:00Z")).until == Self.at("2026-12-03T21:30:00Z"))   // CET
        #expect(p.state(at: Self.at("2026-07-03T12:00:00Z")).until == Self.at("2026-07-03T20:30:00Z"))   // CEST
        // The night of the spring change: 06:45 CEST is 04:45 UTC.
        #expect(p.state(at: Self.at("2026-03-28T23:00:00Z")).until == Self.at("2026-03-29T04:45:00Z"))
    }

    @Test("night = sun: night from sunset to sunrise in Zürich, and its edges are the sun's")
    func sun() throws {
        let place = Coordinates(latitude: 47.37, longitude: 8.54)
        let p = Self.plan(["sun"], zone: Self.zurich, place: place)
        let noon = Self.at("2026-12-03T11:00:00Z")
        let today = SolarDay(day: AlarmSchedule.day(of: noon, in: Self.zurich), in: Self.zurich, at: place, depression: .horizon)
        let sunset = try #require(today.set)
        #expect(p.state(at: noon) == NightState(night: false, until: sunset, source: .sun))
        let night = p.state(at: sunset)
        #expect(night.night)
        let tomorrow = SolarDay(day: AlarmSchedule.day(of: noon, in: Self.zurich) + 1, in: Self.zurich, at: place, depression: .horizon)
        #expect(night.until == tomorrow.rise)
        // Zürich in December: the sun sets at about 16:36 CET.
        #expect(abs(sunset.timeIntervalSince(Self.at("2026-12-03T15:36:00Z"))) < 120)
        // Dusk is later than sunset, and dawn earlier than sunrise.
        let dusk = Self.plan(["dusk"], zone: Self.zurich, place: place).state(at: noon)
        #expect(try #require(dusk.until) > sunset)
    }

    @Test("the polar night: Tromsø in December is night all day with sun, and its edge is the sun's return in January")
    func polarNight() throws {
        let p = Self.plan(["sun"], zone: Self.oslo, place: Self.tromso)
        let s = p.state(at: Self.at("2026-12-21T11:00:00Z"))
        #expect(s.night)
        let returns = try #require(s.until)
        // The sun comes back over Tromsø's horizon in mid January.
        #expect(returns > Self.at("2027-01-10T00:00:00Z") && returns < Self.at("2027-01-20T00:00:00Z"), "\(returns)")
        // With dusk, noon is a short day of civil twilight.
        let d = Self.plan(["dusk"], zone: Self.oslo, place: Self.tromso).state(at: Self.at("2026-12-21T11:00:00Z"))
        #expect(!d.night)
    }

    @Test("the midnight sun: Tromsø in June is day all day with sun, until the first sunset in late July")
    func midnightSun() throws {
        let p = Self.plan(["sun"], zone: Self.oslo, place: Self.tromso)
        let s = p.state(at: Self.at("2026-06-21T23:00:00Z"))
        #expect(!s.night)
        let sets = try #require(s.until)
        #expect(sets > Self.at("2026-07-18T00:00:00Z") && sets < Self.at("2026-07-28T00:00:00Z"), "\(sets)")
    }

    @Test("no location: sun gives no night; no line: day, by the setting; on and off hold with no edge")
    func noPlace() {
        #expect(Self.plan(["sun"]).state(at: Self.at("2026-12-03T23:00:00Z")).night == false)
        #expect(NightPlan(rules: [], place: nil, zone: Self.utc).state(at: Self.at("2026-12-03T23:00:00Z")) == NightState(night: false, until: nil, source: .setting))
        #expect(NightPlan(setting: .on, rules: [.sun], place: nil, zone: Self.utc).state(at: Self.at("2026-12-03T12:00:00Z")) == NightState(night: true, until: nil, source: .setting))
    }

    @Test("the switch keeps the state between edges, works it out again past an edge or when the clock moves, and forgets it for a new plan")
    func switchCaches() {
        let p = Self.plan(["22:30-06:45"])
        var s = NightSwitch(plan: p)
        #expect(s.handle(.tick(at: Self.at("2026-12-03T12:00:00Z"))) == [.changed(p.state(at: Self.at("2026-12-03T12:00:00Z")))])
        #expect(s.handle(.tick(at: Self.at("2026-12-03T12:00:01Z"))).isEmpty)
        #expect(s.state(at: Self.at("2026-12-03T22:30:00Z")).night, "past the edge the kept state is not used")
        #expect(s.handle(.tick(at: Self.at("2026-12-03T22:30:00Z"))).count == 1)
        // A clock stepped back before the kept span is worked out afresh.
        #expect(!s.state(at: Self.at("2026-12-03T20:00:00Z")).night)
        // A new plan: what was kept is forgotten at once.
        _ = s.handle(.plan(Self.plan(["20:00-06:45"])))
        #expect(s.state(at: Self.at("2026-12-03T21:00:00Z")).until == Self.at("2026-12-04T06:45:00Z"))
        #expect(s.handle(.plan(Self.plan(["20:00-06:45"]))).isEmpty)
    }

    @Test("the status sentence says who rules and until when")
    func sentence() {
        #expect(NightState(night: true, until: Self.at("2026-12-04T05:45:00Z"), source: .schedule).sentence(in: Self.zurich) == "night until 06:45 (schedule)")
        #expect(NightState(night: false, until: Self.at("2026-12-03T22:30:00Z"), source: .you).sentence(in: Self.utc) == "day until 22:30 (you)")
        #expect(NightState(night: true, until: nil, source: .setting).sentence(in: Self.utc) == "night (setting)")
        #expect(NightState.isoText(Self.at("2026-07-04T04:45:00Z"), in: Self.zurich) == "2026-07-04T06:45:00+02:00")
        #expect(NightState.isoText(Self.at("2026-07-04T04:45:00Z"), in: Zone(identifier: "America/St_Johns")!) == "2026-07-04T02:15:00-02:30")
    }

    @Test("the settings file: several night lines, the switch beside them, the old night-hours, a bad line warned and the rest kept")
    func settingsFile() throws {
        let text = "night = 22:30-06:45 mon-thu\nnight = sometimes\nnight = 23:30-08:00 fri,sat\nnight-hours = 13:00-14:00\nlocation = 47.37,8.54\n"
        let (settings, warnings) = SettingsFile.parse(text)
        #expect(settings.display.nightRules == [NightRule.parse("22:30-06:45 mon-thu")!, NightRule.parse("23:30-08:00 fri,sat")!])
        #expect(settings.display.allNightRules.count == 3)
        #expect(settings.display.location == .coordinates(Coordinates(latitude: 47.37, longitude: 8.54)))
        #expect(settings.display.night == .auto)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("line 2: night \"sometimes\" is not") == true && warnings.first?.hasSuffix("; this line is left out") == true, "\(warnings)")
        let again = SettingsFile.parse(SettingsFile.serialize(settings))
        #expect(again.warnings.isEmpty)
        #expect(again.settings.display == settings.display)
        // A city id as the location, and the switch on a line of its own.
        let city = SettingsFile.parse("location = tokyo\nnight = on\nnight = sun\n")
        #expect(city.warnings.isEmpty)
        #expect(city.settings.display.location?.text == "tokyo")
        #expect(city.settings.display.night == .on && city.settings.display.nightRules == [.sun])
        #expect(SettingsFile.parse("location = atlantis\n").warnings.count == 1)
    }

    @Test("every catalogue city has coordinates within range")
    func coordinates() {
        for city in CityCatalogue.standard.cities {
            let place = city.coordinates
            #expect(place != nil, "\(city.id)")
            if let place { #expect(abs(place.latitude) <= 90 && abs(place.longitude) <= 180) }
        }
        #expect(CityCatalogue.standard.city(id: "zurich")?.coordinates.map { abs($0.latitude - 47.37) < 0.05 } == true)
    }
}

/// What night does, as the user sets it: rows dark, sounds quieter, no spoken hour.
@Suite("What night does: rows dark, the night's volume, no spoken hour")
struct NightEffectsTests {
    static func at(_ iso: String) -> Date { try! FrozenDate.parse(iso) }

    @Test("night-rows parses dim and off, up to three, and writes back the same")
    func rowsParse() {
        #expect(NightRows.parse("dim,dim,off") == NightRows([.dim, .dim, .off]))
        #expect(NightRows.parse("dim,dim,off")?.text == "dim,dim,off")
        #expect(NightRows.parse("dim") == .dimmed && NightRows.dimmed.text == "dim")
        for bad in ["", "dim,bright", "off,off,off,off", "dark"] { #expect(NightRows.parse(bad) == nil, "\(bad)") }
        let (settings, warnings) = SettingsFile.parse("night-rows = off,dim\nnight-volume = 20\n")
        #expect(warnings.isEmpty && settings.display.nightRows == NightRows([.off]) && settings.sound.nightVolume == 20)
        #expect(SettingsFile.parse("night-rows = loud\n").warnings.count == 1)
    }

    @Test("at night the rows night-rows darkens are dark (their plates stay); by day every row shows")
    func rowsDark() {
        var m = ClockFixture.model(at: Self.at("2026-03-01T12:00:00Z"), settings: {
            $0.display.nightRules = [NightRule.parse("22:00-07:00")!]
            $0.display.nightRows = NightRows([.dim, .dim, .off])
        }, overrides: LaunchOverrides(), launched: false)
        let day = m.content(at: Self.at("2026-03-01T12:00:00Z"))
        #expect(day.rows.allSatisfy { $0.readout != nil })
        let night = m.content(at: Self.at("2026-03-01T23:00:00Z"))
        #expect(night.rows[0].readout != nil && night.rows[1].readout != nil && night.rows[2].readout == nil)
        #expect(night.rows[2].plateName == day.rows[2].plateName)
        _ = m.handle(.tick, at: Self.at("2026-03-01T23:00:00Z"))
        #expect(m.view(at: Self.at("2026-03-01T23:00:01Z")).rows.count == 2, "now and the screen reader leave the dark row out")
    }

    @Test("the prop's sounds and the beep take the night's volume; the timer's end keeps its own")
    func nightVolume() {
        var choices = SoundChoices()
        choices.volume = 80
        choices.nightVolume = 0
        #expect(choices.atNight(true).decibels == nil, "0 is silent")
        #expect(choices.atNight(false).volume == 80)
        choices.nightVolume = nil
        #expect(choices.atNight(true).volume == 80, "no night volume: as by day")
    }
}
