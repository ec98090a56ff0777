import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

@Suite("Timer: durations, the countdown's states, phases, presets, gestures, the saved record")
struct TimerTests {
    // MARK: Durations

    @Test("durations as people type them", arguments: [
        ("18m", 1080), ("90s", 90), ("1h30m", 5400), ("12:30", 750), ("1:02:03", 3723), ("5", 300),
        ("2h 5m", -1), ("1hr", 3600), ("45 sec", -1), ("23:59:59", 86399), ("0:01", 1), ("10min", 600),
    ])
    func durations(text: String, seconds: Int) {
        switch TimerDuration.parse(text) {
        case .success(let s): #expect(s == seconds, "\(text)")
        case .failure(let e): #expect(seconds == -1, "\(text): \(e.message)")
        }
    }

    @Test("bad durations say what is wrong and what is accepted", arguments: [
        ("99h", "longer than 23:59:59"), ("-5m", "negative"), ("12:75", "over 59"), ("5x", "unknown unit"),
        ("", "empty"), ("0:00", "zero"), ("24:00:00", "longer"), ("1m2h", "out of order"), ("1:2:3:4", "not a time"),
        ("m5", "number followed by a unit"), ("5m5", "without a unit"),
    ])
    func badDurations(text: String, why: String) throws {
        guard case .failure(let e) = TimerDuration.parse(text) else {
            Issue.record("\(text) was accepted")
            return
        }
        #expect(e.message.contains(why), "\(e.message)")
        #expect(e.message.contains("expected a duration from 0:01 to 23:59:59"))
        #expect(!e.message.contains("\n"))
    }

    @Test("the display spells H:MM:SS from an hour up, else M:SS")
    func spelling() {
        #expect(TimerDuration.text(1080) == "18:00")
        #expect(TimerDuration.text(59) == "0:59")
        #expect(TimerDuration.text(3600) == "1:00:00")
        #expect(TimerDuration.text(86399) == "23:59:59")
    }

    // MARK: The state machine

    @Test("set → running → paused → running → finished, and the end moves at every resume")
    func transitions() {
        var t = CountdownTimer(duration: 600)
        #expect(t.state == .set && t.shown(at: 100) == (600, false))
        t.startOrPause(at: 100)
        #expect(t.state == .running(endsAt: 700))
        #expect(t.shown(at: 100.2).seconds == 600, "a second shows until it has fully passed")
        #expect(t.shown(at: 101).seconds == 599)
        t.startOrPause(at: 160.5)
        #expect(t.state == .paused(remaining: 539.5))
        #expect(t.nextChange(after: 500) == nil, "a paused timer wakes nobody")
        t.startOrPause(at: 1000)
        #expect(t.state == .running(endsAt: 1539.5), "resumed: the end is worked out again")
        let early = t.runOut(at: 1539.4)
        #expect(!early)
        let onTime = t.runOut(at: 1539.5)
        #expect(onTime)
        #expect(t.state == .finished(endedAt: 1539.5))
        let again = t.runOut(at: 1600)
        #expect(!again, "it runs out once")
        #expect(t.shown(at: 1541.7) == (2, true), "overtime counts up")
        t.startOrPause(at: 1600)
        #expect(t.state == .set, "Space on a finished timer stops the overtime")
    }

    @Test("cancel from every state goes back to the set time")
    func cancel() {
        for state: CountdownTimer.State in [.set, .running(endsAt: 50), .paused(remaining: 3), .finished(endedAt: 9)] {
            var t = CountdownTimer(duration: 300, state: state)
            t.cancel()
            #expect(t.state == .set && t.shown(at: 0).seconds == 300)
        }
    }

    @Test("Home restores the full set time: running keeps running, paused stays paused")
    func restore() {
        var t = CountdownTimer(duration: 300, state: .running(endsAt: 150))
        t.restore(at: 100)
        #expect(t.state == .running(endsAt: 400))
        t = CountdownTimer(duration: 300, state: .paused(remaining: 12))
        t.restore(at: 100)
        #expect(t.state == .paused(remaining: 300))
        t = CountdownTimer(duration: 300, state: .finished(endedAt: 90))
        t.restore(at: 100)
        #expect(t.state == .set)
    }

