/// The clock's D-Bus interface as data: its names, methods, properties and signals.
///
/// The shell exports exactly this table (so `busctl introspect` shows it), `timecircuits ctl`
/// calls it, the control page (docs/guide/control.md) documents it, and tests hold the three to
/// each other (`ControlWindowTests` the methods, `StatusPropertyTests` the properties). Pure data:
/// the bus itself is the shell's business.
public enum ControlInterface {
    /// The application id (reverse DNS): the bus name below, and the name of the desktop entry
    /// (`io.github.timecircuits.Clock.desktop`) and of the AppStream metainfo, as AppStream asks.
    public static let applicationID = "io.github.timecircuits.Clock"
    /// The well-known name the first clock on the session bus owns, for scripts that do not care
    /// which display: `busctl --user call io.github.timecircuits.Clock …`.
    public static let busName = applicationID
    /// The one object the clock exports.
    public static let objectPath = "/io/github/timecircuits/Clock"
    /// The interface on it.
    public static let interface = "io.github.timecircuits.Clock"

    /// The name the clock on X display `display` owns: one clock per display, since a second
    /// launch that cannot take the name knows one runs there. `:0` (and `:0.0`, `unix:0`) is
    /// `io.github.timecircuits.Clock.display_0`, `host:10` is `….display_host_10`. A bus name
    /// element takes only `[A-Za-z0-9_]`, so any other byte of the host is written `_XX` in hex,
    /// which keeps different displays' names different.
    public static func busName(display: String) -> String {
        let server = serverName(display)
        let colon = server.lastIndex(of: ":") ?? server.endIndex
        let host = escaped(server[..<colon])
        let number = escaped(colon < server.endIndex ? server[server.index(after: colon)...] : "")
        return busName + ".display_" + (host.isEmpty ? "" : host + "_") + number
    }

    private static func escaped(_ text: Substring) -> String {
        var out = ""
        for byte in text.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if c.isASCII && (c.isLetter || c.isNumber) { out.append(c) } else { out += "_" + hex(byte) }
        }
        return out
    }

    /// The X server a display name reaches, without the screen: `:0`, `:0.0` and `unix:0` are one
    /// server, and one clock serves all its screens.
    public static func serverName(_ display: String) -> String {
        guard let colon = display.lastIndex(of: ":") else { return display }
        var host = String(display[..<colon])
        var number = String(display[display.index(after: colon)...])
        if let dot = number.firstIndex(of: ".") { number = String(number[..<dot]) }
        if host == "unix" { host = "" }
        return host + ":" + number
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }

    /// A named, typed parameter of a method or signal.
    public struct Parameter: Sendable, Hashable {
        public var name: String
        public var kind: ControlArgument.Kind
    }

    /// A method: its name and parameters (none returns anything; a refusal is a D-Bus error).
    public struct Method: Sendable, Hashable {
        public var name: String
        public var parameters: [Parameter]
    }

    /// A signal: its name and its arguments.
    public struct Signal: Sendable, Hashable {
        public var name: String
        public var arguments: [Field]
    }

    /// A signal's argument: its name and D-Bus type signature.
    public struct Field: Sendable, Hashable {
        public var name: String
        public var signature: String
    }

    private static func m(_ name: String, _ parameters: (String, ControlArgument.Kind)...) -> Method {
        Method(name: name, parameters: parameters.map { Parameter(name: $0.0, kind: $0.1) })
    }

    /// Every method, in the control page's order.
    public static let methods: [Method] = [
        m("ShowSettings", ("shown", .boolean)),
        m("SetCities", ("ids", .strings)),
        m("SetMode", ("mode", .string)),
        m("SetDestination", ("destination", .string)),
        m("Travel", ("destination", .string)),
        m("DepartAt", ("destination", .string)),
        m("CancelDeparture"),
        m("Return"),
        m("ShowFace", ("face", .string)),
        m("StartTimer", ("duration", .string)),
        m("PauseTimer"),
        m("ResumeTimer"),
        m("CancelTimer"),
        m("AddTimer", ("duration", .string), ("name", .string), ("start", .boolean)),
        m("StartNamedTimer", ("timer", .string)),
        m("PauseNamedTimer", ("timer", .string)),
        m("CancelNamedTimer", ("timer", .string)),
        m("SkipTimerPhase", ("timer", .string)),
        m("ShowTimer", ("timer", .string)),
        m("RemoveTimer", ("timer", .string)),
        m("StartStopwatch"),
        m("StopStopwatch"),
        m("StartStopStopwatch"),
        m("LapStopwatch"),
        m("ResetStopwatch"),
        m("SetNight", ("on", .boolean)),
        m("SetBrightness", ("level", .uint)),
        m("SetTwentyFourHour", ("on", .boolean)),
        m("SetSounds", ("on", .boolean)),
        m("SetBeep", ("mode", .string)),
        m("SetTheme", ("theme", .string)),
        m("SetDisplayMode", ("mode", .string)),
        m("Speak"),
        m("AddReminder", ("reminder", .string)),
        m("RemoveReminder", ("number", .uint)),
        m("Activate"),
        m("Quit"),
    ]

    /// One row as `Rows` carries it, the fields of `now --json` in order: role, id, name, zone
    /// (empty for a movie row that stands still), month, day, year, hour, minute, meridiem.
    public static let rowSignature = "(sssssiiiis)"

    /// Every property: the table's, in its order.
    public static let properties = StatusProperty.allCases

    /// Every signal. AlarmRinging is declared for the alarms, which emit it.
    public static let signals: [Signal] = [
        Signal(name: "TravelCompleted", arguments: [Field(name: "mode", signature: "s")]),
        Signal(name: "TimerFinished", arguments: [Field(name: "duration", signature: "u")]),
        Signal(name: "AlarmRinging", arguments: [Field(name: "label", signature: "s")]),
    ]
}
