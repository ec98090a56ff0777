import FoundationEssentials

/// The whole clock as one value: what it shows, what it is doing, and what it remembers.
///
/// Every input goes through `handle(_:at:)`, which changes the state and returns the effects for
/// the shell to carry out; `frame(at:)` says what to paint and `nextWake(after:)` when to wake.
/// The X11 shell only translates events into `ClockInput`s and carries out `ClockEffect`s; the
/// headless commands build the same model from the same files and render its `frame(at:)`. Tests
/// drive every input directly, with the clock and the travel seeds injected.
public struct ClockModel: Sendable {
    /// What the face shows: cities, readout clock, colon, display preferences, night override.
    public internal(set) var face: FaceClock
    /// The settings overlay and the right-click menu.
    public internal(set) var overlay: SettingsOverlay
    /// Borderless, on top, on all desktops, as the window has them now.
    public private(set) var window: WindowPreferences
    /// The animation playing and when it started; nil while the clock just ticks.
    public internal(set) var animation: (kind: FaceAnimation, start: Date)?
    /// The settings as the file holds them (as last read or written); nil when this run writes
    /// nothing, so no save is ever asked for.
    public private(set) var saved: Settings?
    /// The movie state as the state file holds it; nil when this run writes no state.
    public internal(set) var savedState: MovieState?
    /// A destination being typed in movie mode.
    public internal(set) var entry: DestinationEntry?
    /// The trip movie mode showed at the last tick, to see the decorative cycle turn.
    var shownTrip: FilmTrips.Trip?
    /// The clock, the timer or the stopwatch.
    public internal(set) var screen: FaceScreen
    /// The timer face: its countdown runs out whichever face shows (`ClockModel+Faces`).
    public internal(set) var timerFace: TimerFace
    /// The stopwatch face: it counts whichever face shows.
    public internal(set) var stopwatch: StopwatchFace
    /// The alarms: the list, what rings, what is snoozed (`ClockModel+Alarms`).
    public internal(set) var alarms: AlarmClock
    /// The alarms' record as the state file holds it; nil when this run writes none.
    var savedAlarms: AlarmRecord?
    /// The boot clock and the wall clock at the input being handled: the countdown's time and
    /// the face's.
    var bootNow: Double = 0
    var wallNow = Date(timeIntervalSince1970: 0)
    /// The big-digit shape the face was last laid out with (timer, stopwatch).
    var builtShape: BigDigitsShape?
    /// The window's size as last reported, and when the face is next laid out for it.
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var relayoutDue: Date?
    public private(set) var mapped = false
    public private(set) var obscured = false

    private var damagedOnDisk: Bool
    private var seeds: TravelSeeds
    private let schedule: FrameSchedule
    /// The lighting the face was last laid out with; a change (a key, the schedule) lays it out
    /// again, since every layer is painted with it.
    private var builtLighting: Lighting?
    /// The look the face was last laid out in; a change (the menu, the panel, the file, the bus)
    /// lays it out again in the new one, as a change of lighting does.
    private var builtLook: LookChoice?
    /// The minute edge last handed out to render ahead.
    private var preparedEdge: Date?
    /// Whether pointer motion is asked for now.
    private var followsPointer = false
    /// The rows of the readout minute last shown, kept for the minute: working out readouts in
    /// three zones costs far more than the colon ticks that ask for them.
    private var rowsMemo: (key: RowsKey, rows: [RowContent])?
    /// What the rows of one minute depend on besides the minute.
    private struct RowsKey: Hashable {
        var minute: Int, cities: [City], cycle: HourCycle, movie: MovieState, presentCity: City?, cycleMinutes: Int?
    }
    /// The readout minute the overlay's local times were last drawn for.
    private var overlayMinute: Int?
    /// The rows the last tick showed, for easing the bars to the next ones.
    var easedRows: [RowContent]?
    /// The animation's sounds, and how far into it they have been heard (`ClockModel+Sounds`).
    var soundtrack: Soundtrack?
    /// The next time travel is movie mode's return to the present, which sounds its own way.
    var travelReturns = false
    /// The local minute the chime last looked at, so an hour is struck once, when reached.
    var chimeMinute: Int?
    /// The user's sound choices beyond the switch, as the settings file has them.
    public internal(set) var soundChoices = SoundChoices()

