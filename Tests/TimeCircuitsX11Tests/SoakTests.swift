import CX11
import DesktopTestSupport
import Foundation
import Testing
import TimeCircuitsCore

/// A storm of random input on the real window, as a user's months would bring: keys, clicks,
/// drags, the wheel, resizes, the panel, the menu (all but Quit), the faces, themes and movie
/// mode's trips. The clock must survive it, print no X error, and come back to the same rest with
/// its memory within a bound (issue 44). `make test` runs a short storm; `make soak` a long one.
/// Every run prints its seed: `TC_SOAK_SEED=N` replays the same input.
@Suite("Soak: random input", .serialized, .xvfb)
struct SoakTests {
    var server: XvfbServer { XvfbServer.shared! }
    var harness: ClockHarness { ClockHarness(server: server) }

    /// Set by `make soak`: how long the storm lasts, in seconds (the short form's otherwise).
    static let secondsVariable = "TC_SOAK_SECONDS"
    /// Replays a storm: the seed a run printed.
    static let seedVariable = "TC_SOAK_SEED"
    static let shortSeconds = 20.0
    /// Resident growth allowed from the rest before the storm (each part used once) to the rest
    /// after it. Measured on the release build: +0.2 to +0.9 MB over 90 s and 1,400–1,500 inputs
    /// (seeds 44 and 7), levelled off after the first 30 s; 9 MB over 150 s before issue 44's
    /// fixes, and still growing.
    static let allowedGrowthKB = 2048
    /// What the first use of the clock's parts costs once, from a fresh launch: the input method
    /// opened for typing names (its Compose table, 0.6 MB), a face-sized picture kept for the
    /// minute rendered ahead (0.7 MB), the city search index (0.3 MB), the label font's outlines,
    /// the code of each part paged in (0.6 MB), and libcanberra with the sound server's client
    /// and libspeechd, loaded at the first sound and the first spoken time (1.0 MB, most of it
    /// their code). Measured: 4.0–4.6 MB.
    static let firstUseKB = 5120
    static let width = 520, height = 335
    /// How often a long storm pauses at rest to print its footprint.
    static let restEvery = 30.0


