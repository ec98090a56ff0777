import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

/// Alarms in the pure core: their lines in the settings file, when they are due across every
/// kind of offset change, weekdays and once-only alarms, snooze, missed alarms after steps of the
/// wall clock, and the record that keeps a step backwards from ringing one twice.
@Suite("Alarms: lines, due times across DST, weekdays, once, snooze, missed, the record")
struct AlarmTests {
    static func utc(_ text: String) -> Date {
        let f = ISO8601DateFormatter()
        if text.contains(".") { f.formatOptions.insert(.withFractionalSeconds) }
        return f.date(from: text)!
    }

    static func alarm(_ line: String) -> Alarm {
        guard case .success(let a) = Alarm.parse(line) else { fatalError("\(line) does not parse") }
        return a
    }

    static func zone(_ id: String) -> Zone { Zone(identifier: id)! }

    // MARK: Lines

    @Test("alarm lines as people write them, and the text the clock writes back", arguments: [
        ("07:30 mon-fri Work", "07:30 mon-fri Work"),
        ("06:45 once", "06:45 once"),
        ("08:00 sat,sun", "08:00 sat,sun"),
        ("7:05", "07:05 daily"),
        ("off 08:00 sat,sun Long run", "off 08:00 sat,sun Long run"),
        ("OFF 23:59 Weekends", "off 23:59 sat,sun"),
        ("00:00 monday,wednesday,friday", "00:00 mon,wed,fri"),
        ("12:00 fri-mon", "12:00 mon,fri-sun"),
        ("12:00 mon-wed,sat", "12:00 mon-wed,sat"),
        ("12:00 mon-sun", "12:00 daily"),
        ("12:00 weekdays  Stand   up", "12:00 mon-fri Stand up"),
        ("12:00 tue,thu", "12:00 tue,thu"),
    ])
    func lines(line: String, written: String) throws {
        let a = Self.alarm(line)
        #expect(a.text == written)
        #expect(Self.alarm(a.text) == a, "what the clock writes reads back the same")
    }

    @Test("bad alarm values: one line naming what is wrong and what is accepted", arguments: [
        ("25:00", "no hour 25"), ("07:60 daily", "no minute 60"), ("7.30", "not HH:MM"), ("", "has no time"),
        ("07:30 funday", "\"funday\" are not days"), ("07:30 mon-fri Work # late", "cannot hold #"), ("off", "has no time"),
        ("07:30 mo", "are not days"), ("0730", "not HH:MM"), ("-1:00", "not HH:MM"),
    ])
    func badLines(line: String, why: String) {
        switch Alarm.parse(line) {
        case .success(let a):
            Issue.record("\(line) read as \(a.text)")
        case .failure(let e):
            #expect(e.message.contains(why), "\(e.message)")
            #expect(e.message.contains("expected") || e.message.contains("cannot hold"))
            #expect(!e.message.contains("\n"))
        }
    }

    @Test("a label cannot hold what the file reads as a comment or a new line")
    func labels() throws {
        #expect(Alarm.labelProblem("Work") == nil)
        #expect(Alarm.labelProblem("Call #3") != nil)
        #expect(Alarm.labelProblem("a;b") != nil)
        #expect(Alarm.labelProblem("sound=bell later") != nil && Alarm.labelProblem("Loud sound=bell") == nil)
        // The fuzzer's find: a second sound= word would have become a label that reads back as the sound.
        if case .success = Alarm.parse("07:30 sound=bell sound=horn") { Issue.record("two sound= words were taken") }
        // And the fuzzer's next: a combining mark after a space.
        let marked = try Alarm.parse("07:30 fri x\u{0B}\u{0611}y").get()
        #expect(Alarm.parse(marked.text) == .success(marked))
        let unknownSound = try Alarm.parse("07:30 daily Work sound=x").get()
        #expect(unknownSound.label == "Work sound=x" && unknownSound.sound == nil && Alarm.parse(unknownSound.text) == .success(unknownSound))
        #expect(Alarm.labelProblem("two\nlines") != nil)
        #expect(Alarm.labelProblem("bell\u{7}") != nil && Alarm.labelProblem("esc\u{1B}[2J") != nil)
        #expect(Alarm.labelProblem("Café crème ☕") == nil)
    }

