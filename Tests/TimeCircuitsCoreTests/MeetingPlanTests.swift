import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

/// Planning a meeting in the pure core: the time typed in one city read against a reference,
/// working hours and each city's state, the hours the clocks skip or repeat in both hemispheres,
/// the next time all are at work, a day hour by hour, the line for a chat and the calendar event.
@Suite("Meeting plan: typed times, working hours, DST, the next time all work, the day, the chat line, the .ics")
struct MeetingPlanTests {
    static let zones = ShownZones(resolver: .system)

    /// The zone of city `id`, read from this machine's tz database.
    static func zone(_ id: String) -> Zone {
        var zones = zones
        zones.include([city(id)])
        return zones.zone(of: city(id))
    }
    static let twentyFour = PlanWording(cycle: .twentyFour)

    static func city(_ id: String) -> City { CityCatalogue.standard.city(id: id)! }
    static func cities(_ ids: String...) -> [City] { ids.map(city) }
    static func utc(_ text: String) -> Date { try! FrozenDate.parse(text) }
    static func wall(_ text: String) -> CivilDateTime { CivilDateTime.parse(text)! }

    /// `text` read against `reference` and planned in `cityID`, with the default hours.
    static func plan(_ text: String, in cityID: String, from reference: String,
                     cities: [City] = cities("new_york", "london", "hong_kong"),
                     wording: PlanWording = twentyFour) throws(InputError) -> MeetingPlan {
        let wall = try PlannedTime.parse(text, from: Self.wall(reference), words: wording.words)
        return try MeetingPlan.typed(wall, in: city(cityID), cities: cities, zones: zones, hours: .standard, wording: wording)
    }

    // MARK: Typed times

    /// Thursday 10 December 2026, 15:20, as the reference for every form.
    static let thursday = "2026-12-10T15:20"

    @Test("every form a time is typed in, read against Thu 10 Dec 2026 15:20", arguments: [
        ("TUE 0900", "2026-12-15T09:00"),
        ("tue 09:00", "2026-12-15T09:00"),
        ("thu 0900", "2026-12-10T09:00"),       // a weekday is the next on or after today: today
        ("Thursday 16:00", "2026-12-10T16:00"),
        ("wed 9:30", "2026-12-16T09:30"),
        ("0900", "2026-12-10T09:00"),            // no date: today, even when the time has passed
        ("09:00", "2026-12-10T09:00"),
        ("  23:59 ", "2026-12-10T23:59"),
        ("12/10 0900", "2026-12-10T09:00"),      // MONTH DAY, as the prop's rows read
        ("12/24 18:00", "2026-12-24T18:00"),
        ("1/5 0800", "2027-01-05T08:00"),        // a date gone by this year is next year's
        ("02/29 12:00", "2028-02-29T12:00"),     // the next 29 February
        ("2026-12-10 09:00", "2026-12-10T09:00"),
        ("2026-12-10T09:00", "2026-12-10T09:00"),
        ("1900-01-01 00:00", "1900-01-01T00:00"),
        ("2100-12-31 23:59", "2100-12-31T23:59"),
    ])
    func forms(text: String, expected: String) throws {
        #expect(try PlannedTime.parse(text, from: Self.wall(Self.thursday)) == Self.wall(expected))
    }

