/// What `timecircuits ctl …` asks the running clock: a command, or its status.
public enum ControlVerb: Sendable, Hashable {
    case command(ControlCommand)
    /// `ctl status [--json]`: read the properties and print them.
    case status(json: Bool)

    /// The verbs and their arguments, for usage lines.
    public static let usage = """
        travel [DATE] | return | destination DATE | mode world|movie | cities ID,ID,ID | \
        timer DURATION|start|pause|resume|cancel | stopwatch start|stop|lap|reset | face clock|timer|stopwatch | night on|off | brightness 1-10 | \
        24h on|off | sounds on|off | beep on|off|30|60 | theme prop|neon|neumorphic|classic | settings show|hide | raise | quit | status [--json]
        """

    /// Reads the words after `ctl`, as strictly as the D-Bus call they become is checked: a bad
    /// argument is one line, before anything is sent.
    public static func parse(_ words: [String], catalogue: CityCatalogue = .standard) throws(InputError) -> ControlVerb {
        guard let verb = words.first else { throw InputError("ctl needs a verb: \(usage)") }
        let rest = Array(words.dropFirst())
        func one(_ what: String) throws(InputError) -> String {
            guard rest.count == 1 else {
                throw InputError("ctl \(verb) takes \(what)\(rest.isEmpty ? "" : ", not \(rest.map(QuotedInput.quoted).joined(separator: " "))")")
            }
            return rest[0]
        }
        func none() throws(InputError) {
            guard rest.isEmpty else { throw InputError("ctl \(verb) takes no argument, not \(rest.map(QuotedInput.quoted).joined(separator: " "))") }
        }
        func onOff() throws(InputError) -> Bool {
            switch try one("on or off") {
            case "on": return true
            case "off": return false
            case let other: throw InputError("ctl \(verb) takes on or off, not \(QuotedInput.quoted(other))")
            }
        }
        switch verb {
        case "travel":
            guard rest.count <= 1 else { throw InputError("ctl travel takes at most a destination like 1955-11-05T06:00") }
            return .command(.travel(to: try rest.first.map { d throws(InputError) in try ControlCommand.destination(d) }))
        case "return": try none(); return .command(.returnToPresent)
        case "destination": return .command(.destination(try ControlCommand.destination(try one("a date like 1955-11-05T06:00"))))
        case "mode": return .command(.mode(try ControlCommand.mode(try one("world or movie"))))
        case "cities": return .command(.cities(try CitySelection.parse(try one("a list of city ids like new_york,london"), catalogue: catalogue)))
        case "timer":
            switch try one("a duration like 18m, or start, pause, resume or cancel") {
            case "start": return .command(.startTimer(seconds: nil))
            case "pause": return .command(.pauseTimer)
            case "resume": return .command(.resumeTimer)
            case "cancel": return .command(.cancelTimer)
            case let duration: return .command(.startTimer(seconds: try ControlCommand.duration(duration)))
            }
        case "stopwatch":
            let word = try one("start, stop, lap or reset")
            guard let command = StopwatchFace.Command(rawValue: word), command != .startStop else {
                throw InputError("ctl stopwatch takes start, stop, lap or reset, not \(QuotedInput.quoted(word))")
            }
            return .command(.stopwatch(command))
        case "face": return .command(.face(try ControlCommand.face(try one("clock, timer or stopwatch"))))
        case "night": return .command(.night(try onOff()))
        case "brightness": return .command(.brightness(try ControlCommand.brightness(try one("a level 1–10"))))
        case "24h": return .command(.twentyFourHour(try onOff()))
        case "sounds": return .command(.sounds(try onOff()))
        case "beep": return .command(.beep(try ControlCommand.beep(try one(BeepMode.expected))))
        case "theme": return .command(.theme(try ControlCommand.theme(try one(ThemeName.expected))))
        case "settings":
            switch try one("show or hide") {
            case "show": return .command(.settings(shown: true))
            case "hide": return .command(.settings(shown: false))
            case let other: throw InputError("ctl settings takes show or hide, not \(QuotedInput.quoted(other))")
            }
        case "raise": try none(); return .command(.activate)
        case "quit": try none(); return .command(.quit)
        case "status":
            if rest.isEmpty { return .status(json: false) }
            guard rest == ["--json"] else { throw InputError("ctl status takes --json or nothing, not \(rest.map(QuotedInput.quoted).joined(separator: " "))") }
            return .status(json: true)
        default: break
        }
        throw InputError("unknown ctl verb \(QuotedInput.quoted(verb)): expected \(usage)")
    }
}
