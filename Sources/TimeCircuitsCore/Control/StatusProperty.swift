/// The clock's D-Bus properties, one case each, in the control page's order: the one table their
/// names, types and values come from. The interface declares these (`ControlInterface.properties`), the
/// status announces these (`ClockStatus.changedProperties`) and the shell carries these on the bus
/// (`ControlBusValues`), so none of them can name a property the others lack.
public enum StatusProperty: String, Sendable, Hashable, CaseIterable {
    case mode = "Mode"
    case face = "Face"
    case rows = "Rows"
    case destination = "Destination"
    case timerState = "TimerState"
    case timerDuration = "TimerDuration"
    case timerRemaining = "TimerRemaining"
    case night = "Night"
    case nightSource = "NightSource"
    case nightUntil = "NightUntil"
    case brightness = "Brightness"
    case twentyFourHour = "TwentyFourHour"
    case settingsShown = "SettingsShown"
    case theme = "Theme"
    case displayMode = "DisplayMode"
    case stopwatchState = "StopwatchState"
    case stopwatchElapsed = "StopwatchElapsed"
    case stopwatchLaps = "StopwatchLaps"
    case sounds = "Sounds"
    case beep = "Beep"
    case departure = "Departure"
    case departsIn = "DepartsIn"
    case reminders = "Reminders"
    case nextReminder = "NextReminder"
    case planned = "Planned"
    case plannedText = "PlannedText"
    case plannedStates = "PlannedStates"
    case timers = "Timers"

    /// The property's name on the bus.
    public var name: String { rawValue }

    /// A property's value, in the kinds the interface uses. The core has no bus: the shell puts
    /// each kind on it as its signature says.
    public enum Value: Sendable, Hashable {
        case string(String)
        /// Unsigned on the bus, clamped to 32 bits there; whole here, so that comparing two
        /// statuses never takes two values for one.
        case unsigned(Int)
        case boolean(Bool)
        case double(Double)
        case strings([String])
        case doubles([Double])
        case rows([ReadoutRow])

        /// The D-Bus type signature of a value of this kind.
        public var signature: String {
            switch self {
            case .string: "s"
            case .unsigned: "u"
            case .boolean: "b"
            case .double: "d"
            case .strings: "as"
            case .doubles: "ad"
            case .rows: "a" + ControlInterface.rowSignature
            }
        }
    }

    /// The property's D-Bus type signature: its value's kind, which does not depend on the status.
    public var signature: String { value(of: .idle).signature }

    /// The property's value in `status`.
    public func value(of status: ClockStatus) -> Value {
        switch self {
        case .mode: .string(status.mode.rawValue)
        case .face: .string(status.face.rawValue)
        case .rows: .rows(status.rows)
        case .destination: .string(status.destination)
        case .timerState: .string(status.timerState.rawValue)
        case .timerDuration: .unsigned(status.timerDuration)
        case .timerRemaining: .double(status.timerRemaining)
        case .night: .boolean(status.night)
        case .nightSource: .string(status.nightSource)
        case .nightUntil: .string(status.nightUntil)
        case .brightness: .unsigned(status.brightness)
        case .twentyFourHour: .boolean(status.twentyFourHour)
        case .settingsShown: .boolean(status.settingsShown)
        case .theme: .string(status.theme.rawValue)
        case .displayMode: .string(status.displayMode.rawValue)
        case .stopwatchState: .string(status.stopwatchState)
        case .stopwatchElapsed: .double(status.stopwatchElapsed)
        case .stopwatchLaps: .doubles(status.stopwatchLaps)
        case .sounds: .boolean(status.sounds)
        case .beep: .string(status.beep.rawValue)
        case .departure: .string(status.departure)
        case .departsIn: .string(status.departsIn)
        case .reminders: .strings(status.reminders)
        case .nextReminder: .string(status.nextReminder)
        case .planned: .string(status.planned)
        case .plannedText: .string(status.plannedText)
        case .plannedStates: .strings(status.rows.compactMap { $0.state?.rawValue })
        case .timers: .strings(status.timers.map(\.json))
        }
    }

    /// Whether PropertiesChanged names this property between `old` and `status`. A running
    /// count (the timer's time left, the stopwatch's elapsed) is announced when it jumps (a
    /// start, a pause, a cancel, a reset), not as it runs: a client that wants the running count
    /// reads it, rather than being sent one message a second.
    public func changed(in status: ClockStatus, since old: ClockStatus) -> Bool {
        switch self {
        case .timerRemaining:
            status.timerState != old.timerState
                || (status.timerState != .running && status.timerState != .finished && status.timerRemaining != old.timerRemaining)
        case .timers:
            status.timers.map(\.steady) != old.timers.map(\.steady)
        case .stopwatchElapsed:
            status.stopwatchState != old.stopwatchState
                || (status.stopwatchState != "running" && status.stopwatchElapsed != old.stopwatchElapsed)
        default:
            value(of: status) != value(of: old)
        }
    }
}
