import Foundation
import Glibc
import DesktopTestSupport
import Testing
import TimeCircuitsCore
import TimeCircuitsStorage
import TimeCircuitsRender

/// The timer face in the real window, driven with real key presses through XTest, and compared
/// with headless renders of the countdown the clock says it has (its state file).
@Suite("Timer in the window", .serialized, .xvfb)
struct TimerWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    static let width = 520, height = 335

    /// A clock on the timer face with its own state home, which the test reads.
    struct TimerClock {
        let running: ClockHarness.Running
        let state: URL

        var record: TimerRecord? {
            guard let text = try? String(contentsOf: state.appendingPathComponent("timecircuits/timer.conf"), encoding: .utf8) else { return nil }
            return TimerStateFile.parse(text).record
        }
    }

    func launchTimer(_ arguments: [String], environment: [String: String] = [:]) throws -> (TimerClock, URL) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-timer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        var env = ["XDG_STATE_HOME": home.appendingPathComponent("state").path, "TZ": "UTC",
                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path]
        env.merge(environment) { _, new in new }
        let r = try ClockHarness(server: server).launch(
            arguments: ["timer"] + arguments + ["--display", server.name, "--geometry", "\(Self.width)x\(Self.height)"],
            environment: env)
        return (TimerClock(running: r, state: home.appendingPathComponent("state")), home)
    }

    /// The headless render of `content`, as the window shows it.
    static func render(_ content: TimerContent, theme: Theme = .prop) -> Screenshot {
        Screenshot(FaceRenderer.image(width: width, height: height, bigDigits: content.picture, theme: theme))
    }

    /// Waits until the window equals the render of one of `contents`; returns which.
    @discardableResult
    static func expectShows(_ r: ClockHarness.Running, theme: Theme = .prop, _ contents: () -> [TimerContent],
                            timeout: TimeInterval = Patience.seconds,
                            sourceLocation: SourceLocation = #_sourceLocation) -> TimerContent? {
        var last: (Screenshot, Screenshot)?
        let found = eventually(timeout: timeout) { () -> TimerContent? in
            guard let shot = r.x.screenshot(r.window), shot.width == width, shot.height == height else { return nil }
            for c in contents() {
                let expected = render(c, theme: theme)
                if shot == expected { return c }
                last = (shot, expected)
            }
            return nil
        }
        if found == nil, let (shot, expected) = last, let dir = ProcessInfo.processInfo.environment["TC_DUMP"] {
            for (name, pic) in [("shot", shot), ("expected", expected)] {
                var ppm = Data("P6 \(pic.width) \(pic.height) 255\n".utf8)
                for p in pic.pixels { ppm += [UInt8(p >> 16 & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p & 0xFF)] }
                try? ppm.write(to: URL(fileURLWithPath: "\(dir)/\(name).ppm"))
            }
        }
        if found == nil {
            Issue.record("the window never matched the timer's render: \(last.map { "\($0.0.difference(from: $0.1))" } ?? "no screenshot")",
                         sourceLocation: sourceLocation)
        }
        return found
    }

    static let utc = Zone(identifier: "UTC")!

    /// What the face shows for `timer` when it is stopped (set or paused): no clock involved.
    static func stopped(_ timer: CountdownTimer) -> TimerContent {
        TimerContent(timer: timer, presets: .standard, at: 0, wall: Date(), zone: utc, cycle: .twelve)
    }

    static func bootNow() -> Double { bootClockNow() }

    /// The record once its countdown is in the state `state` picks out, with what it picked.
    static func waitFor<T>(_ clock: TimerClock, timeout: TimeInterval = Patience.seconds, _ state: @escaping (CountdownTimer.State) -> T?) -> (TimerRecord, T)? {
        eventually(timeout: timeout) { clock.record.flatMap { record in state(record.timer.state).map { (record, $0) } } }
    }

    /// Every picture a running or finished countdown can show within `window` seconds of now,
    /// each shown second with its colon lit and dark, the end plate from the record's wall clock.
    static func live(_ record: TimerRecord, within window: ClosedRange<Double>) -> [TimerContent] {
        let now = bootNow()
        var out: [TimerContent] = []
        for offset in stride(from: window.lowerBound, through: window.upperBound, by: 0.25) {
            let boot = now + offset
            let wall = Date(timeIntervalSince1970: boot + record.wallMinusBoot)
            let c = TimerContent(timer: record.timer, presets: .standard, at: boot, wall: wall, zone: utc, cycle: .twelve)
            if !out.contains(c) { out.append(c) }
        }
        return out
    }

    @Test("Space starts, pauses and resumes; Esc cancels; a countdown runs out, flashes and counts the overtime up")
    func startPauseResumeCancelFinish() throws {
        let (clock, home) = try launchTimer(["10m"])
        defer { _ = clock.running.clock.stop(); try? FileManager.default.removeItem(at: home) }
        let r = clock.running
        let harness = ClockHarness(server: server)
        let set = CountdownTimer(duration: 600, preset: 2)
        Self.expectShows(r) { [Self.stopped(set)] }

        try harness.xdotool(["key", "--window", "\(r.window)", "space"])
        let started = try #require(eventually { clock.record.flatMap { if case .running = $0.timer.state { $0 } else { nil } } })
        Self.expectShows(r) { Self.live(started, within: -0.5...1.5) }

        try harness.xdotool(["key", "--window", "\(r.window)", "space"])
        let (paused, left) = try #require(Self.waitFor(clock) { if case .paused(let left) = $0 { left } else { nil } })
        let shownPaused = try #require(Self.expectShows(r) { [Self.stopped(paused.timer)] })
        #expect(shownPaused.plates.status == "PAUSED")
        #expect(shownPaused.digits == "10:00" || shownPaused.digits.hasPrefix("9:5"), "\(shownPaused.digits)")

        try harness.xdotool(["key", "--window", "\(r.window)", "space"])
        let (resumed, end) = try #require(Self.waitFor(clock) { if case .running(let end) = $0 { end } else { nil } })
        #expect(end > Self.bootNow() + left - 2, "resumed from where it paused, not from the start")
        Self.expectShows(r) { Self.live(resumed, within: -0.5...1.5) }

        try harness.xdotool(["key", "--window", "\(r.window)", "Escape"])
        #expect(eventually { clock.record?.timer.state == .set ? true : nil } == true)
        Self.expectShows(r) { [Self.stopped(set)] }

        // Typed digits fill from the right: 3 is three seconds.
        try harness.xdotool(["key", "--window", "\(r.window)", "3", "space"])
        let short = try #require(eventually { clock.record.flatMap { if case .running = $0.timer.state { $0 } else { nil } } })
        #expect(short.timer.duration == 3)
        let finished = try #require(eventually {
            clock.record.flatMap { if case .finished = $0.timer.state { $0 } else { nil } }
        })
        // The finish flashes, then the overtime counts up in red with the colon flashing.
        let over = try #require(Self.expectShows(r, { Self.live(finished, within: -0.5...1.0) }))
        #expect(over.phase == .red && over.plates.status.hasPrefix("ENDED"))
    }

    @Test("seconds seen before are copied from the window cache, not painted again, and equal the render: a countdown's last eight seconds, whose digits its first ten painted")
    func cachedSeconds() throws {
        // 0:20, red all the way (the last minute is), the colon steady while it runs. Each second
        // is painted ahead just after the edge before it: from 0:17 to 0:10 SEC's last digit is
        // painted anew (7 … 0), from 0:07 to 0:01 it is one painted before, copied.
        let (clock, home) = try launchTimer(["0:20", "--start"])
        defer { _ = clock.running.clock.stop(); try? FileManager.default.removeItem(at: home) }
        let r = clock.running
        let (started, end) = try #require(Self.waitFor(clock) { if case .running(let end) = $0 { end } else { nil } })
        // The clock's CPU time over half-second-centred spans of edges: the work of each second,
        // never lengthened by waiting for the X server or for a core on a loaded machine.
        func cpu(at boot: Double) -> (boot: Double, ns: Int) {
            waitUntilBoot(boot)
            let ns = r.clock.cpuNanoseconds
            return (Self.bootNow(), ns)
        }
        /// Per edge crossed between two readings: the edges at end - k for whole k.
        func perEdge(_ a: (boot: Double, ns: Int), _ b: (boot: Double, ns: Int)) -> Double? {
            let edges = (1...20).filter { a.boot <= end - Double($0) && end - Double($0) < b.boot }.count
            return edges > 0 ? Double(b.ns - a.ns) / Double(edges) / 1e6 : nil
        }
        let paintStart = cpu(at: end - 18.5), paintEnd = cpu(at: end - 10.5)
        let copyStart = cpu(at: end - 8.5)
        // Three of the cached seconds, each the render of what the countdown shows.
        let cached = (1...8).map(TimerDuration.text)
        var matched: Set<String> = []
        while matched.count < 3, Self.bootNow() < end - 1.5 {
            let shown = try #require(Self.expectShows(r: r, started))
            if cached.contains(shown.digits) { matched.insert(shown.digits) }
        }
        #expect(matched.count >= 3, "only \(matched.sorted()) of the cached seconds were seen")
        let copyEnd = cpu(at: end - 0.5)
        // The finish repaints the whole face: the spans stop short of it.
        try #require(copyEnd.boot < end, "the last reading came after the countdown ended")
        let painted = try #require(perEdge(paintStart, paintEnd)), copied = try #require(perEdge(copyStart, copyEnd))
        #expect(copied * 2 < painted, "a second seen before costs \(copied) ms of CPU, a new one \(painted) ms: not copied from the cache")
    }

    static func expectShows(r: ClockHarness.Running, _ record: TimerRecord) -> TimerContent? {
        expectShows(r) { live(record, within: -0.5...1.0) }
    }

    @Test("Ctrl+T switches between the clock and the timer without resizing the window")
    func switching() throws {
        let r = try ClockHarness(server: server).launch()
        defer { _ = r.clock.stop() }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height))
        try ClockHarness(server: server).xdotool(["key", "--window", "\(r.window)", "ctrl+t"])
        Self.expectShows(r) { [Self.stopped(CountdownTimer(presets: .standard))] }
        #expect(r.x.screenshot(r.window)?.width == Self.width)
        try ClockHarness(server: server).xdotool(["key", "--window", "\(r.window)", "ctrl+t"])
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height))
    }

    @Test("back on the clock face, a running countdown shows as a lamp in the chassis, as the headless render draws it")
    func lampOnTheClock() throws {
        let (clock, home) = try launchTimer(["10m", "--start", "--frozen-date", ClockHarness.film, "--no-animations"])
        defer { _ = clock.running.clock.stop(); try? FileManager.default.removeItem(at: home) }
        let r = clock.running
        _ = try #require(eventually { clock.record.flatMap { if case .running = $0.timer.state { $0 } else { nil } } })
        try ClockHarness(server: server).xdotool(["key", "--window", "\(r.window)", "ctrl+t"])
        let lamp = TimerLamp(phase: .green, level: 1)
        var shots: [Screenshot] = []
        for level in [ColonClock.fullLevel, ColonClock.dimLevel] {
            var content = FaceContent(cities: ClockHarness.defaultCities, at: ClockHarness.filmDate, colonLevel: level, zones: ShownZones(resolver: .system))
            content.timerLamp = lamp
            shots.append(Screenshot(FaceRenderer.image(width: Self.width, height: Self.height, content: content)))
        }
        let seen = eventually { r.x.screenshot(r.window).flatMap { shots.contains($0) ? true : nil } }
        #expect(seen == true, "the clock face with the timer's lamp never showed")
    }

    @Test("a wall clock stepped by hours mid-countdown moves its end time's plate, not the countdown")
    func wallClockSteps() throws {
        let library = try #require(ClockJumpTests.libfaketime, "libfaketime is missing: apt-get install faketime (make test installs it)")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-timer-step-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let stateDir = home.appendingPathComponent("state/timecircuits")
        try FileManager.default.createDirectory(at: stateDir, withIntermediateDirectories: true)
        let clockFile = home.appendingPathComponent("faketime")
        let start = ClockJumpTests.utc("2026-11-23T09:00:10Z")
        try ClockJumpTests.faketime(start).write(to: clockFile, atomically: true, encoding: .utf8)
        // A ten-minute countdown under way, as a clock that was running it left it. libfaketime
        // hides argv from the Swift runtime, so the clock opens on its face and Ctrl+T shows it.
        let wroteAt = Self.bootNow()
        let timer = CountdownTimer(duration: 600, preset: 2, state: .running(endsAt: wroteAt + 600))
        let bootID = try String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        var record = TimerRecord(timer: timer, bootID: bootID, wallMinusBoot: start.timeIntervalSince1970 - wroteAt)
        try TimerStateFile.serialize(record).write(to: stateDir.appendingPathComponent("timer.conf"), atomically: true, encoding: .utf8)

        let r = try ClockHarness(server: server).launch(arguments: [], environment: [
            "DISPLAY": server.name, "TZ": "UTC", "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            // The boot clock is the machine's own: libfaketime moves only the wall clock.
            "FAKETIME_DONT_FAKE_MONOTONIC": "1",
        ].merging(ClockJumpTests.fakeClock(library: library, file: clockFile)) { _, new in new })
        defer { _ = r.clock.stop() }
        try ClockHarness(server: server).xdotool(["key", "--window", "\(r.window)", "ctrl+t"])
        let before = try #require(Self.expectShows(r) { Self.live(record, within: -0.5...1.5) })
        #expect(before.plates.status == "ENDS 09:10 AM")

        let stepAt = Self.bootNow()
        let target = ClockJumpTests.utc("2026-11-23T12:00:10Z")
        try ClockJumpTests.faketime(target).write(to: clockFile, atomically: true, encoding: .utf8)
        // The same countdown, three hours later on the wall: only the end time's plate moves.
        record.wallMinusBoot = target.timeIntervalSince1970 - stepAt
        let after = try #require(Self.expectShows(r) { Self.live(record, within: -0.5...1.5) })
        #expect(after.plates.status == "ENDS 12:10 PM")
        let left = Double(Int(after.digits.split(separator: ":")[0])! * 60 + Int(after.digits.split(separator: ":")[1])!)
        #expect(abs(left - (wroteAt + 600 - Self.bootNow())) < 3, "the countdown kept its own time: \(after.digits)")
    }

    @Test("a countdown that runs out sends 'Timer finished' to the desktop's notification server")
    func notifies() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let server = try NotificationServer.start(on: bus, display: self.server.name)
        defer { server.stop() }
        let (clock, home) = try launchTimer(["0:02", "--start"], environment: bus.environment([:]))
        defer { _ = clock.running.clock.stop(); try? FileManager.default.removeItem(at: home) }
        let shown = eventually { server.notifications().values.first }
        let notice = try #require(shown, "no notification arrived; dunst: \(server.log); clock: \(clock.running.clock.stderr)")
        #expect(notice.summary == "Timer finished — 0:02")
        #expect(notice.appName == "Time Circuits" && notice.urgency == "CRITICAL")
        #expect(!clock.running.clock.stderr.contains("notification"), "stderr: \(clock.running.clock.stderr)")
    }

    @Test("with no session bus the countdown still finishes and says once that it could not notify")
    func noBus() throws {
        let (clock, home) = try launchTimer(["0:01", "--start"], environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"])
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(eventually { clock.record.flatMap { if case .finished = $0.timer.state { true } else { nil } } } == true)
        #expect(eventually { clock.running.clock.stderr.contains("no desktop notification") ? true : nil } == true,
                "nothing said; stderr: \(clock.running.clock.stderr)")
        #expect(clock.running.clock.stop() == 0)
        let lines = clock.running.clock.stderr.split(separator: "\n").filter { $0.contains("no desktop notification") }
        #expect(lines.count == 1, "stderr: \(clock.running.clock.stderr)")
    }

    @Test("a countdown survives a restart of the program, and one that ended meanwhile shows as finished")
    func survivesRestart() throws {
        let (first, home) = try launchTimer(["0:02", "--start"])
        defer { try? FileManager.default.removeItem(at: home) }
        let (running, end) = try #require(Self.waitFor(first) { if case .running(let end) = $0 { end } else { nil } })
        #expect(first.running.clock.stop() == 0)
        // Past its end, with no clock open.
        waitUntilBoot(end + 0.5)
        // It ran out while no clock was open: the next one shows it finished, counting the overtime.
        let r = try ClockHarness(server: server).launch(
            arguments: ["timer", "--display", server.name, "--geometry", "\(Self.width)x\(Self.height)"],
            environment: ["XDG_STATE_HOME": home.appendingPathComponent("state").path, "TZ": "UTC",
                          "XDG_CONFIG_HOME": home.appendingPathComponent("config").path])
        defer { _ = r.clock.stop() }
        var ended = running
        ended.timer.state = .finished(endedAt: end)
        let shown = try #require(Self.expectShows(r) { Self.live(ended, within: -0.5...1.5) })
        #expect(shown.plates.status.hasPrefix("ENDED"))
        // The loop goes on past its launch (the overtime counts, the colon blinks): whatever the
        // launch had to say, it has said.
        let endedShot = try #require(r.x.screenshot(r.window))
        #expect(eventually { r.x.screenshot(r.window).flatMap { $0 != endedShot ? true : nil } } == true, "the face never changed")
        #expect(!r.clock.stderr.contains("Timer finished"), "no notice now for a countdown that ended unwatched: \(r.clock.stderr)")
    }
}

extension Screenshot {
    /// An image surface's pixels, alpha dropped, as the X server holds them.
    init(_ image: ImageSurface) {
        let (w, h) = (image.width, image.height)
        var pixels = [UInt32](repeating: 0, count: w * h)
        image.withPixels { data, stride in
            for y in 0..<h {
                for x in 0..<w {
                    pixels[y * w + x] = UnsafeRawPointer(data).loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self) & 0xFF_FFFF
                }
            }
        }
        self.init(width: w, height: h, pixels: pixels)
    }
}
