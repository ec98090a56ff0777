import Foundation
import Glibc
import Testing
import DesktopTestSupport
import TimeCircuitsCore
import TimeCircuitsStorage

/// Night by itself in the real window, on libfaketime's clock: the schedule's edge and the sun's
/// dim the face at the edge itself, as the minute's digits change at the minute, and the loop
/// asks nothing in between.
///
/// libfaketime hides argv from the Swift runtime (`ClockJumpTests`), so the clock runs with no
/// arguments, its settings from a file: exhibition mode holds the readouts still, so the only
/// change the window shows is the night's.
@Suite("Night on a schedule and at sunset, in the window", .serialized, .xvfb)
struct NightWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    /// The readouts exhibition mode holds (read in UTC, the clock's zone here).
    static let held = ClockJumpTests.utc("1985-10-26T01:21:00Z")

    /// Launches the clock on a fake clock set to `start`, with `settings` (and the held readouts).
    func launch(settings: String, start: Date, home: URL, extra: [String: String] = [:]) throws -> ClockHarness.Running {
        let library = try #require(ClockJumpTests.libfaketime, "libfaketime is missing: apt-get install faketime (make test installs it)")
        let config = home.appendingPathComponent("config/timecircuits")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try ("intro = no\nexhibition = 1985-10-26 01:21\n" + settings).write(to: config.appendingPathComponent("settings.conf"), atomically: true, encoding: .utf8)
        let clockFile = home.appendingPathComponent("faketime")
        try ClockJumpTests.faketime(start).write(to: clockFile, atomically: true, encoding: .utf8)
        var environment = ["TZ": "UTC", "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                           "XDG_STATE_HOME": home.appendingPathComponent("state").path, "TIMECIRCUITS_TRACE_TIMING": "1",
                           "DISPLAY": server.name]
        environment.merge(ClockJumpTests.fakeClock(library: library, file: clockFile)) { _, new in new }
        environment.merge(extra) { _, new in new }
        return try ClockHarness(server: server).launch(arguments: [], environment: environment)
    }

    /// Day first, night from `edge` on: the window matches the day render, then the night one,
    /// and the face was built again for the night (a relayout) within the edge's second, with no
    /// relayout between the first and that one.
    func expectDims(at edge: Date, settings: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-night-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let r = try launch(settings: settings, start: edge.addingTimeInterval(-8), home: home)
        defer { _ = r.clock.stop() }
        #expect(ClockHarness.expectMatchesRender(r, width: 520, height: 335, at: Self.held) != nil, "day before the edge",
                sourceLocation: sourceLocation)
        #expect(ClockHarness.expectMatchesRender(r, width: 520, height: 335, at: Self.held, lighting: Lighting(night: true), timeout: 30) != nil,
                "night after the edge", sourceLocation: sourceLocation)
        let relayouts = r.clock.trace("relayout").compactMap { $0.fields["at"].flatMap(Double.init) }
        let atEdge = relayouts.first { $0 >= edge.timeIntervalSince1970 }
        #expect(atEdge.map { $0 - edge.timeIntervalSince1970 < 1 } == true,
                "the night's relayout within the edge's second: \(relayouts.map { $0 - edge.timeIntervalSince1970 })", sourceLocation: sourceLocation)
        #expect(relayouts.filter { $0 < edge.timeIntervalSince1970 }.count == 1, "one relayout before the edge, the first: \(relayouts)",
                sourceLocation: sourceLocation)
        #expect(!r.clock.stderr.contains("warning") && !r.clock.stderr.contains("line "), "stderr: \(r.clock.stderr)", sourceLocation: sourceLocation)
    }

    @Test("display-mode = minimal: the window shows the present row alone, its weekday in the YEAR field, as render does")
    func minimalDisplay() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-minimal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let r = try launch(settings: "display-mode = minimal\n", start: ClockJumpTests.utc("2026-12-03T12:00:10Z"), home: home)
        defer { _ = r.clock.stop() }
        var display = ReplicaDisplay()
        _ = display.handle(.choose(.minimal, broker: false))
        let full = FaceContent(cities: ClockHarness.defaultCities, at: Self.held, colonLevel: 0, zones: ShownZones(resolver: .system)).rows
        let rows = display.shown(full, present: 0, at: Self.held)
        #expect(rows[0].yearWord != nil && rows[1] == .dark && rows[2] == .dark)
        #expect(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: rows) != nil)
        #expect(!r.clock.stderr.contains("warning"), "stderr: \(r.clock.stderr)")
    }

    @Test("night = 22:30-06:45: crossing 22:30 dims the face at 22:30, to the second")
    func scheduleEdge() throws {
        try expectDims(at: ClockJumpTests.utc("2026-12-03T22:30:00Z"), settings: "night = 22:30-06:45\n")
    }

    @Test("night = sun: crossing the computed sunset at Zürich dims the face at that second")
    func sunsetEdge() throws {
        let place = Coordinates(latitude: 47.37, longitude: 8.54)
        let utc = try #require(Zone(identifier: "UTC"))
        let day = AlarmSchedule.day(of: ClockJumpTests.utc("2026-12-03T12:00:00Z"), in: utc)
        let sunset = try #require(SolarDay(day: day, in: utc, at: place, depression: .horizon).set)
        try expectDims(at: sunset, settings: "night = sun\nlocation = 47.37,8.54\n")
    }

    @Test("a step of the wall clock across sunset (as a resume from a suspend shows it) finds the night at once, not at the minute")
    func stepAcrossSunset() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-night-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        // Ten seconds into a minute, as `ClockJumpTests` steps, so no minute passes while a check runs.
        let r = try launch(settings: "night = sun\nlocation = 47.37,8.54\n", start: ClockJumpTests.utc("2026-12-03T12:00:10Z"), home: home)
        defer { _ = r.clock.stop() }
        #expect(ClockHarness.expectMatchesRender(r, width: 520, height: 335, at: Self.held) != nil, "day at noon")
        try ClockJumpTests.faketime(ClockJumpTests.utc("2026-12-03T19:00:10Z")).write(to: home.appendingPathComponent("faketime"),
                                                                                  atomically: true, encoding: .utf8)
        #expect(ClockHarness.expectMatchesRender(r, width: 520, height: 335, at: Self.held, lighting: Lighting(night: true),
                                                 timeout: ClockJumpTests.stepShown) != nil,
                "night within \(ClockJumpTests.stepShown) s of the step past sunset")
        // And back to the morning: day again at once.
        try ClockJumpTests.faketime(ClockJumpTests.utc("2026-12-04T09:00:10Z")).write(to: home.appendingPathComponent("faketime"),
                                                                                  atomically: true, encoding: .utf8)
        #expect(ClockHarness.expectMatchesRender(r, width: 520, height: 335, at: Self.held, timeout: ClockJumpTests.stepShown) != nil,
                "day within \(ClockJumpTests.stepShown) s of the step past sunrise")
    }

    @Test("a suspend across the schedule's edge (logind's PrepareForSleep on a system bus of the test's own): the clock wakes at night",
          arguments: [("night = 22:30-06:45\n", "2026-12-03T21:00:10Z", "2026-12-03T23:30:10Z"),
                      ("night = sun\nlocation = 47.37,8.54\n", "2026-12-03T12:00:10Z", "2026-12-03T19:00:10Z")])
    func suspendAcrossEdge(settings: String, asleep: String, awake: String) throws {
        let system = try PrivateSessionBus.start(type: "system")
        defer { system.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-night-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        // Steps reported, as a machine's own clock reports them: no second-by-second watchdog
        // a faked clock needs.
        let r = try launch(settings: settings, start: ClockJumpTests.utc(asleep), home: home,
                           extra: ["DBUS_SYSTEM_BUS_ADDRESS": system.address, "TIMECIRCUITS_UNREPORTED_CLOCK_STEPS": "0"])
        defer { _ = r.clock.stop() }
        #expect(ClockHarness.expectMatchesRender(r, width: 520, height: 335, at: Self.held) != nil, "day before the suspend")
        let logind = try FakeLogind(system)
        try logind.prepareForSleep(true)
        // Asleep across the edge, as a suspend is: the process frozen, and the wall clock gone on
        // past the edge when it runs again.
        #expect(kill(r.clock.pid, SIGSTOP) == 0)
        try ClockJumpTests.faketime(ClockJumpTests.utc(awake)).write(to: home.appendingPathComponent("faketime"), atomically: true, encoding: .utf8)
        #expect(kill(r.clock.pid, SIGCONT) == 0)
        try logind.prepareForSleep(false)
        #expect(ClockHarness.expectMatchesRender(r, width: 520, height: 335, at: Self.held, lighting: Lighting(night: true),
                                                 timeout: ClockJumpTests.stepShown) != nil,
                "night within \(ClockJumpTests.stepShown) s of the resume past the edge")
        #expect(!r.clock.stderr.contains("warning"), "stderr: \(r.clock.stderr)")
    }

    @Test("a night line around the present starts the clock at night and the loop sleeps until the minute, as with night = on")
    func scheduleSleeps() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-night-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("timecircuits/settings.conf")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // From an hour ago to an hour from now, in UTC (the clock's TZ below).
        let minute = Int(Date().timeIntervalSince1970 / 60) % (24 * 60)
        let hm = { (m: Int) in String(format: "%02d:%02d", ((m + 1440) % 1440) / 60, ((m + 1440) % 1440) % 60) }
        let text = "version = 1\ncities = new_york, london, hong_kong\nnight = \(hm(minute - 60))-\(hm(minute + 60))\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        let r = try ClockHarness(server: server).launch(["--geometry", "520x335+0+0"], environment: ["XDG_CONFIG_HOME": home.path, "TZ": "UTC"])
        defer { _ = r.clock.stop() }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, lighting: Lighting(night: true)))
        // The same bound as night = on's (`AnimationWindowTests`): the schedule adds no wake-up.
        let quiet = r.clock.fewestWakeups(over: 2, reaching: 6)
        #expect(quiet <= 6, "a schedule's night sleeps until the minute: \(quiet) wake-ups in 2 s")
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }
}
