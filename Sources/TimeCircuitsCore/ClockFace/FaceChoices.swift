import FoundationEssentials

/// What the face shows at a wall-clock instant: cities, readout clock, colon style, display
/// preferences and a night override, as pure functions of the instant. `ClockFace` holds one,
/// and `ClockModel` reaches it through the clock face.
public struct FaceChoices: Sendable {
    /// The world face's rows; changed through `show(cities:)`, which reads their zones first.
    public private(set) var cities: [City]
    /// The run's own readout clock: the wall clock, or `--frozen-date`'s instant.
    public var launchReadouts: ReadoutClock
    /// Exhibition mode (`Settings.exhibition`): the date and time the readouts hold, read in
    /// PRESENT TIME's zone; nil, they run. A `--frozen-date` of this run wins over it.
    public var exhibition: CivilDateTime? {
        didSet { exhibitionInstant = exhibition.map { $0.instant(in: presentZone) } }
    }
    /// `exhibition` as an instant, worked out when it or PRESENT TIME's zone changes rather than
    /// at each of the colon's ticks, which ask for the readouts' instant.
    private var exhibitionInstant: Date?

    /// Plan mode (`PlanMode`): an instant the keys chose, shown in every row's city; changed
    /// only through `plan(_:)`.
    public private(set) var plan = PlanMode()
    /// The hours every city is at work, which plan mode marks on the rows (`workhours =`).
    public var workingHours = WorkingWeek.standard

    /// Where the readouts take their instant from: plan mode's instant, else `--frozen-date`,
    /// else the exhibition's fixed time, else the wall clock. The colon follows the wall clock
    /// whichever it is, unless a plan holds it.
    public var readouts: ReadoutClock {
        if let planned = plan.instant { return .frozen(planned) }
        if case .live = launchReadouts, let exhibitionInstant { return .frozen(exhibitionInstant) }
        return launchReadouts
    }

    /// Plan mode's input, answered by its events.
    mutating func plan(_ input: PlanMode.Input) -> [PlanMode.Event] { plan.handle(input) }

    /// What plan mode reads a plan against: the world face's cities (movie mode's rows are not
    /// places), their zones and hours, worded in `words`, and the instant the rows show at wall
    /// time `now` (a plan starts where the rows were: a `--frozen-date` or an exhibition's time).
    public func planContext(at now: Date, words: Words) -> PlanMode.Context {
        PlanMode.Context(cities: cities, zones: zones, hours: workingHours,
                         wording: PlanWording(cycle: display.hourCycle, words: words), now: readouts.instant(atWallClock: now))
    }

    /// The rows at the planned instant, each city's state on a plate beside its time; nil
    /// while no plan shows.
    public var plannedRows: MeetingPlan? {
        plan.instant.map { MeetingPlan(at: $0, cities: cities, zones: zones, hours: workingHours) }
    }

    /// Whether the colon holds still: at night, and while a plan shows, which is no running time.
    public func holdsColon(at wall: Date) -> Bool {
        plan.isOn || lighting(at: wall).steadyColon
    }

    /// Whether the readouts hold still at the exhibition's time (not at a `--frozen-date`'s).
    public var exhibits: Bool { launchReadouts == .live && exhibition != nil }
    public var colon: ColonStyle
    /// Hour cycle, brightness and night mode (and whether animations play).
    public var display: DisplayPreferences { didSet { replan(); choose() } }
    /// The machine's own zone, in which the night schedule's hours are read. It changes while
    /// the clock runs when the computer's does (`ClockInput.systemZoneChanged`).
    public var localZone: Zone {
        didSet {
            replan()
            // PRESENT TIME may be read in it, and the exhibition's time is PRESENT TIME's.
            exhibitionInstant = exhibition.map { $0.instant(in: presentZone) }
        }
    }
    /// N pressed while a schedule runs: night or day until the schedule next changes.
    public var nightOverride: NightOverride?
    /// The night plan and its state, kept between its edges (the face's tick refreshes it).
    public private(set) var nightSwitch: NightSwitch
    /// World clock or movie mode, and the movie rows.
    public var movie: MovieState
    /// The city whose time is PRESENT TIME; nil for this computer's own zone.
    public private(set) var presentCity: City?
    /// The rules of the cities' zones and PRESENT TIME's, read when a city first comes.
    public private(set) var zones: ShownZones
    /// Movie mode's decorative cycle through the films' trips, every so many minutes; nil is off.
    public var cycleMinutes: Int?
    /// The months in the user's language as the MONTH field shows them (`MonthLetters.local`),
    /// shown instead of the prop's when `display.months` asks for them.
    public var localMonths = Readout.monthAbbreviations
    /// The reminders: on one's day, movie mode's DESTINATION TIME shows it (`shownTrip(at:)`).
    public var reminders: [Reminder] = []

