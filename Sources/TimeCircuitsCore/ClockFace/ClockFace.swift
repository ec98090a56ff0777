import FoundationEssentials

/// The clock face as a part of the model, beside `TimerFace` and `StopwatchFace`: what its three
/// rows show (`FaceChoices`) and what plays on them (the power-on, a time travel, the bars easing,
/// a destination being typed, the movie cycle's typing), with the sounds that go with those and
/// the hourly chime. It owns the state file's record (movie mode's trips) and answers every input
/// with its own `Event`s, which `ClockModel` maps to effects.
public struct ClockFace: Sendable {
    /// What the rows show: cities, readout clock, colon, display preferences, night override.
    public private(set) var face: FaceChoices
    /// The animation playing and when it started; nil while the clock just ticks.
    public private(set) var animation: (kind: FaceAnimation, start: Date)?
    /// A destination being typed in movie mode.
    public private(set) var entry: DestinationEntry?
    /// The movie state as the state file holds it; nil when this run writes no state.
    public private(set) var saved: MovieState?
    /// The trip movie mode showed at the last tick, to see the decorative cycle turn.
    private(set) var shownTrip: FilmTrips.Trip?
    /// The rows the last tick showed, for easing the bars to the next ones.
    private(set) var easedRows: [RowContent]?
    /// The animation's sounds, and how far into it they have been heard (the Sounds section below).
    private(set) var soundtrack: Soundtrack?
    /// The next time travel is movie mode's return to the present, which sounds its own way.
    private(set) var travelReturns = false
    /// The local minute the chime last looked at, so an hour is struck once, when reached.
    private(set) var chimeMinute: Int?
    /// The rows shown when the computer went to sleep, for the resume's re-entry to leave from.
    private(set) var sleptRows: [RowContent]?
    private var seeds: TravelSeeds
    /// The rows of the readout minute last handled, kept for the minute: working out readouts in
    /// three zones costs far more than the colon ticks that ask for them. Only `remember` writes
    /// it, so two looks at one instant always agree.
    private var rowsMemo: (key: RowsKey, rows: [RowContent])?

    /// What the rows of one minute depend on besides the minute.
    private struct RowsKey: Hashable {
        var minute: Int, cities: [City], cycle: HourCycle, movie: MovieState, presentCity: City?, cycleMinutes: Int?
        var plan: PlanMode, hours: WorkingWeek
    }

    /// What the clock face did, for `ClockModel` to carry out.
    public enum Event: Sendable, Hashable {
        /// The key is not the face's: the window's bindings apply to it. An empty answer instead
        /// means the face took the input and had nothing to say.
        case declined
        /// The animation or the typed entry is over: the clock shows again.
        case ended
        /// One of the prop's sounds is heard now (the sounds are on).
        case sound(SoundEffect)
        /// The sounds playing stop: an animation cut short takes its sound with it.
        case silenced
        /// Movie mode's trips changed: this change goes to the state file.
        case stateChanged(FileChange<MovieState>)
        /// Something the menu or panel shows changed (the mode, a typed digit).
        case shownChanged
        /// Plan mode's line for a chat goes to the clipboard (Ctrl+C).
        case copy(String)
    }

