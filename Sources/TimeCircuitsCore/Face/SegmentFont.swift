/// One bar of a 7- or 14-segment LED character.
///
/// The raw value is the bar's bit in a segment mask. The 14-segment numbering continues the
/// 7-segment one (A–F are the same outer bars), so a 7-segment mask is also a valid 14-segment mask
/// minus the middle bar, which 14-segment splits into G1/G2.
public enum Segment: Int, Sendable, CaseIterable, Comparable {
    case a = 0, b, c, d, e, f
    /// 7-segment middle bar; on a 14-segment cell the same bit is the left half, G1.
    case g = 6
    /// Right half of the 14-segment middle bar.
    case g2 = 7
    /// Upper-left diagonal (corner to centre).
    case h = 8
    /// Upper centre vertical.
    case i = 9
    /// Upper-right diagonal.
    case j = 10
    /// Lower-right diagonal.
    case k = 11
    /// Lower centre vertical.
    case l = 12
    /// Lower-left diagonal.
    case m = 13

    /// G1, the 14-segment name of bit 6.
    public static let g1 = Segment.g

    /// The bars of a 7-segment digit, in bit order.
    public static let sevenSegment: [Segment] = [.a, .b, .c, .d, .e, .f, .g]
    /// The bars of a 14-segment character, in bit order.
    public static let fourteenSegment: [Segment] = Segment.allCases

    public var bit: UInt16 { 1 << UInt16(rawValue) }

    public static func < (lhs: Segment, rhs: Segment) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Builds a mask from bar names, so tables read as the segments they light rather than hex.
@inlinable
func mask(_ segments: Segment...) -> UInt16 {
    segments.reduce(0) { $0 | $1.bit }
}

/// Which bars each character lights.
///
/// The tables are the single source of truth for glyph shapes. Two entries were wrong in the
/// original app ('A' had stray diagonals, 'S' a stray H and no G1); they are pinned by tests.
public enum SegmentFont {
    /// 7-segment digits. '7' is A B C (no F): the prop's hour digits use the plain form.
    public static let sevenSegmentTable: [Character: UInt8] = [
        "0": 0b0011_1111, // A B C D E F
        "1": 0b0000_0110, // B C
        "2": 0b0101_1011, // A B D E G
        "3": 0b0100_1111, // A B C D G
        "4": 0b0110_0110, // B C F G
        "5": 0b0110_1101, // A C D F G
        "6": 0b0111_1101, // A C D E F G
        "7": 0b0000_0111, // A B C
        "8": 0b0111_1111, // all seven
        "9": 0b0110_1111, // A B C D F G
        "-": 0b0100_0000, // G
        " ": 0,
    ]

    /// Letters on a 7-segment cell, for the words the power-on sequence scrolls across whole
    /// rows: the forms LED clocks have always used (lower-case t, r, n where a capital cannot be
    /// drawn; M as the "∩" arch), and the minimal display's weekdays in the YEAR field
    /// (`yearFieldWord`). Only these letters appear; the time's readouts never use them.
    public static let sevenSegmentLetters: [Character: UInt8] = [
        "A": 0b0111_0111, // A B C E F G
        "C": 0b0011_1001, // A D E F
        "D": 0b0101_1110, // B C D E G (lower-case d)
        "E": 0b0111_1001, // A D E F G
        "F": 0b0111_0001, // A E F G
        "H": 0b0111_0110, // B C E F G
        "I": 0b0011_0000, // E F
        "M": 0b0011_0111, // A B C E F
        "N": 0b0101_0100, // C E G
        "O": 0b0011_1111, // A B C D E F
        "R": 0b0101_0000, // E G
        "S": 0b0110_1101, // A C D F G
        "T": 0b0111_1000, // D E F G
        "U": 0b0011_1110, // B C D E F
    ]

    /// A weekday (`THU`) or a temperature (`22C`) as the YEAR field's four 7-segment cells spell
    /// it, right-aligned as the year's digits are: W, which seven bars cannot draw, as the LED
    /// clocks' "UU".
    public static func yearFieldWord(_ weekday: String) -> [Character] {
        let spelled = weekday.uppercased().flatMap { $0 == "W" ? ["U", "U"] : [$0] }
        return Array(repeating: " ", count: max(0, 4 - spelled.count)) + spelled.prefix(4)
    }

