import DesktopTestSupport
import Foundation
import Testing
import TimeCircuitsCore
import TimeCircuitsStorage
import TimeCircuitsRender

/// The settings file has many writers (issue 25): the window, `timecircuits alarm`, an editor, a
/// dotfiles link, a second window. Real processes on a real Xvfb: every change any of them made
/// is in the file afterwards, and the windows show the file.
@Suite("One settings file, many writers", .serialized, .xvfb)
struct SharedFileWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    var harness: ClockHarness { ClockHarness(server: server) }
    static let width = 520, height = 335

    /// A new home with `config/` and `state/` folders (the config folder's `timecircuits` not yet
    /// made), and the environment that points a clock at it, in UTC.
    static func home() -> (url: URL, environment: [String: String]) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-shared-\(UUID().uuidString)")
        return (home, ["XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                       "XDG_STATE_HOME": home.appendingPathComponent("state").path, "TZ": "UTC"])
    }

    static func settingsFile(_ home: URL) -> URL { home.appendingPathComponent("config/timecircuits/settings.conf") }

    /// The default face at the frozen instant with the file's lighting and alarm lamp, lit and dim.
    static func pictures(lighting: Lighting = .full, lamp: Bool = false, cities: [City] = ClockHarness.defaultCities) -> [Screenshot] {
        [ColonClock.fullLevel, ColonClock.dimLevel].map { level in
            var content = FaceContent(cities: cities, at: ClockHarness.filmDate, colonLevel: level, zones: ShownZones(resolver: .system))
            content.alarmLamp = lamp
            return Screenshot(FaceRenderer.image(width: width, height: height, frame: AnimationFrame(content), colonLevel: level,
                                                 lighting: lighting))
        }
    }

    /// Waits until the window shows one of `pictures`.
    static func shows(_ r: ClockHarness.Running, _ pictures: [Screenshot], timeout: TimeInterval = Patience.seconds) -> Bool {
        eventually(timeout: timeout, interval: 0.02) { () -> Bool? in
            guard let shot = r.x.screenshot(r.window), shot.width == width, shot.height == height else { return nil }
            return pictures.contains(shot) ? true : nil
        } ?? false
    }

    /// Which lighting and lamp the window shows now, for a failure's message: a stale state
    /// and a slow window are different bugs.
    static func whatShows(_ r: ClockHarness.Running) -> String {
        guard let shot = r.x.screenshot(r.window) else { return "nothing (no screenshot)" }
        for brightness in DisplayPreferences.minimumBrightness...DisplayPreferences.maximumBrightness {
            for night in [false, true] {
                for lamp in [false, true] where pictures(lighting: Lighting(brightness: brightness, night: night), lamp: lamp).contains(shot) {
                    return "brightness \(brightness), night \(night), lamp \(lamp)"
                }
            }
        }
        return "a face of no brightness, night and lamp (mid-change, or another picture)"
    }

    /// Records an issue unless the window comes to show one of `pictures` (without printing them).
    static func expectShows(_ r: ClockHarness.Running, _ pictures: [Screenshot], _ comment: String = "",
                            sourceLocation: SourceLocation = #_sourceLocation) {
        if !shows(r, pictures) { Issue.record("the window never showed the expected face. \(comment)", sourceLocation: sourceLocation) }
    }

    /// Runs `timecircuits ARGS` to the end; its exit status.
    static func command(_ arguments: [String], _ environment: [String: String]) throws -> (status: Int32?, stderr: String) {
        let cli = try ClockProcess(arguments, environment: environment)
        return (cli.waitForExit(), cli.stderr)
    }

    // MARK: - Everyone at once

    @Test("for eight seconds: key presses in a window, timecircuits alarm in a loop, an editor writing in place and by rename, a second window; every change is in the file and both windows show it")
    func everyoneAtOnce() throws {
        let (home, env) = Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = Self.settingsFile(home)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "# My clock. Edited by hand.\nversion = 1\nintro = no\nanimations = no\n".write(to: file, atomically: true, encoding: .utf8)
        // Side by side: a screenshot of a window is what the screen shows there.
        let a = try harness.launch(["--geometry", "\(Self.width)x\(Self.height)+0+0"], environment: env)
        defer { _ = a.clock.stop() }
        let b = try harness.launch(["--geometry", "\(Self.width)x\(Self.height)+\(Self.width + 40)+0", "--new-instance"], environment: env)
        defer { _ = b.clock.stop() }
        let bothShow = Self.shows(a, Self.pictures()) && Self.shows(b, Self.pictures())
        #expect(bothShow)

        let until = Date().addingTimeInterval(8)
        let group = DispatchGroup()
        // The command line: alarms at minutes far from now, each one different.
        let added = Locked<[String]>([])
        let firstMinute = (Int(Date().timeIntervalSince1970 / 60) + 180) % 1440
        DispatchQueue.global().async(group: group) {
            var i = 0
            while Date() < until {
                let minute = (firstMinute + i) % 1440
                let time = String(format: "%02d:%02d", minute / 60, minute % 60)
                if let r = try? Self.command(["alarm", "add", time, "--days", "once"], env), r.status == 0 {
                    added.mutate { $0.append("\(time) once") }
                }
                i += 1
            }
        }
        // An editor, well behaved (it takes the folder's lock, as `flock ~/.config/timecircuits`
        // would), adding a comment of its own and setting the snooze each time, in place or by
        // rename.
        let notes = Locked<[String]>([])
        let snooze = Locked<Int?>(nil)
        DispatchQueue.global().async(group: group) {
            var i = 0
            while Date() < until {
                let note = "# note \(i), written by the editor"
                let minutes = i % 30 + 1
                if (try? Editor.edit(file, inPlace: i % 2 == 0, adding: note, setting: "snooze = \(minutes)")) != nil {
                    notes.mutate { $0.append(note) }
                    snooze.mutate { $0 = minutes }
                }
                i += 1
                usleep(150_000)
            }
        }
        // Keys: Ctrl+Up/Down in the first window, N in the second.
        var brightness = DisplayPreferences.maximumBrightness
        var night = false
        var presses = 0
        while Date() < until {
            let up = presses % 5 == 4
            try harness.xdotool(["windowfocus", "--sync", String(a.window)])
            try harness.xdotool(["key", up ? "ctrl+Up" : "ctrl+Down"])
            brightness = min(DisplayPreferences.maximumBrightness, max(1, brightness + (up ? 1 : -1)))
            if presses % 3 == 0 {
                try harness.xdotool(["windowfocus", "--sync", String(b.window)])
                try harness.xdotool(["key", "n"])
                night.toggle()
            }
            presses += 1
        }
        group.wait()

        // The last key press is saved a moment later: wait for the file to say it.
        let expected = (brightness: brightness, night: night)
        let keysEnded = Date()
        let settled = eventually(timeout: 60) { () -> Settings? in
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
            let s = SettingsFile.parse(text).settings
            return s.display.brightness == expected.brightness && s.display.night == (expected.night ? .on : .off) ? s : nil
        }
        let settledAfter = Date().timeIntervalSince(keysEnded)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(settled != nil, "the windows' last key presses (brightness \(expected.brightness), night \(expected.night)) are in the file: \(text)\nfirst window said: \(a.clock.stderr)\nsecond window said: \(b.clock.stderr)")
        let saved = SettingsFile.parse(text)
        #expect(saved.warnings.isEmpty, "\(saved.warnings)")
        let alarms = Set(saved.settings.alarms.map(\.identity))
        let reported = added.value
        #expect(!reported.isEmpty, "the command line ran (how often depends on the machine, not the clock)")
        #expect(Set(reported).isSubset(of: alarms), "every alarm the command line reported added is in the file: missing \(Set(reported).subtracting(alarms).sorted())")
        #expect(alarms.count == reported.count, "and nothing else")
        for note in notes.value { #expect(text.contains(note + "\n"), "the editor's \(note) is in the file") }
        #expect(!notes.value.isEmpty, "the editor ran")
        #expect(saved.settings.snoozeMinutes == snooze.value, "the editor's last snooze is in the file")
        #expect(text.hasPrefix("# My clock. Edited by hand.\nversion = 1\nintro = no\nanimations = no\n"), "the user's own lines stay first, as written")

        // Both windows show the file: its brightness and night, and the alarms' lamp.
        let lighting = Lighting(brightness: expected.brightness, night: expected.night)
        let lamp = saved.settings.alarms.contains { $0.enabled }
        let aShows = Self.shows(a, Self.pictures(lighting: lighting, lamp: lamp))
        let bShows = Self.shows(b, Self.pictures(lighting: lighting, lamp: lamp))
        #expect(aShows, "the first window shows the file, not \(aShows ? "" : Self.whatShows(a))")
        #expect(bShows, "the second window shows the file, not \(bShows ? "" : Self.whatShows(b))")
        print("stress: the file settled \(String(format: "%.1f", settledAfter)) s after the last key; \(presses) key presses, \(reported.count) alarms added, \(notes.value.count) editor writes in 8 s")
    }

    // MARK: - A linked file

    @Test("a settings file linked into a dotfiles folder: the target edited in place and by rename shows at once; quitting keeps the edit and the link")
    func symlinkedFile() throws {
        let (home, env) = Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let link = Self.settingsFile(home)
        let target = home.appendingPathComponent("dotfiles/timecircuits/settings.conf")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "version = 1\nintro = no\n".write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../../dotfiles/timecircuits/settings.conf")
        let r = try harness.launch(["--geometry", "\(Self.width)x\(Self.height)+0+0"], environment: env)
        defer { _ = r.clock.stop() }
        let shown = Self.shows(r, Self.pictures())
        #expect(shown)

        // In place, as `git checkout` and some editors write.
        let handle = try FileHandle(forWritingTo: target)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("version = 1\nintro = no\nbrightness = 4\n".utf8))
        try handle.close()
        Self.expectShows(r, Self.pictures(lighting: Lighting(brightness: 4)), "an edit of the target in place shows")
        // By rename, as vim writes.
        let edited = "# kept in git\nversion = 1\nintro = no\nbrightness = 6\n"
        try edited.write(to: target, atomically: true, encoding: .utf8)
        Self.expectShows(r, Self.pictures(lighting: Lighting(brightness: 6)), "an edit of the target by rename shows")

        #expect(r.clock.stop() == 0)
        let after = try String(contentsOf: target, encoding: .utf8)
        #expect(after.hasPrefix(edited), "quitting kept the edit: \(after)")
        #expect(after.dropFirst(edited.count).hasPrefix("window = "), "and added only the window's place")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../../dotfiles/timecircuits/settings.conf",
                "the link stays a link")
        #expect(!FileManager.default.fileExists(atPath: target.deletingLastPathComponent().appendingPathComponent("settings.conf.bad").path))
    }

    // MARK: - The first run

    @Test("the first run: no settings folder yet; timecircuits alarm add creates it while the window runs, and the window follows")
    func firstRun() throws {
        let (home, env) = Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let r = try harness.launch(["--geometry", "\(Self.width)x\(Self.height)+0+0"], environment: env)
        defer { _ = r.clock.stop() }
        Self.expectShows(r, Self.pictures(lamp: false))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("config").path), "nothing made the folders yet")

        let added = try Self.command(["alarm", "add", "07:30"], env)
        #expect(added.status == 0, "\(added.stderr)")
        Self.expectShows(r, Self.pictures(lamp: true), "the window follows the new file: the alarm's lamp lights")
        let removed = try Self.command(["alarm", "remove", "1"], env)
        #expect(removed.status == 0)
        Self.expectShows(r, Self.pictures(lamp: false), "and goes on following it")
        #expect(r.clock.stderr.isEmpty, "\(r.clock.stderr)")
    }

    // MARK: - A folder the clock may not write

    @Test("a read-only settings folder: one warning naming the file, the window shows the change, and the next save that can writes it")
    func readOnlyFolder() throws {
        let (home, env) = Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = Self.settingsFile(home).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "version = 1\nintro = no\n".write(to: Self.settingsFile(home), atomically: true, encoding: .utf8)
        let readOnly = try #require(ReadOnlyFolder(folder), "no way to make a read-only folder here (not root, and root cannot mount)")
        let r = try harness.launch(["--geometry", "\(Self.width)x\(Self.height)+0+0"], environment: env)
        defer { _ = r.clock.stop() }
        Self.expectShows(r, Self.pictures())

        try harness.xdotool(["windowfocus", "--sync", String(r.window)])
        try harness.xdotool(["key", "ctrl+Down"])
        Self.expectShows(r, Self.pictures(lighting: Lighting(brightness: 9)), "the window shows the change")
        try harness.xdotool(["key", "ctrl+Down"])
        Self.expectShows(r, Self.pictures(lighting: Lighting(brightness: 8)))
        let said = r.clock.stderr.split(separator: "\n")
        #expect(said.count == 1 && said.first?.contains(Self.settingsFile(home).path) == true, "one warning naming the file: \(said)")
        #expect(try String(contentsOf: Self.settingsFile(home), encoding: .utf8) == "version = 1\nintro = no\n")

        // The folder becomes writable; the next change saves the earlier ones with it.
        readOnly.release()
        try harness.xdotool(["key", "n"])
        Self.expectShows(r, Self.pictures(lighting: Lighting(brightness: 8, night: true)))
        let saved = eventually { () -> String? in
            let text = try? String(contentsOf: Self.settingsFile(home), encoding: .utf8)
            return text?.contains("night = on") == true ? text : nil
        }
        #expect(saved == "version = 1\nintro = no\nbrightness = 8\nnight = on\n")
        #expect(r.clock.stderr.split(separator: "\n").count == 1, "still one warning")
    }
}