    @Test("typed digits fill from the right; Backspace removes the last; limits hold")
    func typing() {
        var t = CountdownTimer(duration: 300)
        for d in [1, 8, 0, 0] { t.type(d) }
        #expect(t.shown(at: 0).seconds == 1080)
        t.backspace()
        #expect(t.shown(at: 0).seconds == 140, "1 8 0 is 1:80, read as 140 seconds, as a microwave does")
        t.startOrPause(at: 0)
        #expect(t.duration == 140 && t.state == .running(endsAt: 140))
        var big = CountdownTimer(duration: 300)
        for d in [9, 9, 9, 9, 9, 9, 9] { big.type(d) }
        big.startOrPause(at: 0)
        #expect(big.duration == TimerDuration.maximum, "never above 23:59:59")
        var zero = CountdownTimer(duration: 300)
        zero.type(0)
        zero.startOrPause(at: 0)
        #expect(zero.duration == 300, "a lone 0 types nothing")
        var fromSet = CountdownTimer(duration: 1080)
        fromSet.backspace()
        #expect(fromSet.shown(at: 0).seconds == 140, "Backspace edits the set time's own digits: 18:00 → 1:80")
    }

    @Test("adjusting keeps 0:01 to 23:59:59, and only a stopped or paused timer moves")
    func adjust() {
        var t = CountdownTimer(duration: 30)
        t.adjust(by: -3600)
        #expect(t.duration == 1)
        t.adjust(by: 99 * 3600)
        #expect(t.duration == TimerDuration.maximum)
        var p = CountdownTimer(duration: 600, state: .paused(remaining: 100.5))
        p.adjust(by: 60)
        #expect(p.state == .paused(remaining: 161))
        var r = CountdownTimer(duration: 600, state: .running(endsAt: 100))
        r.adjust(by: 60)
        #expect(r.state == .running(endsAt: 100))
    }

    @Test("phases follow the shown second: green, amber at the amber threshold, red at the red, and in overtime")
    func phases() {
        let t = CountdownTimer(duration: 300, thresholds: PhaseThresholds(amber: 120, red: 60), state: .running(endsAt: 300))
        #expect(t.phase(at: 0) == .green)
        #expect(t.phase(at: 179.5) == .green, "2:01 still shows")
        #expect(t.phase(at: 180) == .amber, "2:00 shows: amber")
        #expect(t.phase(at: 240) == .red)
        var over = t
        _ = over.runOut(at: 301)
        #expect(over.phase(at: 400) == .red)
    }

    @Test("the next change is the timer's own second edge; overtime flashes on half and quarter seconds")
    func edges() {
        let t = CountdownTimer(duration: 10, state: .running(endsAt: 100.3))
        #expect(t.nextChange(after: 90.3) == 91.3)
        #expect(t.nextChange(after: 95.0) == 95.3)
        #expect(t.nextChange(after: 100.29)! == 100.3)
        let f = CountdownTimer(duration: 10, state: .finished(endedAt: 100))
        #expect(f.nextChange(after: 100.1) == 100.25, "the finish flashes four times a second")
        #expect(f.nextChange(after: 106.1) == 106.5, "then the colon flashes on half seconds")
    }

    // MARK: What the face shows

