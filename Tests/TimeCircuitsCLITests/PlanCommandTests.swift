import DesktopTestSupport
import Foundation
import Testing

/// `timecircuits plan` as a user runs it: the rows at a typed time agree with Python's zoneinfo
/// (on ordinary days and on the days the clocks change, in both hemispheres), the skipped hour is
/// refused and the repeated one named, the day hour by hour, the next time all are at work, the
/// .ics file as Python's icalendar reads it, and bad input refused in one line with nothing written.
@Suite("plan: the rows at a typed time, the day, the next time all work, the .ics")
struct PlanCommandTests {
    typealias CLI = CommandLineTests

    /// Debian's own python3, whose dist-packages hold icalendar (a python3 earlier on PATH may not).
    static let python = "/usr/bin/python3"

    /// Thursday 10 December 2026, noon UTC: what "now" is for every test, so a weekday means
    /// the same day whenever the suite runs.
    static let now = "2026-12-10T12:00:00Z"

    static func plan(_ args: [String], configHome: String = CLI.emptyConfigHome) throws -> CLI.Result {
        try CLI.run(["plan", "--frozen-date", now] + args, configHome: configHome)
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    /// What Python's zoneinfo says each `(instant, zone)` reads: `2026-12-10T09:00 -05:00`.
    static func zoneinfo(_ readings: [(instant: String, zone: String)]) throws -> [String] {
        let script = """
            import sys
            from datetime import datetime
            from zoneinfo import ZoneInfo
            for line in sys.stdin.read().split("\\n"):
                if not line: continue
                instant, zone = line.split(" ")
                t = datetime.fromisoformat(instant.replace("Z", "+00:00")).astimezone(ZoneInfo(zone))
                offset = t.utcoffset().total_seconds() // 60
                sign = "-" if offset < 0 else "+"
                print(t.strftime("%Y-%m-%dT%H:%M"), "%s%02d:%02d" % (sign, abs(offset) // 60, abs(offset) % 60))
            """
        let input = readings.map { "\($0.instant) \($0.zone)" }.joined(separator: "\n")
        let result = try run([python, "-c", script], input: input)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    /// Each row of a plan in JSON, as the clock read it: `2026-12-10T09:00 -05:00`.
    static func readings(_ plan: [String: Any]) throws -> (asked: [(instant: String, zone: String)], read: [String]) {
        let instant = try #require(plan["instant"] as? String)
        let rows = try #require(plan["rows"] as? [[String: Any]])
        let asked = rows.map { (instant, $0["zone"] as? String ?? "") }
        let read = rows.map { "\($0["local"] as? String ?? "") \($0["utcOffset"] as? String ?? "")" }
        return (asked, read)
    }

    // MARK: The rows against zoneinfo

    @Test("the rows at a typed time agree with Python's zoneinfo, on an ordinary day and on the days the clocks change", arguments: [
        // An ordinary Thursday.
        (["2026-12-10 09:00", "--in", "new_york"], "2026-12-10T14:00:00Z"),
        (["tue 09:00", "--in", "hong_kong"], "2026-12-15T01:00:00Z"),
        // New York's spring forward: the first minute after the gap, with London and Sydney on
        // their own offsets (Sydney in its summer).
        (["2026-03-08 03:00", "--in", "new_york", "--cities", "new_york,london,sydney"], "2026-03-08T07:00:00Z"),
        // London's spring forward, three weeks later.
        (["2026-03-29 02:00", "--in", "london", "--cities", "london,new_york,sydney"], "2026-03-29T01:00:00Z"),
        // The southern hemisphere: Sydney goes forward in October and back in April.
        (["2026-10-04 03:00", "--in", "sydney", "--cities", "sydney,london,new_york"], "2026-10-03T16:00:00Z"),
        (["2026-04-05 03:00", "--in", "sydney", "--cities", "sydney,london,new_york"], "2026-04-04T17:00:00Z"),
        // New York goes back: the repeated hour's first 01:30, EDT.
        (["2026-11-01 01:30", "--in", "new_york", "--cities", "new_york,london,sydney"], "2026-11-01T05:30:00Z"),
    ])
    func rowsAgreeWithZoneinfo(args: [String], instant: String) throws {
        let r = try Self.plan(args + ["--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let plan = try Self.object(r.stdout)
        #expect(plan["instant"] as? String == instant)
        let (asked, read) = try Self.readings(plan)
        #expect(read.count == 3)
        #expect(read == (try Self.zoneinfo(asked)))
        for row in try #require(plan["rows"] as? [[String: Any]]) {
            #expect(["working", "awake", "night"].contains(row["state"] as? String ?? ""))
            #expect(row["id"] != nil && row["name"] != nil)
        }
    }

    @Test("a day on which the clocks change is 23 or 25 hours, and every hour agrees with zoneinfo", arguments: [
        ("new_york", "2026-03-08", 23), ("sydney", "2026-04-05", 25), ("london", "2026-12-10", 24),
    ])
    func dayAgreesWithZoneinfo(city: String, date: String, count: Int) throws {
        let r = try Self.plan(["--day", date, "--in", city, "--cities", "new_york,london,sydney", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let day = try Self.object(r.stdout)
        #expect(day["date"] as? String == date && day["in"] as? String == city)
        let hours = try #require(day["hours"] as? [[String: Any]])
        #expect(hours.count == count)
        var asked: [(instant: String, zone: String)] = [], read: [String] = []
        for hour in hours {
            let (a, r) = try Self.readings(hour)
            asked += a
            read += r
        }
        #expect(read == (try Self.zoneinfo(asked)))
    }

    @Test("the rows as text: each as `now` prints it, with its state, then the line for a chat")
    func lines() throws {
        let r = try Self.plan(["tue 09:00", "--in", "new_york"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            NEW YORK   DEC 15 2026  09:00 AM  at work
            LONDON     DEC 15 2026  02:00 PM  at work
            HONG KONG  DEC 15 2026  10:00 PM  asleep
            Tue 15 Dec: New York 9:00 AM · London 2:00 PM · Hong Kong 10:00 PM

            """)
        #expect(r.stderr.isEmpty)
        // On the 24-hour clock, and typed in Hong Kong's time: the same instant.
        let h24 = try Self.plan(["2026-12-15 22:00", "--in", "hong_kong", "--24h"])
        #expect(h24.stdout.hasSuffix("Tue 15 Dec: New York 09:00 · London 14:00 · Hong Kong 22:00\n"), "\(h24.stdout)")
    }

    // MARK: The hours the clocks skip and repeat

    @Test("a time the clocks skip is refused in one line, exit 64, and no .ics is written", arguments: [
        (["2026-03-08 02:30", "--in", "new_york"], "New York has no 02:30 on Sun 8 Mar 2026: its clocks go from 01:59 to 03:00"),
        (["2026-10-04 02:30", "--in", "sydney", "--cities", "sydney"], "Sydney has no 02:30 on Sun 4 Oct 2026: its clocks go from 01:59 to 03:00"),
    ])
    func skippedHour(args: [String], message: String) throws {
        let ics = CLI.tempPath("skipped.ics")
        let r = try Self.plan(args + ["--24h", "--ics", ics])
        #expect(r.status == 64)
        #expect(r.stderr == "timecircuits: \(message)\n")
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: ics))
    }

    @Test("a time the clocks show twice is taken the first time, and the row says so")
    func repeatedHour() throws {
        let r = try Self.plan(["2026-11-01 01:30", "--in", "new_york"])
        #expect(r.status == 0, "\(r.stderr)")
        let first = try #require(r.stdout.split(separator: "\n").first)
        #expect(first == "NEW YORK   NOV 01 2026  01:30 AM  asleep  (the first 1:30 AM of two, before the clocks go back)")
        let json = try Self.object(try Self.plan(["2026-04-05 02:30", "--in", "sydney", "--cities", "sydney,london", "--json"]).stdout)
        #expect(json["instant"] as? String == "2026-04-04T15:30:00Z")
        let row = try #require((json["rows"] as? [[String: Any]])?.first)
        #expect(row["pass"] as? String == "first")
        #expect(row["note"] as? String == "the first 2:30 AM of two, before the clocks go back")
        #expect(row["utcOffset"] as? String == "+11:00")
    }

    // MARK: The day, the next time all work

    @Test("the day hour by hour marks the hours when all are at work")
    func dayLines() throws {
        let r = try Self.plan(["--day", "2026-12-10", "--cities", "new_york,london,berlin", "--24h"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Thu 10 Dec 2026 in New York, hour by hour (* all at work):")
        #expect(lines.count == 2 + 24)
        #expect(lines.filter { $0.hasPrefix("* ") } == [
            "* Thu 09:00  at work   Thu 14:00  at work   Thu 15:00  at work",
            "* Thu 10:00  at work   Thu 15:00  at work   Thu 16:00  at work",
        ])
    }

    @Test("--next finds the first time all are at work; for cities that never overlap it says so and exits 1")
    func next() throws {
        let found = try Self.plan(["--next", "mon 08:00", "--in", "new_york", "--cities", "new_york,london,berlin", "--json"])
        #expect(found.status == 0, "\(found.stderr)")
        let plan = try Self.object(found.stdout)
        // Monday 14 December, 09:00 in New York: London 14:00, Berlin 15:00.
        #expect(plan["instant"] as? String == "2026-12-14T14:00:00Z")
        #expect(plan["allWorking"] as? Bool == true)
        // New York and Hong Kong are twelve or thirteen hours apart: no 09:00-17:00 of one meets the other's.
        let none = try Self.plan(["--next"])
        #expect(none.status == 1)
        #expect(none.stdout == "no time in the next 7 days when all are at work\n")
        let noneJSON = try Self.plan(["--next", "--cities", "honolulu,london,sydney", "--json"])
        #expect(noneJSON.status == 1)
        #expect(try Self.object(noneJSON.stdout)["instant"] is NSNull)
        // With longer hours they meet: 07:00 in New York is 12:00 UTC, 12:00 in London, 20:00 in Hong Kong.
        let long = try Self.plan(["--next", "--workhours", "07:00-22:00 mon-fri", "--json"])
        #expect(try Self.object(long.stdout)["instant"] as? String == "2026-12-10T12:00:00Z")
    }

    @Test("workhours = in the settings file sets every city's hours; --workhours overrides it for the run")
    func workingHoursSetting() throws {
        let home = try CLI.home(with: "cities = tel_aviv, london\nworkhours = 08:00-16:00 sun-thu\n", at: "timecircuits/settings.conf")
        // Sunday 13 December, 10:00 in Tel Aviv: at work there; London keeps the same hours, and is on its Sunday.
        let sunday = try Self.plan(["sun 10:00", "--json"], configHome: home)
        let rows = try #require(try Self.object(sunday.stdout)["rows"] as? [[String: Any]])
        #expect(rows.map { $0["state"] as? String } == ["working", "working"])
        let overridden = try Self.plan(["sun 10:00", "--json", "--workhours", "09:00-17:00 mon-fri"], configHome: home)
        let states = try #require(try Self.object(overridden.stdout)["rows"] as? [[String: Any]]).map { $0["state"] as? String }
        #expect(states == ["awake", "awake"])
        #expect(try String(contentsOfFile: home + "/timecircuits/settings.conf", encoding: .utf8)
                == "cities = tel_aviv, london\nworkhours = 08:00-16:00 sun-thu\n", "the flag is never written")
    }

    // MARK: The calendar event

    @Test("--ics writes an event that Python's icalendar reads at the planned instant, in UTC")
    func icsReadsInIcalendar() throws {
        let ics = CLI.tempPath("standup.ics")
        defer { try? FileManager.default.removeItem(atPath: ics) }
        let r = try Self.plan(["tue 09:00", "--in", "new_york", "--ics", ics, "--title", "Standup, team; \"B\"", "--minutes", "30", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let plan = try Self.object(r.stdout)
        let script = """
            import sys, icalendar
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], "rb").read())
            events = [c for c in cal.walk() if c.name == "VEVENT"]
            assert len(events) == 1, events
            e = events[0]
            start, end = e.decoded("DTSTART"), e.decoded("DTEND")
            print(start.isoformat())
            print(start.utcoffset().total_seconds(), (end - start).total_seconds())
            print(str(e["SUMMARY"]))
            print(str(e["DESCRIPTION"]))
            print(str(cal["VERSION"]), str(cal["PRODID"]), bool(str(e["UID"])), bool(e.decoded("DTSTAMP")))
            """
        let read = try Self.run([Self.python, "-c", script, ics], input: "")
        #expect(read.status == 0, "python3-icalendar (make test installs it): \(read.stderr)")
        #expect(read.stdout == """
            2026-12-15T14:00:00+00:00
            0.0 1800.0
            Standup, team; "B"
            \(plan["chat"] as? String ?? "")
            2.0 -//Time Circuits//timecircuits plan//EN True True

            """)
        #expect(plan["instant"] as? String == "2026-12-15T14:00:00Z")
        let bytes = try String(contentsOfFile: ics, encoding: .utf8)
        #expect(bytes.hasSuffix("END:VCALENDAR\r\n") && !bytes.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    // MARK: Bad input

    @Test("bad input: one line on stderr saying what is accepted, exit 64, nothing printed or written", arguments: [
        (["25:00"], "invalid time \"25:00\": 25:00 is not a time of day from 00:00 to 23:59"),
        (["13/40 0900"], "\"13/40\" is not a date"),
        (["funday 09:00"], "\"funday\" is not a weekday"),
        (["tue 09:00", "--in", "tokio"], "unknown city \"tokio\" (did you mean tokyo?)"),
        (["tue 09:00", "--in", "tokyo"], "tokyo is not on the rows (new_york, london, hong_kong): name one of them, or add it with --cities"),
        (["tue 09:00", "--cities", "new_york,atlantis"], "unknown city \"atlantis\""),
        (["--day", "2026-02-30"], "invalid day \"2026-02-30\": there is no such date; expected a date like 2026-12-10, years 1900–2100"),
        (["--day", "1850-01-01"], "expected a date like 2026-12-10, years 1900–2100"),
        (["--day", "2026-12-10", "tue 09:00"], "--day prints a whole day"),
        (["tue 09:00", "--minutes", "0"], "--title and --minutes describe the event --ics writes"),
        (["tue 09:00", "--minutes", "0", "--ics", "ICS"], "invalid --minutes 0: expected a length from 1 to 1440 minutes"),
        (["tue 09:00", "--minutes", "1441", "--ics", "ICS"], "invalid --minutes 1441"),
        (["tue 09:00", "--workhours", "9 to 5", "--ics", "ICS"], "invalid working hours \"9 to 5\": expected a span and weekdays like"),
        (["2101-01-01 09:00", "--ics", "ICS"], "the year 2101 is outside 1900–2100"),
        (["tue 09:00", "--frozen-date", "yesterday", "--ics", "ICS"], "invalid date \"yesterday\""),
    ])
    func badInput(args: [String], message: String) throws {
        let ics = CLI.tempPath("bad.ics")
        let r = try Self.plan(args.map { $0 == "ICS" ? ics : $0 })
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("timecircuits: ") && r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: ics))
    }

    @Test("plan --help names the forms, the flags and the examples")
    func help() throws {
        let r = try CLI.run(["plan", "--help"])
        #expect(r.status == 0)
        // The parser wraps the text to the terminal: read it as one line.
        let text = r.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for word in ["tue 09:00", "12/10 0900", "--in", "--day", "--next", "--ics", "--title", "--minutes", "--workhours", "--json",
                     "workhours ="] {
            #expect(text.contains(word), "\(word)")
        }
    }

    /// Runs `arguments` with `input` on standard input: its status and both outputs.
    static func run(_ arguments: [String], input: String) throws -> CLI.Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: arguments[0])
        p.arguments = Array(arguments.dropFirst())
        let inPipe = Pipe(), out = Pipe(), err = Pipe()
        p.standardInput = inPipe
        p.standardOutput = out
        p.standardError = err
        try p.run()
        inPipe.fileHandleForWriting.write(Data(input.utf8))
        try inPipe.fileHandleForWriting.close()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return CLI.Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }
}
