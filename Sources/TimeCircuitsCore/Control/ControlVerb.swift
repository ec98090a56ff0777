/// What `timecircuits ctl …` asks the running clock: a command, or its status.
public enum ControlVerb: Sendable, Hashable {
    case command(ControlCommand)
    /// `ctl status [--json]`: read the properties and print them.
    case status(json: Bool)

    /// The verbs and their arguments, for usage lines.
    public static let usage = """
        travel [DATE] | return | destination DATE | depart-at DATE|off | mode world|movie | cities ID,ID,ID | \
        timer DURATION|start|pause|resume|cancel | stopwatch start|stop|lap|reset | face clock|timer|stopwatch | night on|off | brightness 1-10 | \
        24h on|off | sounds on|off | beep on|off|30|60 | theme prop|neon|neumorphic|classic | display-mode full|minimal|room | speak | settings show|hide | raise | quit | status [--json]
        """

    /// Reads the words after `ctl`, as strictly as the D-Bus call they become is checked: a bad
    /// argument is one line, in the language of `words`, before anything is sent.
    public static func parse(_ arguments: [String], catalogue: CityCatalogue = .standard,
                             words: Words = .english) throws(InputError) -> ControlVerb {
        guard let verb = arguments.first else { throw InputError(words("ctl needs a verb: %1$s", usage)) }
        let rest = Array(arguments.dropFirst())
        let given = rest.map(QuotedInput.quoted).joined(separator: " ")
        /// The one argument; `what` (marked for the catalogue) says what it may be.
        func one(_ what: String) throws(InputError) -> String {
            guard rest.count == 1 else {
                throw InputError(rest.isEmpty ? words("ctl %1$s takes %2$s", verb, words(what))
                                              : words("ctl %1$s takes %2$s, not %3$s", verb, words(what), given))
            }
            return rest[0]
        }
        func none() throws(InputError) {
            guard rest.isEmpty else { throw InputError(words("ctl %1$s takes no argument, not %2$s", verb, given)) }
        }
        func onOff() throws(InputError) -> Bool {
            switch try one(Words.marked("on or off")) {
            case "on": return true
            case "off": return false
            case let other: throw InputError(words("ctl %1$s takes on or off, not %2$s", verb, QuotedInput.quoted(other)))
            }
        }
        switch verb {
        case "travel":
            guard rest.count <= 1 else { throw InputError(words("ctl travel takes at most a destination like 1955-11-05T06:00")) }
            return .command(.travel(to: try rest.first.map { d throws(InputError) in try ControlCommand.destination(d, words) }))
        case "return": try none(); return .command(.returnToPresent)
        case "destination": return .command(.destination(try ControlCommand.destination(try one(Words.marked("a date like 1955-11-05T06:00")), words)))
        case "depart-at":
            let given = try one(Words.marked("a date like 2031-01-01T00:00, or off"))
            if given == "off" { return .command(.departAt(nil)) }
            return .command(.departAt(try ControlCommand.destination(given, words)))
        case "mode": return .command(.mode(try ControlCommand.mode(try one(Words.marked("world or movie")), words)))
        case "cities": return .command(.cities(try CitySelection.parse(try one(Words.marked("a list of city ids like new_york,london")), catalogue: catalogue, words: words)))
        case "timer":
            switch try one(Words.marked("a duration like 18m, or start, pause, resume or cancel")) {
            case "start": return .command(.startTimer(seconds: nil))
            case "pause": return .command(.pauseTimer)
            case "resume": return .command(.resumeTimer)
            case "cancel": return .command(.cancelTimer)
            case let duration: return .command(.startTimer(seconds: try ControlCommand.duration(duration, words)))
            }
        case "stopwatch":
            let word = try one(Words.marked("start, stop, lap or reset"))
            guard let command = StopwatchFace.Command(rawValue: word), command != .startStop else {
                throw InputError(words("ctl stopwatch takes start, stop, lap or reset, not %1$s", QuotedInput.quoted(word)))
            }
            return .command(.stopwatch(command))
        case "face": return .command(.face(try ControlCommand.face(try one(Words.marked("clock, timer or stopwatch")), words)))
        case "night": return .command(.night(try onOff()))
        case "brightness": return .command(.brightness(try ControlCommand.brightness(try one(Words.marked("a level 1–10")), words)))
        case "24h": return .command(.twentyFourHour(try onOff()))
        case "sounds": return .command(.sounds(try onOff()))
        case "beep": return .command(.beep(try ControlCommand.beep(try one(BeepMode.expected), words)))
        case "theme": return .command(.theme(try ControlCommand.theme(try one(ThemeName.expected), words)))
        case "display-mode": return .command(.displayMode(try ControlCommand.displayMode(try one(DisplayMode.expected), words)))
        case "settings":
            switch try one(Words.marked("show or hide")) {
            case "show": return .command(.settings(shown: true))
            case "hide": return .command(.settings(shown: false))
            case let other: throw InputError(words("ctl settings takes show or hide, not %1$s", QuotedInput.quoted(other)))
            }
        case "speak": try none(); return .command(.speak)
        case "raise": try none(); return .command(.activate)
        case "quit": try none(); return .command(.quit)
        case "status":
            if rest.isEmpty { return .status(json: false) }
            guard rest == ["--json"] else { throw InputError(words("ctl status takes --json or nothing, not %1$s", given)) }
            return .status(json: true)
        default: break
        }
        throw InputError(words("unknown ctl verb %1$s: expected %2$s", QuotedInput.quoted(verb), usage))
    }
}
