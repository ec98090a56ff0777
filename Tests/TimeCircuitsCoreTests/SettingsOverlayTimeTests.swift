import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore

/// The settings panel's time page, under the cities' tab: exhibition mode and a departure set by
/// typing a date and time, refused inline when it is not one (or, for a departure, when its
/// minute has come), stopped with Delete or ×; and the theme page's switch for the time spoken
/// on the hour. Each through the model too: what is saved, what the face holds.
@Suite("SettingsOverlay time page and spoken hours")
struct SettingsOverlayTimeTests {
    typealias M = ClockModelTests
    static let width = 520, height = 335

    static func opened(mode: ClockMode = .world) -> OverlayPicture {
        var o = OverlayPicture.fixture(cities: [CityCatalogue.standard.city(id: "london")!], width: width, height: height)
        o.mode = mode
        _ = o.follow(.key(.ctrlComma)); _ = o.follow(.key(.right))
        return o
    }

    static func type(_ o: inout OverlayPicture, _ text: String) {
        for c in text { _ = o.follow(.key(.text(String(c)))) }
    }

    static func date(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0) -> CivilDateTime {
        CivilDateTime(year: y, month: mo, day: d, hour: h, minute: mi)!
    }

    /// Keys as the window sends them: named keys by keysym, text with its characters.
    static func typed(_ text: String) -> [ClockInput] {
        text.map { ClockFixture.key(UInt32($0.unicodeScalars.first!.value), text: String($0)) }
    }

    static func send(_ inputs: [ClockInput], to m: inout ClockModel, at t: Date = M.t0) -> [ClockEffect] {
        inputs.flatMap { m.handle($0, at: t) }
    }

    /// A launched model with the panel open on the time page.
    static func modelOnTimePage() -> ClockModel {
        var m = ClockFixture.model(at: M.t0, launched: false)
        _ = m.handle(.launch, at: M.t0)
        _ = send([M.ctrlComma, ClockFixture.key(Keysym.right)], to: &m)
        return m
    }

    @Test("→ on the cities page shows the time page and the tab names it; ← goes back; a click on the tab goes there and back")
    func reaching() {
        var o = Self.opened()
        #expect(o.page == .time && o.tabTitle(.cities) == "TIME" && o.hintText.contains("← back"))
        #expect(o.layout.pageTabs.map(\.page) == [.cities, .alarms, .timers, .theme], "still four tabs: the hint keeps its room")
        _ = o.follow(.key(.left))
        #expect(o.page == .cities && o.tabTitle(.cities) == "CITIES")
        let tab = o.layout.pageTabs.first { $0.page == .cities }!.frame
        _ = o.follow(.press(.left, at: tab.center))
        #expect(o.page == .time)
        _ = o.follow(.key(.tab))
        #expect(o.page == .alarms, "Tab goes on from the time page as from the cities")
        _ = o.follow(.press(.left, at: tab.center))
        #expect(o.page == .cities)
        _ = o.follow(.press(.left, at: tab.center))
        #expect(o.page == .time)
    }

    @Test("in movie mode → on the cycle row still steps the cycle; elsewhere it brings the time page")
    func movieCycleRowKeepsRight() {
        var o = OverlayPicture.fixture(cities: [], width: Self.width, height: Self.height)
        o.mode = .movie
        _ = o.follow(.key(.ctrlComma))
        while (o.selectedSlot ?? 0) < SettingsOverlay.cycleRow { _ = o.follow(.key(.down)) }
        #expect(o.follow(.key(.right)).contains(.cycleChanged(5)) && o.page == .cities)
        _ = o.follow(.key(.up))
        _ = o.follow(.key(.right))
        #expect(o.page == .time && o.tabTitle(.cities) == "TIME")
    }

