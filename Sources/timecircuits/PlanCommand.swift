import ArgumentParser
import FoundationEssentials
import Glibc
import TimeCircuitsCore
import TimeCircuitsStorage

/// `timecircuits plan`: the rows' cities at a time typed in one city's local time, each with
/// whether it is at work, awake or asleep; a day hour by hour; the next time all are at work;
/// and the plan handed on as a line for a chat or a calendar event. The decisions are the core's
/// (`Plan/`); this reads the flags and the settings file, and prints.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: TimeCircuitsCommand.words("Show the rows' cities at a time typed in one city's local time, and who is at work."),
        discussion: HelpText.discussion([
            TimeCircuitsCommand.words("The time is read in the local time of --in, the top row's city unless given: 0900, 09:00, tue 09:00 (the next Tuesday, or today), 12/10 0900 (month/day) or 2026-12-10 09:00. A time the clocks skip when they go forward is refused; one they show twice when they go back is taken the first time, and the row says so."),
            TimeCircuitsCommand.words("A city is at work inside its working hours (workhours = in the settings file, or --workhours; 09:00-17:00 mon-fri unless set), awake from 07:00 to 22:00 outside them, and asleep otherwise. The last line is the plan as one line for a chat."),
        ], examples: [
            "timecircuits plan \"tue 09:00\" --in new_york",
            "timecircuits plan --day 2026-12-10 --json",
            "timecircuits plan --next \"mon 08:00\" --cities new_york,london,berlin",
            "timecircuits plan \"tue 09:00\" --ics standup.ics --title Standup --minutes 30",
        ])
    )

    @Argument(help: ArgumentHelp(TimeCircuitsCommand.words("The time to plan, in the local time of --in (now when left out)."), valueName: "time"))
    var time: String?

    @Option(name: .customLong("in"), help: ArgumentHelp(TimeCircuitsCommand.words("The city whose local time the time is in: one of the rows (default: the top row's)."),
                                                         valueName: "id"))
    var city: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Print this day of the --in city hour by hour, marking the hours when all are at work."),
                               valueName: "YYYY-MM-DD"))
    var day: String?

    @Flag(help: ArgumentHelp(TimeCircuitsCommand.words("Find the first time, at or after the time given (or now), when every city is at work, within 7 days.")))
    var next = false

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Up to three city ids, top row first (see `timecircuits cities`)."),
                               valueName: "id,id,id"))
    var cities: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("The working hours for this run, e.g. 08:00-16:00 sun-thu, or with a city's own: 09:00-17:00 mon-fri / tel_aviv 08:00-16:00 sun-thu."),
                               valueName: "span days"))
    var workhours: String?

    @Option(name: .customLong("frozen-date"),
            help: ArgumentHelp(TimeCircuitsCommand.words("Plan from this instant instead of now (ISO 8601 with an offset)."), valueName: "ISO8601"))
    var frozenDate: String?

    @Flag(help: ArgumentHelp(TimeCircuitsCommand.words("Print a JSON object instead of lines.")))
    var json = false

    @Flag(name: .customLong("24h"), help: ArgumentHelp(TimeCircuitsCommand.words("Print times on the 24-hour clock.")))
    var twentyFourHour = false

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("Also write the planned time as an iCalendar event (.ics) to this file."), valueName: "file"))
    var ics: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("The event's title (with --ics)."), valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp(TimeCircuitsCommand.words("The event's length in minutes, 1 to 1440 (with --ics; default 60)."), valueName: "N"))
    var minutes: Int?

    func run() throws {
        let words = TimeCircuitsCommand.words
        // Everything typed is checked before anything is worked out or written.
        if day != nil, time != nil || next || ics != nil {
            throw InputError(words("--day prints a whole day: give it no time, --next or --ics"))
        }
        if ics == nil, title != nil || minutes != nil {
            throw InputError(words("--title and --minutes describe the event --ics writes: give --ics FILE too"))
        }
        if let minutes, !CalendarEvent.minutesRange.contains(minutes) {
            throw InputError(words("invalid --minutes %1$s: expected a length from 1 to 1440 minutes", "\(minutes)"))
        }
        let shownDay = try day.map { text throws(InputError) in try PlannedTime.day(text, words: words) }
        var overrides = LaunchOverrides(twentyFourHour: twentyFourHour)
        if let frozenDate { overrides.frozen = try FrozenDate.parse(frozenDate, words: words) }
        if let cities { overrides.cities = try CitySelection.parse(cities, catalogue: .standard, words: words) }
        let overriddenHours = try workhours.map { text throws(InputError) in try WorkingWeek.parse(text, words: words) }

        let launch = LaunchSettings.load()
        let setup = launch.setup(overrides)
        let face = setup.face
        let hours = overriddenHours ?? launch.loaded?.settings.workingHours ?? .standard
        let wording = PlanWording(cycle: face.display.hourCycle, words: words)
        let printer = PlanPrinter(face: face, wording: wording)
        let rows = face.cities
        let home = try PlanOptions.home(city, among: rows, words: words).city
        let reference = face.readouts.instant(atWallClock: Date())

        if let shownDay {
            let plans = DayPlan.hours(of: shownDay, in: home, cities: rows, zones: face.zones, hours: hours)
            print(json ? try NowCommand.json(printer.dayJSON(shownDay, in: home, plans)) : printer.dayLines(shownDay, in: home, plans))
            return
        }
        var plan: MeetingPlan
        if let time {
            plan = try PlanOptions.typed(time, in: home, face: face, hours: hours, wording: wording, at: Date())
        } else {
            plan = MeetingPlan(at: reference, cities: rows, zones: face.zones, hours: hours)
        }
        if next {
            guard let found = MeetingSearch.nextAllWorking(from: plan.instant, cities: rows, zones: face.zones, hours: hours) else {
                print(json ? try NowCommand.json(["instant": nil, "message": wording.noneAllWorking] as [String: String?]) : wording.noneAllWorking)
                // Found nothing, as grep says it: status 1, for a script to tell from a time.
                Glibc.exit(1)
            }
            plan = MeetingPlan(at: found, cities: rows, zones: face.zones, hours: hours)
        }
        let dateOf = rows.firstIndex(of: home) ?? 0
        if let ics {
            let event = CalendarEvent(uid: UUID().uuidString.lowercased() + "@timecircuits", stamp: Date(), start: plan.instant,
                                      minutes: minutes ?? 60, title: title ?? words("Meeting"),
                                      description: wording.chatLine(plan, dateOf: dateOf))
            do {
                try AtomicFileWriter.standard.write(Data(event.text.utf8), to: URL(fileURLWithPath: ics))
            } catch {
                TimeCircuitsCommand.fail(words("cannot write %1$s: %2$s", ics, (error as? FileError)?.reason ?? "\(error)"), status: .failure)
            }
        }
        print(json ? try NowCommand.json(printer.json(plan, typedIn: home, dateOf: dateOf)) : printer.lines(plan, dateOf: dateOf))
    }

}

