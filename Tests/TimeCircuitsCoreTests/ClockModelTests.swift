import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

@Suite("Clock model: every input to its effects")
struct ClockModelTests {
    static let utc = Zone(identifier: "UTC")!
    static let t0 = try! FrozenDate.parse("2026-03-01T12:00:00.1Z")
    static let catalogue = CityCatalogue.standard
    static func city(_ id: String) -> City { catalogue.city(id: id)! }

    static let ctrlComma = ClockFixture.key(Keysym.comma, .control)
    static let rightClick = ClockInput.pointer(.button(3, pressed: true, at: Point(100, 100), root: Point(300, 300)))

    static func saves(_ effects: [ClockEffect]) -> [Settings] {
        effects.compactMap { if case .saveSettings(let s) = $0 { s.mine } else { nil } }
    }

    // MARK: Launch and animations

    @Test("launch lays the face out, starts the power-on and makes the autostart entry match the file; --no-intro does not power on")
    func launch() {
        var m = ClockFixture.model(at: Self.t0, overrides: LaunchOverrides(), launched: false)
        let effects = m.handle(.launch, at: Self.t0)
        #expect(effects.map(\.isRelayout) == [true, false])
        #expect(effects.last == .setStartAtLogin(false))
        #expect(m.animation?.kind == .powerOn)
        var quiet = ClockFixture.model(at: Self.t0, launched: false)
        _ = quiet.handle(.launch, at: Self.t0)
        #expect(quiet.animation == nil)
    }

    @Test("Ctrl+comma during the power-on ends it and opens the settings")
    func settingsDuringIntro() {
        var m = ClockFixture.model(at: Self.t0, overrides: LaunchOverrides(), launched: false)
        _ = m.handle(.launch, at: Self.t0)
        let effects = m.handle(Self.ctrlComma, at: Self.t0 + 0.5)
        #expect(effects.first == .endAnimation)
        #expect(effects.contains(.repaintOverlay) && effects.contains(.followPointer(true)))
        #expect(m.animation == nil && m.overlay.isOpen)
    }

    @Test("Ctrl+Q and F11 during the power-on end it and act; N ends it and switches night on")
    func functionKeysDuringIntro() {
        for (input, expected) in [(ClockFixture.key(Keysym.q, .control), ClockEffect.quit),
                                  (ClockFixture.key(Keysym.f11), .toggleFullscreen)] {
            var m = ClockFixture.model(at: Self.t0, overrides: LaunchOverrides(), launched: false)
            _ = m.handle(.launch, at: Self.t0)
            #expect(m.handle(input, at: Self.t0 + 0.5) == [.endAnimation, expected])
        }
        var m = ClockFixture.model(at: Self.t0, overrides: LaunchOverrides(), launched: false)
        _ = m.handle(.launch, at: Self.t0)
        let effects = m.handle(ClockFixture.key(Keysym.n), at: Self.t0 + 0.5)
        #expect(effects.first == .endAnimation)
        #expect(m.face.isNight(at: Self.t0 + 0.5) && Self.saves(effects).first?.display.night == .on)
    }

    @Test("a key with no function only ends the animation; a modifier alone leaves it playing")
    func plainKeys() {
        var m = ClockFixture.model(at: Self.t0, overrides: LaunchOverrides(), launched: false)
        _ = m.handle(.launch, at: Self.t0)
        #expect(m.handle(ClockFixture.key(0xFFE3), at: Self.t0 + 0.2) == [])  // Control_L
        #expect(m.animation != nil)
        #expect(m.handle(ClockFixture.key(0x0078, text: "x"), at: Self.t0 + 0.3) == [.endAnimation])
        #expect(m.animation == nil)
        #expect(m.handle(ClockFixture.key(0x0078, text: "x"), at: Self.t0 + 0.4) == [], "no animation: nothing to end")
    }

