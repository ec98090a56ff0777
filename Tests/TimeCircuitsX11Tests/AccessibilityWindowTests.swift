import DesktopTestSupport
import Foundation
import Testing
import TimeCircuitsCore

/// The real window read by pyatspi on at-spi2-core's own buses: invisible to assistive
/// technology until a screen reader switches it on, then the application with its window and
/// the rows `now` prints, which follow what the window shows.
@Suite("The window read by a screen reader (AT-SPI)", .serialized, .xvfb)
struct AccessibilityWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    var harness: ClockHarness { ClockHarness(server: server) }

    func environment(_ bus: AccessibilityBus, home: URL) -> [String: String] {
        bus.environment(["TZ": "UTC", "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                         "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "HOME": home.path,
                         "PATH": "/usr/bin:/bin"].merging(MessageLanguage.english) { a, _ in a })
    }

    /// What pyatspi finds of the clock: each element as `role|name|id`, indented by its depth;
    /// nothing when the clock is not on the desktop.
    func read(_ env: [String: String]) throws -> [String] {
        let script = """
            import pyatspi
            def walk(a, depth):
                print("  " * depth + "%d|%s|%s" % (int(a.getRole()), a.name, a.accessibleId), flush=True)
                for c in a:
                    walk(c, depth + 1)
            for app in pyatspi.Registry.getDesktop(0):
                if app is not None and app.name == "Time Circuits":
                    walk(app, 0)
            """
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tc-atspi-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let reader = try SpawnedProcess(["/usr/bin/python3", "-c", script], environment: env, stdoutPath: out)
        #expect(reader.waitForExit() == 0, "pyatspi: \(reader.stderr)")
        return ((try? String(contentsOfFile: out, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test("hidden until a screen reader starts; then the rows, named as now prints them, and a change of face seen at once")
    func readsTheRows() throws {
        let bus = try AccessibilityBus.start()
        defer { bus.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-atspi-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let env = environment(bus, home: home)
        let r = try harness.launch(environment: env)
        defer { _ = r.clock.stop() }
        // Without assistive technology the clock serves nothing.
        #expect(try read(env).isEmpty)

        try bus.enable()
        let found = eventually { () -> [String]? in
            let lines = try? read(env)
            return lines.map { $0.count >= 5 ? $0 : nil } ?? nil
        }
        let lines = try #require(found, "the clock never came onto the desktop; stderr: \(r.clock.stderr)")
        #expect(lines[0] == "\(AccessibleRole.application.rawValue)|Time Circuits|root")
        #expect(lines[1] == "  \(AccessibleRole.frame.rawValue)|Time Circuits|window")
        // The rows `now` prints for the same instant, as sentences: the plate's city, the time.
        let printed = try MovieWindowTests.now(config: home.appendingPathComponent("config"), state: home.appendingPathComponent("state"))
        #expect(printed.count == 3)
        let rows = lines.dropFirst(2).map { $0.trimmingCharacters(in: .whitespaces).split(separator: "|").map(String.init) }
        #expect(rows.map { $0.last } == ["row0", "row1", "row2"])
        #expect(rows.first?[1] == "New York, Saturday the 26th of October 1985, 4:21 AM")
        for (row, line) in zip(rows, printed) {
            // "NEW YORK   OCT 26 1985  04:21 AM" is "New York, …, 4:21 AM".
            let plate = line.prefix(11).trimmingCharacters(in: .whitespaces)
            #expect(row[1].split(separator: ",").first.map { $0.uppercased() } == plate, "\(row[1]) against \(line)")
            let time = line.split(separator: " ").suffix(2).joined(separator: " ")
            #expect(row[1].hasSuffix(time.hasPrefix("0") ? String(time.dropFirst()) : time), "\(row[1]) against \(line)")
        }

        // Ctrl+T: the timer's face, whose reading takes the rows' place.
        try harness.xdotool(["key", "--window", String(r.window), "ctrl+t"])
        let timer = eventually { () -> String? in
            (try? read(env))?.first { $0.hasSuffix("|reading") }
        }
        #expect(timer?.contains("Timer") == true, "\(String(describing: timer))")
    }
}
