import FoundationEssentials

/// One row of the face as `now --json` prints it and the D-Bus `Rows` property carries it.
public struct ReadoutRow: Sendable, Hashable, Codable {
    /// The city's id, or the movie row: `destination`, `present`, `departed`.
    public var role: String
    public var id: String, name: String
    /// The zone the row's time is read in; none for a movie row that stands still.
    public var zone: String?
    public var month: String, day: Int, year: Int, minute: Int
    /// The hour as the HOUR window shows it: 1–12 beside a lit lamp, 0–23 on the 24-hour clock.
    public var hour: Int
    /// The lit lamp, `AM` or `PM`; none on the 24-hour clock, where both lamps are dark.
    public var meridiem: String?
    /// In plan mode, the city's state at the planned instant (`working`, `awake`, `night`);
    /// none while the row shows now.
    public var state: CityState?

    public init(role: String, id: String, name: String, zone: String?, month: String, day: Int, year: Int,
                hour: Int, minute: Int, meridiem: String?) {
        self.role = role; self.id = id; self.name = name; self.zone = zone
        self.month = month; self.day = day; self.year = year; self.hour = hour; self.minute = minute
        self.meridiem = meridiem
    }

    /// The rows `face` shows at `wall`, dark rows left out, as `now` lists them.
    public static func rows(of face: FaceChoices, at wall: Date) -> [ReadoutRow] {
        rows(of: face, shown: face.rows(at: wall))
    }

    /// The same, from rows already worked out (the model keeps them for the minute).
    public static func rows(of face: FaceChoices, shown: [RowContent]) -> [ReadoutRow] {
        let planned = face.plannedRows?.rows ?? []
        return zip(face.roles, shown).enumerated().compactMap { slot, pair in
            let (role, row) = pair
            guard let r = row.readout else { return nil }
            let zone: String? = switch role {
            case .city(let c): c.zone
            case .present: face.presentZone.identifier
            case .destination, .departed: nil
            }
            let name = if case .city(let c) = role { c.name } else { (row.plateName ?? "").capitalized }
            var readout = ReadoutRow(role: role.name, id: role.name, name: name, zone: zone, month: r.month, day: r.day,
                                     year: r.year, hour: r.litLamp == nil ? r.hour24 : r.hour, minute: r.minute,
                                     meridiem: r.litLamp?.rawValue)
            readout.state = planned.indices.contains(slot) ? planned[slot].state : nil
            return readout
        }
    }

    /// The readout the row was made from, read back on the clock it was written in.
    public var readout: Readout {
        let lamp = meridiem.flatMap(Meridiem.init(rawValue:))
        let hour24 = lamp.map { hour % 12 + ($0 == .pm ? 12 : 0) } ?? hour
        return Readout(month: month, day: day, year: year, hour: hour24 % 12 == 0 ? 12 : hour24 % 12, minute: minute,
                       meridiem: hour24 < 12 ? .am : .pm, hourCycle: lamp == nil ? .twentyFour : .twelve)
    }
}

/// What the running clock shows and holds, as its D-Bus properties, `ctl status` and MQTT's
/// states read it: the view's `status` part. The model's announcer makes it alone
/// (`ClockModel.status(at:)`) after each input and compares it with the last one to say which
/// properties changed and which signals to emit.
public struct ClockStatus: Sendable, Hashable, Codable {
    public var mode: ClockMode
    public var face: FaceScreen
    public var rows: [ReadoutRow]
    /// Movie mode's DESTINATION TIME as kept (`1955-11-05T06:00`).
    public var destination: String
    public var timerState: TimerStateName
    /// The set time, in seconds.
    public var timerDuration: Int
    /// Seconds left, to the millisecond; negative in the overtime.
    public var timerRemaining: Double
    public var night: Bool
    /// Who rules night mode now: `schedule`, `sun`, `you` (the switch, until its edge) or
    /// `setting` (`night = on|off`, or no schedule).
    public var nightSource: String = NightSource.setting.rawValue
    /// When night mode next changes by itself, in ISO 8601 with this computer's offset
    /// (`2026-12-04T06:45:00+01:00`); "" when it never does.
    public var nightUntil: String = ""
    public var brightness: Int
    public var twentyFourHour: Bool
    public var settingsShown: Bool
    /// The theme the face shows.
    public var theme: ThemeName
    /// The replica's display mode: `full`, `minimal` or `room`.
    public var displayMode: DisplayMode = .full
    /// `reset`, `running` or `stopped`.
    public var stopwatchState: String = "reset"
    /// Seconds on the stopwatch, to the millisecond.
    public var stopwatchElapsed: Double = 0
    /// The elapsed time at each lap, oldest first.
    public var stopwatchLaps: [Double] = []
    /// Whether the prop's sounds are on.
    public var sounds: Bool = false
    /// The beep on the second's mode.
    public var beep: BeepMode = .off
    /// The departure waiting (`2031-01-01T00:00`); empty when none waits.
    public var departure: String = ""
    /// The time to go until it, `days:hours:minutes` as its plate shows it; empty when none.
    public var departsIn: String = ""
    /// The reminders as the settings file writes them (`05-12 18:30 Mom's birthday`), in order.
    public var reminders: [String] = []
    /// The next reminder's notice, its wall instant in ISO 8601 UTC and its text
    /// (`2027-05-12T16:30:00Z 05-12 18:30 Mom's birthday`); "" with none.
    public var nextReminder: String = ""
    /// The instant plan mode shows, in ISO 8601 UTC (`2026-12-10T14:00:00Z`); "" while the rows
    /// show now.
    public var planned: String = ""
    /// The plan as one line for a chat (`Thu 10 Dec: New York 9:00 AM · London 2:00 PM`); "".
    public var plannedText: String = ""
    /// Every timer, the first's first, as `timer list --json` lists them.
    public var timers: [TimerListing.Entry] = []