    public init(cities: [City], readouts: ReadoutClock, colon: ColonStyle,
                display: DisplayPreferences = DisplayPreferences(), localZone: Zone,
                movie: MovieState = .film, presentCity: City? = nil, cycleMinutes: Int? = nil,
                exhibition: CivilDateTime? = nil, zones: ZoneResolver) {
        var zones = ShownZones(resolver: zones)
        zones.include(cities + (presentCity.map { [$0] } ?? []))
        self.zones = zones
        self.cities = cities
        launchReadouts = readouts
        self.colon = colon
        self.display = display
        self.localZone = localZone
        self.movie = movie
        self.presentCity = presentCity
        self.cycleMinutes = cycleMinutes
        self.exhibition = exhibition
        nightSwitch = NightSwitch(plan: NightPlan(rules: [], place: nil, zone: localZone))
        exhibitionInstant = exhibition.map { $0.instant(in: presentZone) }
        replan()
        choose()
    }

    /// Hands the replica's display the mode, the age and the unit the settings choose. The
    /// settings' reader has refused the room condition without a broker already.
    private mutating func choose() {
        _ = replica.handle(.configure(staleAfter: display.roomStaleAfter.map(TimeInterval.init) ?? ReplicaDisplay.defaultStaleAfter,
                                      unit: display.roomUnit))
        _ = replica.handle(.choose(display.displayMode, broker: true))
    }

    /// Hands the night switch the plan as the settings, the cities and the zone now make it.
    private mutating func replan() {
        _ = nightSwitch.handle(.plan(NightPlan(setting: display.night, rules: display.allNightRules, place: place, zone: localZone)))
    }

    /// The night switch's tick: its state worked out again once past its edge.
    mutating func nightTick(at now: Date) {
        _ = nightSwitch.handle(.tick(at: now))
    }

    /// Shows `cities` on the world face, their zones asked of the resolver first (the only place
    /// the face takes new zones, so no assignment reads one behind the caller's back).
    public mutating func show(cities: [City]) {
        zones.include(cities)
        self.cities = cities
        replan()
    }

    /// Makes `city` PRESENT TIME's (nil: this computer's zone), its zone asked for first.
    public mutating func showPresent(_ city: City?) {
        zones.include(city.map { [$0] } ?? [])
        presentCity = city
        replan()
        // The exhibition's time is PRESENT TIME's: it shows as written in the new zone too.
        exhibitionInstant = exhibition.map { $0.instant(in: presentZone) }
    }

    /// The trip movie mode shows at `wall`: the decorative cycle's, or the one kept.
    public func shownTrip(at wall: Date) -> FilmTrips.Trip {
        let instant = readouts.instant(atWallClock: wall)
        return reminding(movie.shownTrip(at: instant, cycleMinutes: cycleMinutes), at: instant)
    }

    /// The reminder due on the day of `wall` in this computer's zone, if any.
    public func dueReminder(at wall: Date) -> Reminder? {
        ReminderList.due(reminders, at: readouts.instant(atWallClock: wall), in: localZone)
    }

    /// `trip` with a reminder's day as its destination while the reminder is due, as the
    /// replica shows one: the whole day, unless a destination was typed (or set) since, which
    /// holds while the decorative cycle's pause after it would. A departure waiting keeps the
    /// row: its plate counts down to the date the row shows.
    private func reminding(_ trip: FilmTrips.Trip, at instant: Date) -> FilmTrips.Trip {
        guard !reminders.isEmpty, movie.departure == nil, movie.cyclePausedUntil.map({ instant >= $0 }) ?? true,
              let destination = ReminderList.due(reminders, at: instant, in: localZone)?.destination(onDayOf: instant, in: localZone)
        else { return trip }
        return FilmTrips.Trip(departed: trip.departed, destination: destination)
    }

    /// The zone PRESENT TIME runs in.
    public var presentZone: Zone { presentCity.map(zones.zone(of:)) ?? localZone }

    /// What each row stands for, top first.
    public var roles: [RowRole] {
        movie.mode == .movie && !plan.isOn ? [.destination, .present, .departed] : cities.map(RowRole.city)
    }

    /// How brightly the face is lit at wall-clock time `wall`. The night schedule follows the
    /// wall clock, not a frozen readout: it is about the room the clock is in.
    public func lighting(at wall: Date) -> Lighting {
        Lighting(brightness: display.brightness, night: isNight(at: wall))
    }

    /// Whether night mode is on at `wall`: an override while it lasts, else the plan's.
    public func isNight(at wall: Date) -> Bool { nightState(at: wall).night }

    /// Night or day at `wall`, until when, and who says so.
    public func nightState(at wall: Date) -> NightState {
        if let o = nightOverride, wall < o.until { return NightState(night: o.night, until: o.until, source: .you) }
        return nightSwitch.state(at: wall)
    }

    /// Where the clock is, for the sun: `location`, else PRESENT TIME's city, else the first
    /// row's, else the catalogue's city of this computer's zone.
    public var place: Coordinates? {
        if let chosen = display.location?.coordinates { return chosen }
        if let city = presentCity ?? cities.first, let here = city.coordinates { return here }
        return CityCatalogue.standard.cities.first { $0.zone == localZone.identifier }?.coordinates
    }

