/// What a big-digit face (timer, stopwatch) shows at one instant, as the painter needs it: the
/// characters of each window, the gel colour and brightness, the bar, and the plates' texts.
/// Each face works out its own content and says it in these terms, so one painter and one
/// window buffer serve both.
public struct BigDigitsContent: Sendable, Hashable {
    /// The windows and chrome the face asks for.
    public var shape: BigDigitsShape
    /// Two characters a window, in `shape`'s order (big windows, then the fraction).
    public var fields: [[Character]]
    /// The gel the digits are lit in.
    public var phase: TimerPhase
    /// Brightness of the digits and the bar, 0…1.
    public var level: Double
    /// The colons' brightness.
    public var colonLevel: Double
    /// Cells of the bar graph lit, of `BigDigitsLayout.barCells`.
    public var barLit: Int
    public var plates: BigDigitsPlates

    public init(shape: BigDigitsShape, fields: [[Character]], phase: TimerPhase, level: Double = 1, colonLevel: Double = 1,
                barLit: Int = 0, plates: BigDigitsPlates) {
        self.shape = shape
        self.fields = fields
        self.phase = phase
        self.level = level
        self.colonLevel = colonLevel
        self.barLit = barLit
        self.plates = plates
    }

    /// `18:00` or `1:02:03` split into windows of two characters, right-aligned.
    public static func fields(_ digits: String) -> [[Character]] {
        digits.split(separator: ":").map { part -> [Character] in
            let chars = Array(part)
            return chars.count >= 2 ? Array(chars.suffix(2)) : [" "] + chars
        }
    }
}

/// The texts of a big-digit face's plates; they change at a start, a stop, a lap or a setting.
public struct BigDigitsPlates: Sendable, Hashable {
    /// The status plate: `ENDS 04:21 PM`, `RUNNING`, `LAP 3`.
    public var status: String
    /// The lamp labels: `GREEN`, `AMBER 2:00`, `RED 1:00`.
    public var lamps: [String]
    /// One plate a filled preset slot: `1 · 5:00`.
    public var presets: [String]
    /// Which of `presets` is in use (reads lit), and which just stored the set time (reads
    /// `STORED` for a moment, the answer to a long press).
    public var selectedPreset: Int?
    public var storedPreset: Int?
    /// The laps, newest first.
    public var laps: [LapPlate]
    /// The other timers' small readouts, beside the one shown large.
    public var strip: [StripPlate]

    public init(status: String, lamps: [String] = [], presets: [String] = [], selectedPreset: Int? = nil,
                storedPreset: Int? = nil, laps: [LapPlate] = [], strip: [StripPlate] = []) {
        self.strip = strip
        self.status = status
        self.lamps = lamps
        self.presets = presets
        self.selectedPreset = selectedPreset
        self.storedPreset = storedPreset
        self.laps = laps
    }
}

/// One lap's plate: `LAP 3   0:21.35   1:05.20`, the fastest and slowest marked by colour.
public struct LapPlate: Sendable, Hashable {
    public var text: String
    public var mark: LapMark?

    public init(text: String, mark: LapMark? = nil) {
        self.text = text
        self.mark = mark
    }
}

/// One timer's small readout in the timer face's strip: `TEA 3:12`, lettered in its traffic
/// light's colour while it runs or has run out, plain while set or paused.
public struct StripPlate: Sendable, Hashable {
    public var text: String
    /// Its light, while it runs or has run out; nil while set or paused.
    public var phase: TimerPhase?

    public init(text: String, phase: TimerPhase? = nil) {
        self.text = text
        self.phase = phase
    }
}

/// The lap that stands out: lettered green for the fastest, red for the slowest.
public enum LapMark: Sendable, Hashable {
    case fastest
    case slowest
}