    /// Keys with a function somewhere (face, panel, keypad, timer, stopwatch), and some without.
    /// Never Ctrl+Q: the storm is about what a user does while the clock stays.
    static let keys = ["t", "r", "n", "m", "l", "s", "a", "x", "space", "Return", "Escape", "Tab", "shift+Tab", "BackSpace",
                       "Delete", "Up", "Down", "Left", "Right", "Page_Up", "Page_Down", "Home", "End", "F1", "F11", "question",
                       "ctrl+comma", "ctrl+t", "ctrl+s", "ctrl+m", "ctrl+Up", "ctrl+Down", "ctrl+1", "ctrl+shift+2",
                       "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]

    /// One xdotool invocation's worth of random input on a window of `size`; `window` is its id.
    static func batch(_ dice: inout SeededRandom, window: String, size: (w: Int, h: Int), inputs: Int) -> [String] {
        var args: [String] = []
        func point() -> [String] { [String(dice.below(max(size.w, 1))), String(dice.below(max(size.h, 1)))] }
        for _ in 0..<inputs {
            switch dice.below(100) {
            case 0..<45:
                args += ["key", "--delay", "15", dice.pick(keys)]
            case 45..<60:
                args += ["mousemove", "--window", window] + point() + ["click", "1"]
            case 60..<72:
                // The menu, then one of its entries chosen with the keyboard, never Quit, or the
                // pointer over it and Esc. Not by a click on an entry: the entries' words follow
                // the clock's state (Beep: On, the exhibition's date), and with them the menu's
                // width and where it fits, which the storm cannot know; a click aimed from a
                // fixture's menu once landed on Quit. Down from nothing highlighted starts at the
                // first entry, and Quit is the last, so at most count − 1 presses never reach it.
                args += ["mousemove", "--window", window] + point() + ["click", "3"]
                if dice.below(5) == 0 {
                    args += ["mousemove", "--window", window] + point() + ["key", "Escape"]
                } else {
                    let downs = 1 + dice.below(ContextMenuItem.allCases.count - 1)
                    args += ["key", "--delay", "15"] + Array(repeating: "Down", count: downs) + ["key", "Return"]
                }
            case 72..<84:
                args += ["mousemove", "--window", window] + point() + ["mousedown", "1", "mousemove", "--window", window] + point()
                    + ["mouseup", "1"]
            default:
                args += ["mousemove", "--window", window] + point() + ["click", dice.below(2) == 0 ? "4" : "5"]
            }
        }
        return args
    }

    @Test("a storm of random input: the clock survives, prints no X error, and its memory comes back")
    func storm() throws {
        let env = ProcessInfo.processInfo.environment
        let seconds = env[Self.secondsVariable].flatMap(Double.init) ?? Self.shortSeconds
        let seed = env[Self.seedVariable].flatMap(UInt64.init) ?? UInt64.random(in: 1...UInt64(Int64.max))
        print("soak: seed \(seed), \(Int(seconds)) s (\(Self.seedVariable)=\(seed) replays it)")
        try #require(ContextMenuItem.allCases.last == .quit, "the storm's menu choices keep off the last entry, which must be Quit")
        var dice = SeededRandom(state: seed)

        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-soak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        // Its own homes and bus, no sound server (M switches the sounds on), the timing trace read
        // for the relayouts.
        let clockEnv = bus.environment(["XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                                        "XDG_STATE_HOME": home.appendingPathComponent("state").path, "TZ": "UTC",
                                        "PULSE_SERVER": "unix:/nonexistent/timecircuits-soak", "TIMECIRCUITS_TRACE_TIMING": "1"])
        let r = try harness.launch(arguments: ["window", "--display", server.name, "--geometry", "\(Self.width)x\(Self.height)+0+0"],
                                   environment: clockEnv)
        defer { _ = r.clock.stop() }
        let control = ControlClient(bus: bus, display: server.name)

        let fresh = try #require(try rest(r, control), "seed \(seed): the clock never came to rest after its launch")
        try warmUp(r, control)
        let start = try #require(try rest(r, control), "seed \(seed): the clock never came to rest before the storm")
        print("soak: fresh \(fresh); after one use of each part \(start)")
        var inputs = try storm(r, control, &dice, seconds: seconds)
        try #require(r.clock.child.isRunning, "seed \(seed): the clock ended after \(inputs) inputs: \(r.clock.stderr.suffix(800))")
        var end = try #require(try rest(r, control), "seed \(seed): the clock never came to rest after the storm")
        print("soak: \(inputs) inputs in \(Int(seconds)) s; \(start) → \(end)")
        // Growth past the bound in one short storm is a leak or a step of the heap's that comes
        // once (a first use the warm-up missed, a block of the heap first written): CI's loaded
        // run once found +2.9 MB where this machine finds +0.0 to +0.8 MB over a dozen seeds. A
        // second storm as long tells them apart: a leak grows again, a step does not.
        var grown = end.residentKB - start.residentKB, storms = 1
        if grown > Self.allowedGrowthKB {
            storms += 1
            print("soak: +\(grown) KB over the storm; a second storm, to tell a leak from a step that comes once")
            let before = end
            inputs += try storm(r, control, &dice, seconds: seconds)
            try #require(r.clock.child.isRunning, "seed \(seed): the clock ended after \(inputs) inputs: \(r.clock.stderr.suffix(800))")
            end = try #require(try rest(r, control), "seed \(seed): the clock never came to rest after the second storm")
            print("soak: after the second storm, \(inputs) inputs in all; \(before) → \(end)")
            grown = end.residentKB - before.residentKB
        }
        // For `make bench`'s row.
        print("soak-result seed=\(seed) seconds=\(Int(seconds)) inputs=\(inputs) fresh=\(fresh.residentKB) start=\(start.residentKB) end=\(end.residentKB)")

        #expect(grown <= Self.allowedGrowthKB, "seed \(seed), \(inputs) inputs: from \(start) to \(end)")
        // Since the launch: the first uses, and each storm's bound (a second storm runs only
        // after a first grew past its bound, by a step that is then not seen again).
        #expect(end.residentKB - fresh.residentKB <= Self.firstUseKB + storms * Self.allowedGrowthKB,
                "seed \(seed), \(inputs) inputs in \(storms) storms: from \(fresh) at launch to \(end)")
        #expect((end.serverCounts["pixmaps"] ?? 0) <= (start.serverCounts["pixmaps"] ?? 0), "seed \(seed): \(start) → \(end)")
        let errors = r.clock.stderr.split(separator: "\n").filter { $0.contains("X error") || $0.contains("fatal") || $0.contains("crash") }
        #expect(errors.isEmpty, "seed \(seed): \(errors.prefix(5).joined(separator: " | "))")
    }

