import Foundation
import Testing

/// Movie mode from the command line: `now`, `now --json` and `render` show the movie face from the
/// state file, as the window does, and the flags override it for one run without writing it.
@Suite("Movie mode on the command line")
struct MovieCommandTests {
    typealias CLI = CommandLineTests

    static func stateHome(_ text: String) throws -> String {
        try CLI.home(with: text, at: "timecircuits/state.conf")
    }

    @Test("now reads movie mode from the state file; --mode world shows the cities for one run")
    func nowFromState() throws {
        let home = try Self.stateHome("version = 1\nmode = movie\ndestination = 2015-10-21T16:29\n")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let r = try CLI.run(["now", "--frozen-date", CLI.film], stateHome: home, timeZone: "America/Los_Angeles")
        #expect(r.status == 0 && r.stderr.isEmpty)
        #expect(r.stdout == """
            DESTINATION TIME    OCT 21 2015  04:29 PM
            PRESENT TIME        OCT 26 1985  01:21 AM
            LAST TIME DEPARTED  OCT 26 1985  01:20 AM

            """)
        let world = try CLI.run(["now", "--mode", "world", "--frozen-date", CLI.film], stateHome: home)
        #expect(world.stdout.hasPrefix("NEW YORK"))
        #expect(try String(contentsOfFile: home + "/timecircuits/state.conf", encoding: .utf8).contains("mode = movie"),
                "the flag wrote nothing")
    }

    @Test("now --json names each row's role, and the present's zone")
    func json() throws {
        let r = try CLI.run(["now", "--json", "--mode", "movie", "--destination", "1885-09-02T08:00", "--frozen-date", CLI.film],
                            timeZone: "America/Los_Angeles")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        #expect(rows.compactMap { $0["role"] as? String } == ["destination", "present", "departed"])
        #expect(rows[0]["year"] as? Int == 1885 && rows[0]["hour"] as? Int == 8 && rows[0]["zone"] == nil)
        #expect(rows[1]["zone"] as? String == "America/Los_Angeles")
    }

    @Test("render draws the state file's movie face: the same bytes as the same face given by flags")
    func render() throws {
        let home = try Self.stateHome("version = 1\nmode = movie\ndestination = 1776-07-04T09:00\n")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let a = CLI.tempPath("a.png"), b = CLI.tempPath("b.png")
        defer { for f in [a, b] { try? FileManager.default.removeItem(atPath: f) } }
        let common = ["--size", "260x168", "--frozen-date", CLI.film, "--colon", "lit"]
        #expect(try CLI.run(["render", "-o", a] + common, stateHome: home).status == 0)
        #expect(try CLI.run(["render", "-o", b, "--mode", "movie", "--destination", "1776-07-04T09:00"] + common).status == 0)
        let bytes = FileManager.default.contents(atPath: a)
        #expect(bytes != nil && bytes == FileManager.default.contents(atPath: b))
    }
}