    /// What can happen to the clock face: every way `ClockModel` changes it. The clocks ride in
    /// the cases that need them (`now` the wall clock).
    public enum Input: Sendable {
        /// A key on the clock face; one that is not movie mode's keypad's is `.declined`.
        case key(KeyPress, at: Date)
        /// T, R and the menu's Movie Mode, in movie terms: the face changes by time travel (other
        /// display actions are not the face's, and answer nothing).
        case display(DisplayAction, at: Date)
        /// The tick's first part: an animation at its end stops, and the bars start easing into a
        /// new minute. `showing` is whether the clock face is up, `visible` whether it can be seen.
        case tick(at: Date, showing: Bool, visible: Bool)
        /// The tick's last part, after the other faces and the alarms had theirs: the movie cycle
        /// types its next trip, and an idle entry is abandoned.
        case finishTick(at: Date)
        /// What is heard now: the animation's sounds that came due and the hourly chime (`chime`
        /// whether it is on).
        case cues(at: Date, chime: Bool)
        /// Keeps the rows of `now`'s minute, so that the looks at them this minute are cheap.
        case remember(at: Date)
        /// The wall clock stepped: a step onto a whole hour is not the hour struck.
        case forgetChime
        /// The launch: the power-on, when the display preferences have it.
        case powerOn(at: Date)
        /// Starts an animation as if it had begun at `startedAt`: the command line renders any
        /// frame of either one this way.
        case play(AnimationName, startedAt: Date, seed: UInt64)
        /// A message from the props scrolls across the DESTINATION TIME row.
        case showMessage(String, at: Date)
        /// The run-up to an announced time travel throbs on the rows for `for` seconds, when
        /// animations are on.
        case runUp(for: TimeInterval, at: Date)
        /// A time travel away from `from`, when animations are on; one under way keeps its start.
        case travel(from: [RowContent], at: Date)
        /// A time travel under way leaves from these rows instead.
        case departFrom([RowContent], at: Date)
        /// Any key or click ends what plays.
        case skipAnimation
        /// Another face shows, or the face is about to: a typed entry is dropped.
        case leave
        /// Shows this mode with no trip of its own: a trip to a date changes mode on the way, in
        /// the same journey.
        case switchMode(ClockMode)
        /// DESTINATION TIME set as a typed entry's Enter sets it: the decorative cycle pauses.
        case setDestination(CivilDateTime, at: Date)
        /// "Depart at": DESTINATION TIME leaves by itself at this minute. The caller has refused a
        /// minute already reached (`departureRefusal`).
        case setDeparture(CivilDateTime, at: Date)
        /// The departure waiting is cancelled.
        case cancelDeparture(at: Date)
        /// A departure whose minute came leaves now.
        case departIfDue(at: Date)
        /// The computer goes to sleep: in movie mode, with sleep travel on, LAST TIME DEPARTED
        /// becomes the present as it shows now.
        case sleep(at: Date, travel: SleepTravel)
        /// The computer resumed: PRESENT TIME is the real time again, and the re-entry plays.
        case resume(at: Date, travel: SleepTravel)
        /// The world face's cities (the panel, the settings file, `ctl`).
        case showCities([City])
        /// PRESENT TIME's city; nil for this computer's own zone.
        case showPresent(City?)
        /// This computer's zone changed: the rows kept for the minute were read in the old one.
        case localZone(Zone)
        /// Movie mode's decorative cycle through the films' trips, every so many minutes; nil is off.
        case cycle(minutes: Int?)
        /// The reminders, for DESTINATION TIME on a reminder's day.
        case reminders([Reminder])
        /// Exhibition mode's held date and time; nil, the readouts run.
        case exhibition(CivilDateTime?)
        /// The look chosen.
        case theme(ThemeName)
        /// The brightness chosen (`ctl brightness`, D-Bus).
        case brightness(Int)
        /// A film variant switched from the menu.
        case toggleVariant(FilmVariant)
        /// The settings file's display preferences went from `old` to `new`: what changed there
        /// shows, and what this run was given by a flag stays.
        case displayRead(from: DisplayPreferences, to: DisplayPreferences)
        /// A key's or the menu's change to the display preferences at `now`: a hand's choice,
        /// which ends a night override.
        case displayChosen(DisplayAction, at: Date)
        /// N while a night schedule runs: the other of night and day, until `until`, else until
        /// the schedule would next change on its own.
        case overrideNight(at: Date, until: Date?)
        /// Night mode or its schedule changed in the file: the hand's override is over.
        case endNightOverride
        /// Plan mode's input (`PlanMode`); a key it does not take is `.declined`. A plan begun
        /// drops a destination being typed and ends what plays.
        case plan(PlanMode.Input)
        /// The hours every city is at work (`workhours =`).
        case workingHours(WorkingWeek)
        /// The replica's display mode's input: a reading from the room's sensor (`ReplicaDisplay`).
        case replica(ReplicaDisplay.Input)
        /// The replica's display mode chosen (the menu, the theme page, D-Bus, MQTT); the model
        /// has refused the room condition without a broker already.
        case displayMode(DisplayMode)
    }