    @Test("alarm times show in the clock's own hour cycle")
    func shownTimes() {
        #expect(AlarmTime(hour: 0, minute: 5).text(cycle: .twelve) == "12:05 AM")
        #expect(AlarmTime(hour: 12, minute: 0).text(cycle: .twelve) == "12:00 PM")
        #expect(AlarmTime(hour: 19, minute: 30).text(cycle: .twelve) == "7:30 PM")
        #expect(AlarmTime(hour: 7, minute: 30).text(cycle: .twentyFour) == "07:30")
        #expect(Self.alarm("07:30 daily Work").title(cycle: .twelve) == "7:30 AM Work")
    }

    @Test("the settings file keeps every alarm line, in order, and the snooze; a damaged line is warned about and left out")
    func settingsFile() {
        let text = """
            version = 1
            cities = london
            alarm = 07:30 mon-fri Work
            alarm = 25:00 daily
            alarm = off 06:45 once   # the early flight
            snooze = 5
            alarm = 08:00 sat,sun
            """
        let (settings, warnings) = SettingsFile.parse(text)
        #expect(settings.alarms.map(\.text) == ["07:30 mon-fri Work", "off 06:45 once", "08:00 sat,sun"])
        #expect(settings.snoozeMinutes == 5)
        #expect(warnings.count == 1 && warnings[0].contains("line 4") && warnings[0].contains("25:00"), "\(warnings)")
        let written = SettingsFile.serialize(settings)
        #expect(written.contains("alarm = 07:30 mon-fri Work\nalarm = off 06:45 once\nalarm = 08:00 sat,sun\n"))
        let again = SettingsFile.parse(written)
        #expect(again.settings == settings && again.warnings.isEmpty)

        #expect(!SettingsFile.serialize(Settings.defaults()).contains("snooze"), "a fresh install's snooze is not written")
        let bad = SettingsFile.parse("cities = london\nsnooze = 0\n")
        #expect(bad.settings.snoozeMinutes == 9 && bad.warnings.first?.contains("1 to 60") == true)
    }

    // MARK: Due times across offset changes