    @Test("a bad time is one line saying what is wrong and what is accepted", arguments: [
        ("25:00", "\"25:00\": 25:00 is not a time of day from 00:00 to 23:59"),
        ("09:60", "09:60 is not a time of day"),
        ("2400", "2400 is not a time of day"),
        ("13/40 0900", "\"13/40\" is not a date; expected a local time like 0900"),
        ("02/30 0900", "\"02/30\" is not a date"),
        ("2026-02-30 09:00", "\"2026-02-30\" is not a date"),
        ("funday 0900", "\"funday\" is not a weekday (mon, tue, wed, thu, fri, sat, sun)"),
        ("tu 0900", "\"tu\" is not a weekday"),
        ("1899-12-31 23:00", "the year 1899 is outside 1900–2100"),
        ("2101-01-01 00:00", "the year 2101 is outside 1900–2100"),
        ("9", "expected a local time like 0900, 09:00, tue 09:00, 12/10 0900 (month/day) or 2026-12-10 09:00"),
        ("", "expected a local time"),
        ("tue 09:00 pm", "expected a local time"),
        ("09.00", "expected a local time"),
        ("١٢:٠٠", "expected a local time"),
    ])
    func badTimes(text: String, why: String) {
        #expect(throws: InputError.self) { try PlannedTime.parse(text, from: Self.wall(Self.thursday)) }
        do {
            _ = try PlannedTime.parse(text, from: Self.wall(Self.thursday))
        } catch {
            #expect(error.message.contains(why), "\(error.message)")
            #expect(error.message.hasPrefix("invalid time "))
            #expect(!error.message.contains("\n"))
        }
    }