    /// Random input from `dice` for `seconds`, with a rest every `restEvery` in a long storm;
    /// returns how many inputs were given.
    func storm(_ r: ClockHarness.Running, _ control: ControlClient, _ dice: inout SeededRandom, seconds: Double) throws -> Int {
        var inputs = 0
        let began = Date()
        let deadline = began.addingTimeInterval(seconds)
        // In a long storm, a rest every so often shows whether memory levels off or keeps growing.
        var nextRest = began.addingTimeInterval(Self.restEvery)
        while Date() < deadline, r.clock.child.isRunning {
            if Date() >= nextRest, deadline.timeIntervalSinceNow > Self.restEvery / 2 {
                let footprint = try rest(r, control)
                print("soak: after \(Int(Date().timeIntervalSince(began))) s, \(inputs) inputs: \(footprint.map { "\($0)" } ?? "no rest")")
                nextRest = Date().addingTimeInterval(Self.restEvery)
            }
            // The window may have been made anew (the desktop and borderless switches map it again).
            guard let (window, a) = eventually({ () -> (Window, XWindowAttributes)? in
                guard let w = r.x.window(pid: r.clock.pid), let a = r.x.attributes(w) else { return nil }
                return (w, a)
            }) else { break }
            if dice.below(12) == 0 {
                r.x.resize(window, width: 120 + dice.below(1400), height: 80 + dice.below(900))
                inputs += 1
                continue
            }
            let count = 4 + dice.below(8)
            let args = ["windowfocus", String(window)] + Self.batch(&dice, window: String(window), size: (Int(a.width), Int(a.height)), inputs: count)
            // A window gone between the two calls fails a batch: the next finds the new one.
            _ = try? SpawnedProcess(["xdotool"] + args, environment: ["DISPLAY": server.name, "PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"])
                .waitForExit(timeout: 30)
            inputs += count
        }
        return inputs
    }

    /// Uses each part of the clock once, in a fixed order, so that what a first use costs once
    /// (`firstUseKB`) is paid before the storm's own measure starts.
    func warmUp(_ r: ClockHarness.Running, _ control: ControlClient) throws {
        let window = String(r.window)
        // The panel with a search typed (the input method opens), its alarms page, the menu.
        try harness.xdotool(["windowfocus", "--sync", window, "key", "--delay", "30", "ctrl+comma", "type", "--delay", "30", "lon"])
        // Every page of the panel (the timers' and the theme's came at issues 62 and 63).
        try harness.xdotool(["key", "--delay", "30", "Escape", "Escape", "ctrl+comma"]
            + Array(repeating: "Tab", count: OverlayPage.allCases.count) + ["Escape", "Escape"])
        try harness.xdotool(["mousemove", "--window", window, "200", "150", "click", "3", "key", "Escape"])
        // Plan mode (issue 64), which the storm reaches by P and by the menu: a time typed, the
        // search for the hours every city is at work, a day on, and back to now.
        try harness.xdotool(["key", "--delay", "30", "p", "0", "9", "0", "0", "Return", "a", "Page_Up", "Escape", "Escape"])
        // The keys card; and the libraries loaded on a first use, which the storm's M and S bring
        // in: libcanberra with its sound server's client, and libspeechd (issue 44's measure is of
        // what the storm keeps, not of their code paged in once).
        try harness.xdotool(["key", "--delay", "30", "F1", "Escape"])
        for verb in [["sounds", "on"], ["beep", "30"], ["speak"], ["beep", "off"], ["sounds", "off"], ["night", "on"], ["night", "off"],
                     ["face", "timer"], ["face", "stopwatch"], ["face", "clock"], ["theme", "neon"], ["theme", "neumorphic"],
                     ["theme", "classic"], ["theme", "prop"], ["mode", "movie"], ["travel"], ["return"], ["mode", "world"],
                     ["display-mode", "minimal"], ["display-mode", "full"]] {
            _ = control.run(verb)
        }
        r.x.resize(r.window, width: 2 * Self.width, height: 2 * Self.height)
        _ = eventually { r.clock.trace("relayout").last?.fields["size"] == "\(2 * Self.width)x\(2 * Self.height)" ? true : nil }
    }

