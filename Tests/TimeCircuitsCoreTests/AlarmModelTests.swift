import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

/// Alarms in the clock's model: the loop wakes for them, they ring at the minute edge with the
/// sound, a notice with Snooze and Stop and a flashing face; Space, Esc and the notice's buttons;
/// the lamp; a once alarm switching itself off in the file; the file's alarms adopted at once.
@Suite("Alarms in the model: wake, ring, flash, keys, buttons, lamp, the settings file")
struct AlarmModelTests {
    static let utc = Zone(identifier: "UTC")!
    static func at(_ text: String) -> Date { try! FrozenDate.parse(text) }

    /// Where each test's clock starts: a minute before the 07:30 alarms.
    static let start = at("2026-11-23T07:29:00Z")

    /// Settings holding the alarms `lines`, as the file writes them.
    static func alarms(_ lines: [String]) -> (inout Settings) -> Void {
        { $0.alarms = lines.map { AlarmTests.alarm($0) } }
    }

    static func notices(_ effects: [ClockEffect]) -> [DesktopNotice] {
        effects.compactMap { if case .notify(let n) = $0 { n } else { nil } }
    }

    @Test("the loop wakes on the alarm's minute even with nothing else due, and it rings there with sound and a notice")
    func ringsOnTheEdge() throws {
        var m = ClockFixture.model(at: Self.start, settings: Self.alarms(["07:30 daily Work"]), alarmRecord: AlarmRecord(), boot: 100,
                                   tick: Self.start)
        _ = m.handle(.mapped(false), at: Self.at("2026-11-23T07:29:10Z"), boot: 110)
        #expect(m.nextWake(after: Self.at("2026-11-23T07:29:10Z")) == Self.at("2026-11-23T07:30:00Z"),
                "an unmapped clock still wakes for its alarm")
        #expect(m.handle(.tick, at: Self.at("2026-11-23T07:29:59.999Z"), boot: 159.999).isEmpty)
        let effects = m.handle(.tick, at: Self.at("2026-11-23T07:30:00Z"), boot: 160)
        #expect(effects.contains { $0.startsAlarmSound } && effects.contains(.alarmRinging(label: "Work")))
        let notice = try #require(Self.notices(effects).first)
        #expect(notice.summary == "Alarm 7:30 AM Work" && notice.actions == [.snooze, .stop] && notice.urgent && notice.tag == "alarm")
        #expect(effects.contains { if case .saveAlarms(let r) = $0 { r.mine.lastRung["07:30 daily Work"] == Self.at("2026-11-23T07:30:00Z") } else { false } })
        #expect(m.nextBootWake(afterBoot: 160) == 280, "ringing ends two minutes on, on the boot clock")
    }

    @Test("while ringing the face flashes with the colon's step: lit rows, then dark rows, and the loop wakes on each half second")
    func flash() throws {
        var m = ClockFixture.model(at: Self.start, settings: Self.alarms(["07:30 daily"]), alarmRecord: AlarmRecord(), boot: 100,
                                   tick: Self.start)
        let plain = m.frame(at: Self.at("2026-11-23T07:29:30.2Z"), boot: 130)
        guard case .clock = plain.picture else { Issue.record("\(plain.picture)"); return }
        _ = m.handle(.tick, at: Self.at("2026-11-23T07:30:00Z"), boot: 160)
        guard case .animation(let lit, _) = m.frame(at: Self.at("2026-11-23T07:30:00.2Z"), boot: 160.2).picture,
              case .animation(let dark, _) = m.frame(at: Self.at("2026-11-23T07:30:00.7Z"), boot: 160.7).picture else {
            Issue.record("no flash"); return
        }
        #expect(lit.rows[0].masks.contains { $0 != 0 }, "the first half second shows the time")
        #expect(dark.rows.allSatisfy { $0 == .dark }, "the second half is dark")
        #expect(m.nextWake(after: Self.at("2026-11-23T07:30:00.2Z")) == Self.at("2026-11-23T07:30:00.5Z"))
        // Night mode steadies the colon, but the flash still wakes the loop twice a second.
        _ = m.handle(.key(KeyPress(baseKeysym: 0x6E)), at: Self.at("2026-11-23T07:30:01Z"), boot: 161)
        #expect(m.nextWake(after: Self.at("2026-11-23T07:30:01.6Z")) == Self.at("2026-11-23T07:30:02Z"))
    }

    @Test("Space snoozes (sound off, a snoozed notice with Stop), the snooze rings again; Esc stops and withdraws the notice")
    func keys() throws {
        var m = ClockFixture.model(at: Self.start, settings: Self.alarms(["07:30 daily"]), alarmRecord: AlarmRecord(), boot: 100,
                                   tick: Self.start)
        _ = m.handle(.tick, at: Self.at("2026-11-23T07:30:00Z"), boot: 160)
        let snoozed = m.handle(ClockFixture.key(Keysym.space), at: Self.at("2026-11-23T07:30:05Z"), boot: 165)
        #expect(snoozed.contains(.stopAlarmSound))
        let notice = try #require(Self.notices(snoozed).first)
        #expect(notice.summary == "Alarm 7:30 AM snoozed until 7:39 AM" && notice.actions == [.stop] && notice.tag == "alarm")
        #expect(m.alarms.ringing == nil)
        guard case .clock = m.frame(at: Self.at("2026-11-23T07:30:05.7Z"), boot: 165.7).picture else {
            Issue.record("a snoozed alarm does not flash"); return
        }
        #expect(m.nextBootWake(afterBoot: 166) == 705.0, "nine minutes on")
        let again = m.handle(.tick, at: Self.at("2026-11-23T07:39:05Z"), boot: 705)
        #expect(again.contains { $0.startsAlarmSound } && m.alarms.ringing != nil)
        let stopped = m.handle(ClockFixture.key(Keysym.escape), at: Self.at("2026-11-23T07:39:10Z"), boot: 710)
        #expect(stopped == [.stopAlarmSound, .withdrawNotice(tag: "alarm")])
        #expect(m.handle(ClockFixture.key(Keysym.escape), at: Self.at("2026-11-23T07:39:11Z"), boot: 711) != stopped,
                "with nothing ringing, Esc is the clock's again")
    }

    @Test("the notice's buttons do what the keys do; a button of another notice does nothing")
    func buttons() {
        var m = ClockFixture.model(at: Self.start, settings: Self.alarms(["07:30 daily"]), alarmRecord: AlarmRecord(), boot: 100,
                                   tick: Self.start)
        _ = m.handle(.tick, at: Self.at("2026-11-23T07:30:00Z"), boot: 160)
        #expect(m.handle(.noticeAction(tag: "timer", action: .stop), at: Self.at("2026-11-23T07:30:01Z"), boot: 161).isEmpty)
        let snoozed = m.handle(.noticeAction(tag: "alarm", action: .snooze), at: Self.at("2026-11-23T07:30:02Z"), boot: 162)
        #expect(snoozed.contains(.stopAlarmSound) && m.alarms.snoozed.count == 1)
        // Stop on the snoozed notice cancels the snooze.
        let cancelled = m.handle(.noticeAction(tag: "alarm", action: .stop), at: Self.at("2026-11-23T07:31:00Z"), boot: 220)
        #expect(cancelled.first == .withdrawNotice(tag: "alarm") && m.alarms.snoozed.isEmpty)
        #expect(cancelled.dropFirst().allSatisfy { if case .saveAlarms(let c) = $0 { c.mine.snoozes.isEmpty } else { false } },
                "the record lets the snooze go too")
        #expect(m.nextBootWake(afterBoot: 221) == nil)
    }

    @Test("unanswered, it stops after two minutes and the notice says so")
    func timesOut() throws {
        var m = ClockFixture.model(at: Self.start, settings: Self.alarms(["07:30 daily"]), alarmRecord: AlarmRecord(), boot: 100,
                                   tick: Self.start)
        _ = m.handle(.tick, at: Self.at("2026-11-23T07:30:00Z"), boot: 160)
        #expect(!m.handle(.tick, at: Self.at("2026-11-23T07:31:59Z"), boot: 279).contains(.stopAlarmSound))
        let end = m.handle(.tick, at: Self.at("2026-11-23T07:32:00Z"), boot: 280)
        #expect(end.contains(.stopAlarmSound))
        #expect(try #require(Self.notices(end).first).summary == "Alarm 7:30 AM rang unanswered")
    }

    @Test("a step of the wall clock over an alarm rings it within five minutes, else a missed notice; a step back rings nothing again")
    func steps() throws {
        var m = ClockFixture.model(at: Self.start, settings: Self.alarms(["07:30 daily"]), alarmRecord: AlarmRecord(), boot: 100,
                                   tick: Self.start)
        _ = m.handle(.wallClockStepped, at: Self.at("2026-11-23T07:34:00Z"), boot: 101)
        #expect(m.handle(.tick, at: Self.at("2026-11-23T07:34:00Z"), boot: 101).contains { $0.startsAlarmSound })
        _ = m.handle(ClockFixture.key(Keysym.escape), at: Self.at("2026-11-23T07:34:01Z"), boot: 102)
        _ = m.handle(.tick, at: Self.at("2026-11-23T07:00:00Z"), boot: 103)
        #expect(!m.handle(.tick, at: Self.at("2026-11-23T07:30:00Z"), boot: 1903).contains { $0.startsAlarmSound })

        var late = ClockFixture.model(at: Self.start, settings: Self.alarms(["07:30 daily"]), alarmRecord: AlarmRecord(), boot: 100,
                                      tick: Self.start)
        let missed = late.handle(.tick, at: Self.at("2026-11-23T09:00:00Z"), boot: 101)
        #expect(!missed.contains { $0.startsAlarmSound })
        let notice = try #require(Self.notices(missed).first)
        #expect(notice.summary == "Missed alarm 7:30 AM" && notice.body.contains("Mon at 7:30 AM") && !notice.urgent)
    }

    @Test("a once alarm rings, then stays in the file switched off")
    func once() throws {
        var m = ClockFixture.model(at: Self.at("2026-11-23T06:44:00Z"), settings: Self.alarms(["06:45 once", "07:30 mon-fri"]),
                                   alarmRecord: AlarmRecord(), boot: 100, tick: Self.at("2026-11-23T06:44:00Z"))
        let effects = m.handle(.tick, at: Self.at("2026-11-23T06:45:00Z"), boot: 160)
        #expect(effects.contains { $0.startsAlarmSound })
        let saved = effects.compactMap { if case .saveSettings(let s) = $0 { s.mine } else { nil } }.first
        #expect(saved?.alarms.map(\.text) == ["off 06:45 once", "07:30 mon-fri"])
        #expect(m.alarms.ringing != nil, "switching itself off does not silence it")
        #expect(m.alarms.nextDue(after: Self.at("2026-11-23T06:46:00Z"), zone: Self.utc)?.at == Self.at("2026-11-23T07:30:00Z"))
    }

    @Test("the lamp: lit while an alarm is on; the menu names the next alarm in the clock's style")
    func lamp() {
        var m = ClockFixture.model(at: Self.start, settings: Self.alarms(["off 07:30 daily", "08:15 sat,sun"]), alarmRecord: AlarmRecord(),
                                   boot: 100, tick: Self.start)
        #expect(m.content(at: Self.at("2026-11-23T07:29:30Z")).alarmLamp)
        #expect(m.nextAlarmText(at: Self.at("2026-11-23T07:29:30Z")) == "Next alarm: Sat 8:15 AM")
        // Right-click: the menu's first line is the next alarm, above the items, not one of them.
        let click = Point(100, 60)
        let opened = m.handle(.pointer(.button(3, pressed: true, at: click, root: click)), at: Self.at("2026-11-23T07:29:31Z"))
        #expect(opened.contains(.repaintOverlay))
        #expect(m.panel.menuNote == "Next alarm: Sat 8:15 AM")
        let layout = m.panel.menuLayout
        #expect(layout?.note != nil && layout!.items[0].frame.minY >= layout!.note!.maxY - 0.001)
        let none = ClockFixture.model(at: Self.start, settings: Self.alarms(["off 07:30 daily"]), alarmRecord: AlarmRecord(), boot: 100,
                                      tick: Self.start)
        #expect(!none.content(at: Self.at("2026-11-23T07:29:30Z")).alarmLamp)
        #expect(none.nextAlarmText(at: Self.at("2026-11-23T07:29:30Z")) == nil)
    }

    @Test("the settings file changed by hand: new alarms count at once, a removed ringing alarm stops")
    func adopted() {
        var m = ClockFixture.model(at: Self.start, settings: Self.alarms(["07:30 daily"]), alarmRecord: AlarmRecord(), boot: 100,
                                   tick: Self.start)
        var settings = Settings(cities: Settings.defaults().cities)
        settings.alarms = [AlarmTests.alarm("07:30 daily"), AlarmTests.alarm("07:29 daily")]
        _ = m.handle(.tick, at: Self.at("2026-11-23T07:29:20Z"), boot: 120)
        _ = m.handle(.settingsChanged(settings), at: Self.at("2026-11-23T07:29:30Z"), boot: 130)
        #expect(m.alarms.alarms.count == 2)
        #expect(m.handle(.tick, at: Self.at("2026-11-23T07:29:40Z"), boot: 140).isEmpty, "added for a minute already begun: not now")
        _ = m.handle(.tick, at: Self.at("2026-11-23T07:30:00Z"), boot: 160)
        settings.alarms = []
        settings.snoozeMinutes = 4
        let effects = m.handle(.settingsChanged(settings), at: Self.at("2026-11-23T07:30:10Z"), boot: 170)
        #expect(effects.contains(.stopAlarmSound) && effects.contains(.withdrawNotice(tag: "alarm")))
        #expect(m.alarms.snoozeMinutes == 4 && !m.alarms.armed)
    }

    @Test("a run that keeps no record still rings, and asks for no record to be saved")
    func noRecord() {
        var m = ClockFixture.model(at: Self.start, settings: Self.alarms(["07:30 daily"]), boot: 100, tick: Self.start)
        let effects = m.handle(.tick, at: Self.at("2026-11-23T07:30:00Z"), boot: 160)
        #expect(effects.contains { $0.startsAlarmSound })
        #expect(!effects.contains { if case .saveAlarms = $0 { true } else { false } })
    }

    @Test("the panel's alarms page: an alarm typed there is saved with the settings and armed at once, and the page follows the file")
    func settingsPage() throws {
        var m = ClockFixture.model(at: Self.start, settings: Self.alarms([]), alarmRecord: AlarmRecord(), boot: 100, tick: Self.start)
        let now = Self.at("2026-11-23T07:29:30Z")
        #expect(!m.content(at: now).alarmLamp)
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.comma, modifiers: [.control])), at: now, boot: 130)
        _ = m.handle(ClockFixture.key(Keysym.tab), at: now, boot: 130)
        #expect(m.overlay.page == .alarms)
        _ = m.handle(.key(KeyPress(baseKeysym: 0x30, text: "07:45 mon-fri Work")), at: now, boot: 130)
        let effects = m.handle(ClockFixture.key(Keysym.returnKey), at: now, boot: 130)
        let saved = effects.compactMap { if case .saveSettings(let s) = $0 { s.mine } else { nil } }.first
        #expect(saved?.alarms.map(\.text) == ["07:45 mon-fri Work"])
        #expect(effects.contains(.repaintOverlay))
        #expect(m.content(at: now).alarmLamp, "the face's lamp lights at once")
        #expect(m.nextWake(after: now).map { $0 <= Self.at("2026-11-23T07:45:00Z") } == true)

        // Space switches it off through the model too.
        let off = m.handle(.key(KeyPress(baseKeysym: Keysym.space, text: " ")), at: now, boot: 130)
        #expect(off.compactMap { if case .saveSettings(let s) = $0 { s.mine } else { nil } }.first?.alarms.map(\.text) == ["off 07:45 mon-fri Work"])
        #expect(!m.content(at: now).alarmLamp)

        var file = try #require(saved)
        file.alarms = [AlarmTests.alarm("06:00 daily")]
        file.display.hourCycle = .twentyFour
        #expect(m.handle(.settingsChanged(file), at: now, boot: 131).contains(.repaintOverlay))
        #expect(m.panel.alarms.map(\.text) == ["06:00 daily"])
        #expect(m.panel.hourCycle == .twentyFour, "the page reads times as the face does")
    }

    @Test("with the alarm service running, the window rings nothing itself: it flashes while the service rings and hands it Space and Esc")
    func followsTheService() throws {
        var m = ClockFixture.model(at: Self.start, settings: Self.alarms(["07:30 daily Work"]), alarmRecord: AlarmRecord(), boot: 100,
                                   tick: Self.start)
        let joined = m.handle(.alarmService(AlarmServiceReport()), at: Self.at("2026-11-23T07:29:10Z"), boot: 110)
        #expect(joined.contains(.repaintOverlay))
        #expect(m.nextBootWake(afterBoot: 110) == nil)
        let minute = m.handle(.tick, at: Self.at("2026-11-23T07:30:00Z"), boot: 160)
        #expect(!minute.contains { $0.startsAlarmSound } && Self.notices(minute).isEmpty, "the service rings, not the window")
        #expect(minute.allSatisfy { if case .saveAlarms = $0 { false } else { true } }, "nor does it keep the record")
        _ = m.handle(.alarmService(AlarmServiceReport(ringing: "7:30 AM Work")), at: Self.at("2026-11-23T07:30:00.1Z"), boot: 160.1)
        guard case .animation(_, _) = m.frame(at: Self.at("2026-11-23T07:30:00.7Z"), boot: 160.7).picture else {
            Issue.record("the face does not flash while the service rings"); return
        }
        #expect(m.handle(ClockFixture.key(Keysym.space), at: Self.at("2026-11-23T07:30:02Z"), boot: 162) == [.askAlarmService(.snooze)])
        #expect(m.handle(ClockFixture.key(Keysym.escape), at: Self.at("2026-11-23T07:30:03Z"), boot: 163) == [.askAlarmService(.stop)])
        _ = m.handle(.alarmService(AlarmServiceReport(snoozed: true)), at: Self.at("2026-11-23T07:30:04Z"), boot: 164)
        guard case .clock = m.frame(at: Self.at("2026-11-23T07:30:04.7Z"), boot: 164.7).picture else {
            Issue.record("the flash goes on after the service stopped ringing"); return
        }
        #expect(m.alarmLampLit, "the service's snooze lights the lamp")
    }

    @Test("when the service goes away the window rings again, from then on: never what came due while the service rang")
    func takesOverFromTheService() {
        var m = ClockFixture.model(at: Self.start, settings: Self.alarms(["07:30 daily Work", "07:31 daily Late"]),
                                   alarmRecord: AlarmRecord(), boot: 100, tick: Self.start)
        _ = m.handle(.alarmService(AlarmServiceReport()), at: Self.at("2026-11-23T07:29:10Z"), boot: 110)
        _ = m.handle(.tick, at: Self.at("2026-11-23T07:30:00Z"), boot: 160)
        _ = m.handle(.alarmService(nil), at: Self.at("2026-11-23T07:30:30Z"), boot: 190)
        #expect(!m.handle(.tick, at: Self.at("2026-11-23T07:30:31Z"), boot: 191).contains { $0.startsAlarmSound },
                "07:30 was the service's")
        #expect(m.handle(.tick, at: Self.at("2026-11-23T07:31:00Z"), boot: 220).contains { $0.startsAlarmSound })
    }
}
