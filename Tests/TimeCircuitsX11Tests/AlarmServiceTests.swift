import Foundation
import Glibc
import DesktopTestSupport
import Testing
import TimeCircuitsCore
import TimeCircuitsStorage

/// The background alarm service (`timecircuits alarm serve`) with real parts: a private session
/// bus, dunst, a PulseAudio null sink and libfaketime. It rings with no window open, once however
/// many windows are open (and they flash with it, Esc in either stops it for all), keeps a snooze
/// and never rings an occurrence twice across a restart, and, as root, arms a
/// CLOCK_REALTIME_ALARM wake-up a minute before the next alarm.
@Suite("The alarm service", .serialized, .xvfb)
struct AlarmServiceTests {
    var server: XvfbServer { XvfbServer.shared! }
    static let name = AlarmServiceInterface.busName
    static let path = AlarmServiceInterface.objectPath
    static let interface = AlarmServiceInterface.interface

    /// The desktop a test's processes share: bus, notification server, sound server, settings
    /// and state homes, and libfaketime's clock file.
    final class Desktop {
        let bus: PrivateSessionBus
        let notices: NotificationServer
        let sound: NullSinkSoundServer
        let home: URL
        let clockFile: URL

        init(server: XvfbServer, alarms: [String], start: String, snooze: Int = 9) throws {
            bus = try PrivateSessionBus.start()
            notices = try NotificationServer.start(on: bus, display: server.name)
            sound = try NullSinkSoundServer.start()
            home = try AlarmWindowTests.home(alarms: alarms)
            let settings = home.appendingPathComponent("config/timecircuits/settings.conf")
            try (AlarmWindowTests.settings(alarms: alarms) + "snooze = \(snooze)\n").write(to: settings, atomically: true, encoding: .utf8)
            clockFile = home.appendingPathComponent("faketime")
            try set(start)
        }

        /// Moves libfaketime's clock (every process of the test reads the file).
        func set(_ instant: String) throws {
            try ClockJumpTests.faketime(ClockJumpTests.utc(instant)).write(to: clockFile, atomically: true, encoding: .utf8)
        }

