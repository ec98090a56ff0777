import FoundationEssentials

/// The whole clock as one value: what it shows, what it is doing, and what it remembers.
///
/// Every input goes through `handle(_:at:)`, which changes the state and returns the effects for
/// the shell to carry out; `frame(at:)` says what to paint and `nextWake(after:)` when to wake.
/// The X11 shell translates events into `ClockInput`s and carries out `ClockEffect`s, and reads
/// the view (`view(at:)`) and a few answers (`nextWake`, `colonHandOff`, `refusal(of:)`), never the model's parts. The headless commands build the
/// same model from the same files and render its `frame(at:)`. Tests drive every input directly,
/// with the clock and the travel seeds injected.
public struct ClockModel: Sendable {
    /// The clock face: its rows, what plays on them, movie mode's record (`ClockFace`).
    var clock: ClockFace
    /// The settings overlay and the right-click menu.
    var overlay: SettingsOverlay
    /// What the user chose that the model keeps beside the face: the settings file's record, the
    /// window's behaviours, sleep travel, start at login (`ChosenSettings`).
    var chosen: ChosenSettings
    /// Which face shows: the clock, the timer or the stopwatch.
    var shown: FaceScreen
    /// The timers (the first, the timer face's own, and the named ones beside it) and the
    /// stopwatch, which count whichever face shows (`ClockModel+Faces`).
    var timers: Timers
    var stopwatch: StopwatchFace
    /// The alarms: the list, what rings, what is snoozed, their record (`ClockModel+Alarms`).
    var alarms: AlarmClock
    /// The reminders' notices, given here only while this window rings the alarms
    /// (`ClockModel+Reminders`).
    var reminderNotices: ReminderNotices
    /// Who rings the alarms, this window or the alarm service, and when to start the service.
    var alarmService = FollowedAlarmService()
    /// The wall and boot clocks at the input being handled.
    private var handled = HandledAt(wall: Date(timeIntervalSince1970: 0), boot: 0)
    /// The window as the model knows it: size, pending relayout, whether it can be seen
    /// (`WindowState`; the view of the whole clock is `view(at:)`).
    private(set) var window: WindowState
    /// What the face was last laid out with; a change of any of it lays the face out again.
    var built = BuiltLayout(shape: nil, lighting: nil, look: nil)
    /// The sound choices, the beep on the second and the voice that speaks the hour (`ClockSounds`).
    var sounds = ClockSounds()
    /// The user's language, for everything the model words: menu, panel, notices, the keys card.
    public let words: Words
    /// What has been announced and told: D-Bus status, zone warnings, the news (`Announcements`).
    var announcements: Announcements
    /// Trips announced to the props over MQTT: the run-up, the re-entry (`ClockModel+Props`).
    var propTrips = PropTrips()

    public init(setup: ClockSetup, width: Int, height: Int, seed: UInt64, catalogue: CityCatalogue = .standard) {
        clock = ClockFace(face: setup.face, saved: setup.savedState, seed: seed)
        chosen = ChosenSettings(record: SettingsRecord(saved: setup.saved, damagedOnDisk: setup.damagedOnDisk), window: setup.window,
                                sleepTravel: setup.sleepTravel, startAtLogin: setup.startAtLogin)
        window = WindowState(width: width, height: height)
        overlay = SettingsOverlay(width: width, height: height, catalogue: catalogue)
        words = setup.words
        let timer = TimerFace(timer: setup.timer, presets: setup.presets, startsAtLaunch: setup.startsTimer, words: words)
        shown = setup.screen
        timers = Timers(face: timer, record: setup.timerRecord, saved: setup.savedTimer, bootID: setup.bootID, words: words)
        stopwatch = setup.stopwatch
        alarms = setup.alarms
        reminderNotices = ReminderNotices(reminders: setup.reminders)
        _ = sounds.handle(.adopt(setup.soundChoices))
        // Those of the launch were said with the settings' warnings, before the window opened.
        announcements = Announcements(zoneWarningsSaid: setup.face.zones.warnings.count)
    }

    /// What the face shows: cities, readout clock, colon, display preferences, night override.
    var face: FaceChoices { clock.face }

