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

    static func launch(_ server: XvfbServer, _ arguments: [String], home: URL, size: (Int, Int)) throws -> Clock {
        let env = ["XDG_STATE_HOME": home.appendingPathComponent("state").path, "TZ": "UTC",
                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path]
        let r = try ClockHarness(server: server).launch(
            arguments: arguments + ["--display", server.name, "--geometry", "\(size.0)x\(size.1)+0+0"], environment: env)
        return Clock(running: r, home: home)
    }

    /// Waits until the window, at `width`×`height`, equals the render of one of `contents`.
    @discardableResult
    static func expectShows(_ r: ClockHarness.Running, width: Int, height: Int, timeout: TimeInterval = 15,
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

    static func bootNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_BOOTTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

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
        _ = try #require(eventually { clock.stopwatch.flatMap { $0.stopwatch.isRunning ? $0 : nil } })
        usleep(300_000)
        try press("l")
        #expect(eventually { clock.stopwatch?.stopwatch.laps.count == 1 ? true : nil } == true)
        usleep(200_000)
        try press("Return")
        #expect(eventually { clock.stopwatch?.stopwatch.laps.count == 2 ? true : nil } == true)
        try press("space")
        let stopped = try #require(eventually { clock.stopwatch.flatMap { $0.stopwatch.isRunning ? nil : $0 } })
        #expect(stopped.stopwatch.elapsed(at: 0) >= 0.5)
        let shown = try #require(Self.expectShows(r, width: size.0, height: size.1) { [StopwatchContent.picture(stopped.stopwatch, at: 0)] })
        #expect(shown.plates.status == "STOPPED" && shown.plates.laps.count == 2)

        // Started again and the program quit while it runs: the next one goes on counting.
        try press("space")
        let running = try #require(eventually { clock.stopwatch.flatMap { $0.stopwatch.isRunning ? $0 : nil } })
        _ = r.clock.stop()
        let quitAt = Self.bootNow()
        usleep(500_000)
        clock = try Self.launch(server, ["stopwatch"], home: home, size: size)
        r = clock.running
        try press("space")
        let later = try #require(eventually { clock.stopwatch.flatMap { $0.stopwatch.isRunning ? nil : $0 } })
        let countedAtQuit = running.stopwatch.elapsed(at: quitAt)
        #expect(later.stopwatch.elapsed(at: 0) > countedAtQuit + 0.4, "it counted while no program ran")
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
        let clock = try Self.launch(server, ["stopwatch"], home: home, size: (520, 335))
        defer { _ = clock.running.clock.stop() }
        let r = clock.running
        try ClockHarness(server: server).xdotool(["key", "--window", "\(r.window)", "space"])
        _ = try #require(eventually { clock.stopwatch.flatMap { $0.stopwatch.isRunning ? $0 : nil } })
        // Two screenshots a moment apart (once the start's plates show) differ only inside the
        // windows whose digits changed.
        usleep(400_000)
        let a = try #require(r.x.screenshot(r.window))
        usleep(250_000)
        let b = try #require(r.x.screenshot(r.window))
        let layout = BigDigitsLayout(width: 520, height: 335, shape: StopwatchContent.picture(Stopwatch(), at: 0).shape)
        let fraction = layout.windows.last!.rect.pixelBounds
        #expect(a != b, "the hundredths move")
        var outside = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x, y) != b.pixel(x, y) {
                let p = Point(Double(x) + 0.5, Double(y) + 0.5)
                if !layout.windows.contains(where: { $0.rect.pixelBounds.contains(p) }) { outside += 1 }
            }
        }
        #expect(outside == 0, "\(outside) pixels changed outside the digit windows")
        #expect(fraction.width > 0)
        try ClockHarness(server: server).xdotool(["key", "--window", "\(r.window)", "space"])
        let stopped = try #require(eventually { clock.stopwatch.flatMap { $0.stopwatch.isRunning ? nil : $0 } })
        Self.expectShows(r, width: 520, height: 335) { [StopwatchContent.picture(stopped.stopwatch, at: 0)] }
        let c = try #require(r.x.screenshot(r.window))
        usleep(300_000)
        #expect(r.x.screenshot(r.window) == c, "stopped, nothing moves")
    }
}
