import DesktopTestSupport
import CX11
import Foundation
import Glibc
import Testing
import TimeCircuitsCore
import TimeCircuitsStorage
import TimeCircuitsRender

/// The big-digit faces in the real window: the timer following the window's shape as its corner
/// is dragged, and the stopwatch's keys, laps and restart, each compared pixel for pixel with the
/// headless render of what the clock's state file says it has.
@Suite("Big digits in the window: the timer's shapes, the stopwatch", .serialized, .xvfb)
struct BigDigitsWindowTests {
    var server: XvfbServer { XvfbServer.shared! }

    /// A clock with a home of its own, which the test reads.
    struct Clock {
        let running: ClockHarness.Running
        let home: URL

        var stopwatch: StopwatchRecord? {
            let url = home.appendingPathComponent("state/timecircuits/\(StopwatchStateFile.fileName)")
            return (try? String(contentsOf: url, encoding: .utf8)).flatMap { StopwatchStateFile.parse($0).record }
        }
    }

    static func home() throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-big-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home
    }

    /// With `trace`, the clock logs its timing trace (`ClockProcess.trace`).
    static func launch(_ server: XvfbServer, _ arguments: [String], home: URL, size: (Int, Int), trace: Bool = false) throws -> Clock {
        var env = ["XDG_STATE_HOME": home.appendingPathComponent("state").path, "TZ": "UTC",
                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path]
        if trace { env["TIMECIRCUITS_TRACE_TIMING"] = "1" }
        let r = try ClockHarness(server: server).launch(
            arguments: arguments + ["--display", server.name, "--geometry", "\(size.0)x\(size.1)+0+0"], environment: env)
        return Clock(running: r, home: home)
    }

    /// Waits until the window, at `width`×`height`, equals the render of one of `contents`.
    @discardableResult
    static func expectShows(_ r: ClockHarness.Running, width: Int, height: Int, timeout: TimeInterval = Patience.seconds,
                            _ contents: () -> [BigDigitsContent],
                            sourceLocation: SourceLocation = #_sourceLocation) -> BigDigitsContent? {
        var last: String?
        let found = eventually(timeout: timeout) { () -> BigDigitsContent? in
            guard let shot = r.x.screenshot(r.window), shot.width == width, shot.height == height else {
                last = "no screenshot at \(width)×\(height)"
                return nil
            }
            for c in contents() {
                let expected = Screenshot(FaceRenderer.image(width: width, height: height, bigDigits: c))
                if shot == expected { return c }
                last = "\(shot.difference(from: expected))"
            }
            return nil
        }
        if found == nil { Issue.record("the window never matched the render: \(last ?? "")", sourceLocation: sourceLocation) }
        return found
    }

    static let utc = Zone(identifier: "UTC")!

    static func bootNow() -> Double { bootClockNow() }

    /// The timer face set to 12:34 with the standard presets, as a stopped countdown shows it.
    static var timer1234: BigDigitsContent {
        TimerContent(timer: CountdownTimer(duration: 754), presets: .standard, at: 0, wall: Date(), zone: utc, cycle: .twelve).picture
    }

    static func sizeHintsHaveAspect(_ x: XClient, _ window: Window) -> Bool? {
        guard let p = x.property(window, "WM_NORMAL_HINTS"), let flags = p.longs.first else { return nil }
        return flags & Int(PAspect) != 0
    }

    @Test("a drag of the corner across square: stacked while tall, one row once wide, each pixel for pixel the headless render; the window has no aspect of its own")
    func timerFollowsTheShape() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let clock = try Self.launch(server, ["timer", "12:34"], home: home, size: (600, 900))
        defer { _ = clock.running.clock.stop() }
        let r = clock.running
        #expect(BigDigitsLayout(width: 600, height: 900, shape: Self.timer1234.shape).stacked)
        Self.expectShows(r, width: 600, height: 900) { [Self.timer1234] }
        #expect(eventually { Self.sizeHintsHaveAspect(r.x, r.window) == false ? true : nil } == true,
                "the timer face asks for no aspect")
        // The corner dragged through square to wide: sizes as a drag reports them.
        for (w, h) in [(700, 850), (800, 800), (950, 700), (1200, 600)] {
            r.x.resize(r.window, width: w, height: h)
            usleep(30_000)
        }
        #expect(!BigDigitsLayout(width: 1200, height: 600, shape: Self.timer1234.shape).stacked)
        Self.expectShows(r, width: 1200, height: 600) { [Self.timer1234] }
        // Back to the clock face: the aspect hint comes back; the window keeps its size.
        try ClockHarness(server: server).xdotool(["key", "--window", "\(r.window)", "ctrl+t"])
        #expect(eventually { Self.sizeHintsHaveAspect(r.x, r.window) == true ? true : nil } == true)
        #expect(r.x.screenshot(r.window).map { ($0.width, $0.height) == (1200, 600) } == true)
    }

    @Test("700×1200, a portrait window on a screen tall enough for it: the stacked timer, pixel for pixel its headless render")
    func portraitWindow() throws {
        let tall = try XvfbServer.start(from: 150, screen: "1024x1280x24")
        defer { tall.stop() }
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let clock = try Self.launch(tall, ["timer", "12:34"], home: home, size: (700, 1200))
        defer { _ = clock.running.clock.stop() }
        let layout = BigDigitsLayout(width: 700, height: 1200, shape: Self.timer1234.shape)
        #expect(layout.stacked && layout.windows.map(\.name) == ["MIN", "SEC"])
        Self.expectShows(clock.running, width: 700, height: 1200) { [Self.timer1234] }
    }

    @Test("the stopwatch: Space starts and stops, L and Enter take laps, Esc resets; it keeps counting through a restart")
    func stopwatch() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let size = (640, 412)
        var clock = try Self.launch(server, ["stopwatch"], home: home, size: size)
        var r = clock.running
        let keys = ClockHarness(server: server)
        func press(_ key: String) throws { try keys.xdotool(["key", "--window", "\(r.window)", key]) }
        Self.expectShows(r, width: size.0, height: size.1) { [StopwatchContent.picture(Stopwatch(), at: 0)] }

        try press("space")
        let started = try #require(eventually { clock.stopwatch.flatMap { $0.stopwatch.isRunning ? $0 : nil } })
        guard case .running(let since, _) = started.stopwatch.state else { Issue.record("not running: \(started)"); return }
        // Each lap is the time counted when its key arrived: between the press and the record
        // that shows it, whatever the machine's load made of the wait before it.
        func lap(_ key: String, count: Int, after seconds: Double, sourceLocation: SourceLocation = #_sourceLocation) throws {
            waitUntilBoot(since + seconds)
            let pressed = Self.bootNow()
            try press(key)
            let record = try #require(eventually { clock.stopwatch.flatMap { $0.stopwatch.laps.count == count ? $0 : nil } },
                                      sourceLocation: sourceLocation)
            let seen = Self.bootNow()
            let taken = try #require(record.stopwatch.laps.last, sourceLocation: sourceLocation)
            #expect(taken >= started.stopwatch.elapsed(at: pressed) && taken <= started.stopwatch.elapsed(at: seen),
                    "lap \(count) at \(taken) s, pressed at \(started.stopwatch.elapsed(at: pressed)) s", sourceLocation: sourceLocation)
        }
        try lap("l", count: 1, after: 0.3)
        try lap("Return", count: 2, after: 0.5)
        try press("space")
        let stopped = try #require(eventually { clock.stopwatch.flatMap { $0.stopwatch.isRunning ? nil : $0 } })
        #expect(stopped.stopwatch.elapsed(at: 0) >= 0.5)
        let laps = stopped.stopwatch.laps
        #expect(laps.count == 2 && laps[0] >= 0.3 && laps[1] >= 0.5 && laps[1] <= stopped.stopwatch.elapsed(at: 0), "laps \(laps)")
        let shown = try #require(Self.expectShows(r, width: size.0, height: size.1) { [StopwatchContent.picture(stopped.stopwatch, at: 0)] })
        #expect(shown.plates.status == "STOPPED" && shown.plates.laps.count == 2)

        // Started again and the program quit while it runs: the next one goes on counting.
        try press("space")
        let running = try #require(eventually { clock.stopwatch.flatMap { $0.stopwatch.isRunning ? $0 : nil } })
        _ = r.clock.stop()
        let quitAt = Self.bootNow()
        waitUntilBoot(quitAt + 0.5)
        clock = try Self.launch(server, ["stopwatch"], home: home, size: size)
        r = clock.running
        let pressed = Self.bootNow()
        try press("space")
        let later = try #require(eventually { clock.stopwatch.flatMap { $0.stopwatch.isRunning ? nil : $0 } })
        let seen = Self.bootNow()
        let countedAtQuit = running.stopwatch.elapsed(at: quitAt)
        #expect(later.stopwatch.elapsed(at: 0) > countedAtQuit + 0.4, "it counted while no program ran")
        #expect(later.stopwatch.elapsed(at: 0) >= running.stopwatch.elapsed(at: pressed)
                    && later.stopwatch.elapsed(at: 0) <= running.stopwatch.elapsed(at: seen),
                "stopped at \(later.stopwatch.elapsed(at: 0)) s: what the first program's start counts to by the key")
        #expect(later.stopwatch.laps == stopped.stopwatch.laps)
        Self.expectShows(r, width: size.0, height: size.1) { [StopwatchContent.picture(later.stopwatch, at: 0)] }

        // Esc resets a stopped stopwatch.
        try press("Escape")
        #expect(eventually { clock.stopwatch?.stopwatch == Stopwatch() ? true : nil } == true)
        Self.expectShows(r, width: size.0, height: size.1) { [StopwatchContent.picture(Stopwatch(), at: 0)] }
        _ = r.clock.stop()
    }

    @Test("a running stopwatch repaints only its changing windows, at the display's frame rate; stopped, it sleeps")
    func frames() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let clock = try Self.launch(server, ["stopwatch"], home: home, size: (520, 335), trace: true)
        defer { _ = clock.running.clock.stop() }
        let r = clock.running
        let paints = { r.clock.trace("second") }
        try ClockHarness(server: server).xdotool(["key", "--window", "\(r.window)", "space"])
        _ = try #require(eventually { clock.stopwatch.flatMap { $0.stopwatch.isRunning ? $0 : nil } })
        // The timing trace logs each picture sent. Once a few frames have gone out (the first
        // shows the start's plates), two screenshots differ only inside the windows whose
        // digits changed.
        let before = paints().count
        try #require(eventually { paints().count >= before + 5 ? true : nil } == true, "the running stopwatch paints no frames")
        let a = try #require(r.x.screenshot(r.window))
        let b = try #require(eventually { r.x.screenshot(r.window).flatMap { $0 != a ? $0 : nil } }, "the hundredths never moved")
        let layout = BigDigitsLayout(width: 520, height: 335, shape: StopwatchContent.picture(Stopwatch(), at: 0).shape)
        var outside = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x, y) != b.pixel(x, y) {
                let p = Point(Double(x) + 0.5, Double(y) + 0.5)
                if !layout.windows.contains(where: { $0.rect.pixelBounds.contains(p) }) { outside += 1 }
            }
        }
        #expect(outside == 0, "\(outside) pixels changed outside the digit windows")

        // The frame rate: sixty pictures a second while it runs, never more (the hundredths
        // change faster than that), and frames back to back, not one every few. Counted over a
        // second and more of running, from the stopwatch's own start and stop.
        try #require(eventually { paints().count >= before + 90 ? true : nil } == true, "fewer than 90 frames in 15 s")
        try ClockHarness(server: server).xdotool(["key", "--window", "\(r.window)", "space"])
        let stopped = try #require(eventually { clock.stopwatch.flatMap { $0.stopwatch.isRunning ? nil : $0 } })
        Self.expectShows(r, width: 520, height: 335) { [StopwatchContent.picture(stopped.stopwatch, at: 0)] }
        let woke = paints().dropFirst(before).compactMap { $0["woke"] }
        let running = stopped.stopwatch.elapsed(at: 0)
        // Start and stop each paint once besides the frames in between.
        #expect(Double(woke.count) <= running / Stopwatch.frameInterval + 3,
                "\(woke.count) pictures in \(running) s of running: faster than \(1 / Stopwatch.frameInterval) Hz")
        let gaps = zip(woke, woke.dropFirst()).map { $1 - $0 }.sorted()
        let median = gaps[gaps.count / 2]
        #expect(median < 2.5 * Stopwatch.frameInterval,
                "half the frames came more than \(median * 1000) ms apart: not every frame of the display's \(1 / Stopwatch.frameInterval) Hz")

        // Stopped, it paints nothing more and its loop sleeps: a 60 Hz loop would wake 120 times
        // in these two seconds, however busy the machine.
        let c = try #require(r.x.screenshot(r.window))
        let painted = paints().count
        let wakeups = r.clock.fewestWakeups(over: 2, reaching: 16)
        #expect(wakeups <= 16, "stopped, the loop woke \(wakeups) times in 2 s")
        #expect(paints().count == painted, "stopped, it still paints")
        #expect(r.x.screenshot(r.window) == c, "stopped, nothing moves")
    }
}
