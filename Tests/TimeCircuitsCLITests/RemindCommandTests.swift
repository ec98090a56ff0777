import Foundation
import Testing

/// `timecircuits remind`: adds, lists and removes reminders in the settings file with the
/// atomic, merging save; bad dates are one line, status 64, the file untouched; `now` shows a
/// due reminder on movie mode's red row and `now --json` names the next one.
@Suite("remind command")
struct RemindCommandTests {
    typealias CLI = CommandLineTests

    static let start = "version = 1\ncities = london\nclock = 24h\n"

    static func home(_ text: String = start) throws -> (home: String, file: () -> String?) {
        let home = try CLI.home(with: text, at: "timecircuits/settings.conf")
        return (home, { try? String(contentsOfFile: home + "/timecircuits/settings.conf", encoding: .utf8) })
    }

    @Test("add, list and remove edit the file's reminder lines, keeping the rest of it")
    func editing() throws {
        let (home, file) = try Self.home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let empty = try CLI.run(["remind", "list"], configHome: home)
        #expect(empty.status == 0 && empty.stdout.hasPrefix("no reminders"))

        let add = try CLI.run(["remind", "add", "05-12", "--label", "Mom's birthday"], configHome: home)
        #expect(add.status == 0 && add.stdout.hasPrefix("added reminder 1: 05-12 Mom's birthday\n"), "\(add.stdout) \(add.stderr)")
        #expect(try CLI.run(["remind", "add", "15", "--monthly", "--label", "Rent"], configHome: home).status == 0)
        #expect(try CLI.run(["remind", "add", "2-29", "--time", "7:05"], configHome: home).status == 0)
        #expect(file()?.hasSuffix("clock = 24h\nreminder = 05-12 Mom's birthday\nreminder = 15 monthly Rent\nreminder = 02-29 07:05\n") == true,
                "\(file() ?? "")")
        let list = try CLI.run(["remind", "list"], configHome: home)
        #expect(list.stdout == """
            1  05-12       09:00  Mom's birthday
            2  15 monthly  09:00  Rent
            3  02-29       07:05

            """, "\(list.stdout)")
        let removed = try CLI.run(["remind", "remove", "2"], configHome: home)
        #expect(removed.stdout == "removed reminder 2: 15 monthly Rent\n")
        #expect(file()?.hasSuffix("reminder = 05-12 Mom's birthday\nreminder = 02-29 07:05\n") == true)
    }

    @Test("bad input: one line naming what is wrong and what is accepted, status 64, the file untouched", arguments: [
        (["remind", "add", "02-30"], "FEB has no day 30; expected MM-DD"),
        (["remind", "add", "13-01"], "has no month 13; expected MM-DD"),
        (["remind", "add", "32", "--monthly"], "no month has a day 32"),
        (["remind", "add", "15"], "a day without a month"),
        (["remind", "add", "05-12", "--monthly"], "is not a day of the month"),
        (["remind", "add", "05-12", "--time", "24:00"], "no hour 24"),
        (["remind", "add", "05-12", "--label", "a ; b"], "cannot hold #"),
        (["remind", "add", "01-01", "--label", "New year"], "already reminder 1"),
        (["remind", "remove", "2"], "there is no reminder 2: the reminders are numbered 1 to 1"),
    ])
    func badInput(args: [String], why: String) throws {
        let text = Self.start + "reminder = 01-01 New year\n"
        let (home, file) = try Self.home(text)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let r = try CLI.run(args, configHome: home)
        #expect(r.status == 64, "\(args): \(r.status) \(r.stderr)")
        #expect(r.stderr.hasPrefix("timecircuits: ") && r.stderr.contains(why), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(file() == text, "the file is untouched")
    }

    @Test("a damaged reminder line is one warning naming its line; the rest is used")
    func damagedLine() throws {
        let (home, _) = try Self.home(Self.start + "reminder = 04-31 Nope\nreminder = 06-01 Yes\n")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let r = try CLI.run(["remind", "list"], configHome: home)
        #expect(r.stdout == "1  06-01       09:00  Yes\n")
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("line 4: reminder date \"04-31\": APR has no day 31"), "\(r.stderr)")
    }

    @Test("writers adding reminders at the same moment each keep theirs")
    func concurrentWriters() throws {
        let (home, file) = try Self.home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let days = (1...8).map { String(format: "%02d-1%d", $0, $0 % 10) }
        DispatchQueue.concurrentPerform(iterations: days.count) { i in
            _ = try? CLI.run(["remind", "add", days[i], "--label", "Writer \(i)"], configHome: home)
        }
        let text = file() ?? ""
        for (i, day) in days.enumerated() {
            #expect(text.contains("reminder = \(day) Writer \(i)\n"), "\(text)")
        }
        #expect(text.hasPrefix(Self.start))
    }

    @Test("now shows a due reminder on DESTINATION TIME all its day in movie mode, and --json names the next")
    func nowShowsIt() throws {
        let (home, _) = try Self.home(Self.start + "reminder = 10-26 Einstein's trip\nreminder = 15 monthly 18:30 Rent\n")
        defer { try? FileManager.default.removeItem(atPath: home) }
        // 1985-10-26 01:21 PDT, in Los Angeles: the reminder's day, before its notice.
        let r = try CLI.run(["now", "--mode", "movie", "--frozen-date", CLI.film], configHome: home, timeZone: "America/Los_Angeles")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.split(separator: "\n").first?.hasSuffix("OCT 26 1985  09:00") == true, "\(r.stdout)")
        let json = try CLI.run(["now", "--json", "--mode", "movie", "--frozen-date", CLI.film], configHome: home, timeZone: "America/Los_Angeles")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rows.first?["role"] as? String == "destination")
        #expect(rows.first?["reminder"] as? String == "10-26 Einstein's trip")
        #expect(rows.dropFirst().allSatisfy { $0["reminder"] == nil })
        let next = try #require(rows.first?["nextReminder"] as? [String: Any])
        #expect(next["at"] as? String == "1985-10-26T16:00:00Z" && next["label"] as? String == "Einstein's trip", "\(next)")
        // The day before, the row is the film's destination again.
        let before = try CLI.run(["now", "--mode", "movie", "--frozen-date", "1985-10-25T23:59:00-07:00"], configHome: home,
                                 timeZone: "America/Los_Angeles")
        #expect(before.stdout.split(separator: "\n").first?.contains("OCT 26 1985") == false, "\(before.stdout)")
    }
}