    @Test("the face: digits, the bar emptying by whole cells, the end plate in the clock's hour cycle")
    func content() {
        let wall = try! FrozenDate.parse("2026-11-23T16:00:00Z")
        let utc = Zone(identifier: "UTC")!
        let t = CountdownTimer(duration: 1080, state: .running(endsAt: 1540))
        let c = TimerContent(timer: t, presets: .standard, at: 1000, wall: wall, zone: utc, cycle: .twelve)
        #expect(c.digits == "9:00" && c.fields == [[" ", "9"], ["0", "0"]])
        #expect(c.barLit == 12, "half the time left, half the cells")
        #expect(c.plates.status == "ENDS 04:09 PM")
        #expect(TimerContent(timer: t, presets: .standard, at: 1000, wall: wall, zone: utc, cycle: .twentyFour).plates.status == "ENDS 16:09")
        #expect(c.plates.presets == ["1 · 5:00", "2 · 10:00", "3 · 18:00"])
        let paused = TimerContent(timer: CountdownTimer(duration: 1080, state: .paused(remaining: 30)), presets: .standard,
                                  at: 0, wall: wall, zone: utc, cycle: .twelve)
        #expect(paused.plates.status == "PAUSED" && paused.colonLevel == 0)
        let long = TimerContent(timer: CountdownTimer(duration: 3723), presets: .standard, at: 0, wall: wall, zone: utc, cycle: .twelve)
        #expect(long.showsHours && long.fields == [[" ", "1"], ["0", "2"], ["0", "3"]])
        let flash = TimerContent(timer: CountdownTimer(duration: 60, state: .finished(endedAt: 0)), presets: .standard,
                                 at: 0.3, wall: wall, zone: utc, cycle: .twelve)
        #expect(flash.level < 1 && flash.phase == .red && flash.plates.status.hasPrefix("ENDED"))
    }

    // MARK: Presets

    @Test("preset lines: thresholds optional, none empties a slot, damage is one warning and the default")
    func presetLines() {
        #expect(TimerPreset.parse("18:00, amber 2:00, red 1:00") == TimerPreset(duration: 1080))
        #expect(TimerPreset.parse("45m, red 5m") == TimerPreset(duration: 2700, thresholds: PhaseThresholds(amber: 120, red: 300)))
        #expect(TimerPreset.parse("10m, blue 1m") == nil)
        #expect(TimerPreset.parse("10m, red 1m, red 2m") == nil)
        let (s, w) = SettingsFile.parse("cities = tokyo\npreset1 = 7m\npreset2 = none\npreset3 = forever\n")
        #expect(s.timerPresets[slot: 1] == TimerPreset(duration: 420))
        #expect(s.timerPresets[slot: 2] == nil)
        #expect(s.timerPresets[slot: 3] == TimerPreset(duration: 1080), "a damaged line keeps the default")
        #expect(w == ["line 4: preset3 \"forever\" is not \(TimerPreset.expected); read as 18:00, amber 2:00, red 1:00"])
        let written = SettingsFile.serialize(s)
        #expect(written.contains("preset1 = 7:00, amber 2:00, red 1:00\npreset2 = none\n"))
        #expect(!written.contains("preset3"), "a fresh install's preset is not written")
        #expect(SettingsFile.parse(written).settings == s)
    }

    // MARK: The model

    static let t0 = try! FrozenDate.parse("2026-03-01T12:00:00Z")

    /// A clock opened on the timer's face (`timecircuits timer`), keeping the timer's state file.
    static let onTimer: LaunchOverrides = {
        var overrides = LaunchOverrides()
        overrides.screen = .timer
        return overrides
    }()

    @Test("keys: Space starts and pauses, Esc cancels, Home restores, Ctrl+digit selects, Ctrl+Shift+digit stores")
    func keys() {
        var m = ClockFixture.model(at: Self.t0, overrides: Self.onTimer, keepsTimer: true, boot: 50)
        #expect(m.timer.duration == 300 && m.timer.preset == 1, "opens at the first preset")
        let start = m.handle(ClockFixture.key(Keysym.space), at: Self.t0, boot: 100)
        #expect(m.timer.state == .running(endsAt: 400))
        #expect(start.contains { if case .saveTimer = $0 { true } else { false } })
        _ = m.handle(ClockFixture.key(Keysym.space), at: Self.t0, boot: 130)
        #expect(m.timer.state == .paused(remaining: 270))
        _ = m.handle(ClockFixture.key(Keysym.home), at: Self.t0, boot: 131)
        #expect(m.timer.state == .paused(remaining: 300))
        _ = m.handle(ClockFixture.key(Keysym.escape), at: Self.t0, boot: 132)
        #expect(m.timer.state == .set)
        _ = m.handle(ClockFixture.key(Keysym.digits.lowerBound + 3, .control), at: Self.t0, boot: 133)
        #expect(m.timer.duration == 1080 && m.timer.preset == 3)
        for d: UInt32 in [4, 5, 0, 0] { _ = m.handle(ClockFixture.key(Keysym.digits.lowerBound + d), at: Self.t0, boot: 134) }
        let stored = m.handle(ClockFixture.key(Keysym.digits.lowerBound + 5, [.control, .shift]), at: Self.t0, boot: 135)
        #expect(m.presets[slot: 5] == TimerPreset(duration: 2700))
        #expect(stored.contains { if case .saveSettings(let s) = $0 { s.mine.timerPresets[slot: 5]?.duration == 2700 } else { false } })
    }

