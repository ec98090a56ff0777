import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

@Suite("Clock model in movie mode: keypad, travel, return, mode")
struct MovieModelTests {
    static let utc = Zone(identifier: "UTC")!
    static let t0 = try! FrozenDate.parse("2026-11-23T09:15:40Z")
    static func key(_ keysym: UInt32) -> ClockInput { .key(KeyPress(baseKeysym: keysym)) }
    static func digits(_ text: String) -> [ClockInput] {
        text.map { key(Keysym.digits.lowerBound + UInt32($0.wholeNumberValue!)) }
    }
    static let enter = key(Keysym.returnKey)

    /// A clock in movie mode with settings and state files behind it (so it saves), no intro.
    static func model(mode: ClockMode = .movie, animations: Bool = true) -> ClockModel {
        var state = MovieState.film
        state.mode = mode
        let setup = ClockSetup(file: LoadedSettings(settings: .defaults(), warning: nil), state: state,
                               overrides: LaunchOverrides(noIntro: true, noAnimations: !animations), localZone: utc, zones: .system)
        var m = ClockModel(setup: setup, width: 520, height: 335, seed: 3)
        _ = m.handle(.mapped(true), at: t0)
        _ = m.handle(.launch, at: t0)
        return m
    }

    static func send(_ m: inout ClockModel, _ inputs: [ClockInput], at t: Date = t0) -> [ClockEffect] {
        inputs.flatMap { m.handle($0, at: t) }
    }

    static func savedStates(_ effects: [ClockEffect]) -> [MovieState] {
        effects.compactMap { if case .saveState(let s) = $0 { s.mine } else { nil } }
    }

    @Test("movie rows: the plates, the destination, the running present and the last departure")
    func rows() {
        var m = Self.model()
        let rows = m.content(at: Self.t0).rows
        #expect(rows.map(\.plateName) == [MoviePlate.destination, MoviePlate.present, MoviePlate.departed])
        #expect(rows[0].readout?.line == "NOV 05 1955  06:00 AM")
        #expect(rows[1].readout?.line == "NOV 23 2026  09:15 AM")
        #expect(rows[2].readout?.line == "OCT 26 1985  01:20 AM")
        #expect(m.face.roles == [.destination, .present, .departed])
    }

    @Test("typing shows the entry in the red row; Enter sets the destination and saves the state")
    func typeAndEnter() {
        var m = Self.model()
        _ = Self.send(&m, Self.digits("0704"))
        guard case .animation(let frame, _) = m.frame(at: Self.t0).picture else { Issue.record("no entry shown"); return }
        #expect(frame.rows[0].masks(of: .month) == RowLights(readout: Readout(month: "JUL", day: 4, year: 1955, hour: 6, minute: 0, meridiem: .am)).masks(of: .month))
        #expect(m.nextWake(after: Self.t0)! <= ColonClock.nextEdge(after: Self.t0), "the fields to come blink")
        let effects = Self.send(&m, Self.digits("1776") + [Self.enter])
        #expect(m.entry == nil && effects.contains(.endAnimation))
        #expect(m.face.movie.destination == CivilDateTime(year: 1776, month: 7, day: 4, hour: 6, minute: 0))
        #expect(Self.savedStates(effects).map(\.destination) == [m.face.movie.destination])
        if case .animation = m.frame(at: Self.t0).picture { Issue.record("still showing the entry") }
    }

    @Test("an impossible destination blinks the row, keeps the old destination and saves nothing")
    func refusal() {
        var m = Self.model()
        let effects = Self.send(&m, Self.digits("02301955") + [Self.enter])
        #expect(m.face.movie.destination == MovieState.film.destination)
        #expect(Self.savedStates(effects).isEmpty)
        #expect(m.animation?.kind == .refusal(slot: 0))
        guard case .animation(let frame, _) = m.frame(at: Self.t0 + 0.05).picture else { Issue.record("no blink"); return }
        #expect(frame.rows[0].levels.allSatisfy { $0 == 0 } && frame.rows[1].levels.allSatisfy { $0 == 1 })
        #expect(m.handle(.tick, at: Self.t0 + FaceAnimation.refusalDuration + 0.01).contains(.endAnimation))
        let incomplete = Self.send(&m, Self.digits("110") + [Self.enter])
        #expect(Self.savedStates(incomplete).isEmpty && m.animation?.kind == .refusal(slot: 0))
    }