        var environment: [String: String] {
            var env = sound.environment(bus.environment([:]))
            env.merge(["TZ": "UTC", "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                       "XDG_STATE_HOME": home.appendingPathComponent("state").path]) { _, new in new }
            // As these tests always ran, without FAKETIME_DONT_RESET: they start each process themselves.
            env.merge(ClockJumpTests.fakeClock(library: ClockJumpTests.libfaketime ?? "", file: clockFile, dontReset: false)) { _, new in new }
            return env
        }

        var record: String { (try? String(contentsOf: home.appendingPathComponent("state/timecircuits/alarms.conf"), encoding: .utf8)) ?? "" }

        /// The service's property, as dbus-send prints it.
        func property(_ name: String) -> String? { bus.property(AlarmServiceTests.name, AlarmServiceTests.path, AlarmServiceTests.interface, name) }

        /// The notices whose summary starts with `prefix`.
        func shown(_ prefix: String) -> [ShownNotification] { notices.notifications().values.filter { $0.summary.hasPrefix(prefix) } }

        /// How many streams play into the null sink now; -1 if pactl failed.
        func streams() -> Int { sound.playingStreams()?.count ?? -1 }

        func stop() {
            notices.stop()
            sound.stop()
            bus.stop()
            try? FileManager.default.removeItem(at: home)
        }
    }

    /// Starts the service and waits until it owns its name.
    static func serve(_ desktop: Desktop) throws -> ClockProcess {
        let service = try ClockProcess(["alarm", "serve"], environment: desktop.environment)
        #expect(eventually { desktop.bus.hasOwner(name) ? true : nil } == true, "the service took no name: \(service.stderr)")
        return service
    }

    @Test("a sound server gone while the service rings: back on the same socket, it gets the alarm's sound again")
    func soundServerComesBack() throws {
        try #require(ClockJumpTests.libfaketime != nil, "libfaketime is missing: apt-get install faketime (make test installs it)")
        let desktop = try Desktop(server: server, alarms: ["08:30 daily Wake"], start: "2026-11-23T08:29:56Z")
        defer { desktop.stop() }
        let before = try desktop.sound.record()
        defer { before.stop() }
        let service = try Self.serve(desktop)
        defer { _ = service.stop() }
        #expect(eventually { SinkRecording.hasLoudWindow(before.samples(), threshold: 1_000) ? true : nil } == true,
                "nothing heard; \(service.stderr)")

        desktop.sound.stopDaemon()
        #expect(eventually { service.stderr.contains("ringing only the notification instead") ? true : nil } == true,
                "\(service.stderr)")
        try desktop.sound.startDaemon()
        let after = try desktop.sound.record()
        defer { after.stop() }
        #expect(eventually { SinkRecording.hasLoudWindow(after.samples(), threshold: 1_000) ? true : nil } == true,
                "the sound did not come back; \(service.stderr)")
        #expect(service.stderr.contains("a sound server answers again"), "\(service.stderr)")
        #expect(desktop.property("Ringing") == "string \"8:30 AM Wake\"")
        #expect(service.stop() == 0)
    }

    @Test("with no window open it rings: the sound on the null sink, the notice on dunst; Snooze rings again after the snooze; Stop silences it")
    func ringsWithoutWindow() throws {
        try #require(ClockJumpTests.libfaketime != nil, "libfaketime is missing: apt-get install faketime (make test installs it)")
        let desktop = try Desktop(server: server, alarms: ["08:30 daily Wake"], start: "2026-11-23T08:29:56Z", snooze: 1)
        defer { desktop.stop() }
        let recording = try desktop.sound.record()
        defer { recording.stop() }
        let service = try Self.serve(desktop)
        defer { _ = service.stop() }

        let shown = try #require(eventually { desktop.shown("Alarm 8:30 AM Wake").first }, "no notice; \(service.stderr)")
        #expect(shown.urgency == "CRITICAL" && shown.body == "Snooze for 1 minute, or Stop.")
        #expect(eventually { SinkRecording.loudSpan(recording.samples(), threshold: 1_000) } != nil,
                "nothing heard on the null sink; \(service.stderr)")
        #expect(desktop.property("Ringing") == "string \"8:30 AM Wake\"")

        // Snooze from the notice: the sound stops, the notice says until when, the record keeps it.
        try desktop.notices.invokeAction(id: shown.id, key: "snooze")
        #expect(eventually { desktop.notices.notifications()[shown.id]?.summary.contains("snoozed until 8:31 AM") == true ? true : nil } == true)
        #expect(eventually { desktop.streams() == 0 ? true : nil } == true, "the sound went on after Snooze")
        #expect(eventually { desktop.record.contains("snoozed = 2026-11-23T08:31:") ? true : nil } == true, "\(desktop.record)")
        #expect(desktop.property("Snoozed") == "boolean true")

        // A minute on, it rings again; Stop silences it and the snooze is gone from the record.
        try desktop.set("2026-11-23T08:31:05Z")
        #expect(eventually { desktop.property("Ringing") == "string \"8:30 AM Wake\"" ? true : nil } == true,
                "the snooze did not ring again; \(service.stderr)")
        let again = try #require(eventually { desktop.notices.notifications()[shown.id].flatMap { $0.summary == "Alarm 8:30 AM Wake" ? $0 : nil } })
        try desktop.notices.invokeAction(id: again.id, key: "stop")
        #expect(eventually { desktop.property("Ringing") == "string \"\"" && desktop.streams() == 0 ? true : nil } == true)
        #expect(eventually { !desktop.record.contains("snoozed") ? true : nil } == true, "\(desktop.record)")
        #expect(service.stop() == 0)
        #expect(service.stderr.isEmpty, "stderr: \(service.stderr)")
    }

    @Test("alarm add with no service running (and no systemd user manager): it writes the autostart entry, starts the service, says how to turn it off, and the alarm rings with no window")
    func addStartsTheService() throws {
        try #require(ClockJumpTests.libfaketime != nil, "libfaketime is missing")
        let desktop = try Desktop(server: server, alarms: [], start: "2026-11-23T08:29:50Z")
        defer { desktop.stop() }
        var env = desktop.environment
        env["XDG_RUNTIME_DIR"] = desktop.home.path  // a runtime folder with no systemd/private: no user manager
        let out = desktop.home.appendingPathComponent("add.out").path
        let add = try SpawnedProcess([ClockProcess.binary, "alarm", "add", "08:30", "--label", "Added"],
                                   environment: ProcessInfo.processInfo.environment.merging(env) { _, new in new }, stdoutPath: out)
        #expect(add.waitForExit() == 0, "\(add.stderr)")
        let entry = desktop.home.appendingPathComponent("config/autostart/timecircuits-alarms.desktop").path
        let said = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        #expect(said.contains("added alarm 1: 08:30 daily Added") && said.contains("turn it off: delete \(entry)"), "\(said)")
        #expect(desktop.bus.hasOwner(Self.name), "the service was not started")
        let text = (try? String(contentsOfFile: entry, encoding: .utf8)) ?? ""
        #expect(text.contains("Exec=\(ClockProcess.binary) alarm serve") && text.contains("X-TimeCircuits-Autostart=alarms"), "\(text)")
        let validate = try SpawnedProcess(["desktop-file-validate", entry], environment: ["PATH": "/usr/bin:/bin"])
        #expect(validate.waitForExit() == 0, "\(validate.stderr)")
        #expect(eventually { desktop.shown("Alarm 8:30 AM Added").first } != nil, "the started service did not ring")
        desktop.bus.call(["--dest=\(Self.name)", Self.path, "\(Self.interface).Stop"])
        #expect(eventually { desktop.property("Ringing") == "string \"\"" ? true : nil } == true)
    }

    @Test("timer add --start with no window open: it starts the alarm service, which rings the timer by name once and records its end")
    func namedTimerWithNoWindow() throws {
        let desktop = try Desktop(server: server, alarms: [], start: "2026-11-23T08:00:00Z")
        defer { desktop.stop() }
        var env = desktop.environment
        for key in ["LD_PRELOAD", "FAKETIME_TIMESTAMP_FILE", "FAKETIME_NO_CACHE", "TIMECIRCUITS_UNREPORTED_CLOCK_STEPS"] { env[key] = nil }
        env["XDG_RUNTIME_DIR"] = desktop.home.path  // no systemd user manager: the command starts the service itself
        let out = desktop.home.appendingPathComponent("add.out").path
        let add = try SpawnedProcess([ClockProcess.binary, "timer", "add", "0:03", "--name", "Tea", "--start"],
                                     environment: ProcessInfo.processInfo.environment.merging(env) { _, new in new }, stdoutPath: out)
        #expect(add.waitForExit() == 0, "\(add.stderr)")
        let said = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        #expect(said.contains("added timer 2: Tea (0:03), running"), "\(said)")
        let shown = eventually { desktop.shown("Tea").first }
        #expect(shown?.summary == "Tea — 0:03 done")
        let file = desktop.home.appendingPathComponent("state/timecircuits/timer.conf")
        #expect(eventually { (try? String(contentsOf: file, encoding: .utf8))?.contains("finished 0:03") == true ? true : nil } == true)
        #expect(desktop.shown("Tea").count == 1, "rung once")
        // +1 minute from the notice, with no window to answer it: the service runs it again.
        if let shown {
            try desktop.notices.invokeAction(id: shown.id, key: "add-minute")
            #expect(eventually { (try? String(contentsOf: file, encoding: .utf8))?.contains("running 0:03") == true ? true : nil } == true)
        }
    }

    @Test("with MQTT set, the service that rings sends ALARM to the props, once, though a window is open too")
    func alarmOverMQTT() throws {
        try #require(ClockJumpTests.libfaketime != nil, "libfaketime is missing")
        let broker = try MosquittoBroker.start()
        defer { broker.stop() }
        let heard = try broker.subscribe(["bttf/tcd/pub"])
        defer { heard.stop() }
        let desktop = try Desktop(server: server, alarms: ["08:30 daily Wake"], start: "2026-11-23T08:29:52Z")
        defer { desktop.stop() }
        let settings = desktop.home.appendingPathComponent("config/timecircuits/settings.conf")
        let text = try String(contentsOf: settings, encoding: .utf8)
        try (text + "mqtt = \(broker.address)\n").write(to: settings, atomically: true, encoding: .utf8)
        let service = try Self.serve(desktop)
        defer { _ = service.stop() }
        var env = desktop.environment
        env["DISPLAY"] = server.name
        let window = try ClockHarness(server: server).launch(arguments: ["--no-sounds"], environment: env)
        defer { _ = window.clock.stop() }
        let alarm = eventually { heard.on("bttf/tcd/pub").first { $0.payload == "ALARM" } }
        #expect(alarm != nil, "no ALARM; service: \(service.stderr); window: \(window.clock.stderr)")
        #expect(eventually { desktop.property("Ringing") == "string \"8:30 AM Wake\"" ? true : nil } == true)
        // A moment for a second ALARM, had the window sent one too.
        let settle = Date()
        _ = eventually(timeout: 3) { Date().timeIntervalSince(settle) > 2 ? true : nil }
        #expect(heard.on("bttf/tcd/pub").filter { $0.payload == "ALARM" }.count == 1, "\(heard.on("bttf/tcd/pub"))")
        desktop.bus.call(["--dest=\(Self.name)", Self.path, "\(Self.interface).Stop"])
        #expect(service.stop() == 0)
        #expect(service.stderr.isEmpty, "stderr: \(service.stderr)")
    }

    @Test("with the service and two windows open, one ring: one sound stream and one notice; both windows flash, and Esc in either stops it for all")
    func oneRingForTwoWindows() throws {
        try #require(ClockJumpTests.libfaketime != nil, "libfaketime is missing")
        let desktop = try Desktop(server: server, alarms: ["08:30 daily Wake"], start: "2026-11-23T08:29:50Z")
        defer { desktop.stop() }
        let service = try Self.serve(desktop)
        defer { _ = service.stop() }
        var env = desktop.environment
        env["DISPLAY"] = server.name
        let harness = ClockHarness(server: server)
        let first = try harness.launch(arguments: ["--no-sounds"], environment: env)
        defer { _ = first.clock.stop() }
        // Below the first, clear of dunst's notices at the screen's top right.
        let second = try harness.launch(arguments: ["--no-sounds", "--new-instance", "--geometry", "520x335+0+420"], environment: env)
        defer { _ = second.clock.stop() }

        let minute = ClockJumpTests.utc("2026-11-23T08:30:00Z")
        let dark = AlarmWindowTests.render(at: minute, lamp: true, dark: true)
        #expect(AlarmWindowTests.shows(first, [dark]) != nil, "the first window did not flash; \(first.clock.stderr)")
        #expect(AlarmWindowTests.shows(second, [dark]) != nil, "the second window did not flash; \(second.clock.stderr)")
        // Once the sound plays, one stream, read again and again (each read a pactl run), and one
        // notice: a second ringer would have started its stream at the same minute edge.
        #expect(eventually { desktop.streams() >= 1 ? true : nil } == true, "no sound played")
        let counts = (0..<10).map { _ in desktop.streams() }
        #expect(counts.max() == 1, "streams playing at once: \(counts)")
        #expect(desktop.shown("Alarm").count == 1, "\(desktop.notices.notifications().values.map(\.summary))")

        // Esc in the second window stops it for all: the service, the sound, both flashes.
        try harness.xdotool(["key", "--window", "\(second.window)", "Escape"])
        #expect(eventually { desktop.property("Ringing") == "string \"\"" ? true : nil } == true, "Esc did not reach the service")
        #expect(eventually { desktop.streams() == 0 ? true : nil } == true)
        let later = Date(timeIntervalSince1970: minute.timeIntervalSince1970 + 20)
        let steady = [AlarmWindowTests.render(at: later, lamp: true), AlarmWindowTests.render(at: later, lit: false, lamp: true)]
        for window in [first, second] {
            #expect(AlarmWindowTests.shows(window, steady) != nil, "a window still flashes after Esc")
        }
        #expect(first.clock.stop() == 0 && second.clock.stop() == 0)
        #expect(first.clock.stderr.isEmpty && second.clock.stderr.isEmpty, "\(first.clock.stderr)\(second.clock.stderr)")
    }

    @Test("killed while it rings and started again: no second ring of that occurrence; a snooze in progress is kept and rings")
    func restart() throws {
        try #require(ClockJumpTests.libfaketime != nil, "libfaketime is missing")
        let desktop = try Desktop(server: server, alarms: ["08:30 daily Wake"], start: "2026-11-23T08:29:57Z", snooze: 1)
        defer { desktop.stop() }
        var service = try Self.serve(desktop)
        #expect(eventually { desktop.property("Ringing") == "string \"8:30 AM Wake\"" ? true : nil } == true, "\(service.stderr)")
        #expect(eventually { desktop.record.contains("rang = 2026-11-23T08:30:00Z") ? true : nil } == true)
        _ = service.stop(signal: SIGKILL)
        service = try Self.serve(desktop)
        // Started again within the grace of the minute: it answers, and does not ring 08:30 again.
        #expect(eventually { desktop.property("Snoozed") == "boolean false" ? true : nil } == true)
        #expect(desktop.property("Ringing") == "string \"\"")
        #expect(desktop.shown("Alarm").count == 1, "\(desktop.notices.notifications().values.map(\.summary))")

        // Rung again (the next day), snoozed, killed: the restarted service keeps the snooze.
        try desktop.set("2026-11-24T08:29:58Z")
        #expect(eventually { desktop.property("Ringing") == "string \"8:30 AM Wake\"" ? true : nil } == true, "\(service.stderr)")
        desktop.bus.call(["--dest=\(Self.name)", Self.path, "\(Self.interface).Snooze"])
        #expect(eventually { desktop.record.contains("snoozed = 2026-11-24T08:31:") ? true : nil } == true, "\(desktop.record)")
        _ = service.stop(signal: SIGKILL)
        service = try Self.serve(desktop)
        defer { _ = service.stop() }
        #expect(eventually { desktop.property("Snoozed") == "boolean true" ? true : nil } == true, "the snooze was lost")
        try desktop.set("2026-11-24T08:31:05Z")
        #expect(eventually { desktop.property("Ringing") == "string \"8:30 AM Wake\"" ? true : nil } == true,
                "the kept snooze did not ring; \(service.stderr)")
    }

    @Test("as root the wake-up is a CLOCK_REALTIME_ALARM timerfd a minute before the next alarm; without CAP_WAKE_ALARM it says why once and goes on",
          .enabled(if: getuid() == 0, "only root holds CAP_WAKE_ALARM here"))
    func wakeFromSleep() throws {
        // No faked clock: the kernel's own timer is read back.
        let due = Date(timeIntervalSince1970: ((Date().timeIntervalSince1970 / 60).rounded(.down) + 120) * 60)
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "HH:mm"
        let desktop = try Desktop(server: server, alarms: ["\(f.string(from: due)) daily Far"], start: "2026-11-23T08:00:00Z")
        defer { desktop.stop() }
        var env = desktop.environment
        for key in ["LD_PRELOAD", "FAKETIME_TIMESTAMP_FILE", "FAKETIME_NO_CACHE", "TIMECIRCUITS_UNREPORTED_CLOCK_STEPS"] { env[key] = nil }
        let service = try ClockProcess(["alarm", "serve"], environment: env)
        defer { _ = service.stop() }
        #expect(eventually { desktop.bus.hasOwner(Self.name) ? true : nil } == true, "\(service.stderr)")
        let timer = eventually { () -> [String: String]? in
            for fd in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(service.pid)/fdinfo")) ?? [] {
                guard let text = try? String(contentsOfFile: "/proc/\(service.pid)/fdinfo/\(fd)", encoding: .utf8),
                      text.contains("clockid: 8") else { continue }
                var fields: [String: String] = [:]
                for line in text.split(separator: "\n") {
                    let parts = line.split(separator: ":", maxSplits: 1)
                    if parts.count == 2 { fields[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces) }
                }
                if fields["it_value"] != "(0, 0)" { return fields }
            }
            return nil
        }
        let fields = try #require(timer, "no armed CLOCK_REALTIME_ALARM timer; \(service.stderr)")
        // it_value is what remains: the wake-up is a minute before the alarm.
        let seconds = Double(fields["it_value"]!.dropFirst().split(separator: ",")[0]) ?? -1
        let expected = due.timeIntervalSinceNow - 60
        #expect(abs(seconds - expected) < 5, "remaining \(seconds) s, expected about \(expected) s")
        #expect(desktop.property("WakeProblem") == "string \"\"")
        #expect(service.stop() == 0)

        // Without the capability: one line saying why, and the service still runs and answers.
        let dropped = try ClockProcess(["--inh-caps=-all", "--bounding-set=-wake_alarm", "--", ClockProcess.binary, "alarm", "serve"],
                                       environment: env, executable: "/usr/bin/setpriv")
        defer { _ = dropped.stop() }
        #expect(eventually { desktop.property("WakeProblem")?.contains("CAP_WAKE_ALARM") == true ? true : nil } == true,
                "\(dropped.stderr)")
        let lines = dropped.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("alarms cannot wake this computer from sleep"), "\(dropped.stderr)")
    }

    @Test("a countdown left running by a window that closed: the service sounds and announces its end, and records it finished")
    func countdownEnd() throws {
        let desktop = try Desktop(server: server, alarms: [], start: "2026-11-23T08:00:00Z")
        defer { desktop.stop() }
        let stateDir = desktop.home.appendingPathComponent("state/timecircuits")
        try FileManager.default.createDirectory(at: stateDir, withIntermediateDirectories: true)
        let bootID = try String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let recording = try desktop.sound.record()
        defer { recording.stop() }
        var env = desktop.environment
        for key in ["LD_PRELOAD", "FAKETIME_TIMESTAMP_FILE", "FAKETIME_NO_CACHE", "TIMECIRCUITS_UNREPORTED_CLOCK_STEPS"] { env[key] = nil }
        let service = try ClockProcess(["alarm", "serve"], environment: env)
        defer { _ = service.stop() }
        #expect(eventually { desktop.bus.hasOwner(Self.name) ? true : nil } == true, "\(service.stderr)")
        // A window starts a five-second countdown and closes: what it leaves is the state file.
        let now = bootClockNow()
        let timer = CountdownTimer(duration: 5, preset: 0, state: .running(endsAt: now + 3))
        let record = TimerRecord(timer: timer, bootID: bootID, wallMinusBoot: Date().timeIntervalSince1970 - now)
        try TimerStateFile.serialize(record).write(to: stateDir.appendingPathComponent("timer.conf"), atomically: true, encoding: .utf8)
        let shown = eventually { desktop.shown("Timer finished").first }
        #expect(shown?.summary == "Timer finished — 0:05", "\(service.stderr)")
        #expect(eventually { SinkRecording.loudSpan(recording.samples(), threshold: 1_000) } != nil, "the timer's end was not heard")
        let file = stateDir.appendingPathComponent("timer.conf")
        #expect(eventually { (try? String(contentsOf: file, encoding: .utf8))?.contains("finished") == true ? true : nil } == true)
        #expect(service.stop() == 0)
        #expect(desktop.shown("Timer finished").count == 1)
    }
}
