import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

@Suite("Hour cycle, brightness and night mode")
struct DisplayPreferencesTests {
    static let utc = Zone(identifier: "UTC")!

    static func at(_ iso: String) -> Date { try! FrozenDate.parse(iso) }

    @Test("24-hour readouts: 00 at midnight, 12 at noon, 23 at night, and no lamp lit")
    func twentyFour() {
        let cases = [("2026-03-01T00:05:00Z", "00", "12"), ("2026-03-01T12:30:00Z", "12", "12"),
                     ("2026-03-01T23:59:00Z", "23", "11"), ("2026-03-01T09:00:00Z", "09", "09")]
        for (iso, h24, h12) in cases {
            let r = Readout(instant: Self.at(iso), zone: Self.utc)
            #expect(r.hourDigits == h12)
            #expect(r.litLamp == r.meridiem)
            let r24 = r.with(.twentyFour)
            #expect(r24.hourDigits == h24)
            #expect(r24.litLamp == nil)
            #expect(!r24.line.hasSuffix("M"))
        }
    }

    @Test("a minute that turns 12:59 into 13:00 on the 24-hour clock changes only the hour window, no lamp")
    func change24() {
        let a = Readout(instant: Self.at("2026-03-01T12:59:00Z"), zone: Self.utc).with(.twentyFour)
        let b = Readout(instant: Self.at("2026-03-01T13:00:00Z"), zone: Self.utc).with(.twentyFour)
        let change = ReadoutChange.between([a], [b])
        #expect(change.lampRows.isEmpty)
        #expect(change.windows == [.init(slot: 0, field: .hour), .init(slot: 0, field: .minute)])
    }

    @Test("night schedules parse, wrap midnight, and reject nonsense", arguments: [
        ("22:00-07:00", 22 * 60, 7 * 60), ("22-7", 22 * 60, 7 * 60), ("1:30 – 5:45", 90, 345), ("00:00-06:00", 0, 360),
    ])
    func scheduleParses(text: String, start: Int, end: Int) throws {
        let s = try #require(NightSchedule.parse(text))
        #expect(s.start == start && s.end == end)
        #expect(NightSchedule.parse(s.text) == s)
    }

    @Test("bad schedules are refused", arguments: ["", "22:00", "25:00-07:00", "22:00-07:60", "07:00-07:00", "a-b", "22:00-07:00-08:00", "٢٢-٧"])
    func scheduleRefuses(text: String) {
        #expect(NightSchedule.parse(text) == nil)
    }

    @Test("a schedule contains the night's minutes, across midnight, and says when it next changes")
    func scheduleContains() {
        let s = NightSchedule(start: 22 * 60, end: 7 * 60)
        #expect(s.contains(minuteOfDay: 23 * 60) && s.contains(minuteOfDay: 0) && s.contains(minuteOfDay: 6 * 60 + 59))
        #expect(!s.contains(minuteOfDay: 7 * 60) && !s.contains(minuteOfDay: 12 * 60) && !s.contains(minuteOfDay: 21 * 60 + 59))
        #expect(s.contains(Self.at("2026-03-01T23:30:00Z"), zone: Self.utc))
        #expect(s.nextChange(after: Self.at("2026-03-01T23:30:00Z"), zone: Self.utc) == Self.at("2026-03-02T07:00:00Z"))
        #expect(s.nextChange(after: Self.at("2026-03-01T12:00:00Z"), zone: Self.utc) == Self.at("2026-03-01T22:00:00Z"))
        let day = NightSchedule(start: 60, end: 120)
        #expect(day.contains(minuteOfDay: 90) && !day.contains(minuteOfDay: 150))
    }

    @Test("minute of day follows the zone's offset, DST and half-hour zones included, before 1970 too")
    func minuteOfDay() {
        let ny = Zone(identifier: "America/New_York")!, kathmandu = Zone(identifier: "Asia/Kathmandu")!
        #expect(NightSchedule.minuteOfDay(Self.at("2026-07-01T03:30:00Z"), zone: ny) == 23 * 60 + 30)   // EDT
        #expect(NightSchedule.minuteOfDay(Self.at("2026-01-01T03:30:00Z"), zone: ny) == 22 * 60 + 30)   // EST
        #expect(NightSchedule.minuteOfDay(Self.at("2026-01-01T00:00:00Z"), zone: kathmandu) == 5 * 60 + 45)
        #expect(NightSchedule.minuteOfDay(Self.at("1955-11-05T06:00:00Z"), zone: Self.utc) == 6 * 60)
    }