    @Test("due times on spring-forward and fall-back days in five zones", arguments: [
        // New York: 02:00 EST → 03:00 EDT on 8 March; 02:00 EDT → 01:00 EST on 1 November.
        ("America/New_York", "02:30 daily", "2026-03-08T05:00:00Z", "2026-03-08T07:00:00Z", "gap: the first minute after it, 03:00 EDT"),
        ("America/New_York", "02:00 daily", "2026-03-08T05:00:00Z", "2026-03-08T07:00:00Z", "the gap's first minute"),
        ("America/New_York", "03:00 daily", "2026-03-08T05:00:00Z", "2026-03-08T07:00:00Z", "the minute after the gap"),
        ("America/New_York", "01:59 daily", "2026-03-08T05:00:00Z", "2026-03-08T06:59:00Z", "the minute before the gap"),
        ("America/New_York", "01:30 daily", "2026-11-01T04:00:00Z", "2026-11-01T05:30:00Z", "repeat: the first pass, 01:30 EDT"),
        ("America/New_York", "01:30 daily", "2026-11-01T05:30:00Z", "2026-11-02T06:30:00Z", "not the second pass: the next day"),
        ("America/New_York", "01:30 daily", "2026-11-01T06:00:00Z", "2026-11-02T06:30:00Z", "inside the repeated hour: the next day"),
        // London: 01:00 GMT → 02:00 BST on 29 March; 02:00 BST → 01:00 GMT on 25 October.
        ("Europe/London", "01:15 sun", "2026-03-28T12:00:00Z", "2026-03-29T01:00:00Z", "gap: 02:00 BST"),
        ("Europe/London", "01:45 daily", "2026-10-24T23:00:00Z", "2026-10-25T00:45:00Z", "repeat: 01:45 BST"),
        ("Europe/London", "01:45 daily", "2026-10-25T00:45:00Z", "2026-10-26T01:45:00Z", "and not 01:45 GMT"),
        // Sydney: 03:00 AEDT → 02:00 AEST on 5 April; 02:00 AEST → 03:00 AEDT on 4 October.
        ("Australia/Sydney", "02:30 daily", "2026-04-04T12:00:00Z", "2026-04-04T15:30:00Z", "repeat: 02:30 AEDT"),
        ("Australia/Sydney", "02:30 daily", "2026-04-04T15:30:00Z", "2026-04-05T16:30:00Z", "and not 02:30 AEST"),
        ("Australia/Sydney", "02:30 sun", "2026-10-03T12:00:00Z", "2026-10-03T16:00:00Z", "gap: 03:00 AEDT"),
        // Santiago: midnight changes. 24:00 -03 → 23:00 -04 on Saturday 4 April; 24:00 -04 → 01:00 -03 on Sunday 6 September.
        ("America/Santiago", "23:30 sat", "2026-04-04T12:00:00Z", "2026-04-05T02:30:00Z", "repeat late on Saturday: the first pass"),
        ("America/Santiago", "23:30 sat", "2026-04-05T02:30:00Z", "2026-04-12T03:30:00Z", "and the next Saturday, not the second pass"),
        ("America/Santiago", "00:30 sun", "2026-09-05T12:00:00Z", "2026-09-06T04:00:00Z", "gap at midnight: Sunday's first minute, 01:00"),
        ("America/Santiago", "00:00 sun", "2026-09-05T12:00:00Z", "2026-09-06T04:00:00Z", "midnight that never comes: 01:00 Sunday"),
        ("America/Santiago", "23:59 sat", "2026-09-05T12:00:00Z", "2026-09-06T03:59:00Z", "Saturday's last minute still comes"),
        // Chatham: 45-minute zone. 02:45 → 03:45 on 27 September; 03:45 → 02:45 on 5 April.
        ("Pacific/Chatham", "03:00 daily", "2026-09-26T10:00:00Z", "2026-09-26T14:00:00Z", "gap: 03:45 +1345"),
        ("Pacific/Chatham", "02:45 daily", "2026-09-26T10:00:00Z", "2026-09-26T14:00:00Z", "the gap's first minute"),
        ("Pacific/Chatham", "03:00 daily", "2026-04-04T10:00:00Z", "2026-04-04T13:15:00Z", "repeat: the first pass"),
        ("Pacific/Chatham", "03:00 daily", "2026-04-04T13:15:00Z", "2026-04-05T14:15:00Z", "and not the second"),
    ])
    func dst(zone: String, line: String, after: String, due: String, why: String) {
        let a = Self.alarm(line)
        #expect(a.nextDue(after: Self.utc(after), in: Self.zone(zone)) == Self.utc(due), "\(zone) \(line): \(why)")
    }

    @Test("every day of a year in five zones: each alarm of a daily list is due once a day, at its minute or after a gap")
    func wholeYear() {
        for id in ["America/New_York", "Europe/London", "Australia/Sydney", "America/Santiago", "Pacific/Chatham"] {
            let zone = Self.zone(id)
            for line in ["00:30 daily", "02:30 daily", "23:30 daily"] {
                let a = Self.alarm(line)
                var t = Self.utc("2026-01-01T00:00:00Z")
                var days: [Int] = []
                while t < Self.utc("2027-01-01T00:00:00Z") {
                    let due = a.nextDue(after: t, in: zone)
                    let reading = CivilDateTime(instant: due, zone: zone)!
                    let onTime = reading.hour == a.time.hour && reading.minute == a.time.minute
                    // Off time only just after a gap, which is the first minute the offset changed.
                    let changed = zone.secondsFromGMT(for: due) != zone.secondsFromGMT(for: due.addingTimeInterval(-1))
                    #expect(onTime || changed, "\(id) \(line): \(due) reads \(reading)")
                    #expect(due.timeIntervalSince1970.truncatingRemainder(dividingBy: 60) == 0)
                    days.append(AlarmSchedule.day(of: due, in: zone))
                    t = due
                }
                #expect(Set(days).count == days.count, "\(id) \(line): one ring a local day")
                #expect((364...366).contains(days.count), "\(id) \(line): \(days.count) rings in 2026")
            }
        }
    }

