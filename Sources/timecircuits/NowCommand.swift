import ArgumentParser
import FoundationEssentials
import TimeCircuitsCore

/// `timecircuits now`: the three readouts as text, for scripts and quick checks.
struct NowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "now",
        abstract: TimeCircuitsCommand.words("Print what each row of the face shows, from the same settings as the window."),
        discussion: HelpText.discussion([
            TimeCircuitsCommand.words("With --json each row also says the theme the face shows it in and, when the row colours are set (colors = in the settings file, or --colors), its colour.")
        ], examples: [
            "timecircuits now",
            "timecircuits now --frozen-date 1985-10-26T01:21:00-07:00",
            "timecircuits now --cities kathmandu,chatham --json",
            "timecircuits now --24h",
            "timecircuits now --json --theme neon --colors red",
            "timecircuits now --plan \"tue 09:00\" --in new_york --cities new_york,london,hong_kong"
        ])
    )

    @OptionGroup var face: FaceOptions

    @Flag(help: ArgumentHelp(TimeCircuitsCommand.words("Print a JSON array of objects instead of aligned lines.")))
    var json = false

    @Flag(name: .customLong("24h"), help: ArgumentHelp(TimeCircuitsCommand.words("Print the hour as 00 to 23 without AM/PM, as the face shows it (JSON: hour 0 to 23, no meridiem).")))
    var twentyFourHour = false

    @OptionGroup var look: ThemeOptions

    @OptionGroup var planned: PlanOptions

    func run() throws {
        var overrides = LaunchOverrides(twentyFourHour: twentyFourHour)
        try face.apply(to: &overrides)
        try look.apply(to: &overrides)
        // The window's model, from the same files, and its view: the rows it paints.
        let size = WindowSizing.defaultSize(dpi: nil)
        let launch = LaunchSettings.load()
        try launch.check(overrides)
        let setup = launch.setup(overrides)
        var model = ClockModel(setup: setup, width: size.width, height: size.height, seed: 0)
        let now = Date()
        if let plan = try planned.planned(on: setup.face, at: now) { model.plan(plan.instant, row: plan.row) }
        let view = model.view(at: now)
        if json {
            print(try Self.json(view.rows.map { ShownRow($0, view: view) }))
        } else {
            // A planned row says whose state it is in, as its plate on the face does.
            var lines = Self.lines(view.rows.map { ($0.plate, $0.shown) }).enumerated().map { i, line in
                view.rows[i].readout.state.map { line + "  " + $0.label(TimeCircuitsCommand.words) } ?? line
            }
            // The minimal display's weekday stands where the face shows it, in the year's place.
            for (i, row) in view.rows.enumerated() {
                if let weekday = row.weekday { lines[i] = lines[i].replacing(" \(row.shown.yearDigits)  ", with: " \(weekday)  ") }
            }
            if let room = view.room { lines.insert(RoomView.plate + "  " + room, at: 0) }
            if let plate = view.departurePlate { lines.append(plate) }
            if let plan = view.plan {
                lines.append(TimeCircuitsCommand.words("Planned: %1$s", plan.line))
                if let repeated = plan.repeated { lines.append(repeated) }
            }
            print(lines.joined(separator: "\n"))
        }
    }

    /// A row of `now --json`: the readout as the D-Bus `Rows` property has it, and the look the
    /// window paints it in, since every command shows what the window shows.
    struct ShownRow: Encodable {
        var readout: ReadoutRow
        var theme: ThemeName
        /// The row's LED colour, when the user set the row colours; the theme's own otherwise.
        var color: String?
        /// On the DESTINATION TIME row while a departure waits: when it leaves, and the time to
        /// go as its plate shows it (`days:hours:minutes`).
        var departure: String?
        var departsIn: String?

        /// On DESTINATION TIME while a reminder's day shows there: the reminder, as the file has it.
        var reminder: String?
        /// In the minimal display: the weekday the YEAR field shows in place of the year.
        var weekday: String?
        /// The next reminder's notice, on every row (the rows are the output's only objects).
        var nextReminder: NextReminder?
        /// Night mode, who rules it and until when, on every row likewise.
        var night: Night
        /// In plan mode, on every row: the instant planned (ISO 8601 UTC). The row's `state` is
        /// its city's then.
        var planned: String?

        private enum Key: String, CodingKey { case theme, color, departure, departsIn, reminder, weekday, nextReminder, night, planned }

        init(_ row: RowView, view: ClockView) {
            readout = row.readout
            theme = view.theme
            color = row.color
            departure = row.departure
            departsIn = row.departsIn
            reminder = row.reminder
            weekday = row.weekday
            planned = view.plan.map { CivilDateTime.isoUTC($0.instant) }
            nextReminder = view.nextReminder.map {
                NextReminder(at: CivilDateTime.isoUTC($0.at), reminder: $0.reminder.text, label: $0.reminder.label)
            }
            night = Night(on: view.status.night, source: view.status.nightSource,
                          until: view.status.nightUntil.isEmpty ? nil : view.status.nightUntil)
        }

        func encode(to encoder: any Encoder) throws {
            try readout.encode(to: encoder)
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(theme, forKey: .theme)
            try c.encodeIfPresent(color, forKey: .color)
            try c.encodeIfPresent(departure, forKey: .departure)
            try c.encodeIfPresent(departsIn, forKey: .departsIn)
            try c.encodeIfPresent(reminder, forKey: .reminder)
            try c.encodeIfPresent(weekday, forKey: .weekday)
            try c.encodeIfPresent(nextReminder, forKey: .nextReminder)
            try c.encode(night, forKey: .night)
            try c.encodeIfPresent(planned, forKey: .planned)
        }
    }

    /// Night mode in `now --json`: on or off, `schedule`, `sun`, `you` or `setting`, and the
    /// next edge with this computer's offset (none when it never changes by itself).
    struct Night: Encodable {
        var on: Bool
        var source: String
        var until: String?
    }

    /// The next reminder in `now --json`: when its notice comes (ISO 8601 UTC), and the reminder.
    struct NextReminder: Encodable {
        var at: String
        var reminder: String
        var label: String
    }

    /// Pretty, sorted JSON, as `now --json` and `ctl status --json` print it.
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// `NEW YORK   OCT 26 1985  01:21 AM`, plates padded so the readouts line up.
    static func lines(_ rows: [(plate: String, readout: Readout)]) -> [String] {
        let width = (rows.map(\.plate.count).max() ?? 0) + 2
        return rows.map { plate, r in plate.padding(to: max(width, 11)) + r.line }
    }
}