    @Test("a day alone, as --day takes it, and the days that do not exist")
    func days() throws {
        #expect(try PlannedTime.day("2026-12-10") == Self.wall("2026-12-10T00:00"))
        for (text, why) in [("2026-02-30", "there is no such date"), ("2026-13-01", "there is no such date"),
                            ("1899-12-31", "expected a date like 2026-12-10, years 1900–2100"), ("10/12/2026", "expected a date like"),
                            ("2026-1-5", "expected a date like")] {
            #expect(throws: InputError.self) { try PlannedTime.day(text) }
            do { _ = try PlannedTime.day(text) } catch { #expect(error.message.contains(why), "\(error.message)") }
        }
    }

    // MARK: Working hours and states

    @Test("working hours as people write them, and the text the clock writes back", arguments: [
        ("09:00-17:00 mon-fri", "09:00-17:00 mon-fri"),
        ("08:00-16:00 sun-thu", "08:00-16:00 mon-thu,sun"),
        ("10:00-14:00 sat,sun", "10:00-14:00 sat,sun"),
        ("07:30-15:30 mon,wed,fri", "07:30-15:30 mon,wed,fri"),
        ("22:00-06:00 mon-fri", "22:00-06:00 mon-fri"),
        ("8-16", "08:00-16:00 mon-fri"),
        ("09:00–17:00   daily", "09:00-17:00 daily"),
    ])
    func workingHoursText(text: String, written: String) throws {
        let hours = try #require(WorkingHours.parse(text))
        #expect(hours.text == written)
        #expect(WorkingHours.parse(hours.text) == hours)
    }

    @Test("bad working hours: one line naming what is accepted", arguments: [
        "09:00-09:00 mon-fri", "25:00-17:00", "09:00 mon-fri", "09:00-17:00 funday", "09:00-17:00 once", "", "mon-fri 09:00-17:00",
    ])
    func badWorkingHours(text: String) {
        #expect(WorkingHours.parse(text) == nil)
        do {
            _ = try WorkingWeek.parse(text, words: .english)
            Issue.record("\(text) was read")
        } catch {
            #expect(error.message.contains("expected a span and weekdays like 09:00-17:00 mon-fri or 08:00-16:00 sun-thu"), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
    }

    @Test("the default is 09:00 to 17:00, Monday to Friday: 17:00 is after work, Saturday is not a working day")
    func standardHours() {
        let hours = WorkingHours.standard
        #expect(hours.text == "09:00-17:00 mon-fri")
        #expect(hours.contains(Self.wall("2026-12-10T09:00")))   // Thursday
        #expect(hours.contains(Self.wall("2026-12-10T16:59")))
        #expect(!hours.contains(Self.wall("2026-12-10T17:00")))
        #expect(!hours.contains(Self.wall("2026-12-10T08:59")))
        #expect(!hours.contains(Self.wall("2026-12-12T10:00")))  // Saturday
        let sunToThu = WorkingHours.parse("08:00-16:00 sun-thu")!
        #expect(sunToThu.contains(Self.wall("2026-12-13T10:00")))  // Sunday
        #expect(!sunToThu.contains(Self.wall("2026-12-11T10:00")))  // Friday
    }

    @Test("a span past midnight belongs to the day it starts on")
    func nightShift() {
        let nights = WorkingHours.parse("22:00-06:00 mon-fri")!
        #expect(nights.contains(Self.wall("2026-12-11T23:00")))   // Friday evening
        #expect(nights.contains(Self.wall("2026-12-12T05:59")))   // Saturday's small hours: Friday's shift
        #expect(!nights.contains(Self.wall("2026-12-12T23:00")))  // Saturday evening
        #expect(!nights.contains(Self.wall("2026-12-14T05:00")))  // Monday's small hours: Sunday did not work
        #expect(nights.contains(Self.wall("2026-12-14T22:00")))
        #expect(!nights.contains(Self.wall("2026-12-14T06:00")))
    }

    @Test("a city's state: at work inside its hours, awake from 07:00 to 22:00 outside them, asleep otherwise")
    func states() {
        let hours = WorkingHours.standard
        #expect(CityState.of(Self.wall("2026-12-10T09:00"), hours: hours) == .working)
        #expect(CityState.of(Self.wall("2026-12-10T17:00"), hours: hours) == .awake)
        #expect(CityState.of(Self.wall("2026-12-10T07:00"), hours: hours) == .awake)
        #expect(CityState.of(Self.wall("2026-12-10T06:59"), hours: hours) == .night)
        #expect(CityState.of(Self.wall("2026-12-10T21:59"), hours: hours) == .awake)
        #expect(CityState.of(Self.wall("2026-12-10T22:00"), hours: hours) == .night)
        #expect(CityState.of(Self.wall("2026-12-12T12:00"), hours: hours) == .awake)  // Saturday noon
        // A night shift works through the night: working wins over asleep.
        #expect(CityState.of(Self.wall("2026-12-11T02:00"), hours: WorkingHours.parse("22:00-06:00")!) == .working)
        #expect(CityState.awakeHours == 420..<1320)
    }

    @Test("the rows at an instant typed in New York: each city's date, time, offset and state")
    func rowsAtAnInstant() throws {
        let plan = try Self.plan("tue 09:00", in: "new_york", from: Self.thursday)
        #expect(plan.instant == Self.utc("2026-12-15T14:00Z"))
        #expect(plan.rows.map(\.local) == [Self.wall("2026-12-15T09:00"), Self.wall("2026-12-15T14:00"), Self.wall("2026-12-15T22:00")])
        #expect(plan.rows.map(\.utcOffset) == [-5 * 3600, 0, 8 * 3600])
        #expect(plan.rows.map(\.zone) == ["America/New_York", "Europe/London", "Asia/Hong_Kong"])
        #expect(plan.rows.map(\.state) == [.working, .working, .night])
        #expect(plan.rows.allSatisfy { $0.pass == nil })
        #expect(!plan.allWorking)
        // Typed in Hong Kong, the same rows say the same instant.
        let fromHongKong = try Self.plan("2026-12-15 22:00", in: "hong_kong", from: Self.thursday)
        #expect(fromHongKong.instant == plan.instant)
    }

    // MARK: The hours the clocks skip and repeat

    @Test("a time the clocks skip is refused, naming the city, the date and the times either side", arguments: [
        ("new_york", "2026-03-08 02:30", "New York has no 02:30 on Sun 8 Mar 2026: its clocks go from 01:59 to 03:00"),
        ("new_york", "2026-03-08 02:00", "New York has no 02:00 on Sun 8 Mar 2026: its clocks go from 01:59 to 03:00"),
        ("sydney", "2026-10-04 02:30", "Sydney has no 02:30 on Sun 4 Oct 2026: its clocks go from 01:59 to 03:00"),
        ("london", "2026-03-29 01:15", "London has no 01:15 on Sun 29 Mar 2026: its clocks go from 00:59 to 02:00"),
    ])
    func skipped(cityID: String, text: String, message: String) {
        do {
            _ = try Self.plan(text, in: cityID, from: Self.thursday)
            Issue.record("\(text) in \(cityID) was planned")
        } catch {
            #expect(error.message == message)
        }
    }

    @Test("on the 12-hour clock the refusal says its times as the notices do")
    func skippedTwelveHour() {
        do {
            _ = try Self.plan("2026-03-08 02:30", in: "new_york", from: Self.thursday, wording: PlanWording(cycle: .twelve))
            Issue.record("planned")
        } catch {
            #expect(error.message == "New York has no 2:30 AM on Sun 8 Mar 2026: its clocks go from 1:59 AM to 3:00 AM")
        }
    }

    @Test("a time the clocks show twice is taken at its first pass, and the row says so", arguments: [
        ("new_york", "2026-11-01 01:30", "2026-11-01T05:30Z"),   // EDT, before the clocks go back to EST
        ("sydney", "2026-04-05 02:30", "2026-04-04T15:30Z"),     // AEDT, before AEST
    ])
    func repeated(cityID: String, text: String, instant: String) throws {
        let plan = try Self.plan(text, in: cityID, from: Self.thursday, cities: Self.cities(cityID, "london"))
        #expect(plan.instant == Self.utc(instant))
        #expect(plan.rows[0].pass == .first)
        #expect(Self.twentyFour.note(plan.rows[0]) == "the first 01:30 of two, before the clocks go back".replacingOccurrences(
            of: "01:30", with: cityID == "sydney" ? "02:30" : "01:30"))
        #expect(plan.rows[1].pass == nil && Self.twentyFour.note(plan.rows[1]) == nil)
        // An hour on, the same reading is the second pass.
        let later = MeetingPlan(at: plan.instant.addingTimeInterval(3600), cities: Self.cities(cityID), zones: Self.zones, hours: .standard)
        #expect(later.rows[0].local == plan.rows[0].local)
        #expect(later.rows[0].pass == .second)
        #expect(PlanWording(cycle: .twelve).note(later.rows[0])?.hasPrefix("the second ") == true)
        #expect(PlanWording(cycle: .twelve).note(later.rows[0])?.hasSuffix(" AM of two, after the clocks went back") == true)
    }