    /// When the face's frames fall due, for this run's colon.
    private var schedule: FrameSchedule { FrameSchedule(colon: face.colon) }
    /// The animation playing and when it started; nil while the clock just ticks.
    var animation: (kind: FaceAnimation, start: Date)? { clock.animation }
    /// When the animation playing began, and the time travel's (nil while none plays): the
    /// window's timing trace reads them.
    public var animationStart: Date? { clock.animation?.start }
    public var travelStart: Date? { clock.travelling ? clock.animation?.start : nil }
    /// A destination being typed in movie mode.
    public var entry: DestinationEntry? { clock.entry }
    /// The settings as the file holds them (as last read or written); nil when this run writes
    /// nothing, so no save is ever asked for.
    public var saved: Settings? { chosen.record.saved }
    public var width: Int { window.width }
    public var height: Int { window.height }
    public var relayoutDue: Date? { window.relayoutDue }
    public var mapped: Bool { window.mapped }
    public var obscured: Bool { window.obscured }
    /// Whether pointer motion is wanted now: while the overlay or the menu takes the pointer.
    public var followsPointer: Bool { window.followsPointer }
    /// The boot clock and the wall clock at the input being handled: the countdown's time and
    /// the face's.
    var bootNow: Double { handled.boot }
    var wallNow: Date { handled.wall }

    /// True when the window can be seen, so painting is worth it.
    public var visible: Bool { window.visible }

    /// The colon's style for this run (`--colon`): the window builds its colon painter with it.
    public var colonStyle: ColonStyle { face.colon }

    /// The window behaviours on now (borderless, on top, desktop…).
    public var windowToggles: Set<WindowToggle> { chosen.window.enabled }

    /// Whether the overlay or menu takes the keys: typed names want an input method.
    public var takesText: Bool { overlay.capturesInput }

    /// Whether the model announces its status and trips (`.statusChanged`, `.travelCompleted`):
    /// a window with a D-Bus service switches it on; a model nobody listens to spends nothing on it.
    public var announces: Bool { announcements.on }

    /// A window with a D-Bus service listens: from then on the model announces its status and trips.
    public mutating func listen() { _ = announcements.handle(.listen) }

    // MARK: Input

    /// Applies one input at wall-clock time `now` and boot-clock time `boot` (seconds of
    /// `CLOCK_BOOTTIME`, which the timer runs on) and says what the shell must do. Without `boot`
    /// the boot clock is taken to run with the wall clock: enough for anything but a countdown
    /// across a step of the wall clock.
    public mutating func handle(_ input: ClockInput, at now: Date, boot: Double? = nil) -> [ClockEffect] {
        handled = HandledAt(wall: now, boot: boot ?? now.timeIntervalSince1970)
        let travelling = clock.travelling, departed = face.movie.departed
        let trip = tripMark
        let applied = apply(input, at: now)
        armBeep(ifTripSince: trip, at: now)
        var effects = sounding(applied, at: now)
        effects += startAlarmServiceIfDue(after: input)
        if overlayRepaintDue(at: now), !effects.contains(.repaintOverlay) { effects.append(.repaintOverlay) }
        // The big-digit faces show no rows: their frames need not pay for the minute's readouts.
        if shown == .clock { _ = clock.handle(.remember(at: now)) }
        let told = announce(input, after: effects, travelling: travelling, departed: departed, at: now)
        if announcements.on { tellNews(effects + told, at: now) }
        return effects + told
    }

    /// Keeps what a person should be told of what this input brought (`NewsDesk`), for the view.
    private mutating func tellNews(_ effects: [ClockEffect], at now: Date) {
        let landed = effects.contains { if case .travelCompleted = $0 { true } else { false } }
        let present = landed ? ReadoutRow.rows(of: face, shown: face.propRows(at: now))
            .first { $0.role == RowRole.present.name }.map { SpokenTime.row(of: $0, words: words) } : nil
        _ = announcements.handle(.news(effects, landedAt: present, words: words, at: now))
    }

    /// Whether what the overlay paints at `now` differs from what it was last found to paint,
    /// whatever changed it (a key, the settings file, a once alarm switching itself off, the MQTT
    /// link, the countdown to a departure, the minute of the cities' local times); remembers it.
    /// Whole pictures are compared, so a new field cannot be left out of the decision.
    private mutating func overlayRepaintDue(at now: Date) -> Bool {
        let picture = overlayPicture(at: now)
        let minute = picture == nil ? nil : face.readoutMinute(at: now)
        return window.handle(.overlayPainted(picture, minute: minute)) == [.overlayChanged]
    }