    public init(setup: ClockSetup, width: Int, height: Int, seed: UInt64, catalogue: CityCatalogue = .standard) {
        face = setup.face
        window = setup.window
        saved = setup.saved
        savedState = setup.savedState
        damagedOnDisk = setup.damagedOnDisk
        self.width = width
        self.height = height
        seeds = TravelSeeds(seed)
        schedule = FrameSchedule(colon: setup.face.colon)
        overlay = SettingsOverlay(cities: setup.face.cities, width: width, height: height, catalogue: catalogue)
        overlay.windowToggles = window.enabled
        overlay.theme = setup.face.display.theme
        overlay.soundVolume = setup.soundChoices.volume
        screen = setup.screen
        timerFace = TimerFace(timer: setup.timer, presets: setup.presets, saved: setup.savedTimer, bootID: setup.bootID,
                              startsAtLaunch: setup.startsTimer)
        stopwatch = setup.stopwatch
        alarms = setup.alarms
        savedAlarms = setup.savedAlarms
        soundChoices = setup.soundChoices
    }

    /// True when the window can be seen, so painting is worth it.
    public var visible: Bool { mapped && !obscured }

    // MARK: Input

    /// Applies one input at wall-clock time `now` and boot-clock time `boot` (seconds of
    /// `CLOCK_BOOTTIME`, which the timer runs on) and says what the shell must do. Without `boot`
    /// the boot clock is taken to run with the wall clock: enough for anything but a countdown
    /// across a step of the wall clock.
    public mutating func handle(_ input: ClockInput, at now: Date, boot: Double? = nil) -> [ClockEffect] {
        bootNow = boot ?? now.timeIntervalSince1970
        wallNow = now
        var effects = sounding(apply(input, at: now), at: now)
        if noteNextAlarm(at: now), !effects.contains(.repaintOverlay) { effects.append(.repaintOverlay) }
        if showAlarmsInOverlay(), !effects.contains(.repaintOverlay) { effects.append(.repaintOverlay) }
        // The overlay shows movie mode's settings as the face has them now; only an open panel
        // draws them, so a closed one is brought up to date when it opens, not at every tick.
        guard overlay.isOpen || overlay.mode != face.movie.mode else { return effects }
        let movie = MovieSettings(presentCity: face.presentCity, localZone: face.localZone.identifier,
                                  cycleMinutes: face.cycleMinutes, destination: face.shownTrip(at: now).destination)
        if overlay.mode != face.movie.mode || overlay.movie != movie {
            overlay.mode = face.movie.mode
            overlay.movie = movie
            if overlay.isOpen, !effects.contains(.repaintOverlay) { effects.append(.repaintOverlay) }
        }
        return effects
    }

    private mutating func apply(_ input: ClockInput, at now: Date) -> [ClockEffect] {
        switch input {
        case .launch:
            if face.display.intro && face.display.animations && screen == .clock { animation = (.powerOn, now) }
            overlay.displayChecks = checks(at: now)
            relayoutDue = nil
            let started = stopwatch.launch(boot: bootNow, wall: now)
            if !started.isEmpty { return relayout(at: now) + started }
            if timerFace.startsAtLaunch, timer.state == .set {
                timerFace.startsAtLaunch = false
                timer.startOrPause(at: bootNow)
                return relayout(at: now) + saveTimer()
            }
            return relayout(at: now)
        case .key(let press):
            return handleKey(press, at: now)
        case .pointer(let pointer):
            return handlePointer(pointer, at: now)
        case .tick:
            return tick(at: now)
        case .wallClockStepped:
            preparedEdge = nil
            // A step onto a whole hour is not the hour struck.
            chimeMinute = nil
            // The countdown does not move, but the end time its plate shows does.
            return screen == .timer ? [.repaintOverlay] + saveTimer() : []
        case .resized(let w, let h):
            guard w != width || h != height else { return [] }
            width = w
            height = h
            relayoutDue = now.addingTimeInterval(FrameSchedule.relayoutDelay)
            return []
        case .mapped(let on):
            mapped = on
            return []
        case .obscured(let on):
            obscured = on
            return []
        case .settingsChanged(let settings):
            return adopt(settings, at: now)
        case .noticeAction(let tag, let action):
            return handleNoticeAction(tag: tag, action, at: now)
        case .closeRequested:
            return [.quit]
        case .control(let command):
            return handleControl(command, at: now)
        case .quitting(let frame):
            // A file found damaged is not replaced for a window move alone.
            guard !damagedOnDisk, frame.width > 0, frame.height > 0 else { return [] }
            return save { $0.window.frame = frame }
        }
    }

