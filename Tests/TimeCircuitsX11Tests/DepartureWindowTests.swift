import Foundation
import Testing
import DesktopTestSupport
import TimeCircuitsCore
import TimeCircuitsServices
import TimeCircuitsStorage

/// Movie mode's trips the clock makes by itself, seen in the real window: a departure's countdown
/// reaching its minute under libfaketime, and a suspend announced by logind on a system bus of
/// the test's own.
///
/// libfaketime hides argv from the Swift runtime (`ClockJumpTests`), so the clock runs with no
/// arguments, its settings and state from files.
@Suite("Depart at and sleep as time travel, in the window", .serialized, .xvfb)
struct DepartureWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    static let utc = Zone(identifier: "UTC")!

    static func date(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int) -> CivilDateTime {
        CivilDateTime(year: y, month: mo, day: d, hour: h, minute: mi)!
    }

    /// The movie rows the window should show.
    static func rows(destination: CivilDateTime, present: CivilDateTime, departed: CivilDateTime, side: String? = nil) -> [RowContent] {
        [RowContent(plateName: MoviePlate.destination, readout: destination.readout(.twelve), sidePlate: side),
         RowContent(plateName: MoviePlate.present, readout: present.readout(.twelve)),
         RowContent(plateName: MoviePlate.departed, readout: departed.readout(.twelve))]
    }

    /// A home with settings (no power-on, so the face shows at once) and a movie-mode state.
    static func home(state: String) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-depart-\(UUID().uuidString)")
        let config = home.appendingPathComponent("config/timecircuits"), stateDir = home.appendingPathComponent("state/timecircuits")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: stateDir, withIntermediateDirectories: true)
        try "intro = no\n".write(to: config.appendingPathComponent("settings.conf"), atomically: true, encoding: .utf8)
        try state.write(to: stateDir.appendingPathComponent("state.conf"), atomically: true, encoding: .utf8)
        return home
    }

    static func stateText(_ home: URL) -> String {
        (try? String(contentsOf: home.appendingPathComponent("state/timecircuits/state.conf"), encoding: .utf8)) ?? ""
    }

    static func environment(_ home: URL, clockFile: URL, library: String) -> [String: String] {
        ["TZ": "UTC", "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "XDG_STATE_HOME": home.appendingPathComponent("state").path]
            .merging(ClockJumpTests.fakeClock(library: library, file: clockFile)) { _, new in new }
    }

    @Test("a departure waiting shows its countdown plate; at its minute the window travels and arrives, and the state file keeps the trip")
    func departs() throws {
        let library = try #require(ClockJumpTests.libfaketime, "libfaketime is missing: apt-get install faketime (make test installs it)")
        let home = try Self.home(state: "version = 1\nmode = movie\ndestination = 1955-11-05T06:00\ndeparted = 1985-10-26T01:20\npresent-offset = 0\ndepart-at = 2027-01-01T00:00\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let clockFile = home.appendingPathComponent("faketime")
        try ClockJumpTests.faketime(ClockJumpTests.utc("2026-12-31T23:59:35Z")).write(to: clockFile, atomically: true, encoding: .utf8)
        var environment = Self.environment(home, clockFile: clockFile, library: library)
        environment["DISPLAY"] = server.name
        let r = try ClockHarness(server: server).launch(arguments: [], environment: environment)
        defer { _ = r.clock.stop() }

        let newYear = Self.date(2027, 1, 1, 0, 0)
        let waiting = Self.rows(destination: newYear, present: Self.date(2026, 12, 31, 23, 59), departed: Self.date(1985, 10, 26, 1, 20),
                                side: "DEPARTS IN 0:00:01")
        #expect(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: waiting) != nil, "the countdown before the minute")
        // At midnight the trip is made and saved: no departure waits, DESTINATION TIME is the new year.
        let saved = eventually(timeout: 40) { () -> String? in
            let text = Self.stateText(home)
            return text.contains("destination = 2027-01-01T00:00") && !text.contains("depart-at") ? text : nil
        }
        #expect(saved != nil, "state file: \(Self.stateText(home))")
        #expect(saved?.contains("departed = 2027-01-01T00:00") == true)
        let arrived = Self.rows(destination: newYear, present: newYear, departed: newYear)
        #expect(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: arrived) != nil, "arrived in the new year")
        #expect(r.clock.stderr.isEmpty, "stderr: \(r.clock.stderr)")
    }

    @Test("logind's PrepareForSleep(true) makes LAST TIME DEPARTED the moment of the sleep; PrepareForSleep(false) plays the re-entry")
    func sleepTravels() throws {
        let library = try #require(ClockJumpTests.libfaketime, "libfaketime is missing: apt-get install faketime (make test installs it)")
        let system = try PrivateSessionBus.start(type: "system")
        defer { system.stop() }
        let home = try Self.home(state: "version = 1\nmode = movie\ndestination = 1955-11-05T06:00\ndeparted = 1985-10-26T01:20\npresent-offset = 0\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let clockFile = home.appendingPathComponent("faketime")
        // Five seconds into a minute: the test is over long before the next.
        try ClockJumpTests.faketime(ClockJumpTests.utc("2026-11-26T22:47:05Z")).write(to: clockFile, atomically: true, encoding: .utf8)
        var environment = Self.environment(home, clockFile: clockFile, library: library)
        environment["DISPLAY"] = server.name
        environment["DBUS_SYSTEM_BUS_ADDRESS"] = system.address
        let r = try ClockHarness(server: server).launch(arguments: [], environment: environment)
        defer { _ = r.clock.stop() }
        let now = Self.date(2026, 11, 26, 22, 47), d1955 = Self.date(1955, 11, 5, 6, 0)
        let before = Self.rows(destination: d1955, present: now, departed: Self.date(1985, 10, 26, 1, 20))
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: before))

        // logind, as it announces a suspend: from the name it owns, on its object and interface.
        let logind = try FakeLogind(system)
        try logind.prepareForSleep(true)
        let slept = Self.rows(destination: d1955, present: now, departed: now)
        #expect(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: slept) != nil, "LAST TIME DEPARTED is the moment of the sleep")
        #expect(eventually { Self.stateText(home).contains("departed = 2026-11-26T22:47") ? true : nil } == true)

        try logind.prepareForSleep(false)
        let lit = ClockHarness.reference(width: 520, height: 335, lit: true, rows: slept)
        let dim = ClockHarness.reference(width: 520, height: 335, lit: false, rows: slept)
        // The re-entry plays: for a while the window shows neither face of the clock.
        let playing = eventually(timeout: 3, interval: 0.02) { () -> Bool? in
            guard let shot = r.x.screenshot(r.window), shot.width == 520 else { return nil }
            return shot != lit && shot != dim ? true : nil
        }
        #expect(playing == true, "no re-entry was seen")
        #expect(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: slept) != nil, "and then the clock, in the real present")
        #expect(r.clock.stderr.isEmpty, "stderr: \(r.clock.stderr)")
    }
}
