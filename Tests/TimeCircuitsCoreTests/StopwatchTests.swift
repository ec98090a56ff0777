import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

/// The stopwatch: its clock, its keys, its laps, its face and its record.
@Suite("Stopwatch: start, stop, laps, reset, the face, the saved record")
struct StopwatchTests {
    static let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    /// This boot, as the clock reads it at launch.
    static let bootA = BootReading(bootID: "boot-a", wall: t0, boot: 100)

    /// A clock opened on the stopwatch's face, started at launch when `starting`.
    static func onStopwatch(starting: Bool = false) -> LaunchOverrides {
        var overrides = LaunchOverrides()
        overrides.screen = .stopwatch
        overrides.startsStopwatch = starting
        return overrides
    }

    static func saved(_ effects: [ClockEffect]) -> StopwatchRecord? {
        effects.compactMap { if case .saveStopwatch(let c) = $0 { c.mine } else { nil } }.last
    }

    @Test("elapsed time on the boot clock: start, stop, go on, laps only while running, reset only while stopped")
    func value() {
        var s = Stopwatch()
        s.startOrStop(at: 10)
        #expect(s.elapsed(at: 12.5) == 2.5)
        let laps = [s.lap(at: 13), s.lap(at: 16.25)]
        #expect(laps == [true, true])
        s.startOrStop(at: 20)
        #expect(s.elapsed(at: 99) == 10)
        let lapped = s.lap(at: 21)
        #expect(!lapped, "no lap while stopped")
        s.startOrStop(at: 30)
        #expect(s.elapsed(at: 31) == 11, "goes on from where it stopped")
        let refused = s.reset()
        #expect(!refused, "a stray Esc never loses a running time")
        s.startOrStop(at: 32)
        let reset = s.reset()
        #expect(reset && s == Stopwatch())
        #expect(Stopwatch(state: .running(since: 0, before: 0), laps: [3, 10, 12]).lapTimes == [3, 7, 2])
    }

    @Test("Space, L, Enter and Esc on the face; each change saved; other faces' keys leave it alone")
    func keys() throws {
        var m = ClockFixture.model(at: Self.t0, overrides: Self.onStopwatch(), bootReading: Self.bootA, keepsStopwatch: true, boot: 100)
        var e = m.handle(ClockFixture.key(Keysym.space), at: Self.t0, boot: 100)
        #expect(Self.saved(e)?.stopwatch.state == .running(since: 100, before: 0))
        e = m.handle(ClockFixture.key(Keysym.l), at: Self.t0, boot: 101.5)
        e += m.handle(ClockFixture.key(Keysym.returnKey), at: Self.t0, boot: 104)
        #expect(m.stopwatch.stopwatch.laps == [1.5, 4])
        e = m.handle(ClockFixture.key(Keysym.space), at: Self.t0, boot: 105)
        #expect(Self.saved(e)?.stopwatch.state == .stopped(elapsed: 5))
        _ = m.handle(ClockFixture.key(Keysym.escape), at: Self.t0, boot: 106)
        #expect(m.stopwatch.stopwatch == Stopwatch())
        // Ctrl+S is the face's switch: back to the clock, and the stopwatch's keys are the clock's again.
        _ = m.handle(ClockFixture.key(Keysym.s, .control), at: Self.t0, boot: 107)
        #expect(m.shown == .clock)
        _ = m.handle(ClockFixture.key(Keysym.space), at: Self.t0, boot: 108)
        #expect(m.stopwatch.stopwatch == Stopwatch(), "Space on the clock face is not the stopwatch's")
        _ = m.handle(ClockFixture.key(Keysym.s, .control), at: Self.t0, boot: 109)
        #expect(m.shown == .stopwatch && m.panel.displayChecks.contains(.toggleStopwatch))
    }

    @Test("it repaints once a display frame while running, only then; it keeps counting on other faces")
    func wakes() {
        var m = ClockFixture.model(at: Self.t0, overrides: Self.onStopwatch(), bootReading: Self.bootA, keepsStopwatch: true, boot: 100)
        #expect(m.nextTimerWake(afterBoot: 100) == nil, "stopped: nothing to wake for")
        _ = m.handle(ClockFixture.key(Keysym.space), at: Self.t0, boot: 100)
        let next = m.nextTimerWake(afterBoot: 100.001)
        #expect(next.map { abs($0 - (100 + Stopwatch.frameInterval)) < 1e-9 } == true, "\(String(describing: next))")
        _ = m.handle(.obscured(true), at: Self.t0)
        #expect(m.nextTimerWake(afterBoot: 100.5) == nil, "covered: no frames")
        _ = m.handle(.obscured(false), at: Self.t0)
        _ = m.handle(ClockFixture.key(Keysym.t, .control), at: Self.t0, boot: 101)
        #expect(m.shown == .timer && m.stopwatch.stopwatch.isRunning)
    }

