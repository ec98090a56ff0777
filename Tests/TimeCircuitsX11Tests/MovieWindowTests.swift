import DesktopTestSupport
import Foundation
import Testing
import TimeCircuitsCore
import TimeCircuitsStorage

/// Movie mode in the real window: a destination typed on the keyboard, a trip there and back,
/// and a restart, each compared with the headless render of the face the model expects; and
/// `timecircuits now` agreeing with the window after every step.
@Suite("Movie mode in the window", .serialized, .xvfb)
struct MovieWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    var harness: ClockHarness { ClockHarness(server: server) }
    static let utc = Zone(identifier: "UTC")!

    func xdotool(_ arguments: String...) throws { try harness.xdotool(arguments) }

    /// The rows the window should show for `state` at the frozen instant, as the model builds them.
    static func rows(_ state: MovieState) -> [RowContent] {
        FaceChoices(cities: [], readouts: .frozen(ClockHarness.filmDate), colon: .step, localZone: utc, movie: state, zones: .system)
            .rows(at: ClockHarness.filmDate)
    }

    /// `timecircuits now` with the same homes and zone as the window: its lines.
    static func now(config: URL, state: URL) throws -> [String] {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tc-now-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let p = try SpawnedProcess([ClockProcess.binary, "now", "--frozen-date", ClockHarness.film],
                                 environment: ["XDG_CONFIG_HOME": config.path, "XDG_STATE_HOME": state.path, "TZ": "UTC",
                                               "PATH": "/usr/bin:/bin"],
                                 stdoutPath: out, stderrPath: out + ".err")
        _ = p.waitForExit()
        return ((try? String(contentsOfFile: out, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    static func lines(_ state: MovieState) -> [String] {
        zip(rows(state), [MoviePlate.destination, MoviePlate.present, MoviePlate.departed]).map { row, plate in
            plate.padding(toLength: MoviePlate.departed.count + 2, withPad: " ", startingAt: 0) + (row.readout?.line ?? "")
        }
    }

    @Test("type a destination, travel there, return, restart: the window, the headless render and `now` agree at every step")
    func typeTravelReturnRestart() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tc-movie-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let config = base.appendingPathComponent("config"), stateHome = base.appendingPathComponent("state")
        let stateFile = stateHome.appendingPathComponent("timecircuits/state.conf")
        try FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "version = 1\nmode = movie\n".write(to: stateFile, atomically: true, encoding: .utf8)
        let env = ["XDG_CONFIG_HOME": config.path, "XDG_STATE_HOME": stateHome.path, "TZ": "UTC"]
        let geometry = ["--geometry", "520x335+0+0"]

        var expected = MovieState.film
        expected.mode = .movie
        var r = try harness.launch(geometry, environment: env)
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: Self.rows(expected)))
        #expect(try Self.now(config: config, state: stateHome) == Self.lines(expected))

        // JUL 04 1776, as Doc types it; the time stays 06:00.
        try xdotool("windowfocus", "--sync", String(r.window), "type", "--delay", "30", "07041776")
        try xdotool("key", "Return")
        expected.destination = CivilDateTime(year: 1776, month: 7, day: 4, hour: 6, minute: 0)!
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: Self.rows(expected)))
        #expect(try Self.now(config: config, state: stateHome) == Self.lines(expected))

        // An impossible one changes nothing.
        try xdotool("type", "--delay", "30", "02301955")
        try xdotool("key", "Return")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: Self.rows(expected)))

        try xdotool("key", "t")
        expected = expected.travelled(at: ClockHarness.filmDate, zone: Self.utc)
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: Self.rows(expected)))
        #expect(Self.rows(expected)[1].readout?.line == "JUL 04 1776  06:00 AM")
        #expect(try Self.now(config: config, state: stateHome) == Self.lines(expected))

        try xdotool("key", "r")
        expected = expected.returned(at: ClockHarness.filmDate, zone: Self.utc)
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: Self.rows(expected)))
        #expect(Self.rows(expected)[2].readout?.line == "JUL 04 1776  06:00 AM")
        #expect(try Self.now(config: config, state: stateHome) == Self.lines(expected))

        // After a trip there, a restart comes back where the clock was.
        try xdotool("key", "t")
        expected = expected.travelled(at: ClockHarness.filmDate, zone: Self.utc)
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: Self.rows(expected)))
        try xdotool("key", "ctrl+q")
        #expect(r.clock.waitForExit() == 0)
        r = try harness.launch(geometry, environment: env)
        defer { _ = r.clock.stop() }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: Self.rows(expected)))
        #expect(try Self.now(config: config, state: stateHome) == Self.lines(expected))
    }
}
