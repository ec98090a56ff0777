import DesktopTestSupport
import Foundation
import Testing
import TimeCircuitsStorage
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

    /// The names of the applications on AT-SPI's desktop, as pyatspi lists them.
    func desktopApplications(_ env: [String: String]) throws -> [String] {
        let script = """
            import pyatspi
            for app in pyatspi.Registry.getDesktop(0):
                if app is not None:
                    print(app.name, flush=True)
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

    @Test("plan mode read by pyatspi: each planned row says so, with its city's state; a refused time is told")
    func readsThePlan() throws {
        let bus = try AccessibilityBus.start()
        defer { bus.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-atspi-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config/timecircuits")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "cities = new_york, london, hong_kong\n".write(to: config.appendingPathComponent("settings.conf"), atomically: true, encoding: .utf8)
        let env = environment(bus, home: home)
        let r = try harness.launch(["--frozen-date", "2026-12-10T12:00:00Z"], frozen: false, environment: env)
        defer { _ = r.clock.stop() }
        try bus.enable()
        #expect(eventually { (try? read(env)).map { $0.count >= 5 ? true : nil } ?? nil } == true,
                "the clock never came onto the desktop; stderr: \(r.clock.stderr)")
        try harness.xdotool(["key", "--window", String(r.window), "p"])
        try harness.xdotool(["type", "--window", String(r.window), "0900"])
        try harness.xdotool(["key", "--window", String(r.window), "Return"])
        let planned = [
            "Planned: New York, Thursday the 10th of December 2026, 9:00 AM, at work",
            "Planned: London, Thursday the 10th of December 2026, 2:00 PM, at work",
            "Planned: Hong Kong, Thursday the 10th of December 2026, 10:00 PM, asleep",
        ]
        var last: [String] = []
        let rows = eventually { () -> [String]? in
            last = ((try? read(env)) ?? []).filter { $0.contains("|row") }.map { String($0.split(separator: "|")[1]) }
            return last == planned ? last : nil
        }
        #expect(rows == planned, "\(last)")
        // New York skips 02:30 on 8 March: the refusal is a notification a screen reader speaks.
        try harness.xdotool(["type", "--window", String(r.window), "2026-03-08 0230"])
        try harness.xdotool(["key", "--window", String(r.window), "Return"])
        let told = eventually { () -> String? in
            ((try? read(env)) ?? []).first { $0.contains("|plan") }
        }
        #expect(told?.contains("New York has no 2:30 AM on Sun 8 Mar 2026: its clocks go from 1:59 AM to 3:00 AM") == true,
                "\(String(describing: told))")
    }

    /// A pyatspi listener running beside the test: it prints `EVENT ID NAME` for each event of
    /// `events` on the clock's elements (focus gained only, for focus), then `ready`; `act` runs
    /// after `ready` with the elements by id, as Python (`find("panel_city1_remove")`).
    struct Listener {
        let process: SpawnedProcess
        let out: String
        var printed: String { (try? String(contentsOfFile: out, encoding: .utf8)) ?? "" }

        init(_ env: [String: String], events: [String]) throws {
            let script = """
                import pyatspi, sys
                from gi.repository import GLib
                def heard(event):
                    if event.type.startswith("object:state-changed") and not event.detail1:
                        return
                    print(event.type, event.source.accessibleId, event.source.name, flush=True)
                pyatspi.Registry.registerEventListener(heard, \(events.map { "\"\($0)\"" }.joined(separator: ", ")))
                def ready():
                    print("ready", flush=True)
                    return False
                GLib.idle_add(ready)
                GLib.timeout_add_seconds(120, pyatspi.Registry.stop)
                pyatspi.Registry.start()
                """
            out = FileManager.default.temporaryDirectory.appendingPathComponent("tc-atspi-\(UUID().uuidString).out").path
            process = try SpawnedProcess(["/usr/bin/python3", "-c", script], environment: env, stdoutPath: out, stderrPath: out + ".err")
        }

        /// Waits for a printed line that starts with `prefix`; whether one came.
        func heard(_ prefix: String) -> Bool {
            eventually { printed.split(separator: "\n").contains { $0.hasPrefix(prefix) } ? true : nil } == true
        }

        func stop() {
            process.stop()
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: out + ".err")
        }
    }

    /// Runs `python` with `find(id)` giving the clock's element of that id; what it printed.
    func act(_ python: String, _ env: [String: String]) throws -> String {
        let script = """
            import pyatspi
            def find(id):
                def walk(a):
                    if a.accessibleId == id:
                        return a
                    for c in a:
                        got = walk(c)
                        if got is not None:
                            return got
                    return None
                for app in pyatspi.Registry.getDesktop(0):
                    if app is not None and app.name == "Time Circuits":
                        return walk(app)
            \(python)
            """
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tc-atspi-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let p = try SpawnedProcess(["/usr/bin/python3", "-c", script], environment: env, stdoutPath: out)
        #expect(p.waitForExit() == 0, "pyatspi: \(p.stderr)")
        return (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    }

    /// The clock launched with `env`, a screen reader switched on, and the clock found on the desktop.
    func launchRead(_ bus: AccessibilityBus, _ env: [String: String], clock: [String: String]? = nil,
                    arguments: [String]? = nil) throws -> ClockHarness.Running {
        let clock = clock ?? env
        let r = try arguments.map { try harness.launch(arguments: $0, environment: clock) } ?? harness.launch(environment: clock)
        try bus.enable()
        let found = eventually { (try? read(env)).flatMap { $0.count >= 3 ? true : nil } }
        if found == nil { _ = r.clock.stop() }
        try #require(found == true, "the clock never came onto the desktop; stderr: \(r.clock.stderr)")
        return r
    }

    @Test("Ctrl+comma, Down and Tab move the focus, heard as focus events; a city's remove button, done by pyatspi, takes it out of the settings file")
    func panelFocusAndActions() throws {
        let bus = try AccessibilityBus.start()
        defer { bus.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-atspi-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let env = environment(bus, home: home)
        let r = try launchRead(bus, env)
        defer { _ = r.clock.stop() }
        let listener = try Listener(env, events: ["object:state-changed:focused"])
        defer { listener.stop() }
        #expect(listener.heard("ready"), "\(listener.process.stderr)")

        try harness.xdotool(["key", "--window", String(r.window), "ctrl+comma"])
        #expect(listener.heard("object:state-changed:focused panel_city0 New York, United States, "), "\(listener.printed)")
        try harness.xdotool(["key", "--window", String(r.window), "Down"])
        #expect(listener.heard("object:state-changed:focused panel_city1 London, United Kingdom, "), "\(listener.printed)")

        // London's ×, pressed by a screen reader's action rather than the mouse.
        let done = try act("""
            button = find("panel_city1_remove")
            print(button.name, button.description, button.queryAction().doAction(0))
            """, env)
        #expect(done.hasPrefix("Remove London, United Kingdom"), "\(done)")
        let settings = home.appendingPathComponent("config/timecircuits/settings.conf")
        let saved = eventually { (try? String(contentsOf: settings, encoding: .utf8)).flatMap { $0.contains("cities") ? $0 : nil } }
        let cities = saved?.split(separator: "\n").first { $0.hasPrefix("cities") }
        #expect(cities != nil && cities?.lowercased().contains("london") == false && cities?.lowercased().contains("new") == true,
                "\(String(describing: saved))")

        try harness.xdotool(["key", "--window", String(r.window), "Tab"])
        #expect(listener.heard("object:state-changed:focused panel_alarm_field "), "\(listener.printed)")
        #expect(r.clock.stop() == 0)
    }

    @Test("the timers read as a list, the one large selected (Selection); a timer removed by its item's action; the panel's tab list answers Selection")
    func timersAndSelection() throws {
        let bus = try AccessibilityBus.start()
        defer { bus.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-atspi-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let env = environment(bus, home: home)
        let state = home.appendingPathComponent("state/timecircuits")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let now = bootClockNow()
        let record = TimerRecord(timer: CountdownTimer(duration: 300), others: [
            NamedTimer(id: "a", name: "Tea", countdown: CountdownTimer(duration: 240, state: .running(endsAt: now + 200))),
            NamedTimer(id: "b", name: "Laundry", countdown: CountdownTimer(duration: 2700, state: .paused(remaining: 1200))),
        ], bootID: try String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines),
            wallMinusBoot: Date().timeIntervalSince1970 - now)
        let file = state.appendingPathComponent("timer.conf")
        try TimerStateFile.serialize(record).write(to: file, atomically: true, encoding: .utf8)
        let r = try launchRead(bus, env, arguments: ["timer", "--display", server.name])
        defer { _ = r.clock.stop() }
        let listed = try act("""
            timers = find("timers")
            print(timers.getRoleName(), [c.name for c in timers])
            s = timers.querySelection()
            print(s.nSelectedChildren, s.getSelectedChild(0).name)
            """, env)
        #expect(listed.contains("list ['5:00 timer', 'Tea', 'Laundry']") && listed.contains("1 Tea"), "\(listed)")
        let removed = try act("""
            item = find("timer3")
            a = item.queryAction()
            print([a.getName(i) for i in range(a.nActions)], a.doAction(1))
            """, env)
        #expect(removed.contains("['show', 'remove'] True"), "\(removed)")
        #expect(eventually { (try? String(contentsOf: file, encoding: .utf8)).flatMap { $0.contains("Laundry") ? nil : true } } == true,
                "Laundry is still in the file")
        try harness.xdotool(["key", "--window", String(r.window), "ctrl+comma"])
        let tabs = eventually { () -> String? in
            let out = try? act("""
                tabs = find("panel_tabs")
                s = tabs.querySelection()
                print(s.nSelectedChildren, s.getSelectedChild(0).getRoleName(), s.isChildSelected(0))
                """, env)
            return out.flatMap { $0.hasPrefix("1 page tab") ? $0 : nil }
        }
        #expect(tabs != nil, "the tab list does not answer Selection; stderr: \(r.clock.stderr)")

        // The panel's TIMERS page, two Tabs on: the timers with what is left and their state,
        // and Tea taken out by its ×'s action, as a screen reader presses it.
        try harness.xdotool(["key", "--window", String(r.window), "Tab", "Tab"])
        let page = eventually { () -> String? in
            let out = try? act("""
                timers = find("panel_timers")
                print([c.name for c in timers])
                """, env)
            return out.flatMap { $0.contains("'5:00 timer, 5:00, set'") ? $0 : nil }
        }
        #expect(page?.contains("'5:00 timer, 5:00, set'") == true, "the TIMERS page is not read; stderr: \(r.clock.stderr)")
        let pressed = try act("""
            button = find("panel_timer1_remove")
            print(button.name, button.description, button.queryAction().doAction(0))
            """, env)
        #expect(pressed.hasPrefix("Remove Tea"), "\(pressed)")
        #expect(eventually { (try? String(contentsOf: file, encoding: .utf8)).flatMap { $0.contains("Tea") ? nil : true } } == true,
                "Tea is still in the file")
        let left = try act("""
            print([c.name for c in find("panel_timers")])
            """, env)
        #expect(left.contains("5:00 timer") && !left.contains("Tea"), "\(left)")
    }

    @Test("an alarm ringing is told whatever has focus: a notification shows and is announced")
    func alarmAnnounced() throws {
        let library = try #require(ClockJumpTests.libfaketime, "libfaketime is missing: apt-get install faketime (make test installs it)")
        let bus = try AccessibilityBus.start()
        defer { bus.stop() }
        let home = try AlarmWindowTests.home(alarms: ["08:30 daily Wake"])
        defer { try? FileManager.default.removeItem(at: home) }
        let clockFile = home.appendingPathComponent("faketime")
        // Time enough before the minute for the clock to come onto the desktop and the listener
        // to start, even on a loaded machine; the minute is waited for, not slept through.
        try ClockJumpTests.faketime(ClockJumpTests.utc("2026-11-23T08:29:35Z")).write(to: clockFile, atomically: true, encoding: .utf8)
        // Only the clock runs on the faked clock; pyatspi's timeouts want the real one.
        let env = environment(bus, home: home)
        var clock = env.merging(ClockJumpTests.fakeClock(library: library, file: clockFile)) { _, new in new }
        clock["DISPLAY"] = server.name
        let r = try launchRead(bus, env, clock: clock, arguments: [])
        defer { _ = r.clock.stop() }
        let listener = try Listener(env, events: ["object:state-changed:showing", "object:announcement"])
        defer { listener.stop() }
        #expect(listener.heard("ready"), "\(listener.process.stderr)")
        let ready = try read(env)
        try #require(!ready.contains { $0.contains("Alarm ringing") }, "the alarm rang before the listener was ready: raise the margin")
        #expect(listener.heard("object:state-changed:showing news"), "\(listener.printed); clock: \(r.clock.stderr)")
        #expect(listener.printed.contains("Alarm ringing: Wake"), "\(listener.printed)")
        #expect(listener.heard("object:announcement news"), "\(listener.printed)")
    }

    /// Orca, GNOME's screen reader, run as a user runs it (its own preferences folder, the
    /// desktop's session and accessibility buses), speaking into a speech-dispatcher that writes
    /// down what it is given. The clock's window has the keyboard's focus, as a clicked window has.
    @Test("Orca speaks the focused city after Ctrl+comma and Down, and an alarm ringing while the panel is closed")
    func orcaSpeaks() throws {
        let library = try #require(ClockJumpTests.libfaketime, "libfaketime is missing: apt-get install faketime (make test installs it)")
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/orca"), "orca is missing (make test installs it)")
        let bus = try AccessibilityBus.start()
        defer { bus.stop() }
        let speech = try SpeechServer.start()
        defer { speech.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-orca-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home.appendingPathComponent("config/timecircuits"), withIntermediateDirectories: true)
        try "version = 1\nintro = no\nanimations = no\nalarm = 08:30 daily Wake\n"
            .write(to: home.appendingPathComponent("config/timecircuits/settings.conf"), atomically: true, encoding: .utf8)
        let clockFile = home.appendingPathComponent("faketime")
        // Ten minutes before the alarm, however long Orca takes to start; the clock is stepped
        // to just before it once the panel has been read.
        try ClockJumpTests.faketime(ClockJumpTests.utc("2026-11-23T08:20:00Z")).write(to: clockFile, atomically: true, encoding: .utf8)
        var env = speech.environment(environment(bus, home: home))
        env["DISPLAY"] = server.name
        env["GSETTINGS_BACKEND"] = "memory"
        var clock = env.merging(ClockJumpTests.fakeClock(library: library, file: clockFile)) { _, new in new }
        clock["DISPLAY"] = server.name

        // Orca first, as a user's runs before the clock is opened. Started after the clock,
        // Orca 48 was still switching scripts as the keys came (its own application coming onto
        // the desktop: key grabs taken away and put back), and in those runs the panel saw Down
        // only with the next minute. So the clock opens once Orca is on the desktop.
        let orca = try SpawnedProcess(["/usr/bin/orca", "--replace", "-u", home.appendingPathComponent("orca").path,
                                       "--debug-file", home.appendingPathComponent("orca.debug").path],
                                      environment: env, stderrPath: home.appendingPathComponent("orca.err").path)
        defer { orca.stop() }
        // Orca says something as it starts ("Screen reader on"): then it listens.
        let started = eventually(timeout: Patience.seconds * 2) { speech.spoken().isEmpty ? nil : true }
        try #require(started == true, "Orca said nothing; its errors: \(orca.stderr)")
        let listed = eventually(timeout: Patience.seconds * 2) { (try? desktopApplications(env))?.contains("orca") == true ? true : nil }
        try #require(listed == true, "Orca never came onto the desktop; its errors: \(orca.stderr)")

        let r = try launchRead(bus, env, clock: clock, arguments: [])
        defer { _ = r.clock.stop() }
        try harness.xdotool(["windowfocus", "--sync", String(r.window)])
        // The window's activation, presented: the clock's script is Orca's active one, its key
        // grabs in place. Orca 48 says the frame ("Time Circuits frame"), Orca 43 the face's
        // first row, which has the keyboard ("New York, Monday the 23rd of November 2026, …").
        let activated = eventually(timeout: Patience.seconds * 2) { () -> Bool? in
            let spoken = speech.spoken()
            return spoken.contains("Time Circuits") || spoken.contains("New York, Monday") ? true : nil
        }
        try #require(activated == true, "Orca never presented the clock's window: \(speech.spoken())")

        try harness.xdotool(["key", "--window", String(r.window), "ctrl+comma"])
        #expect(eventually { speech.spoken().contains("New York, United States") ? true : nil } == true, "\(speech.spoken())")
        try harness.xdotool(["key", "--window", String(r.window), "Down"])
        #expect(eventually { speech.spoken().contains("London, United Kingdom") ? true : nil } == true, "\(speech.spoken())")
        try harness.xdotool(["key", "--window", String(r.window), "Escape"])

        try ClockJumpTests.faketime(ClockJumpTests.utc("2026-11-23T08:29:57Z")).write(to: clockFile, atomically: true, encoding: .utf8)
        let rang = eventually(timeout: Patience.seconds * 3) { speech.spoken().contains("Alarm ringing: Wake") ? true : nil }
        #expect(rang == true, "\(speech.spoken()); clock: \(r.clock.stderr)")
    }
}
