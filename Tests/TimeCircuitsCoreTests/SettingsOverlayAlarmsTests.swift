import Foundation
import Testing
@testable import TimeCircuitsCore

/// The settings panel's alarms page, driven key by key and click by click as the shell drives it.
@Suite("SettingsOverlay alarms page")
struct SettingsOverlayAlarmsTests {
    static let width = 1040, height = 670

    static func alarm(_ line: String) -> Alarm { try! Alarm.parse(line).get() }

    /// An open panel on the alarms page with `lines` as the alarms.
    static func page(_ lines: [String] = []) -> OverlayPicture {
        var o = OverlayPicture.fixture(cities: [], width: width, height: height)
        o.alarms = lines.map(alarm)
        _ = o.follow(.key(.ctrlComma))
        _ = o.follow(.key(.tab))
        return o
    }

    static func type(_ o: inout OverlayPicture, _ text: String) {
        for ch in text { _ = o.follow(.key(.text(String(ch)))) }
    }

    /// The list an effect list saves, or nil when it saves none.
    static func saved(_ effects: [OverlayEffect]) -> [Alarm]? {
        effects.lazy.compactMap { if case .alarmsChanged(let list) = $0 { list } else { nil } }.first
    }

    @Test("Tab and Shift+Tab go round the cities, the alarms, the timers and the theme, the hint says so, and Ctrl+comma reopens on the cities")
    func tabSwitchesPages() {
        var o = OverlayPicture.fixture(cities: [], width: Self.width, height: Self.height)
        _ = o.follow(.key(.ctrlComma))
        #expect(o.page == .cities && o.hintText.contains("Tab alarms"))
        #expect(o.follow(.key(.tab)).contains(.repaint))
        #expect(o.page == .alarms && o.hintText.contains("Tab timers"))
        #expect(OverlayKey(keysym: Keysym.isoLeftTab, modifiers: [.shift], text: "") == .shiftTab)
        #expect(OverlayKey(keysym: Keysym.tab, modifiers: [.shift], text: "") == .shiftTab)
        #expect(OverlayKey(keysym: Keysym.tab, modifiers: [], text: "\t") == .tab)
        _ = o.follow(.key(.tab))
        #expect(o.page == .timers && o.hintText.contains("Tab theme"))
        _ = o.follow(.key(.tab))
        #expect(o.page == .theme && o.hintText.contains("M MQTT") && o.hintText.contains("Tab cities"))
        // The MQTT link shares the theme's tab: M brings it, and Tab goes on from that tab.
        _ = o.follow(.key(.text("m")))
        #expect(o.page == .mqtt && o.tabTitle(.theme) == "MQTT" && o.hintText.contains("Tab cities"))
        _ = o.follow(.key(.tab))
        #expect(o.page == .cities)
        _ = o.follow(.key(.shiftTab))
        #expect(o.page == .theme, "Shift+Tab goes back, round the start")
        _ = o.follow(.key(.shiftTab))
        #expect(o.page == .timers)
        _ = o.follow(.key(.shiftTab))
        #expect(o.page == .alarms)
        _ = o.follow(.key(.shiftTab))
        #expect(o.page == .cities)
        _ = o.follow(.key(.tab))
        _ = o.follow(.key(.ctrlComma))
        _ = o.follow(.key(.ctrlComma))
        #expect(o.isOpen && o.page == .cities)
    }

    @Test("typing 07:30 mon-fri Work and Enter adds that alarm, clears the field, selects it and says so")
    func enterAdds() {
        var o = Self.page(["06:00 daily"])
        Self.type(&o, "07:30 mon-fri Work")
        #expect(o.alarmEntry == "07:30 mon-fri Work")
        let effects = o.follow(.key(.enter))
        #expect(Self.saved(effects) == [Self.alarm("06:00 daily"), Self.alarm("07:30 mon-fri Work")])
        #expect(o.alarms.count == 2 && o.selectedAlarm == 1 && o.alarmEntry.isEmpty)
        #expect(o.message == OverlayMessage(.info, "Added 7:30 AM mon-fri Work"))
    }

    @Test("the field is the settings file's grammar: off in front adds it switched off; days may be left out")
    func sameGrammarAsTheFile() {
        var o = Self.page()
        Self.type(&o, "off 22:15 sat,sun")
        _ = o.follow(.key(.enter))
        Self.type(&o, "6:45")
        _ = o.follow(.key(.enter))
        #expect(o.alarms == [Self.alarm("off 22:15 sat,sun"), Self.alarm("06:45 daily")])
        #expect(!o.alarms[0].enabled)
    }

    @Test(arguments: [
        ("25:00 daily", "Time \"25:00\" has no hour 25; expected a time of day from 00:00 to 23:59, like 07:30"),
        ("07:30 funday Work", "Days \"funday\" are not days; expected days like mon-fri, sat,sun, mon,wed,fri, daily or once"),
        ("07:30 daily Gym #1", "Label \"Gym #1\" cannot hold #, ; or control characters (the settings file reads # and ; as comments)"),
    ])
    func badInputIsRefusedInline(line: String, reason: String) {
        var o = Self.page(["06:00 daily"])
        let before = o.alarms
        Self.type(&o, line)
        let effects = o.follow(.key(.enter))
        #expect(Self.saved(effects) == nil && o.alarms == before)
        #expect(o.message == OverlayMessage(.refusal, reason))
        #expect(o.alarmEntry == line, "the line stays to be corrected")
        // The next key moves on from the message.
        _ = o.follow(.key(.backspace))
        #expect(o.message == nil)
    }

    @Test("an alarm already in the list is refused and nothing changes")
    func duplicateRefused() {
        var o = Self.page(["07:30 mon-fri Work"])
        Self.type(&o, "7:30 weekdays Work")
        #expect(Self.saved(o.follow(.key(.enter))) == nil)
        #expect(o.alarms.count == 1 && o.message?.kind == .refusal)
    }