    /// Applies one input. Only `.key` can be `.declined`, and then alone.
    mutating func handle(_ input: Input) -> [Event] {
        switch input {
        case .key(let press, let now): return typeKey(press, at: now) ?? [.declined]
        case .display(let action, let now): return perform(action, at: now)
        case .tick(let now, let showing, let visible): return tick(at: now, showing: showing, visible: visible)
        case .finishTick(let now): return finishTick(at: now)
        case .cues(let now, let chime): return cues(at: now, chime: chime)
        case .remember(let now): remember(at: now)
        case .forgetChime: forgetChime()
        case .powerOn(let now): powerOn(at: now)
        case .play(let name, let start, let seed): play(name, startedAt: start, seed: seed)
        case .showMessage(let text, let now): showMessage(text, at: now)
        case .replica(let input): _ = face.replica(input)
        case .runUp(let lead, let now): runUp(for: lead, at: now)
        case .travel(let rows, let now): travel(from: rows, at: now)
        case .departFrom(let rows, let now): departFrom(rows, at: now)
        case .skipAnimation: return skipAnimation()
        case .leave: leave()
        case .switchMode(let mode): switchMode(to: mode)
        case .setDestination(let date, let now): return setDestination(date, at: now)
        case .setDeparture(let date, let now): return setDeparture(date, at: now)
        case .cancelDeparture(let now): return cancelDeparture(at: now)
        case .departIfDue(let now): return departIfDue(at: now)
        case .sleep(let now, let travel): return sleep(at: now, travel: travel)
        case .resume(let now, let travel): return resume(at: now, travel: travel)
        case .showCities(let cities): face.show(cities: cities)
        case .showPresent(let city): face.showPresent(city)
        case .localZone(let zone):
            face.localZone = zone
            rowsMemo = nil
        case .cycle(let minutes): face.cycleMinutes = minutes
        case .reminders(let list): face.reminders = list
        case .exhibition(let time): face.exhibition = time
        case .theme(let name): face.display.theme = name
        case .displayMode(let mode): face.display.displayMode = mode
        case .brightness(let level): face.display.brightness = level
        case .toggleVariant(let variant): face.display[variant: variant].toggle()
        case .displayRead(let old, let new): face.display = face.display.adopting(changesFrom: old, to: new)
        case .displayChosen(let action, let now):
            face.nightOverride = nil
            face.display = face.display.applying(action, isNightNow: face.isNight(at: now))
        case .overrideNight(let now, let until):
            let state = face.nightState(at: now)
            // Past the schedule's edge the hand would undo the night it asked for: it holds
            // until the edge, or the time given, whichever is asked.
            let end = until ?? face.nightSwitch.state(at: now).until ?? now.addingTimeInterval(86_400)
            face.nightOverride = NightOverride(night: !state.night, until: end)
        case .endNightOverride: face.nightOverride = nil
        case .plan(let input): return plan(input)
        case .workingHours(let hours): face.workingHours = hours
        }
        // The inputs above that answer nothing: they change what shows, which is read.
        return []
    }

    /// Plan mode's events as the face's: a plan begun drops a typed destination and ends what
    /// plays, as any key does.
    private mutating func plan(_ input: PlanMode.Input) -> [Event] {
        let wasOn = face.plan.isOn
        let events = face.plan(input)
        if events == [.declined] { return [.declined] }
        var mine: [Event] = []
        if !wasOn, face.plan.isOn {
            entry = nil
            mine += skipAnimation()
        }
        for event in events {
            switch event {
            case .declined: break
            case .changed, .ended: if !mine.contains(.shownChanged) { mine.append(.shownChanged) }
            case .copy(let line): mine.append(.copy(line))
            }
        }
        return mine
    }

    /// DESTINATION TIME's row, the one a typed entry fills.
    static let destinationSlot = 0

    public init(face: FaceChoices, saved: MovieState?, seed: UInt64) {
        self.face = face
        self.saved = saved
        seeds = TravelSeeds(seed)
    }

    // MARK: What shows

    /// The face at `now`, with the rows of the minute remembered (`remember`) when it is the one
    /// asked for.
    public func content(at now: Date) -> FaceContent {
        let rows = rowsMemo.flatMap { $0.key == rowsKey(at: now) ? $0.rows : nil } ?? face.rows(at: now)
        return FaceContent(rows: face.nightShown(rows, at: now), colonLevel: face.colonLevel(at: now))
    }