    @Test("weekdays follow the local calendar: a weekday alarm skips the weekend, a weekend one the week")
    func weekdays() {
        let ny = Self.zone("America/New_York")
        let work = Self.alarm("07:30 mon-fri")
        // Friday 20 November 2026, 08:00 EST: the next is Monday the 23rd.
        #expect(work.nextDue(after: Self.utc("2026-11-20T13:00:00Z"), in: ny) == Self.utc("2026-11-23T12:30:00Z"))
        // Friday 07:00: today still.
        #expect(work.nextDue(after: Self.utc("2026-11-20T12:00:00Z"), in: ny) == Self.utc("2026-11-20T12:30:00Z"))
        let weekend = Self.alarm("08:00 sat,sun")
        #expect(weekend.nextDue(after: Self.utc("2026-11-23T12:00:00Z"), in: ny) == Self.utc("2026-11-28T13:00:00Z"))
        // Tokyo's Monday morning is New York's Sunday evening: the zone decides the weekday.
        let tokyo = Self.zone("Asia/Tokyo")
        #expect(work.nextDue(after: Self.utc("2026-11-22T12:00:00Z"), in: tokyo) == Self.utc("2026-11-22T22:30:00Z"))
        #expect(AlarmSchedule.isoWeekday(ofDay: 0) == 4, "1 January 1970 was a Thursday")
        #expect(AlarmSchedule.isoWeekday(ofDay: -1) == 3)
    }

    @Test("a once alarm is due at the next time its minute comes, today or tomorrow")
    func once() {
        let london = Self.zone("Europe/London")
        let a = Self.alarm("06:45 once")
        #expect(a.nextDue(after: Self.utc("2026-11-23T05:00:00Z"), in: london) == Self.utc("2026-11-23T06:45:00Z"))
        #expect(a.nextDue(after: Self.utc("2026-11-23T06:45:00Z"), in: london) == Self.utc("2026-11-24T06:45:00Z"))
    }

