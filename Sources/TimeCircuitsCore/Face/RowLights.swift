/// Which LEDs of one row are lit and how brightly, independent of what they spell: a readout, a
/// word scrolling past, or segment noise. The animations speak this; the painter draws it.
public struct RowLights: Sendable, Hashable {
    /// One mask per character cell, left to right across the row: MONTH's three 14-segment cells,
    /// then DAY, YEAR, HOUR and MIN's 7-segment cells (`RowLights.cellCount` in all).
    public var masks: [UInt16]
    /// Brightness of each field's window, 0 (dark) … 1, in `Field.allCases` order.
    public var levels: [Double]
    /// AM and PM lamp brightness, 0…1.
    public var am: Double
    public var pm: Double
    /// Colon brightness, or nil to let the colon follow the wall clock as it always does.
    public var colon: Double?
    /// While the bars ease from one readout to the next (`SegmentEase`): where they come from;
    /// nil when they show `masks` outright.
    public var easing: SegmentEase?

    public init(masks: [UInt16], levels: [Double] = Array(repeating: 1, count: Field.allCases.count),
                am: Double = 0, pm: Double = 0, colon: Double? = nil) {
        precondition(masks.count == Self.cellCount && levels.count == Field.allCases.count)
        self.masks = masks
        self.levels = levels
        self.am = am
        self.pm = pm
        self.colon = colon
    }

    /// Cells in a row: 3 + 2 + 4 + 2 + 2.
    public static let cellCount = Field.allCases.reduce(0) { $0 + $1.characterCount }

    /// Everything off, colon included: the row between two scenes of an animation.
    public static let dark = RowLights(masks: Array(repeating: 0, count: cellCount),
                                       levels: Array(repeating: 0, count: Field.allCases.count), colon: 0)

    /// The row showing `readout` at full brightness, colon left to the clock; for nil, a row
    /// without a city: dark, colon included, as the clock shows it.
    public init(readout: Readout?) {
        guard let readout else {
            self = .dark
            return
        }
        var masks: [UInt16] = []
        for field in Field.allCases {
            masks += FaceContent.characters(field, readout).map { FaceContent.litMask(field.kind, $0) }
        }
        self.init(masks: masks, am: readout.litLamp == .am ? 1 : 0, pm: readout.litLamp == .pm ? 1 : 0)
    }

    /// The row `row` shows: its readout, with its `yearWord` in the YEAR field's cells in place
    /// of the year (`ReplicaDisplay`).
    public init(row: RowContent) {
        self.init(readout: row.readout)
        guard let word = row.yearWord else { return }
        let start = Field.allCases.prefix { $0 != .year }.reduce(0) { $0 + $1.characterCount }
        let cells = SegmentFont.yearFieldWord(word)
        for (i, ch) in cells.enumerated() where i < Field.year.characterCount {
            masks[start + i] = FaceContent.litMask(.seven, ch)
        }
        // A row without a readout is dark, its fields at level 0: the word alone lights its own.
        if row.readout == nil { self = with(.year, level: 1) }
    }

    /// `text` written across the row's cells from cell `start` (which may be negative or past the
    /// end: only the part on the row shows), lit at `level`, lamps and colon dark.
    public init(text: String, start: Int, level: Double = 1) {
        var masks = Array(repeating: UInt16(0), count: Self.cellCount)
        let kinds = Self.cellKinds
        for (i, ch) in text.enumerated() {
            let cell = start + i
            guard masks.indices.contains(cell) else { continue }
            masks[cell] = FaceContent.litMask(kinds[cell], ch)
        }
        self.init(masks: masks, levels: Array(repeating: level, count: Field.allCases.count), colon: 0)
    }

    /// The segment kind of each cell, left to right.
    public static let cellKinds: [SegmentKind] = Field.allCases.flatMap { Array(repeating: $0.kind, count: $0.characterCount) }

    /// The index of each field's first cell.
    public static func firstCell(of field: Field) -> Int {
        Field.allCases.prefix { $0 != field }.reduce(0) { $0 + $1.characterCount }
    }

    /// The masks of one field's cells.
    public func masks(of field: Field) -> ArraySlice<UInt16> {
        let first = Self.firstCell(of: field)
        return masks[first..<(first + field.characterCount)]
    }