    /// The next instant at which anything visible changes, or a pending relayout is due; nil
    /// when nothing is due and the loop may sleep until an event. With the colon handed off to
    /// the display server (`colonHandOff`), its edges are not the loop's to wake for.
    public func nextWake(after now: Date, colonHandedOff: Bool = false) -> Date? {
        [alarmWake(faceWake(after: now, colonHandedOff: colonHandedOff), after: now), chimeWake(after: now)]
            .compactMap { $0 }.min()
    }

    /// `nextWake` for what the face shows, alarms aside.
    private func faceWake(after now: Date, colonHandedOff: Bool) -> Date? {
        if screen.fillsWindow {
            // The big digits' own edges are on the boot clock (`nextTimerWake`); on the wall
            // clock only a pending relayout and a held preset are due.
            return [relayoutDue, presetWake].compactMap { $0 }.min()
        }
        let wake = schedule.nextWake(after: now, visible: visible, animating: animation != nil,
                                     steadyColon: colonHandedOff || face.lighting(at: now).steadyColon, relayoutDue: relayoutDue)
        guard let typing = entry else { return wake }
        // The fields still to come blink on the colon's edges, and an idle entry is abandoned.
        let entryWake = min(visible ? ColonClock.nextEdge(after: now) : .distantFuture,
                            typing.lastKey.addingTimeInterval(DestinationEntry.timeout))
        return wake.map { min($0, entryWake) } ?? entryWake
    }

    /// The lighting the face has at `now`.
    public func lighting(at now: Date) -> Lighting { face.lighting(at: now) }

    // MARK: Painting

    /// What the face shows at `now` (and `boot`, the boot clock, for the timer), and the next
    /// minute to render ahead when it is time.
    public mutating func frame(at now: Date, boot: Double? = nil) -> ClockFrame {
        if let boot { bootNow = boot }
        if screen == .stopwatch {
            return ClockFrame(picture: .bigDigits(stopwatch.picture(at: bootNow)), prepare: nil)
        }
        if screen == .timer {
            // The next second is worked out now, so the shell can paint it before its edge and
            // show it on the edge with one copy, as the clock does with the next minute.
            let next = timer.nextChange(after: bootNow).map { edge in
                timerFace.content(boot: edge, wall: now.addingTimeInterval(edge - bootNow), zone: face.localZone,
                                  cycle: face.display.hourCycle).picture
            }
            return ClockFrame(picture: .bigDigits(timerContent(at: now).picture), prepare: nil, prepareTimer: next)
        }
        let content = content(at: now)
        if let playing = animation {
            // A wall clock stepped back mid-animation would hold it on its first frame until the
            // clock caught up; it shows the clock instead, and the next tick ends the show.
            let t = now.timeIntervalSince(playing.start)
            if t >= 0, var frame = playing.kind.frame(at: t, target: content.rows) {
                frame.timerLamp = content.timerLamp
                frame.alarmLamp = content.alarmLamp
                return ClockFrame(picture: .animation(frame.quantized, colonLevel: content.colonLevel), prepare: nil)
            }
        }
        if let flashing = alarmFrame(content, at: now) { return flashing }
        if let typing = entry {
            var frame = entryFrame(typing, content: content, at: now)
            frame.timerLamp = content.timerLamp
            frame.alarmLamp = content.alarmLamp
            return ClockFrame(picture: .animation(frame, colonLevel: content.colonLevel), prepare: nil)
        }
        var prepare: FaceContent?
        // Bars that ease into the new minute start from the old one: nothing to render ahead.
        if !face.display.easesSegments, let edge = FrameSchedule.prerenderTarget(after: now), edge != preparedEdge {
            preparedEdge = edge
            prepare = self.content(at: edge)
        }
        return ClockFrame(picture: .clock(content), prepare: prepare)
    }

