import FoundationEssentials

/// The clock face as a part of the model, beside `TimerFace` and `StopwatchFace`: what its three
/// rows show (`FaceClock`) and what plays on them (the power-on, a time travel, the bars easing,
/// a destination being typed, the movie cycle's typing), with the sounds that go with those and
/// the hourly chime. It owns the state file's record (movie mode's trips) and answers every input
/// with its own `Event`s, which `ClockModel` maps to effects.
public struct ClockFace: Sendable {
    /// What the rows show: cities, readout clock, colon, display preferences, night override.
    public internal(set) var face: FaceClock
    /// The animation playing and when it started; nil while the clock just ticks.
    public internal(set) var animation: (kind: FaceAnimation, start: Date)?
    /// A destination being typed in movie mode.
    public internal(set) var entry: DestinationEntry?
    /// The movie state as the state file holds it; nil when this run writes no state.
    public internal(set) var saved: MovieState?
    /// The trip movie mode showed at the last tick, to see the decorative cycle turn.
    var shownTrip: FilmTrips.Trip?
    /// The rows the last tick showed, for easing the bars to the next ones.
    var easedRows: [RowContent]?
    /// The animation's sounds, and how far into it they have been heard (`ClockFace+Sounds`).
    var soundtrack: Soundtrack?
    /// The next time travel is movie mode's return to the present, which sounds its own way.
    var travelReturns = false
    /// The local minute the chime last looked at, so an hour is struck once, when reached.
    var chimeMinute: Int?
    /// The rows shown when the computer went to sleep, for the resume's re-entry to leave from.
    var sleptRows: [RowContent]?
    private var seeds: TravelSeeds
    /// The rows of the readout minute last handled, kept for the minute: working out readouts in
    /// three zones costs far more than the colon ticks that ask for them. Only `remember` writes
    /// it, so two looks at one instant always agree.
    private var rowsMemo: (key: RowsKey, rows: [RowContent])?

    /// What the rows of one minute depend on besides the minute.
    private struct RowsKey: Hashable {
        var minute: Int, cities: [City], cycle: HourCycle, movie: MovieState, presentCity: City?, cycleMinutes: Int?
    }

    /// What the clock face did, for `ClockModel` to carry out.
    public enum Event: Sendable, Hashable {
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
    }

    /// DESTINATION TIME's row, the one a typed entry fills.
    static let destinationSlot = 0

    public init(face: FaceClock, saved: MovieState?, seed: UInt64) {
        self.face = face
        self.saved = saved
        seeds = TravelSeeds(seed)
    }

    // MARK: What shows

    /// The face at `now`, with the rows of the minute remembered (`remember`) when it is the one
    /// asked for.
    public func content(at now: Date) -> FaceContent {
        let rows = rowsMemo.flatMap { $0.key == rowsKey(at: now) ? $0.rows : nil } ?? face.rows(at: now)
        return FaceContent(rows: rows, colonLevel: face.colonLevel(at: now))
    }

    /// Keeps the rows of `now`'s minute, when they are not kept already.
    mutating func remember(at now: Date) {
        let key = rowsKey(at: now)
        if rowsMemo?.key != key { rowsMemo = (key, face.rows(at: now)) }
    }

    private func rowsKey(at now: Date) -> RowsKey {
        RowsKey(minute: face.readoutMinute(at: now), cities: face.cities, cycle: face.display.hourCycle,
                movie: face.movie, presentCity: face.presentCity, cycleMinutes: face.cycleMinutes)
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
    public mutating func play(_ name: AnimationName, startedAt start: Date, seed: UInt64) {
        switch name {
        case .powerOn: animation = (.powerOn, start)
        case .timeTravel: animation = (.timeTravel(from: face.rows(at: start), seed: seed), start)
        }
    }

    /// A message from the props scrolls across the DESTINATION TIME row.
    mutating func showMessage(_ text: String, at now: Date) {
        animation = (.message(text), now)
    }

    /// The run-up to an announced time travel throbs on the rows for `lead` seconds, when
    /// animations are on; the travel itself starts when it ends (`ClockModel+Props`).
    mutating func runUp(for lead: TimeInterval, at now: Date) {
        guard face.display.animations else { return }
        animation = (.runUp(duration: lead), now)
    }

    /// The power-on, when it is on.
    mutating func powerOn(at now: Date) {
        if face.display.intro && face.display.animations { animation = (.powerOn, now) }
    }

    /// Starts a time travel away from `rows`, if animations are on. A travel already under way
    /// keeps its starting point, so several quick edits in the overlay make one journey; T always
    /// leaves from what shows.
    mutating func travel(from rows: [RowContent], at now: Date, always: Bool = false) {
        guard face.display.animations else { return }
        var from = rows
        if case .timeTravel(let earlier, _)? = animation?.kind, !always { from = earlier }
        animation = (.timeTravel(from: from, seed: seeds.next()), now)
    }

    /// The next travel's seed.
    mutating func nextSeed() -> UInt64 { seeds.next() }

    /// A time travel under way leaves from `rows` instead (a trip that changed mode on the way).
    mutating func departFrom(_ rows: [RowContent], at now: Date) {
        if case .timeTravel(_, let seed)? = animation?.kind { animation = (.timeTravel(from: rows, seed: seed), now) }
    }

    /// Any key or click ends what plays.
    mutating func skipAnimation() -> [Event] {
        guard animation != nil else { return [] }
        animation = nil
        return [.ended] + silenceSoundtrack()
    }

    /// Another face shows, or the face is about to: a typed entry is dropped.
    mutating func leave() { entry = nil }

    /// The tick's first part: an animation at its end stops, and the bars start easing into a new
    /// minute. `showing` is whether the clock face is up, `visible` whether it can be seen.
    mutating func tick(at now: Date, showing: Bool, visible: Bool) -> [Event] {
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
        return events
    }

    /// The tick's last part, after the other faces and the alarms had theirs: the movie cycle
    /// types its next trip, and an idle entry is abandoned.
    mutating func finishTick(at now: Date) -> [Event] {
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
