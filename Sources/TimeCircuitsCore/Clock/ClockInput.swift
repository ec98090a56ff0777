import FoundationEssentials

/// A key press as the window saw it, in X's numbers, which the core reads without Xlib.
public struct KeyPress: Sendable, Hashable {
    /// The keysym at the key's first level, Shift not applied: the window's shortcuts read it, so
    /// Ctrl+Shift+Q still quits whatever the layout puts on the shifted level.
    public var baseKeysym: UInt32
    /// The keysym after the layout and the input method: the overlay reads it, with `text`.
    public var keysym: UInt32
    /// `XKeyEvent.state`.
    public var modifiers: KeyBindings.Modifiers
    /// What the key types, if anything ("ã", a word an input method commits).
    public var text: String

    public init(baseKeysym: UInt32, keysym: UInt32? = nil, modifiers: KeyBindings.Modifiers = [], text: String = "") {
        self.baseKeysym = baseKeysym
        self.keysym = keysym ?? baseKeysym
        self.modifiers = modifiers
        self.text = text
    }
}

/// Something the pointer did in the window, in window pixels (and root pixels for a press, which
/// a borderless window hands to the window manager to start a move).
public enum PointerInput: Sendable, Hashable {
    /// X's button number (1 left, 2 middle, 3 right, 4 and 5 the wheel), pressed or released.
    case button(UInt32, pressed: Bool, at: Point, root: Point)
    case motion(to: Point)
}

/// Everything that can happen to the clock, as the shell reports it. Each arrives with the
/// wall-clock instant at which it is handled.
public enum ClockInput: Sendable, Hashable {
    /// The window first shows: the power-on starts (when it is on), the face is laid out.
    case launch
    case key(KeyPress)
    case pointer(PointerInput)
    /// The loop woke (a deadline, or after events): whatever is due by now happens.
    case tick
    /// The wall clock jumped (NTP, the user, a resume): nothing prepared for the old time holds.
    case wallClockStepped
    /// This computer's zone changed while the clock runs (`timedatectl set-timezone`): the face's
    /// own time, the alarms, the reminders and the night schedule's edges follow it at once.
    case systemZoneChanged(Zone)
    /// The window's new size; the face is laid out again once the resizes stop.
    case resized(width: Int, height: Int)
    /// The sketch of the last size (`ClockEffect.sketch`) is on the screen: the size counts as
    /// holding still from here, so a sketch the server was slow to show does not let the full
    /// relayout in while the drag goes on.
    case sketchShown
    /// Mapped or unmapped; a clock nobody can see paints nothing and sleeps.
    case mapped(Bool)
    /// Fully covered by other windows, or not.
    case obscured(Bool)
    /// The window has the keyboard's focus (it is the active window), or lost it: a screen
    /// reader reads the active window.
    case focused(Bool)
    /// Another program changed the settings file; `Settings` is what it holds now.
    case settingsChanged(Settings)
    /// Another program changed the timers' state file (`timer add`, the alarm service, another
    /// window); what it holds now.
    case timersChanged(TimerRecord)
    /// A button of a desktop notice was clicked: the notice's tag, and which button.
    case noticeAction(tag: String, action: NoticeAction)
    /// The alarm service appeared or reported a change; nil when it went away (or never came).
    /// The bus's first answer comes as one whatever it is: only then may the service be started.
    case alarmService(AlarmServiceReport?)
    /// The alarm service began ringing the alarm with this label (its AlarmRinging signal).
    case alarmServiceRang(label: String)
    /// The bus answered a start of the alarm service by activation (`.startAlarmService`).
    case alarmServiceStartAnswered(AlarmServiceRetry.Answer)
    /// The speech server took the sentence of a `.speak` (nil), or why it could not be said, in one
    /// line in the user's language.
    case spoken(failure: String?)
    /// The window manager's close button, a signal, the window destroyed.
    case closeRequested
    /// Another program asked, through D-Bus or `timecircuits ctl` (ClockModel+Control.swift).
    case control(ControlCommand)
    /// A command from the props' command topic (MQTT), as the key it names.
    case prop(PropCommand)
    /// A message from the messages topic, for the DESTINATION TIME row.
    case propMessage(String)
    /// A message on the room sensor's temperature or humidity topic, for the room condition.
    case roomReading(RoomReading.Quantity, payload: String)
    /// The MQTT link came up (`connected`) or went down; `state` is what the settings panel says
    /// of it (nil: MQTT is off).
    case propLink(connected: Bool, state: String?)
    /// logind's PrepareForSleep: true as the computer goes to sleep, false when it has resumed
    /// (movie mode's sleep as time travel, `ClockModel+Departure`).
    case sleep(going: Bool)
    /// The clock is about to quit, with the window where it is now: remembered for next launch.
    case quitting(frame: WindowFrame)
}

