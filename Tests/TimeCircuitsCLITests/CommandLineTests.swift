import DesktopTestSupport
import Foundation
import Testing
@testable import timecircuits
import TimeCircuitsCore

/// The `timecircuits` binary as a user runs it: output formats, exit statuses, one-line errors,
/// and nothing written when the input is bad.
@Suite("Command line")
struct CommandLineTests {
    struct Result { let status: Int32; let stdout: String; let stderr: String }

    /// The binary SwiftPM built beside this test bundle.
    static let binary: String = {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("timecircuits").path
    }()

    /// A settings home no test writes to: every command reads the settings file, and the
    /// developer's own must not change what the tests see.
    static let emptyConfigHome = tempPath("config-empty")

    /// A state home no test writes to, for the same reason.
    static let emptyStateHome = tempPath("state-empty")

    /// Runs the binary with no display, no session bus (a developer's own alarm service is not
    /// the test's) and, unless given, empty settings and state homes.
    static func run(_ args: [String], configHome: String = emptyConfigHome, stateHome: String = emptyStateHome,
                    timeZone: String? = nil, language: String = "") throws -> Result {
        var env = ProcessInfo.processInfo.environment
        // English unless a language is named, whatever the language of whoever runs the tests.
        env.merge(MessageLanguage.speaking(language)) { _, new in new }
        env["DISPLAY"] = nil
        env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent/timecircuits-test-bus"
        env["XDG_CONFIG_HOME"] = configHome
        env["XDG_STATE_HOME"] = stateHome
        if let timeZone { env["TZ"] = timeZone }
        return try spawn(binary, args, environment: env)
    }