/// How `plan` prints: the rows as `now` lines them up, with each city's state; the day as a
/// table; and both as JSON.
struct PlanPrinter {
    /// The face, to read the rows as the window shows them at a planned instant.
    let face: FaceChoices
    let wording: PlanWording

    /// `NEW YORK   DEC 15 2026  09:00 AM  at work`, a row a line, then the line for a chat.
    func lines(_ plan: MeetingPlan, dateOf index: Int) -> String {
        let shown = NowCommand.lines(shownRows(plan).map { ($0.plate, $0.readout) })
        let states = plan.rows.map { $0.state.label(wording.words) }
        let width = states.map(\.count).max() ?? 0
        let rows = zip(zip(shown, states), plan.rows).map { pair, row in
            let line = pair.0 + "  " + pair.1
            return wording.note(row).map { line.padding(to: pair.0.count + 2 + width) + "  (" + $0 + ")" } ?? line
        }
        return (rows + [wording.chatLine(plan, dateOf: index)]).joined(separator: "\n")
    }

    /// The plates and readouts the window's rows show at the plan's instant: the face frozen
    /// there, as exhibition mode freezes it, on the world clock's rows whatever mode it is in.
    func shownRows(_ plan: MeetingPlan) -> [(plate: String, readout: Readout)] {
        var face = face
        face.launchReadouts = .frozen(plan.instant)
        face.movie.mode = .world
        return face.rows(at: plan.instant).compactMap { row in row.readout.map { (row.plateName ?? "", $0) } }
    }

