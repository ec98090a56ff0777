import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

/// Reminders in the pure core: their lines, the dates refused, when they come due (leap years,
/// monthly ones on the 31st, DST days in two zones), the movie face's red row on their day, and
/// the notices a check gives once.
@Suite("Reminders: lines, bad dates, leap years, the 31st, DST days, the red row, notices")
struct ReminderTests {
    static func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }
    static func zone(_ id: String) -> Zone { Zone(identifier: id)! }
    static func reminder(_ line: String) -> Reminder {
        guard case .success(let r) = Reminder.parse(line) else { fatalError("\(line) does not parse") }
        return r
    }

    @Test("reminder lines as people write them, and the text the clock writes back", arguments: [
        ("05-12 Mom's birthday", "05-12 Mom's birthday"),
        ("5-12 18:30 Dinner  with   Mom", "05-12 18:30 Dinner with Mom"),
        ("15 monthly Rent", "15 monthly Rent"),
        ("31 MONTHLY 8:00 Meter", "31 monthly 08:00 Meter"),
        ("02-29", "02-29"),
    ])
    func lines(line: String, written: String) {
        let r = Self.reminder(line)
        #expect(r.text == written)
        #expect(Self.reminder(r.text) == r)
    }

    @Test("dates no calendar has are refused, saying what is wrong and what is accepted", arguments: [
        ("02-30 X", "FEB has no day 30"),
        ("04-31", "APR has no day 31"),
        ("13-01 X", "has no month 13"),
        ("32 monthly", "no month has a day 32"),
        ("0 monthly", "no month has a day 0"),
        ("15 Rent", "a day without a month"),
        ("05/12", "is not MM-DD"),
        ("05-12 25:00", "has no hour 25"),
    ])
    func badDates(line: String, says: String) {
        guard case .failure(let e) = Reminder.parse(line) else { Issue.record("\(line) parsed"); return }
        #expect(e.message.contains(says), "\(e.message)")
        if !line.contains(":") { #expect(e.message.contains("expected MM-DD (05-12) or a day 1 to 31 and monthly (15 monthly)")) }
    }

    @Test("02-29 comes on 02-29 in a leap year and on 02-28 in a common one")
    func leapDay() {
        let r = Self.reminder("02-29 Leap")
        let utc = Self.zone("UTC")
        #expect(r.nextDue(after: Self.utc("2027-01-01T00:00:00Z"), in: utc) == Self.utc("2027-02-28T09:00:00Z"))
        #expect(r.nextDue(after: Self.utc("2027-03-01T00:00:00Z"), in: utc) == Self.utc("2028-02-29T09:00:00Z"))
        // 2100 is not a leap year; 2000 was.
        #expect(r.nextDue(after: Self.utc("2100-01-01T00:00:00Z"), in: utc) == Self.utc("2100-02-28T09:00:00Z"))
        #expect(r.nextDue(after: Self.utc("2000-01-01T00:00:00Z"), in: utc) == Self.utc("2000-02-29T09:00:00Z"))
        #expect(r.isDay(of: Self.utc("2027-02-28T23:59:00Z"), in: utc))
        #expect(!r.isDay(of: Self.utc("2028-02-28T12:00:00Z"), in: utc))
    }

    @Test("a monthly reminder on the 31st comes on each month's last day")
    func monthlyOnThe31st() {
        let r = Self.reminder("31 monthly Meter")
        let utc = Self.zone("UTC")
        var t = Self.utc("2027-01-01T00:00:00Z")
        var days: [String] = []
        for _ in 0..<6 {
            t = r.nextDue(after: t, in: utc)
            days.append(String(CivilDateTime.isoUTC(t).prefix(10)))
        }
        #expect(days == ["2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31", "2027-06-30"])
        #expect(r.nextDue(after: Self.utc("2028-02-01T00:00:00Z"), in: utc) == Self.utc("2028-02-29T09:00:00Z"))
    }

    @Test("on DST days the time is local wall time: New York and Berlin", arguments: [
        // Spring forward in New York 2027-03-14 02:00 → 03:00: 02:30 comes at 03:00 EDT.
        ("America/New_York", "03-14 02:30 Gap", "2027-03-01T00:00:00Z", "2027-03-14T07:00:00Z"),
        ("America/New_York", "03-14 Morning", "2027-03-01T00:00:00Z", "2027-03-14T13:00:00Z"),
        // Fall back 2027-11-07 02:00 → 01:00: 01:30 comes at its first pass (EDT).
        ("America/New_York", "11-07 01:30 Twice", "2027-11-01T00:00:00Z", "2027-11-07T05:30:00Z"),
        // Berlin: 2027-03-28 02:00 → 03:00, 2027-10-31 03:00 → 02:00.
        ("Europe/Berlin", "28 monthly 02:15 Gap", "2027-03-01T00:00:00Z", "2027-03-28T01:00:00Z"),
        ("Europe/Berlin", "10-31 Morning", "2027-10-01T00:00:00Z", "2027-10-31T08:00:00Z"),
    ])
    func dstDays(zone: String, line: String, after: String, due: String) {
        #expect(Self.reminder(line).nextDue(after: Self.utc(after), in: Self.zone(zone)) == Self.utc(due))
    }

    @Test("the whole local day is the reminder's day, in its zone")
    func wholeDay() {
        let r = Self.reminder("05-12 Mom")
        let ny = Self.zone("America/New_York")
        #expect(r.isDay(of: Self.utc("2027-05-12T04:00:00Z"), in: ny))   // 00:00 EDT
        #expect(r.isDay(of: Self.utc("2027-05-13T03:59:00Z"), in: ny))   // 23:59 EDT
        #expect(!r.isDay(of: Self.utc("2027-05-12T03:59:00Z"), in: ny))  // 23:59 the day before
        #expect(r.destination(onDayOf: Self.utc("2027-05-12T20:00:00Z"), in: ny)?.description == "2027-05-12T09:00")
        #expect(Self.reminder("05-12 18:30 Mom").destination(onDayOf: Self.utc("2027-05-12T20:00:00Z"), in: ny)?.description
                == "2027-05-12T18:30")
    }

    /// The notices among a `.check`'s events, its only kind.
    static func notices(_ events: [ReminderNotices.Event]) -> [DesktopNotice] {
        events.map { event in
            switch event {
            case .noticeDue(let notice): notice
            }
        }
    }

    @Test("a check gives each notice once at its minute, again after a step back not at all, and none at launch")
    func notices() {
        let utc = Self.zone("UTC")
        var n = ReminderNotices(reminders: [Self.reminder("05-12 Mom's birthday"), Self.reminder("15 monthly 18:30 Rent")])
        #expect(n.handle(.check(at: Self.utc("2027-05-12T10:00:00Z"), zone: utc, cycle: .twentyFour, words: .english)).isEmpty)  // launch
        #expect(n.nextDue(after: Self.utc("2027-05-12T10:00:00Z"), zone: utc) == Self.utc("2027-05-15T18:30:00Z"))
        #expect(n.handle(.check(at: Self.utc("2027-05-15T18:29:59Z"), zone: utc, cycle: .twentyFour, words: .english)).isEmpty)
        let due = Self.notices(n.handle(.check(at: Self.utc("2027-05-15T18:30:00Z"), zone: utc, cycle: .twentyFour, words: .english)))
        #expect(due.map(\.summary) == ["Reminder: Rent"])
        #expect(due.first?.body == "15 MONTHLY, 18:30")
        // Stepped back over it and forward again: not twice.
        _ = n.handle(.check(at: Self.utc("2027-05-15T18:00:00Z"), zone: utc, cycle: .twentyFour, words: .english))
        #expect(n.handle(.check(at: Self.utc("2027-05-15T18:31:00Z"), zone: utc, cycle: .twentyFour, words: .english)).isEmpty)
        // Slept over next year's 09:00 and woke the same day: it still comes; woken the next day, not.
        _ = n.handle(.check(at: Self.utc("2028-05-12T08:00:00Z"), zone: utc, cycle: .twentyFour, words: .english))
        #expect(Self.notices(n.handle(.check(at: Self.utc("2028-05-12T15:00:00Z"), zone: utc, cycle: .twelve, words: .english))).map(\.summary)
                == ["Reminder: Mom's birthday"])
        _ = n.handle(.check(at: Self.utc("2029-05-12T08:00:00Z"), zone: utc, cycle: .twentyFour, words: .english))
        #expect(n.handle(.check(at: Self.utc("2029-05-13T08:00:00Z"), zone: utc, cycle: .twentyFour, words: .english)).isEmpty)
    }

    @Test("the settings file keeps reminders, warns once for a damaged line, and merges two writers' additions")
    func settingsFile() {
        let text = "cities = london\nreminder = 05-12 Mom's birthday\nreminder = 02-30 Nope\nreminder = 15 monthly Rent\n"
        let (settings, warnings) = SettingsFile.parse(text)
        #expect(settings.reminders.map(\.text) == ["05-12 Mom's birthday", "15 monthly Rent"])
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("line 3: reminder date \"02-30\": FEB has no day 30") == true)
        #expect(warnings.first?.hasSuffix("this reminder is left out") == true)
        #expect(SettingsFile.parse(SettingsFile.serialize(settings)).settings.reminders == settings.reminders)

        // Two writers add one each to the same file: both stay.
        var base = settings
        base.reminders = []
        var a = base, b = base
        a.reminders = [Self.reminder("01-01 New year")]
        b.reminders = [Self.reminder("12-24 Eve")]
        let merge = KeyValueMerge(listKeys: ["reminder": { value in (try? Reminder.parse(value).get())?.text ?? value }])
        let disk = merge.merge(SettingsFile.serialize(base), base: SettingsFile.serialize(base), mine: SettingsFile.serialize(a))
        let both = merge.merge(disk, base: SettingsFile.serialize(base), mine: SettingsFile.serialize(b))
        #expect(SettingsFile.parse(both).settings.reminders.map(\.text) == ["01-01 New year", "12-24 Eve"])
    }
}