    @Test("brightness steps stop at the ends; lighting dims LEDs with it and panels only at night")
    func lighting() {
        var p = DisplayPreferences()
        #expect(p.brightness == DisplayPreferences.maximumBrightness)
        p.stepBrightness(1)
        #expect(p.brightness == DisplayPreferences.maximumBrightness)
        var levels: [Double] = []
        for _ in 0..<12 {
            levels.append(Lighting(brightness: p.brightness).led)
            p.stepBrightness(-1)
        }
        #expect(p.brightness == DisplayPreferences.minimumBrightness)
        #expect(levels.first == 1 && levels.last! > 0.15)
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(Lighting.full.isFull && Lighting.full.panel == 1 && !Lighting.full.steadyColon)
        let night = Lighting(brightness: 10, night: true)
        #expect(night.led < 0.6 && night.panel < 0.5 && night.steadyColon && !night.isFull)
        #expect(DisplayPreferences(brightness: 99).brightness == DisplayPreferences.maximumBrightness)
    }

    @Test("night mode: on, off, or by the schedule; the colon holds steady at night")
    func nightMode() {
        let late = Self.at("2026-03-01T23:00:00Z"), noon = Self.at("2026-03-01T12:00:00Z")
        func isNight(_ p: DisplayPreferences, at instant: Date) -> Bool {
            FaceChoices(cities: [], readouts: .live, colon: .step, display: p, localZone: Self.utc, zones: .system).isNight(at: instant)
        }
        var p = DisplayPreferences(nightSchedule: NightSchedule(start: 22 * 60, end: 7 * 60))
        #expect(isNight(p, at: late) && !isNight(p, at: noon))
        p.night = .off
        #expect(!isNight(p, at: late))
        p.night = .on
        #expect(isNight(p, at: noon))
        #expect(!isNight(DisplayPreferences(), at: late), "auto without a schedule is never night")

        let clock = FaceChoices(cities: [], readouts: .live, colon: .step, display: DisplayPreferences(night: .on), localZone: Self.utc, zones: .system)
        #expect(clock.colonLevel(at: Self.at("2026-03-01T12:00:00.7Z")) == ColonClock.fullLevel)
        let day = FaceChoices(cities: [], readouts: .live, colon: .step, localZone: Self.utc, zones: .system)
        #expect(day.colonLevel(at: Self.at("2026-03-01T12:00:00.7Z")) == ColonClock.dimLevel)
    }

    @Test("a night override lasts until the schedule's next change")
    func override() {
        var clock = FaceChoices(cities: [], readouts: .live, colon: .step,
                              display: DisplayPreferences(nightSchedule: NightSchedule(start: 22 * 60, end: 7 * 60)), localZone: Self.utc, zones: .system)
        clock.nightOverride = NightOverride(night: false, until: Self.at("2026-03-02T07:00:00Z"))
        #expect(!clock.isNight(at: Self.at("2026-03-01T23:00:00Z")))
        #expect(clock.isNight(at: Self.at("2026-03-02T22:30:00Z")))
        #expect(clock.lighting(at: Self.at("2026-03-02T22:30:00Z")).night)
    }

    @Test("actions: N flips what shows, Ctrl+Up/Down step, the menu toggles 24 h and animations")
    func actions() {
        let p = DisplayPreferences()
        #expect(p.applying(.toggleNight, isNightNow: false).night == .on)
        #expect(p.applying(.toggleNight, isNightNow: true).night == .off)
        #expect(p.applying(.dimmer, isNightNow: false).brightness == DisplayPreferences.maximumBrightness - 1)
        #expect(p.applying(.toggleHourCycle, isNightNow: false).hourCycle == .twentyFour)
        #expect(!p.applying(.toggleAnimations, isNightNow: false).animations)
        #expect(p.applying(.timeTravel, isNightNow: false) == p)
        #expect(p.checked(isNightNow: true) == [.toggleNight, .toggleAnimations])
    }

    @Test("a change is saved alone: flags of this run (--24h, --no-intro) stay out of the file")
    func taking() {
        let file = DisplayPreferences(brightness: 7)
        var shown = file
        shown.hourCycle = .twentyFour   // --24h
        shown.intro = false             // --no-intro
        shown = shown.applying(.dimmer, isNightNow: false)
        let saved = file.taking(.dimmer, from: shown)
        #expect(saved.brightness == 6 && saved.hourCycle == .twelve && saved.intro)
        #expect(file.taking(.toggleHourCycle, from: shown).hourCycle == .twentyFour)
        #expect(file.taking(.timeTravel, from: shown) == file)
    }

