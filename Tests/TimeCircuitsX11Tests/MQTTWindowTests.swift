import Foundation
import Glibc
import DesktopTestSupport
import Testing
import TimeCircuitsCore
import TimeCircuitsStorage

/// The clock on a real MQTT broker (mosquitto on a loopback port the test starts), with
/// mosquitto_pub and mosquitto_sub as the props and Home Assistant: commands that act as their
/// keys, events with the replica's timing, messages on the red row, discovery, the broker going
/// away and coming back, TLS and the password file.
@Suite("MQTT: the props and Home Assistant on a real broker", .serialized, .xvfb)
struct MQTTWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    var harness: ClockHarness { ClockHarness(server: server) }

    /// A settings home holding `lines` after the movie face's basics.
    static func home(_ lines: [String]) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-mqtt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("config/timecircuits"), withIntermediateDirectories: true)
        let text = (["version = 1", "cities = london", "window = 520x335+0+0", "intro = no"] + lines).joined(separator: "\n") + "\n"
        try text.write(to: home.appendingPathComponent("config/timecircuits/settings.conf"), atomically: true, encoding: .utf8)
        return home
    }

    static func environment(_ home: URL, trace: Bool = false) -> [String: String] {
        var env = ["XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                   "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "TZ": "UTC",
                   "PULSE_SERVER": "unix:/nonexistent/timecircuits-no-sound"]
        if trace { env["TIMECIRCUITS_TRACE_TIMING"] = "1" }
        return env
    }

    /// The window's time travels' first frames (`trace travel shown= due=`): when each showed, and
    /// the instant the model set for it. The lead TIMETRAVEL announces is the model's, measured to
    /// `due`; how late a loaded machine shows the frame is the bench's to measure, not a test's.
    static func travelsShown(_ r: ClockHarness.Running) -> [(shown: Double, due: Double)] {
        r.clock.trace("travel").compactMap { line in line["shown"].flatMap { shown in line["due"].map { (shown, $0) } } }
    }

    /// The clock's lines on stderr that are not the timing trace.
    static func said(_ r: ClockHarness.Running) -> [Substring] {
        r.clock.stderr.split(separator: "\n").filter { !$0.hasPrefix("timecircuits: trace ") }
    }

    /// Waits until no animation frame has been painted for half a second: what plays has ended.
    static func settle(_ r: ClockHarness.Running) {
        var last = r.clock.trace("frame").count, since = Date()
        _ = eventually { () -> Bool? in
            let n = r.clock.trace("frame").count
            if n != last { (last, since) = (n, Date()) }
            return Date().timeIntervalSince(since) >= 0.5 ? true : nil
        }
    }

    /// Pixels that differ between two screenshots in rows `rows` of the window.
    static func changed(_ a: Screenshot, _ b: Screenshot, rows: Range<Int>) -> Int {
        rows.reduce(0) { sum, y in sum + (0..<a.width).filter { a.pixel($0, y) != b.pixel($0, y) }.count }
    }

    @Test("TIMETRAVEL from outside travels the window; T publishes TIMETRAVEL 5 s before the displacement, then REENTRY; ALARM_OFF, bad payloads, a message on the red row; discovery")
    func commandsEventsMessages() throws {
        let broker = try MQTTBrokerFixture.start()
        defer { broker.stop() }
        let heard = try broker.subscribe()
        defer { heard.stop() }
        let home = try Self.home(["mqtt = \(broker.address)", "mqtt-messages = bttf/tcd/msg", "alarm = 07:30 daily Work"])
        defer { try? FileManager.default.removeItem(at: home) }
        var env = Self.environment(home, trace: true)
        env["TIMECIRCUITS_DEBUG"] = "1"
        let r = try harness.launch(["--mode", "movie"], frozen: false, animations: true, environment: env)
        defer { _ = r.clock.stop() }
        let online = eventually { heard.messages().first { $0.topic.hasSuffix("/availability") && $0.payload == "online" } }
        let availability = try #require(online, "the clock never said it is online; stderr: \(r.clock.stderr)")

        // Discovery: retained configs, each JSON, all of one device, named once. They follow
        // `online` in the same write, but the subscriber may hand them over a moment later. The
        // presets' buttons are TimersWindowTests'.
        func discovery() -> [MQTTRecording.Message] {
            heard.messages().filter { $0.topic.hasPrefix("homeassistant/") && $0.topic.hasSuffix("/config") && !$0.topic.contains("/timer_preset_") }
        }
        let configs = eventually { Set(discovery().map(\.topic)).count >= 14 ? discovery() : nil } ?? discovery()
        #expect(Set(configs.map(\.topic)).count == 14, "\(configs.map(\.topic))")
        var devices: Set<String> = []
        var names: [String] = []
        for config in configs {
            let object = try #require(try? JSONSerialization.jsonObject(with: Data(config.payload.utf8)) as? [String: Any], "\(config.topic): \(config.payload)")
            let device = try #require(object["device"] as? [String: Any])
            devices.insert(((device["identifiers"] as? [String]) ?? []).joined(separator: ","))
            names.append(device["name"] as? String ?? "")
            #expect(object["availability_topic"] as? String == availability.topic)
            let name = object["name"] as? String ?? ""
            #expect(!name.isEmpty && !name.contains("Time Circuits"), "an entity repeats the device's name: \(name)")
        }
        #expect(devices.count == 1 && Set(names) == ["Time Circuits"], "\(devices) \(names)")
        let kinds = Set(configs.map { $0.topic.split(separator: "/")[1] })
        #expect(kinds == ["button", "switch", "select", "sensor"])
        // A retained config reaches Home Assistant when it starts after the clock.
        let later = try broker.subscribe(["homeassistant/#"])
        defer { later.stop() }
        #expect(eventually { later.messages().count >= 14 ? true : nil } == true, "the configs were not retained")

        // TIMETRAVEL from outside: TIMETRAVEL to the props at once, and the window travels 5 s later.
        let before = try #require(r.x.screenshot(r.window))
        try broker.publish("bttf/tcd/cmd", "timetravel")
        let travel = try #require(eventually { Self.travelsShown(r).first }, "the window never travelled; \(r.clock.stderr)")
        let shown = travel.shown
        let during = try #require(r.x.screenshot(r.window))
        #expect(Self.changed(before, during, rows: 0..<during.height) > 5000, "the window does not show a travel")
        let announced = try #require(heard.on("bttf/tcd/pub").first { $0.payload == "TIMETRAVEL" })
        #expect(abs(travel.due - announced.at - 5) < 0.1, "TIMETRAVEL led the displacement by \(travel.due - announced.at) s")
        #expect(shown >= travel.due - 0.001, "the displacement showed \(travel.due - shown) s before its time")
        let reentry = try #require(eventually { heard.on("bttf/tcd/pub").first { $0.payload == "REENTRY" } })
        #expect(reentry.at > travel.due + 2 && reentry.at < travel.due + 3.5, "REENTRY \(reentry.at - travel.due) s after the displacement")

        // T in the window: the same, and the timing trace's displacement 5.0 ± 0.1 s after.
        _ = eventually { heard.on("bttf/tcd/pub").count >= 2 ? true : nil }
        try harness.xdotool(["windowfocus", "--sync", String(r.window)])
        let published = heard.on("bttf/tcd/pub").count
        try harness.xdotool(["key", "t"])
        let second = try #require(eventually { Self.travelsShown(r).count >= 2 ? Self.travelsShown(r)[1] : nil })
        let lead = try #require(heard.on("bttf/tcd/pub").dropFirst(published).first { $0.payload == "TIMETRAVEL" })
        #expect(abs(second.due - lead.at - 5) < 0.1, "T: TIMETRAVEL led by \(second.due - lead.at) s")
        #expect(second.shown >= second.due - 0.001)
        #expect(eventually { heard.on("bttf/tcd/pub").dropFirst(published).contains { $0.payload == "REENTRY" } ? true : nil } == true)

        // A command that is no command, and one too long: ignored, one debug line each. (Commands
        // that arrive while the travel plays are ignored, as the replica ignores them.)
        Self.settle(r)
        try broker.publish("bttf/tcd/cmd", "FLUX")
        try broker.publish("bttf/tcd/cmd", String(repeating: "X", count: 300))
        #expect(eventually { Self.said(r).filter { $0.contains("debug: mqtt: ignored") }.count == 2 ? true : nil } == true,
                "stderr: \(r.clock.stderr)")
        // ALARM_OFF switches the alarm off, in the file and for Home Assistant's next alarm.
        try broker.publish("bttf/tcd/cmd", "ALARM_OFF")
        let settings = home.appendingPathComponent("config/timecircuits/settings.conf")
        #expect(eventually { ((try? String(contentsOf: settings, encoding: .utf8)) ?? "").contains("alarm = off 07:30") ? true : nil } == true,
                "ALARM_OFF left: \((try? String(contentsOf: settings, encoding: .utf8)) ?? "")")

        // A message: it scrolls across the red row; the rows below stay as they were.
        let quiet = try #require(r.x.screenshot(r.window))
        try broker.publish("bttf/tcd/msg", "Hello 88 mph")
        let red = eventually { () -> Int? in
            guard let shot = r.x.screenshot(r.window) else { return nil }
            let n = Self.changed(quiet, shot, rows: 0..<(shot.height / 3))
            return n > 1500 ? n : nil
        }
        let redChanged = try #require(red, "the message never showed on the red row")
        let now = try #require(r.x.screenshot(r.window))
        // The colon and lamps may have stepped meanwhile; a message there would change thousands.
        let amber = Self.changed(quiet, now, rows: (2 * now.height / 3)..<now.height)
        #expect(amber < redChanged / 3, "the message reached the amber row: \(amber) pixels against \(redChanged)")
        #expect(Self.said(r).allSatisfy { $0.contains("debug: mqtt: ignored") }, "stderr: \(r.clock.stderr)")
        #expect(r.clock.stop() == 0)
        // A clean goodbye: availability offline.
        #expect(eventually { heard.messages().last { $0.topic == availability.topic }?.payload == "offline" ? true : nil } == true)
    }

    @Test("room condition: a temperature and a humidity published show on the row below the present time as render shows them, and go stale when the topic stops")
    func roomCondition() throws {
        let broker = try MQTTBrokerFixture.start()
        defer { broker.stop() }
        let home = try Self.home(["mqtt = \(broker.address)", "display-mode = room", "room-stale-after = 6s",
                                  "mqtt-room-temperature = home/room/temperature", "mqtt-room-humidity = home/room/humidity"])
        defer { try? FileManager.default.removeItem(at: home) }
        let r = try harness.launch(environment: Self.environment(home))
        defer { _ = r.clock.stop() }
        let london = try #require(CityCatalogue.standard.city(id: "london"))
        var display = ReplicaDisplay()
        _ = display.handle(.choose(.room, broker: true))
        _ = display.handle(.configure(staleAfter: 6, unit: .celsius))
        func rows(at t: Date) -> [RowContent] {
            display.shown(FaceContent(cities: [london], at: ClockHarness.filmDate, colonLevel: 0, zones: ShownZones(resolver: .system)).rows,
                          present: 0, at: t)
        }
        let t0 = Date()
        #expect(rows(at: t0)[1].sidePlate == "-- °C" && rows(at: t0)[0].readout != nil, "London's time kept on the top row")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: rows(at: t0)), "before a reading: no number made up")
        // Retained, as Home Assistant's statestream publishes: the clock reads it whenever it subscribed.
        try broker.publish("home/room/temperature", #"{"state":"70.7","attributes":{"unit_of_measurement":"°F"}}"#, retain: true)
        try broker.publish("home/room/humidity", "45", retain: true)
        _ = display.handle(.message(.temperature, payload: #"{"state":"70.7","attributes":{"unit_of_measurement":"°F"}}"#, at: t0))
        _ = display.handle(.message(.humidity, payload: "45", at: t0))
        #expect(rows(at: t0)[1].sidePlate == "21.5 °C · 45 %")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: rows(at: t0)), "the reading, current")
        let stale = rows(at: t0.addingTimeInterval(6))
        #expect(stale[1].sidePlate == "STALE 21.5 °C · 45 %")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: stale, timeout: 20), "stale once the topic stopped")
        #expect(Self.said(r).isEmpty, "\(Self.said(r))")
    }

    @Test("DISPLAY_MINIMAL and DISPLAY_ROOM from the command topic change the window's face as render shows it, saved; Home Assistant's select state follows")
    func displayModeWords() throws {
        let broker = try MQTTBrokerFixture.start()
        defer { broker.stop() }
        let heard = try broker.subscribe()
        defer { heard.stop() }
        let home = try Self.home(["mqtt = \(broker.address)"])
        defer { try? FileManager.default.removeItem(at: home) }
        let r = try harness.launch(environment: Self.environment(home))
        defer { _ = r.clock.stop() }
        func state() -> String? { heard.messages().last { $0.topic.hasSuffix("/display_mode") && !$0.topic.hasSuffix("/config") }?.payload }
        #expect(eventually { state() == "full" ? true : nil } == true, "the select's state: \(String(describing: state()))")
        let select = try #require(eventually { heard.messages().first { $0.topic.hasPrefix("homeassistant/select/") } })
        #expect(select.payload.contains(#""command_template":"DISPLAY_{{ value | upper }}""#), "\(select.payload)")

        let london = try #require(CityCatalogue.standard.city(id: "london"))
        let full = FaceContent(cities: [london], at: ClockHarness.filmDate, colonLevel: 0, zones: ShownZones(resolver: .system)).rows
        func shown(_ mode: DisplayMode) -> [RowContent] {
            var display = ReplicaDisplay()
            _ = display.handle(.choose(mode, broker: true))
            return display.shown(full, present: 0, at: Date())
        }
        let settings = home.appendingPathComponent("config/timecircuits/settings.conf")
        func saved() -> String { (try? String(contentsOf: settings, encoding: .utf8)) ?? "" }

        try broker.publish("bttf/tcd/cmd", "DISPLAY_MINIMAL")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: shown(.minimal)), "minimal: the present row alone")
        #expect(eventually { state() == "minimal" ? true : nil } == true, "the select's state: \(String(describing: state()))")
        #expect(eventually { saved().contains("display-mode = minimal") ? true : nil } == true, "\(saved())")

        try broker.publish("bttf/tcd/cmd", "display_room")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, rows: shown(.room)), "room: the room row on top")
        #expect(eventually { state() == "room" ? true : nil } == true, "the select's state: \(String(describing: state()))")
        #expect(eventually { saved().contains("display-mode = room") ? true : nil } == true, "\(saved())")
        #expect(Self.said(r).isEmpty, "\(Self.said(r))")
    }

    @Test("display-mode = room without a broker: refused in one line naming its line, the three rows shown")
    func roomWithoutBroker() throws {
        let home = try Self.home(["display-mode = room"])
        defer { try? FileManager.default.removeItem(at: home) }
        let r = try harness.launch(environment: Self.environment(home))
        defer { _ = r.clock.stop() }
        let london = try #require(CityCatalogue.standard.city(id: "london"))
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, cities: [london]))
        let lines = Self.said(r).filter { $0.contains("room condition") }
        #expect(lines.count == 1 && lines.first?.contains("line 5") == true && lines.first?.contains("MQTT broker") == true, "\(Self.said(r))")
    }

    @Test("mqtt-enhanced: TIMETRAVEL_5000_2700, the lead in the message")
    func enhanced() throws {
        let broker = try MQTTBrokerFixture.start()
        defer { broker.stop() }
        let heard = try broker.subscribe()
        defer { heard.stop() }
        let home = try Self.home(["mqtt = \(broker.address)", "mqtt-enhanced = yes"])
        defer { try? FileManager.default.removeItem(at: home) }
        let r = try harness.launch(["--mode", "movie"], frozen: false, animations: true, environment: Self.environment(home, trace: true))
        defer { _ = r.clock.stop() }
        #expect(eventually { heard.messages().contains { $0.payload == "online" } ? true : nil } == true)
        try broker.publish("bttf/tcd/cmd", "TimeTravel")
        let travel = try #require(eventually { Self.travelsShown(r).first })
        let event = try #require(heard.on("bttf/tcd/pub").first)
        #expect(event.payload == "TIMETRAVEL_5000_2700")
        #expect(abs(travel.due - event.at - 5) < 0.1, "led by \(travel.due - event.at) s")
        #expect(travel.shown >= travel.due - 0.001)
        #expect(r.clock.stop() == 0)
    }

    @Test("the broker stopped and started again: one line, a reconnection within the back-off, the next command acted on")
    func brokerRestarts() throws {
        let broker = try MQTTBrokerFixture.start()
        defer { broker.stop() }
        var heard = try broker.subscribe()
        let home = try Self.home(["mqtt = \(broker.address)"])
        defer { try? FileManager.default.removeItem(at: home) }
        let r = try harness.launch(["--mode", "movie"], frozen: false, animations: false, environment: Self.environment(home))
        defer { _ = r.clock.stop() }
        #expect(eventually { heard.messages().contains { $0.payload == "online" } ? true : nil } == true)
        heard.stop()
        broker.pause()
        #expect(eventually { Self.said(r).count == 1 ? true : nil } == true, "stderr: \(r.clock.stderr)")
        // Down through a few tries.
        let down = Date()
        _ = eventually { Date().timeIntervalSince(down) > 4 ? true : nil }
        try broker.resume()
        let resumed = Date()
        heard = try broker.subscribe()
        defer { heard.stop() }
        // Retained: online again once the clock is back.
        let back = eventually(timeout: 70) { heard.messages().contains { $0.topic.hasSuffix("/availability") && $0.payload == "online" } ? Date() : nil }
        let at = try #require(back, "the clock did not reconnect; stderr: \(r.clock.stderr)")
        #expect(at.timeIntervalSince(resumed) < MQTTSession.longestBackOff + 5)
        try broker.publish("bttf/tcd/cmd", "NIGHTMODE_ON")
        #expect(eventually { heard.messages().contains { $0.topic.hasSuffix("/night_mode") && $0.payload == "ON" } ? true : nil } == true,
                "NIGHTMODE_ON was not acted on")
        let said = Self.said(r)
        #expect(said.count == 1 && said[0].contains("cannot reach the MQTT broker at 127.0.0.1:\(broker.port)"), "stderr: \(r.clock.stderr)")
        #expect(r.clock.stop() == 0)
    }

    @Test("TLS: the test's own authority connects with a user and password; another authority is refused in one line naming the host; a password file others can read is refused")
    func tlsAndPassword() throws {
        let broker = try MQTTBrokerFixture.start(tls: true, users: ["marty": "1.21 gigawatts"])
        defer { broker.stop() }
        let authority = try #require(broker.certificates?.authority)
        let heard = try broker.subscribe(user: ("marty", "1.21 gigawatts"))
        defer { heard.stop() }
        let home = try Self.home([])
        defer { try? FileManager.default.removeItem(at: home) }
        let secret = home.appendingPathComponent("config/timecircuits/mqtt-password")
        try "1.21 gigawatts\n".write(to: secret, atomically: true, encoding: .utf8)
        chmod(secret.path, 0o600)
        let settings = home.appendingPathComponent("config/timecircuits/settings.conf")
        func write(_ lines: [String]) throws {
            let text = (["version = 1", "cities = london", "window = 520x335+0+0", "intro = no"] + lines).joined(separator: "\n") + "\n"
            try text.write(to: settings, atomically: true, encoding: .utf8)
        }

        // The right authority, the password from its file: connected.
        try write(["mqtt = mqtts://marty@127.0.0.1:\(broker.port)", "mqtt-ca = \(authority)", "mqtt-password-file = mqtt-password"])
        var r = try harness.launch(["--mode", "movie"], frozen: false, animations: false, environment: Self.environment(home))
        #expect(eventually { heard.messages().contains { $0.payload == "online" } ? true : nil } == true,
                "no connection over TLS; stderr: \(r.clock.stderr)")
        #expect(!r.clock.stderr.contains("gigawatts") && !r.clock.stderr.contains("marty"))
        #expect(r.clock.stop() == 0)
        #expect(Self.said(r).isEmpty, "stderr: \(r.clock.stderr)")

        // Another authority: refused, one line naming the host.
        let stranger = try MosquittoBroker.strangerAuthority(in: broker.directory.path)
        try write(["mqtt = mqtts://marty@127.0.0.1:\(broker.port)", "mqtt-ca = \(stranger)", "mqtt-password-file = mqtt-password"])
        r = try harness.launch(["--mode", "movie"], frozen: false, animations: false, environment: Self.environment(home))
        #expect(eventually { Self.said(r).isEmpty ? nil : true } == true, "broker: \(broker.log)")
        _ = eventually(timeout: 4) { Self.said(r).count > 1 ? true : nil }  // a second line would come with the next try
        var said = Self.said(r)
        #expect(said.count == 1 && said[0].contains("certificate for 127.0.0.1 is not trusted"), "stderr: \(r.clock.stderr); broker: \(broker.log)")
        #expect(!r.clock.stderr.contains("gigawatts") && !r.clock.stderr.contains("marty"))
        #expect(r.clock.stop() == 0)

        // An authority's file that is not there: one line saying so, and no plain connection
        // (with the password) in its place.
        let missing = home.appendingPathComponent("no-such-ca.pem").path
        try write(["mqtt = mqtts://marty@127.0.0.1:\(broker.port)", "mqtt-ca = \(missing)", "mqtt-password-file = mqtt-password"])
        r = try harness.launch(["--mode", "movie"], frozen: false, animations: false, environment: Self.environment(home))
        #expect(eventually { Self.said(r).isEmpty ? nil : true } == true)
        said = Self.said(r)
        #expect(said.count == 1 && said[0].contains("certificate authority in \(missing) cannot be used"), "stderr: \(r.clock.stderr)")
        #expect(r.clock.stop() == 0)

        // A password file the group can read: refused, named, with the fix; the clock runs on.
        chmod(secret.path, 0o640)
        try write(["mqtt = mqtts://marty@127.0.0.1:\(broker.port)", "mqtt-ca = \(authority)", "mqtt-password-file = mqtt-password"])
        r = try harness.launch(["--mode", "movie"], frozen: false, animations: false, environment: Self.environment(home))
        #expect(eventually { Self.said(r).isEmpty ? nil : true } == true)
        said = Self.said(r)
        #expect(said.count == 1 && said[0].contains(secret.path) && said[0].contains("chmod 600"), "stderr: \(r.clock.stderr)")
        #expect(r.clock.waitForExit(timeout: 0.5) == nil, "the clock ended")
        #expect(r.clock.stop() == 0)
    }

    @Test("plan mode: Home Assistant's Planned time sensor hears the plan's line, and none again when the rows show now")
    func planPublishes() throws {
        let broker = try MQTTBrokerFixture.start()
        defer { broker.stop() }
        let heard = try broker.subscribe(["timecircuits/#"])
        defer { heard.stop() }
        let home = try Self.home(["mqtt = \(broker.address)"])
        defer { try? FileManager.default.removeItem(at: home) }
        let settings = home.appendingPathComponent("config/timecircuits/settings.conf")
        try String(contentsOf: settings, encoding: .utf8).replacingOccurrences(of: "cities = london", with: "cities = new_york, london, hong_kong")
            .write(to: settings, atomically: true, encoding: .utf8)
        let r = try harness.launch(["--frozen-date", "2026-12-10T12:00:00Z"], frozen: false, environment: Self.environment(home))
        defer { _ = r.clock.stop() }
        func planned() -> [String] { heard.messages().filter { $0.topic.hasSuffix("/planned") }.map(\.payload) }
        #expect(eventually { planned().last == "none" ? true : nil } == true, "no planned state; stderr: \(r.clock.stderr)")
        try harness.xdotool(["key", "--window", String(r.window), "p"])
        try harness.xdotool(["type", "--window", String(r.window), "0900"])
        try harness.xdotool(["key", "--window", String(r.window), "Return"])
        let line = "Thu 10 Dec: New York 9:00 AM · London 2:00 PM · Hong Kong 10:00 PM"
        #expect(eventually { planned().last == line ? true : nil } == true, "\(planned())")
        // The present-time sensor shows what the rows show: the plan's top row, which the
        // planned sensor says is planned.
        let present = heard.messages().filter { $0.topic.hasSuffix("/present") }.last?.payload
        #expect(present == "DEC 10 2026 09:00 AM", "\(String(describing: present))")
        try harness.xdotool(["key", "--window", String(r.window), "Escape"])
        #expect(eventually { planned().last == "none" ? true : nil } == true, "\(planned())")
    }

    @Test("an alarm the window rings itself (no alarm service) publishes ALARM")
    func alarmPublishes() throws {
        let library = try #require(ClockJumpTests.libfaketime, "libfaketime is missing: apt-get install faketime (make test installs it)")
        let broker = try MQTTBrokerFixture.start()
        defer { broker.stop() }
        let heard = try broker.subscribe()
        defer { heard.stop() }
        let home = try Self.home(["mqtt = \(broker.address)", "alarm = 08:30 daily Work"])
        defer { try? FileManager.default.removeItem(at: home) }
        let clockFile = home.appendingPathComponent("faketime")
        try ClockJumpTests.faketime(ClockJumpTests.utc("2026-11-23T08:29:55Z")).write(to: clockFile, atomically: true, encoding: .utf8)
        var env = Self.environment(home)
        env["DISPLAY"] = server.name
        env.merge(ClockJumpTests.fakeClock(library: library, file: clockFile)) { _, new in new }
        let r = try harness.launch(arguments: [], environment: env)
        defer { _ = r.clock.stop() }
        let alarm = eventually { heard.on("bttf/tcd/pub").first { $0.payload == "ALARM" } }
        #expect(alarm != nil, "no ALARM; stderr: \(r.clock.stderr)")
        #expect(heard.on("bttf/tcd/pub").filter { $0.payload == "ALARM" }.count == 1)
        #expect(r.clock.stop() == 0)
    }
}

/// The broker the tests start, with the subscriber's options for TLS and a user.
typealias MQTTBrokerFixture = MosquittoBroker
