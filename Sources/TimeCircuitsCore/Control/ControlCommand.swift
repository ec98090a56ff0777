import FoundationEssentials

/// Something another program asks the running clock to do, through its D-Bus interface or
/// `timecircuits ctl`: every action a user has on the keyboard, as a checked value.
///
/// A command is only ever built from validated arguments (`decode(method:arguments:)` for a D-Bus
/// call, `parse(_:)` for the command line's words), with the same parsers the command line and
/// the settings file use, so a D-Bus client can make the clock do nothing a user could not type.
/// `ClockModel` carries it out through the same paths as the keys (ClockModel+Control.swift).
public enum ControlCommand: Sendable, Hashable {
    /// The city settings panel open or closed (Ctrl+comma).
    case settings(shown: Bool)
    /// The world clock's cities, top row first (as the panel sets them).
    case cities([City])
    /// The world clock or movie mode (the menu's Movie Mode).
    case mode(ClockMode)
    /// Movie mode's DESTINATION TIME, as typed on the keypad and Enter.
    case destination(CivilDateTime)
    /// T: travel, to this destination first when one is given (which switches to movie mode).
    case travel(to: CivilDateTime?)
    /// "Depart at": DESTINATION TIME leaves by itself at this minute (D after a typed date);
    /// nil cancels the departure waiting.
    case departAt(CivilDateTime?)
    /// R: back to the real present.
    case returnToPresent
    /// The clock face or the timer face (Ctrl+T).
    case face(FaceScreen)
    /// Start the countdown: with a duration, a fresh one of that length on the timer face; without,
    /// the set time (Space on a stopped timer).
    case startTimer(seconds: Int?)
    case pauseTimer
    case resumeTimer
    /// Esc on the timer: back to the set time.
    case cancelTimer
    /// The stopwatch's start, stop, lap or reset (`ctl stopwatch start|stop|lap|reset`).
    case stopwatch(StopwatchFace.Command)
    /// A named timer added beside the others (`timer add`): a length, or a cycle's phases.
    case addTimer(seconds: Int, cycle: TimerCycle?, name: String, start: Bool)
    /// Something asked of the timer a name or number (from 1, as `timer list`) names.
    case namedTimer(NamedTimerVerb, String)
    case night(Bool)
    /// 1…10, as Ctrl+Up and Ctrl+Down step it.
    case brightness(Int)
    case twentyFourHour(Bool)
    /// The prop's sounds on or off (`ctl sounds on|off`, M, the menu).
    case sounds(Bool)
    /// The beep on the second: off, on, or for 30 or 60 s after a trip (`ctl beep`, the menu).
    case beep(BeepMode)
    /// A reminder added at the end of the list, as `timecircuits remind add` and the panel add one.
    case addReminder(Reminder)
    /// Reminder N (from 1, in the `Reminders` property's order) removed, as `remind remove N`.
    case removeReminder(Int)
    /// The face's look, as the menu's Theme entry and the settings panel choose it.
    case theme(ThemeName)
    /// The replica's display mode, as the menu's Display entry and the theme page choose it; the
    /// room condition is refused without a broker (`ClockModel.refusal(of:)`).
    case displayMode(DisplayMode)
    /// S: say what the face shows, through the speech server (`ctl speak`, D-Bus Speak).
    case speak
    /// Raise and focus the window (what a second launch on the same display asks for).
    case activate
    /// Ctrl+Q.
    case quit
}

/// A D-Bus argument as the core sees it: the interface uses only these four types, so the shell
/// converts its bus values into these and anything else is refused before a command is decoded.
public enum ControlArgument: Sendable, Hashable {
    case string(String)
    case boolean(Bool)
    case uint(UInt32)
    case strings([String])

    /// The D-Bus type signature of each kind.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case string = "s", boolean = "b", uint = "u", strings = "as"
    }

    public var kind: Kind {
        switch self {
        case .string: .string
        case .boolean: .boolean
        case .uint: .uint
        case .strings: .strings
        }
    }
}