    /// Keeps the rows of `now`'s minute, when they are not kept already.
    private mutating func remember(at now: Date) {
        let key = rowsKey(at: now)
        if rowsMemo?.key != key { rowsMemo = (key, face.rows(at: now)) }
    }

    private func rowsKey(at now: Date) -> RowsKey {
        RowsKey(minute: face.readoutMinute(at: now), cities: face.cities, cycle: face.display.hourCycle,
                movie: face.movie, presentCity: face.presentCity, cycleMinutes: face.cycleMinutes,
                plan: face.plan, hours: face.workingHours)
    }

    /// The animation's frame over `content` at `now`; nil when none plays.
    public func animationFrame(over content: FaceContent, at now: Date) -> AnimationFrame? {
        guard let playing = animation else { return nil }
        // A wall clock stepped back mid-animation would hold it on its first frame until the
        // clock caught up; it shows the clock instead, and the next tick ends the show.
        let t = now.timeIntervalSince(playing.start)
        guard t >= 0 else { return nil }
        return playing.kind.frame(at: t, target: content.rows)?.quantized
    }

    /// The lights of a destination being typed, over the face's other rows.
    func entryFrame(_ typing: DestinationEntry, content: FaceContent, at now: Date) -> AnimationFrame {
        var rows = content.rows.map { RowLights(readout: $0.readout) }
        rows[Self.destinationSlot] = typing.lights(over: face.movie.departure ?? face.movie.destination, cycle: face.display.hourCycle,
                                                   blinkOn: ColonClock.isLit(at: now))
        return AnimationFrame(rows: rows, plates: content.rows.map(\.plates))
    }

    /// Whether a time travel is under way.
    public var travelling: Bool {
        if case .timeTravel? = animation?.kind { true } else { false }
    }

    // MARK: Animations

    /// Starts `animation` as if it had begun at `start`: the command line renders any frame of
    /// either one this way. A time travel leaves from the rows shown at `start`.
    private mutating func play(_ name: AnimationName, startedAt start: Date, seed: UInt64) {
        switch name {
        case .powerOn: animation = (.powerOn, start)
        case .timeTravel: animation = (.timeTravel(from: face.rows(at: start), seed: seed), start)
        }
    }

    /// A message from the props scrolls across the DESTINATION TIME row.
    private mutating func showMessage(_ text: String, at now: Date) {
        animation = (.message(text), now)
    }

    /// The run-up to an announced time travel throbs on the rows for `lead` seconds, when
    /// animations are on; the travel itself starts when it ends (`ClockModel+Props`).
    private mutating func runUp(for lead: TimeInterval, at now: Date) {
        guard face.display.animations else { return }
        animation = (.runUp(duration: lead), now)
    }

    /// The power-on, when it is on.
    private mutating func powerOn(at now: Date) {
        if face.display.intro && face.display.animations { animation = (.powerOn, now) }
    }

    /// Starts a time travel away from `rows`, if animations are on. A travel already under way
    /// keeps its starting point, so several quick edits in the overlay make one journey; T always
    /// leaves from what shows.
    private mutating func travel(from rows: [RowContent], at now: Date, always: Bool = false) {
        guard face.display.animations else { return }
        var from = rows
        if case .timeTravel(let earlier, _)? = animation?.kind, !always { from = earlier }
        animation = (.timeTravel(from: from, seed: seeds.next()), now)
    }

    /// The next travel's seed.
    private mutating func nextSeed() -> UInt64 { seeds.next() }

    /// A time travel under way leaves from `rows` instead (a trip that changed mode on the way).
    private mutating func departFrom(_ rows: [RowContent], at now: Date) {
        if case .timeTravel(_, let seed)? = animation?.kind { animation = (.timeTravel(from: rows, seed: seed), now) }
    }

    /// Any key or click ends what plays.
    private mutating func skipAnimation() -> [Event] {
        guard animation != nil else { return [] }
        animation = nil
        return [.ended] + silenceSoundtrack()
    }

    /// Another face shows, or the face is about to: a typed entry is dropped.
    private mutating func leave() { entry = nil }