/// What the shell must carry out after an input. The model has decided; these only act.
public enum ClockEffect: Sendable, Hashable {
    /// Lay the face out again, as `Relayout` says, and paint it all.
    case relayout(Relayout)
    /// The window's size is changing (its corner dragged): show the picture at the new size now,
    /// from a cheaper rendering (`ResizeSketch`), until the relayout that follows once the size
    /// holds still. The same picture a relayout would show, only softer: never another time or
    /// other lights.
    case sketch(ClockPicture, lighting: Lighting, theme: Theme)
    /// What the overlay or menu draws changed.
    case repaintOverlay
    /// The animation is over (it ended or was skipped), or the typed entry went away: the clock
    /// shows again. The X11 painter needs nothing for it (the next picture repaints what differs);
    /// it is the moment a shell announces that a trip has ended.
    case endAnimation
    /// Save this change to the settings file: only what differs between its base (the settings
    /// as this window last read or wrote them) and its new value is written, merged into the file
    /// as it is on disk, so nothing another writer saved meanwhile is lost.
    case saveSettings(FileChange<Settings>)
    /// Save this change to the state file (movie mode's trips), merged likewise.
    case saveState(FileChange<MovieState>)
    /// Save this change to the timer's state file, merged likewise.
    case saveTimer(FileChange<TimerRecord>)
    /// Save this change to the stopwatch's state file.
    case saveStopwatch(FileChange<StopwatchRecord>)
    /// Play one of the prop's sounds: the model has decided it is heard now (the sounds are on;
    /// for the timer's end, its sound is). The timer's end rings the X bell where no sound plays.
    case playSound(SoundEffect, choices: SoundChoices)
    /// Hand the beep on the second's tick to a player now, to be heard at `at` (its edge, just
    /// ahead): the choices give its volume and a user's own file.
    case playBeep(at: Date, choices: SoundChoices)
    /// Say `text` through the speech server, in `language` (the message catalogue's, `de`,
    /// `pt_BR`): the time spoken (`SpokenTime`). How it went comes back as `.spoken`.
    case speak(String, language: String)
    /// Silence the sounds playing: a skipped animation takes its sound with it.
    case stopSounds
    /// Send a desktop notification.
    case notify(DesktopNotice)
    /// Take the desktop notification with this tag away, if it still shows.
    case withdrawNotice(tag: String)
    /// Start the alarm sound, repeating until stopped (the X bell where no sound can play): the
    /// alarm's own sound or the user's choice for all alarms; nil for the sound theme's alarm.
    case startAlarmSound(sound: String?)
    case stopAlarmSound
    /// An alarm started ringing, here or in the alarm service: announced on the clock's D-Bus
    /// interface (AlarmRinging), with its label. The props hear of it by a `.propEvent(.alarm)` of
    /// its own, which only the ringer sends.
    case alarmRinging(label: String)
    /// Ask the alarm service, which rings, to snooze or stop (Space or Esc in the window).
    case askAlarmService(NoticeAction)
    /// Start the alarm service this way (`AlarmServiceRetry`); an activation's answer comes back
    /// as `.alarmServiceStartAnswered`.
    case startAlarmService(AlarmServiceRetry.Way)
    /// Save this change to the alarms' state file (when each alarm last rang), merged likewise.
    case saveAlarms(FileChange<AlarmRecord>)
    /// Switch a window behaviour on or off; `enabled` is every behaviour on after it.
    case setWindowToggle(WindowToggle, on: Bool, enabled: Set<WindowToggle>)
    /// Make the window's autostart entry match the start-at-login setting: write it when on,
    /// remove it (if it is the clock's own) when off.
    case setStartAtLogin(Bool)
    case toggleFullscreen
    /// Hand a press on a borderless face to the window manager as the start of a move.
    case beginMove(root: Point, button: UInt32)
    /// Ask for pointer motion events (while the overlay or menu shows), or stop asking, so a
    /// passing mouse never wakes a clock that does not care.
    case followPointer(Bool)
    /// Raise and focus the window (`_NET_ACTIVE_WINDOW`): a second launch found this clock.
    case activateWindow(enabled: Set<WindowToggle>)
    /// What the clock shows and holds changed, or the props' link came up: announced on D-Bus
    /// and to Home Assistant, as the change says (the model compared, `StatusChange`; the next
    /// alarm's words are among Home Assistant's states). Only while the model announces
    /// (`ClockModel.announces`).
    case statusChanged(StatusChange)
    /// A time travel landed, in this mode: announced on D-Bus (TravelCompleted).
    case travelCompleted(ClockMode)
    /// Tell the props (the MQTT publish topic): a time travel coming, the re-entry, an alarm.
    case propEvent(PropEvent)
    /// A zone that cannot be read, newly shown (a city chosen): one line for stderr.
    case zoneWarning(String)
    /// Plan mode's Ctrl+C: this line is the CLIPBOARD selection's until another program takes it.
    case copyToClipboard(String)
    case quit
}

