import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

/// The time spoken: the sentence built from what the rows show (world clock, movie mode, 12- and
/// 24-hour), the timer's and stopwatch's readings, a language that orders the date its own way,
/// and the model asking for it from S, the menu, a command and the hour.
@Suite("The time spoken: sentences, languages, S, the menu, ctl and the hour")
struct SpokenTimeTests {
    static let utc = Zone(identifier: "UTC")!
    static func city(_ id: String) -> City { CityCatalogue.standard.city(id: id)! }

    static func row(_ role: String, _ name: String, _ month: String, _ day: Int, _ year: Int, _ hour: Int, _ minute: Int,
                    _ meridiem: String?) -> ReadoutRow {
        ReadoutRow(role: role, id: role, name: name, zone: nil, month: month, day: day, year: year, hour: hour, minute: minute,
                   meridiem: meridiem)
    }

    @Test("a world clock row: the city, the weekday, the ordinal day, the month and year, the time with its lamp")
    func worldRows() {
        let rows = [Self.row("new_york", "New York", "NOV", 26, 2026, 12, 47, "PM"),
                    Self.row("london", "London", "NOV", 26, 2026, 5, 47, "PM"),
                    Self.row("hong_kong", "Hong Kong", "NOV", 27, 2026, 1, 7, "AM")]
        #expect(SpokenTime.sentence(.rows(rows), words: .english) ==
                "New York, Thursday the 26th of November 2026, 12:47 PM. London, Thursday the 26th of November 2026, 5:47 PM. "
                + "Hong Kong, Friday the 27th of November 2026, 1:07 AM.")
    }

    @Test("the 24-hour clock: both lamps dark, the hour 0–23 and no AM or PM")
    func twentyFourHour() {
        let sentence = SpokenTime.sentence(.rows([Self.row("tokyo", "Tokyo", "JAN", 1, 2000, 0, 5, nil),
                                                  Self.row("paris", "Paris", "FEB", 29, 2024, 23, 59, nil)]), words: .english)
        #expect(sentence == "Tokyo, Saturday the 1st of January 2000, 0:05. Paris, Thursday the 29th of February 2024, 23:59.")
        #expect(!sentence.contains("AM") && !sentence.contains("PM"))
    }

    @Test("ordinals: 1st 2nd 3rd 4th, 11th 12th 13th, 21st 22nd 23rd, 31st")
    func ordinals() {
        let said = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map { SpokenTime.ordinal($0, words: .english) }
        #expect(said == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "31st"])
    }

    @Test("weekdays across eras: the film's dates, a leap day, before 1970")
    func weekdays() {
        #expect(SpokenTime.weekday(year: 1985, month: 10, day: 26) == 6)  // Saturday
        #expect(SpokenTime.weekday(year: 1955, month: 11, day: 5) == 6)  // Saturday
        #expect(SpokenTime.weekday(year: 2015, month: 10, day: 21) == 3)  // Wednesday
        #expect(SpokenTime.weekday(year: 1885, month: 9, day: 2) == 3)  // Wednesday
        #expect(SpokenTime.weekday(year: 1970, month: 1, day: 1) == 4)  // Thursday
    }

    @Test("movie mode: the three rows say what they are")
    func movieRows() {
        let rows = [Self.row("destination", "Destination Time", "NOV", 5, 1955, 6, 0, "AM"),
                    Self.row("present", "Present Time", "OCT", 26, 1985, 1, 21, "AM"),
                    Self.row("departed", "Last Time Departed", "OCT", 26, 1985, 1, 20, "AM")]
        #expect(SpokenTime.sentence(.rows(rows), words: .english) ==
                "Destination time: Saturday the 5th of November 1955, 6:00 AM. Present time: Saturday the 26th of October 1985, 1:21 AM. "
                + "Last time departed: Saturday the 26th of October 1985, 1:20 AM.")
    }

    @Test("German puts the date in its own order, and says 13:47 where English says 1:47 PM")
    func german() {
        let words = CatalogueWords.words("de")
        let sentence = SpokenTime.sentence(.rows([Self.row("berlin", "Berlin", "NOV", 26, 2026, 1, 47, "PM")]), words: words)
        #expect(sentence == "Berlin, Donnerstag, den 26. November 2026, 13:47.")
        let movie = SpokenTime.sentence(.rows([Self.row("destination", "", "JUL", 4, 1776, 9, 5, nil)]), words: words)
        #expect(movie == "Zielzeit: Donnerstag, den 4. Juli 1776, 9:05 Uhr.")
    }

    @Test("the timer and the stopwatch: their readings and states")
    func bigDigitFaces() {
        #expect(SpokenTime.sentence(.timer(.set, duration: 18 * 60, remaining: 18 * 60), words: .english) == "Timer set to 18:00.")
        #expect(SpokenTime.sentence(.timer(.running, duration: 18 * 60, remaining: 62.4), words: .english) == "Timer: 1:03 left.")
        #expect(SpokenTime.sentence(.timer(.paused, duration: 60, remaining: 30), words: .english) == "Timer paused: 0:30 left.")
        #expect(SpokenTime.sentence(.timer(.finished, duration: 60, remaining: -5.5), words: .english) == "Timer finished: 0:05 over.")
        #expect(SpokenTime.sentence(.stopwatch(state: "running", elapsed: 83.45), words: .english).hasPrefix("Stopwatch running: "))
        #expect(SpokenTime.sentence(.stopwatch(state: "reset", elapsed: 0), words: .english).hasPrefix("Stopwatch: "))
    }

    // MARK: The model

    static let t0 = try! FrozenDate.parse("2026-11-26T17:47:30Z")
    /// The model's rows: two cities, so a sentence names both.
    static let cities = [city("new_york"), city("london")]

    static func spoken(_ effects: [ClockEffect]) -> [String] {
        effects.compactMap { if case .speak(let text, _) = $0 { text } else { nil } }
    }

    @Test("S, the menu's Speak the Time and ctl speak each ask for the rows as they read, during the power-on too (it ends)")
    func modelSpeaks() {
        var m = ClockFixture.model(at: Self.t0, settings: { $0.cities = Self.cities }, overrides: LaunchOverrides())
        let expected = "New York, Thursday the 26th of November 2026, 12:47 PM. London, Thursday the 26th of November 2026, 5:47 PM."
        #expect(m.animation != nil, "the power-on plays")
        let pressed = m.handle(.key(KeyPress(baseKeysym: Keysym.s)), at: Self.t0)
        #expect(Self.spoken(pressed) == [expected])
        #expect(m.animation == nil, "the key ended the power-on")
        #expect(pressed.contains(.speak(expected, language: "en")))
        #expect(Self.spoken(m.handle(.key(KeyPress(baseKeysym: Keysym.capitalS, modifiers: .shift)), at: Self.t0)) == [expected])
        #expect(Self.spoken(m.handle(.control(.speak), at: Self.t0)) == [expected])
        // Ctrl+S is still the stopwatch.
        #expect(Self.spoken(m.handle(.key(KeyPress(baseKeysym: Keysym.s, modifiers: .control)), at: Self.t0)).isEmpty)
        #expect(m.shown == .stopwatch)
        #expect(Self.spoken(m.handle(.key(KeyPress(baseKeysym: Keysym.s)), at: Self.t0)).first?.hasPrefix("Stopwatch") == true)
    }

    @Test("the menu lists Speak the Time with its key, and choosing it speaks")
    func menu() {
        #expect(ContextMenuItem.speakTime.shortcut == "S")
        #expect(ContextMenuItem.speakTime.title == "Speak the Time")
        var m = ClockFixture.model(at: Self.t0, settings: { $0.cities = Self.cities }, overrides: LaunchOverrides())
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.escape)), at: Self.t0)
        _ = m.handle(.pointer(.button(3, pressed: true, at: Point(100, 60), root: Point(100, 60))), at: Self.t0)
        let layout = m.panel.menuLayout
        let frame = try! #require(layout?.frame(of: .speakTime))
        let center = Point(frame.x + frame.width / 2, frame.y + frame.height / 2)
        var effects = m.handle(.pointer(.button(1, pressed: true, at: center, root: center)), at: Self.t0)
        effects += m.handle(.pointer(.button(1, pressed: false, at: center, root: center)), at: Self.t0)
        #expect(Self.spoken(effects).count == 1)
    }

    @Test("the 24-hour setting is spoken as it shows")
    func model24() {
        var m = ClockFixture.model(at: Self.t0, settings: { $0.cities = Self.cities }, overrides: LaunchOverrides(twentyFourHour: true))
        #expect(Self.spoken(m.handle(.control(.speak), at: Self.t0)).first?.hasSuffix("London, Thursday the 26th of November 2026, 17:47.") == true)
    }

    @Test("speak-hours: the time said once as a whole hour is reached, not for a step onto one, nothing while off")
    func hours() {
        let before = try! FrozenDate.parse("2026-11-26T17:59:59.5Z"), after = try! FrozenDate.parse("2026-11-26T18:00:00.2Z")
        let hour = try! FrozenDate.parse("2026-11-26T18:00:00Z")
        var m = ClockFixture.model(at: before, settings: { $0.cities = Self.cities; $0.sound.speakHours = true },
                                   overrides: LaunchOverrides())
        #expect(m.nextWake(after: before).map { $0 <= hour } == true)
        _ = m.handle(.tick, at: before)
        let struck = Self.spoken(m.handle(.tick, at: after))
        #expect(struck.count == 1)
        #expect(struck.first?.hasPrefix("New York, Thursday the 26th of November 2026, 1:00 PM.") == true)
        #expect(Self.spoken(m.handle(.tick, at: after.addingTimeInterval(0.5))).isEmpty, "once")
        // A step onto the next hour is not the hour reached.
        _ = m.handle(.wallClockStepped, at: after.addingTimeInterval(3600))
        #expect(Self.spoken(m.handle(.tick, at: after.addingTimeInterval(3600))).isEmpty)
        var off = ClockFixture.model(at: before, settings: { $0.cities = Self.cities }, overrides: LaunchOverrides())
        _ = off.handle(.tick, at: before)
        #expect(Self.spoken(off.handle(.tick, at: after)).isEmpty)
    }

    @Test("speak-hours stays quiet at night: the hour reached inside the night schedule is not said")
    func quietAtNight() {
        let before = try! FrozenDate.parse("2026-11-26T22:59:59.5Z"), after = try! FrozenDate.parse("2026-11-26T23:00:00.2Z")
        var m = ClockFixture.model(at: before, settings: {
            $0.cities = Self.cities
            $0.sound.speakHours = true
            $0.display.nightRules = [NightRule.parse("22:30-06:45")!]
        }, overrides: LaunchOverrides())
        _ = m.handle(.tick, at: before)
        #expect(Self.spoken(m.handle(.tick, at: after)).isEmpty)
        // By day the same schedule lets the hour be said.
        let noon = try! FrozenDate.parse("2026-11-26T11:59:59.5Z")
        _ = m.handle(.tick, at: noon)
        #expect(Self.spoken(m.handle(.tick, at: noon.addingTimeInterval(0.7))).count == 1)
    }

    @Test("speak-hours in the settings file: yes, no, and a damaged value named")
    func setting() {
        #expect(SettingsFile.parse("speak-hours = yes\n").settings.sound.speakHours)
        #expect(!SettingsFile.parse("speak-hours = no\n").settings.sound.speakHours)
        let damaged = SettingsFile.parse("speak-hours = sometimes\n")
        #expect(!damaged.settings.sound.speakHours)
        #expect(damaged.warnings.contains { $0.contains("speak-hours") })
        var s = Settings.defaults()
        s.sound.speakHours = true
        #expect(SettingsFile.serialize(s).contains("speak-hours = yes"))
    }

    @Test("ctl speak and D-Bus Speak: the verb takes nothing, and is the method Speak")
    func control() throws {
        #expect(try ControlVerb.parse(["speak"]) == .command(.speak))
        #expect(throws: InputError.self) { try ControlVerb.parse(["speak", "now"]) }
        #expect(ControlCommand.speak.call.method == "Speak")
        #expect(try ControlCommand.decode(method: "Speak", arguments: []) == .speak)
    }
}
