import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

/// The words the model says, in the language it is handed: positional arguments, the menu, the
/// notices, the keys card, and the LEDs' months when the settings ask for local ones.
@Suite("Languages: the words the model says")
struct LanguageTests {
    static let utc = Zone(identifier: "UTC")!
    static let t0 = try! FrozenDate.parse("1985-10-26T09:21:00Z")
    static let german = CatalogueWords.words("de")

    /// A mapped, launched clock speaking `words`, with `display` and `alarms`.
    /// The readouts frozen at `t0`, no power-on.
    static let frozen = LaunchOverrides(frozen: t0, noIntro: true)

    @Test("arguments are positional: a language may reorder them; %% is a percent sign; a missing argument shows as written")
    func positional() {
        let reordered = Words(language: "xx") { $0 == "%1$s then %2$s" ? "%2$s, vorher %1$s" : $0 }
        #expect(reordered("%1$s then %2$s", "A", "B") == "B, vorher A")
        #expect(Words.english("Sounds on · volume %1$s%%", "80") == "Sounds on · volume 80%")
        #expect(Words.english("%1$s and %2$s", "one") == "one and %2$s")
        #expect(Words.english("no arguments: 100%") == "no arguments: 100%")
        #expect(Words.english("%1$s", "%2$s", "x") == "%2$s", "an argument is never read as a format")
    }

    @Test("the menu, the panel and a refusal in German; the same model in English")
    func menuAndPanel() {
        var de = ClockFixture.model(at: Self.t0, overrides: Self.frozen, alarmRecord: AlarmRecord(), words: Self.german, boot: 100)
        #expect(de.panel.title(of: .quit) == "Beenden" && de.panel.title(of: .theme) == "Design: Prop")
        #expect(de.panel.title(of: .startAtLogin) == "Beim Anmelden starten")
        _ = de.handle(ClockFixture.key(Keysym.comma, .control), at: Self.t0, boot: 101)
        #expect(de.overlay.isOpen && de.panel.tabTitle(.cities) == "STÄDTE" && de.panel.placeholderText == "Tippen, um Städte zu suchen…")
        #expect(CityStoreRefusal.full.message(Self.german) == "Schon drei Städte – erst eine entfernen")
        let en = ClockFixture.model(at: Self.t0, overrides: Self.frozen, alarmRecord: AlarmRecord(), words: .english, boot: 100)
        #expect(en.panel.title(of: .quit) == "Quit" && en.panel.tabTitle(.alarms) == "ALARMS")
    }

    @Test("an alarm's notice and its buttons, in German: its time 24-hour as German notices write it, though the face is 12-hour")
    func alarmNotice() {
        var m = ClockFixture.model(at: Self.t0, settings: AlarmModelTests.alarms(["09:22 daily Arbeit"]), overrides: Self.frozen,
                                   alarmRecord: AlarmRecord(), words: Self.german, boot: 100)
        _ = m.handle(.tick, at: Self.t0, boot: 100)
        let effects = m.handle(.tick, at: Self.t0.addingTimeInterval(60), boot: 160)
        let notice = effects.compactMap { if case .notify(let n) = $0 { n } else { nil } }.first
        #expect(m.face.display.hourCycle == .twelve)
        #expect(notice?.summary == "Wecker 09:22 Arbeit", "\(String(describing: notice))")
        #expect(notice?.body == "Schlummern für 9 Minuten (Space) oder Stopp (Esc).")
        #expect(notice?.actionLabels == ["Schlummern", "Stopp"])
        // The afternoon too; English keeps its AM and PM.
        for (words, expected) in [(Self.german, "Wecker 19:05"), (Words.english, "Alarm 7:05 PM")] {
            let wording = AlarmWording(zone: Self.utc, cycle: .twelve, namesKeys: true, words: words)
            #expect("\(words("Alarm %1$s", wording.title(AlarmTests.alarm("19:05 daily"))))" == expected)
        }
        let english = AlarmWording(zone: Self.utc, cycle: .twelve, namesKeys: true, words: .english)
        #expect(english.title(AlarmTests.alarm("09:22 daily Work")) == "9:22 AM Work")
    }