    /// What the input changed that others hear of: zone warnings newly due, and, while the model
    /// announces, a trip landed and what changed in the status (not worked out for a quiet tick
    /// in the same minute, which changes nothing a listener sees).
    private mutating func announce(_ input: ClockInput, after effects: [ClockEffect], travelling: Bool, departed: CivilDateTime,
                                   at now: Date) -> [ClockEffect] {
        let warnings = face.zones.warnings
        var said: [ClockEffect] = announcements.handle(.zoneWarnings(count: warnings.count)).flatMap { event -> [ClockEffect] in
            guard case .zoneWarningsDue(let from) = event else { return [] }
            return warnings[from...].map(ClockEffect.zoneWarning)
        }
        guard announcements.on else { return said }
        // A trip ends when its animation does; with animations off, as soon as it is made.
        let landed = travelling ? effects.contains(.endAnimation) : !face.display.animations && face.movie.departed != departed
        if landed { said.append(.travelCompleted(face.movie.mode)) }
        let minute = face.readoutMinute(at: now)
        // A countdown may run out on a tick that asks nothing of the shell (the alarm service
        // rings it and writes its end): its TimerFinished is due all the same.
        let timerState = ClockStatus.TimerStateName(timer.state)
        if input == .tick && effects.isEmpty && minute == announcements.minute && timerState == announcements.status.last?.timerState
            && timers.others.isEmpty {
            return said
        }
        let told = announcements.handle(.status(status(at: now, boot: bootNow), nextAlarm: nextAlarmText(at: now), presets: presets,
                                                          minute: minute))
        for case .statusChanged(let change) in told { said.append(.statusChanged(change)) }
        return said
    }

    private mutating func apply(_ input: ClockInput, at now: Date) -> [ClockEffect] {
        switch input {
        case .launch:
            return launch(at: now) + autostartAtLaunch()
        case .key(let press):
            return handleKey(press, at: now)
        case .pointer(let pointer):
            return handlePointer(pointer, at: now)
        case .tick:
            return tick(at: now)
        case .wallClockStepped:
            // A step onto a whole hour is not the hour struck.
            _ = clock.handle(.forgetChime)
            _ = sounds.handle(.wallClockStepped)
            // The countdown does not move, but the end time its plate shows does.
            return shown == .timer ? [.repaintOverlay] + saveTimer() : []
        case .systemZoneChanged(let zone):
            guard zone != face.localZone else { return [] }
            _ = clock.handle(.localZone(zone))
            // The local time jumped as after a step of the wall clock; the panel names the zone.
            let stepped = apply(.wallClockStepped, at: now)
            return stepped.contains(.repaintOverlay) ? stepped : stepped + [.repaintOverlay]
        case .resized(let w, let h):
            guard window.handle(.resized(width: w, height: h, at: now)) == [.resized] else { return [] }
            return sketch(at: now)
        case .sketchShown:
            _ = window.handle(.sketchShown(at: now))
            return []
        case .mapped(let on):
            _ = window.handle(.mapped(on))
            return []
        case .obscured(let on):
            _ = window.handle(.obscured(on))
            return []
        case .focused(let on):
            _ = window.handle(.focused(on))
            return []
        case .settingsChanged(let settings):
            return adopt(settings, at: now)
        case .timersChanged(let record):
            return carryOut(timers.handle(.adopt(record, boot: bootNow, wall: now, day: localDay)), at: now)
        case .noticeAction(let tag, let action):
            return handleNoticeAction(tag: tag, action, at: now)
        case .alarmService(let report):
            return followAlarmService(report)
        case .alarmServiceRang(let label):
            return [.alarmRinging(label: label)]
        case .alarmServiceStartAnswered:
            return []  // Heard with every input (`startAlarmServiceIfDue`).
        case .spoken(let failure):
            _ = sounds.handle(.spoken(failure: failure))
            return []
        case .closeRequested:
            return [.quit]
        case .sleep(let going):
            return sleepTravelled(going: going, at: now)
        case .control(let command):
            return handleControl(command, at: now)
        case .prop(let command):
            return propCommand(command, at: now)
        case .propMessage(let text):
            return propMessage(text, at: now)
        case .roomReading(let quantity, let payload):
            _ = clock.handle(.replica(.message(quantity, payload: payload, at: now)))
            return []
        case .propLink(let connected, let state):
            return propLink(connected: connected, state: state)
        case .quitting(let frame):
            // A file found damaged is not replaced for a window move alone.
            guard !chosen.record.damagedOnDisk, frame.width > 0, frame.height > 0 else { return [] }
            return save { $0.window.frame = frame }
        }
    }