    @Test("the exhibition: a typed date and time sets it, what is not one is refused inline saying what is accepted, Delete stops it")
    func exhibitionTyping() {
        var o = Self.opened()
        #expect(o.timeRow == .exhibition && o.timePlaceholder.contains("1985-10-26 01:21"))
        Self.type(&o, "1985-10-26 1:21")
        #expect(o.follow(.key(.enter)).allSatisfy { $0 == .repaint }, "refused: nothing but a repaint")
        #expect(o.exhibition == nil && o.timeEntry == "1985-10-26 1:21", "the field keeps what was typed")
        #expect(o.message == OverlayMessage(.refusal, "\"1985-10-26 1:21\" is not a date and time: expected one like 1985-10-26 01:21"))
        _ = o.follow(.key(.escape))
        #expect(o.isOpen && o.timeEntry.isEmpty && o.message == nil)
        Self.type(&o, "1985-10-26 01:21")
        #expect(o.follow(.key(.enter)).contains(.exhibitionChanged(Self.date(1985, 10, 26, 1, 21))))
        #expect(o.timeEntry.isEmpty && o.timeLine(.exhibition).name == "Exhibition: 1985-10-26 01:21" && o.isOn(.exhibition))
        // Changed by typing another; the T form of the file's and ctl's is read too.
        Self.type(&o, "2015-10-21T16:29")
        #expect(o.follow(.key(.enter)).contains(.exhibitionChanged(Self.date(2015, 10, 21, 16, 29))))
        #expect(o.follow(.key(.delete)).contains(.exhibitionChanged(nil)))
        #expect(o.exhibition == nil && o.timeLine(.exhibition).name == "Exhibition off")
        #expect(o.follow(.key(.delete)).allSatisfy { $0 == .repaint }, "nothing left to stop")
        _ = o.follow(.key(.escape))
        #expect(!o.isOpen, "Esc with an empty field closes")
    }

    @Test("the × of a row on shows and stops it; a click on a row chooses what the field sets")
    func mouse() {
        var o = Self.opened()
        o.exhibition = Self.date(1985, 10, 26, 1, 21)
        let rows = o.layout.timeRows
        _ = o.follow(.press(.left, at: rows[1].frame.center))
        #expect(o.timeRow == .departure && o.timePlaceholder.contains("depart at"))
        #expect(o.follow(.press(.left, at: rows[0].removeButton.center)).contains(.exhibitionChanged(nil)))
        #expect(o.timeRow == .exhibition && o.exhibition == nil)
    }