    public init(mode: ClockMode, face: FaceScreen, rows: [ReadoutRow], destination: String, timerState: TimerStateName,
                timerDuration: Int, timerRemaining: Double, night: Bool, brightness: Int, twentyFourHour: Bool,
                settingsShown: Bool, theme: ThemeName = .prop) {
        self.mode = mode; self.face = face; self.rows = rows; self.destination = destination
        self.timerState = timerState; self.timerDuration = timerDuration; self.timerRemaining = timerRemaining
        self.night = night; self.brightness = brightness; self.twentyFourHour = twentyFourHour
        self.settingsShown = settingsShown
        self.theme = theme
    }

    /// The countdown's state, as the `TimerState` property spells it.
    public enum TimerStateName: String, Sendable, Hashable, Codable, CaseIterable {
        case set, running, paused, finished
        public init(_ state: CountdownTimer.State) {
            switch state {
            case .set: self = .set
            case .running: self = .running
            case .paused: self = .paused
            case .finished: self = .finished
            }
        }
    }

    /// The names of the D-Bus properties that changed since `old`, in the table's order
    /// (`StatusProperty.changed` says which count as changed).
    public func changedProperties(since old: ClockStatus) -> [String] {
        StatusProperty.allCases.filter { $0.changed(in: self, since: old) }.map(\.name)
    }

    /// The countdown ran out between `old` and this snapshot: the TimerFinished signal.
    public func timerFinished(since old: ClockStatus) -> Bool {
        timerState == .finished && old.timerState == .running
    }

    /// What the properties read before the loop has a model (a call in the first instants).
    public static let idle = ClockStatus(mode: .world, face: .clock, rows: [], destination: "", timerState: .set, timerDuration: 0,
                                         timerRemaining: 0, night: false, brightness: DisplayPreferences.maximumBrightness,
                                         twentyFourHour: false, settingsShown: false)
}

extension ClockModel {
    /// What the clock shows and holds at `now` (and `boot`, for the countdown).
    public func status(at now: Date, boot: Double? = nil) -> ClockStatus {
        let bootNow = boot ?? self.bootNow
        var status = ClockStatus(
            mode: face.movie.mode, face: shown, rows: ReadoutRow.rows(of: face, shown: content(at: now).rows),
            destination: face.shownTrip(at: now).destination.description,
            timerState: .init(timer.state), timerDuration: timer.duration,
            timerRemaining: (timer.remaining(at: bootNow) * 1000).rounded() / 1000,
            night: face.isNight(at: now), brightness: face.display.brightness,
            twentyFourHour: face.display.hourCycle == .twentyFour, settingsShown: overlay.isOpen,
            theme: face.display.theme)
        let watch = stopwatch.stopwatch
        status.stopwatchState = watch.state.name
        status.stopwatchElapsed = (watch.elapsed(at: bootNow) * 1000).rounded() / 1000
        status.stopwatchLaps = watch.laps.map { ($0 * 1000).rounded() / 1000 }
        let night = face.nightState(at: now)
        status.nightSource = night.source.rawValue
        status.nightUntil = night.until.map { NightState.isoText($0, in: face.localZone) } ?? ""
        status.sounds = face.display.sounds
        status.beep = sounds.choices.beep
        status.displayMode = face.display.displayMode
        status.departure = face.movie.departure?.description ?? ""
        status.departsIn = face.departureCountdown(at: now)?.text ?? ""
        status.reminders = face.reminders.map(\.text)
        status.nextReminder = nextReminder(after: now).map { "\(CivilDateTime.isoUTC($0.at)) \($0.reminder.text)" } ?? ""
        if let plan = face.plannedRows {
            status.planned = CivilDateTime.isoUTC(plan.instant)
            status.plannedText = PlanWording(cycle: face.display.hourCycle, words: words).chatLine(plan, dateOf: face.plan.row)
        }
        status.timers = timerListing(at: now, boot: bootNow).timers
        return status
    }
}

// The snapshot is also what `ctl status --json` prints.
extension FaceScreen: Codable {}
extension ClockMode: Codable {}
extension BeepMode: Codable {}
extension DisplayMode: Codable {}