    /// The mask of `c` on a cell of `kind`: digits, and on 7-segment cells the letters above too;
    /// nil when the cell cannot show it.
    public static func cellMask(_ c: Character, on kind: SegmentKind) -> UInt16? {
        switch kind {
        case .fourteen: fourteenSegment(c)
        case .seven: (sevenSegment(c) ?? sevenSegmentLetters[Character(c.uppercased())]).map(UInt16.init)
        }
    }

    /// 14-segment letters, digits and a few symbols.
    ///
    /// Month letters are chosen to read at a glance on the prop's italic cells: N and M use the
    /// upper diagonals, W the lower ones, V is the classic "|/" wedge (a true V cannot be drawn
    /// from centre-to-corner diagonals), J keeps its lower-left hook.
    public static let fourteenSegmentTable: [Character: UInt16] = [
        "A": mask(.a, .b, .c, .e, .f, .g1, .g2),
        "B": mask(.a, .b, .c, .d, .g2, .i, .l),
        "C": mask(.a, .d, .e, .f),
        "D": mask(.a, .b, .c, .d, .i, .l),
        "E": mask(.a, .d, .e, .f, .g1, .g2),
        "F": mask(.a, .e, .f, .g1),
        "G": mask(.a, .c, .d, .e, .f, .g2),
        "H": mask(.b, .c, .e, .f, .g1, .g2),
        "I": mask(.a, .d, .i, .l),
        "J": mask(.b, .c, .d, .e),
        "K": mask(.e, .f, .g1, .j, .k),
        "L": mask(.d, .e, .f),
        "M": mask(.b, .c, .e, .f, .h, .j),
        "N": mask(.b, .c, .e, .f, .h, .k),
        "O": mask(.a, .b, .c, .d, .e, .f),
        "P": mask(.a, .b, .e, .f, .g1, .g2),
        "Q": mask(.a, .b, .c, .d, .e, .f, .k),
        "R": mask(.a, .b, .e, .f, .g1, .g2, .k),
        "S": mask(.a, .c, .d, .f, .g1, .g2),
        "T": mask(.a, .i, .l),
        "U": mask(.b, .c, .d, .e, .f),
        "V": mask(.e, .f, .j, .m),
        "W": mask(.b, .c, .e, .f, .k, .m),
        "X": mask(.h, .j, .k, .m),
        "Y": mask(.h, .j, .l),
        "Z": mask(.a, .d, .j, .m),
        "0": mask(.a, .b, .c, .d, .e, .f, .j, .m),
        "1": mask(.b, .c, .j),
        "2": mask(.a, .b, .d, .e, .g1, .g2),
        "3": mask(.a, .b, .c, .d, .g2),
        "4": mask(.b, .c, .f, .g1, .g2),
        "5": mask(.a, .c, .d, .f, .g1, .g2),
        "6": mask(.a, .c, .d, .e, .f, .g1, .g2),
        "7": mask(.a, .b, .c),
        "8": mask(.a, .b, .c, .d, .e, .f, .g1, .g2),
        "9": mask(.a, .b, .c, .d, .f, .g1, .g2),
        "-": mask(.g1, .g2),
        "+": mask(.g1, .g2, .i, .l),
        "/": mask(.j, .m),
        "*": mask(.g1, .g2, .h, .i, .j, .k, .l, .m),
        "_": mask(.d),
        "'": mask(.i),
        " ": 0,
    ]

    /// The 7-segment mask for `c`, or nil when the character has no 7-segment form.
    public static func sevenSegment(_ c: Character) -> UInt8? { sevenSegmentTable[c] }

    /// The 14-segment mask for `c` (letters case-insensitive), or nil when it has no form.
    public static func fourteenSegment(_ c: Character) -> UInt16? {
        fourteenSegmentTable[Character(c.uppercased())]
    }

    /// The bars a mask lights, in bit order.
    public static func segments(in mask: UInt16) -> [Segment] {
        Segment.allCases.filter { mask & $0.bit != 0 }
    }
}
