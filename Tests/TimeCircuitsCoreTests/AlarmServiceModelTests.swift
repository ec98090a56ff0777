import Foundation
import Testing
@testable import TimeCircuitsCore

/// The alarm service's decisions: it rings at the minute with the sound and a notice whose words
/// name no keys, reports what rings on the bus, snoozes and stops, keeps the snooze in its
/// record, never rings a snooze gone stale in sleep, and wakes the machine a minute early.
@Suite("The alarm service's model: ring, report, snooze kept, stale snooze, wake-up")
struct AlarmServiceModelTests {
    static let utc = Zone(identifier: "UTC")!
    static func at(_ text: String) -> Date { try! FrozenDate.parse(text) }

    static func model(_ lines: [String], record: AlarmRecord = AlarmRecord()) -> AlarmServiceModel {
        var settings = Settings(cities: Settings.defaults().cities)
        settings.alarms = lines.map { AlarmTests.alarm($0) }
        var m = AlarmServiceModel(settings: settings, record: record, zone: utc)
        _ = m.handle(.tick, at: at("2026-11-23T07:29:00Z"), boot: 100)
        return m
    }

    static func settings(_ alarms: [Alarm]) -> Settings {
        var s = Settings(cities: Settings.defaults().cities)
        s.alarms = alarms
        return s
    }

    static func reports(_ effects: [AlarmServiceModel.Effect]) -> [AlarmServiceReport] {
        effects.compactMap { if case .report(let r) = $0 { r } else { nil } }
    }

    @Test("it rings at the minute: the sound, a notice naming no keys, the signal, the record, and the report says what rings")
    func rings() throws {
        var m = Self.model(["07:30 daily Work"])
        #expect(m.nextWake(after: Self.at("2026-11-23T07:29:10Z")) == Self.at("2026-11-23T07:30:00Z"))
        let effects = m.handle(.tick, at: Self.at("2026-11-23T07:30:00Z"), boot: 160)
        #expect(effects.contains(.startAlarmSound(nil)) && effects.contains(.alarmRinging(label: "Work")))
        let notice = try #require(effects.compactMap { if case .notify(let n) = $0 { n } else { nil } }.first)
        #expect(notice.summary == "Alarm 7:30 AM Work" && notice.body == "Snooze for 9 minutes, or Stop." && notice.actions == [.snooze, .stop])
        #expect(effects.contains { if case .saveAlarms(let c) = $0 { c.mine.lastRung["07:30 daily Work"] != nil } else { false } })
        #expect(Self.reports(effects) == [AlarmServiceReport(ringing: "7:30 AM Work")])
        #expect(m.report.ringing == "7:30 AM Work")
    }

    @Test("Snooze on the bus: the sound stops, the record keeps the snooze on the wall clock, the report says snoozed; Stop cancels it")
    func snoozeKept() throws {
        var m = Self.model(["07:30 daily Work"])
        _ = m.handle(.tick, at: Self.at("2026-11-23T07:30:00Z"), boot: 160)
        let snoozed = m.handle(.answer(.snooze), at: Self.at("2026-11-23T07:30:10Z"), boot: 170)
        #expect(snoozed.contains(.stopAlarmSound))
        let saved = try #require(snoozed.compactMap { if case .saveAlarms(let c) = $0 { c.mine } else { nil } }.first)
        #expect(saved.snoozes["07:30 daily Work"]?.until == Self.at("2026-11-23T07:39:10Z"))
        #expect(Self.reports(snoozed) == [AlarmServiceReport(ringing: nil, snoozed: true)])
        let stopped = m.handle(.answer(.stop), at: Self.at("2026-11-23T07:31:00Z"), boot: 220)
        #expect(stopped.contains(.withdrawNotice(tag: "alarm")))
        #expect(stopped.contains { if case .saveAlarms(let c) = $0 { c.mine.snoozes.isEmpty } else { false } })
        #expect(m.report == AlarmServiceReport())
    }

