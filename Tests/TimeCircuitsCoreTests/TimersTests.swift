import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

/// Several named timers, cycles, their record and their notices (issue 62), in the core: the
/// window's model and the alarm service's decide the same.
@Suite("Timers: named timers side by side, cycles, their record and notices")
struct TimersTests {
    static let t0 = try! FrozenDate.parse("2026-03-01T12:00:00Z")
    static let boot = BootReading(bootID: "b", wall: t0, boot: 100)

    static func record(_ others: [NamedTimer], first: CountdownTimer = CountdownTimer(duration: 300, preset: 1)) -> TimerRecord {
        TimerRecord(timer: first, others: others, bootID: "b", wallMinusBoot: t0.timeIntervalSince1970 - 100)
    }

    static func running(_ id: String, _ name: String, ends: Double, length: Int = 240) -> NamedTimer {
        NamedTimer(id: id, name: name, countdown: CountdownTimer(duration: length, state: .running(endsAt: ends)))
    }

    static func model(_ record: TimerRecord, screen: FaceScreen = .timer) -> ClockModel {
        var overrides = LaunchOverrides(noIntro: true)
        overrides.screen = screen
        return ClockFixture.model(at: t0, overrides: overrides, keepsTimer: true, bootReading: boot, boot: 100, timers: record)
    }

    static func notices(_ effects: [ClockEffect]) -> [DesktopNotice] {
        effects.compactMap { if case .notify(let n) = $0 { n } else { nil } }
    }

    @Test("three named timers each end on the boot clock, a wall-clock step moves none, each end one notice by name")
    func threeTimers() {
        var m = Self.model(Self.record([Self.running("a", "Tea", ends: 340), Self.running("b", "Laundry", ends: 400),
                                        Self.running("c", "Talk", ends: 460)]))
        let later = Self.t0.addingTimeInterval(3 * 3600)
        _ = m.handle(.wallClockStepped, at: later, boot: 120)
        #expect(Self.notices(m.handle(.tick, at: later, boot: 339.9)).isEmpty)
        let tea = Self.notices(m.handle(.tick, at: later, boot: 340))
        #expect(tea.map(\.summary) == ["Tea — 4:00 done"])
        #expect(tea.first?.actions == [.stop, .addMinute, .restart] && tea.first?.tag == "timer:a")
        #expect(Self.notices(m.handle(.tick, at: later, boot: 341)).isEmpty, "rung once")
        #expect(Self.notices(m.handle(.tick, at: later, boot: 400)).map(\.summary) == ["Laundry — 4:00 done"])
        #expect(Self.notices(m.handle(.tick, at: later, boot: 460.2)).map(\.summary) == ["Talk — 4:00 done"])
    }

    @Test("two timers ending in the same second are two notices, each named, each its own tag")
    func sameSecond() {
        var m = Self.model(Self.record([Self.running("a", "Tea", ends: 340), Self.running("b", "Eggs", ends: 340.4)]))
        let both = Self.notices(m.handle(.tick, at: Self.t0, boot: 341))
        #expect(both.map(\.summary) == ["Tea — 4:00 done", "Eggs — 4:00 done"])
        #expect(Set(both.compactMap(\.tag)).count == 2)
    }

    @Test("+1 minute, Restart and Stop from a timer's notice act on that timer, and are saved")
    func noticeButtons() throws {
        var m = Self.model(Self.record([Self.running("a", "Tea", ends: 340), Self.running("b", "Eggs", ends: 900)]))
        _ = m.handle(.tick, at: Self.t0, boot: 345)
        let more = m.handle(.noticeAction(tag: "timer:a", action: .addMinute), at: Self.t0, boot: 350)
        #expect(m.timers.others[0].countdown.state == .running(endsAt: 410))
        #expect(m.timers.others[1].countdown.state == .running(endsAt: 900), "the other is untouched")
        let saved = try #require(more.compactMap { if case .saveTimer(let c) = $0 { c } else { nil } }.first)
        #expect(saved.mine.others[0].countdown.state == .running(endsAt: 410))
        _ = m.handle(.noticeAction(tag: "timer:a", action: .restart), at: Self.t0, boot: 360)
        #expect(m.timers.others[0].countdown.state == .running(endsAt: 600))
        _ = m.handle(.noticeAction(tag: "timer:a", action: .stop), at: Self.t0, boot: 370)
        #expect(m.timers.others[0].countdown.state == .set)
        // The first timer's notice too.
        _ = m.handle(.noticeAction(tag: "timer:1", action: .restart), at: Self.t0, boot: 380)
        #expect(m.timer.state == .running(endsAt: 680))
    }