    @Test("keys: T, N, Ctrl+Up and Ctrl+Down; not with other modifiers")
    func keys() {
        typealias K = KeyBindings
        #expect(K.action(keysym: Keysym.t, modifiers: []) == .display(.timeTravel))
        #expect(K.action(keysym: Keysym.capitalT, modifiers: .shift) == .display(.timeTravel))
        #expect(K.action(keysym: Keysym.n, modifiers: .mod2) == .display(.toggleNight))
        #expect(K.action(keysym: Keysym.up, modifiers: .control) == .display(.brighter))
        #expect(K.action(keysym: Keysym.down, modifiers: [.control, .capsLock]) == .display(.dimmer))
        #expect(K.action(keysym: Keysym.t, modifiers: .control) == .display(.toggleTimer), "Ctrl+T is the timer, not a trip")
        #expect(K.action(keysym: Keysym.t, modifiers: [.control, .mod1]) == nil)
        #expect(K.action(keysym: Keysym.up, modifiers: []) == nil)
        #expect(K.action(keysym: Keysym.n, modifiers: .mod1) == nil)
    }

    @Test("the menu offers each display action, with its shortcut, and the overlay passes it on")
    func menu() {
        let items = ContextMenuItem.allCases.compactMap(\.displayAction)
        #expect(Set(items) == Set(DisplayAction.allCases))
        #expect(ContextMenuItem.nightMode.title == "Night Mode" && ContextMenuItem.nightMode.shortcut == "N")
        #expect(ContextMenuItem.brighter.title == "Brighter" && ContextMenuItem.brighter.shortcut == "Ctrl+Up")
        var overlay = OverlayPicture.fixture(cities: [], width: 520, height: 335)
        _ = overlay.follow(OverlayEvent.button(3, pressed: true, at: Point(100, 60))!)
        let layout = OverlayLayout(width: 520, height: 335).contextMenu(at: Point(100, 60))
        let item = layout.frame(of: .twentyFourHour)!
        _ = overlay.follow(.motion(to: Point(item.midX, item.midY)))
        var effects = overlay.follow(OverlayEvent.button(1, pressed: true, at: Point(item.midX, item.midY))!)
        effects += overlay.follow(OverlayEvent.button(1, pressed: false, at: Point(item.midX, item.midY))!)
        #expect(effects.contains(.display(.toggleHourCycle)), "\(effects)")
    }

    @Test("the settings file keeps the face's settings, writes only what differs from a fresh install")
    func settingsRoundTrip() {
        var settings = Settings.defaults()
        #expect(!SettingsFile.serialize(settings).contains("brightness"))
        settings.display = DisplayPreferences(hourCycle: .twentyFour, brightness: 4, night: .off,
                                              nightSchedule: NightSchedule(start: 22 * 60, end: 7 * 60), intro: false, animations: false)
        let text = SettingsFile.serialize(settings)
        for line in ["clock = 24h", "brightness = 4", "night = off", "night-hours = 22:00-07:00", "intro = no", "animations = no"] {
            #expect(text.contains(line + "\n"), "\(line) in \(text)")
        }
        let parsed = SettingsFile.parse(text)
        #expect(parsed.warnings.isEmpty)
        #expect(parsed.settings == settings)
    }

    @Test("a bad face setting is one warning naming its line and what is accepted; the rest is used")
    func settingsWarnings() {
        let text = "cities = tokyo\nclock = 25h\nbrightness = 11\nnight = sometimes\nnight-hours = late\nintro = maybe\n"
        let parsed = SettingsFile.parse(text)
        #expect(parsed.settings.cities.map(\.id) == ["tokyo"])
        #expect(parsed.settings.display == DisplayPreferences())
        #expect(parsed.warnings == [
            "line 2: clock \"25h\" is not 12h or 24h; read as 12h",
            "line 3: brightness \"11\" is not a whole number 1–10; read as 10",
            "line 4: night \"sometimes\" is not auto, on or off, or a schedule like 22:30-06:45, 23:30-08:00 fri,sat, sun or dusk; this line is left out",
            "line 5: night-hours \"late\" is not two times of day like 22:00-07:00; no schedule",
            "line 6: intro \"maybe\" is not yes or no; read as yes",
        ])
    }
}