    @Test("a snooze in the record (a restart) rings at its wall instant; one that ended long ago in sleep is reported missed, not rung")
    func snoozeAcrossRestart() throws {
        let alarm = AlarmTests.alarm("07:30 daily Work")
        let record = AlarmRecord(lastRung: [alarm.identity: Self.at("2026-11-23T07:30:00Z")],
                                 snoozes: [alarm.identity: .init(alarm: alarm, due: Self.at("2026-11-23T07:30:00Z"), until: Self.at("2026-11-23T07:39:00Z"))])
        var fresh = AlarmServiceModel(settings: Self.settings([alarm]), record: record, zone: Self.utc)
        #expect(fresh.handle(.tick, at: Self.at("2026-11-23T07:35:00Z"), boot: 5000).allSatisfy { if case .startAlarmSound = $0 { false } else { true } })
        #expect(fresh.report.snoozed, "the snooze came back from the record")
        #expect(fresh.nextBootWake == 5240, "it ends at 07:39 by the wall clock: 240 s on")
        let rung = fresh.handle(.tick, at: Self.at("2026-11-23T07:39:00Z"), boot: 5240)
        #expect(rung.contains(.startAlarmSound(nil)))

        var slept = AlarmServiceModel(settings: Self.settings([alarm]), record: record, zone: Self.utc)
        let late = slept.handle(.tick, at: Self.at("2026-11-23T09:00:00Z"), boot: 9000)
        #expect(!late.contains(.startAlarmSound(nil)), "a snooze that ended 81 minutes ago does not ring")
        #expect(late.contains { if case .notify(let n) = $0 { n.summary.hasPrefix("Missed alarm") } else { false } })
        #expect(late.contains { if case .saveAlarms(let c) = $0 { c.mine.snoozes.isEmpty } else { false } })
    }

    @Test("the machine is woken a minute before the next alarm, or before a snooze's end")
    func wakeFromSleep() {
        var m = Self.model(["07:30 daily"])
        #expect(m.wakeFromSleep(after: Self.at("2026-11-23T07:29:10Z"), boot: 110) == Self.at("2026-11-23T07:29:00Z"))
        _ = m.handle(.tick, at: Self.at("2026-11-23T07:30:00Z"), boot: 160)
        _ = m.handle(.answer(.snooze), at: Self.at("2026-11-23T07:30:00Z"), boot: 160)
        #expect(m.wakeFromSleep(after: Self.at("2026-11-23T07:30:00Z"), boot: 160) == Self.at("2026-11-23T07:38:00Z"))
    }
}

/// The countdown's end with no window: the service sounds and announces it once, and records it.
@Suite("The alarm service's model: the countdown's end")
struct AlarmServiceCountdownTests {
    @Test("a countdown left running rings out in the service: the timer's sound, the notice, and the record saying it finished; never twice")
    func countdownEnd() throws {
        let boot = BootReading(bootID: "b", wall: AlarmServiceModelTests.at("2026-11-23T07:00:00Z"), boot: 1000)
        let running = CountdownTimer(duration: 300, preset: 0, state: .running(endsAt: 1300))
        let record = TimerRecord(timer: running, bootID: "b", wallMinusBoot: boot.wall.timeIntervalSince1970 - 1000)
        var m = AlarmServiceModel(settings: AlarmServiceModelTests.settings([]), record: AlarmRecord(), zone: AlarmServiceModelTests.utc,
                                  timer: record, boot: boot)
        #expect(m.nextBootWake == 1300)
        #expect(m.handle(.tick, at: AlarmServiceModelTests.at("2026-11-23T07:04:59Z"), boot: 1299).allSatisfy {
            if case .report = $0 { true } else { false }
        })
        let end = m.handle(.tick, at: AlarmServiceModelTests.at("2026-11-23T07:05:00Z"), boot: 1300)
        #expect(end.contains(.playTimerEnd(SoundChoices())))
        #expect(end.contains(.notify(TimerFace.finishedNotice(running, .english))))
        #expect(end.contains { if case .saveTimer(let c) = $0 { c.mine.timer.state == .finished(endedAt: 1300) } else { false } })
        #expect(m.nextBootWake == nil)
        #expect(m.handle(.tick, at: AlarmServiceModelTests.at("2026-11-23T07:05:01Z"), boot: 1301).isEmpty, "announced once")
        // A window pausing it meanwhile: the file says so, and nothing rings.
        var paused = AlarmServiceModel(settings: AlarmServiceModelTests.settings([]), record: AlarmRecord(), zone: AlarmServiceModelTests.utc,
                                       timer: record, boot: boot)
        var stopped = record
        stopped.timer.state = .paused(remaining: 100)
        _ = paused.handle(.timerChanged(stopped), at: AlarmServiceModelTests.at("2026-11-23T07:03:00Z"), boot: 1180)
        #expect(paused.handle(.tick, at: AlarmServiceModelTests.at("2026-11-23T07:05:00Z"), boot: 1300).allSatisfy {
            if case .notify = $0 { false } else { true }
        })
    }
}