    /// The window opened: the power-on, the first layout, a timer or stopwatch asked to start.
    private mutating func launch(at now: Date) -> [ClockEffect] {
        if shown == .clock { _ = clock.handle(.powerOn(at: now)) }
        _ = window.handle(.laidOut)
        let started = carryOut(stopwatch.handle(.launch, boot: bootNow, wall: now))
        if !started.isEmpty { return relayout(at: now) + started }
        if !timers.handle(.face(.launch(boot: bootNow))).isEmpty { return relayout(at: now) + saveTimer() }
        return relayout(at: now)
    }

    /// The next instant at which anything visible changes, or a pending relayout is due; nil
    /// when nothing is due and the loop may sleep until an event. With the colon handed off to
    /// the display server (`colonHandOff`), its edges are not the loop's to wake for.
    public func nextWake(after now: Date, colonHandedOff: Bool = false) -> Date? {
        [alarmWake(faceWake(after: now, colonHandedOff: colonHandedOff), after: now), reminderWake(after: now), clock.chimeWake(after: now, chime: sounds.choices.chime),
         sounds.beep.nextWake(after: now), propWake, speechWake, clock.departureWake(after: now), clock.nightEdge(after: now),
         clock.roomEdge(after: now)]
            .compactMap { $0 }.min()
    }

    /// `nextWake` for what the face shows, alarms aside.
    private func faceWake(after now: Date, colonHandedOff: Bool) -> Date? {
        if shown.fillsWindow {
            // The big digits' own edges are on the boot clock (`nextTimerWake`); on the wall
            // clock only a pending relayout and a held preset are due.
            return [window.relayoutDue, presetWake].compactMap { $0 }.min()
        }
        let wake = schedule.nextWake(after: now, visible: visible, animating: animation != nil,
                                     steadyColon: colonHandedOff || face.holdsColon(at: now), relayoutDue: window.relayoutDue)
        // The fields still to come blink on the colon's edges, and an idle entry is abandoned.
        guard let entryWake = clock.entryWake(after: now, visible: visible) else { return wake }
        return wake.map { min($0, entryWake) } ?? entryWake
    }

    /// The lighting the face has at `now`.
    public func lighting(at now: Date) -> Lighting { face.lighting(at: now) }

    // MARK: Painting

    /// What the face shows at `now` (and `boot`, the boot clock, for the timer), and the next
    /// minute to render ahead in the second before it (the shell renders a minute once). A pure
    /// view of the model: two calls for one instant give one frame. It is `view(at:)`'s picture,
    /// which the window's loop asks for alone: it paints at every colon step, and the rows'
    /// words change only with the minute.
    public func frame(at now: Date, boot: Double? = nil) -> ClockFrame {
        let boot = boot ?? bootNow
        if shown == .stopwatch {
            return ClockFrame(picture: .bigDigits(stopwatch.picture(at: boot)), prepare: nil)
        }
        if shown == .timer {
            // The next second is worked out now, so the shell can paint it before its edge and
            // show it on the edge with one copy, as the clock does with the next minute.
            let next = timers.nextPicture(after: boot).map { edge in
                timers.content(boot: edge, wall: now.addingTimeInterval(edge - boot), zone: face.localZone,
                                  cycle: face.display.hourCycle).picture
            }
            return ClockFrame(picture: .bigDigits(timerContent(at: now, boot: boot).picture), prepare: nil, prepareTimer: next)
        }
        let content = content(at: now, boot: boot)
        if var frame = clock.animationFrame(over: content, at: now) {
            frame.timerLamp = content.timerLamp
            frame.alarmLamp = content.alarmLamp
            return ClockFrame(picture: .animation(frame, colonLevel: content.colonLevel), prepare: nil)
        }
        if let flashing = alarmFrame(content, at: now) { return flashing }
        if let typing = entry {
            var frame = clock.entryFrame(typing, content: content, at: now)
            frame.timerLamp = content.timerLamp
            frame.alarmLamp = content.alarmLamp
            return ClockFrame(picture: .animation(frame, colonLevel: content.colonLevel), prepare: nil)
        }
        // Bars that ease into the new minute start from the old one: nothing to render ahead.
        let prepare = face.display.easesSegments ? nil : FrameSchedule.prerenderTarget(after: now).map { self.content(at: $0, boot: boot) }
        return ClockFrame(picture: .clock(content), prepare: prepare)
    }