    @Test("a pomodoro of short phases goes through its phases and rounds: each change a notice and a sound, the face names it")
    func pomodoro() throws {
        let cycle = try TimerCycle.parse("work 0:10, break 0:05, x2, long break 0:20").get()
        #expect(cycle.steps.map(\.name) == ["work", "break", "work", "long break"])
        var focus = NamedTimer(id: "f", name: "Focus", seconds: 0, cycle: cycle)
        focus.start(at: 100)
        var m = Self.model(Self.record([focus]))
        #expect(m.timerContent(at: Self.t0, boot: 101).plates.status.hasPrefix("FOCUS · WORK 1/2"))
        let first = m.handle(.tick, at: Self.t0, boot: 110)
        #expect(Self.notices(first).map(\.summary) == ["Focus — BREAK 1/2"])
        #expect(first.contains { $0.sound == .timerEnd })
        #expect(m.timers.others[0].rounds(on: m.localDay) == 1)
        #expect(Self.notices(m.handle(.tick, at: Self.t0, boot: 115)).map(\.summary) == ["Focus — WORK 2/2"])
        #expect(m.timerContent(at: Self.t0, boot: 116).plates.status.hasPrefix("FOCUS · WORK 2/2"))
        // Skipped ahead: the long break, from now.
        _ = m.handle(ClockFixture.key(Keysym.n), at: Self.t0, boot: 118)
        #expect(m.timers.others[0].phaseLabel == "LONG BREAK 2/2")
        #expect(m.timers.others[0].countdown.state == .running(endsAt: 138))
        #expect(Self.notices(m.handle(.tick, at: Self.t0, boot: 138)).map(\.summary) == ["Focus — LONG BREAK 2/2 done"])
        // Esc stops the cycle: back to its first phase.
        _ = m.handle(ClockFixture.key(Keysym.escape), at: Self.t0, boot: 140)
        #expect(m.timers.others[0].countdown.state == .set && m.timers.others[0].step == 0)
    }

    @Test("the face shows the chosen timer, else the one ending soonest; Tab brings the next forward")
    func forward() {
        var m = Self.model(Self.record([Self.running("a", "Tea", ends: 400), Self.running("b", "Eggs", ends: 200)]))
        #expect(m.timerContent(at: Self.t0, boot: 101).plates.status.hasPrefix("EGGS"))
        _ = m.handle(ClockFixture.key(Keysym.tab), at: Self.t0, boot: 101)
        #expect(m.timerContent(at: Self.t0, boot: 101).plates.status == "READY", "from the last, the first again")
        _ = m.handle(ClockFixture.key(Keysym.tab), at: Self.t0, boot: 101)
        #expect(m.timerContent(at: Self.t0, boot: 101).plates.status.hasPrefix("TEA"))
        // Space acts on the one forward.
        _ = m.handle(ClockFixture.key(Keysym.right), at: Self.t0, boot: 101)
        _ = m.handle(ClockFixture.key(Keysym.space), at: Self.t0, boot: 102)
        #expect(m.timers.others[1].countdown.state == .paused(remaining: 98))
    }

    @Test("the strip: every timer but the one large, each its name, what is left and its light; in the presets' place, the lamps kept")
    func strip() {
        let m = Self.model(Self.record([Self.running("a", "Tea", ends: 400), Self.running("b", "Laundry", ends: 200),
                                        NamedTimer(id: "c", name: "Talk", seconds: 1080)]))
        let content = m.timerContent(at: Self.t0, boot: 101)
        #expect(content.plates.status.hasPrefix("LAUNDRY ·"))
        #expect(content.strip == [StripPlate(text: "TIMER 5:00"), StripPlate(text: "TEA 4:59", phase: .green), StripPlate(text: "TALK 18:00")])
        let layout = BigDigitsLayout(width: 520, height: 335, shape: content.shape)
        #expect(layout.strip.count == 3 && layout.presets.isEmpty && layout.lamps.count == 3)
        #expect(layout.strip.allSatisfy { $0.rect.maxX <= layout.status!.rect.minX })
        // One timer alone: no strip, the presets as before.
        let alone = Self.model(Self.record([])).timerContent(at: Self.t0, boot: 101)
        #expect(alone.strip.isEmpty && alone.plates.presets.count == 3)
    }

