import DesktopTestSupport
import Foundation
import Testing
import TimeCircuitsCore

/// "Depart at" driven from outside: `ctl depart-at` and D-Bus DepartAt/CancelDeparture, with the
/// window compared with headless renders and the status read back.
extension ControlWindowTests {
    @Test("ctl depart-at switches to movie mode and shows the countdown plate; D-Bus refuses a past minute; off cancels")
    func departAt() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let clock = try launch(bus)
        defer { _ = clock.running.clock.stop(); try? FileManager.default.removeItem(at: clock.home) }
        let r = clock.running, w = Self.width, h = Self.height

        try expectOK(bus, "depart-at", "2031-01-01T00:00")
        var movie = MovieState.film
        movie.mode = .movie
        movie.departure = CivilDateTime(year: 2031, month: 1, day: 1, hour: 0, minute: 0)!
        let rows = Self.movieRows(movie)
        // From the frozen 1985-10-26 08:21 UTC to 2031: the count the plate shows.
        #expect(rows[0].sidePlate == "DEPARTS IN 16502:15:39")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, rows: rows))
        var s = try status(bus)
        #expect(s.mode == .movie && s.departure == "2031-01-01T00:00" && s.departsIn == "16502:15:39")
        let text = try ctl(bus, "status")
        #expect(text.out.contains("departs at 2031-01-01T00:00, in 16502:15:39"), "\(text.out)")
        #expect(eventually {
            (try? String(contentsOf: clock.stateHome.appendingPathComponent("timecircuits/state.conf"), encoding: .utf8))?
                .contains("depart-at = 2031-01-01T00:00") == true ? true : nil
        } == true, "remembered in the state file")

        // A minute the window's clock has passed is refused over D-Bus too, and nothing changes.
        let past = try send(bus, "\(ControlInterface.interface).DepartAt", ["string:1985-10-26T01:00"])
        #expect(past.status != 0 && past.text.contains("has already come"), "\(past.text)")
        #expect(try status(bus).departure == "2031-01-01T00:00")

        let cancel = try send(bus, "\(ControlInterface.interface).CancelDeparture", [])
        #expect(cancel.status == 0, "\(cancel.text)")
        movie.departure = nil
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, rows: Self.movieRows(movie)))
        s = try status(bus)
        #expect(s.departure.isEmpty && s.departsIn.isEmpty)
        try expectOK(bus, "depart-at", "off")
        #expect(r.clock.stderr.isEmpty, "stderr: \(r.clock.stderr)")
    }
}