    @Test("the alarm parser's reasons and the next alarm's weekday, in German; typed days stay the parser's")
    func alarmWords() throws {
        guard case .failure(let hour) = Alarm.parse("25:00 daily", words: Self.german) else { Issue.record("25:00 read"); return }
        #expect(hour.message.hasPrefix("Weckzeit") && hour.message.contains("es gibt keine Stunde 25")
                && hour.message.contains("eine Uhrzeit von 00:00 bis 23:59"), "\(hour.message)")
        guard case .failure(let days) = Alarm.parse("07:30 montags", words: Self.german) else { Issue.record("montags read"); return }
        #expect(days.message.contains("Tage wie mon-fri"), "\(days.message)")
        #expect(try Alarm.parse("07:30 mon-fri Arbeit", words: Self.german).get().label == "Arbeit")
        guard case .failure(let english) = Alarm.parse("25:00 daily") else { Issue.record("25:00 read in English"); return }
        #expect(english.message.hasPrefix("alarm time") && english.message.contains("has no hour 25"))
        // Monday 26 October 1987 is two years on; the film's Saturday is near enough: 9:22 the next day.
        var m = ClockFixture.model(at: Self.t0, settings: AlarmModelTests.alarms(["09:22 daily Arbeit"]), overrides: Self.frozen,
                                   alarmRecord: AlarmRecord(), words: Self.german, boot: 100)
        _ = m.handle(.tick, at: Self.t0.addingTimeInterval(120), boot: 220)
        #expect(m.nextAlarmText(at: Self.t0.addingTimeInterval(120))?.hasPrefix("Nächster Wecker: So 09:22") == true,
                "\(String(describing: m.nextAlarmText(at: Self.t0.addingTimeInterval(120))))")
    }

    @Test("the date, duration, city list, geometry and ctl parsers refuse in German, one line each; English without words")
    func parserWords() {
        let de = Self.german
        func refusal(_ body: () throws -> Void) -> String {
            do { try body(); return "accepted" } catch let error as InputError { return error.message } catch { return "\(error)" }
        }
        let date = refusal { _ = try FrozenDate.parse("1985-13-01T00:00Z", words: de) }
        #expect(date == "ungültiges Datum \"1985-13-01T00:00Z\": Monat 13 liegt nicht in 01–12; erwartet ISO 8601 mit Zeitversatz, "
                + "z. B. 1985-10-26T01:21:00-07:00 oder 2015-10-21T16:29Z")
        guard case .failure(let unit) = TimerDuration.parse("5x", words: de) else { Issue.record("5x read"); return }
        #expect(unit.message == "\"5x\" hat die unbekannte Einheit \"x\"; erwartet eine Dauer von 0:01 bis 23:59:59 wie 18m, 90s, 1h30m, 12:30 oder 1:02:03")
        let cities = refusal { _ = try CitySelection.parse("tokio", catalogue: .standard, words: de) }
        #expect(cities.hasPrefix("unbekannte Stadt \"tokio\" (meinten Sie tokyo"), "\(cities)")
        #expect(refusal { _ = try WindowGeometry.parse("abc", words: de) }.hasPrefix("ungültige Geometrie \"abc\": erwartet BREITExHÖHE"))
        #expect(refusal { _ = try ControlVerb.parse(["night", "maybe"], words: de) } == "ctl night nimmt on oder off, nicht \"maybe\"")
        #expect(refusal { _ = try ControlVerb.parse(["timer", "0:00"], words: de) }.hasPrefix("ungültige Timer-Dauer: \"0:00\" ist null; erwartet eine Dauer"))
        #expect(refusal { _ = try ControlVerb.parse(["mode"], words: de) } == "ctl mode nimmt world oder movie")
        for message in [date, unit.message, cities] { #expect(!message.contains("\n")) }
        // No words given: the English the tests of each parser hold.
        #expect(refusal { _ = try ControlVerb.parse(["night", "maybe"]) } == "ctl night takes on or off, not \"maybe\"")
        guard case .failure(let english) = TimerDuration.parse("5x") else { Issue.record("5x read in English"); return }
        #expect(english.message == "\"5x\" has the unknown unit \"x\"; expected \(TimerDuration.accepted)")
    }

    @Test("a damaged settings file is warned of in German, naming its lines; the file and the settings read are the same as in English")
    func settingsWarning() throws {
        let text = "cities = tokio, london\nclock = 25h\ngarbage\n"
        let german = SettingsFile.parse(text, words: Self.german), english = SettingsFile.parse(text)
        #expect(german.settings == english.settings)
        #expect(german.warnings == ["Zeile 2: clock \"25h\" ist nicht 12h oder 24h; gelesen als 12h",
                                    "Zeile 3: nicht \"Schlüssel = Wert\"; übergangen",
                                    "Zeile 1: unbekannte Stadt \"tokio\" (meinten Sie tokyo?); entfällt"], "\(german.warnings)")
        #expect(english.warnings.first == "line 2: clock \"25h\" is not 12h or 24h; read as 12h")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let location = try #require(SettingsLocation(environment: ["XDG_CONFIG_HOME": home.path]))
        try FileManager.default.createDirectory(at: location.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: location.file, atomically: true, encoding: .utf8)
        let warning = try #require(SettingsFile(location: location, words: Self.german).load().warning)
        #expect(warning.hasPrefix(location.file.path + ": Zeile 2:") && warning.contains("; angezeigt: london; die Datei bleibt, wie sie ist, bis sich eine Einstellung ändert")
                && warning.hasSuffix("als settings.conf.bad aufbewahrt") && !warning.contains("\n"), "\(warning)")
    }

    @Test("F1 or ? shows the keys card of the face showing; any key but a lone modifier, or a click, puts it away and does nothing more")
    func keysCard() {
        var m = ClockFixture.model(at: Self.t0, overrides: Self.frozen, alarmRecord: AlarmRecord(), words: Self.german, boot: 100)
        #expect(m.handle(ClockFixture.key(Keysym.f1), at: Self.t0, boot: 101).contains(.repaintOverlay))
        #expect(m.overlay.keysCard?.face == .world && m.overlay.keysCard?.title == "TASTEN · WELTUHR" && m.overlay.capturesInput)
        #expect(m.handle(ClockFixture.key(0xFFE3), at: Self.t0, boot: 101).isEmpty, "Ctrl alone keeps it")
        // Ctrl+Q closes the card rather than quitting: the key was pressed to put it away. The
        // pointer's motion, followed while the card took the input, is not any more.
        #expect(m.handle(ClockFixture.key(Keysym.q, .control), at: Self.t0, boot: 101) == [.repaintOverlay, .followPointer(false)])
        #expect(m.overlay.keysCard == nil && !m.overlay.capturesInput)
        _ = m.handle(ClockFixture.key(0x3F, .shift, text: "?"), at: Self.t0, boot: 101)
        #expect(m.overlay.keysCard != nil)
        _ = m.handle(.pointer(.button(1, pressed: true, at: Point(5, 5), root: Point(5, 5))), at: Self.t0, boot: 101)
        #expect(m.overlay.keysCard == nil)
        // On the timer face, the timer's keys.
        _ = m.handle(ClockFixture.key(Keysym.t, .control), at: Self.t0, boot: 102)
        _ = m.handle(ClockFixture.key(Keysym.f1), at: Self.t0, boot: 102)
        #expect(m.overlay.keysCard?.face == .timer && m.overlay.keysCard?.lines.first?.keys == "Space")
        // Typed into the settings panel, ? is a character of the search, not the card.
        var typing = ClockFixture.model(at: Self.t0, overrides: Self.frozen, alarmRecord: AlarmRecord(), words: .english, boot: 100)
        _ = typing.handle(ClockFixture.key(Keysym.comma, .control), at: Self.t0, boot: 101)
        _ = typing.handle(ClockFixture.key(0x3F, .shift, text: "?"), at: Self.t0, boot: 101)
        #expect(typing.overlay.keysCard == nil && typing.overlay.query == "?")
    }

    @Test("every face's card names the window's shortcuts as the menu spells them, and every line has words",
          arguments: KeysCard.Face.allCases)
    func cardLines(face: KeysCard.Face) {
        for words in CatalogueWords.all {
            let card = KeysCard(face: face, words: words)
            #expect(card.lines.allSatisfy { !$0.keys.isEmpty && !$0.action.isEmpty }, "\(words.language) \(face)")
            for shortcut in ["Ctrl+T", "Ctrl+S", "Ctrl+,", "F11", "Ctrl+Q", "F1, ?"] {
                #expect(card.lines.contains { $0.keys == shortcut }, "\(words.language) \(face): \(shortcut)")
            }
        }
        #expect(KeysCard(face: .movie, words: .english).lines.contains { $0.keys == "R" && $0.action == "Return to the present" })
        #expect(KeysCard(face: .stopwatch, words: .english).lines.contains { $0.keys == "L, Enter" })
    }

    @Test("the LEDs keep JAN…DEC unless months = local; then the language's, marks shown as their base letters")
    func months() {
        #expect(MonthLetters.local(.english) == Readout.monthAbbreviations)
        #expect(MonthLetters.local(Self.german) == ["JAN", "FEB", "MAR", "APR", "MAI", "JUN", "JUL", "AUG", "SEP", "OKT", "NOV", "DEZ"])
        #expect(MonthLetters.local(CatalogueWords.words("fr"))[1] == "FEV" && MonthLetters.local(CatalogueWords.words("fr"))[11] == "DEC")
        #expect(MonthLetters.local(CatalogueWords.words("fr"))[7] == "AOU")
        #expect(MonthLetters.cells("ÄÉÇ") == "AEC" && MonthLetters.cells("ß") == "SS " && MonthLetters.cells("JANV") == "JAN")
        #expect(MonthLetters.cells("A€B") == "A B", "a character the font cannot draw is a dark cell")
        for language in CatalogueWords.languages {
            for month in MonthLetters.local(CatalogueWords.words(language)) {
                #expect(month.count == 3 && month.allSatisfy { SegmentFont.fourteenSegment($0) != nil }, "\(language): \(month)")
            }
        }
        // October 1985 on the face: the prop's OCT by default, even in German; OKT when asked.
        let prop = ClockFixture.model(at: Self.t0, overrides: Self.frozen, alarmRecord: AlarmRecord(), words: Self.german, boot: 100)
        #expect(prop.face.rows(at: Self.t0).compactMap { $0.readout?.month } == ["OCT", "OCT", "OCT"])
        var display = DisplayPreferences()
        display.months = .local
        let local = ClockFixture.model(at: Self.t0, settings: { $0.display = display }, overrides: Self.frozen, alarmRecord: AlarmRecord(),
                                       words: Self.german, boot: 100)
        #expect(local.face.rows(at: Self.t0).compactMap { $0.readout?.month } == ["OKT", "OKT", "OKT"])
        #expect(ClockFixture.model(at: Self.t0, settings: { $0.display = display }, overrides: Self.frozen, alarmRecord: AlarmRecord(),
                                   words: .english, boot: 100).face.rows(at: Self.t0).first?.readout?.month == "OCT")
    }

    @Test("months = local in the settings file is read and written back; a bad value is one warning and the prop's letters")
    func monthsSetting() throws {
        let loaded = SettingsFile.parse("cities = london\nmonths = local\n")
        #expect(loaded.settings.display.months == .local && loaded.warnings.isEmpty)
        #expect(SettingsFile.serialize(loaded.settings).contains("months = local"))
        let bad = SettingsFile.parse("cities = london\nmonths = german\n")
        #expect(bad.settings.display.months == .prop)
        #expect(bad.warnings.count == 1 && bad.warnings[0].contains("months \"german\" is not prop or local"), "\(bad.warnings)")
        #expect(!SettingsFile.serialize(Settings.defaults()).contains("months"), "a fresh install's value is not written")
    }
}