extension ControlCommand {
    /// The D-Bus call that asks for this command: the method's name and its arguments.
    public var call: (method: String, arguments: [ControlArgument]) {
        switch self {
        case .settings(let shown): ("ShowSettings", [.boolean(shown)])
        case .cities(let cities): ("SetCities", [.strings(cities.map(\.id))])
        case .mode(let mode): ("SetMode", [.string(mode.rawValue)])
        case .destination(let d): ("SetDestination", [.string(d.description)])
        case .travel(let d): ("Travel", [.string(d?.description ?? "")])
        case .departAt(let d?): ("DepartAt", [.string(d.description)])
        case .departAt(nil): ("CancelDeparture", [])
        case .returnToPresent: ("Return", [])
        case .face(let screen): ("ShowFace", [.string(screen.rawValue)])
        case .startTimer(let s): ("StartTimer", [.string(s.map(TimerDuration.text) ?? "")])
        case .pauseTimer: ("PauseTimer", [])
        case .resumeTimer: ("ResumeTimer", [])
        case .cancelTimer: ("CancelTimer", [])
        case .stopwatch(let c): (Self.stopwatchMethods.first { $0.command == c }?.method ?? "StartStopwatch", [])
        case .addTimer(let s, let cycle, let name, let start): ("AddTimer", [.string(cycle?.text ?? TimerDuration.text(s)), .string(name), .boolean(start)])
        case .namedTimer(let verb, let timer): (verb.method, [.string(timer)])
        case .night(let on): ("SetNight", [.boolean(on)])
        case .brightness(let level): ("SetBrightness", [.uint(UInt32(level))])
        case .twentyFourHour(let on): ("SetTwentyFourHour", [.boolean(on)])
        case .sounds(let on): ("SetSounds", [.boolean(on)])
        case .beep(let mode): ("SetBeep", [.string(mode.rawValue)])
        case .theme(let name): ("SetTheme", [.string(name.rawValue)])
        case .displayMode(let mode): ("SetDisplayMode", [.string(mode.rawValue)])
        case .speak: ("Speak", [])
        case .addReminder(let r): ("AddReminder", [.string(r.text)])
        case .removeReminder(let n): ("RemoveReminder", [.uint(UInt32(clamping: n))])
        case .activate: ("Activate", [])
        case .quit: ("Quit", [])
        }
    }

    /// The command a D-Bus call asks for, checked as strictly as the command line checks the same
    /// words; an unknown method, the wrong arguments or a bad value is one line saying what is
    /// accepted.
    public static func decode(method: String, arguments: [ControlArgument],
                              catalogue: CityCatalogue = .standard) throws(InputError) -> ControlCommand {
        guard let declared = ControlInterface.methods.first(where: { $0.name == method }) else {
            throw InputError("no method \(QuotedInput.quoted(method)) on \(ControlInterface.interface)")
        }
        guard arguments.map(\.kind) == declared.parameters.map(\.kind) else {
            let want = declared.parameters.map(\.kind.rawValue).joined()
            throw InputError("\(method) takes (\(want)), not (\(arguments.map(\.kind.rawValue).joined()))")
        }
        func text(_ i: Int) -> String { if case .string(let s) = arguments[i] { s } else { "" } }
        func flag(_ i: Int) -> Bool { if case .boolean(let b) = arguments[i] { b } else { false } }
        switch method {
        case "ShowSettings": return .settings(shown: flag(0))
        case "SetCities":
            guard case .strings(let ids) = arguments[0] else { break }
            guard !ids.isEmpty else { throw InputError("no cities given: pass 1 to \(CitySelection.maximumCount) city ids") }
            return .cities(try CitySelection.resolve(ids, catalogue: catalogue))
        case "SetMode": return .mode(try mode(text(0)))
        case "SetDestination": return .destination(try destination(text(0)))
        case "Travel": return .travel(to: text(0).isEmpty ? nil : try destination(text(0)))
        case "DepartAt": return .departAt(try destination(text(0)))
        case "CancelDeparture": return .departAt(nil)
        case "Return": return .returnToPresent
        case "ShowFace": return .face(try face(text(0)))
        case "StartTimer": return .startTimer(seconds: text(0).isEmpty ? nil : try duration(text(0)))
        case "PauseTimer": return .pauseTimer
        case "ResumeTimer": return .resumeTimer
        case "CancelTimer": return .cancelTimer
        case let m where Self.stopwatchMethods.contains { $0.method == m }:
            return .stopwatch(Self.stopwatchMethods.first { $0.method == m }!.command)
        case "AddTimer":
            let name: String
            switch TimerName.parse(text(1)) {
            case .success(let n): name = n
            case .failure(let e): throw e
            }
            switch TimerCycle.timer(text(0)) {
            case .success(let length): return .addTimer(seconds: length.seconds, cycle: length.cycle, name: name, start: flag(2))
            case .failure(let e): throw e
            }
        case let m where NamedTimerVerb.allCases.contains { $0.method == m }:
            return .namedTimer(NamedTimerVerb.allCases.first { $0.method == m }!, text(0))
        case "SetNight": return .night(flag(0))
        case "SetBrightness":
            guard case .uint(let level) = arguments[0] else { break }
            return .brightness(try brightness(String(level)))
        case "SetTwentyFourHour": return .twentyFourHour(flag(0))
        case "SetSounds": return .sounds(flag(0))
        case "SetBeep": return .beep(try beep(text(0)))
        case "SetTheme": return .theme(try theme(text(0)))
        case "SetDisplayMode": return .displayMode(try displayMode(text(0)))
        case "Speak": return .speak
        case "AddReminder":
            switch Reminder.parse(text(0)) {
            case .success(let reminder): return .addReminder(reminder)
            case .failure(let e): throw e
            }
        case "RemoveReminder":
            guard case .uint(let n) = arguments[0] else { break }
            return .removeReminder(Int(n))
        case "Activate": return .activate
        case "Quit": return .quit
        default: break
        }
        // Every declared method is decoded above; reaching here is a method added to the table
        // without its decoding.
        throw InputError("\(method) is declared but not understood")
    }