    /// The day as a table: a column a city, a line an hour, `*` before the hours all are at work.
    func dayLines(_ day: CivilDateTime, in city: City, _ plans: [MeetingPlan]) -> String {
        let header = wording.words("%1$s in %2$s, hour by hour (* all at work):", wording.dateWithYear(day), city.name)
        let cells = plans.map { plan in
            zip(plan.rows, shownRows(plan)).map { row, shown in
                let r = shown.readout
                let time = "\(r.hourDigits):\(r.minuteDigits)" + (r.litLamp.map { " \($0.rawValue)" } ?? "")
                return "\(wording.weekday(row.local)) \(time)  \(row.state.label(wording.words))"
            }
        }
        let plates = plans.first.map { shownRows($0).map(\.plate) } ?? []
        let width = ((cells.flatMap { $0 } + plates).map(\.count).max() ?? 0) + 3
        let table = [["  "] + plates] + zip(plans, cells).map { plan, row in [plan.allWorking ? "* " : "  "] + row }
        return ([header] + table.map { line in
            let text = line[0] + line.dropFirst().map { $0.padding(to: width) }.joined()
            // The last column's padding is no part of the table.
            return String(text.reversed().drop { $0 == " " }.reversed())
        }).joined(separator: "\n")
    }

    /// The plan as `plan --json` prints it.
    func json(_ plan: MeetingPlan, typedIn city: City?, dateOf index: Int) -> PlanJSON {
        PlanJSON(instant: CivilDateTime.isoUTC(plan.instant), city: city?.id, allWorking: plan.allWorking,
                 chat: city == nil ? nil : wording.chatLine(plan, dateOf: index),
                 rows: plan.rows.map { RowJSON($0, note: wording.note($0)) })
    }

    /// The day as `plan --day --json` prints it.
    func dayJSON(_ day: CivilDateTime, in city: City, _ plans: [MeetingPlan]) -> DayJSON {
        DayJSON(date: String(day.description.prefix(10)), city: city.id, hours: plans.map { json($0, typedIn: nil, dateOf: 0) })
    }

    /// A plan in JSON: the instant in UTC, whether all are at work, the line for a chat, the rows.
    struct PlanJSON: Encodable {
        var instant: String
        /// The city the time was read in; none for an hour of a day.
        var city: String?
        var allWorking: Bool
        var chat: String?
        var rows: [RowJSON]

        private enum CodingKeys: String, CodingKey { case instant, city = "in", allWorking, chat, rows }
    }

    /// A row in JSON: the city, its zone, its local date and time, its offset and its state.
    struct RowJSON: Encodable {
        var id: String, name: String, zone: String
        /// `2026-12-15T09:00`.
        var local: String
        /// `-05:00`.
        var utcOffset: String
        var state: CityState
        /// On a reading the clocks show twice: `first` or `second`, and the sentence that says it.
        var pass: RepeatedPass?
        var note: String?

        init(_ row: PlannedRow, note: String?) {
            id = row.city.id
            name = row.city.name
            zone = row.zone
            local = row.local.description
            utcOffset = String(City.utcOffsetText(seconds: row.utcOffset).dropFirst(3))
            state = row.state
            pass = row.pass
            self.note = note
        }
    }

    /// A day in JSON: its date and city, and each hour as a plan.
    struct DayJSON: Encodable {
        var date: String
        var city: String
        var hours: [PlanJSON]

        private enum CodingKeys: String, CodingKey { case date, city = "in", hours }
    }
}
