import FoundationEssentials

/// Plan mode, a part of the clock face: the rows go to one chosen instant, each in its city's
/// local time, instead of now. It is exhibition's held instant driven from the keyboard: a time
/// typed onto a row in that row's city's time (`tue 0900`, as `PlannedTime` reads it), stepped
/// by the arrows, Page Up and Page Down or the wheel, or moved to the next hour every city is at
/// work. The face reads `instant` as its readout clock (`FaceChoices.readouts`) and marks every
/// row with its city's state, so nobody takes a plan for now.
///
/// The part holds only what the keys made; the cities, their zones and working hours come with
/// each input that needs them (`Context`), from the face that shows them.
public struct PlanMode: Sendable, Hashable {
    /// The instant the rows show; nil while they show now.
    public private(set) var instant: Date?
    /// The row a typed time is read on, in its city's local time, top row 0.
    public private(set) var row = 0
    /// What has been typed on that row since the last Enter.
    public private(set) var typed = ""
    /// What the last Enter, search or copy said, until the next key.
    public private(set) var note: Note?

    public init() {}

    /// Whether the rows show a planned instant rather than now.
    public var isOn: Bool { instant != nil }

    /// What a key said back, for the face's plate and the screen reader.
    public enum Note: Sendable, Hashable {
        /// A typed time the row's city's clocks skip, or text that is no time: the whole sentence.
        case refused(String)
        /// A reading the clocks pass twice, taken as the first: which one the row shows.
        case repeated(String)
        /// No instant in the coming week when every city is at work.
        case noneAllWorking(String)
        /// The line put on the clipboard.
        case copied(String)

        /// The sentence, as the screen reader says it.
        public var text: String {
            switch self {
            case .refused(let s), .repeated(let s), .noneAllWorking(let s), .copied(let s): s
            }
        }
    }

    /// What the face knows that a plan is read against: its cities top first, their zones, the
    /// working hours, how times are worded, and the instant the rows show now.
    public struct Context: Sendable {
        public var cities: [City]
        public var zones: ShownZones
        public var hours: WorkingWeek
        public var wording: PlanWording
        public var now: Date

        public init(cities: [City], zones: ShownZones, hours: WorkingWeek, wording: PlanWording, now: Date) {
            self.cities = cities
            self.zones = zones
            self.hours = hours
            self.wording = wording
            self.now = now
        }

        /// The rows at `instant`.
        func plan(at instant: Date) -> MeetingPlan {
            MeetingPlan(at: instant, cities: cities, zones: zones, hours: hours)
        }
    }

    /// Everything that changes plan mode.
    public enum Input: Sendable {
        /// P or the menu's "Plan a time…": the rows go to now's minute, held, ready for a time
        /// to be typed; pressed again, back to now.
        case toggle(Context)
        /// Esc, R, or the face leaving the clock: back to now.
        case end
        /// A key while planning; one that is not plan mode's is `.declined`.
        case key(KeyPress, Context)
        /// The wheel on a row: a quarter of an hour later (`up`) or earlier, on that row.
        case wheel(up: Bool, row: Int, Context)
        /// A click on a row: typed times are read in its city.
        case choose(row: Int, Context)
        /// Goes to `instant`, read on `row` (`now --plan`: the command line's plan for one run).
        case show(Date, row: Int)
    }

    /// What plan mode did, for the face to carry out.
    public enum Event: Sendable, Hashable {
        /// The key is not plan mode's: the window's bindings apply to it.
        case declined
        /// Plan mode began, or its instant, row, typing or note changed: the face shows it.
        case changed
        /// Back to now.
        case ended
        /// This line goes to the clipboard (Ctrl+C).
        case copy(String)
    }

    /// How far the arrows and the wheel move the plan: a quarter of an hour, the grid every
    /// zone's offset falls on (`MeetingSearch.step`), and an hour.
    public static let smallStep = MeetingSearch.step
    public static let largeStep = 3600
    /// The most characters a typed time takes: `2026-12-10 09:00` and a little room.
    static let typedLimit = 20