    @Test("running out: bell, notification and a save, once; wall-clock steps do not move the countdown")
    func runningOut() {
        var m = ClockFixture.model(at: Self.t0, overrides: Self.onTimer, keepsTimer: true, boot: 50)
        _ = m.handle(ClockFixture.key(Keysym.space), at: Self.t0, boot: 100)
        // The wall clock jumps three hours ahead: the boot clock has moved ten seconds.
        let later = Self.t0.addingTimeInterval(3 * 3600)
        _ = m.handle(.wallClockStepped, at: later, boot: 110)
        #expect(m.timer.state == .running(endsAt: 400))
        #expect(m.timerContent(at: later).digits == "4:50")
        #expect(m.handle(.tick, at: later, boot: 399.9).isEmpty)
        let ended = m.handle(.tick, at: later, boot: 400)
        #expect(ended.first?.sound == .timerEnd)
        #expect(ended.contains(.notify(DesktopNotice(summary: "Timer finished — 5:00",
                                                     body: "Counting the overtime up on the timer face.",
                                                     actions: [.stop, .addMinute, .restart], tag: "timer:1"))))
        #expect(m.handle(.tick, at: later, boot: 401).isEmpty)
        #expect(m.nextTimerWake(afterBoot: 401.1) == 401.25)
    }

    /// The timer's file is how a window and the alarm service agree that an end was told: the
    /// service takes a countdown turned finished by another hand as told. A window that wrote its
    /// run-out while the service rang would leave the end untold, by either (seen on Debian 13
    /// when the two reached the end together).
    @Test("the file says finished only once the end is told: by the window that rings, never by one that leaves it to the service; D-Bus hears the end either way")
    func runOutWrittenByWhoTells() {
        func finishedSaved(_ effects: [ClockEffect]) -> Bool {
            effects.contains { if case .saveTimer(let c) = $0, case .finished = c.mine.timer.state { true } else { false } }
        }
        var alone = ClockFixture.model(at: Self.t0, overrides: Self.onTimer, keepsTimer: true, boot: 50)
        _ = alone.handle(ClockFixture.key(Keysym.space), at: Self.t0, boot: 100)
        let told = alone.handle(.tick, at: Self.t0, boot: 400)
        #expect(told.contains { if case .notify = $0 { true } else { false } } && finishedSaved(told))

        var beside = ClockFixture.model(at: Self.t0, overrides: Self.onTimer, keepsTimer: true, boot: 50)
        beside.listen()
        _ = beside.handle(.alarmService(AlarmServiceReport()), at: Self.t0, boot: 99)
        _ = beside.handle(ClockFixture.key(Keysym.space), at: Self.t0, boot: 100)
        let left = beside.handle(.tick, at: Self.t0, boot: 400)
        #expect(beside.timer.state == .finished(endedAt: 400), "the face counts the overtime all the same")
        #expect(!left.contains { if case .notify = $0 { true } else { false } } && !finishedSaved(left),
                "the service tells the end and writes it: \(left)")
        // Though the tick asks nothing else of the shell, D-Bus listeners hear of the end (TimerFinished).
        #expect(left.contains { if case .statusChanged(let change) = $0 { change.status.timerState == .finished && change.timerFinished } else { false } })
        // The service gone, this window rings from then on, and the file may say what the face shows.
        _ = beside.handle(.alarmService(nil), at: Self.t0, boot: 401)
        #expect(finishedSaved(beside.saveTimer()))
    }

    @Test("the wheel and drags change the field under the pointer; a double-click restores; preset plates select")
    func pointer() throws {
        var m = ClockFixture.model(at: Self.t0, overrides: Self.onTimer, keepsTimer: true, boot: 50)
        let layout = m.timerLayout(at: Self.t0)
        let min = layout.windows[0].rect.center, sec = layout.windows[1].rect.center
        func button(_ b: UInt32, _ pressed: Bool, _ p: Point) -> ClockInput { .pointer(.button(b, pressed: pressed, at: p, root: p)) }
        _ = m.handle(button(4, true, min), at: Self.t0)
        #expect(m.timer.duration == 360, "wheel up on MIN: a minute more")
        _ = m.handle(button(5, true, sec), at: Self.t0)
        #expect(m.timer.duration == 359)
        #expect(m.handle(button(1, true, min), at: Self.t0) == [.followPointer(true)])
        let step = BigDigitsLayout.dragStep * layout.digitHeight
        _ = m.handle(.pointer(.motion(to: Point(min.x, min.y - 3.2 * step))), at: Self.t0)
        #expect(m.timer.duration == 359 + 180, "dragged up three steps of a minute")
        _ = m.handle(.pointer(.motion(to: Point(min.x, min.y + 1.2 * step))), at: Self.t0)
        #expect(m.timer.duration == 359 - 60, "and back down below where it began")
        #expect(m.handle(button(1, false, min), at: Self.t0) == [.followPointer(false)])
        _ = m.handle(ClockFixture.key(Keysym.space), at: Self.t0, boot: 100)
        _ = m.handle(button(1, true, sec), at: Self.t0.addingTimeInterval(1), boot: 110)
        _ = m.handle(button(1, false, sec), at: Self.t0.addingTimeInterval(1.1), boot: 110.1)
        _ = m.handle(button(1, true, sec), at: Self.t0.addingTimeInterval(1.2), boot: 110.2)
        #expect(m.timer.state == .running(endsAt: 110.2 + 299), "a double-click restores the set time")
        let amber = layout.lamps[1].center
        _ = m.handle(button(4, true, amber), at: Self.t0)
        #expect(m.timer.thresholds.amber == 135)
        let plate = try #require(layout.presets.last).rect.center
        _ = m.handle(button(1, true, plate), at: Self.t0)
        _ = m.handle(button(1, false, plate), at: Self.t0.addingTimeInterval(0.2))
        #expect(m.timer.duration == 1080 && m.timer.state == .set, "a click on a plate selects its preset")
    }

    @Test("a long press on a preset plate stores the set time and thresholds in it, and the plate says STORED for a moment")
    func longPressStores() throws {
        var m = ClockFixture.model(at: Self.t0, overrides: Self.onTimer, keepsTimer: true, boot: 50,
                                   timer: CountdownTimer(duration: 7, thresholds: PhaseThresholds(amber: 60, red: 15)))
        let layout = m.timerLayout(at: Self.t0)
        let plate = try #require(layout.presets.first).rect.center
        func button(_ pressed: Bool, _ p: Point) -> ClockInput { .pointer(.button(1, pressed: pressed, at: p, root: p)) }
        #expect(m.handle(button(true, plate), at: Self.t0).isEmpty, "nothing yet: a press may still be a click")
        #expect(m.nextWake(after: Self.t0) == Self.t0.addingTimeInterval(TimerFace.longPress))
        #expect(m.handle(.tick, at: Self.t0.addingTimeInterval(0.59)).isEmpty)
        let stored = m.handle(.tick, at: Self.t0.addingTimeInterval(0.6))
        #expect(stored.contains { if case .saveSettings = $0 { true } else { false } }, "the presets are saved")
        #expect(m.presets[slot: 1] == TimerPreset(duration: 7, thresholds: PhaseThresholds(amber: 60, red: 15)))
        #expect(m.timerContent(at: Self.t0.addingTimeInterval(0.7)).picture.plates.storedPreset == 0)
        _ = m.handle(button(false, plate), at: Self.t0.addingTimeInterval(0.8))
        #expect(m.timer.duration == 7, "the release after a long press selects nothing")
        _ = m.handle(.tick, at: Self.t0.addingTimeInterval(0.6 + TimerFace.storedShows))
        #expect(m.timerContent(at: Self.t0.addingTimeInterval(3)).picture.plates.storedPreset == nil)
    }

    @Test("Ctrl+T switches faces and the window keeps its size; the menu has it checked")
    func screens() {
        var m = ClockFixture.model(at: ClockModelTests.t0, overrides: LaunchOverrides(), launched: false)
        let effects = m.handle(ClockFixture.key(Keysym.t, .control), at: Self.t0)
        #expect(m.shown == .timer && effects.contains { $0.isRelayout })
        #expect(m.panel.displayChecks.contains(.toggleTimer))
        if case .bigDigits(let c) = m.frame(at: Self.t0).picture, c.shape.bar {} else { Issue.record("the frame is not the timer's") }
        _ = m.handle(ClockFixture.key(Keysym.t), at: Self.t0)
        #expect(m.animation == nil, "T travels nowhere on the timer face")
        _ = m.handle(ClockFixture.key(Keysym.t, .control), at: Self.t0)
        #expect(m.shown == .clock)
    }

    @Test("the clock face's lamp: the phase's colour while running, dim when paused, flashing red when finished, none when set")
    func lamp() {
        // The countdown in `state`, with the clock face up.
        func model(_ state: CountdownTimer.State? = nil) -> ClockModel {
            var timer = ClockFixture.model(at: Self.t0, overrides: Self.onTimer, keepsTimer: true, boot: 50).timer
            if let state { timer.state = state }
            var m = ClockFixture.model(at: Self.t0, overrides: Self.onTimer, keepsTimer: true, boot: 50, timer: timer)
            _ = m.handle(ClockFixture.key(Keysym.t, .control), at: Self.t0, boot: 60)
            return m
        }
        var m = model()
        #expect(m.shown == .clock && m.content(at: Self.t0).timerLamp == nil)
        m = model(.running(endsAt: 200))
        #expect(m.content(at: Self.t0).timerLamp == TimerLamp(phase: .green, level: 1))
        #expect(m.nextTimerWake(afterBoot: 60) == 80, "it turns amber two minutes before the end")
        m = model(.paused(remaining: 30))
        #expect(m.content(at: Self.t0).timerLamp == TimerLamp(phase: .red, level: TimerLamp.pausedLevel))
        m = model(.finished(endedAt: 59.8))
        #expect(m.content(at: Self.t0).timerLamp == TimerLamp(phase: .red, level: 1))
        #expect(m.nextTimerWake(afterBoot: 60) == 60.3)
        _ = m.handle(.tick, at: Self.t0, boot: 60.4)
        #expect(m.content(at: Self.t0).timerLamp == TimerLamp(phase: .red, level: 0))
    }

    // MARK: Saved across restarts

    @Test("the state file keeps a countdown; a reboot moves it by the wall clock; damage is one warning")
    func record() {
        let t = CountdownTimer(duration: 1080, thresholds: PhaseThresholds(amber: 90, red: 30), preset: 3,
                               state: .running(endsAt: 5000.25))
        let r = TimerRecord(timer: t, bootID: "abc", wallMinusBoot: 1_000_000)
        let (back, warnings) = TimerStateFile.parse(TimerStateFile.serialize(r))
        #expect(warnings == [])
        #expect(back == r)
        #expect(r.restored(bootID: "abc", wall: Date(timeIntervalSince1970: 9), boot: 7) == t, "same boot: as written")
        // After a reboot the boot clock starts again; the end stays where it was on the wall clock.
        let moved = r.restored(bootID: "xyz", wall: Date(timeIntervalSince1970: 1_004_000), boot: 10)
        #expect(moved.state == .running(endsAt: 1010.25))
        let (bad, problems) = TimerStateFile.parse("duration = 5m\nstate = running\nat = soon\n")
        #expect(bad?.timer.state == .set)
        #expect(problems == ["line 3: at \"soon\" is not a number of seconds"])
        #expect(TimerStateFile.parse("state = running\n").record == nil)
    }
}