    @Test("the face: MIN and SEC, hundredths truncated, HR from an hour, the laps newest first with the fastest and slowest marked")
    func face() throws {
        let s = Stopwatch(state: .running(since: 0, before: 0), laps: [20.5, 41.03, 62.9])
        let c = StopwatchContent.picture(s, at: 83.459)
        #expect(c.fields == [[" ", "1"], ["2", "3"], ["4", "5"]])
        #expect(c.shape.windows == ["MIN", "SEC"] && c.shape.fraction == "1/100")
        #expect(c.plates.status == "LAP 4")
        #expect(c.plates.laps.map(\.text) == ["LAP 3  0:21.87  1:02.90", "LAP 2  0:20.53  0:41.03", "LAP 1  0:20.50  0:20.50"])
        #expect(c.plates.laps.map(\.mark) == [.slowest, nil, .fastest])
        #expect(StopwatchContent.picture(s, at: 3723.456).shape.windows == ["HR", "MIN", "SEC"])
        #expect(StopwatchContent.text(0.999) == "0:00.99", "never rounded up to the next hundredth")
        #expect(StopwatchContent.picture(Stopwatch(state: .stopped(elapsed: 5)), at: 0).phase == .amber)
    }

    @Test("an hour reached brings an HR window: the face is laid out again")
    func hourRelayout() {
        let record = StopwatchRecord(stopwatch: Stopwatch(state: .running(since: 100 - 3599.9, before: 0)), bootID: "boot-a", wallMinusBoot: 0)
        var m = ClockFixture.model(at: Self.t0, overrides: Self.onStopwatch(), bootReading: Self.bootA, stopwatch: record, keepsStopwatch: true,
                                   boot: 100)
        #expect(m.bigDigitsShape(at: Self.t0)?.windows == ["MIN", "SEC"])
        let e = m.handle(.tick, at: Self.t0, boot: 100.2)
        #expect(e.contains { $0.isRelayout } && m.bigDigitsShape(at: Self.t0)?.windows == ["HR", "MIN", "SEC"])
    }

    @Test("the record: round trip, same boot as written, a reboot moves a running start by the wall clock; damage is one warning")
    func record() {
        let r = StopwatchRecord(stopwatch: Stopwatch(state: .running(since: 5000.25, before: 61.5), laps: [20.5, 41.03]),
                                bootID: "abc", wallMinusBoot: 1_000_000)
        let (back, warnings) = StopwatchStateFile.parse(StopwatchStateFile.serialize(r))
        #expect(warnings == [] && back == r)
        #expect(r.restored(bootID: "abc", wall: Date(timeIntervalSince1970: 9), boot: 7) == r.stopwatch)
        let moved = r.restored(bootID: "xyz", wall: Date(timeIntervalSince1970: 1_004_000), boot: 10)
        #expect(moved.state == .running(since: 1010.25, before: 61.5))
        let (bad, problems) = StopwatchStateFile.parse("state = running\nsince = soon\nlaps = 1, x\n")
        #expect(bad?.stopwatch.laps == [])
        #expect(problems == ["line 2: since \"soon\" is not a number of seconds",
                             "line 3: laps \"1, x\" is not a list of seconds like 20.5, 41.03"])
    }

    @Test("ctl stopwatch: refusals say why; start shows the face")
    func control() throws {
        var m = ClockFixture.model(at: ClockModelTests.t0, overrides: LaunchOverrides(), launched: false)
        #expect(m.refusal(of: .stopwatch(.lap)) == "the stopwatch is not running: laps are taken while it runs")
        #expect(m.refusal(of: .stopwatch(.stop)) == "the stopwatch is not running")
        _ = m.handle(.control(.stopwatch(.start)), at: Self.t0, boot: 5)
        #expect(m.shown == .stopwatch && m.stopwatch.stopwatch.isRunning)
        #expect(m.refusal(of: .stopwatch(.reset)) == "the stopwatch is running: stop it first")
        #expect(m.status(at: Self.t0, boot: 7.5).stopwatchElapsed == 2.5)
        #expect(try ControlVerb.parse(["stopwatch", "lap"]) == .command(.stopwatch(.lap)))
        #expect(throws: InputError.self) { try ControlVerb.parse(["stopwatch", "start-stop"]) }
    }

    @Test("stopwatch --start: counts from the launch and saves it; one running through a restart goes on from its own start")
    func startsAtLaunch() {
        var overrides = LaunchOverrides()
        overrides.screen = .stopwatch
        overrides.startsStopwatch = true
        let setup = ClockSetup(file: LoadedSettings(settings: Settings(cities: Settings.defaults().cities), warning: nil),
                               overrides: overrides, localZone: Zone(identifier: "UTC")!, zones: .system,
                               boot: BootReading(bootID: "boot-a", wall: Self.t0, boot: 100), stopwatch: nil, keepsStopwatch: true)
        var fresh = ClockModel(setup: setup, width: 520, height: 335, seed: 1)
        _ = fresh.handle(.mapped(true), at: Self.t0)
        let effects = fresh.handle(.launch, at: Self.t0, boot: 100)
        #expect(fresh.stopwatch.stopwatch.state == .running(since: 100, before: 0))
        #expect(Self.saved(effects)?.stopwatch.state == .running(since: 100, before: 0))

        let running = StopwatchRecord(stopwatch: Stopwatch(state: .running(since: 40, before: 3)),
                                      bootID: "boot-a", wallMinusBoot: Self.t0.timeIntervalSince1970 - 100)
        let resumed = ClockFixture.model(at: Self.t0, overrides: Self.onStopwatch(starting: true), bootReading: Self.bootA,
                                         stopwatch: running, keepsStopwatch: true, boot: 100)
        #expect(resumed.stopwatch.stopwatch.state == .running(since: 40, before: 3))
        #expect(resumed.stopwatch.stopwatch.elapsed(at: 100) == 63)
    }
}