    @Test("Backspace takes a digit back, Esc abandons the entry, and ten idle seconds do too")
    func abandon() {
        var m = Self.model()
        _ = Self.send(&m, Self.digits("123") + [Self.key(Keysym.backspace)])
        #expect(m.entry?.digits == [1, 2])
        #expect(Self.send(&m, [Self.key(Keysym.escape)]) == [.endAnimation] && m.entry == nil)
        _ = Self.send(&m, Self.digits("1"))
        #expect(m.nextWake(after: Self.t0 + 9.9)! <= Self.t0 + DestinationEntry.timeout)
        #expect(!m.handle(.tick, at: Self.t0 + 9.9).contains(.endAnimation))
        #expect(m.handle(.tick, at: Self.t0 + 10).contains(.endAnimation) && m.entry == nil)
        #expect(m.face.movie.destination == MovieState.film.destination)
    }

    @Test("digits during an animation end it and start the entry; in world mode they do nothing")
    func digitsElsewhere() {
        var m = Self.model()
        _ = Self.send(&m, [Self.key(Keysym.t)])
        #expect(m.animation != nil)
        #expect(Self.send(&m, Self.digits("1")).first == .endAnimation)
        #expect(m.animation == nil && m.entry?.digits == [1])
        var world = Self.model(mode: .world)
        #expect(Self.send(&world, Self.digits("1105")).isEmpty && world.entry == nil)
    }

    @Test("T travels: the present shows the destination and runs on, LAST TIME DEPARTED the present left; saved")
    func travel() {
        var m = Self.model()
        let effects = Self.send(&m, [Self.key(Keysym.t)])
        #expect(m.animation.map { if case .timeTravel = $0.kind { true } else { false } } == true)
        let rows = m.content(at: Self.t0 + 20).rows
        #expect(rows[1].readout?.line == "NOV 05 1955  06:01 AM")
        #expect(rows[2].readout?.line == "NOV 23 2026  09:15 AM")
        #expect(Self.savedStates(effects).count == 1 && Self.savedStates(effects)[0].presentOffsetMinutes != 0)
    }

    @Test("R returns: the real present again, LAST TIME DEPARTED where you left from; R in world mode does nothing")
    func returnToPresent() {
        var m = Self.model()
        _ = Self.send(&m, [Self.key(Keysym.t)])
        let effects = Self.send(&m, [Self.key(Keysym.r)], at: Self.t0 + 120)
        let rows = m.content(at: Self.t0 + 120).rows
        #expect(rows[1].readout?.line == "NOV 23 2026  09:17 AM")
        #expect(rows[2].readout?.line == "NOV 05 1955  06:02 AM")
        #expect(Self.savedStates(effects).map(\.presentOffsetMinutes) == [0])
        var world = Self.model(mode: .world)
        #expect(Self.savedStates(Self.send(&world, [Self.key(Keysym.r)])).isEmpty)
        #expect(world.face.movie.presentOffsetMinutes == 0)
    }

    @Test("the menu's Movie Mode switches modes by time travel and is saved as state; its check mark follows")
    func modeToggle() {
        var m = Self.model(mode: .world)
        _ = Self.send(&m, [.pointer(.button(3, pressed: true, at: Point(100, 20), root: Point(100, 20)))])
        #expect(!m.overlay.displayChecks.contains(.toggleMode))
        let item = m.overlay.menuLayout!.frame(of: .movieMode)!.center
        let effects = Self.send(&m, [.pointer(.button(1, pressed: true, at: item, root: item))])
        #expect(m.face.movie.mode == .movie && m.overlay.displayChecks.contains(.toggleMode))
        #expect(Self.savedStates(effects).map(\.mode) == [.movie])
        #expect(m.animation != nil)
    }

    @Test("with animations off, a travel changes the rows at once")
    func travelWithoutAnimations() {
        var m = Self.model(animations: false)
        _ = Self.send(&m, [Self.key(Keysym.t)])
        #expect(m.animation == nil)
        #expect(m.content(at: Self.t0).rows[1].readout?.line == "NOV 05 1955  06:00 AM")
    }

    @Test("--destination and --mode for one run: shown, and no state is saved")
    func flagsSaveNothing() {
        let setup = ClockSetup(file: nil, state: .film,
                               overrides: LaunchOverrides(noIntro: true, mode: .movie,
                                                          destination: CivilDateTime(year: 2015, month: 10, day: 21, hour: 16, minute: 29)),
                               localZone: Self.utc, zones: .system)
        var m = ClockModel(setup: setup, width: 520, height: 335, seed: 1)
        #expect(m.content(at: Self.t0).rows[0].readout?.line == "OCT 21 2015  04:29 PM")
        #expect(Self.savedStates(Self.send(&m, [Self.key(Keysym.t)])).isEmpty)
    }
}

