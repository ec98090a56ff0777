import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore

/// Plan mode driven through the model as the window drives it: P, a time typed on a row in its
/// city's time, the arrows, Page Up and Down, the wheel, Tab, A for the hours all are at work,
/// Ctrl+C, Esc and R; what the rows, their plates, the colon, the view and the status say.
@Suite("Plan mode: the rows at a planned instant, driven from the keyboard")
struct PlanModeTests {
    /// Thursday 10 December 2026, 12:00 UTC.
    static let now = try! FrozenDate.parse("2026-12-10T12:00:00Z")
    static func utc(_ text: String) -> Date { try! FrozenDate.parse(text) }

    static func model(_ cities: String = "new_york, london, hong_kong", workhours: String? = nil) -> ClockModel {
        ClockFixture.model(at: now, settings: { settings in
            settings.cities = cities.split(separator: ",").map { CityCatalogue.standard.city(id: $0.trimmingWhitespace())! }
            if let workhours { settings.workingHours = WorkingWeek.parse(workhours)! }
        })
    }

    /// `text` typed key by key, as X reports it: each character its keysym and its text.
    static func type(_ text: String, on m: inout ClockModel, at t: Date = now) -> [ClockEffect] {
        text.flatMap { c -> [ClockEffect] in
            let keysym: UInt32 = c == " " ? Keysym.space : UInt32(c.unicodeScalars.first!.value)
            return m.handle(.key(KeyPress(baseKeysym: keysym, text: String(c))), at: t)
        }
    }

    static func key(_ keysym: UInt32, _ m: inout ClockModel, _ modifiers: KeyBindings.Modifiers = [], at t: Date = now) -> [ClockEffect] {
        m.handle(ClockFixture.key(keysym, modifiers), at: t)
    }

    /// The rows' readouts as `now` prints them.
    static func lines(_ m: ClockModel, at t: Date = now) -> [String] {
        m.view(at: t).rows.map { $0.shown.line }
    }

    static func plates(_ m: ClockModel, at t: Date = now) -> [String?] {
        m.content(at: t).rows.map(\.sidePlate)
    }

    @Test("P holds the rows at now's minute with the colon steady; 0900 typed on New York's row and Enter shows every city then")
    func typeOnARow() throws {
        var m = Self.model()
        let before = Self.lines(m)
        _ = Self.key(Keysym.p, &m)
        #expect(m.face.plan.isOn)
        #expect(Self.lines(m) == before, "the plan starts where the rows were")
        #expect(m.content(at: Self.now.addingTimeInterval(0.7)).colonLevel == ColonClock.fullLevel, "the colon holds still")
        #expect(Self.plates(m) == ["PLAN › AWAKE", "PLAN · AT WORK", "PLAN · AWAKE"])
        _ = Self.type("0900", on: &m)
        #expect(Self.plates(m)[0] == "PLAN › 0900_")
        _ = Self.key(Keysym.returnKey, &m)
        // 09:00 in New York that day (EST) is 14:00 UTC: London 2 PM, Hong Kong 10 PM.
        #expect(Self.lines(m) == ["DEC 10 2026  09:00 AM", "DEC 10 2026  02:00 PM", "DEC 10 2026  10:00 PM"])
        #expect(m.view(at: Self.now).plan?.instant == Self.utc("2026-12-10T14:00:00Z"))
        #expect(m.status(at: Self.now).planned == "2026-12-10T14:00:00Z")
        #expect(m.status(at: Self.now).rows.map(\.state) == [.working, .working, .night])
        #expect(Self.plates(m) == ["PLAN › AT WORK", "PLAN · AT WORK", "PLAN · ASLEEP"])
        // The rows stay there as the wall clock runs.
        #expect(Self.lines(m, at: Self.now.addingTimeInterval(3600)) == Self.lines(m))
    }

    @Test("a weekday and a date are typed in the row's own time; Tab moves the typing to the next row")
    func weekdayAndTab() {
        var m = Self.model()
        _ = Self.key(Keysym.p, &m)
        _ = Self.key(Keysym.tab, &m)
        _ = Self.key(Keysym.tab, &m)
        _ = Self.type("tue 0900", on: &m)
        #expect(Self.plates(m)[2] == "PLAN › TUE 0900_")
        _ = Self.key(Keysym.returnKey, &m)
        // Tuesday 15 December, 09:00 in Hong Kong, is 01:00 UTC: still Monday evening in New York.
        #expect(m.status(at: Self.now).planned == "2026-12-15T01:00:00Z")
        #expect(Self.lines(m) == ["DEC 14 2026  08:00 PM", "DEC 15 2026  01:00 AM", "DEC 15 2026  09:00 AM"])
    }

