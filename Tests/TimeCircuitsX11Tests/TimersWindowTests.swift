import Foundation
import DesktopTestSupport
import Testing
import TimeCircuitsCore
import TimeCircuitsStorage
import TimeCircuitsRender

/// Several named timers in the real window (issue 62): each ends on the boot clock with one
/// notice by its name on a real notification server (dunst, on a private bus), and the notice's
/// buttons work.
@Suite("Named timers in the window", .serialized, .xvfb)
struct TimersWindowTests {
    var server: XvfbServer { XvfbServer.shared! }

    @Test("three named timers run at once: each ends on time with one notice naming it, and +1 minute, Restart and Stop work from the notices")
    func threeTimers() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let notices = try NotificationServer.start(on: bus, display: server.name)
        defer { notices.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-timers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let state = home.appendingPathComponent("state/timecircuits")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let bootID = try String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let now = bootClockNow()
        let ends = ["Tea": now + 4, "Laundry": now + 5, "Talk": now + 6]
        let others = ends.sorted { $0.value < $1.value }.enumerated().map { i, e in
            NamedTimer(id: "t\(i)", name: e.key, countdown: CountdownTimer(duration: 9, state: .running(endsAt: e.value)))
        }
        let record = TimerRecord(timer: CountdownTimer(duration: 300), others: others, bootID: bootID,
                                 wallMinusBoot: Date().timeIntervalSince1970 - now)
        let file = state.appendingPathComponent("timer.conf")
        try TimerStateFile.serialize(record).write(to: file, atomically: true, encoding: .utf8)
        let env = bus.environment(["XDG_STATE_HOME": home.appendingPathComponent("state").path, "TZ": "UTC",
                                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path])
        let r = try ClockHarness(server: server).launch(arguments: ["timer", "--display", server.name, "--geometry", "520x335"],
                                                        environment: env)
        defer { _ = r.clock.stop() }
        var seenAt: [String: Double] = [:]
        let all = eventually(timeout: Patience.seconds + 10) { () -> Bool? in
            for n in notices.notifications().values where seenAt[n.summary] == nil { seenAt[n.summary] = bootClockNow() }
            return seenAt.count >= 3 ? true : nil
        }
        #expect(all == true, "notices: \(seenAt); clock: \(r.clock.stderr)")
        for (name, end) in ends {
            let at = seenAt["\(name) — 0:09 done"]
            #expect(at != nil, "no notice for \(name): \(seenAt.keys)")
            if let at { #expect(at >= end && at < end + 2, "\(name) ended at \(at - end) s from its end") }
        }
        #expect(notices.notifications().count == 3, "one notice each: \(notices.notifications().values.map(\.summary))")
        // +1 minute on Tea's notice: Tea runs again, a minute from the click; the others stay finished.
        let tea = try #require(notices.notifications().values.first { $0.summary.hasPrefix("Tea") })
        let offered = try notices.invokeAction(id: tea.id, key: "add-minute")
        #expect(Set(offered.filter { $0.id == tea.id }.map(\.key)) == ["stop", "add-minute", "restart"], "\(offered)")
        let clicked = bootClockNow()
        let rerun = eventually { () -> Double? in
            guard let text = try? String(contentsOf: file, encoding: .utf8), let kept = TimerStateFile.parse(text).record,
                  case .running(let end)? = kept.others.first(where: { $0.name == "Tea" })?.countdown.state else { return nil }
            return end
        }
        let end = try #require(rerun, "Tea is not running again; clock: \(r.clock.stderr)")
        #expect(abs(end - (clicked + 60)) < 3, "Tea ends \(end - clicked) s after the click")
        // Restart on Laundry's notice: its nine seconds again from the click. Stop on Talk's: set
        // again at its length, neither running nor counting its overtime.
        let laundry = try #require(notices.notifications().values.first { $0.summary.hasPrefix("Laundry") })
        _ = try notices.invokeAction(id: laundry.id, key: "restart")
        let restarted = bootClockNow()
        let talk = try #require(notices.notifications().values.first { $0.summary.hasPrefix("Talk") })
        _ = try notices.invokeAction(id: talk.id, key: "stop")
        func kept(_ name: String) -> CountdownTimer.State? {
            guard let text = try? String(contentsOf: file, encoding: .utf8), let record = TimerStateFile.parse(text).record else { return nil }
            return record.others.first { $0.name == name }?.countdown.state
        }
        let again = eventually { () -> Double? in
            if case .running(let end)? = kept("Laundry"), end > restarted { return end }
            return nil
        }
        let laundryEnd = try #require(again, "Laundry is not running again after Restart; file: \((try? String(contentsOf: file, encoding: .utf8)) ?? "") log: \(notices.log) clock: \(r.clock.stderr)")
        #expect(abs(laundryEnd - (restarted + 9)) < 3, "Laundry ends \(laundryEnd - restarted) s after Restart")
        #expect(eventually { kept("Talk") == .set ? true : nil } == true, "Talk after Stop: \(String(describing: kept("Talk")))")
    }

    @Test("three named timers keep their ends on the boot clock across a wall clock stepped three hours ahead; each rings once")
    func threeTimersAcrossAStep() throws {
        let library = try #require(ClockJumpTests.libfaketime, "libfaketime is missing: apt-get install faketime (make test installs it)")
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let notices = try NotificationServer.start(on: bus, display: server.name)
        defer { notices.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-timers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let state = home.appendingPathComponent("state/timecircuits")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let clockFile = home.appendingPathComponent("faketime")
        let start = ClockJumpTests.utc("2026-11-23T09:00:10Z")
        try ClockJumpTests.faketime(start).write(to: clockFile, atomically: true, encoding: .utf8)
        let bootID = try String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let now = bootClockNow()
        let ends = ["Tea": now + 5, "Laundry": now + 6, "Talk": now + 7]
        let others = ends.sorted { $0.value < $1.value }.enumerated().map { i, e in
            NamedTimer(id: "t\(i)", name: e.key, countdown: CountdownTimer(duration: 9, state: .running(endsAt: e.value)))
        }
        try TimerStateFile.serialize(TimerRecord(timer: CountdownTimer(duration: 300), others: others, bootID: bootID,
                                                 wallMinusBoot: start.timeIntervalSince1970 - now))
            .write(to: state.appendingPathComponent("timer.conf"), atomically: true, encoding: .utf8)
        let r = try ClockHarness(server: server).launch(arguments: [], environment: bus.environment([
            "DISPLAY": server.name, "TZ": "UTC", "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path, "FAKETIME_DONT_FAKE_MONOTONIC": "1",
        ]).merging(ClockJumpTests.fakeClock(library: library, file: clockFile)) { _, new in new })
        defer { _ = r.clock.stop() }
        // The wall clock jumps three hours before any of them ends.
        try ClockJumpTests.faketime(ClockJumpTests.utc("2026-11-23T12:00:10Z")).write(to: clockFile, atomically: true, encoding: .utf8)
        var seenAt: [String: Double] = [:]
        let all = eventually(timeout: Patience.seconds + 10) { () -> Bool? in
            for n in notices.notifications().values where seenAt[n.summary] == nil { seenAt[n.summary] = bootClockNow() }
            return seenAt.count >= 3 ? true : nil
        }
        #expect(all == true, "notices: \(seenAt); clock: \(r.clock.stderr)")
        for (name, end) in ends {
            let at = seenAt["\(name) — 0:09 done"]
            #expect(at.map { $0 >= end && $0 < end + 2 } == true, "\(name): seen \(at.map { $0 - end } ?? -1) s from its end")
        }
        #expect(notices.notifications().count == 3)
    }

    @Test("a timer added from the command line while the window is open is taken by the window and kept by its next save; it rings once")
    func addedWhileOpen() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let notices = try NotificationServer.start(on: bus, display: server.name)
        defer { notices.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-timers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let env = bus.environment(["XDG_STATE_HOME": home.appendingPathComponent("state").path, "TZ": "UTC",
                                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "XDG_RUNTIME_DIR": home.path])
        let r = try ClockHarness(server: server).launch(arguments: ["timer", "--display", server.name, "--geometry", "520x335"],
                                                        environment: env)
        defer { _ = r.clock.stop() }
        let file = home.appendingPathComponent("state/timecircuits/timer.conf")
        // The window writes its timer first (Space starts the first timer), then the command adds Tea.
        try ClockHarness(server: server).xdotool(["key", "--window", "\(r.window)", "space"])
        #expect(eventually { (try? String(contentsOf: file, encoding: .utf8))?.contains("state = running") == true ? true : nil } == true)
        let add = try SpawnedProcess([ClockProcess.binary, "timer", "add", "0:03", "--name", "Tea", "--start"],
                                     environment: ProcessInfo.processInfo.environment.merging(env) { _, new in new })
        #expect(add.waitForExit() == 0, "\(add.stderr)")
        // Tea, ending sooner, is forward now; Tab brings the first back, and Space pauses it: the
        // window's save keeps Tea beside it, running.
        try ClockHarness(server: server).xdotool(["key", "--window", "\(r.window)", "Tab", "space"])
        let both = eventually { () -> TimerRecord? in
            guard let text = try? String(contentsOf: file, encoding: .utf8), let kept = TimerStateFile.parse(text).record,
                  case .paused = kept.timer.state, kept.others.map(\.name) == ["Tea"],
                  kept.others[0].countdown.state != .set, !(kept.others[0].countdown.isUnderWay && !kept.others[0].countdown.isRunning) else { return nil }
            return kept
        }
        #expect(both != nil, "\((try? String(contentsOf: file, encoding: .utf8)) ?? "no file"); clock: \(r.clock.stderr)")
        let rung = eventually { notices.notifications().values.first { $0.summary == "Tea — 0:03 done" } }
        #expect(rung != nil, "Tea did not ring; clock: \(r.clock.stderr)")
        // Let a second ring come, if one would: the window and the service must not both tell it.
        _ = eventually(timeout: 2) { notices.notifications().count > 1 ? true : nil }
        #expect(notices.notifications().values.filter { $0.summary.hasPrefix("Tea") }.count == 1)
    }

    /// `timecircuits ARGS` with `env`, its standard output.
    static func run(_ arguments: [String], _ env: [String: String]) throws -> String {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tc-timers-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let p = try SpawnedProcess([ClockProcess.binary] + arguments, environment: ProcessInfo.processInfo.environment.merging(env) { _, new in new },
                                   stdoutPath: out)
        #expect(p.waitForExit() == 0, "\(arguments): \(p.stderr)")
        return (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    }

    @Test("the settings panel's TIMERS page: Tea 4m typed and Enter, and `timer list --json` lists it; Space starts it there")
    func addedOnThePage() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-timers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home.appendingPathComponent("config/timecircuits"), withIntermediateDirectories: true)
        try "version = 1\nintro = no\n".write(to: home.appendingPathComponent("config/timecircuits/settings.conf"), atomically: true, encoding: .utf8)
        let env = ["XDG_STATE_HOME": home.appendingPathComponent("state").path, "TZ": "UTC",
                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "XDG_RUNTIME_DIR": home.path,
                   "PULSE_SERVER": "unix:/nonexistent/timecircuits-no-sound"]
        let harness = ClockHarness(server: server)
        let r = try harness.launch(arguments: ["--display", server.name, "--geometry", "520x335"], environment: env)
        defer { _ = r.clock.stop() }
        let window = String(r.window)
        try harness.xdotool(["key", "--window", window, "ctrl+comma", "Tab", "Tab"])
        try harness.xdotool(["type", "--window", window, "--delay", "30", "Tea 4m"])
        try harness.xdotool(["key", "--window", window, "Return"])
        func listed() -> [TimerListing.Entry]? {
            guard let out = try? Self.run(["timer", "list", "--json"], env) else { return nil }
            return try? JSONDecoder().decode([TimerListing.Entry].self, from: Data(out.utf8))
        }
        let added = eventually { listed().flatMap { $0.first { $0.name == "Tea" } } }
        #expect(added?.state == "set" && added?.duration == 240, "timer list: \(String(describing: listed())); clock: \(r.clock.stderr)")
        // The new timer is selected: Space starts it.
        try harness.xdotool(["key", "--window", window, "space"])
        let running = eventually { listed().flatMap { $0.first { $0.name == "Tea" && $0.state == "running" } } }
        #expect(running != nil, "timer list: \(String(describing: listed()))")
        #expect(r.clock.stop() == 0)
    }

    @Test("timer list --json, the D-Bus Timers property (ctl status --json) and the MQTT timers state agree on the list")
    func listsAgree() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let broker = try MQTTBrokerFixture.start()
        defer { broker.stop() }
        let heard = try broker.subscribe()
        defer { heard.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-timers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home.appendingPathComponent("config/timecircuits"), withIntermediateDirectories: true)
        try "version = 1\nintro = no\nmqtt = \(broker.address)\n".write(to: home.appendingPathComponent("config/timecircuits/settings.conf"),
                                                                       atomically: true, encoding: .utf8)
        var env = bus.environment(["XDG_STATE_HOME": home.appendingPathComponent("state").path, "TZ": "UTC",
                                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "XDG_RUNTIME_DIR": home.path,
                                   "PULSE_SERVER": "unix:/nonexistent/timecircuits-no-sound"])
        _ = try Self.run(["timer", "add", "10m", "--name", "Tea", "--start"], env)
        _ = try Self.run(["timer", "add", "pomodoro", "--name", "Fokus ☕", "--start"], env)
        _ = try Self.run(["timer", "add", "18m", "--name", "Talk"], env)
        let r = try ClockHarness(server: server).launch(arguments: ["timer", "--display", server.name, "--geometry", "520x335"],
                                                        environment: env)
        defer { _ = r.clock.stop() }
        let listed = try JSONDecoder().decode([TimerListing.Entry].self, from: Data(try Self.run(["timer", "list", "--json"], env).utf8))
        env["DISPLAY"] = nil
        let status = try #require(eventually { () -> ClockStatus? in
            guard let out = try? Self.run(["ctl", "--display", server.name, "status", "--json"], env),
                  let s = try? JSONDecoder().decode(ClockStatus.self, from: Data(out.utf8)), !s.timers.isEmpty else { return nil }
            return s
        }, "no Timers property; clock: \(r.clock.stderr)")
        func steady(_ e: TimerListing.Entry) -> TimerListing.Entry { var e = e; e.remaining = 0; return e }
        #expect(listed.map(\.name) == ["5:00 timer", "Tea", "Fokus ☕", "Talk"])
        #expect(status.timers.map(steady) == listed.map(steady), "D-Bus: \(status.timers)\nlist: \(listed)")
        for (a, b) in zip(status.timers, listed) { #expect(abs(a.remaining - b.remaining) <= 2) }
        // Home Assistant's state: the running ones, with the same names, states and ends.
        let message = try #require(eventually { heard.messages().last { $0.topic.hasSuffix("/timers") } }, "no timers state on MQTT")
        struct Payload: Decodable { struct T: Decodable, Equatable { var number: Int; var name: String; var state: String; var ends: String? }
                                    var timers: [T] }
        let mqtt = try JSONDecoder().decode(Payload.self, from: Data(message.payload.utf8)).timers
        #expect(mqtt == listed.filter { $0.state == "running" }.map { Payload.T(number: $0.number, name: $0.name, state: $0.state, ends: $0.ends) })
        #expect(heard.messages().contains { $0.topic.hasSuffix("/timers/config") && $0.payload.contains("value_json.timers") })
    }

    /// A home folder of the test's own, its settings file holding `settings`.
    static func home(settings: String) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-timers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("config/timecircuits"), withIntermediateDirectories: true)
        try settings.write(to: home.appendingPathComponent("config/timecircuits/settings.conf"), atomically: true, encoding: .utf8)
        return home
    }

    /// The clock's environment in `home`: its folders, UTC, no sound server.
    static func environment(_ home: URL) -> [String: String] {
        ["XDG_STATE_HOME": home.appendingPathComponent("state").path, "TZ": "UTC", "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
         "XDG_RUNTIME_DIR": home.path, "PULSE_SERVER": "unix:/nonexistent/timecircuits-no-sound"]
    }

    @Test("Home Assistant's preset buttons: a retained config per preset; a press starts a new timer of it, seen by timer list --json; presets edited in the settings file republish, the removed one's config cleared")
    func presetButtons() throws {
        let broker = try MQTTBrokerFixture.start()
        defer { broker.stop() }
        let heard = try broker.subscribe()
        defer { heard.stop() }
        let home = try Self.home(settings: "version = 1\nintro = no\nmqtt = \(broker.address)\npreset4 = 0:45\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let settings = home.appendingPathComponent("config/timecircuits/settings.conf")
        let env = Self.environment(home)
        let r = try ClockHarness(server: server).launch(arguments: ["--display", server.name, "--geometry", "520x335"], environment: env)
        defer { _ = r.clock.stop() }

        /// The preset buttons' configs a Home Assistant starting now would find: retained, by slot.
        func retained() throws -> [Int: [String: Any]]? {
            let late = try broker.subscribe(["homeassistant/button/+/+/config"])
            defer { late.stop() }
            // The broker sends the retained messages as it subscribes, before the recording's own
            // probe comes back: all there by now.
            var found: [Int: [String: Any]] = [:]
            for message in late.messages() {
                guard let id = message.topic.split(separator: "/").dropLast().last, id.hasPrefix("timer_preset_"),
                      let slot = Int(id.dropFirst("timer_preset_".count)) else { continue }
                found[slot] = try JSONSerialization.jsonObject(with: Data(message.payload.utf8)) as? [String: Any]
            }
            return found
        }
        func names(_ configs: [Int: [String: Any]]?) -> [Int: String] { (configs ?? [:]).mapValues { $0["name"] as? String ?? "?" } }
        let standard: [Int: String] = [1: "Start 5:00 timer", 2: "Start 10:00 timer", 3: "Start 18:00 timer", 4: "Start 0:45 timer"]
        let first = eventually { () -> [Int: [String: Any]]? in
            let found = try? retained()
            return names(found) == standard ? found : nil
        }
        let configs = try #require(first, "retained preset buttons: \(names(try? retained())); clock: \(r.clock.stderr)")
        // The empty slots' configs were cleared (empty payloads), so no button is left of them.
        for slot in 5...9 {
            #expect(heard.messages().contains { $0.topic.hasSuffix("/timer_preset_\(slot)/config") && $0.payload.isEmpty }, "slot \(slot)")
        }

        // A press: what Home Assistant sends on the button's command topic.
        let topic = try #require(configs[4]?["command_topic"] as? String)
        let press = try #require(configs[4]?["payload_press"] as? String)
        try broker.publish(topic, press)
        func listed() -> [TimerListing.Entry]? {
            guard let out = try? Self.run(["timer", "list", "--json"], env) else { return nil }
            return try? JSONDecoder().decode([TimerListing.Entry].self, from: Data(out.utf8))
        }
        let started = eventually { listed().flatMap { $0.first { $0.name == "0:45 timer" && $0.state == "running" } } }
        #expect(started?.duration == 45 && started?.number == 2, "timer list: \(String(describing: listed())); clock: \(r.clock.stderr)")
        // The running timer reaches Home Assistant's Timers running sensor.
        #expect(eventually { heard.messages().last { $0.topic.hasSuffix("/timers") }?.payload.contains("\"name\":\"0:45 timer\"") == true ? true : nil } == true)

        // The settings file edited: slot 1 now 2:00, slot 4 gone. Slot 4's config is cleared, slot 1's named anew.
        let before = heard.messages().count
        try "version = 1\nintro = no\nmqtt = \(broker.address)\npreset1 = 2:00\n".write(to: settings, atomically: true, encoding: .utf8)
        let cleared = eventually { heard.messages().dropFirst(before).first { $0.topic.hasSuffix("/timer_preset_4/config") && $0.payload.isEmpty } }
        #expect(cleared != nil, "slot 4's button was not deleted; heard: \(heard.messages().dropFirst(before).map(\.topic)); clock: \(r.clock.stderr)")
        let now: [Int: String] = [1: "Start 2:00 timer", 2: "Start 10:00 timer", 3: "Start 18:00 timer"]
        #expect(eventually { names(try? retained()) == now ? true : nil } == true, "retained now: \(names(try? retained()))")
        // Only the slots that changed were published again.
        let again = Set(heard.messages().dropFirst(before).filter { $0.topic.contains("/timer_preset_") }.map(\.topic))
        #expect(again.count == 2, "\(again)")
        #expect(r.clock.stop() == 0)
    }

    /// Every picture the timer face can show within `window` seconds of now for the timers in
    /// `record` (the state file, which the window keeps), as the model draws them headless: each
    /// shown second, its colon lit and dark.
    static func pictures(_ record: TimerRecord, within window: ClosedRange<Double>) -> [(content: TimerContent, picture: Screenshot)] {
        let now = bootClockNow()
        func wall(_ boot: Double) -> Date { Date(timeIntervalSince1970: boot + record.wallMinusBoot) }
        var overrides = LaunchOverrides(noIntro: true)
        overrides.screen = .timer
        let m = ClockFixture.model(at: wall(now), overrides: overrides, keepsTimer: true,
                                   bootReading: BootReading(bootID: record.bootID, wall: wall(now), boot: now), boot: now, timers: record)
        var out: [(content: TimerContent, picture: Screenshot)] = []
        for offset in stride(from: window.lowerBound, through: window.upperBound, by: 0.25) {
            let c = m.timerContent(at: wall(now + offset), boot: now + offset)
            guard !out.contains(where: { $0.content == c }) else { continue }
            out.append((c, Screenshot(FaceRenderer.image(width: 520, height: 335, bigDigits: c.picture, theme: .prop))))
        }
        return out
    }

    /// Waits until the window shows the headless render of what the state file's timers show now,
    /// one whose content `wanted` picks; returns that content.
    static func faceShows(_ r: ClockHarness.Running, _ file: URL, timeout: TimeInterval = Patience.seconds,
                          _ wanted: @escaping (TimerContent) -> Bool) -> TimerContent? {
        eventually(timeout: timeout) { () -> TimerContent? in
            guard let text = try? String(contentsOf: file, encoding: .utf8), let record = TimerStateFile.parse(text).record,
                  let shot = r.x.screenshot(r.window), shot.width == 520, shot.height == 335 else { return nil }
            return pictures(record, within: -0.5...1.5).first { wanted($0.content) && $0.picture == shot }?.content
        }
    }

    @Test("a pomodoro of short phases in the window: the face says WORK 1/2 as the headless render does; the phase change is one notice by name, the face says BREAK 1/2 and the round is counted; N skips to WORK 2/2, timed from the skip")
    func pomodoro() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let notices = try NotificationServer.start(on: bus, display: server.name)
        defer { notices.stop() }
        let home = try Self.home(settings: "version = 1\nintro = no\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let env = bus.environment(Self.environment(home))
        let harness = ClockHarness(server: server)
        let r = try harness.launch(arguments: ["timer", "--display", server.name, "--geometry", "520x335"], environment: env)
        defer { _ = r.clock.stop() }
        let file = home.appendingPathComponent("state/timecircuits/timer.conf")
        func focus() -> TimerListing.Entry? {
            guard let out = try? Self.run(["timer", "list", "--json"], env) else { return nil }
            return (try? JSONDecoder().decode([TimerListing.Entry].self, from: Data(out.utf8)))?.first { $0.name == "Focus" }
        }

        // The cycle, from the command line: the open window takes it, and the face shows it large
        // (it ends soonest), its phase and round on the status plate.
        _ = try Self.run(["timer", "add", "work 8s, break 1m, x2, long break 1m", "--name", "Focus", "--start"], env)
        let work = Self.faceShows(r, file) { $0.plates.status.hasPrefix("FOCUS · WORK 1/2") }
        #expect(work != nil, "the face never showed WORK 1/2; timer list: \(String(describing: focus())); clock: \(r.clock.stderr)")

        // Eight seconds on, the break: one notice naming the timer and the phase.
        let change = eventually(timeout: Patience.seconds + 10) { notices.notifications().values.first { $0.summary == "Focus — BREAK 1/2" } }
        #expect(change != nil, "notices: \(notices.notifications().values.map(\.summary)); clock: \(r.clock.stderr)")
        let rest = Self.faceShows(r, file) { $0.plates.status.hasPrefix("FOCUS · BREAK 1/2") }
        #expect(rest != nil, "the face never showed BREAK 1/2")
        let resting = focus()
        #expect(resting?.phase == "BREAK 1/2" && resting?.state == "running" && resting?.roundsToday == 1, "\(String(describing: resting))")

        // N: the next phase now, the second round's work, its 8 s from the press.
        try harness.xdotool(["key", "--window", String(r.window), "n"])
        let pressed = Date()
        let skipped = eventually { focus().flatMap { $0.phase == "WORK 2/2" ? $0 : nil } }
        #expect(skipped?.state == "running" && skipped?.duration == 8, "\(String(describing: skipped))")
        let working = Self.faceShows(r, file, timeout: 6) { $0.plates.status.hasPrefix("FOCUS · WORK 2/2") }
        #expect(working != nil, "the face never showed WORK 2/2")
        #expect(notices.notifications().count == 1, "a skip is the user's own: no notice")
        // Its end is the next change, told as the first was.
        let long = eventually(timeout: Patience.seconds + 10) { notices.notifications().values.first { $0.summary == "Focus — LONG BREAK 2/2" } }
        #expect(long != nil, "notices: \(notices.notifications().values.map(\.summary))")
        let after = Date().timeIntervalSince(pressed)
        #expect(after >= 7.5, "the second round's work ended \(after) s after N, not 8")
        #expect(r.clock.stop() == 0)
    }

    /// A home whose state folder holds `record` (written as the command line would), and the
    /// environment of a quiet window launched in it: no intro, no sound.
    static func home(holding record: TimerRecord) throws -> (home: URL, env: [String: String]) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-timers-\(UUID().uuidString)")
        let state = home.appendingPathComponent("state/timecircuits")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: home.appendingPathComponent("config/timecircuits"), withIntermediateDirectories: true)
        try "version = 1\nintro = no\n".write(to: home.appendingPathComponent("config/timecircuits/settings.conf"), atomically: true, encoding: .utf8)
        try TimerStateFile.serialize(record).write(to: state.appendingPathComponent("timer.conf"), atomically: true, encoding: .utf8)
        let env = ["XDG_STATE_HOME": home.appendingPathComponent("state").path, "TZ": "UTC",
                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "XDG_RUNTIME_DIR": home.path,
                   "PULSE_SERVER": "unix:/nonexistent/timecircuits-no-sound"]
        return (home, env)
    }

    /// The timers of `others` beside a first timer, all as of the boot clock now.
    static func record(first: CountdownTimer, others: [NamedTimer], now: Double) throws -> TimerRecord {
        let bootID = try String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        return TimerRecord(timer: first, others: others, bootID: bootID, wallMinusBoot: Date().timeIntervalSince1970 - now)
    }

    @Test("the timer face with ten running timers wakes no more often than with one: the strip's readouts keep the large timer's seconds")
    func tenTimersWakeAsOne() throws {
        let now = bootClockNow()
        let first = CountdownTimer(duration: 3600, state: .running(endsAt: now + 3000))
        // Each started at its own phase of the second, as ten timers started by hand are.
        let others = (0..<10).map { k in
            NamedTimer(id: "t\(k)", name: "Timer \(k)", countdown: CountdownTimer(duration: 3600, state: .running(endsAt: now + 2400 + 60 * Double(k) + 0.097 * Double(k))))
        }
        let (oneHome, oneEnv) = try Self.home(holding: Self.record(first: first, others: [], now: now))
        let (tenHome, tenEnv) = try Self.home(holding: Self.record(first: first, others: others, now: now))
        defer { try? FileManager.default.removeItem(at: oneHome); try? FileManager.default.removeItem(at: tenHome) }
        let harness = ClockHarness(server: server)
        // Side by side, not one over the other: a covered clock paints nothing and sleeps, which
        // the watchdog's wake each second hid until stop 68 let a trusted boot timer sleep.
        let one = try harness.launch(arguments: ["timer", "--display", server.name, "--geometry", "500x322+0+0"], environment: oneEnv)
        defer { _ = one.clock.stop() }
        let ten = try harness.launch(arguments: ["timer", "--display", server.name, "--geometry", "500x322+512+0"], environment: tenEnv)
        defer { _ = ten.clock.stop() }
        // Both settled on their faces (the first frames, the strip's text laid out) before counting.
        #expect(eventually { ten.clock.sleepsEnded > 0 && one.clock.sleepsEnded > 0 ? true : nil } == true)
        // The loop's own wake-ups (`sleepsEnded`): those of `wakeups` beyond them are the scheduler
        // taking a thread off a loaded machine's core mid-frame, more often as the strip's readouts
        // are painted (their cost is `make bench`'s CPU row, not a wake-up).
        let alone = one.clock.fewestWakeups(over: 2)
        let beside = ten.clock.fewestWakeups(over: 2)
        // A loop waking for each readout's own seconds would wake about eleven times a second here;
        // one more is a window's edges falling either side of a second of one clock and not the other's.
        #expect(beside <= alone + 1, "ten timers: \(beside) wake-ups in 2 s; one alone: \(alone)")
        #expect(alone < 8, "one timer alone: \(alone) wake-ups in 2 s")
    }

    @Test("a click on the strip's second readout brings that timer forward: Space then acts on it")
    func clickOnStripReadout() throws {
        let now = bootClockNow()
        let others = [
            NamedTimer(id: "a", name: "Tea", countdown: CountdownTimer(duration: 900, state: .running(endsAt: now + 600))),
            NamedTimer(id: "b", name: "Laundry", countdown: CountdownTimer(duration: 900, state: .running(endsAt: now + 300))),
            NamedTimer(id: "c", name: "Talk", seconds: 1080),
        ]
        let (home, env) = try Self.home(holding: Self.record(first: CountdownTimer(duration: 300), others: others, now: now))
        defer { try? FileManager.default.removeItem(at: home) }
        let harness = ClockHarness(server: server)
        let r = try harness.launch(arguments: ["timer", "--display", server.name, "--geometry", "520x335"], environment: env)
        defer { _ = r.clock.stop() }
        // Laundry, ending soonest, is large; the strip reads timer 1, Tea, Talk. The second
        // readout's centre, from the layout the painter uses for this face.
        let shape = BigDigitsShape(windows: ["MIN", "SEC"], presets: TimerPresets.standard.filled.count, bar: true, lamps: true, strip: 3)
        let layout = BigDigitsLayout(width: 520, height: 335, shape: shape)
        try #require(layout.strip.count == 3, "the strip at 520×335: \(layout.strip.count) readouts")
        let tea = layout.strip[1].rect.center
        try harness.xdotool(["windowraise", "\(r.window)"])
        try harness.xdotool(["mousemove", "--window", "\(r.window)", "--sync", "\(Int(tea.x))", "\(Int(tea.y))", "click", "1"])
        try harness.xdotool(["key", "--window", "\(r.window)", "space"])
        func listed() -> [TimerListing.Entry]? {
            guard let out = try? Self.run(["timer", "list", "--json"], env) else { return nil }
            return try? JSONDecoder().decode([TimerListing.Entry].self, from: Data(out.utf8))
        }
        let paused = eventually { listed().flatMap { $0.first { $0.name == "Tea" && $0.state == "paused" } } }
        #expect(paused != nil, "Tea is not the timer Space paused: \(String(describing: listed())); clock: \(r.clock.stderr)")
        #expect(listed()?.first { $0.name == "Laundry" }?.state == "running", "Laundry, large before the click, runs on")
    }
}