@Suite("Movie mode's decorative cycle through the films' trips")
struct FilmCycleTests {
    static let utc = Zone(identifier: "UTC")!
    /// A whole hour: the start of a turn for every choice of minutes.
    static let hour = try! FrozenDate.parse("2026-11-23T09:00:00Z")

    static func model(cycle: Int?) -> ClockModel {
        var state = MovieState.film
        state.mode = .movie
        var settings = Settings.defaults()
        settings.cycleMinutes = cycle
        let setup = ClockSetup(file: LoadedSettings(settings: settings, warning: nil), state: state,
                               overrides: LaunchOverrides(noIntro: true), localZone: utc, zones: .system)
        var m = ClockModel(setup: setup, width: 520, height: 335, seed: 3)
        _ = m.handle(.mapped(true), at: hour)
        _ = m.handle(.launch, at: hour)
        _ = m.handle(.tick, at: hour)
        return m
    }

    @Test("the trips are real dates in story order, starting with Einstein's minute")
    func trips() {
        #expect(FilmTrips.all.count >= 9)
        #expect(FilmTrips.all[0].destination.description == "1985-10-26T01:21")
        #expect(FilmTrips.all.contains { $0.destination.description == "2015-10-21T16:29" })
        #expect(FilmTrips.all.contains { $0.destination.description == "1885-09-02T08:00" })
    }

    @Test("the trip shown is a function of the wall clock: each turn of the cycle the next one, round and round")
    func turns() {
        let state = MovieState.film
        let count = FilmTrips.all.count
        let turn = Int(Self.hour.timeIntervalSince1970 / 600)
        #expect(state.shownTrip(at: Self.hour, cycleMinutes: 10) == FilmTrips.all[turn % count])
        #expect(state.shownTrip(at: Self.hour + 599, cycleMinutes: 10) == FilmTrips.all[turn % count])
        #expect(state.shownTrip(at: Self.hour + 600, cycleMinutes: 10) == FilmTrips.all[(turn + 1) % count])
        #expect(state.shownTrip(at: Self.hour, cycleMinutes: nil) == FilmTrips.Trip(departed: state.departed, destination: state.destination))
    }

    @Test("each turn is typed into the DESTINATION TIME row, digit by digit, and the new trip then shows")
    func typedTurn() {
        var m = Self.model(cycle: 5)
        let next = Self.hour + 300
        _ = m.handle(.tick, at: next)
        guard case .typing(_, _, let digits, _)? = m.animation?.kind else { Issue.record("no typing"); return }
        #expect(digits == DestinationEntry.digits(for: m.face.shownTrip(at: next).destination))
        guard case .animation(let frame, _) = m.frame(at: next + 0.05).picture else { Issue.record("no frame"); return }
        #expect(frame.rows[0].masks(of: .month).first == FaceContent.litMask(.fourteen, Character(String(digits[0]))))
        let done = next + Double(digits.count) * FaceAnimation.typingStep + 1
        #expect(m.handle(.tick, at: done).contains(.endAnimation))
        #expect(m.content(at: done).rows[0].readout == m.face.shownTrip(at: next).destination.readout())
    }

    @Test("a trip made by hand holds the cycle back for 30 minutes, and leaves from the trip shown")
    func manualPause() {
        var m = Self.model(cycle: 5)
        let shown = m.face.shownTrip(at: Self.hour)
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.t)), at: Self.hour + 1)
        #expect(m.content(at: Self.hour + 1).rows[1].readout == shown.destination.readout(), "travelled to what showed")
        #expect(m.face.shownTrip(at: Self.hour + 600).destination == shown.destination, "paused")
        #expect(m.face.shownTrip(at: Self.hour + 1 + 1800).destination != shown.destination || FilmTrips.all.count == 1,
                "cycling again after half an hour")
        let text = StateFile.serialize(m.face.movie)
        #expect(StateFile.parse(text).state == m.face.movie && text.contains("cycle-paused-until = 2026-11-23T09:30:01Z"))
    }

    @Test("the cycle setting: in the settings file, 5-60 minutes; --cycle off overrides it for a run")
    func setting() {
        let parsed = SettingsFile.parse("cities = london\ncycle = 15\n")
        #expect(parsed.settings.cycleMinutes == 15 && parsed.warnings.isEmpty)
        #expect(SettingsFile.parse("cities = london\ncycle = 7\n").warnings.first?.contains("line 2") == true)
        #expect(SettingsFile.serialize(parsed.settings).contains("cycle = 15"))
        let setup = ClockSetup(file: LoadedSettings(settings: parsed.settings, warning: nil), overrides: LaunchOverrides(), localZone: .current, zones: .system)
        #expect(setup.face.cycleMinutes == 15)
        var off = LaunchOverrides()
        off.cycleMinutes = 0
        #expect(ClockSetup(file: LoadedSettings(settings: parsed.settings, warning: nil), overrides: off, localZone: .current, zones: .system).face.cycleMinutes == nil)
    }
}