    public mutating func handle(_ input: Input) -> [Event] {
        switch input {
        case .toggle(let context):
            guard instant == nil else { return end() }
            instant = Self.minute(of: context.now)
            row = min(row, max(context.cities.count - 1, 0))
            typed = ""
            note = nil
            return [.changed]
        case .end:
            return end()
        case .key(let press, let context):
            guard instant != nil else { return [.declined] }
            return key(press, context)
        case .wheel(let up, let row, let context):
            guard instant != nil, context.cities.indices.contains(row) else { return [.declined] }
            self.row = row
            return step(by: up ? Self.smallStep : -Self.smallStep, snapping: true, context)
        case .choose(let row, let context):
            guard instant != nil, context.cities.indices.contains(row), row != self.row else { return [] }
            self.row = row
            typed = ""
            note = nil
            return [.changed]
        case .show(let date, let row):
            instant = date
            self.row = row
            typed = ""
            note = nil
            return [.changed]
        }
    }

    private mutating func end() -> [Event] {
        guard instant != nil else { return [] }
        instant = nil
        typed = ""
        note = nil
        return [.ended]
    }

    // MARK: Keys

    private mutating func key(_ press: KeyPress, _ context: Context) -> [Event] {
        let mods = press.modifiers.significant
        if mods == .control {
            guard press.baseKeysym == Keysym.c || press.baseKeysym == Keysym.capitalC else { return [.declined] }
            guard let instant else { return [.declined] }
            let line = context.wording.chatLine(context.plan(at: instant), dateOf: row)
            note = .copied(line)
            return [.changed, .copy(line)]
        }
        guard mods.subtracting(.shift).isEmpty else { return [.declined] }
        switch press.keysym {
        case Keysym.escape:
            guard typed.isEmpty else { return clearTyping() }
            return end()
        case Keysym.returnKey, Keysym.keypadEnter:
            return commit(context)
        case Keysym.backspace:
            guard !typed.isEmpty else { return [] }
            typed.removeLast()
            note = nil
            return [.changed]
        case Keysym.left, Keysym.keypadLeft: return step(by: -Self.smallStep, snapping: true, context)
        case Keysym.right, Keysym.keypadRight: return step(by: Self.smallStep, snapping: true, context)
        case Keysym.up, Keysym.keypadUp: return step(by: Self.largeStep, snapping: false, context)
        case Keysym.down, Keysym.keypadDown: return step(by: -Self.largeStep, snapping: false, context)
        case Keysym.pageUp, Keysym.keypadPageUp: return stepDay(1, context)
        case Keysym.pageDown, Keysym.keypadPageDown: return stepDay(-1, context)
        case Keysym.tab, Keysym.isoLeftTab:
            guard !context.cities.isEmpty else { return [] }
            let back = press.keysym == Keysym.isoLeftTab || mods.contains(.shift)
            row = (row + (back ? context.cities.count - 1 : 1)) % context.cities.count
            typed = ""
            note = nil
            return [.changed]
        default:
            break
        }
        let text = press.text.lowercased()
        if typed.isEmpty {
            // Letters other than a weekday's first keep their own meaning (R and P end, A finds
            // the hours that suit all, N is night): typing starts with a digit or a weekday.
            switch press.baseKeysym {
            case Keysym.r, Keysym.capitalR, Keysym.p, Keysym.capitalP: return end()
            case Keysym.a, Keysym.capitalA: return nextAllWorking(context)
            default: break
            }
            guard let c = text.first, text.count == 1, c.isASCII, c.isNumber || "mtwfs".contains(c) else { return [.declined] }
        } else {
            guard let c = text.first, text.count == 1, c.isASCII, c.isNumber || c.isLetter || " /:-".contains(c) else { return [.declined] }
        }
        guard typed.count < Self.typedLimit else { return [] }
        typed += text
        note = nil
        return [.changed]
    }

    private mutating func clearTyping() -> [Event] {
        typed = ""
        note = nil
        return [.changed]
    }