    /// The tick's first part: an animation at its end stops, and the bars start easing into a new
    /// minute. `showing` is whether the clock face is up, `visible` whether it can be seen.
    private mutating func tick(at now: Date, showing: Bool, visible: Bool) -> [Event] {
        var events: [Event] = []
        if let playing = animation {
            // Every sequence ends at its duration: no need to work out its frame a second time.
            let t = now.timeIntervalSince(playing.start)
            if t < 0 || t >= playing.kind.duration {
                animation = nil
                events.append(.ended)
            }
        }
        easeTick(at: now, showing: showing, visible: visible)
        if let o = face.nightOverride, now >= o.until { face.nightOverride = nil }
        face.nightTick(at: now)
        return events
    }

    /// The next instant night mode begins or ends by itself (the schedule's edge, the sun's, the
    /// end of the hand's override), for the loop to wake at, as it wakes for the minute.
    public func nightEdge(after now: Date) -> Date? {
        face.nightState(at: now).until
    }

    /// The instant the room condition's reading goes stale, for the loop to wake at and show it so.
    public func roomEdge(after now: Date) -> Date? {
        face.replica.nextChange(after: now)
    }

    /// The tick's last part, after the other faces and the alarms had theirs: the movie cycle
    /// types its next trip, and an idle entry is abandoned.
    private mutating func finishTick(at now: Date) -> [Event] {
        followCycle(at: now)
        guard let typing = entry, typing.hasTimedOut(at: now) else { return [] }
        entry = nil
        return [.ended]
    }

    /// Starts the segments easing when the readouts shown have changed since the last tick (a new
    /// minute, a step of the wall clock) and the theme eases: a short animation, so the loop runs
    /// its frame clock only while bars move and sleeps again after. Nothing else may be playing:
    /// a time travel or a typed destination brings its own change.
    private mutating func easeTick(at now: Date, showing: Bool, visible: Bool) {
        guard showing, face.display.easesSegments else {
            easedRows = nil
            return
        }
        remember(at: now)
        let rows = content(at: now).rows
        defer { easedRows = rows }
        guard let before = easedRows, before != rows, animation == nil, entry == nil, visible else { return }
        // The same cities and mode: a change of those is a time travel or a relayout, not a tick.
        guard before.map(\.plateName) == rows.map(\.plateName) else { return }
        animation = (.ease(from: before, duration: Theme.easeDuration), now)
    }

    /// When the loop must wake for what plays: the blinking fields of an entry, and its timeout.
    func entryWake(after now: Date, visible: Bool) -> Date? {
        guard let typing = entry else { return nil }
        return min(visible ? ColonClock.nextEdge(after: now) : .distantFuture,
                   typing.lastKey.addingTimeInterval(DestinationEntry.timeout))
    }
}

// MARK: - Departure (in this file so that its entry points stay private behind `handle`)

/// "Depart at" and sleep as time travel: movie mode's trips that the clock makes by itself, at a
/// departure's minute and around a suspend. Each ends in the face's events, as a trip by hand.
extension ClockFace {
    /// Sets the departure: DESTINATION TIME shows it and its plate counts down from now. The
    /// caller has refused a minute already reached (`departureRefusal`).
    private mutating func setDeparture(_ date: CivilDateTime, at now: Date) -> [Event] {
        entry = nil
        let instant = face.readouts.instant(atWallClock: now)
        face.movie = face.movie.materialized(at: instant, cycleMinutes: face.cycleMinutes)
        face.movie.departure = date
        shownTrip = face.shownTrip(at: now)
        return saveState() + [.shownChanged]
    }

    /// No departure waits any more; DESTINATION TIME shows the destination kept before it.
    private mutating func cancelDeparture(at now: Date) -> [Event] {
        guard face.movie.departure != nil else { return [] }
        face.movie.departure = nil
        shownTrip = face.shownTrip(at: now)
        return saveState() + [.shownChanged]
    }

    /// Why `date` cannot be a departure at `now`, in one line; nil when it can: its minute, in
    /// PRESENT TIME's zone, must still be to come.
    func departureRefusal(_ date: CivilDateTime, at now: Date, words: Words) -> String? {
        let instant = face.readouts.instant(atWallClock: now)
        guard DepartureCountdown(to: date.instant(in: face.presentZone), at: instant) == nil else { return nil }
        return words("%1$s has already come: depart-at takes a time still to come (travel goes there now)", date.description)
    }