    /// What may be asked of one named timer, each its D-Bus method.
    public enum NamedTimerVerb: String, Sendable, Hashable, CaseIterable {
        case start, pause, cancel, remove, skip, show

        /// `StartNamedTimer`, `RemoveTimer`…
        public var method: String {
            switch self {
            case .start: "StartNamedTimer"
            case .pause: "PauseNamedTimer"
            case .cancel: "CancelNamedTimer"
            case .remove: "RemoveTimer"
            case .skip: "SkipTimerPhase"
            case .show: "ShowTimer"
            }
        }
    }

    /// The stopwatch's D-Bus methods, one a command.
    public static let stopwatchMethods: [(method: String, command: StopwatchFace.Command)] = [
        ("StartStopwatch", .start), ("StopStopwatch", .stop), ("LapStopwatch", .lap), ("ResetStopwatch", .reset),
        ("StartStopStopwatch", .startStop),
    ]

    // MARK: The values, checked one by one

    // Each value's refusal is in the language of `words`: English for a D-Bus caller, the
    // user's for `ctl`.

    static func mode(_ text: String, _ words: Words = .english) throws(InputError) -> ClockMode {
        guard let mode = ClockMode(rawValue: text) else {
            throw InputError(words("invalid mode %1$s: expected world or movie", QuotedInput.quoted(text)))
        }
        return mode
    }

    static func face(_ text: String, _ words: Words = .english) throws(InputError) -> FaceScreen {
        guard let screen = FaceScreen(rawValue: text) else {
            throw InputError(words("invalid face %1$s: expected clock, timer or stopwatch", QuotedInput.quoted(text)))
        }
        return screen
    }

    /// A destination as the state file and `--destination` write it: `1955-11-05T06:00`.
    static func destination(_ text: String, _ words: Words = .english) throws(InputError) -> CivilDateTime {
        guard let date = CivilDateTime.parse(text) else {
            throw InputError(words("invalid destination %1$s: expected a date and time from 0001 to 9999 like 1955-11-05T06:00", QuotedInput.quoted(text)))
        }
        return date
    }

    static func duration(_ text: String, _ words: Words = .english) throws(InputError) -> Int {
        switch TimerDuration.parse(text, words: words) {
        case .success(let seconds): return seconds
        case .failure(let error): throw InputError(words("invalid timer duration: %1$s", error.message))
        }
    }

    /// A theme's name, as the settings file and `--theme` take it.
    static func theme(_ text: String, _ words: Words = .english) throws(InputError) -> ThemeName {
        guard let name = ThemeName.parse(text) else {
            throw InputError(words("invalid theme %1$s: expected %2$s", QuotedInput.quoted(text), ThemeName.expected))
        }
        return name
    }

    /// A display mode's name, as the settings file's `display-mode` takes it.
    static func displayMode(_ text: String, _ words: Words = .english) throws(InputError) -> DisplayMode {
        guard let mode = DisplayMode.fromSettings(text) else {
            throw InputError(words("invalid display mode %1$s: expected %2$s", QuotedInput.quoted(text), words(DisplayMode.expected)))
        }
        return mode
    }

    static func beep(_ text: String, _ words: Words = .english) throws(InputError) -> BeepMode {
        guard let mode = BeepMode.parse(text) else {
            throw InputError(words("invalid beep %1$s: expected %2$s", QuotedInput.quoted(text), words(BeepMode.expected)))
        }
        return mode
    }

    static func brightness(_ text: String, _ words: Words = .english) throws(InputError) -> Int {
        guard let level = DisplayPreferences.brightness(from: text) else {
            throw InputError(words("invalid brightness %1$s: expected %2$s", QuotedInput.quoted(text), DisplayPreferences.brightnessExpected))
        }
        return level
    }
}