    /// The face at `now`, with the rows worked out once a minute rather than at every tick.
    public mutating func content(at now: Date) -> FaceContent {
        let key = RowsKey(minute: face.readoutMinute(at: now), cities: face.cities, cycle: face.display.hourCycle,
                          movie: face.movie, presentCity: face.presentCity, cycleMinutes: face.cycleMinutes)
        var content: FaceContent
        if let m = rowsMemo, m.key == key {
            content = FaceContent(rows: m.rows, colonLevel: face.colonLevel(at: now))
        } else {
            let rows = face.rows(at: now)
            rowsMemo = (key, rows)
            content = FaceContent(rows: rows, colonLevel: face.colonLevel(at: now))
        }
        content.timerLamp = TimerLamp(timer, at: bootNow)
        content.alarmLamp = alarms.armed
        return content
    }

    /// Starts `animation` as if it had begun at `start`: the command line renders any frame of
    /// either one this way. A time travel leaves from the rows shown at `start`.
    public mutating func play(_ name: AnimationName, startedAt start: Date, seed: UInt64) {
        switch name {
        case .powerOn: animation = (.powerOn, start)
        case .timeTravel: animation = (.timeTravel(from: face.rows(at: start), seed: seed), start)
        }
    }
}

// MARK: - Keys and pointer

extension ClockModel {
    private mutating func handleKey(_ press: KeyPress, at now: Date) -> [ClockEffect] {
        if let effects = handleAlarmKey(press, at: now) { return effects }
        if overlay.capturesInput {
            guard let key = OverlayKey(keysym: press.keysym, modifiers: press.modifiers, text: press.text) else { return [] }
            return apply(overlay.handle(.key(key)), at: now)
        }
        if let effects = handleFaceKey(press, at: now) { return effects }
        if let effects = handleEntryKey(press, at: now) { return effects }
        // Any key but a lone modifier (half of a shortcut) ends an animation; one with a function
        // then does it, so Ctrl+comma during the power-on opens the settings at once.
        var effects = Keysym.isModifier(press.baseKeysym) ? [] : skipAnimation()
        switch KeyBindings.action(keysym: press.baseKeysym, modifiers: press.modifiers) {
        case .quit?: effects.append(.quit)
        case .toggleFullscreen?: effects.append(.toggleFullscreen)
        case .openSettings?: effects += apply(overlay.handle(.key(.ctrlComma)), at: now)
        case .display(let action)?: effects += perform(action, at: now)
        case nil: break
        }
        return effects
    }

    private mutating func handlePointer(_ pointer: PointerInput, at now: Date) -> [ClockEffect] {
        if let effects = handleFacePointer(pointer, at: now) { return effects }
        switch pointer {
        case .button(let number, let pressed, let point, let root):
            var effects = pressed && !overlay.capturesInput ? skipAnimation() : []
            if pressed, number == OverlayEvent.XButton.left, !overlay.capturesInput, window.isOn(.borderless) {
                // Without a title bar the face is the handle: the window manager takes the drag.
                return effects + [.beginMove(root: root, button: number)]
            }
            if let event = OverlayEvent.button(number, pressed: pressed, at: point) {
                effects += apply(overlay.handle(event), at: now)
            }
            return effects
        case .motion(let point):
            return apply(overlay.handle(.motion(to: point)), at: now)
        }
    }

    mutating func skipAnimation() -> [ClockEffect] {
        guard animation != nil else { return [] }
        animation = nil
        return [.endAnimation] + silenceSoundtrack()
    }
}

// MARK: - What the overlay and the keys decided