    @Test("a right-click during the power-on ends it and opens the menu; a left click only ends it")
    func clicksDuringIntro() {
        var m = ClockFixture.model(at: Self.t0, overrides: LaunchOverrides(), launched: false)
        _ = m.handle(.launch, at: Self.t0)
        let effects = m.handle(Self.rightClick, at: Self.t0 + 0.5)
        #expect(effects.first == .endAnimation && m.overlay.menu != nil)
        var left = ClockFixture.model(at: Self.t0, overrides: LaunchOverrides(), launched: false)
        _ = left.handle(.launch, at: Self.t0)
        #expect(left.handle(.pointer(.button(1, pressed: true, at: Point(9, 9), root: Point(9, 9))), at: Self.t0 + 0.5)
                == [.endAnimation])
    }

    @Test("a borderless face hands a left press to the window manager as a move")
    func borderlessMove() {
        var m = ClockFixture.model(at: Self.t0, overrides: LaunchOverrides(windowToggles: [.borderless]), launched: false)
        let press = ClockInput.pointer(.button(1, pressed: true, at: Point(5, 6), root: Point(105, 206)))
        #expect(m.handle(press, at: Self.t0) == [.beginMove(root: Point(105, 206), button: 1)])
    }

    @Test("the animation ends by itself on the first tick past its end, and the frame is the clock again")
    func animationEnds() {
        var m = ClockFixture.model(at: Self.t0, overrides: LaunchOverrides(), launched: false)
        _ = m.handle(.launch, at: Self.t0)
        #expect(m.handle(.tick, at: Self.t0 + 1).isEmpty)
        if case .animation = m.frame(at: Self.t0 + 1).picture {} else { Issue.record("no animation frame 1 s in") }
        #expect(m.handle(.tick, at: Self.t0 + PowerOnSequence.duration + 0.1) == [.endAnimation])
        guard case .clock(let content) = m.frame(at: Self.t0 + PowerOnSequence.duration + 0.1).picture else {
            Issue.record("still animating"); return
        }
        #expect(content.rows.map(\.plateName) == ["NEW YORK", "LONDON", "HONG KONG"])
    }

    @Test("T travels with seeds from the injected generator: the same seed, the same journeys")
    func travelSeeds() {
        func journeys(_ seed: UInt64) -> [UInt64] {
            var m = ClockFixture.model(at: Self.t0, seed: seed, launched: false)
            return (0..<3).compactMap { i in
                _ = m.handle(ClockFixture.key(Keysym.t), at: Self.t0 + Double(i))
                if case .timeTravel(_, let s)? = m.animation?.kind { return s }
                return nil
            }
        }
        let a = journeys(7)
        #expect(a.count == 3 && Set(a).count == 3, "each travel its own seed")
        #expect(journeys(7) == a)
        #expect(journeys(8) != a)
    }

    @Test("with animations off, T and a city change travel nowhere")
    func noAnimations() {
        var m = ClockFixture.model(at: Self.t0, overrides: LaunchOverrides(noAnimations: true), launched: false)
        _ = m.handle(.launch, at: Self.t0)
        #expect(m.animation == nil)
        _ = m.handle(ClockFixture.key(Keysym.t), at: Self.t0)
        #expect(m.animation == nil)
    }

    // MARK: Night and saving

    @Test("N with a schedule overrides it until its next change and saves nothing")
    func nightOverride() {
        let schedule = NightSchedule(start: 22 * 60, end: 7 * 60)
        var m = ClockFixture.model(at: Self.t0, settings: { $0.display = DisplayPreferences(nightSchedule: schedule) },
                                   overrides: LaunchOverrides(), launched: false)
        let late = try! FrozenDate.parse("2026-03-01T23:00:00Z")
        #expect(m.face.isNight(at: late))
        let effects = m.handle(ClockFixture.key(Keysym.n), at: late)
        #expect(Self.saves(effects).isEmpty)
        #expect(!m.face.isNight(at: late + 60))
        #expect(m.face.nightOverride?.until == (try! FrozenDate.parse("2026-03-02T07:00:00Z")))
        #expect(m.face.isNight(at: try! FrozenDate.parse("2026-03-02T22:30:00Z")), "tomorrow's night comes back")
    }

    @Test("the switch holds until the schedule's next edge, and the panel, ctl status and the model's wake say who rules and until when")
    func nightSwitchHoldsAndSays() {
        var m = ClockFixture.model(at: Self.t0, settings: { $0.display.nightRules = [NightRule.parse("22:30-06:45")!] },
                                   overrides: LaunchOverrides(), launched: false)
        let evening = try! FrozenDate.parse("2026-03-01T20:00:00Z"), edge = try! FrozenDate.parse("2026-03-01T22:30:00Z")
        #expect(m.overlayShows(at: evening).night == "day until 22:30 (schedule)")
        #expect(m.status(at: evening).nightSource == "schedule" && m.status(at: evening).nightUntil == "2026-03-01T22:30:00+00:00")
        #expect(m.nextWake(after: evening).map { $0 <= edge } == true, "the loop wakes by the edge at the latest")
        // N at 20:00: night, until the schedule's own night begins; then the schedule rules again.
        #expect(Self.saves(m.handle(ClockFixture.key(Keysym.n), at: evening)).isEmpty)
        #expect(m.face.isNight(at: evening + 1))
        #expect(m.overlayShows(at: evening + 1).night == "night until 22:30 (you)")
        #expect(m.status(at: evening + 1).nightSource == "you")
        _ = m.handle(.tick, at: edge)
        #expect(m.overlayShows(at: edge).night == "night until 06:45 (schedule)")
        // N at night: day until 06:45, and the file keeps its schedule.
        #expect(Self.saves(m.handle(ClockFixture.key(Keysym.n), at: edge + 60)).isEmpty)
        #expect(m.overlayShows(at: edge + 61).night == "day until 06:45 (you)")
        #expect(m.face.isNight(at: try! FrozenDate.parse("2026-03-02T06:45:00Z")) == false, "morning: the schedule's day")
    }

    @Test("night-hold: the switch holds for the time set, then the schedule rules again")
    func nightHold() {
        var m = ClockFixture.model(at: Self.t0, settings: {
            $0.display.nightRules = [NightRule.parse("22:30-06:45")!]
            $0.display.nightHold = 90 * 60
        }, overrides: LaunchOverrides(), launched: false)
        let late = try! FrozenDate.parse("2026-03-01T23:00:00Z")
        _ = m.handle(ClockFixture.key(Keysym.n), at: late)
        #expect(m.overlayShows(at: late + 1).night == "day until 00:30 (you)")
        #expect(m.face.isNight(at: try! FrozenDate.parse("2026-03-02T00:30:00Z")), "after the hour and a half, the schedule's night again")
        #expect(SettingsFile.parse("night-hold = 1h30m\n").settings.display.nightHold == 5400)
        #expect(SettingsFile.parse("night-hold = forever\n").warnings.count == 1)
    }

    @Test("a change of lighting lays the face out again on the next tick, and only once")
    func lightingRelayout() {
        var m = ClockFixture.model(at: Self.t0, overrides: LaunchOverrides(), launched: false)
        _ = m.handle(.launch, at: Self.t0)
        _ = m.handle(ClockFixture.key(Keysym.down, .control), at: Self.t0 + 0.1)
        #expect(m.handle(.tick, at: Self.t0 + 0.1).contains { $0.isRelayout })
        #expect(!m.handle(.tick, at: Self.t0 + 0.2).contains { $0.isRelayout })
    }

    @Test("saves are asked for only when the settings change: not at the brightness limit, not for T")
    func savesOnlyChanges() {
        var m = ClockFixture.model(at: Self.t0, launched: false)
        #expect(Self.saves(m.handle(ClockFixture.key(Keysym.up, .control), at: Self.t0)).isEmpty, "already at full")
        #expect(Self.saves(m.handle(ClockFixture.key(Keysym.t), at: Self.t0)).isEmpty)
        let dimmer = Self.saves(m.handle(ClockFixture.key(Keysym.down, .control), at: Self.t0))
        #expect(dimmer.map(\.display.brightness) == [DisplayPreferences.maximumBrightness - 1])
    }

    @Test("flags of the run are not written with a change: --24h stays out of the file when N is saved")
    func flagsNotSaved() {
        var m = ClockFixture.model(at: Self.t0, overrides: LaunchOverrides(twentyFourHour: true, noIntro: true), launched: false)
        let saved = Self.saves(m.handle(ClockFixture.key(Keysym.n), at: Self.t0))
        #expect(saved.count == 1 && saved[0].display.hourCycle == .twelve && saved[0].display.night == .on)
    }

    @Test("with --cities nothing is ever saved, the overlay's edits included")
    func citiesOverride() {
        let setup = ClockSetup(file: LoadedSettings(settings: .defaults(), warning: nil),
                               overrides: LaunchOverrides(cities: [Self.city("tokyo")]), localZone: Self.utc, zones: .system)
        var m = ClockModel(setup: setup, width: 520, height: 335, seed: 1)
        #expect(m.face.cities.map(\.id) == ["tokyo"])
        _ = m.handle(Self.ctrlComma, at: Self.t0)
        let effects = m.handle(ClockFixture.key(Keysym.delete), at: Self.t0)
        #expect(m.face.cities.isEmpty && Self.saves(effects).isEmpty)
    }

    @Test("an overlay edit travels, shows the new cities and saves them")
    func overlayEdit() {
        var m = ClockFixture.model(at: Self.t0, launched: false)
        _ = m.handle(Self.ctrlComma, at: Self.t0)
        let effects = m.handle(ClockFixture.key(Keysym.delete), at: Self.t0)
        #expect(m.face.cities.map(\.id) == ["london", "hong_kong"])
        #expect(Self.saves(effects).map { $0.cities.map(\.id) } == [["london", "hong_kong"]])
        #expect(m.animation.map { if case .timeTravel = $0.kind { true } else { false } } == true)
    }

    @Test("the window's frame is remembered at quit, but not over a damaged file, and not when unchanged")
    func frameAtQuit() {
        let frame = WindowFrame(x: 10, y: 20, width: 520, height: 335)
        var m = ClockFixture.model(at: Self.t0, overrides: LaunchOverrides(), launched: false)
        #expect(Self.saves(m.handle(.quitting(frame: frame), at: Self.t0)).first?.window.frame == frame)
        #expect(m.handle(.quitting(frame: frame), at: Self.t0).isEmpty)
        var damaged = ClockFixture.model(at: Self.t0, warning: "line 3: unknown city", overrides: LaunchOverrides(), launched: false)
        #expect(damaged.handle(.quitting(frame: frame), at: Self.t0).isEmpty)
    }

    @Test("menu window toggles switch the window and save only that toggle")
    func windowToggle() {
        var m = ClockFixture.model(at: Self.t0, overrides: LaunchOverrides(noIntro: true, windowToggles: [.onTop]), launched: false)
        _ = m.handle(Self.rightClick, at: Self.t0)
        let item = m.panel.menuLayout!.frame(of: .borderless)!
        let click = Point(item.midX, item.midY)
        let effects = m.handle(.pointer(.button(1, pressed: true, at: click, root: click)), at: Self.t0)
            + m.handle(.pointer(.button(1, pressed: false, at: click, root: click)), at: Self.t0)
        #expect(effects.contains { if case .setWindowToggle(.borderless, true, let on) = $0 { on.contains(.borderless) } else { false } })
        #expect(Self.saves(effects).map(\.window.enabled) == [[.borderless]], "--on-top stays out of the file")
    }

    // MARK: Time and size

    @Test("resizes are debounced: one relayout a moment after the last, none for an unchanged size")
    func resizeDebounce() {
        var m = ClockFixture.model(at: Self.t0, launched: false)
        _ = m.handle(.launch, at: Self.t0)
        let delay = FrameSchedule.relayoutDelay
        #expect(m.handle(.resized(width: 520, height: 335), at: Self.t0).isEmpty && m.relayoutDue == nil)
        _ = m.handle(.resized(width: 600, height: 400), at: Self.t0)
        let last = Self.t0 + delay / 2
        _ = m.handle(.resized(width: 700, height: 450), at: last)
        #expect(m.nextWake(after: last)! <= last + delay)
        #expect(!m.handle(.tick, at: Self.t0 + delay).contains { $0.isRelayout })
        #expect(m.handle(.tick, at: last + delay).contains { $0.isRelayout })
        #expect(m.relayoutDue == nil)
    }

    @Test("the full relayout waits from the sketch's showing, not the size's coming, when the sketch was slow")
    func relayoutAfterSketch() {
        var m = ClockFixture.model(at: Self.t0, launched: false)
        _ = m.handle(.launch, at: Self.t0)
        let delay = FrameSchedule.relayoutDelay, hold = FrameSchedule.sketchHold
        _ = m.handle(.resized(width: 600, height: 387), at: Self.t0)
        let shown = Self.t0 + delay * 0.9
        #expect(m.handle(.sketchShown, at: shown).isEmpty)
        #expect(!m.handle(.tick, at: Self.t0 + delay).contains { $0.isRelayout }, "the size's own delay is not enough")
        #expect(!m.handle(.tick, at: shown + hold - 0.001).contains { $0.isRelayout })
        #expect(m.handle(.tick, at: shown + hold).contains { $0.isRelayout })
        // Shown quickly, it changes nothing; shown with no resize pending, neither.
        _ = m.handle(.resized(width: 700, height: 451), at: Self.t0 + 1)
        _ = m.handle(.sketchShown, at: Self.t0 + 1)
        #expect(m.relayoutDue == Self.t0 + 1 + delay)
        _ = m.handle(.tick, at: Self.t0 + 1 + delay)
        _ = m.handle(.sketchShown, at: Self.t0 + 2)
        #expect(m.relayoutDue == nil)
    }

    @Test("a resize shows the picture of its instant at once, as a sketch; none unseen or under the settings panel")
    func resizeSketch() {
        var m = ClockFixture.model(at: Self.t0, overrides: LaunchOverrides(), launched: false)
        _ = m.handle(.launch, at: Self.t0)
        _ = m.handle(.mapped(true), at: Self.t0)
        var t = Self.t0 + 0.3  // Mid power-on: the sketch shows its frame, not the clock behind it.
        var effects = m.handle(.resized(width: 1920, height: 1240), at: t)
        #expect(effects == [.sketch(m.frame(at: t).picture, lighting: m.lighting(at: t), theme: m.look)])
        if case .sketch(.animation, _, _) = effects.first {} else { Issue.record("not the power-on's frame: \(effects)") }
        t += 10
        _ = m.handle(.tick, at: t)
        effects = m.handle(.resized(width: 1900, height: 1227), at: t)
        #expect(effects == [.sketch(m.frame(at: t).picture, lighting: m.lighting(at: t), theme: m.look)])
        if case .sketch(.clock, _, _) = effects.first {} else { Issue.record("not the clock: \(effects)") }
        _ = m.handle(.obscured(true), at: t)
        #expect(m.handle(.resized(width: 1000, height: 645), at: t).isEmpty, "a window nobody sees is not sketched")
        _ = m.handle(.obscured(false), at: t)
        _ = m.handle(Self.ctrlComma, at: t)
        #expect(m.overlay.capturesInput)
        #expect(m.handle(.resized(width: 800, height: 516), at: t).isEmpty, "the sketch has no settings panel")
    }

    @Test("the loop sleeps to the next colon edge, at 60 Hz only while animating, and not at all unseen")
    func nextWake() {
        var m = ClockFixture.model(at: Self.t0, launched: false)
        _ = m.handle(.launch, at: Self.t0)
        #expect(m.nextWake(after: Self.t0) == ColonClock.nextEdge(after: Self.t0))
        _ = m.handle(ClockFixture.key(Keysym.t), at: Self.t0)
        #expect(m.nextWake(after: Self.t0) == FrameSchedule.nextFrame(after: Self.t0))
        _ = m.handle(.obscured(true), at: Self.t0)
        #expect(m.nextWake(after: Self.t0) == nil)
    }

    @Test("the next minute is named to render ahead in the second before it, the same at every look (the window renders it once)")
    func prepareAhead() {
        var m = ClockFixture.model(at: Self.t0, launched: false)
        let before = try! FrozenDate.parse("2026-03-01T12:00:59.5Z")
        _ = m.handle(.tick, at: before)
        let first = m.frame(at: before).prepare
        #expect(first?.rows.first?.readout?.minute == 1)
        #expect(m.frame(at: before).prepare == first, "a pure view: one instant, one frame")
        #expect(m.frame(at: before + 0.2).prepare?.rows == first?.rows)
        #expect(m.frame(at: before - 1).prepare == nil, "not before the last second of the minute")
        _ = m.handle(.wallClockStepped, at: before + 0.3)
        #expect(m.frame(at: before + 0.3).prepare?.rows.first?.readout?.minute == 1)
    }

    @Test("the overlay's local times are repainted when the minute turns, not on every tick")
    func overlayMinute() {
        var m = ClockFixture.model(at: Self.t0, launched: false)
        _ = m.handle(Self.ctrlComma, at: Self.t0)
        _ = m.handle(.tick, at: Self.t0)
        #expect(!m.handle(.tick, at: Self.t0 + 0.5).contains(.repaintOverlay))
        #expect(m.handle(.tick, at: Self.t0 + 60).contains(.repaintOverlay))
    }

    // MARK: Settings changed on disk

    @Test("a settings file changed by another program shows at once: cities travel in, toggles switch")
    func settingsChanged() {
        var m = ClockFixture.model(at: Self.t0, launched: false)
        var edited = m.saved!
        edited.cities = [Self.city("tokyo"), Self.city("paris")]
        edited.display.hourCycle = .twentyFour
        edited.window.enabled = [.onTop]
        let effects = m.handle(.settingsChanged(edited), at: Self.t0)
        #expect(m.face.cities.map(\.id) == ["tokyo", "paris"] && m.panel.cities == m.face.cities)
        #expect(m.face.display.hourCycle == .twentyFour)
        #expect(effects.contains { if case .setWindowToggle(.onTop, true, let on) = $0 { on.contains(.onTop) } else { false } })
        #expect(Self.saves(effects).isEmpty, "the file already says so")
        #expect(m.animation != nil, "new cities arrive by time travel")
        #expect(m.handle(.settingsChanged(edited), at: Self.t0 + 1).isEmpty, "the same file again changes nothing")
    }

    @Test("a file change leaves alone what it did not change: --24h holds when only the cities change")
    func settingsChangedKeepsFlags() {
        var m = ClockFixture.model(at: Self.t0, overrides: LaunchOverrides(twentyFourHour: true, noIntro: true), launched: false)
        var edited = m.saved!
        edited.cities = [Self.city("tokyo")]
        _ = m.handle(.settingsChanged(edited), at: Self.t0)
        #expect(m.face.display.hourCycle == .twentyFour)
    }
}

