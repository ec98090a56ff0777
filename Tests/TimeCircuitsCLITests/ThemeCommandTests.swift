import Foundation
import Testing

/// The face's theme from the command line: `--theme`, `--colors` and `--ease` on every command
/// that shows the face, checked before anything is opened or written; `render` and `now` follow
/// the settings file's `theme` and `colors` as the window does.
@Suite("Themes on the command line")
struct ThemeCommandTests {
    typealias CLI = CommandLineTests

    static let settingsText = "version = 1\ncities = tokyo, paris\ntheme = neon\ncolors = red, #00ff00, blue\n"

    @Test("a bad theme or colour list is one line saying what is accepted, status 64, nothing opened or written",
          arguments: [
              (["window", "--theme", "sparkly"], "prop, neon, neumorphic or classic"),
              (["--theme", ""], "prop, neon, neumorphic or classic"),
              (["timer", "5m", "--theme", "neon2"], "prop, neon, neumorphic or classic"),
              (["render", "-o", "OUT", "--theme", "retro"], "prop, neon, neumorphic or classic"),
              (["now", "--theme", "dark"], "prop, neon, neumorphic or classic"),
              (["window", "--colors", "red,green"], "one colour or three"),
              (["render", "-o", "OUT", "--colors", "chartreuse"], "#rrggbb"),
              (["render", "-o", "OUT", "--colors", "#12345"], "one colour or three"),
              (["timer", "--colors", ""], "one colour or three"),
              (["now", "--colors", "red,green,amber,blue"], "one colour or three"),
          ])
    func badInput(arguments: [String], says: String) throws {
        try CLI.expectRefused(arguments, says: says, settings: Self.settingsText)
    }

    @Test("render draws the file's theme and colours: byte for byte the render of the same look given as flags")
    func renderFollowsTheFile() throws {
        let home = try CLI.home(with: Self.settingsText, at: "timecircuits/settings.conf")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let fromFile = CLI.tempPath("file.png"), fromFlags = CLI.tempPath("flags.png"), other = CLI.tempPath("other.png")
        let prop = CLI.tempPath("prop.png")
        defer { for f in [fromFile, fromFlags, other, prop] { try? FileManager.default.removeItem(atPath: f) } }
        let common = ["--size", "260x168", "--frozen-date", CLI.film, "--colon", "lit"]
        #expect(try CLI.run(["render", "-o", fromFile] + common, configHome: home).status == 0)
        #expect(try CLI.run(["render", "-o", fromFlags, "--cities", "tokyo,paris", "--theme", "NEON",
                             "--colors", "red, #0f0, blue"] + common).status == 0)
        let a = FileManager.default.contents(atPath: fromFile), b = FileManager.default.contents(atPath: fromFlags)
        #expect(a != nil && a == b, "the file's look renders as the same look given by flags")
        // Other colours, or another theme over the file's, are another picture: both reach the painter.
        #expect(try CLI.run(["render", "-o", other, "--colors", "white"] + common, configHome: home).status == 0)
        #expect(try CLI.run(["render", "-o", prop, "--theme", "prop"] + common, configHome: home).status == 0)
        let c = FileManager.default.contents(atPath: other), d = FileManager.default.contents(atPath: prop)
        #expect(c != nil && c != a && d != nil && d != a && d != c)
        #expect(try String(contentsOfFile: home + "/timecircuits/settings.conf", encoding: .utf8) == Self.settingsText,
                "flags are never written")
    }

    @Test("now --json names the theme of every row and, when set, each row's colour; flags override the file")
    func nowJSON() throws {
        func rows(_ args: [String], home: String) throws -> [[String: Any]] {
            let r = try CLI.run(["now", "--json", "--frozen-date", CLI.film] + args, configHome: home)
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
            return try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        }
        let home = try CLI.home(with: Self.settingsText, at: "timecircuits/settings.conf")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let fromFile = try rows([], home: home)
        #expect(fromFile.map { $0["id"] as? String } == ["tokyo", "paris"])
        #expect(fromFile.map { $0["theme"] as? String } == ["neon", "neon"])
        #expect(fromFile.map { $0["color"] as? String } == ["red", "#00ff00"])
        let flagged = try rows(["--theme", "classic", "--colors", "amber"], home: home)
        #expect(flagged.map { $0["theme"] as? String } == ["classic", "classic"])
        #expect(flagged.map { $0["color"] as? String } == ["amber", "amber"])
        let plain = try rows([], home: CLI.emptyConfigHome)
        #expect(plain.count == 3 && plain.allSatisfy { $0["theme"] as? String == "prop" && $0["color"] == nil },
                "the default theme, and no colour when the theme's own show")
    }

    @Test("the help of window, render and now shows the flags and an example")
    func help() throws {
        for command in ["window", "render", "now"] {
            let r = try CLI.run([command, "--help"])
            #expect(r.stdout.contains("--theme <name>") && r.stdout.contains("--colors <list>"), "\(command)")
        }
        #expect(try CLI.run(["window", "--help"]).stdout.contains("--ease/--no-ease"))
        #expect(try CLI.run(["render", "--help"]).stdout.contains("render -o neon.png --theme neon"))
    }
}