    @Test("the arrows move by a quarter of an hour (onto the grid first) and by an hour; Page Up and Down by a day")
    func steps() {
        var m = Self.model()
        _ = m.handle(.tick, at: Self.now.addingTimeInterval(7 * 60))
        _ = Self.key(Keysym.p, &m, at: Self.now.addingTimeInterval(7 * 60))
        #expect(m.status(at: Self.now).planned == "2026-12-10T12:07:00Z")
        _ = Self.key(Keysym.right, &m)
        #expect(m.status(at: Self.now).planned == "2026-12-10T12:15:00Z")
        _ = Self.key(Keysym.right, &m)
        _ = Self.key(Keysym.up, &m)
        #expect(m.status(at: Self.now).planned == "2026-12-10T13:30:00Z")
        _ = Self.key(Keysym.left, &m)
        _ = Self.key(Keysym.down, &m)
        #expect(m.status(at: Self.now).planned == "2026-12-10T12:15:00Z")
        _ = Self.key(Keysym.pageUp, &m)
        #expect(m.status(at: Self.now).planned == "2026-12-11T12:15:00Z")
        _ = Self.key(Keysym.pageDown, &m)
        _ = Self.key(Keysym.pageDown, &m)
        #expect(m.status(at: Self.now).planned == "2026-12-09T12:15:00Z")
    }

    @Test("Page Up across New York's spring change keeps its 09:00: 23 hours later, not 24")
    func dayAcrossTheChange() {
        var m = Self.model()
        _ = Self.key(Keysym.p, &m)
        _ = Self.type("2026-03-07 0900", on: &m)
        _ = Self.key(Keysym.returnKey, &m)
        #expect(m.status(at: Self.now).planned == "2026-03-07T14:00:00Z")
        _ = Self.key(Keysym.pageUp, &m)
        #expect(m.status(at: Self.now).planned == "2026-03-08T13:00:00Z")
        #expect(Self.lines(m)[0] == "MAR 08 2026  09:00 AM")
    }

    @Test("the wheel on a row moves the plan a quarter of an hour and makes that row the one typed on")
    func wheel() {
        var m = Self.model()
        _ = Self.key(Keysym.p, &m)
        let bottom = FaceLayout(width: m.width, height: m.height).rows[2].panel
        let point = Point(bottom.midX, bottom.midY)
        _ = m.handle(.pointer(.button(OverlayEvent.XButton.wheelUp, pressed: true, at: point, root: point)), at: Self.now)
        _ = m.handle(.pointer(.button(OverlayEvent.XButton.wheelUp, pressed: false, at: point, root: point)), at: Self.now)
        #expect(m.status(at: Self.now).planned == "2026-12-10T12:15:00Z")
        #expect(m.face.plan.row == 2)
        _ = m.handle(.pointer(.button(OverlayEvent.XButton.wheelDown, pressed: true, at: point, root: point)), at: Self.now)
        _ = m.handle(.pointer(.button(OverlayEvent.XButton.wheelDown, pressed: true, at: point, root: point)), at: Self.now)
        #expect(m.status(at: Self.now).planned == "2026-12-10T11:45:00Z")
    }

    @Test("the skipped hour is refused and the plan stays; the repeated hour is taken the first time and the plate says so")
    func skippedAndRepeated() throws {
        var m = Self.model("new_york, london, sydney")
        _ = Self.key(Keysym.p, &m)
        let held = m.status(at: Self.now).planned
        _ = Self.type("2026-03-08 0230", on: &m)
        _ = Self.key(Keysym.returnKey, &m)
        #expect(m.status(at: Self.now).planned == held)
        let view = m.view(at: Self.now)
        #expect(view.plan?.note == .refused("New York has no 2:30 AM on Sun 8 Mar 2026: its clocks go from 1:59 AM to 3:00 AM"))
        #expect(Self.plates(m)[0] == "PLAN · NO SUCH TIME")
        // The typing stays, to be mended: the next key shows it again. Esc clears it.
        _ = Self.key(Keysym.backspace, &m)
        #expect(Self.plates(m)[0] == "PLAN › 2026-03-08 023_")
        _ = Self.key(Keysym.escape, &m)
        #expect(m.face.plan.isOn && m.face.plan.typed.isEmpty)
        _ = Self.type("2026-11-01 0130", on: &m)
        _ = Self.key(Keysym.returnKey, &m)
        #expect(m.status(at: Self.now).planned == "2026-11-01T05:30:00Z", "the first 1:30, EDT")
        #expect(m.view(at: Self.now).plan?.note == .repeated("the first 1:30 AM of two, before the clocks go back"))
        #expect(Self.plates(m)[0] == "PLAN 1ST OF 2 · ASLEEP")
        // An hour later the clocks read 1:30 again: the second time.
        _ = Self.key(Keysym.up, &m)
        #expect(Self.lines(m)[0] == "NOV 01 2026  01:30 AM")
        #expect(Self.plates(m)[0] == "PLAN 2ND OF 2 · ASLEEP")
    }

