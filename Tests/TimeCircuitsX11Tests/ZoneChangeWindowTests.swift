import Foundation
import Glibc
import Testing
import DesktopTestSupport
import TimeCircuitsCore
import TimeCircuitsServices
import TimeCircuitsStorage

/// This computer's zone changed while the clock runs, as `timedatectl set-timezone` changes it:
/// a new link renamed over the zone's file. The clocks here read their zone from a file of the
/// test's own (`TZ=:/folder/localtime`, glibc's form for a zone file), which the test relinks
/// from Zürich to New York; the window's PRESENT TIME and the alarm service's next alarm follow
/// at once, with no restart.
@Suite("A change of this computer's zone, followed at once", .serialized, .xvfb)
struct ZoneChangeWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    static let zurich = Zone(identifier: "Europe/Zurich")!
    static let newYork = Zone(identifier: "America/New_York")!

    /// A home with settings, a movie-mode state (PRESENT TIME is this computer's time) and the
    /// zone's file, `zone/localtime`, a link to Zürich's; `settings` added to the settings file.
    static func home(settings: String = "") throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-zone-\(UUID().uuidString)")
        let config = home.appendingPathComponent("config/timecircuits"), state = home.appendingPathComponent("state/timecircuits")
        for folder in [config, state, home.appendingPathComponent("zone")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try ("intro = no\n" + settings).write(to: config.appendingPathComponent("settings.conf"), atomically: true, encoding: .utf8)
        try "version = 1\nmode = movie\ndestination = 1955-11-05T06:00\ndeparted = 1985-10-26T01:20\npresent-offset = 0\n"
            .write(to: state.appendingPathComponent("state.conf"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: home.appendingPathComponent("zone/localtime").path,
                                                   withDestinationPath: "/usr/share/zoneinfo/Europe/Zurich")
        return home
    }

    /// Points the zone's file at `zone` as timedatectl does: a new link, renamed over the old.
    static func relink(_ home: URL, to zone: String) throws {
        let fresh = home.appendingPathComponent("zone/.localtime-new").path
        try FileManager.default.createSymbolicLink(atPath: fresh, withDestinationPath: "/usr/share/zoneinfo/\(zone)")
        try #require(rename(fresh, home.appendingPathComponent("zone/localtime").path) == 0)
    }

    static func environment(_ home: URL) -> [String: String] {
        ["TZ": ":" + home.appendingPathComponent("zone/localtime").path,
         "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "XDG_STATE_HOME": home.appendingPathComponent("state").path]
    }

    /// The movie rows at the film's frozen instant, PRESENT TIME read in `zone`.
    static func rows(in zone: Zone) -> [RowContent] {
        DepartureWindowTests.rows(destination: DepartureWindowTests.date(1955, 11, 5, 6, 0),
                                  present: CivilDateTime(instant: ClockHarness.filmDate, zone: zone)!,
                                  departed: DepartureWindowTests.date(1985, 10, 26, 1, 20))
    }

    /// `ctl status --json` over `bus`; nil while it cannot be read.
    func status(_ bus: PrivateSessionBus) -> ClockStatus? {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tc-ctl-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        var env = bus.environment()
        env["DISPLAY"] = nil
        guard let p = try? SpawnedProcess([ClockProcess.binary, "ctl", "--display", server.name, "status", "--json"], environment: env,
                                          stdoutPath: out), p.waitForExit() == 0,
              let data = FileManager.default.contents(atPath: out) else { return nil }
        return try? JSONDecoder().decode(ClockStatus.self, from: data)
    }

    @Test("the zone's link replaced from Zürich to New York: PRESENT TIME shows New York's time and ctl status names its zone, without a restart")
    func windowFollows() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let r = try ClockHarness(server: server).launch(["--geometry", "520x335"], environment: bus.environment(Self.environment(home)))
        defer { _ = r.clock.stop() }
        #expect(Self.rows(in: Self.zurich) != Self.rows(in: Self.newYork), "the two zones show different times at the film's instant")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: Self.rows(in: Self.zurich)), "Zürich's time at launch")
        let present = { (s: ClockStatus) in s.rows.first { $0.role == RowRole.present.name } }
        let before = try #require(eventually { status(bus) }, "ctl status: \(r.clock.stderr)")
        #expect(present(before)?.zone == "Europe/Zurich", "\(String(describing: present(before)))")

        try Self.relink(home, to: "America/New_York")
        #expect(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: Self.rows(in: Self.newYork)) != nil,
                "New York's time after the link was replaced")
        let after = eventually { status(bus).flatMap { present($0)?.zone == "America/New_York" ? $0 : nil } }
        #expect(after != nil, "ctl status never named New York: \(String(describing: status(bus).flatMap(present)))")
        #expect(after.flatMap(present).map { "\($0.hour):\($0.minute) \($0.meridiem ?? "")" } == "4:21 AM")
        #expect(r.clock.stderr.isEmpty, "stderr: \(r.clock.stderr)")
    }

    @Test("the clock's alarms (the window's, or the service's it starts): one at 07:00 rings at 07:00 in New York once the zone's link is replaced from Zürich's")
    func windowAlarmFollows() throws {
        let library = try #require(ClockJumpTests.libfaketime, "libfaketime is missing: apt-get install faketime (make test installs it)")
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        // libfaketime hides argv from the Swift runtime (`ClockJumpTests`): the size is the file's.
        let home = try Self.home(settings: "animations = no\nwindow = 520x335+0+0\nalarm = 07:00 daily Wake\n")
        defer { try? FileManager.default.removeItem(at: home) }
        // libfaketime's absolute form is read in the process's zone, which the test changes: its
        // offset from the real clock is not.
        let clockFile = home.appendingPathComponent("faketime")
        func set(_ instant: String) throws {
            let offset = Int(ClockJumpTests.utc(instant).timeIntervalSinceNow.rounded())
            try "\(offset >= 0 ? "+" : "")\(offset)\n".write(to: clockFile, atomically: true, encoding: .utf8)
        }
        // 12:50 in Zürich, 06:50 in New York: the alarm is hours away in Zürich.
        try set("2026-12-03T11:50:10Z")
        var env = bus.environment(Self.environment(home))
        env["DISPLAY"] = server.name
        env.merge(ClockJumpTests.fakeClock(library: library, file: clockFile)) { _, new in new }
        let r = try ClockHarness(server: server).launch(arguments: [], environment: env)
        defer { _ = r.clock.stop() }
        let present = { (zone: String) in eventually { status(bus).flatMap { s in s.rows.first { $0.role == RowRole.present.name && $0.zone == zone } } } }
        #expect(present("Europe/Zurich")?.hour == 12, "stderr: \(r.clock.stderr)")

        // The window's AlarmRinging, which it sends whichever of it and the alarm service rings:
        // heard on the bus, whatever other suites' windows cover on the shared display.
        let listener = try BusConnection(address: bus.address)
        var rang: [String] = []
        try listener.subscribe(to: BusSignalMatch(path: ControlInterface.objectPath, member: "AlarmRinging")) { signal in
            if case .string(let label)? = signal.arguments.first { rang.append(label) }
        }
        _ = try listener.run(until: { listener.uniqueName != nil }, timeout: .patience)
        _ = try listener.run(until: { false }, timeout: .milliseconds(300))  // the match in place

        try Self.relink(home, to: "America/New_York")
        #expect(present("America/New_York")?.hour == 6, "the window never took New York's zone; stderr: \(r.clock.stderr)")
        // Five seconds before 07:00 in New York; 12:00Z is 13:00 in Zürich, when no alarm is due.
        try set("2026-12-03T11:59:55Z")
        _ = try listener.run(until: { !rang.isEmpty }, timeout: .patience)
        #expect(rang == ["Wake"], "no AlarmRinging at 07:00 in New York; stderr: \(r.clock.stderr)")
        #expect(!r.clock.stderr.contains("time zone"), "stderr: \(r.clock.stderr)")
    }

    @Test("the alarm service: an alarm at 07:00 is next due at 07:00 in New York once the zone's link is replaced; its NextAlarm says so")
    func alarmServiceFollows() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let home = try Self.home(settings: "alarm = 07:00 daily Wake\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let service = try ClockProcess(["alarm", "serve"], environment: bus.environment(Self.environment(home)))
        defer { _ = service.stop() }
        #expect(eventually { bus.hasOwner(AlarmServiceInterface.busName) ? true : nil } == true, "the service took no name: \(service.stderr)")
        let alarm = try #require(try? Alarm.parse("07:00 daily Wake").get())
        /// NextAlarm as dbus-send prints it, for the alarm's next time in `zone` from now on (the
        /// moment the service read it lies between two readings of the test's clock).
        func expected(in zone: Zone, from: Date, to: Date) -> Set<String> {
            Set([from, to].map { "string \"\(CivilDateTime.isoUTC(alarm.nextDue(after: $0, in: zone)))\"" })
        }
        let nextAlarm = { bus.property(AlarmServiceInterface.busName, AlarmServiceInterface.objectPath, AlarmServiceInterface.interface,
                                       AlarmServiceInterface.nextAlarm) }
        var from = Date()
        let inZurich = nextAlarm()
        #expect(inZurich.map(expected(in: Self.zurich, from: from, to: Date()).contains) == true, "\(String(describing: inZurich))")

        try Self.relink(home, to: "America/New_York")
        from = Date()
        let inNewYork = eventually { nextAlarm().flatMap { expected(in: Self.newYork, from: from, to: Date()).contains($0) ? $0 : nil } }
        #expect(inNewYork != nil, "NextAlarm stayed \(String(describing: nextAlarm())); stderr: \(service.stderr)")
        #expect(service.stop() == 0)
        #expect(service.stderr.isEmpty, "stderr: \(service.stderr)")
    }
}