    /// The face at `now`, with the rows of the minute last handled kept rather than worked out
    /// at every tick.
    public func content(at now: Date, boot: Double? = nil) -> FaceContent {
        var content = clock.content(at: now)
        content.timerLamp = TimerLamp(all: timers.countdowns, at: boot ?? bootNow)
        content.alarmLamp = alarmLampLit
        return content
    }

    /// Starts `animation` as if it had begun at `start`: the command line renders any frame of
    /// either one this way. A time travel leaves from the rows shown at `start`.
    public mutating func play(_ name: AnimationName, startedAt start: Date, seed: UInt64) {
        _ = clock.handle(.play(name, startedAt: start, seed: seed))
    }

    /// The settings panel or menu to paint over the face at `now`, while one takes the input: the
    /// overlay with what it shows, the instant whose local times it shows, and the face's zones
    /// (so painting reads no zone file).
    public func overlayView(at now: Date) -> (overlay: OverlayPicture, instant: Date, zones: ShownZones)? {
        overlayPicture(at: now).map { ($0, face.readouts.instant(atWallClock: now), face.zones) }
    }
}

// MARK: - Keys and pointer

extension ClockModel {
    private mutating func handleKey(_ press: KeyPress, at now: Date) -> [ClockEffect] {
        if let effects = handleAlarmKey(press, at: now) { return effects }
        // The keys card goes on any key but a lone modifier, and that key does nothing more: it
        // was pressed to put the card away.
        if overlay.keysCard != nil {
            guard !Keysym.isModifier(press.baseKeysym) else { return [] }
            return handleInOverlay(.closeKeysCard, at: now)
        }
        if !overlay.capturesInput, press.baseKeysym == Keysym.f1 || press.text == "?" {
            let shown = handleInOverlay(.showKeysCard(keysCardFace), at: now)
            return skipAnimation() + shown
        }
        if overlay.capturesInput {
            guard let key = OverlayKey(keysym: press.keysym, modifiers: press.modifiers, text: press.text) else { return [] }
            return handleInOverlay(.key(key), at: now)
        }
        if let effects = handleFaceKey(press, at: now) { return effects }
        if let effects = handlePlanKey(press, at: now) { return effects }
        let typed = clock.handle(.key(press, at: now))
        if typed != [.declined] { return carryOut(typed) }
        // Any key but a lone modifier (half of a shortcut) ends an animation; one with a function
        // then does it, so Ctrl+comma during the power-on opens the settings at once.
        var effects = Keysym.isModifier(press.baseKeysym) ? [] : skipAnimation()
        switch KeyBindings.action(keysym: press.baseKeysym, modifiers: press.modifiers) {
        case .quit?: effects.append(.quit)
        case .toggleFullscreen?: effects.append(.toggleFullscreen)
        case .openSettings?: effects += handleInOverlay(.key(.ctrlComma), at: now)
        case .display(let action)?: effects += perform(action, at: now)
        case .speakTime?: effects += speakTime(at: now)
        case nil: break
        }
        return effects
    }

    /// The face whose keys the card lists.
    var keysCardFace: KeysCard.Face {
        switch shown {
        case .timer: .timer
        case .stopwatch: .stopwatch
        case .clock: face.plan.isOn ? .plan : face.movie.mode == .movie ? .movie : .world
        }
    }

    private mutating func handlePointer(_ pointer: PointerInput, at now: Date) -> [ClockEffect] {
        // A click anywhere puts the keys card away, and does nothing more.
        if overlay.keysCard != nil {
            guard case .button(_, pressed: true, _, _) = pointer else { return [] }
            return handleInOverlay(.closeKeysCard, at: now)
        }
        if let effects = handleFacePointer(pointer, at: now) { return effects }
        if let effects = handlePlanPointer(pointer, at: now) { return effects }
        switch pointer {
        case .button(let number, let pressed, let point, let root):
            var effects = pressed && !overlay.capturesInput ? skipAnimation() : []
            if pressed, number == OverlayEvent.XButton.left, !overlay.capturesInput, chosen.window.isOn(.borderless) {
                // Without a title bar the face is the handle: the window manager takes the drag.
                return effects + [.beginMove(root: root, button: number)]
            }
            if let event = OverlayEvent.button(number, pressed: pressed, at: point) {
                effects += handleInOverlay(event, at: now)
            }
            return effects
        case .motion(let point):
            return handleInOverlay(.motion(to: point), at: now)
        }
    }