extension ClockModel {
    /// Carries out what the overlay decided, as far as the model goes, and passes on the rest.
    mutating func apply(_ decided: [OverlayEffect], at now: Date) -> [ClockEffect] {
        var effects: [ClockEffect] = []
        for effect in decided {
            switch effect {
            case .citiesChanged(let cities):
                travel(from: face.rows(at: now), at: now)
                face.show(cities: cities)
                effects += save { $0.cities = cities }
                effects.append(.repaintOverlay)
            case .close, .repaint:
                effects.append(.repaintOverlay)
            case .toggleFullscreen:
                effects.append(.toggleFullscreen)
            case .toggleWindow(let toggle):
                window.flip(toggle)
                let on = window.isOn(toggle)
                overlay.windowToggles = window.enabled
                effects.append(.setWindowToggle(toggle, on: on))
                effects += save {
                    if on { $0.window.enabled.insert(toggle) } else { $0.window.enabled.remove(toggle) }
                }
            case .display(let action):
                effects += perform(action, at: now)
            case .presentCityChanged(let city):
                let from = face.rows(at: now)
                face.showPresent(city)
                travel(from: from, at: now)
                effects += save { $0.presentCity = city }
                effects.append(.repaintOverlay)
            case .cycleChanged(let minutes):
                face.cycleMinutes = minutes
                effects += save { $0.cycleMinutes = minutes }
                effects.append(.repaintOverlay)
            case .themeChanged(let name):
                effects += chooseTheme(name, at: now)
            case .volumeChanged(let volume):
                soundChoices.volume = volume
                effects += save { $0.sound.volume = volume }
                effects.append(.repaintOverlay)
            case .alarmsChanged(let list):
                effects += changeAlarms(list)
            case .quit:
                effects.append(.quit)
            }
        }
        if overlay.capturesInput != followsPointer {
            followsPointer = overlay.capturesInput
            effects.append(.followPointer(followsPointer))
        }
        return effects
    }

    /// A key's or the menu's change to the face.
    mutating func perform(_ action: DisplayAction, at now: Date) -> [ClockEffect] {
        var effects: [ClockEffect] = []
        switch action {
        case .toggleTimer: return toggleScreen(.timer, at: now)
        case .toggleStopwatch: return toggleScreen(.stopwatch, at: now)
        case .nextTheme: return chooseTheme(face.display.theme.next, at: now)
        case .toggleMode, .returnToPresent, .timeTravel:
            // The timer face has no rows to travel: the clock's journeys wait for the clock.
            guard screen == .clock else { return [] }
            guard action == .timeTravel, face.movie.mode != .movie else { return performMovie(action, at: now) }
            travel(from: face.rows(at: now), at: now, always: true)
            return effects
        default: break
        }
        if action == .toggleNight, face.display.night == .auto, let schedule = face.display.nightSchedule {
            // With a schedule, N overrides it until it would next change on its own, and the
            // file keeps its schedule.
            face.nightOverride = NightOverride(night: !face.isNight(at: now),
                                               until: schedule.nextChange(after: now, zone: face.localZone))
        } else {
            face.nightOverride = nil
            face.display = face.display.applying(action, isNightNow: face.isNight(at: now))
            let shown = face.display
            // Only the setting the action changed is written: flags given for this run stay out.
            effects += save { $0.display = $0.display.taking(action, from: shown) }
        }
        overlay.displayChecks = checks(at: now)
        effects.append(.repaintOverlay)
        return effects
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

    /// Applies `change` to the settings the file holds, and asks for a save only if that changed
    /// anything.
    mutating func save(_ change: (inout Settings) -> Void) -> [ClockEffect] {
        guard let base = saved else { return [] }
        var settings = base
        change(&settings)
        guard settings != base else { return [] }
        saved = settings
        damagedOnDisk = false
        return [.saveSettings(FileChange(base: base, mine: settings))]
    }

    /// Another program changed the settings file: what changed there shows at once. Settings that
    /// did not change in the file keep what this run shows (a flag, a key pressed).
    private mutating func adopt(_ settings: Settings, at now: Date) -> [ClockEffect] {
        guard let old = saved, settings != old else { return [] }
        saved = settings
        var effects: [ClockEffect] = []
        if settings.cities != old.cities, settings.cities != face.cities {
            travel(from: face.rows(at: now), at: now)
            face.show(cities: settings.cities)
            overlay.replaceCities(settings.cities)
        }
        face.display = face.display.adopting(changesFrom: old.display, to: settings.display)
        overlay.theme = face.display.theme
        if settings.presentCity != old.presentCity { face.showPresent(settings.presentCity) }
        if settings.cycleMinutes != old.cycleMinutes { face.cycleMinutes = settings.cycleMinutes }
        if settings.timerPresets != old.timerPresets {
            timerFace.presets = settings.timerPresets
            if screen == .timer { effects += relayout(at: now) }
        }
        effects += adoptAlarms(settings, at: now)
        soundChoices = settings.sound
        overlay.soundVolume = settings.sound.volume
        if face.display.night != old.display.night || settings.display.nightSchedule != old.display.nightSchedule {
            face.nightOverride = nil
        }
        for toggle in WindowToggle.allCases where settings.window.isOn(toggle) != old.window.isOn(toggle) {
            let on = settings.window.isOn(toggle)
            guard window.isOn(toggle) != on else { continue }
            window.flip(toggle)
            effects.append(.setWindowToggle(toggle, on: on))
        }
        overlay.windowToggles = window.enabled
        overlay.displayChecks = checks(at: now)
        effects.append(.repaintOverlay)
        return effects
    }
}

// MARK: - Time

extension ClockModel {
    private mutating func tick(at now: Date) -> [ClockEffect] {
        var effects: [ClockEffect] = []
        if let due = relayoutDue, now >= due {
            relayoutDue = nil
            effects += relayout(at: now)
        } else if relayoutDue == nil, let built = builtLighting, built != face.lighting(at: now) {
            // Brightness or night mode changed (a key, the schedule): every layer is painted with
            // the lighting, so the face is built again, as for a new size.
            effects += relayout(at: now)
            overlay.displayChecks = checks(at: now)
        } else if relayoutDue == nil, let built = builtLook, built != face.display.lookChoice {
            // The theme, its colours or its easing changed: every layer is painted in the look.
            effects += relayout(at: now)
        }
        if let playing = animation {
            // Every sequence ends at its duration: no need to work out its frame a second time.
            let t = now.timeIntervalSince(playing.start)
            if t < 0 || t >= playing.kind.duration {
                animation = nil
                effects.append(.endAnimation)
            }
        }
        easeTick(at: now)
        effects += faceTick(at: now)
        effects += alarmTick(at: now)
        effects += followCycle(at: now)
        if let typing = entry, typing.hasTimedOut(at: now) {
            entry = nil
            effects.append(.endAnimation)
        }
        // The overlay's local times move with the face's minute.
        let minute = face.readoutMinute(at: now)
        if overlay.capturesInput, minute != overlayMinute, !effects.contains(.repaintOverlay) {
            effects.append(.repaintOverlay)
        }
        overlayMinute = minute
        return effects
    }