    @Test("WallReading: once on an ordinary day, twice in the repeated hour, the edges of a gap")
    func wallReadings() throws {
        let newYork = Self.zone("new_york")
        #expect(WallReading.of(Self.wall("2026-07-01T12:00"), in: newYork) == .once(Self.utc("2026-07-01T16:00Z")))
        #expect(WallReading.of(Self.wall("2026-11-01T01:00"), in: newYork)
                == .twice(first: Self.utc("2026-11-01T05:00Z"), second: Self.utc("2026-11-01T06:00Z")))
        #expect(WallReading.of(Self.wall("2026-11-01T02:00"), in: newYork) == .once(Self.utc("2026-11-01T07:00Z")))
        #expect(WallReading.of(Self.wall("2026-03-08T02:59"), in: newYork)
                == .skipped(lastBefore: Self.wall("2026-03-08T01:59"), firstAfter: Self.wall("2026-03-08T03:00")))
        #expect(WallReading.of(Self.wall("2026-03-08T03:00"), in: newYork) == .once(Self.utc("2026-03-08T07:00Z")))
    }

    // MARK: The next time all are at work

    @Test("New York, London and Berlin: the next time all three are at work, found and worked out by hand", arguments: [
        // Thursday, 07:00 in New York: London and Berlin are at work, New York starts at 09:00 EST.
        ("2026-12-10T12:00Z", "2026-12-10T14:00Z"),
        // Already all at work: that very instant.
        ("2026-12-10T14:37Z", "2026-12-10T14:37Z"),
        // Berlin stops at 17:00 CET, 16:00 UTC: the next overlap is Friday's.
        ("2026-12-10T16:00Z", "2026-12-11T14:00Z"),
        // Saturday: Monday at 09:00 in New York.
        ("2026-12-12T12:00Z", "2026-12-14T14:00Z"),
        // Between the two changes of March, New York on EDT (09:00 is 13:00 UTC), Europe still on winter time.
        ("2026-03-17T00:00Z", "2026-03-17T13:00Z"),
    ])
    func nextAllWorking(from: String, expected: String) throws {
        let found = MeetingSearch.nextAllWorking(from: Self.utc(from), cities: Self.cities("new_york", "london", "berlin"),
                                                 zones: Self.zones, hours: .standard)
        #expect(found == Self.utc(expected))
        let plan = MeetingPlan(at: try #require(found), cities: Self.cities("new_york", "london", "berlin"), zones: Self.zones, hours: .standard)
        #expect(plan.allWorking)
    }

    @Test("New York, London and Hong Kong share no working hour, 09:00 to 17:00: the clock says so; from 07:00 to 22:00 they do")
    func newYorkLondonHongKong() throws {
        let trio = Self.cities("new_york", "london", "hong_kong")
        let start = Self.utc("2026-12-10T00:00Z")
        #expect(MeetingSearch.nextAllWorking(from: start, cities: trio, zones: Self.zones, hours: .standard) == nil)
        Self.expectNoOverlap(trio, from: start, hours: .standard)
        // New York 07:00 EST is 12:00 UTC, Hong Kong 22:00 is 14:00 UTC: Thursday, 12:00 UTC.
        let long = try WorkingWeek.parse("07:00-22:00 mon-fri", words: .english)
        #expect(MeetingSearch.nextAllWorking(from: start, cities: trio, zones: Self.zones, hours: long) == Self.utc("2026-12-10T12:00Z"))
        #expect(PlanWording().noneAllWorking == "no time in the next 7 days when all are at work")
    }

    @Test("Honolulu, London and Sydney never overlap: none in the next 7 days, minute by minute", arguments: [
        "2026-12-10T00:00Z", "2026-07-01T00:00Z",
    ])
    func noOverlap(from: String) {
        let cities = Self.cities("honolulu", "london", "sydney")
        #expect(MeetingSearch.nextAllWorking(from: Self.utc(from), cities: cities, zones: Self.zones, hours: .standard) == nil)
        Self.expectNoOverlap(cities, from: Self.utc(from), hours: .standard)
    }

    @Test("a city's own hours: Hong Kong's evening desk meets New York's morning and London's afternoon")
    func perCityHours() throws {
        let trio = Self.cities("new_york", "london", "hong_kong")
        let start = Self.utc("2026-12-10T00:00Z")
        // New York 09:00-17:00 EST is 14:00-22:00 UTC, London's 09:00-17:00 is 09:00-17:00 UTC,
        // Hong Kong's 21:00-24:00 is 13:00-16:00 UTC: all three from 14:00 to 16:00 UTC.
        let week = try WorkingWeek.parse("09:00-17:00 mon-fri / hong_kong 21:00-00:00 mon-fri", words: .english)
        #expect(week.of(Self.cities("hong_kong")[0]).text == "21:00-00:00 mon-fri")
        #expect(week.of(Self.cities("london")[0]) == .standard)
        #expect(MeetingSearch.nextAllWorking(from: start, cities: trio, zones: Self.zones, hours: week) == Self.utc("2026-12-10T14:00Z"))
        let plan = MeetingPlan(at: Self.utc("2026-12-10T14:00Z"), cities: trio, zones: Self.zones, hours: week)
        #expect(plan.rows.map(\.state) == [.working, .working, .working])
    }

    @Test("working weeks as people write them, and the text the clock writes back", arguments: [
        ("09:00-17:00 mon-fri", "09:00-17:00 mon-fri"),
        ("tel_aviv 08:00-16:00 sun-thu", "09:00-17:00 mon-fri / tel_aviv 08:00-16:00 mon-thu,sun"),
        ("08:00-16:00 / Dubai 09:00-18:00 mon-fri /tel_aviv 08:00-16:00 sun-thu",
         "08:00-16:00 mon-fri / dubai 09:00-18:00 mon-fri / tel_aviv 08:00-16:00 mon-thu,sun"),
    ])
    func workingWeekText(text: String, written: String) throws {
        let week = try #require(WorkingWeek.parse(text), "\(text)")
        #expect(week.text == written)
        #expect(WorkingWeek.parse(week.text) == week)
    }

    @Test("a bad working week is refused whole", arguments: [
        "09:00-17:00 / 10:00-18:00", "atlantis 09:00-17:00", "london 09:00-17:00 / london 10:00-18:00", "london", "09:00-17:00 /", "/ london 09:00-17:00",
    ])
    func badWorkingWeek(text: String) {
        #expect(WorkingWeek.parse(text) == nil, "\(text)")
    }

    /// Every minute of the week from `start`, read city by city: not one has all at work. (The
    /// search steps by quarter hours; this does not trust it.)
    static func expectNoOverlap(_ cities: [City], from start: Date, hours: WorkingWeek) {
        let zones = cities.map { Self.zone($0.id) }
        let overlap = (0...(7 * 1440)).first { minute in
            let t = start.addingTimeInterval(Double(minute) * 60)
            return zip(cities, zones).allSatisfy { city, zone in hours.of(city).contains(CivilDateTime(instant: t, zone: zone)!) }
        }
        #expect(overlap == nil)
    }

    // MARK: The day hour by hour

    @Test("a day in New York hour by hour: 24 hours, each city's time and state, the hours all work marked")
    func day() throws {
        let hours = DayPlan.hours(of: Self.wall("2026-12-10T00:00"), in: Self.city("new_york"),
                                  cities: Self.cities("new_york", "london", "berlin"), zones: Self.zones, hours: .standard)
        #expect(hours.count == 24)
        #expect(hours.first?.instant == Self.utc("2026-12-10T05:00Z"))
        #expect(hours.map { $0.rows[0].local.hour } == Array(0...23))
        #expect(hours.map { $0.rows[1].local.hour } == (0...23).map { ($0 + 5) % 24 })
        // New York 09:00 and 10:00 (London 14:00, 15:00; Berlin 15:00, 16:00).
        #expect(hours.indices.filter { hours[$0].allWorking } == [9, 10])
        #expect(hours[3].rows.map(\.state) == [.night, .awake, .working])  // 03:00, 08:00, 09:00
    }

    @Test("the days the clocks change are 23 and 25 hours long")
    func changeoverDays() {
        let spring = DayPlan.hours(of: Self.wall("2026-03-08T00:00"), in: Self.city("new_york"), cities: Self.cities("new_york"),
                                   zones: Self.zones, hours: .standard)
        #expect(spring.count == 23)
        #expect(spring.map { $0.rows[0].local.hour } == [0, 1] + Array(3...23))
        let autumn = DayPlan.hours(of: Self.wall("2026-04-05T00:00"), in: Self.city("sydney"), cities: Self.cities("sydney"),
                                   zones: Self.zones, hours: .standard)
        #expect(autumn.count == 25)
        #expect(autumn.map { $0.rows[0].local.hour } == [0, 1, 2, 2] + Array(3...23))
        #expect(autumn[2].rows[0].pass == .first && autumn[3].rows[0].pass == .second)
    }

    // MARK: Handing it on

    @Test("the line for a chat: the date, then every city's time; a city on another day says which")
    func chatLine() throws {
        let plan = try Self.plan("2026-12-10 09:00", in: "new_york", from: Self.thursday)
        #expect(Self.twentyFour.chatLine(plan) == "Thu 10 Dec: New York 09:00 · London 14:00 · Hong Kong 22:00")
        #expect(PlanWording(cycle: .twelve).chatLine(plan) == "Thu 10 Dec: New York 9:00 AM · London 2:00 PM · Hong Kong 10:00 PM")
        let late = try Self.plan("2026-12-10 13:00", in: "new_york", from: Self.thursday)
        #expect(Self.twentyFour.chatLine(late) == "Thu 10 Dec: New York 13:00 · London 18:00 · Hong Kong 02:00 (Fri)")
        // Dated in the city it was typed in.
        #expect(Self.twentyFour.chatLine(late, dateOf: 2) == "Fri 11 Dec: New York 13:00 (Thu) · London 18:00 (Thu) · Hong Kong 02:00")
        let german = Words(language: "de") { ["Thu": "Do", "DEC": "DEZ", "%1$s %2$s %3$s": "%1$s %2$s. %3$s"][$0] ?? $0 }
        #expect(PlanWording(cycle: .twentyFour, words: german).chatLine(plan) == "Do 10. Dez: New York 09:00 · London 14:00 · Hong Kong 22:00")
        // A language that writes its weekdays in small letters writes its months so too.
        let french = Words(language: "fr") { ["Thu": "jeu.", "Mon": "lun.", "DEC": "DÉC"][$0] ?? $0 }
        #expect(PlanWording(cycle: .twentyFour, words: french).date(plan.rows[0].local) == "jeu. 10 déc")
    }

    static let event = CalendarEvent(uid: "0b0e7e6c-1f3a-4d2b-9c55-2f1f6c1d0e11@timecircuits", stamp: utc("2026-12-01T08:00:00Z"),
                                     start: utc("2026-12-15T14:00Z"), minutes: 30, title: "Standup",
                                     description: "Tue 15 Dec: New York 9:00 AM · London 2:00 PM · Hong Kong 10:00 PM")

    @Test("the calendar event: VCALENDAR around one VEVENT, times in UTC, CRLF after every line")
    func calendarEvent() {
        let text = Self.event.text
        #expect(text.hasSuffix("END:VEVENT\r\nEND:VCALENDAR\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line break is CRLF")
        let lines = Self.unfolded(text)
        #expect(lines.first == "BEGIN:VCALENDAR")
        for line in ["VERSION:2.0", "PRODID:-//Time Circuits//timecircuits plan//EN", "BEGIN:VEVENT",
                     "UID:0b0e7e6c-1f3a-4d2b-9c55-2f1f6c1d0e11@timecircuits", "DTSTAMP:20261201T080000Z",
                     "DTSTART:20261215T140000Z", "DTEND:20261215T143000Z", "SUMMARY:Standup",
                     "DESCRIPTION:Tue 15 Dec: New York 9:00 AM · London 2:00 PM · Hong Kong 10:00 PM"] {
            #expect(lines.contains(line), "\(line)")
        }
    }

    @Test("the event's text escapes backslash, comma, semicolon and line breaks, and folds at 75 octets, never inside a character")
    func escapingAndFolding() {
        var event = Self.event
        event.title = "Plan; review, \\ and\nnext steps"
        event.description = String(repeating: "Zürich 09:00 · 東京 17:00 · ", count: 9)
        let text = event.text
        #expect(Self.unfolded(text).contains("SUMMARY:Plan\\; review\\, \\\\ and\\nnext steps"))
        let physical = text.components(separatedBy: "\r\n").dropLast()
        #expect(physical.allSatisfy { $0.utf8.count <= 75 }, "\(physical.map(\.utf8.count))")
        #expect(physical.filter { $0.hasPrefix(" ") }.count >= 3)
        // Each folded line is whole UTF-8 on its own: no character was cut between two lines.
        #expect(physical.allSatisfy { String(validating: Array($0.utf8), as: UTF8.self) != nil })
        #expect(Self.unfolded(text).contains("DESCRIPTION:" + event.description))
        #expect(CalendarEvent.folded(String(repeating: "a", count: 75)) == [String(repeating: "a", count: 75)])
        #expect(CalendarEvent.folded(String(repeating: "a", count: 76)) == [String(repeating: "a", count: 75), " a"])
        // A three-octet character that would end at octet 76 starts the next line.
        #expect(CalendarEvent.folded(String(repeating: "a", count: 73) + "東") == [String(repeating: "a", count: 73), " 東"])
    }

    /// The content lines of `text`: split at CRLF, continuations joined (RFC 5545 3.1).
    static func unfolded(_ text: String) -> [String] {
        var lines: [String] = []
        for line in text.components(separatedBy: "\r\n") where !line.isEmpty {
            if line.hasPrefix(" "), !lines.isEmpty { lines[lines.count - 1] += line.dropFirst() } else { lines.append(line) }
        }
        return lines
    }
}