    /// The face at wall-clock time `wall`: readouts from the readout clock, colon from `wall`.
    public func content(at wall: Date) -> FaceContent {
        FaceContent(rows: nightShown(rows(at: wall), at: wall), colonLevel: colonLevel(at: wall))
    }

    /// `rows` as they show at `wall`: in the replica's display mode, and at night those
    /// `night-rows` says are dark, dark. Apart from `rows(at:)`, which a caller keeps for the
    /// minute, since night may begin (and a reading go stale) within one.
    public func nightShown(_ rows: [RowContent], at wall: Date) -> [RowContent] {
        let rows = plan.isOn ? rows : replica.shown(rows, present: presentSlot, at: wall)
        return display.nightRows.rows.contains(.off) && isNight(at: wall) ? display.nightRows.applied(to: rows) : rows
    }

    /// The replica's display mode and the room condition it reads from MQTT.
    public private(set) var replica = ReplicaDisplay()

    /// The display mode's input (the user's choice, the sensor's messages), answered by its events.
    mutating func replica(_ input: ReplicaDisplay.Input) -> [ReplicaDisplay.Event] { replica.handle(input) }

    /// The row that shows the present time, which the minimal display keeps lit: PRESENT TIME in
    /// movie mode, else PRESENT TIME's city's row, else the first.
    public var presentSlot: Int {
        if movie.mode == .movie { return 1 }
        return presentCity.flatMap { city in cities.firstIndex { $0.id == city.id } } ?? 0
    }

    /// The rows at `wall`. They change only when `readoutMinute(at:)` does, so a caller may keep
    /// them for the minute: working out readouts in three time zones costs far more than the
    /// colon tick that asks for them.
    public func rows(at wall: Date) -> [RowContent] {
        let rows = propRows(at: wall)
        guard display.months == .local else { return rows }
        return rows.map { row in
            var row = row
            if let i = row.readout.flatMap({ Readout.monthAbbreviations.firstIndex(of: $0.month) }), i < localMonths.count {
                row.readout?.month = localMonths[i]
            }
            return row
        }
    }

    /// The rows at `wall` in the prop's words.
    func propRows(at wall: Date) -> [RowContent] {
        let instant = readouts.instant(atWallClock: wall)
        if let planned = plannedRows {
            let rows = FaceContent(cities: cities, at: instant, colonLevel: 0, hourCycle: display.hourCycle, zones: zones).rows
            return zip(rows, planned.rows.map(Optional.some) + [nil, nil, nil]).enumerated().map { slot, pair in
                var row = pair.0
                row.sidePlate = pair.1.map { PlanPlate.text(for: $0, slot: slot, plan: plan) }
                row.sideLamp = pair.1.map { PlanPlate.lamp($0.state) }
                return row
            }
        }
        guard movie.mode == .movie else {
            return FaceContent(cities: cities, at: instant, colonLevel: 0, hourCycle: display.hourCycle, zones: zones).rows
        }
        let cycle = display.hourCycle
        let trip = reminding(movie.shownTrip(at: instant, cycleMinutes: cycleMinutes), at: instant)
        return [
            RowContent(plateName: MoviePlate.destination, readout: trip.destination.readout(cycle),
                       sidePlate: departureCountdown(at: wall)?.plate),
            RowContent(plateName: MoviePlate.present, readout: movie.present(at: instant, zone: presentZone)?.readout(cycle)),
            RowContent(plateName: MoviePlate.departed, readout: trip.departed.readout(cycle)),
        ]
    }

    /// The time to go until the departure waiting, at wall-clock `wall`; nil with none, or once
    /// its minute is reached. It counts on the readout clock, as the rows do: the live wall
    /// clock, or a frozen instant that holds the countdown still for a byte-stable render.
    public func departureCountdown(at wall: Date) -> DepartureCountdown? {
        movie.departureInstant(zone: presentZone).flatMap { DepartureCountdown(to: $0, at: readouts.instant(atWallClock: wall)) }
    }

    /// The colon's brightness at `wall`, which always follows the wall clock.
    public func colonLevel(at wall: Date) -> Double {
        holdsColon(at: wall) ? ColonClock.fullLevel : ColonClock.level(at: wall, style: colon)
    }

    /// The whole minute (since 1970) whose readouts show at `wall`: zone offsets are whole
    /// minutes, so readouts never change within one.
    public func readoutMinute(at wall: Date) -> Int {
        Int((readouts.instant(atWallClock: wall).timeIntervalSince1970 / 60).rounded(.down))
    }
}

/// Night mode switched by hand (N) against a schedule: holds until the schedule's next change,
/// so tonight's "lights on" does not undo tomorrow's night.
public struct NightOverride: Sendable, Hashable {
    public var night: Bool
    public var until: Date
    public init(night: Bool, until: Date) {
        self.night = night
        self.until = until
    }
}
