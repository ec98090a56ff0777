import Foundation
import Testing

/// `timecircuits alarm`: adds, lists, removes and switches alarms in the settings file with the
/// atomic save; bad input is one line, status 64, and the file untouched.
@Suite("alarm command")
struct AlarmCommandTests {
    typealias CLI = CommandLineTests

    static let start = "version = 1\ncities = london\nclock = 24h\n"

    /// A settings home holding `text`, and a function reading its file back.
    static func home(_ text: String = start) throws -> (home: String, file: () -> String?) {
        let home = try CLI.home(with: text, at: "timecircuits/settings.conf")
        return (home, { try? String(contentsOfFile: home + "/timecircuits/settings.conf", encoding: .utf8) })
    }

    @Test("add, list, off, on and remove edit the file's alarm lines, keeping the rest of it")
    func editing() throws {
        let (home, file) = try Self.home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let empty = try CLI.run(["alarm", "list"], configHome: home)
        #expect(empty.status == 0 && empty.stdout.hasPrefix("no alarms"))

        let add = try CLI.run(["alarm", "add", "07:30", "--days", "mon-fri", "--label", "Work"], configHome: home)
        #expect(add.status == 0 && add.stdout == "added alarm 1: 07:30 mon-fri Work\n" && add.stderr.isEmpty, "\(add.stderr)")
        #expect(try CLI.run(["alarm", "add", "6:45", "--days", "once"], configHome: home).status == 0)
        #expect(try CLI.run(["alarm", "add", "08:00", "--days", "Saturday,Sunday"], configHome: home).status == 0)
        #expect(file()?.hasSuffix("cities = london\nclock = 24h\nalarm = 07:30 mon-fri Work\nalarm = 06:45 once\nalarm = 08:00 sat,sun\n") == true,
                "\(file() ?? "")")

        // The test's process has no session bus: the list says who rings them then.
        let list = try CLI.run(["alarm", "list"], configHome: home)
        #expect(list.stdout == """
            1  on   07:30  mon-fri        Work
            2  on   06:45  once
            3  on   08:00  sat,sun

            alarms ring only while a clock window is open: there is no session bus for the alarm service

            """, "\(list.stdout)")

        #expect(try CLI.run(["alarm", "off", "2"], configHome: home).stdout == "alarm 2 off: 06:45 once\n")
        #expect(file()?.contains("alarm = off 06:45 once\n") == true)
        #expect(try CLI.run(["alarm", "list"], configHome: home).stdout.contains("2  off  06:45  once"))
        #expect(try CLI.run(["alarm", "on", "2"], configHome: home).status == 0)
        #expect(file()?.contains("alarm = 06:45 once\n") == true)
        let removed = try CLI.run(["alarm", "remove", "1"], configHome: home)
        #expect(removed.stdout == "removed alarm 1: 07:30 mon-fri Work\n")
        #expect(file()?.contains("Work") == false && file()?.contains("alarm = 06:45 once\nalarm = 08:00 sat,sun\n") == true)
    }

    @Test("the list shows times in the clock's own 12-hour style when the file says so")
    func twelveHour() throws {
        let (home, _) = try Self.home("version = 1\ncities = london\nalarm = 19:05 daily Tea\n")
        defer { try? FileManager.default.removeItem(atPath: home) }
        #expect(try CLI.run(["alarm", "list"], configHome: home).stdout.hasPrefix("1  on   7:05 PM   daily          Tea\n\n"))
    }

    @Test("bad input: one line naming what is wrong and what is accepted, status 64, the file untouched", arguments: [
        (["alarm", "add", "25:00"], "no hour 25"),
        (["alarm", "add", "7.30"], "not HH:MM"),
        (["alarm", "add", "07:30", "--days", "funday"], "--days \"funday\" is not days; expected days like mon-fri"),
        (["alarm", "add", "07:30", "--label", "a # b"], "cannot hold #"),
        (["alarm", "add", "08:00", "--days", "sat,sun"], "already alarm 1"),
        (["alarm", "remove", "2"], "there is no alarm 2: the alarms are numbered 1 to 1"),
        (["alarm", "off", "0"], "there is no alarm 0"),
        (["alarm", "on", "9"], "there is no alarm 9"),
        (["alarm", "remove", "two"], "two"),
    ])
    func badInput(args: [String], why: String) throws {
        let text = Self.start + "alarm = 08:00 sat,sun\n"
        let (home, file) = try Self.home(text)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let r = try CLI.run(args, configHome: home)
        #expect(r.status == 64, "\(args): \(r.status) \(r.stderr)")
        #expect(r.stderr.hasPrefix("timecircuits: ") && r.stderr.contains(why), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(file() == text, "the file is untouched")
        let entries = try FileManager.default.contentsOfDirectory(atPath: home + "/timecircuits")
        #expect(entries == ["settings.conf"], "no temporary or .bad file left: \(entries)")
    }

    @Test("with no settings file yet, add creates one the window reads")
    func fresh() throws {
        let home = CLI.tempPath("fresh")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let r = try CLI.run(["alarm", "add", "07:00"], configHome: home)
        #expect(r.status == 0, "\(r.stderr)")
        let text = try String(contentsOfFile: home + "/timecircuits/settings.conf", encoding: .utf8)
        #expect(text.contains("cities = new_york, london, hong_kong\n") && text.hasSuffix("alarm = 07:00 daily\n"))
    }
}