    /// Whether the departure's minute is reached at `now`.
    func departureDue(at now: Date) -> Bool {
        guard let leaves = face.movie.departureInstant(zone: face.presentZone) else { return false }
        return DepartureCountdown(to: leaves, at: face.readouts.instant(atWallClock: now)) == nil
    }

    /// Leaves for the departure when the wall clock has reached its minute (on time, or late
    /// after a step, a sleep or a clock that was closed): the time travel plays on the clock face,
    /// which switches to movie mode on the way when it showed the world.
    private mutating func departIfDue(at now: Date) -> [Event] {
        guard departureDue(at: now) else { return [] }
        let instant = face.readouts.instant(atWallClock: now)
        entry = nil
        let from = face.rows(at: now)
        face.movie = face.movie.departing(at: instant, zone: face.presentZone)
        face.movie.mode = .movie
        shownTrip = face.shownTrip(at: now)
        travel(from: from, at: now, always: true)
        return saveState() + [.shownChanged]
    }

    /// When the loop must wake for the departure: the start of its minute.
    func departureWake(after now: Date) -> Date? {
        guard case .live = face.readouts, let leaves = face.movie.departureInstant(zone: face.presentZone) else { return nil }
        let minute = Date(timeIntervalSince1970: Double(DepartureCountdown.minute(of: leaves)) * 60)
        return minute > now ? minute : nil
    }

    /// The computer is going to sleep at `now`: in movie mode (and `travel` not off), LAST TIME
    /// DEPARTED becomes the present as it shows now. The rows before the sleep are kept for the
    /// re-entry to leave from.
    private mutating func sleep(at now: Date, travel: SleepTravel) -> [Event] {
        guard travel != .off, face.movie.mode == .movie else { return [] }
        sleptRows = face.rows(at: now)
        let instant = face.readouts.instant(atWallClock: now)
        face.movie = face.movie.materialized(at: instant, cycleMinutes: face.cycleMinutes).sleeping(at: instant, zone: face.presentZone)
        shownTrip = face.shownTrip(at: now)
        return saveState() + [.shownChanged]
    }

    /// The computer resumed at `now`: PRESENT TIME is the real time again, and the re-entry plays
    /// (a time travel's arrival from the rows shown at the sleep, or the power-on), with its
    /// sound, when animations are on. A resume with no sleep seen first (the clock started while
    /// asleep) plays nothing.
    private mutating func resume(at now: Date, travel: SleepTravel) -> [Event] {
        guard travel != .off, face.movie.mode == .movie, let from = sleptRows else { return [] }
        sleptRows = nil
        let instant = face.readouts.instant(atWallClock: now)
        face.movie = face.movie.resumed(at: instant)
        shownTrip = face.shownTrip(at: now)
        if face.display.animations {
            switch travel {
            case .arrival: animation = (.timeTravel(from: from, seed: nextSeed()), now)
            case .powerOn: animation = (.powerOn, now)
            case .off: break
            }
        }
        return saveState() + [.shownChanged]
    }
}

// MARK: - Movie (in this file so that its entry points stay private behind `handle`)

