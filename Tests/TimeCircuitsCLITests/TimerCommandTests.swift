import Foundation
import Testing

/// The timer from the command line: `timer DURATION` checks the duration before anything opens,
/// and `render --timer` draws the timer face headless, from the same settings as the window.
@Suite("Timer on the command line")
struct TimerCommandTests {
    typealias CLI = CommandLineTests

    @Test("a bad duration is one line saying what is accepted, status 64, and no window", arguments: [
        ["timer", "99h"], ["timer", "-5m"], ["timer", "12:75"], ["timer", "5 fortnights"], ["timer", "0s"],
        ["timer", "--start"], ["render", "-o", "/tmp/never.png", "--timer", "1y"],
        ["render", "-o", "/tmp/never.png", "--timer", "5m", "--phase", "blue"],
        ["render", "-o", "/tmp/never.png", "--timer", "5m", "--timer-state", "ringing"],
        ["render", "-o", "/tmp/never.png", "--phase", "red"],
        ["render", "-o", "/tmp/never.png", "--stopwatch", "soon"], ["render", "-o", "/tmp/never.png", "--stopwatch", "400000"],
        ["render", "-o", "/tmp/never.png", "--laps", "1,2"],
        ["render", "-o", "/tmp/never.png", "--stopwatch", "10", "--laps", "4,2"],
        ["render", "-o", "/tmp/never.png", "--stopwatch", "10", "--laps", "4,12"],
        ["render", "-o", "/tmp/never.png", "--stopwatch", "10", "--timer", "5m"],
    ])
    func badInput(arguments: [String]) throws {
        // No display either: bad usage must be caught before one would be opened.
        let r = try CLI.run(arguments)
        #expect(r.status == 64, "\(arguments): \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(r.stderr.contains("expected") || r.stderr.contains("need"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.png"))
    }

    @Test("render --timer draws the timer face: the digits lit in the phase's colour, the bar by the time left")
    func render() throws {
        let out = CLI.tempPath("timer.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = try CLI.run(["render", "-o", out, "--size", "520x335", "--timer", "1:45", "--frozen-date", CLI.film])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let red = CLI.tempPath("red.png")
        defer { try? FileManager.default.removeItem(atPath: red) }
        #expect(try CLI.run(["render", "-o", red, "--size", "520x335", "--timer", "1:45", "--phase", "red",
                             "--frozen-date", CLI.film]).status == 0)
        let amber = try #require(FileManager.default.contents(atPath: out))
        let forced = try #require(FileManager.default.contents(atPath: red))
        #expect(amber.count > 10_000 && amber != forced, "1:45 left is amber by the thresholds; --phase red changes it")
    }

    @Test("render --stopwatch draws the stopwatch face at any size: stopped, or running with its laps")
    func renderStopwatch() throws {
        let stopped = CLI.tempPath("stopped.png"), running = CLI.tempPath("running.png")
        defer { try? FileManager.default.removeItem(atPath: stopped); try? FileManager.default.removeItem(atPath: running) }
        #expect(try CLI.run(["render", "-o", stopped, "--size", "1920x1080", "--stopwatch", "83.45"]).status == 0)
        let r = try CLI.run(["render", "-o", running, "--size", "1080x1920", "--stopwatch", "83.45", "--laps", "20.5,41.03,62.9"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        // A PNG's width and height are the big-endian words at bytes 16 and 20.
        func size(_ path: String) throws -> (Int, Int) {
            let d = try #require(FileManager.default.contents(atPath: path))
            func word(_ at: Int) -> Int { d[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
            return (word(16), word(20))
        }
        #expect(try size(stopped) == (1920, 1080) && size(running) == (1080, 1920))
    }

    @Test("presets come from the settings file; a damaged preset is one warning naming its line, the file untouched")
    func presets() throws {
        let text = "version = 1\ncities = tokyo\npreset1 = 7m\npreset2 = eternity\n"
        let home = try CLI.home(with: text, at: "timecircuits/settings.conf")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let out = CLI.tempPath("presets.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = try CLI.run(["render", "-o", out, "--timer", "5m", "--frozen-date", CLI.film], configHome: home)
        #expect(r.status == 0)
        #expect(r.stderr.contains("line 4: preset2 \"eternity\" is not") && r.stderr.contains("read as 10:00"), "\(r.stderr)")
        #expect(try String(contentsOfFile: home + "/timecircuits/settings.conf", encoding: .utf8) == text)
    }
}