    mutating func skipAnimation() -> [ClockEffect] { carryOut(clock.handle(.skipAnimation)) }

    /// The clock face's events, carried out.
    mutating func carryOut(_ events: [ClockFace.Event]) -> [ClockEffect] {
        events.compactMap { event in
            switch event {
            // Handled where the key was routed: a declined key goes to the window's bindings.
            case .declined: nil
            case .ended: .endAnimation
            // The prop's sounds at night's volume; the timer's end and the alarms ring elsewhere.
            case .sound(let effect): .playSound(effect, choices: sounds.choices.atNight(face.isNight(at: wallNow)))
            case .silenced: .stopSounds
            case .stateChanged(let change): .saveState(change)
            case .shownChanged: .repaintOverlay
            case .copy(let line): .copyToClipboard(line)
            }
        }
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
                _ = clock.handle(.travel(from: face.rows(at: now), at: now))
                _ = clock.handle(.showCities(cities))
                effects += save { $0.cities = cities }
                effects.append(.repaintOverlay)
            case .close, .repaint:
                effects.append(.repaintOverlay)
            case .toggleFullscreen:
                effects.append(.toggleFullscreen)
            case .toggleStartAtLogin:
                effects += toggleStartAtLogin()
            case .toggleWindow(let toggle):
                for case .windowToggled(let toggle, let on, let enabled) in chosen.handle(.flip(toggle)) {
                    effects.append(.setWindowToggle(toggle, on: on, enabled: enabled))
                    effects += save {
                        if on { $0.window.enabled.insert(toggle) } else { $0.window.enabled.remove(toggle) }
                    }
                }
            case .display(let action):
                effects += perform(action, at: now)
            case .presentCityChanged(let city):
                let from = face.rows(at: now)
                _ = clock.handle(.showPresent(city))
                _ = clock.handle(.travel(from: from, at: now))
                effects += save { $0.presentCity = city }
                effects.append(.repaintOverlay)
            case .departureCancelled:
                effects += departAt(nil, at: now)
                effects.append(.repaintOverlay)
            case .departureChosen(let date):
                effects += chooseDeparture(date, at: now)
            case .exhibitionChanged(let time):
                effects += showExhibition(time, at: now) + save { $0.exhibition = time } + [.repaintOverlay]
            case .toggleSpeakHours:
                effects += toggleSpeakHours()
            case .cycleChanged(let minutes):
                _ = clock.handle(.cycle(minutes: minutes))
                effects += save { $0.cycleMinutes = minutes }
                effects.append(.repaintOverlay)
            case .themeChanged(let name):
                effects += chooseTheme(name, at: now)
            case .beepChanged(let mode):
                effects += chooseBeep(mode, at: now)
            case .displayModeChanged(let mode):
                effects += chooseDisplayMode(mode, at: now)
            case .toggleExhibition:
                effects += toggleExhibition(at: now)
            case .toggleVariant(let variant):
                effects += toggleVariant(variant, at: now)
            case .speakTime:
                effects += speakTime(at: now)
            case .volumeChanged(let volume):
                var choices = sounds.choices
                choices.volume = volume
                _ = sounds.handle(.adopt(choices))
                effects += save { $0.sound.volume = volume }
                effects.append(.repaintOverlay)
            case .alarmsChanged(let list):
                effects += changeAlarms(list)
            case .remindersChanged(let list):
                effects += changeReminders(list)
            case .timerAdded(let seconds, let cycle, let thresholds, let name, let start):
                effects += addTimer(seconds: seconds, cycle: cycle, thresholds: thresholds, name: name, start: start, at: now)
            case .timerAsked(let verb, let number):
                effects += handleControl(.namedTimer(verb, String(number)), at: now)
            case .quit:
                effects.append(.quit)
            }
        }
        for case .pointerFollowed(let on) in window.handle(.takesPointer(overlay.capturesInput)) {
            effects.append(.followPointer(on))
        }
        return effects
    }

    /// A key's or the menu's change to the face.
    mutating func perform(_ action: DisplayAction, at now: Date) -> [ClockEffect] {
        var effects: [ClockEffect] = []
        switch action {
        case .toggleTimer: return toggleScreen(.timer, at: now)
        case .toggleStopwatch: return toggleScreen(.stopwatch, at: now)
        case .togglePlan: return togglePlan(at: now)
        case .nextTheme: return chooseTheme(face.display.theme.next, at: now)
        case .toggleMode, .returnToPresent, .timeTravel:
            // The timer face has no rows to travel: the clock's journeys wait for the clock.
            guard shown == .clock else { return [] }
            if let announced = announcedTrip(action, at: now) { return announced }
            let events = clock.handle(.display(action, at: now))
            return carryOut(events)
        default: break
        }
        if action == .toggleNight, face.display.followsSchedule {
            // With a schedule, N overrides it until it would next change on its own (or for the
            // time `night-hold` sets), and the file keeps its schedule.
            _ = clock.handle(.overrideNight(at: now, until: face.display.nightHold.map { now.addingTimeInterval(Double($0)) }))
        } else {
            _ = clock.handle(.displayChosen(action, at: now))
            let shown = face.display
            // Only the setting the action changed is written: flags given for this run stay out.
            effects += save { $0.display = $0.display.taking(action, from: shown) }
        }
        effects.append(.repaintOverlay)
        return effects
    }

    /// Applies `change` to the settings the file holds, and asks for a save only if that changed
    /// anything.
    mutating func save(_ change: (inout Settings) -> Void) -> [ClockEffect] {
        guard let base = chosen.record.saved else { return [] }
        var settings = base
        change(&settings)
        guard settings != base else { return [] }
        _ = chosen.handle(.saved(settings))
        return [.saveSettings(FileChange(base: base, mine: settings))]
    }

    /// Another program changed the settings file: what changed there shows at once. Settings that
    /// did not change in the file keep what this run shows (a flag, a key pressed).
    private mutating func adopt(_ settings: Settings, at now: Date) -> [ClockEffect] {
        guard let old = chosen.record.saved, settings != old else { return [] }
        _ = chosen.handle(.read(settings))
        var effects: [ClockEffect] = []
        if settings.cities != old.cities, settings.cities != face.cities {
            _ = clock.handle(.travel(from: face.rows(at: now), at: now))
            _ = clock.handle(.showCities(settings.cities))
        }
        _ = clock.handle(.displayRead(from: old.display, to: settings.display))
        if settings.presentCity != old.presentCity { _ = clock.handle(.showPresent(settings.presentCity)) }
        if settings.cycleMinutes != old.cycleMinutes { _ = clock.handle(.cycle(minutes: settings.cycleMinutes)) }
        if settings.workingHours != old.workingHours { _ = clock.handle(.workingHours(settings.workingHours)) }
        if settings.exhibition != old.exhibition { effects += showExhibition(settings.exhibition, at: now) }
        if settings.timerPresets != old.timerPresets {
            _ = timers.handle(.face(.presets(settings.timerPresets)))
            if shown == .timer { effects += relayout(at: now) }
        }
        effects += adoptAlarms(settings, at: now)
        adoptReminders(settings)
        effects += adoptStartAtLogin(settings.startAtLogin, was: old.startAtLogin)
        _ = sounds.handle(.adopt(settings.sound))
        _ = chosen.handle(.sleepTravel(settings.sleepTravel))
        if face.display.night != old.display.night || settings.display.allNightRules != old.display.allNightRules
            || settings.display.location != old.display.location {
            _ = clock.handle(.endNightOverride)
        }
        for toggle in WindowToggle.allCases where settings.window.isOn(toggle) != old.window.isOn(toggle) {
            let on = settings.window.isOn(toggle)
            guard chosen.window.isOn(toggle) != on else { continue }
            for case .windowToggled(let toggle, let on, let enabled) in chosen.handle(.flip(toggle)) {
                effects.append(.setWindowToggle(toggle, on: on, enabled: enabled))
            }
        }
        effects.append(.repaintOverlay)
        return effects
    }
}

