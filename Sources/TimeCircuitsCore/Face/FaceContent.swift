import FoundationEssentials

/// What one row shows: a city and its readout, or nothing (a dark row with ghost segments and a
/// blank plate, when fewer than three cities are chosen).
public struct RowContent: Sendable, Hashable {
    public var plateName: String?
    public var readout: Readout?
    /// A second plate under the row's time, right of the name: the countdown to a departure, or
    /// plan mode's state of the row's city.
    public var sidePlate: String?
    /// A lamp lit between the two plates, in the traffic light's colours: plan mode's city at
    /// work (green), awake (amber) or asleep (red), as a meeting planner colours its hours.
    public var sideLamp: TimerPhase?
    /// A word in the YEAR field's cells in place of the year: the minimal display's weekday
    /// (`THU`), the room condition's temperature (` 22C`).
    public var yearWord: String?
    public init(plateName: String?, readout: Readout?, sidePlate: String? = nil, sideLamp: TimerPhase? = nil) {
        self.plateName = plateName
        self.readout = readout
        self.sidePlate = sidePlate
        self.sideLamp = sideLamp
    }
    public static let dark = RowContent(plateName: nil, readout: nil)

    /// The row's plates as `AnimationFrame.plates` carries them: the name, and the side plate
    /// after a line break when there is one, its lamp's mark (`AnimationFrame.lampMarks`) first.
    public var plates: String? {
        guard let side = sidePlate else { return plateName }
        let lamp = sideLamp.map { String(AnimationFrame.lampMarks[$0.rawValue]) } ?? ""
        return (plateName ?? "") + AnimationFrame.sidePlateSeparator + lamp + side
    }
}

/// Everything the painter needs besides the layout: the three rows and the colon's brightness.
public struct FaceContent: Sendable, Hashable {
    /// Exactly three entries, top to bottom.
    public var rows: [RowContent]
    /// Colon brightness, 0 (dim, ghost only) … 1 (lit).
    public var colonLevel: Double
    /// A countdown under way, shown on the clock face by a lamp in the chassis.
    public var timerLamp: TimerLamp?
    /// An alarm is switched on: the dot of the middle row's minute field is lit.
    public var alarmLamp = false

    public init(rows: [RowContent], colonLevel: Double) {
        precondition(rows.count <= 3, "the face has three rows")
        self.rows = rows + Array(repeating: .dark, count: 3 - rows.count)
        self.colonLevel = colonLevel
    }

    /// The face for `cities` at `instant`: readouts in each city's zone, colon from the same
    /// instant unless a level is given (a frozen readout still has a live colon).
    /// `zones` holds the cities' zones, or reads those it lacks through its resolver.
    public init(cities: [City], at instant: Date, colonLevel: Double, hourCycle: HourCycle = .twelve, zones: ShownZones) {
        let readouts = ReadoutSource(cities: cities, zones: zones, hourCycle: hourCycle).readouts(at: instant)
        self.init(rows: zip(cities, readouts).map { RowContent(plateName: $0.plateName, readout: $1) },
                  colonLevel: colonLevel)
    }

    /// Characters each field's window shows for a readout; blanks for a dark row.
    public static func characters(_ field: Field, _ readout: Readout?) -> [Character] {
        guard let r = readout else { return Array(repeating: " ", count: field.characterCount) }
        switch field {
        case .month: return Array(r.month)
        case .day: return Array(r.dayDigits)
        case .year: return Array(r.yearDigits)
        case .hour: return Array(r.hourDigits)
        case .minute: return Array(r.minuteDigits)
        }
    }

    /// The bars lit in one cell, as a mask: none for a character the cell cannot show, so an
    /// unknown character is a dark cell rather than a wrong one.
    public static func litMask(_ kind: SegmentKind, _ c: Character) -> UInt16 {
        // Every character a readout shows is ASCII: a table lookup, not a Character hashed into
        // the font's dictionaries, which the minute rendered ahead would otherwise pay 39 times.
        if let ascii = c.asciiValue { return kind == .seven ? asciiSeven[Int(ascii)] : asciiFourteen[Int(ascii)] }
        return SegmentFont.cellMask(c, on: kind) ?? 0
    }

    /// `litMask` for each ASCII character, worked out once from the font.
    private static let asciiSeven = asciiTable(.seven)
    private static let asciiFourteen = asciiTable(.fourteen)
    private static func asciiTable(_ kind: SegmentKind) -> [UInt16] {
        (0..<128).map { SegmentFont.cellMask(Character(Unicode.Scalar(UInt8($0))), on: kind) ?? 0 }
    }

    /// The bars lit in one cell.
    public static func litSegments(_ kind: SegmentKind, _ c: Character) -> [Segment] {
        SegmentFont.segments(in: litMask(kind, c))
    }
}