    /// Enter: the typed time, read in the row's city's time on the day the row shows.
    private mutating func commit(_ context: Context) -> [Event] {
        guard let instant, !typed.isEmpty, context.cities.indices.contains(row) else { return [] }
        let city = context.cities[row]
        var zones = context.zones
        zones.include([city])
        let zone = zones.zone(of: city)
        let reference = CivilDateTime(instant: instant, zone: zone) ?? CivilDateTime(year: 2000, month: 1, day: 1, hour: 0, minute: 0)!
        do {
            let wall = try PlannedTime.parse(typed, from: reference, words: context.wording.words)
            let plan = try MeetingPlan.typed(wall, in: city, cities: context.cities, zones: zones, hours: context.hours,
                                             wording: context.wording)
            self.instant = plan.instant
            typed = ""
            note = plan.rows.indices.contains(row) ? context.wording.note(plan.rows[row]).map(Note.repeated) : nil
        } catch {
            // The plan stays where it was; the typing stays too, to be mended.
            note = .refused(error.message)
        }
        return [.changed]
    }

    /// The plan moved by `seconds`; a quarter-hour step first lands on the quarter-hour grid, so
    /// a plan begun at 12:37 goes to 12:45 or 12:30 rather than 12:52.
    private mutating func step(by seconds: Int, snapping: Bool, _ context: Context) -> [Event] {
        guard let instant else { return [] }
        let t = Int(instant.timeIntervalSince1970.rounded(.down))
        var next = t + seconds
        if snapping, t % Self.smallStep != 0 {
            let below = t - ((t % Self.smallStep) + Self.smallStep) % Self.smallStep
            next = seconds > 0 ? below + Self.smallStep : below
        }
        return go(to: Date(timeIntervalSince1970: Double(next)), context)
    }

    /// The same time of day on the row's city's next or previous day: across a change of its
    /// clocks the local time holds, not the count of hours.
    private mutating func stepDay(_ days: Int, _ context: Context) -> [Event] {
        guard let instant, context.cities.indices.contains(row) else { return [] }
        var zones = context.zones
        zones.include([context.cities[row]])
        let zone = zones.zone(of: context.cities[row])
        guard let local = CivilDateTime(instant: instant, zone: zone) else { return [] }
        let day = CivilDateTime.civil(fromDays: local.daysSinceEpoch + days)
        guard let wall = CivilDateTime(year: day.year, month: day.month, day: day.day, hour: local.hour, minute: local.minute) else { return [] }
        let target: Date = switch WallReading.of(wall, in: zone) {
        case .once(let t), .twice(first: let t, second: _): t
        // The hour the clocks skip that day: the same count of hours instead.
        case .skipped: instant.addingTimeInterval(Double(days * 86_400))
        }
        return go(to: target, context)
    }

    private mutating func go(to target: Date, _ context: Context) -> [Event] {
        guard PlannedTime.years.contains(CivilDateTime(instant: target, zone: .utc)?.year ?? 0) else { return [] }
        instant = target
        typed = ""
        note = nil
        return [.changed]
    }

    /// A: the next instant every city is at work. From inside such hours it goes to the start
    /// of the next stretch, so pressing it again walks through the week's.
    private mutating func nextAllWorking(_ context: Context) -> [Event] {
        guard let instant else { return [] }
        var from = instant.addingTimeInterval(Double(Self.smallStep))
        if context.plan(at: instant).allWorking {
            let limit = instant.addingTimeInterval(Double(MeetingSearch.days * 86_400))
            while from < limit, context.plan(at: from).allWorking { from = from.addingTimeInterval(Double(Self.smallStep)) }
        }
        guard let found = MeetingSearch.nextAllWorking(from: Self.minute(of: from), cities: context.cities, zones: context.zones,
                                                       hours: context.hours) else {
            note = .noneAllWorking(context.wording.noneAllWorking)
            typed = ""
            return [.changed]
        }
        self.instant = found
        typed = ""
        note = nil
        return [.changed]
    }

    /// `date` with its seconds dropped: a plan is of minutes, as the rows show them.
    static func minute(of date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded(.down) * 60)
    }
}
