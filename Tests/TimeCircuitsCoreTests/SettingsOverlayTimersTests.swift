import Foundation
import Testing
import DesktopTestSupport
@testable import TimeCircuitsCore

/// The settings panel's timers page: Tab reaches it after the alarms; `Tea 4m`, `4m Tea` and
/// `preset3 Talk` with Enter add a timer; a line that is not one is refused inline saying what
/// is accepted, with nothing changed; Space starts and pauses, Delete removes, Enter brings one
/// onto the face. The fixture carries out the effects as the model would; the last test drives
/// the model itself, whose timers are the real ones.
@Suite("SettingsOverlay timers page")
struct SettingsOverlayTimersTests {
    static let width = 520, height = 335

    static func opened() -> OverlayPicture {
        var o = OverlayPicture.fixture(cities: [CityCatalogue.standard.city(id: "london")!], width: width, height: height)
        o.shows.timers = [TimerListing.Entry(number: 1, name: "18:00 timer", state: "set", remaining: 1080, duration: 1080, ends: nil,
                                             phase: nil, roundsToday: nil, light: "green")]
        _ = o.follow(.key(.ctrlComma)); _ = o.follow(.key(.tab)); _ = o.follow(.key(.tab))
        return o
    }

    static func type(_ o: inout OverlayPicture, _ text: String) {
        for c in text { _ = o.follow(.key(.text(String(c)))) }
    }

    @Test("Tab reaches the timers after the alarms, its tab names it, the hint says its keys and where Tab goes")
    func reaching() {
        let o = Self.opened()
        #expect(o.page == .timers && o.tabTitle(.timers) == "TIMERS")
        #expect(o.hintText == "Enter adds · Space runs · Del removes · Tab theme")
        #expect(o.timerRows.count == 4, "timer 1 and the three presets of a fresh install")
    }

    @Test("a name and a length, either way round, or a preset under a name, and Enter: added set, selected, the field cleared",
          arguments: [("Tea 4m", "Tea", 240), ("4m Tea", "Tea", 240), ("Earl Grey 3:30", "Earl Grey", 210), ("90s", "1:30 timer", 90),
                      ("preset3 Talk", "Talk", 1080), ("お茶 3m", "お茶", 180)])
    func adds(line: String, name: String, seconds: Int) throws {
        var o = Self.opened()
        Self.type(&o, line)
        let effects = o.follow(.key(.enter))
        #expect(effects.contains { if case .timerAdded(seconds, nil, _, _, false) = $0 { true } else { false } }, "\(effects)")
        let added = try #require(o.shows.timers.last)
        #expect(added.name == name && added.duration == seconds && added.state == "set")
        #expect(o.selectedTimerRow == 1 && o.timerEntry.isEmpty)
        #expect(o.message?.kind == .info && o.message?.text.contains(name) == true)
    }

    @Test("a preset's thresholds come with it: preset3 Talk takes slot 3's amber and red")
    func presetThresholds() {
        var o = Self.opened()
        let thresholds = PhaseThresholds(amber: 180, red: 30)
        o.shows.timerPresets[slot: 3] = TimerPreset(duration: 600, thresholds: thresholds)
        Self.type(&o, "preset3 Talk")
        #expect(o.follow(.key(.enter)).contains(.timerAdded(seconds: 600, cycle: nil, thresholds: thresholds, name: "Talk", start: false)))
    }

    @Test("a line that is not a timer: one line saying what is accepted, the field kept, nothing changed",
          arguments: ["Tea", "Tea 25h", "4m Tea;cake", "preset7 Talk", "0s Tea"])
    func refuses(line: String) {
        var o = Self.opened()
        Self.type(&o, line)
        let before = o.shows.timers
        let effects = o.follow(.key(.enter))
        #expect(!effects.contains { if case .timerAdded = $0 { true } else { false } })
        #expect(o.shows.timers == before && o.timerEntry == line)
        #expect(o.message?.kind == .refusal)
        let text = o.message?.text ?? ""
        #expect(text.contains("Tea 4m") || text.contains("preset1") || text.contains("name"), "\(text)")
    }

    @Test("Space starts and pauses the selected timer, Delete removes it; timer 1 stays, saying why")
    func spaceAndDelete() {
        var o = Self.opened()
        Self.type(&o, "Tea 4m")
        _ = o.follow(.key(.enter))
        #expect(o.follow(.key(.text(" "))).contains(.timerAsked(.start, number: 2)))
        #expect(o.shows.timers[1].state == "running")
        #expect(o.follow(.key(.text(" "))).contains(.timerAsked(.pause, number: 2)))
        #expect(o.shows.timers[1].state == "paused")
        #expect(o.follow(.key(.delete)).contains(.timerAsked(.remove, number: 2)))
        #expect(o.shows.timers.count == 1 && o.message?.text == "Removed Tea")
        // The selection is now on timer 1, the timer face's own.
        _ = o.follow(.key(.up))
        #expect(o.follow(.key(.delete)).allSatisfy { if case .timerAsked = $0 { false } else { true } })
        #expect(o.message?.kind == .refusal && o.shows.timers.count == 1)
        // Typed text takes Space as a space in the name.
        Self.type(&o, "Earl Grey 3m")
        #expect(o.timerEntry == "Earl Grey 3m")
    }

    @Test("Enter on an empty field brings the selected timer onto the face and closes the panel; on a preset, starts one")
    func enterAndPresets() {
        var o = Self.opened()
        Self.type(&o, "Tea 4m")
        _ = o.follow(.key(.enter))
        let effects = o.follow(.key(.enter))
        #expect(effects.contains(.timerAsked(.show, number: 2)) && effects.contains(.close) && !o.isOpen)
        var p = Self.opened()
        _ = p.follow(.key(.down)); _ = p.follow(.key(.down))
        #expect(p.selectedTimerRow == 2 && p.timerRows[2] == .preset(slot: 2, TimerPreset(duration: 600)))
        #expect(p.follow(.key(.text(" "))).contains(.timerAdded(seconds: 600, cycle: nil, thresholds: .standard, name: "", start: true)))
    }

    @Test("in the model: typed on the page, the timer is in `timer list`; Space runs it, Delete removes it; the page reads the model's list")
    func model() throws {
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        var m = ClockFixture.model(at: t0)
        let keys: [ClockInput] = [ClockFixture.key(Keysym.comma, .control), ClockFixture.key(Keysym.tab), ClockFixture.key(Keysym.tab)]
            + "Tea 4m".map { ClockFixture.key(UInt32($0.unicodeScalars.first!.value), text: String($0)) } + [ClockFixture.key(Keysym.returnKey)]
        for key in keys { _ = m.handle(key, at: t0) }
        #expect(m.overlay.page == .timers)
        let listed = m.timerListing(at: t0, boot: m.bootNow).timers
        #expect(listed.map(\.name).dropFirst() == ["Tea"] && listed[1].state == "set" && listed[1].remaining == 240)
        #expect(m.panel.timerRows.prefix(2) == listed.map(TimerPageRow.timer)[...])
        _ = m.handle(ClockFixture.key(0x20, text: " "), at: t0)
        #expect(m.timerListing(at: t0, boot: m.bootNow).timers[1].state == "running")
        _ = m.handle(ClockFixture.key(Keysym.delete), at: t0)
        #expect(m.timerListing(at: t0, boot: m.bootNow).timers.count == 1)
    }
}