    /// Brings the clock to the same rest every time (its size, the clock face of the world clock
    /// in the prop's theme and the full display, showing now, nothing open, the countdown and
    /// stopwatch reset) and reads its footprint.
    func rest(_ r: ClockHarness.Running, _ control: ControlClient) throws -> ClockFootprint? {
        guard let window = r.x.window(pid: r.clock.pid) else { return nil }
        try? harness.xdotool(["windowfocus", String(window), "key", "--delay", "15", "Escape", "Escape", "Escape"])
        r.x.resize(window, width: Self.width, height: Self.height)
        for verb in [["settings", "hide"], ["face", "clock"], ["mode", "world"], ["theme", "prop"], ["night", "off"], ["brightness", String(DisplayPreferences.maximumBrightness)],
                     ["24h", "off"], ["sounds", "off"], ["timer", "cancel"], ["stopwatch", "stop"], ["stopwatch", "reset"],
                     ["display-mode", "full"]] {
            _ = control.run(verb)
        }
        var seen = "no status"
        let rested = eventually(timeout: 30) { () -> Bool? in
            guard let status = control.status() else { return nil }
            seen = "face \(status.face), mode \(status.mode), panel \(status.settingsShown), theme \(status.theme), "
                + "timer \(status.timerState), stopwatch \(status.stopwatchState), display \(status.displayMode), planned '\(status.planned)', "
                + "last relayout \(r.clock.trace("relayout").last?.fields["size"] ?? "none")"
            // Plan mode has no verb of ctl's: Esc clears what is typed, then goes back to now.
            if !status.planned.isEmpty { try? harness.xdotool(["windowfocus", String(window), "key", "Escape"]) }
            guard status.face == .clock, status.mode == .world, !status.settingsShown,
                  status.theme == .prop, status.timerState == .set, status.stopwatchState == "reset",
                  status.displayMode == .full, status.planned.isEmpty,
                  let last = r.clock.trace("relayout").last, last.fields["size"] == "\(Self.width)x\(Self.height)",
                  let a = r.x.attributes(window), a.width == Self.width, a.height == Self.height else { return nil }
            return true
        }
        guard rested != nil else {
            print("soak: no rest in 30 s: \(seen)")
            return nil
        }
        return try ClockFootprint.of(pid: r.clock.pid, display: server.name)
    }

    /// `timecircuits ctl` on the soak's bus and display.
    struct ControlClient {
        let bus: PrivateSessionBus
        let display: String

        @discardableResult
        func run(_ arguments: [String]) -> (status: Int32?, out: String) {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("tc-soak-ctl-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: out); try? FileManager.default.removeItem(atPath: out + ".err") }
            var env = bus.environment()
            env["DISPLAY"] = nil
            guard let p = try? SpawnedProcess([ClockProcess.binary, "ctl", "--display", display] + arguments, environment: env,
                                            stdoutPath: out, stderrPath: out + ".err") else { return (nil, "") }
            let status = p.waitForExit()
            return (status, (try? String(contentsOfFile: out, encoding: .utf8)) ?? "")
        }

        func status() -> ClockStatus? {
            let r = run(["status", "--json"])
            guard r.status == 0 else { return nil }
            return try? JSONDecoder().decode(ClockStatus.self, from: Data(r.out.utf8))
        }
    }
}