    public func level(of field: Field) -> Double { levels[Field.allCases.firstIndex(of: field)!] }

    /// Whether `field`'s window looks the same in both: the same bars at the same level, or dark
    /// in both whatever the bars.
    public func looksTheSame(as other: RowLights, in field: Field) -> Bool {
        let (a, b) = (level(of: field), other.level(of: field))
        return a == b && (a <= 0 || (masks(of: field) == other.masks(of: field) && easing(of: field) == other.easing(of: field)))
    }

    /// How `field`'s bars ease (its own cells' masks before, and how far), when they change there.
    public func easing(of field: Field) -> SegmentEase? {
        guard let easing else { return nil }
        let first = Self.firstCell(of: field)
        let from = easing.from[first..<(first + field.characterCount)]
        return from == masks(of: field) ? nil : SegmentEase(from: Array(from), progress: easing.progress)
    }

    /// The same lights with every brightness multiplied by `k` (a fade).
    public func scaled(_ k: Double) -> RowLights {
        var r = self
        r.levels = levels.map { $0 * k }
        r.am *= k
        r.pm *= k
        r.colon = colon.map { $0 * k }
        return r
    }

    /// The same lights with one field's window at `level`.
    public func with(_ field: Field, level: Double) -> RowLights {
        var r = self
        r.levels[Field.allCases.firstIndex(of: field)!] = level
        return r
    }
}

/// Every light on the face and the city plates below them: one frame of an animation, or the
/// clock's face (`init(_:)`), painted and repainted the same way.
public struct AnimationFrame: Sendable, Hashable {
    /// Three rows, top to bottom.
    public var rows: [RowLights]
    /// The city plates; they change with the cities, at the darkest moment of a time travel. A
    /// row with a side plate (a departure's countdown) carries it after a line break
    /// (`RowContent.plates`), so whatever keeps the background for its plates repaints it when
    /// the countdown turns, once a minute, and at no other time.
    public var plates: [String?]
    /// Between a row's name and its side plate in `plates`.
    public static let sidePlateSeparator = "\n"

    /// A row's plate text split into its name and its side plate.
    public static func splitPlate(_ text: String?) -> (name: String?, side: String?) {
        guard let text, let cut = text.firstIndex(of: "\n") else { return (text, nil) }
        return (String(text[..<cut]), String(text[text.index(after: cut)...]))
    }
    /// The marks a side plate's text begins with when a lamp is lit beside it, one a colour of
    /// `TimerPhase` in its order: control characters, which no plate's words contain. In the
    /// plates' text, the background's key, so a lamp changed is a background painted again.
    public static let lampMarks: [Character] = ["\u{1}", "\u{2}", "\u{3}"]
    /// A side plate's words and the lamp lit beside it, from `plates`' form.
    public static func splitLamp(_ side: String) -> (lamp: TimerPhase?, text: String) {
        guard let first = side.first, let i = lampMarks.firstIndex(of: first) else { return (nil, side) }
        return (TimerPhase(rawValue: i), String(side.dropFirst()))
    }
    /// The lamp in the chassis that says a countdown is under way; nil when none is.
    public var timerLamp: TimerLamp?
    /// An alarm is switched on: the dot of the middle row's minute field.
    public var alarmLamp = false

    public init(rows: [RowLights], plates: [String?]) {
        precondition(rows.count == 3 && plates.count == 3)
        self.rows = rows
        self.plates = plates
    }

    /// The clock's face as lights: each row's readout, under its plate.
    public init(_ content: FaceContent) {
        self.init(rows: content.rows.map(RowLights.init(row:)), plates: content.rows.map(\.plates))
        timerLamp = content.timerLamp
        alarmLamp = content.alarmLamp
    }

    /// Brightnesses rounded to `ColonLevels`' grid, so a fade repaints only when a step of it can
    /// be seen, and consecutive equal frames compare equal.
    public var quantized: AnimationFrame {
        var f = self
        f.rows = rows.map { row in
            var r = row
            r.levels = row.levels.map(ColonLevels.quantized)
            r.am = ColonLevels.quantized(row.am)
            r.pm = ColonLevels.quantized(row.pm)
            r.colon = row.colon.map(ColonLevels.quantized)
            return r
        }
        return f
    }
}