    @Test("the latest due instant in an interval: none, one, or the last of many")
    func lastDue() {
        let utcZone = Self.zone("UTC")
        let a = Self.alarm("07:30 daily")
        #expect(a.lastDue(after: Self.utc("2026-11-23T07:00:00Z"), through: Self.utc("2026-11-23T07:29:59Z"), in: utcZone) == nil)
        #expect(a.lastDue(after: Self.utc("2026-11-23T07:00:00Z"), through: Self.utc("2026-11-23T07:30:00Z"), in: utcZone)
                == Self.utc("2026-11-23T07:30:00Z"), "due on the edge itself")
        #expect(a.lastDue(after: Self.utc("2026-11-23T07:30:00Z"), through: Self.utc("2026-11-23T08:00:00Z"), in: utcZone) == nil,
                "the start is already answered for")
        #expect(a.lastDue(after: Self.utc("2020-01-01T00:00:00Z"), through: Self.utc("2026-11-23T08:00:00Z"), in: utcZone)
                == Self.utc("2026-11-23T07:30:00Z"), "a step of years: only the last counts")
        #expect(a.lastDue(after: Self.utc("2026-11-23T09:00:00Z"), through: Self.utc("2026-11-23T08:00:00Z"), in: utcZone) == nil)
    }

    // MARK: The alarms at work

    static let utcZone = Zone(identifier: "UTC")!

    /// An alarm clock watching from `start`, with the boot clock at `boot`.
    static func clock(_ lines: [String], at start: String, boot: Double = 1000, record: AlarmRecord = AlarmRecord(),
                      snoozeMinutes: Int = AlarmClock.standardSnoozeMinutes) -> AlarmClock {
        var c = AlarmClock(alarms: lines.map(alarm), snoozeMinutes: snoozeMinutes, record: record)
        #expect(c.handle(.check(at: utc(start), boot: boot, zone: utcZone)).isEmpty, "the first check only starts watching")
        return c
    }

    static func rings(_ events: [AlarmClock.Event]) -> [String] {
        events.compactMap { if case .ring(let r) = $0 { r.alarm.identity } else { nil } }
    }

    /// What a `.snooze` input snoozed.
    static func snoozes(_ events: [AlarmClock.Event]) -> [AlarmClock.Snooze] {
        events.compactMap { if case .snoozed(let s) = $0 { s } else { nil } }
    }

    static func missed(_ events: [AlarmClock.Event]) -> [String] {
        events.compactMap { if case .missed(let a, _) = $0 { a.identity } else { nil } }
    }

    @Test("rings at its minute edge, not a moment before, and only once")
    func ringsOnTheEdge() {
        var c = Self.clock(["07:30 daily Work"], at: "2026-11-23T07:29:00Z")
        #expect(c.nextDue(after: Self.utc("2026-11-23T07:29:00Z"), zone: Self.utcZone)?.at == Self.utc("2026-11-23T07:30:00Z"))
        #expect(c.handle(.check(at: Self.utc("2026-11-23T07:29:59.999Z"), boot: 1060, zone: Self.utcZone)).isEmpty)
        let events = c.handle(.check(at: Self.utc("2026-11-23T07:30:00Z"), boot: 1061, zone: Self.utcZone))
        #expect(Self.rings(events) == ["07:30 daily Work"])
        #expect(c.ringing.map(\.endsAt) == 1181.0)
        #expect(c.record.lastRung["07:30 daily Work"] == Self.utc("2026-11-23T07:30:00Z"))
        #expect(Self.rings(c.handle(.check(at: Self.utc("2026-11-23T07:30:30Z"), boot: 1091, zone: Self.utcZone))).isEmpty)
        #expect(c.nextDue(after: Self.utc("2026-11-23T07:30:30Z"), zone: Self.utcZone)?.at == Self.utc("2026-11-24T07:30:00Z"))
    }

    /// The next due time is worked out once and kept between ticks (issue 30): what is kept
    /// must give way to every change, a tick at a time.
    @Test("ticking every half second: the kept due time gives way to the edge, a new list, a step back and a zone")
    func keptDueTimeGivesWay() {
        var c = Self.clock(["07:30 daily"], at: "2026-11-23T07:29:00Z")
        var boot = 1000.0
        var rang: [Date] = []
        func tick(_ from: String, seconds: Double, zone: Zone = Self.utcZone) {
            let start = Self.utc(from)
            for i in 0..<Int(seconds * 2) {
                boot += 0.5
                let now = start.addingTimeInterval(Double(i) * 0.5)
                if !Self.rings(c.handle(.check(at: now, boot: boot, zone: zone))).isEmpty { rang.append(now) }
                _ = c.handle(.stop)
            }
        }
        tick("2026-11-23T07:29:00Z", seconds: 90)
        #expect(rang == [Self.utc("2026-11-23T07:30:00Z")], "at the edge, once")
        // A new list between two ticks: the alarm a minute on rings at its minute.
        _ = c.handle(.replace([Self.alarm("07:32 daily")], snoozeMinutes: 9, keepingRinging: false))
        tick("2026-11-23T07:30:30Z", seconds: 120)
        #expect(rang.last == Self.utc("2026-11-23T07:32:00Z"))
        // Stepped back an hour, with a new list: 06:40 rings at its minute.
        _ = c.handle(.replace([Self.alarm("07:32 daily"), Self.alarm("06:40 daily")], snoozeMinutes: 9, keepingRinging: false))
        tick("2026-11-23T06:39:00Z", seconds: 90)
        #expect(rang.last == Self.utc("2026-11-23T06:40:00Z"))
        // Another zone (the computer's, changed): the due time is worked out again in it.
        let tokyo = Self.zone("Asia/Tokyo")  // 06:40 daily in Tokyo is 21:40 UTC the day before
        tick("2026-11-23T21:39:00Z", seconds: 90, zone: tokyo)
        #expect(rang.last == Self.utc("2026-11-23T21:40:00Z"))
        #expect(rang.count == 4)
    }

    @Test("rings for two minutes on the boot clock, then stops on its own; a wall step does not change that")
    func ringsTwoMinutes() {
        var c = Self.clock(["07:30 daily"], at: "2026-11-23T07:29:00Z")
        _ = c.handle(.check(at: Self.utc("2026-11-23T07:30:00Z"), boot: 1000, zone: Self.utcZone))
        #expect(c.nextBootChange == 1120)
        // The wall clock is stepped back an hour: still ringing, still ending on the boot clock.
        #expect(c.handle(.check(at: Self.utc("2026-11-23T06:31:00Z"), boot: 1060, zone: Self.utcZone)).isEmpty)
        #expect(c.ringing != nil)
        let end = c.handle(.check(at: Self.utc("2026-11-23T06:32:00Z"), boot: 1120, zone: Self.utcZone))
        #expect(end.count == 1 && c.ringing == nil)
        if case .timedOut(let r)? = end.first { #expect(r.alarm.identity == "07:30 daily") } else { Issue.record("\(end)") }
    }

    @Test("snooze: rings again after the snooze on the boot clock, whatever the wall clock does; Stop cancels it")
    func snooze() {
        var c = Self.clock(["07:30 daily"], at: "2026-11-23T07:29:00Z", snoozeMinutes: 9)
        _ = c.handle(.check(at: Self.utc("2026-11-23T07:30:00Z"), boot: 1000, zone: Self.utcZone))
        let s = Self.snoozes(c.handle(.snooze(at: Self.utc("2026-11-23T07:30:05Z"), boot: 1005)))
        #expect(s.count == 1 && s.first?.until == 1005 + 540 && c.ringing == nil && c.armed)
        #expect(c.handle(.snooze(at: Self.utc("2026-11-23T07:30:05Z"), boot: 1006)).isEmpty, "nothing rings: nothing to snooze")
        #expect(c.nextBootChange == 1545)
        #expect(c.handle(.check(at: Self.utc("2026-11-23T07:38:00Z"), boot: 1544, zone: Self.utcZone)).isEmpty)
        // The wall clock stepped back a day meanwhile: the snooze still ends nine minutes on.
        let again = c.handle(.check(at: Self.utc("2026-11-22T07:39:05Z"), boot: 1545, zone: Self.utcZone))
        #expect(Self.rings(again) == ["07:30 daily"])
        if case .ring(let r)? = again.first { #expect(r.afterSnooze) }
        // Snoozed a second time, then stopped from the notification: nothing rings later.
        _ = c.handle(.snooze(at: Self.utc("2026-11-23T07:30:05Z"), boot: 1550))
        #expect(c.handle(.stop) == [.stopped(Self.alarm("07:30 daily"))])
        #expect(c.snoozed.isEmpty && c.nextBootChange == nil)
        #expect(c.handle(.stop).isEmpty)
    }

    @Test("a step forward over an alarm: due at most 5 minutes ago rings, longer ago is reported missed")
    func missed() {
        var c = Self.clock(["07:30 daily A", "07:20 daily B", "06:00 daily C"], at: "2026-11-23T05:00:00Z")
        let events = c.handle(.check(at: Self.utc("2026-11-23T07:35:00Z"), boot: 1010, zone: Self.utcZone))
        #expect(Self.rings(events) == ["07:30 daily A"], "five minutes late still rings")
        #expect(Self.missed(events) == ["06:00 daily C", "07:20 daily B"], "in the order they came due")
        var late = Self.clock(["07:30 daily A"], at: "2026-11-23T05:00:00Z")
        let lateEvents = late.handle(.check(at: Self.utc("2026-11-23T07:35:01Z"), boot: 1010, zone: Self.utcZone))
        #expect(Self.rings(lateEvents).isEmpty && Self.missed(lateEvents) == ["07:30 daily A"], "a second more is missed")
        // A resume after days: one report per alarm, for its latest minute.
        var resumed = Self.clock(["07:30 daily A"], at: "2026-11-20T05:00:00Z")
        let days = resumed.handle(.check(at: Self.utc("2026-11-23T09:00:00Z"), boot: 1010, zone: Self.utcZone))
        #expect(Self.missed(days) == ["07:30 daily A"] && days.contains(.missed(Self.alarm("07:30 daily A"), due: Self.utc("2026-11-23T07:30:00Z"))))
    }

    @Test("a step backwards never rings the same alarm twice, even across a restart with the record")
    func stepBack() {
        var c = Self.clock(["07:30 daily"], at: "2026-11-23T07:29:00Z")
        #expect(Self.rings(c.handle(.check(at: Self.utc("2026-11-23T07:30:00Z"), boot: 1000, zone: Self.utcZone))).count == 1)
        _ = c.handle(.stop)
        // Back ten minutes, and time runs over 07:30 again.
        #expect(c.handle(.check(at: Self.utc("2026-11-23T07:20:00Z"), boot: 1010, zone: Self.utcZone)).isEmpty)
        #expect(Self.rings(c.handle(.check(at: Self.utc("2026-11-23T07:31:00Z"), boot: 1670, zone: Self.utcZone))).isEmpty)
        // A new run from the record, started before the minute it already rang.
        var next = Self.clock(["07:30 daily"], at: "2026-11-23T07:25:00Z", record: c.record)
        #expect(Self.rings(next.handle(.check(at: Self.utc("2026-11-23T07:30:00Z"), boot: 1300, zone: Self.utcZone))).isEmpty)
        // Tomorrow still rings.
        #expect(Self.rings(next.handle(.check(at: Self.utc("2026-11-24T07:30:00Z"), boot: 90000, zone: Self.utcZone))).count == 1)
    }

    @Test("a once alarm rings once and asks to be switched off; a missed one too")
    func onceDone() {
        var c = Self.clock(["06:45 once"], at: "2026-11-23T06:00:00Z")
        let events = c.handle(.check(at: Self.utc("2026-11-23T06:45:00Z"), boot: 1000, zone: Self.utcZone))
        #expect(Self.rings(events) == ["06:45 once"] && events.contains(.onceDone(Self.alarm("06:45 once"))))
        var m = Self.clock(["06:45 once"], at: "2026-11-23T06:00:00Z")
        let missed = m.handle(.check(at: Self.utc("2026-11-23T07:00:00Z"), boot: 1000, zone: Self.utcZone))
        #expect(Self.missed(missed) == ["06:45 once"] && missed.contains(.onceDone(Self.alarm("06:45 once"))))
    }

    @Test("switched-off alarms never ring; a list changed under a ringing alarm stops it")
    func offAndReplaced() {
        var c = Self.clock(["off 07:30 daily"], at: "2026-11-23T07:29:00Z")
        #expect(!c.armed)
        #expect(c.handle(.check(at: Self.utc("2026-11-23T07:31:00Z"), boot: 1000, zone: Self.utcZone)).isEmpty)
        #expect(c.nextDue(after: Self.utc("2026-11-23T07:31:00Z"), zone: Self.utcZone) == nil)
        var r = Self.clock(["07:30 daily"], at: "2026-11-23T07:29:00Z")
        _ = r.handle(.check(at: Self.utc("2026-11-23T07:30:00Z"), boot: 1000, zone: Self.utcZone))
        _ = r.handle(.replace([Self.alarm("07:30 daily"), Self.alarm("09:00 daily")], snoozeMinutes: 5, keepingRinging: false))
        #expect(r.ringing != nil, "still in the list: still ringing")
        _ = r.handle(.replace([Self.alarm("09:00 daily")], snoozeMinutes: 5, keepingRinging: false))
        #expect(r.ringing == nil && r.snoozeMinutes == 5)
    }

    @Test("an alarm added for a minute already past waits for its next time")
    func addedLate() {
        var c = Self.clock([], at: "2026-11-23T07:30:20Z")
        _ = c.handle(.replace([Self.alarm("07:30 daily")], snoozeMinutes: 9, keepingRinging: false))
        #expect(c.handle(.check(at: Self.utc("2026-11-23T07:30:40Z"), boot: 1000, zone: Self.utcZone)).isEmpty)
        #expect(c.nextDue(after: Self.utc("2026-11-23T07:30:40Z"), zone: Self.utcZone)?.at == Self.utc("2026-11-24T07:30:00Z"))
    }

    @Test("the record's file: instants and alarms, read back as written; damage named by line")
    func recordFile() {
        let record = AlarmRecord(lastRung: ["07:30 mon-fri Work": Self.utc("2026-11-23T12:30:00Z"),
                                            "06:45 once": Self.utc("2026-11-20T06:45:00Z")])
        let text = AlarmStateFile.serialize(record)
        #expect(text.contains("rang = 2026-11-23T12:30:00Z 07:30 mon-fri Work\n"))
        let back = AlarmStateFile.parse(text)
        #expect(back.record == record && back.warnings.isEmpty)
        let bad = AlarmStateFile.parse("version = 1\nrang = yesterday 07:30\nrang = 2026-11-23T12:30:00Z 07:30 daily\n")
        #expect(bad.record.lastRung == ["07:30 daily": Self.utc("2026-11-23T12:30:00Z")])
        #expect(bad.warnings.count == 1 && bad.warnings[0].contains("line 2"))
        #expect(record.keeping([Self.alarm("off 06:45 once")]).lastRung.keys.sorted() == ["06:45 once"],
                "an alarm switched off keeps its memory; a deleted one loses it")
    }
}
