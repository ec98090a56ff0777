import Foundation
import DesktopTestSupport
import Testing
import TimeCircuitsCore
import TimeCircuitsStorage

/// Reminders with real parts: the alarm service gives a reminder's notice on dunst at its minute
/// with no window open, and the window in movie mode shows the reminder's day on DESTINATION TIME
/// all that day and not the next, the day set with libfaketime.
@Suite("Reminders on the desktop", .serialized, .xvfb)
struct ReminderWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    var harness: ClockHarness { ClockHarness(server: server) }
    static let utc = Zone(identifier: "UTC")!

    /// A desktop whose settings hold `reminders`, its clock at `start`.
    static func desktop(_ server: XvfbServer, reminders: [String], start: String) throws -> AlarmServiceTests.Desktop {
        let desktop = try AlarmServiceTests.Desktop(server: server, alarms: [], start: start)
        let settings = desktop.home.appendingPathComponent("config/timecircuits/settings.conf")
        let text = try String(contentsOf: settings, encoding: .utf8) + reminders.map { "reminder = \($0)\n" }.joined()
        try text.write(to: settings, atomically: true, encoding: .utf8)
        return desktop
    }

    @Test("with no window open, the alarm service gives the reminder's notice at its minute on its day, once")
    func noticeFromTheService() throws {
        try #require(ClockJumpTests.libfaketime != nil, "libfaketime is missing: apt-get install faketime (make test installs it)")
        let desktop = try Self.desktop(server, reminders: ["11-23 Dentist", "11-24 18:30 Not today"], start: "2026-11-23T08:59:56Z")
        defer { desktop.stop() }
        let service = try AlarmServiceTests.serve(desktop)
        defer { _ = service.stop() }

        let shown = try #require(eventually { desktop.shown("Reminder: Dentist").first }, "no notice; \(service.stderr)")
        #expect(shown.body == "NOV 23, 9:00 AM", "\(shown.body)")
        #expect(shown.urgency != "CRITICAL")
        // Later that day nothing more comes; the other reminder is tomorrow's.
        try desktop.set("2026-11-23T09:05:00Z")
        #expect(eventually(timeout: 3) { desktop.shown("Reminder: Not today").first } == nil)
        #expect(desktop.shown("Reminder: Dentist").count == 1)
        #expect(service.stop() == 0)
        #expect(service.stderr.isEmpty, "stderr: \(service.stderr)")
    }

    @Test("in movie mode DESTINATION TIME shows the reminder's day, at 09:00, all that day; the next day the film's again")
    func redRowOnItsDay() throws {
        try #require(ClockJumpTests.libfaketime != nil, "libfaketime is missing: apt-get install faketime (make test installs it)")
        let desktop = try Self.desktop(server, reminders: ["05-12 Mom's birthday"], start: "2026-05-12T23:58:02Z")
        defer { desktop.stop() }
        let stateFile = desktop.home.appendingPathComponent("state/timecircuits/state.conf")
        try FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "version = 1\nmode = movie\n".write(to: stateFile, atomically: true, encoding: .utf8)
        let reminder = try Reminder.parse("05-12 Mom's birthday").get()

        func rows(at text: String) -> [RowContent] {
            var state = MovieState.film
            state.mode = .movie
            var face = FaceChoices(cities: [], readouts: .live, colon: .step, localZone: Self.utc, movie: state, zones: .system)
            face.reminders = [reminder]
            return face.rows(at: ClockJumpTests.utc(text))
        }
        let onTheDay = rows(at: "2026-05-12T23:58:02Z")
        #expect(onTheDay[0].readout?.line == "MAY 12 2026  09:00 AM")

        let r = try harness.launch(["--geometry", "520x335+0+0"], frozen: false, environment: desktop.environment)
        defer { _ = r.clock.stop() }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: onTheDay))

        // Past midnight the reminder's day is over: the film's destination is back.
        try desktop.set("2026-05-13T00:00:05Z")
        let nextDay = rows(at: "2026-05-13T00:00:05Z")
        #expect(nextDay[0].readout?.line == "NOV 05 1955  06:00 AM")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: nextDay))
    }

    @Test("over D-Bus: AddReminder and RemoveReminder edit the settings file, Reminders and NextReminder read them, bad ones are errors")
    func overDBus() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let control = ControlWindowTests()
        let clock = try control.launch(bus)
        defer { _ = clock.running.clock.stop(); try? FileManager.default.removeItem(at: clock.home) }
        let i = ControlInterface.interface
        let settings = clock.home.appendingPathComponent("config/timecircuits/settings.conf")
        func file() -> String { (try? String(contentsOf: settings, encoding: .utf8)) ?? "" }
        func property(_ name: String) -> String? { bus.property(ControlInterface.busName, ControlInterface.objectPath, i, name) }

        let added = try control.send(bus, "\(i).AddReminder", ["string:05-12 18:30 Mom's birthday"])
        #expect(added.status == 0, "\(added.text)")
        #expect(try control.send(bus, "\(i).AddReminder", ["string:15 monthly Rent"]).status == 0)
        #expect(eventually { file().contains("reminder = 05-12 18:30 Mom's birthday\nreminder = 15 monthly Rent\n") ? true : nil } == true,
                "\(file())")
        let list = try control.send(bus, "org.freedesktop.DBus.Properties.Get", ["string:\(i)", "string:Reminders"])
        #expect(list.text.contains("\"05-12 18:30 Mom's birthday\"") && list.text.contains("\"15 monthly Rent\""), "\(list.text)")
        // The window's frozen instant is 1985-10-26 08:21 UTC: the 15th of November comes first.
        #expect(property("NextReminder") == "string \"1985-11-15T09:00:00Z 15 monthly Rent\"", "\(property("NextReminder") ?? "nil")")

        let bad = try control.send(bus, "\(i).AddReminder", ["string:02-30 Nope"])
        #expect(bad.status != 0 && bad.text.contains("FEB has no day 30"), "\(bad.text)")
        let twice = try control.send(bus, "\(i).AddReminder", ["string:15 monthly Rent"])
        #expect(twice.status != 0 && twice.text.contains("already reminder 2"), "\(twice.text)")
        let missing = try control.send(bus, "\(i).RemoveReminder", ["uint32:5"])
        #expect(missing.status != 0 && missing.text.contains("numbered 1 to 2"), "\(missing.text)")

        #expect(try control.send(bus, "\(i).RemoveReminder", ["uint32:1"]).status == 0)
        #expect(eventually { !file().contains("Mom") && file().contains("reminder = 15 monthly Rent\n") ? true : nil } == true,
                "\(file())")
        #expect(clock.running.clock.child.isRunning)
    }
}