    /// Runs `executable` with `arguments` and exactly `environment`, standard input empty, and
    /// waits for it: its status and both outputs.
    static func spawn(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        p.environment = environment
        p.standardInput = FileHandle.nullDevice
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                      stderr: String(decoding: e, as: UTF8.self))
    }

    /// A fresh home folder holding `text` at `relative` (e.g. `timecircuits/settings.conf`).
    static func home(with text: String, at relative: String) throws -> String {
        let home = tempPath("home")
        let file = URL(fileURLWithPath: home).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return home
    }

    /// Runs `arguments` as bad usage with `settings` as the settings file and no display, and
    /// expects what every refusal owes the user: status 64, one line on standard error saying
    /// `says`, nothing on standard output, and nothing written: no picture at `OUT` (an argument
    /// standing for a path render would write) and the settings folder as it was.
    static func expectRefused(_ arguments: [String], says: String, settings: String) throws {
        let home = try home(with: settings, at: "timecircuits/settings.conf")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let out = tempPath("never.png")
        // No display either: bad usage is caught before one would be opened.
        let r = try run(arguments.map { $0 == "OUT" ? out : $0 }, configHome: home)
        #expect(r.status == 64, "\(arguments): \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(says), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(try String(contentsOfFile: home + "/timecircuits/settings.conf", encoding: .utf8) == settings)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home + "/timecircuits") == ["settings.conf"])
    }

    static let film = "1985-10-26T01:21:00-07:00"

    static func tempPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tc-cli-\(UUID().uuidString)-\(name)").path
    }

    /// The package makes these tests depend on the `timecircuits` target, so the build that
    /// builds them also rebuilds the binary: what this checks is that it is one.
    @Test("the binary where the tests look is a compiled program")
    func binaryBuilt() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary), "\(Self.binary)")
        // ELF, not a script standing in for the program.
        let head = try #require(FileHandle(forReadingAtPath: Self.binary)).readData(ofLength: 4)
        #expect(head == Data([0x7F, 0x45, 0x4C, 0x46]), "\(Self.binary) is not an ELF file")
    }

    @Test("`now` prints one aligned line per row")
    func nowLines() throws {
        let r = try Self.run(["now", "--frozen-date", Self.film])
        #expect(r.status == 0)
        #expect(r.stdout == """
            NEW YORK   OCT 26 1985  04:21 AM
            LONDON     OCT 26 1985  09:21 AM
            HONG KONG  OCT 26 1985  04:21 PM

            """)
        #expect(r.stderr.isEmpty)
    }

    @Test("`now --24h` prints the 24-hour clock without AM/PM")
    func now24() throws {
        let r = try Self.run(["now", "--24h", "--frozen-date", Self.film])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "NEW YORK   OCT 26 1985  04:21\nLONDON     OCT 26 1985  09:21\nHONG KONG  OCT 26 1985  16:21\n")
    }

    @Test("`now --json` says who rules night mode and until when, from the settings file's schedule, as the window would")
    func nowJSONNight() throws {
        let home = try Self.home(with: "night = 22:30-06:45\nnight = bogus\n", at: "timecircuits/settings.conf")
        let r = try Self.run(["now", "--json"], configHome: home, timeZone: "Europe/Zurich")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("line 2: night \"bogus\""), "the bad line is named: \(r.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        let night = try #require(rows.first?["night"] as? [String: Any])
        #expect(night["source"] as? String == "schedule")
        let until = try #require(night["until"] as? String)
        // The next edge, in this computer's offset: 22:30 by day, 06:45 by night.
        let on = try #require(night["on"] as? Bool)
        #expect(until.dropFirst(11).hasPrefix(on ? "06:45:00" : "22:30:00") && (until.hasSuffix("+01:00") || until.hasSuffix("+02:00")), "\(until)")
    }

    @Test("`now --json` prints an array of objects with the documented keys")
    func nowJSON() throws {
        // A modern date: in 1985 Kathmandu was still on +5:30, as the tz database knows.
        let r = try Self.run(["now", "--frozen-date", "2026-01-15T08:21:00Z", "--cities", "kathmandu,chatham", "--json"])
        #expect(r.status == 0)
        let rows = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]]
        let rowsList = try #require(rows)
        #expect(rowsList.count == 2)
        #expect(Set(rowsList[0].keys) == ["role", "id", "name", "zone", "month", "day", "year", "hour", "minute", "meridiem", "theme", "night"])
        // No schedule: day, by the setting, for good.
        let night = try #require(rowsList[0]["night"] as? [String: Any])
        #expect(night["on"] as? Bool == false && night["source"] as? String == "setting" && night["until"] == nil)
        #expect(rowsList[0]["id"] as? String == "kathmandu")
        #expect(rowsList[0]["zone"] as? String == "Asia/Kathmandu")
        // 08:21 UTC + 5:45 = 14:06 → 02:06 PM.
        #expect(rowsList[0]["hour"] as? Int == 2)
        #expect(rowsList[0]["minute"] as? Int == 6)
        #expect(rowsList[0]["meridiem"] as? String == "PM")
        #expect(rowsList[0]["month"] as? String == "JAN")
        // Chatham in January (NZ daylight time) is +13:45: 08:21 UTC → 22:06.
        #expect(rowsList[1]["hour"] as? Int == 10)
        #expect(rowsList[1]["minute"] as? Int == 6)
    }

    @Test("`now --json --24h` says what the face shows: hour 0 to 23, no meridiem, as the text form")
    func nowJSONTwentyFourHour() throws {
        let args = ["now", "--24h", "--cities", "london", "--frozen-date", "2026-06-01T15:30:00Z"]
        let r = try Self.run(args + ["--json"])
        #expect(r.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        // 15:30 UTC is 16:30 in London's summer time.
        #expect(rows.first?["hour"] as? Int == 16)
        #expect(rows.first?["minute"] as? Int == 30)
        #expect(rows.first?.keys.contains("meridiem") == false)
        let text = try Self.run(args)
        #expect(text.stdout.contains("16:30"))
        #expect(!text.stdout.contains("PM"))
    }

    @Test("`cities QUERY` finds by name, alias and accent-free spelling")
    func citiesSearch() throws {
        let r = try Self.run(["cities", "sao"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("ID") == true)
        #expect(lines.dropFirst().first?.hasPrefix("sao_paulo") == true)
        #expect(r.stdout.contains("UTC-03:00"))
        let all = try Self.run(["cities"])
        #expect(all.stdout.split(separator: "\n").count > 150)
    }

    @Test("`render` writes a PNG of the requested size")
    func renderWrites() throws {
        let path = Self.tempPath("face.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try Self.run(["render", "-o", path, "--size", "300x200", "--frozen-date", Self.film, "--colon", "dim"])
        #expect(r.status == 0, "\(r.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        let w = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(w == 300 && h == 200)
    }

    @Test("`render --animation` draws a frame of either animation; past its end, the clock")
    func renderAnimation() throws {
        var files: [Data] = []
        for args in [["--animation", "power-on", "--animation-time", "0.5"],
                     ["--animation", "time-travel", "--animation-time", "1.5", "--seed", "4"],
                     ["--animation", "time-travel", "--animation-time", "9"], []] {
            let path = Self.tempPath("frame.png")
            defer { try? FileManager.default.removeItem(atPath: path) }
            let r = try Self.run(["render", "-o", path, "--size", "260x168", "--frozen-date", Self.film, "--colon", "lit"] + args)
            #expect(r.status == 0, "\(r.stderr)")
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(files[0] != files[3] && files[1] != files[3])
        #expect(files[2] == files[3], "an animation's end is the clock itself")
    }

    /// Bad input: one line on stderr naming the problem, status 64, no output file.
    @Test("bad input is one clear line, status 64, and nothing written", arguments: [
        (["--frozen-date", "1985-10-26 01:21"], "invalid date"),
        (["--frozen-date", "2023-02-29T10:00:00Z"], "does not exist"),
        (["--cities", "new_yrok"], "did you mean new_york"),
        (["--cities", "london,london"], "listed twice"),
        (["--cities", "london,paris,tokyo,sydney"], "at most 3"),
        (["--size", "12x"], "WIDTHxHEIGHT"),
        (["--colon", "blinking"], "lit or dim"),
        (["--frobnicate"], "--frobnicate"),
        (["--brightness", "11"], "a whole number 1–10"),
        (["--brightness", "dim"], "a whole number 1–10"),
        (["--animation", "warp"], "power-on or time-travel"),
        (["--animation", "power-on", "--animation-time", "soon"], "seconds from 0"),
        (["--animation", "power-on", "--animation-time=-1"], "seconds from 0"),
        (["--animation", "time-travel", "--seed", "x"], "whole number from 0"),
        (["--seed", "3"], "need --animation"),
        (["--mode", "film"], "world or movie"),
        (["--destination", "1955-13-05T06:00"], "years 0001-9999"),
        (["--destination", "0000-12-25T00:00"], "years 0001-9999"),
        (["--departed", "yesterday"], "like 1955-11-05T06:00"),
        (["--cycle", "7"], "5, 10, 15, 30, 60"),
        (["--typed", "11x5", "--mode", "movie"], "digits"),
        (["--typed", "1105"], "needs movie mode"),
    ])
    func badInput(args: [String], expected: String) throws {
        let path = Self.tempPath("bad.png")
        let r = try Self.run(["render", "-o", path] + args)
        #expect(r.status == 64)
        #expect(r.stdout.isEmpty)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("timecircuits: "))
        #expect(r.stderr.contains(expected), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("play-sound by hand: an unknown sound is one line and 64; with no sound server, one warning and the built-in still made")
    func playSoundByHand() throws {
        let bad = try Self.run(["play-sound", "--effect", "warp"])
        #expect(bad.status == 64 && bad.stderr.split(separator: "\n").count == 1 && bad.stderr.contains("key-7"), "\(bad.stderr)")
        let cache = Self.tempPath("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: cache) }
        var env = ProcessInfo.processInfo.environment
        env["PULSE_SERVER"] = "unix:/nonexistent/timecircuits-no-sound"
        env["XDG_CACHE_HOME"] = cache
        let r = try Self.spawn(Self.binary, ["play-sound", "--effect", "departure"], environment: env)
        #expect(r.status == 0 && r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("no sound server"), "\(r.stderr)")
        let made = "\(cache)/timecircuits/sounds-\(SoundSynthesis.recipeVersion)/departure.wav"
        #expect(FileManager.default.contents(atPath: made).map { Array($0) } == SoundSynthesis.wav(.departure))
    }

    @Test("an unwritable output path is one line and a failure status")
    func unwritable() throws {
        let r = try Self.run(["render", "-o", "/nonexistent-dir/face.png", "--frozen-date", Self.film])
        #expect(r.status == 1)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains("/nonexistent-dir/face.png"))
    }

    @Test("--version and --help with examples")
    func versionAndHelp() throws {
        let v = try Self.run(["--version"])
        #expect(v.status == 0)
        #expect(v.stdout == "\(TimeCircuitsCommand.version)\n")
        let h = try Self.run(["--help"])
        #expect(h.status == 0)
        #expect(h.stdout.contains("Examples:"))
        for sub in ["render", "now", "cities"] { #expect(h.stdout.contains(sub)) }
        let rh = try Self.run(["render", "--help"])
        #expect(rh.stdout.contains("--frozen-date"))
    }
}