    @Test("the clock face's lamp speaks for all: the nearest end's phase, flashing red while any has run out")
    func lamp() {
        var m = Self.model(Self.record([Self.running("a", "Tea", ends: 400), Self.running("b", "Eggs", ends: 190)]), screen: .clock)
        #expect(m.content(at: Self.t0, boot: 101).timerLamp?.phase == .amber, "Eggs: 89 s left")
        _ = m.handle(.tick, at: Self.t0, boot: 191)
        #expect(m.content(at: Self.t0, boot: 191.2).timerLamp == TimerLamp(phase: .red, level: 1))
        #expect(m.content(at: Self.t0, boot: 191.7).timerLamp == TimerLamp(phase: .red, level: 0))
    }

    @Test("ten timers running wake the loop no more often than one")
    func wakes() {
        func wakes(_ count: Int) -> Int {
            let others = (0..<count).map { Self.running("t\($0)", "T\($0)", ends: 1000 + Double($0) * 0.37) }
            let m = Self.model(Self.record(others, first: CountdownTimer(duration: 900, state: .running(endsAt: 1000))))
            var boot = 100.0, n = 0
            while let next = m.nextTimerWake(afterBoot: boot), next < 160 {
                boot = next
                n += 1
            }
            return n
        }
        #expect(wakes(10) == wakes(0))
        #expect(wakes(0) > 50, "one a second: \(wakes(0))")
    }

    /// The clock's wall instant for boot-clock `boot` (the model's fixture starts both together).
    static func wall(_ boot: Double) -> Date { t0.addingTimeInterval(boot - 100) }

    /// Steps the loop through a minute of boot clock from 100 as the window would (a tick at each
    /// wake), checking each wake against `expected`, and counts the wakes.
    static func walk(_ m: inout ClockModel, until: Double = 160, expected: (Double) -> Double?) -> Int {
        var boot = 100.0, n = 0
        while let next = m.nextTimerWake(afterBoot: boot), next < until {
            #expect(next == expected(boot), "after \(boot)")
            boot = next
            _ = m.handle(.tick, at: Self.wall(boot), boot: boot)
            n += 1
        }
        return n
    }

    @Test("ten timers: the next boot wake is the large one's next second edge or a timer's end, whichever is sooner")
    func tenTimersWake() {
        // The large timer ends on a whole second; the ten beside it at their own sub-second
        // phases, eight of them within the minute walked.
        let ends = (0..<10).map { 120.37 + 5.23 * Double($0) }
        let others = ends.enumerated().map { k, end in Self.running("t\(k)", "T\(k)", ends: end) }
        var ten = Self.model(Self.record(others, first: CountdownTimer(duration: 900, state: .running(endsAt: 1000))))
        _ = ten.handle(.control(.namedTimer(.show, "1")), at: Self.t0, boot: 100)
        let wakes = Self.walk(&ten) { boot in
            min(boot.rounded(.down) + 1, ends.filter { $0 > boot }.min() ?? .infinity)
        }
        var one = Self.model(Self.record([], first: CountdownTimer(duration: 900, state: .running(endsAt: 1000))))
        let alone = Self.walk(&one) { $0.rounded(.down) + 1 }
        #expect(alone == 59, "one a second: \(alone)")
        #expect(wakes == alone + ends.filter { $0 < 160 }.count, "the large one's seconds and the ends, nothing else: \(wakes)")
    }

    @Test("the first timer's end wakes the loop on time while a named timer is shown large")
    func firstEndWhileAnotherLarge() {
        var m = Self.model(Self.record([Self.running("a", "Tea", ends: 500)], first: CountdownTimer(duration: 60, state: .running(endsAt: 140.25))))
        _ = m.handle(.control(.namedTimer(.show, "Tea")), at: Self.t0, boot: 100)
        #expect(m.timerContent(at: Self.t0, boot: 139.5).plates.status.hasPrefix("TEA"))
        #expect(m.nextTimerWake(afterBoot: 139.5) == 140)
        #expect(m.nextTimerWake(afterBoot: 140) == 140.25, "its end, not the large one's next second")
        let rung = Self.notices(m.handle(.tick, at: Self.wall(140.25), boot: 140.25))
        #expect(rung.count == 1)
    }