@Suite("The settings overlay in movie mode")
struct MovieOverlayTests {
    static let t0 = try! FrozenDate.parse("2026-11-23T09:15:40Z")
    static let tokyo = CityCatalogue.standard.city(id: "tokyo")!

    static func model() -> ClockModel {
        var state = MovieState.film
        state.mode = .movie
        let setup = ClockSetup(file: LoadedSettings(settings: .defaults(), warning: nil), state: state,
                               overrides: LaunchOverrides(noIntro: true, noAnimations: true),
                               localZone: Zone(identifier: "UTC")!, zones: .system)
        var m = ClockModel(setup: setup, width: 520, height: 335, seed: 1)
        _ = m.handle(.mapped(true), at: t0)
        _ = m.handle(.launch, at: t0)
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.comma, modifiers: .control)), at: t0)
        return m
    }

    static func key(_ keysym: UInt32, _ mods: KeyBindings.Modifiers = [], text: String = "") -> ClockInput {
        .key(KeyPress(baseKeysym: keysym, modifiers: mods, text: text))
    }

    static func saves(_ effects: [ClockEffect]) -> [Settings] {
        effects.compactMap { if case .saveSettings(let s) = $0 { s.mine } else { nil } }
    }

    @Test("the panel shows movie mode: its title, and rows for the destination, the present and the film trips")
    func shows() {
        let m = Self.model()
        #expect(m.overlay.isOpen && m.overlay.mode == .movie && m.overlay.titleText == "MOVIE")
        let rows = m.overlay.movie.rows()
        #expect(rows[0].name == "Destination: NOV 05 1955  06:00 AM")
        #expect(rows[1].name == "Present time: this computer")
        #expect(rows[1].detail.hasPrefix(Zone(identifier: "UTC")!.identifier), "names this computer's zone")
        #expect(rows[2].name == "Film trips: Off")
    }

    @Test("a city searched and chosen becomes the present's, saved; Delete on its row goes back to this computer")
    func presentCity() {
        var m = Self.model()
        _ = m.handle(Self.key(0x74, text: "tokyo"), at: Self.t0)
        let effects = m.handle(Self.key(Keysym.returnKey), at: Self.t0)
        #expect(m.face.presentCity == Self.tokyo)
        #expect(Self.saves(effects).map(\.presentCity) == [Self.tokyo])
        #expect(m.content(at: Self.t0).rows[1].readout?.line == "NOV 23 2026  06:15 PM", "Tokyo's time")
        #expect(m.overlay.movie.rows()[1].name == "Present time: Tokyo, Japan")
        #expect(m.overlay.selectedSlot == SettingsOverlay.presentRow)
        let reset = m.handle(Self.key(Keysym.delete), at: Self.t0)
        #expect(m.face.presentCity == nil && Self.saves(reset).map(\.presentCity) == [nil])
    }

    @Test("Left and Right on the bottom row step the film cycle, saved; the ends stop it")
    func cycle() {
        var m = Self.model()
        _ = m.handle(Self.key(Keysym.down), at: Self.t0)
        _ = m.handle(Self.key(Keysym.down), at: Self.t0)
        #expect(m.overlay.selectedSlot == SettingsOverlay.cycleRow)
        #expect(Self.saves(m.handle(Self.key(Keysym.left), at: Self.t0)).isEmpty, "already off")
        let five = m.handle(Self.key(Keysym.right), at: Self.t0)
        #expect(m.face.cycleMinutes == 5 && Self.saves(five).map(\.cycleMinutes) == [5])
        _ = m.handle(Self.key(Keysym.right), at: Self.t0)
        #expect(m.face.cycleMinutes == 10 && m.overlay.movie.rows()[2].name == "Film trips: Every 10 minutes")
    }

    @Test("Ctrl+M switches modes from the panel, and the panel follows; the world clock's keys are its own again")
    func switchMode() {
        var m = Self.model()
        _ = m.handle(Self.key(Keysym.m, .control), at: Self.t0)
        #expect(m.face.movie.mode == .world && m.overlay.mode == .world && m.overlay.titleText == "CITIES")
        _ = m.handle(Self.key(Keysym.delete), at: Self.t0)
        #expect(m.face.cities.map(\.id) == ["london", "hong_kong"], "Delete removes a city again")
    }
}