/// Movie mode's decisions: typing a destination, travelling to it, returning to the present and
/// switching modes. Each ends in the face's events, like everything else it does.
extension ClockFace {
    /// A key movie mode takes: a digit starts or extends an entry; Enter, Backspace and Esc act on
    /// the entry under way. Nil when the key is not for the keypad (so the window's own bindings
    /// apply).
    private mutating func typeKey(_ press: KeyPress, at now: Date) -> [Event]? {
        guard face.movie.mode == .movie, press.modifiers.significant.subtracting(.shift).isEmpty else { return nil }
        if let digit = Keysym.digit(press.keysym) {
            var events = skipAnimation()
            var typing = entry ?? DestinationEntry(at: now)
            _ = typing.type(digit, at: now)
            entry = typing
            events.append(.shownChanged)
            return events + sound(.key(digit))
        }
        guard var typing = entry else { return nil }
        switch press.keysym {
        case Keysym.returnKey, Keysym.keypadEnter:
            entry = nil
            let instant = face.readouts.instant(atWallClock: now)
            let shown = face.movie.materialized(at: instant, cycleMinutes: face.cycleMinutes)
            switch typing.destination(replacing: shown.departure ?? shown.destination) {
            case .success(let destination):
                face.movie = shown
                // A destination typed by hand is what the red row shows: it replaces a departure.
                face.movie.departure = nil
                face.movie.destination = destination
                face.movie.cyclePausedUntil = MovieState.pauseEnd(after: instant)
                shownTrip = face.shownTrip(at: now)
                // Part III's row fills in after Enter; the first film's shows the date at once.
                if face.display[variant: .partThreeEntry], face.display.animations {
                    animation = (.dateEntry(slot: Self.destinationSlot), now)
                }
                return [.ended] + saveState() + sound(.enter)
            case .failure:
                // The old destination stays, and nothing is saved; the row says no by blinking.
                animation = (.refusal(slot: Self.destinationSlot), now)
                return [.ended]
            }
        case Keysym.d, Keysym.capitalD:
            // D departs at the date typed, rather than travelling there at once: the row keeps
            // it and its plate counts down. A minute already come is refused as a bad date is.
            entry = nil
            let shown = face.movie.materialized(at: face.readouts.instant(atWallClock: now), cycleMinutes: face.cycleMinutes)
            guard case .success(let date) = typing.destination(replacing: face.movie.departure ?? shown.destination),
                  departureRefusal(date, at: now, words: .english) == nil else {
                animation = (.refusal(slot: Self.destinationSlot), now)
                return [.ended]
            }
            return [.ended] + setDeparture(date, at: now) + sound(.enter)
        case Keysym.backspace:
            _ = typing.backspace(at: now)
            entry = typing
            return []
        case Keysym.escape:
            entry = nil
            return [.ended]
        default:
            return nil
        }
    }

    /// T, R and the menu's Movie Mode, in movie terms: the face changes by time travel. On the
    /// world face T is a journey to the same cities.
    private mutating func perform(_ action: DisplayAction, at now: Date) -> [Event] {
        if action == .timeTravel, face.movie.mode != .movie {
            travel(from: face.rows(at: now), at: now, always: true)
            return []
        }
        let instant = face.readouts.instant(atWallClock: now)
        let from = face.rows(at: now)
        // A trip leaves from what the face shows, the decorative cycle's trip included.
        let shown = face.movie.materialized(at: instant, cycleMinutes: face.cycleMinutes)
        switch action {
        case .timeTravel where face.movie.mode == .movie:
            entry = nil
            // T goes where the red row says: a departure waiting is taken now, and waits no more.
            var leaving = shown
            if let departure = leaving.departure {
                leaving.destination = departure
                leaving.departure = nil
            }
            face.movie = leaving.travelled(at: instant, zone: face.presentZone)
        case .returnToPresent where face.movie.mode == .movie:
            entry = nil
            travelReturns = true
            face.movie = shown.returned(at: instant, zone: face.presentZone)
        case .toggleMode:
            entry = nil
            face.movie.mode = face.movie.mode == .movie ? .world : .movie
        default:
            return []
        }
        shownTrip = face.shownTrip(at: now)
        travel(from: from, at: now, always: true)
        return saveState() + [.shownChanged]
    }

    /// Shows `mode` (a trip to a date changes mode on the way, in the same journey).
    private mutating func switchMode(to mode: ClockMode) { face.movie.mode = mode }

    /// DESTINATION TIME set as a typed entry's Enter sets it: the decorative cycle pauses.
    private mutating func setDestination(_ date: CivilDateTime, at now: Date) -> [Event] {
        entry = nil
        let instant = face.readouts.instant(atWallClock: now)
        face.movie = face.movie.materialized(at: instant, cycleMinutes: face.cycleMinutes)
        face.movie.departure = nil
        face.movie.destination = date
        face.movie.cyclePausedUntil = MovieState.pauseEnd(after: instant)
        shownTrip = face.shownTrip(at: now)
        return saveState() + [.shownChanged]
    }

    /// The decorative cycle turned to another trip since the last tick: it is typed in, as
    /// someone at the keypad would, unless animations are off or an entry is under way.
    private mutating func followCycle(at now: Date) {
        guard face.movie.mode == .movie else { shownTrip = nil; return }
        let trip = face.shownTrip(at: now)
        defer { shownTrip = trip }
        guard let before = shownTrip, before != trip, entry == nil, face.display.animations, animation == nil else { return }
        var from = face.rows(at: now)
        from[Self.destinationSlot].readout = before.destination.readout(face.display.hourCycle)
        from[2].readout = before.departed.readout(face.display.hourCycle)
        animation = (.typing(from: from, over: before.destination, digits: DestinationEntry.digits(for: trip.destination),
                             cycle: face.display.hourCycle), now)
    }