// MARK: - Time

extension ClockModel {
    private mutating func tick(at now: Date) -> [ClockEffect] {
        var effects: [ClockEffect] = []
        if let due = window.relayoutDue, now >= due {
            _ = window.handle(.laidOut)
            effects += relayout(at: now)
        } else if window.relayoutDue == nil, let lit = built.lighting, lit != face.lighting(at: now) {
            // Brightness or night mode changed (a key, the schedule): every layer is painted with
            // the lighting, so the face is built again, as for a new size.
            effects += relayout(at: now)
        } else if window.relayoutDue == nil, let look = built.look, look != face.display.lookChoice {
            // The theme, its colours or its easing changed: every layer is painted in the look.
            effects += relayout(at: now)
        }
        effects += carryOut(clock.handle(.tick(at: now, showing: shown == .clock, visible: visible)))
        effects += faceTick(at: now)
        effects += alarmTick(at: now)
        effects += reminderTick(at: now)
        effects += propTick(at: now)
        effects += departIfDue(at: now)
        effects += carryOut(clock.handle(.finishTick(at: now)))
        return effects
    }

    /// The face is laid out for the current size and lighting; the overlay follows the size.
    mutating func relayout(at now: Date) -> [ClockEffect] {
        let lighting = face.lighting(at: now)
        let bigDigits = bigDigitsContent(at: now)
        built = BuiltLayout(shape: bigDigits?.shape, lighting: lighting, look: face.display.lookChoice)
        let resized = handleInOverlay(.resize(width: window.width, height: window.height), at: now)
        let picture: ClockPicture = bigDigits.map(ClockPicture.bigDigits) ?? .clock(content(at: now))
        var effects: [ClockEffect] = [.relayout(Relayout(picture: picture, lighting: lighting, theme: look,
                                                         overlayShows: overlay.capturesInput, aspectLocked: !shown.fillsWindow))]
        effects += resized
        if overlay.capturesInput, !effects.contains(.repaintOverlay) { effects.append(.repaintOverlay) }
        return effects
    }

