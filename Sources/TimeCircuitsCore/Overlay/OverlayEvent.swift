import FoundationEssentials

/// A key press as the overlay understands it. The X11 shell maps keysyms and modifiers to these
/// (and text from `Xutf8LookupString` to `.text`), so the state machine never sees Xlib.
public enum OverlayKey: Sendable, Hashable {
    case up, down
    /// Alt+Up / Alt+Down: move the selected city one slot.
    case altUp, altDown
    /// Delete: remove the selected city.
    case delete
    /// Return or keypad Enter: add the highlighted result.
    case enter
    case escape
    /// Ctrl+R: reset to the default cities.
    case ctrlR
    /// Ctrl+comma: toggle the overlay.
    case ctrlComma
    /// Ctrl+M: world clock or movie mode.
    case ctrlM
    /// Left and Right: step movie mode's film cycle.
    case left, right
    /// Tab: the panel's next page (cities, alarms, theme, round again); Shift+Tab the one before.
    case tab
    case shiftTab
    case backspace
    /// F11 and Ctrl+Q, handled here too so the menu and the keys share one path.
    case f11, ctrlQ
    /// Typed text, possibly several characters (an input method commits whole words).
    case text(String)
}

/// Mouse buttons the overlay reacts to. The wheel arrives as `OverlayEvent.wheel`.
public enum PointerButton: Sendable, Hashable {
    case left, middle, right
}

/// Input to the overlay, in window pixels.
public enum OverlayEvent: Sendable, Hashable {
    case key(OverlayKey)
    case press(PointerButton, at: Point)
    case release(PointerButton, at: Point)
    case motion(to: Point)
    /// Wheel notches: positive scrolls down (towards later results), as X11 button 5 does.
    case wheel(Int, at: Point)
    /// The window's new size; the overlay relays itself out.
    case resize(width: Int, height: Int)
    /// F1 or ? on a face: the keys card for that face, in the clock's words.
    case showKeysCard(KeysCard.Face)
    /// Any key or click while the keys card shows puts it away.
    case closeKeysCard
    /// The model refused the departure typed on the time page (its minute has come), saying why:
    /// the field keeps what was typed.
    case departureRefused(String)
    /// The model set the departure typed on the time page: the field is done.
    case departureSet(CivilDateTime)
}

/// What the overlay decided after an event: its own answers, which `ClockModel.apply` maps to the
/// clock's effects, as it maps the other parts' events.
public enum OverlayEffect: Sendable, Hashable {
    /// The selection changed: save the settings (unless `--cities` overrode them) and repaint the
    /// face, which shows the change at once.
    case citiesChanged([City])
    /// The overlay closed: release any grab, repaint the face without it.
    case close
    case toggleFullscreen
    /// The alarms were added to, switched or removed on the alarms page: this is the whole list,
    /// in the file's order. Save it and arm it.
    case alarmsChanged([Alarm])
    /// The reminders were added to or removed on the reminders page: the whole list, in the
    /// file's order. Save it.
    case remindersChanged([Reminder])
    /// A timer typed on the timers page (`Tea 4m`, `preset3 Talk`), or a preset started there: add it under `name`.
    case timerAdded(seconds: Int, cycle: TimerCycle?, thresholds: PhaseThresholds, name: String, start: Bool)
    /// Something asked on the timers page of the timer numbered so (from 1, as `timer list`).
    case timerAsked(ControlCommand.NamedTimerVerb, number: Int)
    /// Movie mode's present now runs in this city's zone (nil: this computer's): save it.
    case presentCityChanged(City?)
    /// The departure waiting was cancelled on the panel's top row in movie mode, or on the time
    /// page.
    case departureCancelled
    /// A departure was typed on the time page: the model sets it, or refuses a minute already
    /// come (`SettingsOverlay.departureRefused`).
    case departureChosen(CivilDateTime)
    /// Exhibition mode was set on the time page to this fixed time (nil: the clock runs again):
    /// show it and save it.
    case exhibitionChanged(CivilDateTime?)
    /// Speaking the time on the hour was switched on the theme page: use it and save it.
    case toggleSpeakHours
    /// Movie mode's film cycle is now every so many minutes (nil: off): save it.
    case cycleChanged(Int?)
    /// A theme was chosen on the panel's theme page: show the face in it and save it.
    case themeChanged(ThemeName)
    /// The sounds' volume was set on the theme page, in percent: use it and save it.
    case volumeChanged(Int)
    /// The menu's Beep entry chose this mode for the beep on the second: use it and save it.
    case beepChanged(BeepMode)
    /// The menu's Display entry or the theme page's row chose the replica's display mode: show
    /// it and save it (the overlay has refused the room condition without a broker already).
    case displayModeChanged(DisplayMode)
    /// The menu's Exhibition entry: stop the exhibition, or hold the minute showing.
    case toggleExhibition
    /// A film variant was switched from the menu: show it and save it.
    case toggleVariant(FilmVariant)
    /// The menu's Speak the Time: say what the rows show.
    case speakTime
    /// A window behaviour was switched from the menu: apply it and remember it.
    case toggleWindow(WindowToggle)
    /// Start at login was switched from the menu or the theme page: apply it and remember it.
    case toggleStartAtLogin
    /// The face was asked to change from the menu (night mode, brightness, time travel…).
    case display(DisplayAction)
    case quit
    /// Something the overlay or menu draws changed; repaint.
    case repaint
}