    @Test("A finds the next hours all are at work, and walks on to the next day's; with none in the week it says so")
    func nextAllWorking() throws {
        var none = Self.model()
        _ = Self.key(Keysym.p, &none)
        let held = none.status(at: Self.now).planned
        _ = Self.type("a", on: &none)
        #expect(none.status(at: Self.now).planned == held)
        #expect(none.view(at: Self.now).plan?.note == .noneAllWorking("no time in the next 7 days when all are at work"))
        #expect(Self.plates(none)[0] == "PLAN · NO SHARED HOURS")

        var m = Self.model(workhours: "09:00-17:00 mon-fri / hong_kong 21:00-00:00 mon-fri")
        _ = Self.key(Keysym.p, &m)
        _ = Self.type("a", on: &m)
        // New York 09:00 EST is 14:00 UTC, when London (to 17:00) and Hong Kong (from 21:00 to
        // midnight, 13:00-16:00 UTC) work too.
        #expect(m.status(at: Self.now).planned == "2026-12-10T14:00:00Z")
        #expect(m.status(at: Self.now).rows.map(\.state) == [.working, .working, .working])
        _ = Self.type("a", on: &m)
        #expect(m.status(at: Self.now).planned == "2026-12-11T14:00:00Z", "the next stretch, Friday's")
    }

    @Test("Ctrl+C asks for the chat line on the clipboard; Esc, R or P go back to now, and the colon runs again")
    func copyAndLeave() {
        var m = Self.model()
        _ = Self.key(Keysym.p, &m)
        _ = Self.type("0900", on: &m)
        _ = Self.key(Keysym.returnKey, &m)
        let effects = Self.key(Keysym.c, &m, .control)
        #expect(effects.contains(.copyToClipboard("Thu 10 Dec: New York 9:00 AM · London 2:00 PM · Hong Kong 10:00 PM")))
        #expect(Self.plates(m)[0] == "PLAN · COPIED")
        _ = Self.key(Keysym.escape, &m)
        #expect(!m.face.plan.isOn)
        for leave: UInt32 in [Keysym.escape, Keysym.r, Keysym.p] {
            _ = Self.key(Keysym.p, &m)
            #expect(m.face.plan.isOn)
            _ = Self.key(leave, &m)
            #expect(!m.face.plan.isOn, "\(leave) leaves plan mode")
            #expect(m.status(at: Self.now).planned.isEmpty)
            #expect(Self.plates(m) == [nil, nil, nil])
        }
    }

    @Test("keys that are not plan mode's keep their meaning: N is night, Ctrl+Q quits, a key ends an animation and still acts")
    func otherKeys() {
        var m = Self.model()
        _ = Self.key(Keysym.p, &m)
        _ = Self.key(Keysym.n, &m)
        #expect(m.face.isNight(at: Self.now) && m.face.plan.isOn)
        #expect(Self.key(Keysym.q, &m, .control).contains(.quit))
        m.play(.timeTravel, startedAt: Self.now, seed: 1)
        #expect(m.animation != nil)
        _ = Self.key(Keysym.right, &m, at: Self.now.addingTimeInterval(0.5))
        #expect(m.animation == nil, "the key ends the animation")
        #expect(m.status(at: Self.now).planned == "2026-12-10T12:15:00Z", "and does its work")
    }

    @Test("the menu's Plan a Time… is checked while a plan shows, and from the timer face brings the clock back")
    func menuAndTimer() {
        var m = Self.model()
        _ = m.handle(ClockFixture.key(Keysym.t, .control), at: Self.now)
        #expect(m.shown == .timer)
        _ = m.perform(.togglePlan, at: Self.now)
        #expect(m.shown == .clock && m.face.plan.isOn)
        #expect(m.checks(at: Self.now).contains(.togglePlan))
    }

    @Test("movie mode's rows give way to the cities while a plan shows")
    func movieMode() {
        var m = ClockFixture.model(at: Self.now, mode: .movie)
        _ = Self.key(Keysym.p, &m)
        #expect(m.view(at: Self.now).rows.map(\.plate) == m.face.cities.map(\.plateName))
        _ = Self.key(Keysym.escape, &m)
        #expect(m.view(at: Self.now).rows.map(\.plate) == [MoviePlate.destination, MoviePlate.present, MoviePlate.departed])
    }

    @Test("a planned row is read with its state; the view tells the note and the line")
    func spoken() {
        var m = Self.model()
        _ = Self.key(Keysym.p, &m)
        _ = Self.type("0900", on: &m)
        _ = Self.key(Keysym.returnKey, &m)
        let view = m.view(at: Self.now)
        #expect(view.rows[0].spoken.hasPrefix("Planned: New York, Thursday"))
        #expect(view.rows[0].spoken.hasSuffix(", at work."))
        #expect(view.plan?.line == "Thu 10 Dec: New York 9:00 AM · London 2:00 PM · Hong Kong 10:00 PM")
    }
}
