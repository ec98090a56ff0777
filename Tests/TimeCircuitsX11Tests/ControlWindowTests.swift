import CX11
import DesktopTestSupport
import Foundation
import Testing
import TimeCircuitsCore
import TimeCircuitsStorage
import TimeCircuitsServices
import TimeCircuitsRender

/// The clock driven from outside (issue 18): on a private session bus, the real binary under
/// Xvfb, every `ctl` verb (each one D-Bus method) with the window compared with headless renders
/// where the face changes; hostile calls; introspection against the table of docs/guide/control.md; signals;
/// and one clock per display.
@Suite("Control over D-Bus", .serialized, .xvfb)
struct ControlWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    var harness: ClockHarness { ClockHarness(server: server) }
    static let width = 520, height = 335
    static let utc = Zone(identifier: "UTC")!
    static func city(_ id: String) -> City { CityCatalogue.standard.city(id: id)! }

    /// A clock on the suite's display with its own homes, on `bus`.
    struct Clock {
        let running: ClockHarness.Running
        let home: URL
        let environment: [String: String]
        var stateHome: URL { home.appendingPathComponent("state") }
    }

    func launch(_ bus: PrivateSessionBus, _ extra: [String] = [], animations: Bool = false) throws -> Clock {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-control-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let env = bus.environment(["TZ": "UTC", "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path])
        let r = try harness.launch(["--geometry", "\(Self.width)x\(Self.height)"] + extra, animations: animations, environment: env)
        return Clock(running: r, home: home, environment: env)
    }

    /// `timecircuits ctl ARGS` against the suite's display: status, stdout, stderr.
    func ctl(_ bus: PrivateSessionBus, _ arguments: String...) throws -> (status: Int32?, out: String, err: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tc-ctl-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base + ".out"); try? FileManager.default.removeItem(atPath: base + ".err") }
        var env = bus.environment()
        env["DISPLAY"] = nil
        let p = try SpawnedProcess([ClockProcess.binary, "ctl", "--display", server.name] + arguments, environment: env,
                                 stdoutPath: base + ".out", stderrPath: base + ".err")
        let status = p.waitForExit()
        return (status, (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? "",
                (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? "")
    }

    /// Runs a verb that must succeed.
    func expectOK(_ bus: PrivateSessionBus, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws {
        let p = FileManager.default.temporaryDirectory.appendingPathComponent("tc-ctl-\(UUID().uuidString).err").path
        defer { try? FileManager.default.removeItem(atPath: p) }
        var env = bus.environment()
        env["DISPLAY"] = nil
        let child = try SpawnedProcess([ClockProcess.binary, "ctl", "--display", server.name] + arguments, environment: env, stderrPath: p)
        let status = child.waitForExit()
        #expect(status == 0, "ctl \(arguments.joined(separator: " ")): \(child.stderr)", sourceLocation: sourceLocation)
    }

    func status(_ bus: PrivateSessionBus) throws -> ClockStatus {
        let r = try ctl(bus, "status", "--json")
        try #require(r.status == 0, "\(r.err)")
        return try JSONDecoder().decode(ClockStatus.self, from: Data(r.out.utf8))
    }

    static func movieRows(_ state: MovieState) -> [RowContent] {
        FaceChoices(cities: [], readouts: .frozen(ClockHarness.filmDate), colon: .step, localZone: utc, movie: state, zones: .system)
            .rows(at: ClockHarness.filmDate)
    }

    static func timerRecord(_ clock: Clock) -> TimerRecord? {
        let url = clock.stateHome.appendingPathComponent("timecircuits/timer.conf")
        return (try? String(contentsOf: url, encoding: .utf8)).flatMap { TimerStateFile.parse($0).record }
    }

    // MARK: Every verb

    @Test("every verb changes the window as its key would, compared with headless renders; status reads it back")
    func everyVerb() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let clock = try launch(bus)
        defer { _ = clock.running.clock.stop(); try? FileManager.default.removeItem(at: clock.home) }
        let r = clock.running
        let w = Self.width, h = Self.height
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h))

        let first = try status(bus)
        #expect(first.rows.map(\.id) == ["new_york", "london", "hong_kong"])
        #expect(first.rows.first.map { "\($0.month) \($0.day) \($0.year) \($0.hour):\($0.minute) \($0.meridiem ?? "")" } == "OCT 26 1985 4:21 AM")

        let cities = [Self.city("tokyo"), Self.city("paris")]
        try expectOK(bus, "cities", "tokyo,paris")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, cities: cities))
        try expectOK(bus, "24h", "on")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, cities: cities, hourCycle: .twentyFour))
        try expectOK(bus, "24h", "off")
        try expectOK(bus, "brightness", "4")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, cities: cities, lighting: Lighting(brightness: 4)))
        try expectOK(bus, "night", "on")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, cities: cities,
                                                          lighting: Lighting(brightness: 4, night: true)))
        var s = try status(bus)
        #expect(s.night && s.brightness == 4 && !s.twentyFourHour && s.rows.map(\.id) == ["tokyo", "paris"])
        try expectOK(bus, "night", "off")
        try expectOK(bus, "brightness", "10")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, cities: cities))

        // Settings: the panel opens over the face (which no longer matches) and closes again.
        try expectOK(bus, "settings", "show")
        #expect(try status(bus).settingsShown)
        try expectOK(bus, "settings", "hide")
        #expect(try !status(bus).settingsShown)
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, cities: cities))

        // Movie mode: the film's first trip, then travels and a return, as T and R make them.
        var movie = MovieState.film
        movie.mode = .movie
        try expectOK(bus, "mode", "movie")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, rows: Self.movieRows(movie)))
        let d2015 = CivilDateTime(year: 2015, month: 10, day: 21, hour: 16, minute: 29)!
        try expectOK(bus, "destination", "2015-10-21T16:29")
        movie.destination = d2015
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, rows: Self.movieRows(movie)))
        try expectOK(bus, "travel")
        movie = movie.travelled(at: ClockHarness.filmDate, zone: Self.utc)
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, rows: Self.movieRows(movie)))
        #expect(Self.movieRows(movie)[1].readout?.line == "OCT 21 2015  04:29 PM")
        try expectOK(bus, "return")
        movie = movie.returned(at: ClockHarness.filmDate, zone: Self.utc)
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, rows: Self.movieRows(movie)))
        let d1955 = CivilDateTime(year: 1955, month: 11, day: 5, hour: 6, minute: 0)!
        try expectOK(bus, "travel", "1955-11-05T06:00")
        movie.destination = d1955
        movie = movie.travelled(at: ClockHarness.filmDate, zone: Self.utc)
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, rows: Self.movieRows(movie)))
        s = try status(bus)
        #expect(s.mode == .movie && s.destination == "1955-11-05T06:00" && s.rows[1].year == 1955)

        // The timer: a fresh countdown on the timer face, paused, resumed, cancelled.
        try expectOK(bus, "timer", "10m")
        #expect(try status(bus).face == .timer)
        try expectOK(bus, "timer", "pause")
        let paused = try #require(eventually { Self.timerRecord(clock).flatMap { if case .paused = $0.timer.state { $0 } else { nil } } })
        let shown = try #require(TimerWindowTests.expectShows(r) { [TimerWindowTests.stopped(paused.timer)] })
        #expect(shown.plates.status == "PAUSED")
        #expect(try ctl(bus, "timer", "pause").status == 1, "pausing a paused timer is refused")
        try expectOK(bus, "timer", "resume")
        #expect(try status(bus).timerState == .running)
        try expectOK(bus, "timer", "cancel")
        let set = CountdownTimer(duration: 600)
        TimerWindowTests.expectShows(r) { [TimerWindowTests.stopped(set)] }
        try expectOK(bus, "timer", "start")
        #expect(try status(bus).timerState == .running)
        try expectOK(bus, "timer", "cancel")
        try expectOK(bus, "face", "clock")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, rows: Self.movieRows(movie)))
        try expectOK(bus, "face", "timer")
        #expect(try status(bus).face == .timer)
        try expectOK(bus, "mode", "world")
        // A row's command brings the clock face back.
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, cities: cities))

        try expectOK(bus, "raise")
        try expectOK(bus, "quit")
        #expect(r.clock.waitForExit() == 0)
        let gone = try ctl(bus, "status")
        #expect(gone.status == 69 && gone.err.contains("no clock is running"), "\(gone.err)")
    }

    // MARK: The stopwatch

    @Test("with a night schedule, ctl status says who rules and until when; ctl night off holds until the edge and says \"(you)\"")
    func nightSchedule() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-control-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("config/timecircuits/settings.conf")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // From an hour ago to an hour from now, in UTC (the clock's TZ).
        let minute = Int(Date().timeIntervalSince1970 / 60) % (24 * 60)
        let hm = { (m: Int) in String(format: "%02d:%02d", ((m + 1440) % 1440) / 60, ((m + 1440) % 1440) % 60) }
        let text = "night = \(hm(minute - 60))-\(hm(minute + 60))\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        let env = bus.environment(["TZ": "UTC", "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path])
        let r = try harness.launch(["--geometry", "\(Self.width)x\(Self.height)"], environment: env)
        defer { _ = r.clock.stop() }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height, lighting: Lighting(night: true)))
        let end = hm(minute + 60)
        var lines = try ctl(bus, "status").out
        #expect(lines.contains("night until \(end) (schedule)"), "\(lines)")
        var s = try status(bus)
        #expect(s.night && s.nightSource == "schedule" && s.nightUntil.dropFirst(11).hasPrefix(end))
        try expectOK(bus, "night", "off")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height))
        lines = try ctl(bus, "status").out
        #expect(lines.contains("day until \(end) (you)"), "\(lines)")
        s = try status(bus)
        #expect(!s.night && s.nightSource == "you")
        #expect(try String(contentsOf: file, encoding: .utf8) == text, "the switch is not written down")
    }

    @Test("ctl stopwatch start, lap, stop and reset act as Space, L and Esc: the window shows each, the properties follow, refusals say why")
    func stopwatch() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let clock = try launch(bus)
        defer { _ = clock.running.clock.stop(); try? FileManager.default.removeItem(at: clock.home) }
        let r = clock.running
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height))
        func record() -> StopwatchRecord? {
            let url = clock.stateHome.appendingPathComponent("timecircuits/\(StopwatchStateFile.fileName)")
            return (try? String(contentsOf: url, encoding: .utf8)).flatMap { StopwatchStateFile.parse($0).record }
        }
        try expectOK(bus, "stopwatch", "start")
        var s = try status(bus)
        #expect(s.face == .stopwatch && s.stopwatchState == "running")
        try expectOK(bus, "stopwatch", "lap")
        #expect(try status(bus).stopwatchLaps.count == 1)
        let refused = try ctl(bus, "stopwatch", "reset")
        #expect(refused.status == 1 && refused.err.contains("the stopwatch is running: stop it first"), "\(refused.err)")
        try expectOK(bus, "stopwatch", "stop")
        let stopped = try #require(eventually { record().flatMap { $0.stopwatch.isRunning ? nil : $0 } })
        BigDigitsWindowTests.expectShows(r, width: Self.width, height: Self.height) { [StopwatchContent.picture(stopped.stopwatch, at: 0)] }
        s = try status(bus)
        #expect(s.stopwatchState == "stopped" && s.stopwatchElapsed == (stopped.stopwatch.elapsed(at: 0) * 1000).rounded() / 1000)
        #expect(s.stopwatchLaps == stopped.stopwatch.laps.map { ($0 * 1000).rounded() / 1000 })
        let lap = try send(bus, "\(ControlInterface.interface).LapStopwatch", [])
        #expect(lap.status != 0 && lap.text.contains("laps are taken while it runs"), "\(lap.text)")
        try expectOK(bus, "stopwatch", "reset")
        BigDigitsWindowTests.expectShows(r, width: Self.width, height: Self.height) { [StopwatchContent.picture(Stopwatch(), at: 0)] }
        #expect(try status(bus).stopwatchState == "reset")
        let bad = try ctl(bus, "stopwatch", "pause")
        #expect(bad.status == 64 && bad.err.contains("start, stop, lap or reset"), "\(bad.err)")
    }

    // MARK: Hostile calls, introspection, signals

    /// `dbus-send` to the clock: its exit status and what it printed.
    func send(_ bus: PrivateSessionBus, _ method: String, _ arguments: [String]) throws -> (status: Int32?, text: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tc-send-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base + ".out"); try? FileManager.default.removeItem(atPath: base + ".err") }
        let p = try SpawnedProcess(["dbus-send", "--bus=\(bus.address)", "--print-reply", "--dest=\(ControlInterface.busName)",
                                  ControlInterface.objectPath, method] + arguments,
                                 environment: bus.environment(), stdoutPath: base + ".out", stderrPath: base + ".err")
        let status = p.waitForExit()
        let text = ((try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? "")
            + ((try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? "")
        return (status, text)
    }

    @Test("hostile and malformed calls get D-Bus errors and the clock goes on; introspection is the table of docs/guide/control.md; signals")
    func hostileIntrospectionSignals() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let clock = try launch(bus)
        defer { _ = clock.running.clock.stop(); try? FileManager.default.removeItem(at: clock.home) }
        let i = ControlInterface.interface
        let hostile: [(String, [String])] = [
            ("\(i).SetBrightness", ["string:4"]),
            ("\(i).SetBrightness", ["uint32:4294967295"]),
            ("\(i).SetMode", ["string:movie\n\u{1B}[31m"]),
            ("\(i).SetMode", []),
            ("\(i).SetDestination", ["string:" + String(repeating: "9", count: 100_000)]),
            ("\(i).SetCities", ["array:string:" + Array(repeating: "paris", count: 1000).joined(separator: ",")]),
            ("\(i).SetCities", ["array:string:../../etc/passwd"]),
            ("\(i).StartTimer", ["string:1e308s"]),
            ("\(i).Travel", ["string:0000-01-01T00:00"]),
            ("\(i).SetTheme", ["string:red"]),
            ("\(i).Quit", ["string:now"]),
            ("org.freedesktop.DBus.Properties.Set", ["string:\(i)", "string:Brightness", "variant:uint32:3"]),
        ]
        for (method, arguments) in hostile {
            let r = try send(bus, method, arguments)
            #expect(r.status != 0 && r.text.contains("Error"), "\(method) \(arguments.map { String($0.prefix(40)) }): \(r.text.prefix(300))")
        }
        #expect(clock.running.clock.child.isRunning)
        let s = try status(bus)
        #expect(s.mode == .world && s.brightness == 10 && s.rows.map(\.id) == ["new_york", "london", "hong_kong"], "nothing changed")

        // Introspection: exactly the methods, signatures and parameter names of the table of docs/guide/control.md.
        let xml = try send(bus, "org.freedesktop.DBus.Introspectable.Introspect", [])
        let introspected = Self.methods(fromIntrospection: xml.text, interface: i)
        let readme = try Self.methodsInReadme()
        let declared = ControlInterface.methods.map { m in "\(m.name)(\(m.parameters.map { "\($0.kind.rawValue) \($0.name)" }.joined(separator: ", ")))" }.sorted()
        #expect(introspected == readme, "introspection \(introspected) against docs/guide/control.md's \(readme)")
        #expect(declared == readme)
        for p in ControlInterface.properties { #expect(xml.text.contains("<property name=\"\(p.name)\" type=\"\(p.signature)\""), "\(p.name)") }
        for signal in ControlInterface.signals { #expect(xml.text.contains("<signal name=\"\(signal.name)\""), "\(signal.name)") }

        // Signals and PropertiesChanged, as a client subscribed to them sees them.
        let listener = try BusConnection(address: bus.address)
        var heard: [BusSignal] = []
        try listener.subscribe(to: BusSignalMatch(path: ControlInterface.objectPath)) { heard.append($0) }
        _ = try listener.run(until: { listener.uniqueName != nil }, timeout: .patience)
        // A round trip through the daemon, so the match is in place before the calls below.
        _ = try listener.run(until: { false }, timeout: .milliseconds(300))
        try expectOK(bus, "timer", "1s")
        try expectOK(bus, "travel", "2015-10-21T16:29")
        func got(_ member: String) -> BusSignal? { heard.first { $0.member == member } }
        _ = try listener.run(until: { got("TimerFinished") != nil && got("TravelCompleted") != nil }, timeout: .patience)
        #expect(got("TimerFinished")?.arguments == [.uint32(1)])
        #expect(got("TravelCompleted")?.arguments == [.string("movie")])
        let changed = heard.filter { $0.member == "PropertiesChanged" }.flatMap { signal -> [String] in
            guard signal.arguments.count == 3, case .array(_, let entries) = signal.arguments[1] else { return [] }
            return entries.compactMap { if case .dictEntry(.string(let k), _) = $0 { k } else { nil } }
        }
        #expect(Set(["Face", "TimerState", "Mode", "Rows", "Destination"]).isSubset(of: Set(changed)), "\(changed)")
    }

    @Test("with animations, TravelCompleted comes when the journey lands: the window then shows the destination")
    func travelCompletedAfterAnimation() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let clock = try launch(bus, ["--no-intro"], animations: true)
        defer { _ = clock.running.clock.stop(); try? FileManager.default.removeItem(at: clock.home) }
        let listener = try BusConnection(address: bus.address)
        var landed = false
        try listener.subscribe(to: BusSignalMatch(path: ControlInterface.objectPath, member: "TravelCompleted")) { _ in landed = true }
        _ = try listener.run(until: { false }, timeout: .milliseconds(300))
        try expectOK(bus, "travel", "1955-11-05T06:00")
        #expect(try listener.run(until: { landed }, timeout: .patience))
        var movie = MovieState.film
        movie.mode = .movie
        movie = movie.travelled(at: ClockHarness.filmDate, zone: Self.utc)
        _ = try #require(ClockHarness.expectMatchesRender(clock.running, width: Self.width, height: Self.height,
                                                          rows: Self.movieRows(movie)))
    }

    /// `Name(s arg, …)` for each method of `interface` in an introspection document.
    static func methods(fromIntrospection xml: String, interface: String) -> [String] {
        guard let start = xml.range(of: "<interface name=\"\(interface)\">"),
              let end = xml.range(of: "</interface>", range: start.upperBound..<xml.endIndex) else { return [] }
        let body = xml[start.upperBound..<end.lowerBound]
        var out: [String] = []
        for chunk in body.components(separatedBy: "<method name=\"").dropFirst() {
            let name = String(chunk.prefix { $0 != "\"" })
            let block = chunk.components(separatedBy: "</method>").first ?? ""
            let args = block.components(separatedBy: "<arg ").dropFirst().map { arg -> String in
                func attribute(_ a: String) -> String {
                    guard let r = arg.range(of: a + "=\"") else { return "" }
                    return String(arg[r.upperBound...].prefix { $0 != "\"" })
                }
                return "\(attribute("type")) \(attribute("name"))"
            }
            out.append("\(name)(\(args.joined(separator: ", ")))")
        }
        return out.sorted()
    }

    /// The methods of docs/guide/control.md's table: its first column, `Name(s arg, …)`.
    static func methodsInReadme() throws -> [String] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/guide/control.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `"), let close = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            let cell = line[line.index(line.startIndex, offsetBy: 3)..<close]
            return cell.hasSuffix(")") && cell.first!.isUppercase ? String(cell) : nil
        }.sorted()
    }

    // MARK: One clock per display

    /// The top-level windows, bottom to top.
    static func stacking(_ x: XClient) -> [Window] {
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var n: UInt32 = 0
        guard XQueryTree(x.dpy, x.root, &rootReturn, &parent, &children, &n) != 0, let children else { return [] }
        defer { XFree(children) }
        return Array(UnsafeBufferPointer(start: children, count: Int(n)))
    }

    @Test("a second launch on the display raises the first (_NET_ACTIVE_WINDOW) and exits 0; --new-instance opens another; another display has its own")
    func singleInstance() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let first = try launch(bus)
        defer { _ = first.running.clock.stop(); try? FileManager.default.removeItem(at: first.home) }
        #expect(bus.hasOwner(ControlInterface.busName(display: server.name)))

        // --new-instance: a second window, on top of the first.
        let second = try launch(bus, ["--new-instance"])
        defer { _ = second.running.clock.stop(); try? FileManager.default.removeItem(at: second.home) }
        let x = first.running.x
        let stack = Self.stacking(x)
        #expect((stack.firstIndex(of: first.running.window) ?? 0) < (stack.firstIndex(of: second.running.window) ?? 0))

        // A window manager's view of the root: the activation request arrives there.
        XSelectInput(x.dpy, x.root, SubstructureNotifyMask)
        XSync(x.dpy, 0)
        let again = try ClockProcess(["window", "--display", server.name, "--frozen-date", ClockHarness.film, "--no-animations"],
                                     environment: first.environment)
        #expect(again.waitForExit() == 0, "\(again.stderr)")
        #expect(x.window(pid: again.pid) == nil, "no window of its own")
        let activated = eventually { () -> Window? in
            var event = XEvent()
            while XPending(x.dpy) > 0 {
                XNextEvent(x.dpy, &event)
                if event.type == ClientMessage, event.xclient.message_type == x.atom("_NET_ACTIVE_WINDOW") { return event.xclient.window }
            }
            return nil
        }
        #expect(activated == first.running.window)
        let raised = eventually { () -> Bool? in
            let s = Self.stacking(x)
            guard let a = s.firstIndex(of: first.running.window), let b = s.firstIndex(of: second.running.window) else { return nil }
            return a > b ? true : nil
        }
        #expect(raised == true, "the first clock is raised above the second")
        #expect(first.running.clock.child.isRunning && second.running.clock.child.isRunning)

        // Another display, another clock with its own name.
        let other = try XvfbServer.start()
        defer { other.stop() }
        let third = try ClockHarness(server: other).launch(["--geometry", "\(Self.width)x\(Self.height)"], environment: first.environment)
        defer { _ = third.clock.stop() }
        #expect(bus.hasOwner(ControlInterface.busName(display: other.name)))
        #expect(ControlInterface.busName(display: other.name) != ControlInterface.busName(display: server.name))
    }
}