/// A value shared by the stress test's threads.
final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func mutate(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}

/// A script that edits the settings file as a careful person's tool would: under the folder's
/// lock, reading it as it is, adding a line and setting a key (replacing its line), written in
/// place or by rename.
enum Editor {
    static func edit(_ file: URL, inPlace: Bool, adding line: String, setting assignment: String) throws {
        let folder = open(file.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY)
        guard folder >= 0 else { throw CocoaError(.fileReadUnknown) }
        defer { close(folder) }
        flock(folder, LOCK_EX)
        let key = assignment.split(separator: " ").first.map(String.init) ?? ""
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix(key + " =") }
        let text = (lines + [Substring(line), Substring(assignment)]).joined(separator: "\n") + "\n"
        if inPlace {
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
        } else {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }
}

/// A folder nobody can write, not even root: a read-only tmpfs mounted over it (as root), or its
/// write bits taken away (as anyone else). Nil when neither can be done here.
final class ReadOnlyFolder {
    private let path: String
    private let mounted: Bool
    private var released = false

    init?(_ folder: URL) {
        let path = folder.path
        self.path = path
        if getuid() != 0 {
            mounted = false
            guard chmod(path, 0o555) == 0 else { return nil }
            return
        }
        // Copy the folder's files into a tmpfs that then goes read-only over it.
        let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let contents = files.map { ($0, FileManager.default.contents(atPath: path + "/" + $0) ?? Data()) }
        guard Self.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", path]) else { return nil }
        for (name, data) in contents { _ = FileManager.default.createFile(atPath: path + "/" + name, contents: data) }
        guard Self.run(["mount", "-o", "remount,ro", path]) else {
            _ = Self.run(["umount", path])
            return nil
        }
        mounted = true
    }

    /// Writable again, with the files as they are now.
    func release() {
        guard !released else { return }
        released = true
        guard mounted else {
            chmod(path, 0o755)
            return
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let contents = files.map { [path] in ($0, FileManager.default.contents(atPath: path + "/" + $0) ?? Data()) }
        _ = Self.run(["umount", path])
        for (name, data) in contents { _ = FileManager.default.createFile(atPath: path + "/" + name, contents: data) }
    }

    deinit { release() }

    private static func run(_ argv: [String]) -> Bool {
        guard let child = try? SpawnedProcess(argv, environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"]) else { return false }
        return child.waitForExit() == 0
    }
}