    /// The state file's change, if this run keeps state and the trips changed.
    private mutating func saveState() -> [Event] {
        guard let base = saved, base != face.movie else { return [] }
        saved = face.movie
        return [.stateChanged(FileChange(base: base, mine: face.movie))]
    }
}

// MARK: - Sounds (in this file so that its entry points stay private behind `handle`)

/// The animation a soundtrack belongs to, and how far into it its sounds have been heard.
struct Soundtrack: Sendable {
    var start: Date
    var cues: [SoundCue]
    /// Seconds into the animation up to which every cue has been played (or passed over).
    var heard: Double
}

/// When the clock face is heard: the prop's sounds timed to its animations, the keypad's tones and
/// the hourly chime. The face decides each sound as it decides a picture.
extension ClockFace {
    /// `effect`, when the prop's sounds are on.
    func sound(_ effect: SoundEffect) -> [Event] {
        face.display.sounds ? [.sound(effect)] : []
    }

    /// The sounds due by `now`: the animation's cues reached, and the hour's chime when `chime`
    /// (the user's choice) is on.
    private mutating func cues(at now: Date, chime: Bool) -> [Event] {
        soundtrackCues(at: now) + self.chime(at: now, on: chime)
    }

    /// The cues of the animation playing that `now` has reached since the last input. A loop that
    /// slept through several (a hidden window paints no frames) plays only the latest: a burst of
    /// stale sounds would be worse than none.
    private mutating func soundtrackCues(at now: Date) -> [Event] {
        defer { travelReturns = false }
        guard let playing = animation else {
            soundtrack = nil
            return []
        }
        if soundtrack?.start != playing.start {
            soundtrack = Soundtrack(start: playing.start, cues: playing.kind.soundCues(returning: travelReturns), heard: -1)
        }
        guard var track = soundtrack else { return [] }
        let t = now.timeIntervalSince(playing.start)
        let due = track.cues.filter { $0.offset > track.heard && $0.offset <= t }
        track.heard = max(track.heard, t)
        soundtrack = track
        // Heard or not, passed cues stay passed: sounds switched on mid-journey start with the next.
        return due.last.map { sound($0.effect) } ?? []
    }

    /// The animation was cut short: its sounds stop with it.
    private mutating func silenceSoundtrack() -> [Event] {
        guard soundtrack != nil else { return [] }
        soundtrack = nil
        return face.display.sounds ? [.silenced] : []
    }

    /// The chime, once, as the local time reaches a whole hour: not when a step of the wall clock
    /// lands on one, nor for an hour passed while the clock was not running.
    private mutating func chime(at now: Date, on: Bool) -> [Event] {
        // Every input passes here, twice a second at least: without a chime to strike, the zone
        // is not asked for its offset at all.
        guard on, face.display.sounds else {
            chimeMinute = nil
            return []
        }
        let minute = localMinute(at: now)
        defer { chimeMinute = minute }
        // A sleeping loop wakes for the hour (`chimeWake`), so the hour's edge lies between this
        // input and the last; an hour or more between them is a step or a suspend.
        guard let last = chimeMinute, minute > last, minute - last <= 60, minute / 60 != last / 60 else { return [] }
        return sound(.chime)
    }

    /// The wall clock stepped: a step onto a whole hour is not the hour struck.
    private mutating func forgetChime() { chimeMinute = nil }

    /// Minutes since 1970 on this computer's local clock (the face's own zone).
    func localMinute(at now: Date) -> Int {
        let seconds = now.timeIntervalSince1970 + Double(face.localZone.secondsFromGMT(for: now))
        return Int((seconds / 60).rounded(.down))
    }

    /// The next whole local hour, when the chime must wake a sleeping loop.
    func chimeWake(after now: Date, chime: Bool) -> Date? {
        guard chime, face.display.sounds else { return nil }
        let next = (localMinute(at: now) / 60 + 1) * 60
        return Date(timeIntervalSince1970: Double(next * 60 - face.localZone.secondsFromGMT(for: now)))
    }
}