    /// While the size keeps changing, the picture of this instant to show at it until the
    /// relayout (issue 52). None for the big digits, whose faces keep their last frame until then,
    /// under the settings panel or the menu (the sketch has no overlay), or for a window nobody sees.
    private func sketch(at now: Date) -> [ClockEffect] {
        guard visible, !shown.fillsWindow, !overlay.capturesInput else { return [] }
        let picture = frame(at: now).picture
        if case .bigDigits = picture { return [] }
        return [.sketch(picture, lighting: face.lighting(at: now), theme: look)]
    }

    /// The menu's check marks: the display's, movie mode's and the faces'.
    func checks(at now: Date) -> Set<DisplayAction> {
        var set = face.display.checked(isNightNow: face.isNight(at: now))
        if face.movie.mode == .movie { set.insert(.toggleMode) }
        if shown == .timer { set.insert(.toggleTimer) }
        if shown == .stopwatch { set.insert(.toggleStopwatch) }
        if face.plan.isOn { set.insert(.togglePlan) }
        return set
    }

    /// `effects` with the sounds due by `now` added: the animation's cues reached, the hour's
    /// chime; and the timer's end taken out when the user turned its sound off.
    mutating func sounding(_ effects: [ClockEffect], at now: Date) -> [ClockEffect] {
        var effects = effects
        if !sounds.choices.timerEnd { effects.removeAll { $0.sound == .timerEnd } }
        return effects + carryOut(clock.handle(.cues(at: now, chime: sounds.choices.chime))) + beepDue(at: now) + speakHour(at: now)
    }
}


/// What the face was last laid out with: a big-digit shape, a lighting, a look. One value,
/// replaced whole at each relayout.
struct BuiltLayout: Sendable {
    let shape: BigDigitsShape?
    let lighting: Lighting?
    let look: LookChoice?
}

/// The settings as the file holds them (as last read or written; nil when this run writes
/// nothing), and whether the file was found damaged (it is not replaced for a window move alone).
/// One value, replaced whole.
struct SettingsRecord: Sendable {
    let saved: Settings?
    let damagedOnDisk: Bool
}

/// The wall and boot clocks (seconds of `CLOCK_BOOTTIME`) at the input being handled: one
/// reading, replaced whole at each input.
struct HandledAt: Sendable {
    let wall: Date
    let boot: Double
}
