import TimeCircuitsCore
import TimeCircuitsStorage

/// The clock's interface in D-Bus values: the core's table (`ControlInterface`) as sd-bus
/// declarations, arguments and properties converted both ways. Shared by the clock that serves
/// the interface and by `timecircuits ctl`, which calls it.
public enum ControlBusValues {
    /// A bus value as a command argument; nil for any type the interface does not use (sd-bus has
    /// already refused arguments that do not match a method's declared signature).
    public static func argument(_ value: BusValue) -> ControlArgument? {
        switch value {
        case .string(let s): return .string(s)
        case .boolean(let b): return .boolean(b)
        case .uint32(let u): return .uint(u)
        case .array("s", let items):
            var strings: [String] = []
            for item in items {
                guard case .string(let s) = item else { return nil }
                strings.append(s)
            }
            return .strings(strings)
        default: return nil
        }
    }

    public static func value(_ argument: ControlArgument) -> BusValue {
        switch argument {
        case .string(let s): .string(s)
        case .boolean(let b): .boolean(b)
        case .uint(let u): .uint32(u)
        case .strings(let items): .strings(items)
        }
    }

    /// The method call that asks the clock owning `destination` for `command`.
    public static func call(_ command: ControlCommand, destination: String) -> BusMethodCall {
        let (method, arguments) = command.call
        return BusMethodCall(destination: destination, path: ControlInterface.objectPath,
                             interface: ControlInterface.interface, member: method, arguments: arguments.map(value))
    }

    /// The value of `property` in `status`, as the bus carries it.
    public static func property(_ property: StatusProperty, of status: ClockStatus) -> BusValue {
        switch property.value(of: status) {
        case .string(let s): .string(s)
        case .unsigned(let n): .uint32(UInt32(clamping: n))
        case .boolean(let b): .boolean(b)
        case .double(let d): .double(d)
        case .strings(let list): .array(elementSignature: "s", list.map(BusValue.string))
        case .doubles(let list): .array(elementSignature: "d", list.map(BusValue.double))
        case .rows(let rows):
            .array(elementSignature: ControlInterface.rowSignature, rows.map { r in
                .structure([.string(r.role), .string(r.id), .string(r.name), .string(r.zone ?? ""), .string(r.month),
                            .int32(Int32(r.day)), .int32(Int32(r.year)), .int32(Int32(r.hour)), .int32(Int32(r.minute)),
                            .string(r.meridiem ?? "")])
            })
        }
    }

    /// The status read back from `Properties.GetAll`'s answer (`a{sv}`); nil when a property is
    /// missing or of another type (a clock of another version).
    public static func status(fromProperties reply: [BusValue]) -> ClockStatus? {
        guard case .array(_, let entries)? = reply.first else { return nil }
        var values: [String: BusValue] = [:]
        for case .dictEntry(.string(let key), .variant(let value)) in entries { values[key] = value }
        func p(_ k: StatusProperty) -> BusValue? { values[k.name] }
        func s(_ k: StatusProperty) -> String? { if case .string(let v)? = p(k) { v } else { nil } }
        func b(_ k: StatusProperty) -> Bool? { if case .boolean(let v)? = p(k) { v } else { nil } }
        func u(_ k: StatusProperty) -> Int? { if case .uint32(let v)? = p(k) { Int(v) } else { nil } }
        guard let mode = s(.mode).flatMap(ClockMode.init), let face = s(.face).flatMap(FaceScreen.init),
              case .array(_, let rowValues)? = p(.rows), let destination = s(.destination),
              let timerState = s(.timerState).flatMap(ClockStatus.TimerStateName.init), let duration = u(.timerDuration),
              case .double(let remaining)? = p(.timerRemaining), let night = b(.night), let brightness = u(.brightness),
              let h24 = b(.twentyFourHour), let settings = b(.settingsShown) else { return nil }
        var rows: [ReadoutRow] = []
        for case .structure(let f) in rowValues {
            guard f.count == 10, case .string(let role) = f[0], case .string(let id) = f[1], case .string(let name) = f[2],
                  case .string(let zone) = f[3], case .string(let month) = f[4], case .int32(let day) = f[5],
                  case .int32(let year) = f[6], case .int32(let hour) = f[7], case .int32(let minute) = f[8],
                  case .string(let meridiem) = f[9] else { return nil }
            rows.append(ReadoutRow(role: role, id: id, name: name, zone: zone.isEmpty ? nil : zone, month: month,
                                   day: Int(day), year: Int(year), hour: Int(hour), minute: Int(minute), meridiem: meridiem.isEmpty ? nil : meridiem))
        }
        // A clock from before themes has no Theme property: it shows the prop.
        let theme = s(.theme).flatMap(ThemeName.parse) ?? .prop
        var status = ClockStatus(mode: mode, face: face, rows: rows, destination: destination, timerState: timerState,
                                 timerDuration: duration, timerRemaining: remaining, night: night, brightness: brightness,
                                 twentyFourHour: h24, settingsShown: settings, theme: theme)
        // A clock from before the stopwatch has none of its properties: one at zero.
        status.stopwatchState = s(.stopwatchState) ?? "reset"
        // A clock from before the schedule follows its setting, for good.
        status.nightSource = s(.nightSource) ?? NightSource.setting.rawValue
        status.nightUntil = s(.nightUntil) ?? ""
        // A clock from before the sounds is silent.
        status.sounds = b(.sounds) ?? false
        // A clock from before the beep never beeps.
        status.beep = s(.beep).flatMap(BeepMode.parse) ?? .off
        // A clock from before the display modes shows the three rows.
        status.displayMode = s(.displayMode).flatMap(DisplayMode.fromSettings) ?? .full
        // A clock from before "depart at" has no departure waiting.
        status.departure = s(.departure) ?? ""
        status.departsIn = s(.departsIn) ?? ""
        // A clock from before the reminders has none.
        if case .array(_, let list)? = p(.reminders) {
            status.reminders = list.compactMap { if case .string(let r) = $0 { r } else { nil } }
        }
        status.nextReminder = s(.nextReminder) ?? ""
        // A clock from before plan mode shows now.
        status.planned = s(.planned) ?? ""
        status.plannedText = s(.plannedText) ?? ""
        if case .array(_, let states)? = p(.plannedStates), states.count == status.rows.count {
            for (i, value) in states.enumerated() {
                if case .string(let state) = value { status.rows[i].state = CityState(rawValue: state) }
            }
        }
        // A clock from before the named timers lists none.
        if case .array(_, let list)? = p(.timers) {
            status.timers = list.compactMap { if case .string(let json) = $0 { TimerListing.Entry(json: json) } else { nil } }
        }
        if case .double(let elapsed)? = p(.stopwatchElapsed) { status.stopwatchElapsed = elapsed }
        if case .array(_, let laps)? = p(.stopwatchLaps) {
            status.stopwatchLaps = laps.compactMap { if case .double(let d) = $0 { d } else { nil } }
        }
        return status
    }
}
