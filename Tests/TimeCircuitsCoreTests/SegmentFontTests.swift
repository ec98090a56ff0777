import Foundation
import Testing
@testable import TimeCircuitsCore

/// Protects the glyph tables: every digit and month letter lights exactly the bars the segment
/// numbering and the prop call for, and no mask strays outside its cell's bars.
@Suite("SegmentFont")
struct SegmentFontTests {

    // MARK: Bit numbering

    /// The usual LED numbering, A=0 at the top clockwise to F=5 and G=6 the middle bar, which the
    /// 14-segment cells continue: G1=6, G2=7, H=8, I=9, J=10, K=11, L=12, M=13. The glyph tables
    /// are written as masks in this numbering, so any other would light the wrong bars.
    @Test(arguments: [
        (Segment.a, 0), (.b, 1), (.c, 2), (.d, 3), (.e, 4), (.f, 5), (.g, 6), (.g1, 6), (.g2, 7),
        (.h, 8), (.i, 9), (.j, 10), (.k, 11), (.l, 12), (.m, 13),
    ])
    func segmentBitsFollowTheLEDNumbering(segment: Segment, bitIndex: Int) {
        #expect(segment.rawValue == bitIndex)
        #expect(segment.bit == UInt16(1) << UInt16(bitIndex))
    }

    @Test func cellsHaveSevenAndFourteenBars() {
        #expect(Segment.sevenSegment == [.a, .b, .c, .d, .e, .f, .g])
        #expect(Segment.fourteenSegment.count == 14)
        #expect(Set(Segment.fourteenSegment.map(\.rawValue)) == Set(0...13))
        #expect(SegmentKind.seven.segments.count == 7)
        #expect(SegmentKind.fourteen.segments.count == 14)
    }

    // MARK: Pinned masks (the original app's traps)

    @Test func sevenSegmentZeroIsAllButG() {
        #expect(SegmentFont.sevenSegment("0") == 0b0011_1111)
    }

    @Test func sevenSegmentFiveIsACDFG() {
        #expect(SegmentFont.sevenSegment("5") == 0b0110_1101)
        #expect(SegmentFont.segments(in: UInt16(SegmentFont.sevenSegment("5") ?? 0)) == [.a, .c, .d, .f, .g])
    }

    @Test func sevenSegmentEightIsAllSeven() {
        #expect(SegmentFont.sevenSegment("8") == 0x7F)
    }

    @Test func fourteenSegmentAHasNoDiagonalsAndNoI() {
        let a = SegmentFont.fourteenSegment("A")
        #expect(a == 0x00F7)
        #expect(SegmentFont.segments(in: a ?? 0) == [.a, .b, .c, .e, .f, .g1, .g2])
    }

    @Test func fourteenSegmentSIsACDFG1G2() {
        let s = SegmentFont.fourteenSegment("S")
        #expect(s == 0x00ED)
        #expect(SegmentFont.segments(in: s ?? 0) == [.a, .c, .d, .f, .g1, .g2])
    }

    // MARK: Digits

    /// Written out independently of the table: the bars of each 7-segment digit.
    static let expectedDigits: [(Character, [Segment])] = [
        ("0", [.a, .b, .c, .d, .e, .f]),
        ("1", [.b, .c]),
        ("2", [.a, .b, .d, .e, .g]),
        ("3", [.a, .b, .c, .d, .g]),
        ("4", [.b, .c, .f, .g]),
        ("5", [.a, .c, .d, .f, .g]),
        ("6", [.a, .c, .d, .e, .f, .g]),
        ("7", [.a, .b, .c]),
        ("8", [.a, .b, .c, .d, .e, .f, .g]),
        ("9", [.a, .b, .c, .d, .f, .g]),
    ]

    @Test(arguments: expectedDigits)
    func everyDigitIsDefinedInSevenSegment(digit: Character, expected: [Segment]) throws {
        let m = try #require(SegmentFont.sevenSegment(digit), "no 7-segment form for \(digit)")
        #expect(Set(SegmentFont.segments(in: UInt16(m))) == Set(expected), "digit \(digit)")
    }

    @Test func digitsAreAllDistinct() {
        let masks = (0...9).compactMap { SegmentFont.sevenSegment(Character(String($0))) }
        #expect(masks.count == 10)
        #expect(Set(masks).count == 10)
    }

    @Test func sevenSegmentMasksFitInSevenBits() {
        for (c, m) in SegmentFont.sevenSegmentTable {
            #expect(m & 0b1000_0000 == 0, "7-segment '\(c)' sets bit 7: \(String(m, radix: 2))")
        }
    }