/// What a relayout needs, decided by the model: the picture to lay out (the clock's rows or the
/// big digits), its lighting and look, and the window's aspect and overlay.
public struct Relayout: Sendable, Hashable {
    /// The clock face's content, or the big digits' on the timer and stopwatch faces.
    public var picture: ClockPicture
    public var lighting: Lighting
    public var theme: Theme
    /// The settings panel or menu covers the face.
    public var overlayShows: Bool
    /// The clock face keeps its enclosure's aspect; the big-digit faces fill any window.
    public var aspectLocked: Bool

    public init(picture: ClockPicture, lighting: Lighting, theme: Theme, overlayShows: Bool, aspectLocked: Bool) {
        self.picture = picture
        self.lighting = lighting
        self.theme = theme
        self.overlayShows = overlayShows
        self.aspectLocked = aspectLocked
    }
}

extension ClockEffect {
    /// Whether this is a relayout, whatever it carries.
    public var isRelayout: Bool { if case .relayout = self { true } else { false } }
    /// The prop's sound this effect plays, if it plays one.
    public var sound: SoundEffect? { if case .playSound(let effect, _) = self { effect } else { nil } }
    /// Whether this starts the alarm's sound.
    public var startsAlarmSound: Bool { if case .startAlarmSound = self { true } else { false } }
}

/// What the face shows at one instant.
public enum ClockPicture: Sendable, Hashable {
    case clock(FaceContent)
    /// A frame of the power-on or a time travel, and the colon beside it.
    case animation(AnimationFrame, colonLevel: Double)
    /// The timer or stopwatch face: big digits.
    case bigDigits(BigDigitsContent)

    /// The clock face's lights, the colon that follows the clock left out; nil for the big digits.
    public var lights: AnimationFrame? {
        switch self {
        case .clock(let content): AnimationFrame(content)
        case .animation(let frame, _): frame
        case .bigDigits: nil
        }
    }
}

/// What the shell paints now: the picture, and the next minute's face when it is time to render
/// it ahead of its edge (once per minute).
public struct ClockFrame: Sendable, Hashable {
    public var picture: ClockPicture
    public var prepare: FaceContent?
    /// The timer face at its next second, to render ahead of the edge that shows it.
    public var prepareTimer: BigDigitsContent?

    public init(picture: ClockPicture, prepare: FaceContent?, prepareTimer: BigDigitsContent? = nil) {
        self.picture = picture
        self.prepare = prepare
        self.prepareTimer = prepareTimer
    }
}
