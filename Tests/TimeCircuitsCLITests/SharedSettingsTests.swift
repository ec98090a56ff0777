import Foundation
import Testing

/// `now`, `now --json` and `render` read the settings file the window writes, so they show what
/// the window shows; `--cities` still overrides it for one run.
@Suite("Headless commands follow the settings file")
struct SharedSettingsTests {
    typealias CLI = CommandLineTests

    /// A settings home holding `text` as its settings file, as the window would have saved it.
    static func home(_ text: String) throws -> String {
        try CLI.home(with: text, at: "timecircuits/settings.conf")
    }

    static let tokyoParis = "version = 1\ncities = tokyo, paris\nclock = 24h\n"

    @Test("now and now --json show the file's cities and hour cycle; --cities overrides them for one run")
    func now() throws {
        let home = try Self.home(Self.tokyoParis)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let text = try CLI.run(["now", "--frozen-date", CLI.film], configHome: home)
        #expect(text.status == 0 && text.stderr.isEmpty)
        #expect(text.stdout == "TOKYO      OCT 26 1985  17:21\nPARIS      OCT 26 1985  09:21\n")

        let json = try CLI.run(["now", "--json", "--frozen-date", CLI.film], configHome: home)
        let rows = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(rows?.compactMap { $0["id"] as? String } == ["tokyo", "paris"])

        let overridden = try CLI.run(["now", "--json", "--cities", "london", "--frozen-date", CLI.film], configHome: home)
        let one = try JSONSerialization.jsonObject(with: Data(overridden.stdout.utf8)) as? [[String: Any]]
        #expect(one?.compactMap { $0["id"] as? String } == ["london"])
        #expect(try String(contentsOfFile: home + "/timecircuits/settings.conf", encoding: .utf8) == Self.tokyoParis,
                "reading never writes")
    }

    @Test("render draws the file's cities and lighting: byte for byte the render of the same choice given as flags")
    func render() throws {
        let home = try Self.home(Self.tokyoParis + "brightness = 4\n")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let fromFile = CLI.tempPath("file.png"), fromFlags = CLI.tempPath("flags.png"), plain = CLI.tempPath("plain.png")
        defer { for f in [fromFile, fromFlags, plain] { try? FileManager.default.removeItem(atPath: f) } }
        let common = ["--size", "260x168", "--frozen-date", CLI.film, "--colon", "lit"]
        #expect(try CLI.run(["render", "-o", fromFile] + common, configHome: home).status == 0)
        #expect(try CLI.run(["render", "-o", fromFlags, "--cities", "tokyo,paris", "--24h", "--brightness", "4"] + common).status == 0)
        #expect(try CLI.run(["render", "-o", plain] + common).status == 0)
        let a = FileManager.default.contents(atPath: fromFile), b = FileManager.default.contents(atPath: fromFlags)
        #expect(a != nil && a == b, "the file's choice renders as the same choice given by flags")
        #expect(a != FileManager.default.contents(atPath: plain), "and not as the defaults")

        // --cities overrides the file's cities; the file's 24-hour clock and brightness still apply.
        let overridden = CLI.tempPath("override.png")
        defer { try? FileManager.default.removeItem(atPath: overridden) }
        #expect(try CLI.run(["render", "-o", overridden, "--cities", "tokyo,paris"] + common, configHome: home).status == 0)
        #expect(FileManager.default.contents(atPath: overridden) == b)
    }

    @Test("a damaged settings file: one warning naming its line, the rest used, the file untouched")
    func damaged() throws {
        let text = "version = 1\ncities = tokyo, atlantis\n"
        let home = try Self.home(text)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let r = try CLI.run(["now", "--frozen-date", CLI.film], configHome: home)
        #expect(r.status == 0)
        #expect(r.stdout == "TOKYO      OCT 26 1985  05:21 PM\n")
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("line 2") && r.stderr.contains("atlantis"))
        #expect(try String(contentsOfFile: home + "/timecircuits/settings.conf", encoding: .utf8) == text)
    }
}