    // MARK: Month letters

    /// Every letter the twelve month abbreviations use, with the bars it should light, written out
    /// here rather than copied from the table so a changed shape has to be changed twice.
    static let expectedMonthLetters: [(Character, [Segment])] = [
        ("J", [.b, .c, .d, .e]),                 // right side, bottom, lower-left hook
        ("A", [.a, .b, .c, .e, .f, .g1, .g2]),   // no diagonals, no I
        ("N", [.b, .c, .e, .f, .h, .k]),         // |\|: upper-left and lower-right diagonals
        ("F", [.a, .e, .f, .g1]),
        ("E", [.a, .d, .e, .f, .g1, .g2]),
        ("B", [.a, .b, .c, .d, .g2, .i, .l]),
        ("M", [.b, .c, .e, .f, .h, .j]),         // |\/|: both upper diagonals
        ("R", [.a, .b, .e, .f, .g1, .g2, .k]),
        ("P", [.a, .b, .e, .f, .g1, .g2]),
        ("Y", [.h, .j, .l]),
        ("U", [.b, .c, .d, .e, .f]),
        ("L", [.d, .e, .f]),
        ("G", [.a, .c, .d, .e, .f, .g2]),
        ("S", [.a, .c, .d, .f, .g1, .g2]),
        ("O", [.a, .b, .c, .d, .e, .f]),
        ("C", [.a, .d, .e, .f]),
        ("T", [.a, .i, .l]),
        ("V", [.e, .f, .j, .m]),                 // "|/" wedge
        ("D", [.a, .b, .c, .d, .i, .l]),
    ]

    @Test func theLetterListCoversEveryMonthAbbreviation() {
        let used = Set(Readout.monthAbbreviations.joined())
        let listed = Set(Self.expectedMonthLetters.map(\.0))
        #expect(used == listed)
        #expect(Readout.monthAbbreviations.count == 12)
    }

    @Test(arguments: expectedMonthLetters)
    func monthLetterUsesExactlyItsBars(letter: Character, expected: [Segment]) throws {
        let m = try #require(SegmentFont.fourteenSegment(letter), "no 14-segment form for \(letter)")
        let lit = SegmentFont.segments(in: m)
        let stray = Set(lit).subtracting(expected)
        let missing = Set(expected).subtracting(lit)
        #expect(stray.isEmpty, "'\(letter)' lights stray bars \(stray.sorted())")
        #expect(missing.isEmpty, "'\(letter)' is missing bars \(missing.sorted())")
    }

    @Test(arguments: Readout.monthAbbreviations)
    func everyMonthAbbreviationIsDefinedLetterByLetter(month: String) {
        #expect(month.count == 3)
        for letter in month {
            let m = SegmentFont.fourteenSegment(letter)
            #expect(m != nil, "\(month): no 14-segment form for '\(letter)'")
            #expect(m != 0, "\(month): '\(letter)' lights nothing")
        }
    }

    @Test func monthLettersAreAllDistinguishable() {
        let masks = Self.expectedMonthLetters.compactMap { SegmentFont.fourteenSegment($0.0) }
        #expect(masks.count == Self.expectedMonthLetters.count)
        #expect(Set(masks).count == masks.count, "two month letters share a shape")
    }

    // MARK: Mask ranges and case

    @Test func fourteenSegmentMasksSetNoBitAbove13() {
        for (c, m) in SegmentFont.fourteenSegmentTable {
            #expect(m & ~UInt16(0x3FFF) == 0, "14-segment '\(c)' sets a bit above 13: \(String(m, radix: 2))")
        }
    }

    @Test(arguments: Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
    func lowercaseLettersMapLikeUppercase(upper: Character) throws {
        let lower = Character(upper.lowercased())
        let mask = try #require(SegmentFont.fourteenSegment(upper), "no 14-segment form for \(upper)")
        #expect(SegmentFont.fourteenSegment(lower) == mask)
    }

    @Test func unknownCharactersHaveNoForm() {
        #expect(SegmentFont.sevenSegment("A") == nil)
        #expect(SegmentFont.fourteenSegment("@") == nil)
    }

    @Test func segmentsInMaskRoundTrips() {
        for (c, m) in SegmentFont.fourteenSegmentTable {
            let rebuilt = SegmentFont.segments(in: m).reduce(UInt16(0)) { $0 | $1.bit }
            #expect(rebuilt == m, "'\(c)'")
        }
    }
}
