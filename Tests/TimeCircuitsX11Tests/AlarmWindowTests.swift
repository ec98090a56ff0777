import Foundation
import Glibc
import DesktopTestSupport
import Testing
import TimeCircuitsCore
import TimeCircuitsRender

/// Alarms in the real window: one armed a few seconds ahead (under libfaketime) flashes the
/// face, plays its sound on a recorded null sink and sends a notice to a private notification
/// server whose Snooze and Stop are clicked; alarms edited into the settings file by hand while
/// the window runs light the lamp at once; without a bus or a sound server it still flashes and
/// says so once.
@Suite("Alarms in the window", .serialized, .xvfb)
struct AlarmWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    static let width = 520, height = 335
    static let london = [CityCatalogue.standard.city(id: "london")!]

    /// The face showing London at `instant`, colon lit or dim, with or without the alarm's lamp;
    /// or, `dark`, the flash's dark half.
    static func render(at instant: Date, lit: Bool = true, lamp: Bool, dark: Bool = false) -> Screenshot {
        var content = FaceContent(cities: london, at: instant, colonLevel: lit ? ColonClock.fullLevel : ColonClock.dimLevel, zones: ShownZones(resolver: .system))
        content.alarmLamp = lamp
        var frame = AnimationFrame(content)
        if dark { frame.rows = frame.rows.map { _ in RowLights.dark } }
        return Screenshot(FaceRenderer.image(width: width, height: height, frame: frame, colonLevel: content.colonLevel))
    }

    /// A settings home for a clock of London at the test's size, with `alarms` lines.
    static func home(alarms: [String]) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-alarm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("config/timecircuits"), withIntermediateDirectories: true)
        try settings(alarms: alarms).write(to: home.appendingPathComponent("config/timecircuits/settings.conf"), atomically: true, encoding: .utf8)
        return home
    }

    static func settings(alarms: [String]) -> String {
        "version = 1\ncities = london\nwindow = \(width)x\(height)+0+0\nintro = no\nanimations = no\n"
            + alarms.map { "alarm = \($0)\n" }.joined()
    }

    /// Waits until the window shows exactly one of `pictures`; the index of the one it showed.
    static func shows(_ r: ClockHarness.Running, _ pictures: [Screenshot], timeout: TimeInterval = Patience.seconds) -> Int? {
        eventually(timeout: timeout, interval: 0.02) {
            guard let shot = r.x.screenshot(r.window), shot.width == width, shot.height == height else { return nil }
            return pictures.firstIndex(of: shot)
        }
    }

    @Test("an alarm five seconds ahead: the lamp, then the flash, the sound on a null sink, a notice whose Snooze and Stop work")
    func rings() throws {
        let library = try #require(ClockJumpTests.libfaketime, "libfaketime is missing: apt-get install faketime (make test installs it)")
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let notices = try NotificationServer.start(on: bus, display: server.name)
        defer { notices.stop() }
        let sound = try NullSinkSoundServer.start()
        defer { sound.stop() }
        let recording = try sound.record()
        defer { recording.stop() }

        let home = try Self.home(alarms: ["08:30 daily Wake"])
        defer { try? FileManager.default.removeItem(at: home) }
        let clockFile = home.appendingPathComponent("faketime")
        let start = ClockJumpTests.utc("2026-11-23T08:29:52Z")
        try ClockJumpTests.faketime(start).write(to: clockFile, atomically: true, encoding: .utf8)
        // The clock runs as a launcher starts it: no arguments, the display from DISPLAY.
        var env = sound.environment(bus.environment([:]))
        env.merge(["DISPLAY": server.name, "TZ": "UTC", "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                   "XDG_STATE_HOME": home.appendingPathComponent("state").path]) { _, new in new }
        env.merge(ClockJumpTests.fakeClock(library: library, file: clockFile)) { _, new in new }
        let r = try ClockHarness(server: server).launch(arguments: [], environment: env)
        defer { _ = r.clock.stop() }

        // Armed: the MIN field's dot of the middle row is lit before the alarm's minute.
        let before = ClockJumpTests.utc("2026-11-23T08:29:00Z")
        #expect(Self.render(at: before, lamp: true) != Self.render(at: before, lamp: false), "the lamp paints something")
        let armed = Self.shows(r, [Self.render(at: before, lamp: true), Self.render(at: before, lit: false, lamp: true)])
        #expect(armed != nil, "the armed lamp did not show before the alarm; stderr: \(r.clock.stderr)")

        // At 08:30 the face flashes: the time lit, then every row dark, with the colon's step.
        let minute = ClockJumpTests.utc("2026-11-23T08:30:00Z")
        let lit = Self.render(at: minute, lamp: true), dark = Self.render(at: minute, lamp: true, dark: true)
        #expect(Self.shows(r, [dark]) != nil, "the face never showed the flash's dark half; stderr: \(r.clock.stderr)")
        #expect(Self.shows(r, [lit]) != nil, "nor its lit half")

        // The notice, with its two buttons, on the private bus's notification server.
        let shown = try #require(eventually { notices.notifications().values.first { $0.summary.hasPrefix("Alarm") } },
                                 "no notice arrived; dunst: \(notices.log); clock: \(r.clock.stderr)")
        #expect(shown.summary == "Alarm 8:30 AM Wake" && shown.urgency == "CRITICAL" && shown.category == "x-timecircuits.alarm")

        // The sound: the theme's alarm on the null sink, loud, not silence.
        let heard = eventually { SinkRecording.loudSpan(recording.samples(), threshold: 1_000) }
        #expect(heard != nil, "nothing was heard on the null sink; clock: \(r.clock.stderr)")

        // Snooze from the notice: the flash stops, the notice becomes the snoozed one.
        let offered = try notices.invokeAction(id: shown.id, key: "snooze")
        #expect(Set(offered.filter { $0.id == shown.id }.map(\.key)).isSuperset(of: ["snooze", "stop"]), "\(offered)")
        let snoozed = eventually { notices.notifications()[shown.id].flatMap { $0.summary.contains("snoozed") ? $0 : nil } }
        #expect(snoozed?.summary == "Alarm 8:30 AM Wake snoozed until 8:39 AM", "\(String(describing: snoozed))")
        let now = Date(timeIntervalSince1970: minute.timeIntervalSince1970 + 30)
        let steady = [Self.render(at: now, lamp: true), Self.render(at: now, lit: false, lamp: true)]
        #expect(Self.shows(r, steady) != nil, "the face still flashes after Snooze")
        // Stop on the snoozed notice cancels the snooze; the record remembers the ring.
        try notices.invokeAction(id: shown.id, key: "stop")
        let record = home.appendingPathComponent("state/timecircuits/alarms.conf")
        let rang = eventually { (try? String(contentsOf: record, encoding: .utf8)).flatMap { $0.contains("rang = 2026-11-23T08:30:00Z 08:30 daily Wake") ? true : nil } }
        #expect(rang == true)
        #expect(r.clock.stop() == 0)
        #expect(r.clock.stderr.isEmpty, "stderr: \(r.clock.stderr)")
    }

    @Test("Space snoozes from the keyboard; with no bus and no sound server it still flashes and says so once")
    func keysWithoutDesktop() throws {
        let library = try #require(ClockJumpTests.libfaketime, "libfaketime is missing")
        let home = try Self.home(alarms: ["08:30 daily"])
        defer { try? FileManager.default.removeItem(at: home) }
        let clockFile = home.appendingPathComponent("faketime")
        try ClockJumpTests.faketime(ClockJumpTests.utc("2026-11-23T08:29:54Z")).write(to: clockFile, atomically: true, encoding: .utf8)
        let r = try ClockHarness(server: server).launch(arguments: [], environment: [
            "DISPLAY": server.name, "TZ": "UTC", "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "PULSE_SERVER": "unix:/nonexistent/timecircuits-no-sound", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus",
        ].merging(ClockJumpTests.fakeClock(library: library, file: clockFile)) { _, new in new })
        defer { _ = r.clock.stop() }
        let minute = ClockJumpTests.utc("2026-11-23T08:30:00Z")
        let dark = Self.render(at: minute, lamp: true, dark: true)
        #expect(Self.shows(r, [dark]) != nil, "no flash without a desktop; stderr: \(r.clock.stderr)")
        let harness = ClockHarness(server: server)
        try harness.xdotool(["key", "--window", "\(r.window)", "space"])
        let later = Date(timeIntervalSince1970: minute.timeIntervalSince1970 + 20)
        #expect(Self.shows(r, [Self.render(at: later, lamp: true), Self.render(at: later, lit: false, lamp: true)]) != nil,
                "Space did not stop the flash")
        #expect(r.clock.stop() == 0)
        let lines = r.clock.stderr.split(separator: "\n")
        #expect(lines.filter { $0.contains("no desktop notification") }.count == 1, "stderr: \(r.clock.stderr)")
        #expect(lines.filter { $0.contains("no alarm sound") && $0.contains("X bell") }.count == 1, "stderr: \(r.clock.stderr)")
        #expect(lines.count == 2, "nothing else said: \(r.clock.stderr)")
    }

    @Test("alarms written into the settings file by hand while the window runs light the lamp at once, and removing them puts it out")
    func editedByHand() throws {
        let home = try Self.home(alarms: [])
        defer { try? FileManager.default.removeItem(at: home) }
        let r = try ClockHarness(server: server).launch(
            ["--geometry", "\(Self.width)x\(Self.height)"],
            environment: ["XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "TZ": "UTC"])
        defer { _ = r.clock.stop() }
        let film = ClockHarness.filmDate
        let plain = [Self.render(at: film, lamp: false), Self.render(at: film, lit: false, lamp: false)]
        let lamp = [Self.render(at: film, lamp: true), Self.render(at: film, lit: false, lamp: true)]
        #expect(Self.shows(r, plain) != nil, "the face without alarms")
        let file = home.appendingPathComponent("config/timecircuits/settings.conf")
        // Written in place, as some editors save.
        let handle = try FileHandle(forWritingTo: file)
        handle.seekToEndOfFile()
        handle.write(Data("alarm = 06:15 mon-fri Early\n".utf8))
        try handle.close()
        #expect(Self.shows(r, lamp) != nil, "the new alarm's lamp did not light")
        // Replaced by renaming, as vim and the clock's own save do; switched off: the lamp goes out.
        try Self.settings(alarms: ["off 06:15 mon-fri Early"]).write(to: file, atomically: true, encoding: .utf8)
        #expect(Self.shows(r, plain) != nil, "the switched-off alarm's lamp stayed lit")
        // And `timecircuits alarm on 1`, from the command line, lights it again.
        let cli = try ClockProcess(["alarm", "on", "1"], environment: ["XDG_CONFIG_HOME": home.appendingPathComponent("config").path])
        #expect(cli.waitForExit() == 0, "\(cli.stderr)")
        #expect(Self.shows(r, lamp) != nil, "the command line's change did not show")
        #expect(r.clock.stderr.isEmpty, "stderr: \(r.clock.stderr)")
    }
}
