import Foundation
import Testing

/// `--display-mode` on the commands that show the face: the replica's display for one run, over
/// the settings file's `display-mode`, checked before anything is opened or written.
@Suite("The display mode on the command line")
struct DisplayModeCommandTests {
    typealias CLI = CommandLineTests

    static let settingsText = "version = 1\ncities = new_york, london, hong_kong\n"

    @Test("a bad display mode, or the room condition with no broker, is one line saying what is accepted, status 64, nothing written",
          arguments: [
              (["now", "--display-mode", "normal"], "full, minimal or room"),
              (["render", "-o", "OUT", "--display-mode", ""], "full, minimal or room"),
              (["window", "--display-mode", "tiny"], "full, minimal or room"),
              (["now", "--display-mode", "room"], "needs an MQTT broker"),
              (["render", "-o", "OUT", "--display-mode", "ROOM"], "needs an MQTT broker"),
              (["window", "--display-mode", "room"], "needs an MQTT broker"),
          ])
    func badInput(arguments: [String], says: String) throws {
        try CLI.expectRefused(arguments, says: says, settings: Self.settingsText)
    }

    @Test("now --display-mode minimal: the present time's row alone, its weekday in place of the year; the file not written")
    func nowMinimal() throws {
        let home = try CLI.home(with: Self.settingsText, at: "timecircuits/settings.conf")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let full = try CLI.run(["now", "--frozen-date", CLI.film], configHome: home)
        #expect(full.status == 0 && full.stdout.split(separator: "\n").count == 3, "\(full.stdout)")
        let minimal = try CLI.run(["now", "--frozen-date", CLI.film, "--display-mode", "minimal", "--json"], configHome: home)
        #expect(minimal.status == 0, "\(minimal.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(minimal.stdout.utf8)) as? [[String: Any]])
        // 1:21 AM in Los Angeles is 4:21 AM on Saturday in New York, the top row's city.
        #expect(rows.count == 1 && rows.first?["id"] as? String == "new_york", "\(rows)")
        #expect(rows.first?["weekday"] as? String == "SAT", "\(rows)")
        #expect(try String(contentsOfFile: home + "/timecircuits/settings.conf", encoding: .utf8) == Self.settingsText)
    }

    @Test("render --display-mode minimal draws byte for byte what the settings file's display-mode = minimal draws")
    func renderFollowsTheFlag() throws {
        let plain = try CLI.home(with: Self.settingsText, at: "timecircuits/settings.conf")
        let minimalHome = try CLI.home(with: Self.settingsText + "display-mode = minimal\n", at: "timecircuits/settings.conf")
        defer { try? FileManager.default.removeItem(atPath: plain); try? FileManager.default.removeItem(atPath: minimalHome) }
        let fromFlag = CLI.tempPath("flag-\(UUID().uuidString).png"), fromFile = CLI.tempPath("file-\(UUID().uuidString).png")
        let full = CLI.tempPath("full-\(UUID().uuidString).png")
        defer { for f in [fromFlag, fromFile, full] { try? FileManager.default.removeItem(atPath: f) } }
        let common = ["--size", "260x168", "--frozen-date", CLI.film, "--colon", "lit"]
        #expect(try CLI.run(["render", "-o", fromFlag, "--display-mode", "minimal"] + common, configHome: plain).status == 0)
        #expect(try CLI.run(["render", "-o", fromFile] + common, configHome: minimalHome).status == 0)
        #expect(try CLI.run(["render", "-o", full, "--display-mode", "full"] + common, configHome: minimalHome).status == 0)
        let a = FileManager.default.contents(atPath: fromFlag), b = FileManager.default.contents(atPath: fromFile)
        let c = FileManager.default.contents(atPath: full)
        #expect(a != nil && a == b, "the flag renders what the file's line renders")
        #expect(c != nil && c != a, "--display-mode full over the file's minimal shows the three rows")
    }
}