    @Test("a departure is read as ctl depart-at reads it, or as the keypad's digits; what is neither is refused inline")
    func departureTyping() {
        var o = Self.opened()
        _ = o.follow(.key(.down))
        #expect(o.timeRow == .departure)
        Self.type(&o, "2031-13-01 00:00")
        #expect(!o.follow(.key(.enter)).contains { if case .departureChosen = $0 { true } else { false } })
        #expect(o.message?.kind == .refusal && o.message?.text.hasSuffix("expected one like 2031-01-01 00:00, or mmddyyyyhhMM") == true)
        #expect(o.timeEntry == "2031-13-01 00:00")
        _ = o.follow(.key(.escape))
        Self.type(&o, "2031-01-01T00:00")
        #expect(o.follow(.key(.enter)).contains(.departureChosen(Self.date(2031, 1, 1))))
        _ = o.follow(.key(.escape))
        Self.type(&o, "102120151629")
        #expect(o.follow(.key(.enter)).contains(.departureChosen(Self.date(2015, 10, 21, 16, 29))))
        _ = o.follow(.key(.escape))
        Self.type(&o, "0230")
        #expect(o.follow(.key(.enter)).contains(.departureChosen(Self.date(1955, 11, 5, 2, 30))),
                "hhMM keeps the destination's date, as digits and D do")
    }

    @Test("the model: a typed exhibition holds the face and is saved; Delete lets it run and saves that")
    func exhibitionSaved() {
        var m = Self.modelOnTimePage()
        var effects = Self.send(Self.typed("1985-10-26 01:21") + [ClockFixture.key(Keysym.returnKey)], to: &m)
        #expect(m.face.exhibition == Self.date(1985, 10, 26, 1, 21) && m.panel.exhibition == m.face.exhibition)
        #expect(M.saves(effects).map(\.exhibition) == [Self.date(1985, 10, 26, 1, 21)])
        #expect(m.panel.title(of: .exhibition) == "Exhibition: 1985-10-26 01:21", "the menu says it is on")
        effects = m.handle(ClockFixture.key(Keysym.delete), at: M.t0)
        #expect(m.face.exhibition == nil && M.saves(effects).map(\.exhibition) == [nil])
        #expect(m.overlay.message == OverlayMessage(.info, "Exhibition stopped: the clock runs"))
    }

    @Test("the model: a departure whose minute has come is refused inline with ctl depart-at's line; one to come is set; Delete cancels")
    func departureSet() {
        var m = Self.modelOnTimePage()
        _ = m.handle(ClockFixture.key(Keysym.down), at: M.t0)
        let effects = Self.send(Self.typed("2026-03-01 11:59") + [ClockFixture.key(Keysym.returnKey)], to: &m)
        #expect(m.face.movie.departure == nil && !effects.contains { if case .saveState = $0 { true } else { false } })
        #expect(m.overlay.message == OverlayMessage(.refusal,
                "2026-03-01T11:59 has already come: depart-at takes a time still to come (travel goes there now)"))
        #expect(m.overlay.timeEntry == "2026-03-01 11:59", "the field keeps what was typed")
        for _ in 0..<5 { _ = m.handle(ClockFixture.key(Keysym.backspace), at: M.t0) }
        _ = Self.send(Self.typed("13:00") + [ClockFixture.key(Keysym.returnKey)], to: &m)
        #expect(m.face.movie.departure == Self.date(2026, 3, 1, 13, 0))
        #expect(m.face.movie.mode == .movie, "a departure from the world face switches to movie mode, as ctl depart-at does")
        #expect(m.overlay.timeEntry.isEmpty && m.overlay.message == OverlayMessage(.info, "Departs at 2026-03-01 13:00"))
        _ = m.handle(.tick, at: M.t0)
        #expect(m.panel.timeLine(.departure).name == "Departs: MAR 01 2026  01:00 PM, in 0:01:00", "\(m.panel.timeLine(.departure).name)")
        _ = m.handle(ClockFixture.key(Keysym.delete), at: M.t0)
        #expect(m.face.movie.departure == nil && m.panel.timeLine(.departure).name == "No departure waiting")
    }

    @Test("the theme page's spoken-hours switch: H or a click switches it, used at once and saved; the file's change shows")
    func speakHours() {
        var m = ClockFixture.model(at: M.t0, launched: false)
        _ = m.handle(.launch, at: M.t0)
        _ = Self.send([M.ctrlComma, ClockFixture.key(Keysym.tab), ClockFixture.key(Keysym.tab), ClockFixture.key(Keysym.tab)], to: &m)
        #expect(m.overlay.page == .theme && !m.panel.speakHours && m.panel.speakLine.name == "Time not spoken on the hour")
        var effects = Self.send(Self.typed("h"), to: &m)
        #expect(m.sounds.choices.speakHours && m.panel.speakHours && m.panel.speakLine.name == "Time spoken on the hour")
        #expect(M.saves(effects).map(\.sound.speakHours) == [true])
        #expect(m.face.display.theme == .prop, "H chooses no theme")
        let row = m.overlay.layout.speakRow.frame.center
        effects = Self.send([.pointer(.button(1, pressed: true, at: row, root: row)), .pointer(.button(1, pressed: false, at: row, root: row))], to: &m)
        #expect(!m.sounds.choices.speakHours && M.saves(effects).map(\.sound.speakHours) == [false])
        var changed = m.saved!
        changed.sound.speakHours = true
        _ = m.handle(.settingsChanged(changed), at: M.t0)
        #expect(m.panel.speakHours, "the switch follows the file")
    }

    @Test("the theme page's rows stay inside the panel and apart at every size", arguments: [(520, 335), (333, 215), (1920, 1240)])
    func themeRowsFit(width: Int, height: Int) {
        let l = OverlayLayout(width: width, height: height)
        let rows = [l.soundRow.frame, l.speakRow.frame, l.loginRow.frame, l.nightRow.frame]
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(a.maxY <= b.minY) }
        #expect(l.nightRow.frame.maxY <= l.panel.maxY - OverlayMetrics.padding * l.scale + 0.5)
        #expect(l.timeNote.maxY <= l.panel.maxY && l.timeRows[0].frame.minY >= l.alarmMessage.maxY)
    }
}