    @Test("Enter with nothing typed does nothing")
    func emptyEnter() {
        var o = Self.page(["07:30 daily"])
        #expect(o.follow(.key(.enter)).isEmpty && o.message == nil)
    }

    @Test("Up and Down select, stopping at the ends")
    func upDownSelect() {
        var o = Self.page(["06:00", "07:00", "08:00"])
        #expect(o.selectedAlarm == 0)
        _ = o.follow(.key(.up))
        #expect(o.selectedAlarm == 0)
        _ = o.follow(.key(.down)); _ = o.follow(.key(.down)); _ = o.follow(.key(.down))
        #expect(o.selectedAlarm == 2)
        _ = o.follow(.key(.up))
        #expect(o.selectedAlarm == 1)
    }

    @Test("Space with an empty field switches the selected alarm off and on; once typing starts it is a space")
    func spaceToggles() {
        var o = Self.page(["06:00", "07:00 daily Work"])
        _ = o.follow(.key(.down))
        let off = Self.saved(o.follow(.key(.text(" "))))
        #expect(off?[1].enabled == false && off?[0].enabled == true)
        #expect(Self.saved(o.follow(.key(.text(" "))))?[1].enabled == true)
        Self.type(&o, "08:00 ")
        #expect(o.alarmEntry == "08:00 " && o.alarms.allSatisfy(\.enabled))
    }

    @Test("Delete removes the selected alarm, selects the one that took its place, and names what went")
    func deleteRemoves() {
        var o = Self.page(["06:00", "07:00 daily Work", "08:00"])
        _ = o.follow(.key(.down))
        #expect(Self.saved(o.follow(.key(.delete))) == [Self.alarm("06:00"), Self.alarm("08:00")])
        #expect(o.selectedAlarm == 1 && o.message == OverlayMessage(.info, "Removed 07:00 daily Work"))
        _ = o.follow(.key(.delete)); _ = o.follow(.key(.delete))
        #expect(o.alarms.isEmpty && o.selectedAlarm == nil)
        #expect(Self.saved(o.follow(.key(.delete))) == nil, "nothing left to remove")
    }

    @Test("Backspace edits the field; Esc clears it, then closes; control characters are not typed")
    func fieldEditing() {
        var o = Self.page()
        Self.type(&o, "07:3x")
        _ = o.follow(.key(.backspace))
        _ = o.follow(.key(.text("\u{7}")))
        #expect(o.alarmEntry == "07:3")
        _ = o.follow(.key(.escape))
        #expect(o.isOpen && o.alarmEntry.isEmpty)
        #expect(o.follow(.key(.escape)).contains(.close) && !o.isOpen)
    }

    @Test("the cities' keys do nothing on the alarms page, and the field is capped")
    func citiesKeysIgnored() {
        var o = OverlayPicture.fixture(cities: [CityCatalogue.standard.city(id: "london")!], width: Self.width, height: Self.height)
        _ = o.follow(.key(.ctrlComma)); _ = o.follow(.key(.tab))
        // → is not among them: it shows the reminders, under the same tab (SettingsOverlayRemindersTests).
        for key in [OverlayKey.ctrlR, .altUp, .altDown, .left, .delete] {
            #expect(o.follow(.key(key)).isEmpty, "\(key)")
        }
        #expect(o.cities.map(\.id) == ["london"])
        Self.type(&o, String(repeating: "a", count: 80))
        #expect(o.alarmEntry.count == SettingsOverlay.maximumAlarmEntryLength)
    }

    @Test("clicks: a tab switches pages, a lamp switches its alarm, a × removes it, a row selects it, outside closes")
    func mouse() throws {
        var o = Self.page(["06:00", "07:00"])
        let rows = o.layout.alarmRows
        _ = o.follow(.press(.left, at: rows[1].frame.center))
        #expect(o.selectedAlarm == 1)
        #expect(Self.saved(o.follow(.press(.left, at: rows[0].lamp.center))) == [Self.alarm("off 06:00"), Self.alarm("07:00")])
        #expect(Self.saved(o.follow(.press(.left, at: rows[1].removeButton.center))) == [Self.alarm("off 06:00")])
        let cities = try #require(o.layout.pageTabs.first { $0.page == .cities })
        _ = o.follow(.press(.left, at: cities.frame.center))
        #expect(o.page == .cities)
        let alarms = try #require(o.layout.pageTabs.first { $0.page == .alarms })
        _ = o.follow(.press(.left, at: alarms.frame.center))
        #expect(o.page == .alarms)
        #expect(o.follow(.press(.left, at: Point(1, 1))).contains(.close))
    }

    @Test("the list scrolls to keep the selection in view, and the wheel scrolls it")
    func scrolling() {
        let visible = Self.page().layout.alarmRows.count
        var o = Self.page((0..<(visible + 3)).map { String(format: "%02d:00", $0) })
        for _ in 0..<(visible + 2) { _ = o.follow(.key(.down)) }
        #expect(o.selectedAlarm == visible + 2 && o.alarmScroll == 3)
        #expect(o.visibleAlarms.last?.index == visible + 2)
        _ = o.follow(.wheel(-5, at: o.layout.panel.center))
        #expect(o.alarmScroll == 0)
    }

    @Test("the list follows the settings file without a word, keeping the selection in range")
    func replaceFollowsTheFile() {
        var o = Self.page(["06:00", "07:00", "08:00"])
        _ = o.follow(.key(.down)); _ = o.follow(.key(.down))
        o.alarms = [Self.alarm("09:00")]
        #expect(o.alarms == [Self.alarm("09:00")] && o.selectedAlarm == 0 && o.message == nil)
    }
}