    /// The face is laid out for the current size and lighting; the overlay follows the size.
    mutating func relayout(at now: Date) -> [ClockEffect] {
        builtLighting = face.lighting(at: now)
        builtLook = face.display.lookChoice
        builtShape = bigDigitsShape(at: now)
        preparedEdge = nil
        var effects: [ClockEffect] = [.relayout]
        effects += apply(overlay.handle(.resize(width: width, height: height)), at: now)
        if overlay.capturesInput, !effects.contains(.repaintOverlay) { effects.append(.repaintOverlay) }
        return effects
    }
}

extension DisplayPreferences {
    /// These preferences (what shows) with each setting that differs between `old` and `new`
    /// (the file before and after another program changed it) taken from `new`.
    public func adopting(changesFrom old: DisplayPreferences, to new: DisplayPreferences) -> DisplayPreferences {
        var p = self
        if old.hourCycle != new.hourCycle { p.hourCycle = new.hourCycle }
        if old.brightness != new.brightness { p.brightness = new.brightness }
        if old.night != new.night { p.night = new.night }
        if old.nightSchedule != new.nightSchedule { p.nightSchedule = new.nightSchedule }
        if old.intro != new.intro { p.intro = new.intro }
        if old.animations != new.animations { p.animations = new.animations }
        if old.theme != new.theme { p.theme = new.theme }
        if old.colors != new.colors { p.colors = new.colors }
        if old.easing != new.easing { p.easing = new.easing }
        if old.sounds != new.sounds { p.sounds = new.sounds }
        return p
    }
}
