import CX11
import DesktopTestSupport
import Foundation
import Testing
import TimeCircuitsCore
import TimeCircuitsRender

/// Plan mode in the real window under Xvfb, typed with xdotool as a user types: the rows at a
/// time typed on a row agree with Python's zoneinfo, on an ordinary day and on the days the
/// clocks change in each hemisphere; the skipped hour is refused and the repeated one named on
/// the face, which matches the headless render pixel for pixel; A finds the hours all are at
/// work; Ctrl+C leaves the line on the CLIPBOARD for xclip.
@Suite("Plan mode in the window", .serialized, .xvfb)
struct PlanWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    var harness: ClockHarness { ClockHarness(server: server) }
    static let width = 520, height = 335
    /// Thursday 10 December 2026, noon UTC: the window's frozen now.
    static let now = "2026-12-10T12:00:00Z"

    struct Clock {
        let running: ClockHarness.Running
        let home: URL
        let bus: PrivateSessionBus
        func stop() {
            _ = running.clock.stop()
            bus.stop()
            try? FileManager.default.removeItem(at: home)
        }
    }

    /// A clock showing `cities` at the frozen now, on a private session bus, with `settings`
    /// added to its settings file.
    func launch(_ cities: String, settings: String = "") throws -> Clock {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-plan-\(UUID().uuidString)")
        let config = home.appendingPathComponent("config/timecircuits")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "cities = \(cities)\n\(settings)".write(to: config.appendingPathComponent("settings.conf"), atomically: true, encoding: .utf8)
        let bus = try PrivateSessionBus.start()
        let env = bus.environment(["TZ": "UTC", "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path])
        let r = try harness.launch(["--geometry", "\(Self.width)x\(Self.height)", "--frozen-date", Self.now], frozen: false, environment: env)
        return Clock(running: r, home: home, bus: bus)
    }

    func keys(_ clock: Clock, _ keys: String...) throws {
        try harness.xdotool(["key", "--window", String(clock.running.window)] + keys)
    }

    func type(_ clock: Clock, _ text: String) throws {
        try harness.xdotool(["type", "--window", String(clock.running.window), text])
    }

    /// What `ctl status --json` says of the running clock.
    func status(_ clock: Clock) -> ClockStatus? {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tc-plan-ctl-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base + ".out"); try? FileManager.default.removeItem(atPath: base + ".err") }
        var env = clock.bus.environment()
        env["DISPLAY"] = nil
        guard let p = try? SpawnedProcess([ClockProcess.binary, "ctl", "--display", server.name, "status", "--json"], environment: env,
                                          stdoutPath: base + ".out", stderrPath: base + ".err"),
              p.waitForExit() == 0, let data = FileManager.default.contents(atPath: base + ".out") else { return nil }
        return try? JSONDecoder().decode(ClockStatus.self, from: data)
    }

    /// Waits until the window's plan is `instant` (ISO UTC), and returns its status then.
    func waitForPlan(_ clock: Clock, _ instant: String, sourceLocation: SourceLocation = #_sourceLocation) -> ClockStatus? {
        var last: ClockStatus?
        let found = eventually { () -> ClockStatus? in
            last = status(clock)
            return last?.planned == instant ? last : nil
        }
        if found == nil {
            Issue.record("the plan never became \(instant): \(last?.planned ?? "no status"); stderr: \(clock.running.clock.stderr)",
                         sourceLocation: sourceLocation)
        }
        return found
    }

    /// What Python's zoneinfo reads at `instant` in each zone: `2026-12-10T09:00`.
    static func zoneinfo(_ instant: String, zones: [String]) throws -> [String] {
        let script = """
            import sys
            from datetime import datetime
            from zoneinfo import ZoneInfo
            t = datetime.fromisoformat(sys.argv[1].replace("Z", "+00:00"))
            for zone in sys.argv[2:]:
                print(t.astimezone(ZoneInfo(zone)).strftime("%Y-%m-%dT%H:%M"))
            """
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tc-zoneinfo-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let p = try SpawnedProcess(["/usr/bin/python3", "-c", script, instant] + zones, environment: ["PATH": "/usr/bin:/bin"], stdoutPath: out)
        #expect(p.waitForExit() == 0, "zoneinfo: \(p.stderr)")
        return ((try? String(contentsOfFile: out, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// A row as the clock reads it: `2026-12-10T09:00`.
    static func local(_ row: ReadoutRow) -> String {
        let r = row.readout
        let month = (Readout.monthAbbreviations.firstIndex(of: r.month) ?? 0) + 1
        return String(format: "%04d-%02d-%02dT%02d:%02d", r.year, month, r.day, r.hour24, r.minute)
    }

    @Test("a time typed on a row and Enter: every row shows its city at that instant, as zoneinfo reads it, on ordinary and changeover days", arguments: [
        // An ordinary Thursday, typed on New York's row: 09:00 EST.
        ("new_york, london, hong_kong", 0, "0900", "2026-12-10T14:00:00Z"),
        // New York's spring forward, the first minute after the gap, on its row.
        ("new_york, london, sydney", 0, "2026-03-08 0300", "2026-03-08T07:00:00Z"),
        // The southern hemisphere: Sydney forward in October and back in April, on its row (the third).
        ("sydney, london, new_york", 0, "2026-10-04 0300", "2026-10-03T16:00:00Z"),
        ("london, new_york, sydney", 2, "2026-04-05 0300", "2026-04-04T17:00:00Z"),
    ])
    func typedTimeAgreesWithZoneinfo(cities: String, row: Int, typed: String, instant: String) throws {
        let clock = try launch(cities)
        defer { clock.stop() }
        try keys(clock, "p")
        for _ in 0..<row { try keys(clock, "Tab") }
        try type(clock, typed)
        try keys(clock, "Return")
        let status = try #require(waitForPlan(clock, instant))
        #expect(status.rows.count == 3)
        let zones = status.rows.compactMap(\.zone)
        #expect(status.rows.map(Self.local) == (try Self.zoneinfo(instant, zones: zones)))
        #expect(status.rows.allSatisfy { $0.state != nil }, "each row says its city's state")
        // The window shows what the headless model shows for the same plan, plates and all.
        let rows = Self.plannedRows(cities, instant: instant, row: row)
        _ = ClockHarness.expectMatchesRender(clock.running, width: Self.width, height: Self.height, rows: rows)
    }

    /// The rows a model in plan mode at `instant`, typed on `row`, shows for `cities`.
    static func plannedRows(_ cities: String, instant: String, row: Int, typed: String = "") -> [RowContent] {
        let now = try! FrozenDate.parse(Self.now)
        var m = ClockFixture.model(at: now, settings: { settings in
            settings.cities = cities.split(separator: ",").map { CityCatalogue.standard.city(id: $0.trimmingWhitespace())! }
        })
        m.plan(try! FrozenDate.parse(instant), row: row)
        return m.content(at: now).rows
    }

    @Test("the skipped hour is refused and the plan stays; the repeated hour is taken the first time, and the plate says so")
    func skippedAndRepeated() throws {
        let clock = try launch("new_york, london, sydney")
        defer { clock.stop() }
        try keys(clock, "p")
        try type(clock, "2026-11-01 0130")
        try keys(clock, "Return")
        _ = try #require(waitForPlan(clock, "2026-11-01T05:30:00Z"), "the first 01:30, EDT, not the second (06:30 UTC)")
        let repeated = Self.plannedRows("new_york, london, sydney", instant: "2026-11-01T05:30:00Z", row: 0)
        #expect(repeated[0].sidePlate == "PLAN 1ST OF 2 · ASLEEP")
        _ = ClockHarness.expectMatchesRender(clock.running, width: Self.width, height: Self.height, rows: repeated)
        // 02:30 on the spring morning does not exist in New York: refused, the plan stays.
        try type(clock, "2026-03-08 0230")
        try keys(clock, "Return")
        var plate = repeated
        plate[0].sidePlate = "PLAN · NO SUCH TIME"
        _ = ClockHarness.expectMatchesRender(clock.running, width: Self.width, height: Self.height, rows: plate)
        #expect(status(clock)?.planned == "2026-11-01T05:30:00Z")
    }

    @Test("A: the next hours all three cities are at work with Hong Kong's own evening hours; with everyone's 09-17 the plan stays")
    func nextAllWorking() throws {
        let clock = try launch("new_york, london, hong_kong", settings: "workhours = 09:00-17:00 mon-fri / hong_kong 21:00-00:00 mon-fri\n")
        defer { clock.stop() }
        try keys(clock, "p", "a")
        let status = try #require(waitForPlan(clock, "2026-12-10T14:00:00Z"))
        #expect(status.rows.map(\.state) == [.working, .working, .working])

        let none = try launch("new_york, london, hong_kong")
        defer { none.stop() }
        try keys(none, "p")
        let held = try #require(waitForPlan(none, "2026-12-10T12:00:00Z"))
        try keys(none, "a")
        var rows = Self.plannedRows("new_york, london, hong_kong", instant: held.planned, row: 0)
        rows[0].sidePlate = "PLAN · NO SHARED HOURS"
        _ = ClockHarness.expectMatchesRender(none.running, width: Self.width, height: Self.height, rows: rows)
    }

    @Test("Ctrl+C: xclip reads the plan's line from the CLIPBOARD, and the targets a program may ask for")
    func clipboard() throws {
        let clock = try launch("new_york, london, hong_kong")
        defer { clock.stop() }
        try keys(clock, "p")
        try type(clock, "0900")
        try keys(clock, "Return")
        _ = try #require(waitForPlan(clock, "2026-12-10T14:00:00Z"))
        try keys(clock, "ctrl+c")
        let line = "Thu 10 Dec: New York 9:00 AM · London 2:00 PM · Hong Kong 10:00 PM"
        let pasted = eventually { () -> String? in
            let text = xclip(["-o", "-selection", "clipboard"])
            return text == line ? text : nil
        }
        #expect(pasted == line)
        let targets = (xclip(["-o", "-selection", "clipboard", "-t", "TARGETS"]) ?? "").split(separator: "\n").map(String.init)
        #expect(targets.contains("UTF8_STRING") && targets.contains("TARGETS") && targets.contains("STRING"), "\(targets)")
        #expect(xclipData(["-o", "-selection", "clipboard", "-t", "STRING"])?.count == line.utf8.count - 2,
                "STRING is Latin-1: the middle dots are one byte each")
        // Another program copies: the clock lets the selection go, and xclip's text is what reads.
        let taker = try SpawnedProcess(["xclip", "-selection", "clipboard", "-i", "-loops", "1", "/dev/null"],
                                       environment: ["DISPLAY": server.name, "PATH": "/usr/bin:/bin"])
        #expect(eventually { xclip(["-o", "-selection", "clipboard"]) == "" ? true : nil } == true)
        _ = taker.waitForExit()
        // The window still runs, and copies again.
        try keys(clock, "ctrl+c")
        #expect(eventually { xclip(["-o", "-selection", "clipboard"]) == line ? true : nil } == true)
    }

    /// `xclip ARGS` against the suite's display: what it printed, or nil when it failed.
    func xclipData(_ arguments: [String]) -> Data? {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tc-xclip-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out); try? FileManager.default.removeItem(atPath: out + ".err") }
        guard let p = try? SpawnedProcess(["xclip"] + arguments, environment: ["DISPLAY": server.name, "PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"],
                                          stdoutPath: out, stderrPath: out + ".err"),
              p.waitForExit() == 0 else { return nil }
        return try? Data(contentsOf: URL(fileURLWithPath: out))
    }

    /// The same, as UTF-8 text.
    func xclip(_ arguments: [String]) -> String? {
        xclipData(arguments).map { String(decoding: $0, as: UTF8.self) }
    }
}