@Suite("Clock setup: the settings file with the command line over it")
struct ClockSetupTests {
    static let tokyo = CityCatalogue.standard.city(id: "tokyo")!
    static let paris = CityCatalogue.standard.city(id: "paris")!

    @Test("the file's cities and display settings, when no flag is given")
    func fileOnly() {
        let settings = Settings(cities: [Self.tokyo], window: WindowPreferences(enabled: [.onTop]),
                                display: DisplayPreferences(hourCycle: .twentyFour, brightness: 4))
        let setup = ClockSetup(file: LoadedSettings(settings: settings, warning: nil), localZone: .current, zones: .system)
        #expect(setup.face.cities == [Self.tokyo])
        #expect(setup.face.display.hourCycle == .twentyFour && setup.face.display.brightness == 4)
        #expect(setup.window.enabled == [.onTop])
        #expect(setup.saved == settings && !setup.damagedOnDisk)
    }

    @Test("flags override for the run: --cities, --24h, --night, --brightness, --no-intro, window toggles")
    func flags() {
        let settings = Settings(cities: [Self.tokyo])
        let overrides = LaunchOverrides(cities: [Self.paris], twentyFourHour: true, night: true, brightness: 3,
                                        noIntro: true, noAnimations: true, windowToggles: [.borderless])
        let setup = ClockSetup(file: LoadedSettings(settings: settings, warning: nil), overrides: overrides, localZone: .current, zones: .system)
        #expect(setup.face.cities == [Self.paris])
        let d = setup.face.display
        #expect(d.hourCycle == .twentyFour && d.night == .on && d.brightness == 3 && !d.intro && !d.animations)
        #expect(setup.window.enabled == [.borderless])
        #expect(setup.saved == nil, "--cities: nothing of this run is written")
    }

    @Test("no settings home: the defaults, saving nothing; a damaged file is marked so")
    func noFile() {
        let none = ClockSetup(file: nil, localZone: .current, zones: .system)
        #expect(none.face.cities.map(\.id) == CityCatalogue.defaultIDs && none.saved == nil)
        let damaged = ClockSetup(file: LoadedSettings(settings: .defaults(), warning: "line 1: bad"), localZone: .current, zones: .system)
        #expect(damaged.damagedOnDisk && damaged.saved != nil)
    }

    @Test("--frozen-date freezes the readouts, not the colon")
    func frozen() {
        let instant = try! FrozenDate.parse("1985-10-26T01:21:00-07:00")
        let setup = ClockSetup(file: nil, overrides: LaunchOverrides(frozen: instant), localZone: .current, zones: .system)
        #expect(setup.face.readouts == .frozen(instant))
    }
}
