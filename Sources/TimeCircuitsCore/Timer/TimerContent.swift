import FoundationEssentials

/// What the timer face shows at one instant: the digits in the light's colour, the traffic-light
/// lamps, the bar graph of time left, and the plates. Worked out by the model from the countdown;
/// painted by the renderer as a `BigDigitsContent` (`picture`).
public struct TimerContent: Sendable, Hashable {
    /// The digits as the display spells them: `18:00`, `1:02:03`; overtime counts up the same way.
    public var digits: String
    /// The phase whose colour the digits and the bar are lit in.
    public var phase: TimerPhase
    /// Brightness of the digits and the bar, 0…1: below 1 while the finish flashes.
    public var level: Double
    /// The colons' brightness: lit while counting, flashing in overtime.
    public var colonLevel: Double
    /// Cells of the bar graph lit, of `BigDigitsLayout.barCells`.
    public var barLit: Int
    /// The plates, which change only when the countdown starts, stops or is set.
    public var plates: TimerPlates
    /// The other timers, small, beside this one.
    public var strip: [StripPlate] = []

    public init(digits: String, phase: TimerPhase, level: Double = 1, colonLevel: Double = 1, barLit: Int,
                plates: TimerPlates) {
        self.digits = digits
        self.phase = phase
        self.level = level
        self.colonLevel = colonLevel
        self.barLit = barLit
        self.plates = plates
    }

    /// Whether the display needs an hours window.
    public var showsHours: Bool { digits.filter { $0 == ":" }.count == 2 }

    /// The characters of each window, hours (if any) first, right-aligned in their two cells.
    public var fields: [[Character]] { BigDigitsContent.fields(digits) }

    /// The windows and chrome of the timer face: presets and the end time above the digits, the
    /// bar graph and the traffic light below.
    public var shape: BigDigitsShape {
        BigDigitsShape(windows: showsHours ? ["HR", "MIN", "SEC"] : ["MIN", "SEC"], presets: plates.presets.count,
                       bar: true, lamps: true, strip: strip.count)
    }

    /// The face as the big-digit painter shows it.
    public var picture: BigDigitsContent {
        BigDigitsContent(shape: shape, fields: fields, phase: phase, level: level, colonLevel: colonLevel, barLit: barLit,
                         plates: BigDigitsPlates(status: plates.status, lamps: plates.lamps, presets: plates.presets,
                                                 selectedPreset: plates.selectedPreset, storedPreset: plates.storedPreset,
                                                 strip: strip))
    }

    /// The face for `timer` at `boot` (its clock) and `wall` (for the end time's plate).
    public init(timer: CountdownTimer, presets: TimerPresets, at boot: Double, wall: Date, zone: Zone,
                cycle: HourCycle) {
        let shown = timer.shown(at: boot)
        let phase = timer.thresholds.phase(showing: shown.seconds, overtime: shown.overtime)
        var level = 1.0, colon = 1.0, lit = BigDigitsLayout.barCells
        switch timer.state {
        case .set:
            break
        case .running, .paused:
            // The bar empties by whole cells as the shown seconds fall, so it moves on the digits' edges.
            let fraction = Double(shown.seconds) / Double(max(1, timer.duration))
            lit = min(BigDigitsLayout.barCells, Int((fraction * Double(BigDigitsLayout.barCells)).rounded(.up)))
            if case .paused = timer.state { colon = TimerContent.pausedColon }
        case .finished(let end):
            let t = boot - end
            lit = 0
            // Overtime: the colon flashes on the timer's own half seconds, as a speaker's cue.
            colon = t.truncatingRemainder(dividingBy: 1) < 0.5 ? 1 : TimerContent.pausedColon
            if t < CountdownTimer.flashDuration {
                // The finish: everything blinks four times a second for a few seconds.
                let on = t.truncatingRemainder(dividingBy: 0.5) < 0.25
                level = on ? 1 : TimerContent.flashLow
                colon = level
                lit = on ? BigDigitsLayout.barCells : 0
            }
        }
        self.init(digits: TimerDuration.text(shown.seconds), phase: phase, level: level, colonLevel: colon, barLit: lit,
                  plates: TimerPlates(timer: timer, presets: presets, at: boot, wall: wall, zone: zone, cycle: cycle))
    }

    /// The colon of a paused timer, and the dark half of a flash: dim, the ghost still visible.
    static let pausedColon = 0.0
    /// The digits' low point while the finish flashes: never fully dark, so the time stays legible.
    static let flashLow = 0.2
}

/// The timer face's plates: the end time, the thresholds on the lamps, the presets.
public struct TimerPlates: Sendable, Hashable {
    /// `ENDS 04:21 PM`, `PAUSED`, `ENDED 04:21 PM`, or `READY` before a start.
    public var status: String
    /// The lamp labels: `GREEN`, `AMBER 2:00`, `RED 1:00`.
    public var lamps: [String]
    /// One plate a filled preset slot: `1 · 5:00`.
    public var presets: [String]
    /// Which of `presets` the set time is, if any.
    public var selectedPreset: Int?
    /// Which of `presets` a long press has just stored into, for the moment it shows `STORED`.
    public var storedPreset: Int?

    public init(status: String, lamps: [String], presets: [String], selectedPreset: Int?) {
        self.status = status
        self.lamps = lamps
        self.presets = presets
        self.selectedPreset = selectedPreset
    }

    init(timer: CountdownTimer, presets: TimerPresets, at boot: Double, wall: Date, zone: Zone, cycle: HourCycle) {
        func clock(_ d: Date) -> String { TimerPlates.timeOfDay(d, zone: zone, cycle: cycle) }
        switch timer.state {
        case .set: status = "READY"
        case .running(let end): status = "ENDS " + clock(wall.addingTimeInterval(end - boot))
        case .paused: status = "PAUSED"
        case .finished(let end): status = "ENDED " + clock(wall.addingTimeInterval(end - boot))
        }
        lamps = [TimerPhase.green.label,
                 "\(TimerPhase.amber.label) \(TimerDuration.text(timer.thresholds.amber))",
                 "\(TimerPhase.red.label) \(TimerDuration.text(timer.thresholds.red))"]
        let filled = presets.filled
        self.presets = filled.map { "\($0) · \(TimerDuration.text(presets[slot: $0]!.duration))" }
        selectedPreset = timer.preset.flatMap { filled.firstIndex(of: $0) }
    }

    /// `04:21 PM` or `16:21`, as the clock's own hour cycle shows time.
    static func timeOfDay(_ date: Date, zone: Zone, cycle: HourCycle) -> String {
        let minuteOfDay = NightSchedule.minuteOfDay(date, zone: zone)
        let (h, m) = (minuteOfDay / 60, minuteOfDay % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        switch cycle {
        case .twentyFour: return "\(two(h)):\(two(m))"
        case .twelve: return "\(two(h % 12 == 0 ? 12 : h % 12)):\(two(m)) \(h < 12 ? "AM" : "PM")"
        }
    }
}