    @Test("the strip is read at the large timer's second edges: a wake a little late shows the frame painted ahead for it, a readout at most a second behind")
    func stripReadAtTheLargeTick() throws {
        // Tea's own seconds fall 2 ms after the large timer's.
        var m = Self.model(Self.record([Self.running("a", "Tea", ends: 400.002, length: 300)], first: CountdownTimer(duration: 900, state: .running(endsAt: 1000))))
        _ = m.handle(.control(.namedTimer(.show, "1")), at: Self.t0, boot: 100)
        let ahead = try #require(m.frame(at: Self.wall(130.5), boot: 130.5).prepareTimer)
        let late = m.frame(at: Self.wall(131.004), boot: 131.004)
        #expect(late.picture == .bigDigits(ahead), "the next second, painted ahead, is the one shown at a wake 4 ms late")
        #expect(m.timerContent(at: Self.wall(131.004), boot: 131.004).strip == [StripPlate(text: "TEA 4:30", phase: .green)])
        #expect(m.timerContent(at: Self.wall(131.9), boot: 131.9).strip == [StripPlate(text: "TEA 4:30", phase: .green)],
                "as at the tick: 268.1 s left, behind by under a second")
        #expect(m.timerContent(at: Self.wall(132), boot: 132).strip == [StripPlate(text: "TEA 4:29", phase: .green)])
        // Started since the tick, a timer reads its length, not a second more.
        _ = m.handle(.control(.namedTimer(.cancel, "Tea")), at: Self.wall(132.6), boot: 132.6)
        _ = m.handle(.control(.namedTimer(.start, "Tea")), at: Self.wall(132.6), boot: 132.6)
        #expect(m.timerContent(at: Self.wall(132.7), boot: 132.7).strip == [StripPlate(text: "TEA 5:00", phase: .green)])
        #expect(m.timerContent(at: Self.wall(133.0), boot: 133.0).strip == [StripPlate(text: "TEA 5:00", phase: .green)])
        #expect(m.timerContent(at: Self.wall(134.0), boot: 134.0).strip == [StripPlate(text: "TEA 4:59", phase: .green)])
    }

    @Test("with the large timer standing still, the strip keeps time with its first running timer: one wake a second, not one a timer")
    func stripPacesItself() {
        let others = (0..<10).map { k in Self.running("t\(k)", "T\(k)", ends: 1000 + 0.37 * Double(k), length: 3600) }
        var m = Self.model(Self.record(others))
        _ = m.handle(.control(.namedTimer(.show, "1")), at: Self.t0, boot: 100)
        #expect(m.timerContent(at: Self.t0, boot: 100).plates.status == "READY", "the first, set, is large")
        let wakes = Self.walk(&m) { $0.rounded(.down) + 1 }
        #expect(wakes == 59)
        let strip = m.timerContent(at: Self.wall(150.5), boot: 150.5).strip
        #expect(strip.count == 10)
        // All read at T0's last second (150.0): T9, ending 3.33 s after T0, reads 853.33 s left
        // (14:14), not the 852.83 left at 150.5 (14:13).
        #expect(strip.first?.text == "T0 14:10" && strip.last?.text == "T9 14:14")
    }

    @Test("a click on a strip readout brings its timer forward; elsewhere the face takes it as before")
    func clickOnStrip() throws {
        var m = Self.model(Self.record([Self.running("a", "Tea", ends: 400), Self.running("b", "Laundry", ends: 200),
                                        NamedTimer(id: "c", name: "Talk", seconds: 1080)]))
        #expect(m.timerContent(at: Self.t0, boot: 100).plates.status.hasPrefix("LAUNDRY"))
        let layout = m.timerLayout(at: Self.t0)
        try #require(layout.strip.count >= 2)
        func button(_ pressed: Bool, _ p: Point) -> ClockInput { .pointer(.button(1, pressed: pressed, at: p, root: p)) }
        let tea = layout.strip[1].rect.center
        #expect(layout.stripReadout(at: tea) == 1)
        _ = m.handle(button(true, tea), at: Self.t0, boot: 101)
        _ = m.handle(button(false, tea), at: Self.t0, boot: 101.1)
        #expect(m.timers.chosen == "a")
        #expect(m.timerContent(at: Self.t0, boot: 101.1).plates.status.hasPrefix("TEA"))
        #expect(m.timerContent(at: Self.t0, boot: 101.1).strip.map(\.text) == ["TIMER 5:00", "LAUNDRY 1:39", "TALK 18:00"])
        // Its strip now: the first readout is timer 1's.
        let first = m.timerLayout(at: Self.t0).strip[0].rect.center
        _ = m.handle(button(true, first), at: Self.t0, boot: 102)
        #expect(m.timerContent(at: Self.t0, boot: 102).plates.status == "READY")
        // The digits still take a press: a drag of the first timer's set time begins.
        let digits = m.timerLayout(at: Self.t0).windows[0].rect.center
        #expect(m.handle(button(true, digits), at: Self.t0, boot: 103) == [.followPointer(true)])
    }

    // MARK: The record

    @Test("the state file keeps every timer and cycle; a damaged timer line is one warning naming it, the others kept")
    func file() throws {
        let cycle = TimerCycle.pomodoro
        var focus = NamedTimer(id: "f", name: "Fokus ☕", seconds: 0, cycle: cycle)
        focus.step = 3
        focus.roundsDone = 2
        focus.roundsDay = 20500
        let record = Self.record([Self.running("a", "Tea", ends: 340), focus, NamedTimer(id: "z", name: "", seconds: 90)])
        let text = TimerStateFile.serialize(record)
        #expect(TimerStateFile.parse(text).record == record)
        #expect(TimerStateFile.parse(text).warnings.isEmpty)
        let damaged = text.replacingOccurrences(of: "timer = a running", with: "timer = a sprinting")
        let (read, warnings) = TimerStateFile.parse(damaged)
        #expect(read?.others.map(\.id) == ["f", "z"])
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("sprinting") == true && warnings.first?.hasPrefix("line ") == true)
        // An old file, one timer, reads as the first and no others: nothing changes for its user.
        let old = "version = 1\nstate = running\nduration = 18:00\namber = 2:00\nred = 1:00\nat = 500\n"
        #expect(TimerStateFile.parse(old).record?.others == [] && TimerStateFile.parse(old).record?.timer.state == .running(endsAt: 500))
    }

    @Test("a timer added from the command line while the window saves is kept: one lock, one merge")
    func concurrentAdd() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = SettingsLocation(directory: folder, fileName: TimerStateFile.fileName)
        var window = TimerStateFile(location: location)
        let base = Self.record([Self.running("a", "Tea", ends: 340)])
        try window.save(base)
        // The command line adds Eggs under the lock...
        _ = try TimerStateFile(location: location).update(boot: Self.boot, fresh: { base }) { record in
            record.perform(.add(NamedTimer(id: "e", name: "Eggs", seconds: 300), start: true), boot: 100)
        }
        // ...and the window, which never read it, pauses Tea and saves its change.
        var mine = base
        mine.others[0].countdown.state = .paused(remaining: 200)
        try window.save(FileChange(base: base, mine: mine))
        let (after, warning) = TimerStateFile(location: location).load()
        #expect(warning == nil)
        #expect(after?.others.map(\.name) == ["Tea", "Eggs"])
        #expect(after?.others.first?.countdown.state == .paused(remaining: 200))
        #expect(after?.others.last?.countdown.state == .running(endsAt: 400))
    }

    // MARK: Names and references

    @Test("names: any script; control characters, # and ; refused in one line saying what is accepted")
    func names() {
        #expect((try? TimerName.parse(" お茶 ").get()) == "お茶")
        for bad in ["Te\ta", "Tea\n", "A#b", "x;y", "\u{7}", String(repeating: "x", count: 41)] {
            guard case .failure(let e) = TimerName.parse(bad) else {
                Issue.record("\(bad.debugDescription) accepted")
                continue
            }
            #expect(e.message.contains("expected a name of up to 40 characters") && !e.message.contains("\n"))
        }
        #expect(NamedTimer(id: "x", name: "", seconds: 240).title == "4:00 timer")
    }

    @Test("what timer add takes: a length, a cycle, a preset slot (its length and thresholds); anything else is the length's reason")
    func lengths() throws {
        #expect(try TimerCycle.timer("4m").get().seconds == 240)
        #expect(try TimerCycle.timer("pomodoro").get().cycle == .pomodoro)
        #expect(try TimerCycle.timer("work 50m, break 10m, x3").get().cycle?.rounds == 3)
        var presets = TimerPresets.standard
        presets[slot: 2] = TimerPreset(duration: 600, thresholds: PhaseThresholds(amber: 90, red: 30))
        let preset = try TimerCycle.timer("preset2", presets: presets).get()
        #expect(preset.seconds == 600 && preset.thresholds == PhaseThresholds(amber: 90, red: 30))
        guard case .failure(let empty) = TimerCycle.timer("preset7", presets: presets) else {
            Issue.record("preset7 accepted")
            return
        }
        #expect(empty.message.contains("preset1, preset2, preset3"))
        guard case .failure(let long) = TimerCycle.timer("25h") else {
            Issue.record("25h accepted")
            return
        }
        #expect(long.message.contains("longer than 23:59:59"))
        guard case .failure(let odd) = TimerCycle.timer("work") else {
            Issue.record("work accepted")
            return
        }
        #expect(odd.message.contains("is not a cycle"))
    }

    @Test("a timer is named by its number from 1 or its name; an unknown one is one line listing what is there")
    func references() {
        let record = Self.record([Self.running("a", "Tea", ends: 340), Self.running("b", "Talk", ends: 900)])
        #expect((try? record.index(of: "2").get()) == 1)
        #expect((try? record.index(of: "talk").get()) == 2)
        #expect((try? record.index(of: "1").get()) == 0)
        guard case .failure(let e) = record.index(of: "Coffee") else {
            Issue.record("Coffee found")
            return
        }
        #expect(e.message.contains("\"Coffee\"") && e.message.contains("2 \"Tea\""))
    }

    @Test("the listing: one entry a timer, with its name, state, what is left, its end and its phase")
    func listing() {
        var focus = NamedTimer(id: "f", name: "Focus", seconds: 0, cycle: .pomodoro)
        focus.start(at: 100)
        let record = Self.record([Self.running("a", "Tea", ends: 340), focus])
        let list = TimerListing(record, boot: 100, wall: Self.t0, day: 0)
        #expect(list.timers.map(\.name) == ["5:00 timer", "Tea", "Focus"])
        #expect(list.timers.map(\.state) == ["set", "running", "running"])
        #expect(list.timers[1].remaining == 240 && list.timers[1].ends == "2026-03-01T12:04:00Z")
        #expect(list.timers[2].phase == "WORK 1/4")
    }

    // MARK: The alarm service

    @Test("with no window, the alarm service rings each named timer once, by name, and records it")
    func service() throws {
        let record = Self.record([Self.running("a", "Tea", ends: 340)])
        var s = AlarmServiceModel(settings: Settings.defaults(), record: AlarmRecord(), zone: .utc, timer: record, boot: Self.boot)
        #expect(s.nextBootWake == 340)
        let end = s.handle(.tick, at: Self.t0.addingTimeInterval(240), boot: 340)
        #expect(end.contains { if case .notify(let n) = $0 { n.summary == "Tea — 4:00 done" } else { false } })
        #expect(end.contains { if case .playTimerEnd = $0 { true } else { false } })
        let save = try #require(end.compactMap { if case .saveTimer(let c) = $0 { c } else { nil } }.first)
        #expect(save.mine.others[0].countdown.state == .finished(endedAt: 340))
        #expect(!s.handle(.tick, at: Self.t0.addingTimeInterval(241), boot: 341).contains { if case .notify = $0 { true } else { false } })
        // +1 minute from the notice, with no window: running again, saved.
        let more = s.handle(.noticeAction(tag: "timer:a", action: .addMinute), at: Self.t0.addingTimeInterval(245), boot: 345)
        #expect(more.contains { if case .saveTimer(let c) = $0 { c.mine.others[0].countdown.state == .running(endsAt: 405) } else { false } })
    }

    @Test("a window that leaves the ringing to the service keeps the ends out of the file, so the service tells them")
    func leavesEndsToService() throws {
        let tea = Self.running("a", "Tea", ends: 340)
        var mine = Self.record([tea])
        _ = mine.runOutOthers(at: 341, day: 0)
        let kept = TimerRecord.leavingEndsUntold(mine, base: Self.record([tea]), boot: 341, day: 0)
        #expect(kept.others[0].countdown.state == .running(endsAt: 340))
    }
}
