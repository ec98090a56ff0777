import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

/// Protects the colon's phase lock to the wall clock: lit for the first half of every second, edges
/// exactly on .0 and .5, a pulse that peaks on whole seconds, all computed from absolute time (also
/// before 1970), plus the minute deadline for the digits.
@Suite("ColonClock")
struct ColonClockTests {

    /// Whole seconds on both sides of the epoch: the film's date, today-ish and before 1970.
    static let seconds: [Double] = [0, 499_162_860, 1_445_444_940, 1_780_000_000, -1, -86_400, -499_162_860]

    private func at(_ t: Double) -> Date { Date(timeIntervalSince1970: t) }

    // MARK: Step

    @Test(arguments: seconds)
    func stepIsLitForTheFirstHalfOfEachSecond(second: Double) {
        #expect(ColonClock.isLit(at: at(second)), "whole second")
        #expect(ColonClock.isLit(at: at(second + 0.25)))
        #expect(ColonClock.isLit(at: at(second + 0.499)), ".499")
        #expect(!ColonClock.isLit(at: at(second + 0.5)), ".5")
        #expect(!ColonClock.isLit(at: at(second + 0.75)))
        #expect(!ColonClock.isLit(at: at(second + 0.999)), ".999")
    }

    @Test(arguments: seconds)
    func stepLevelIsFullOrDim(second: Double) {
        let lit = ColonClock.level(at: at(second + 0.1), style: .step)
        let dim = ColonClock.level(at: at(second + 0.6), style: .step)
        #expect(lit == ColonClock.fullLevel && lit == 1.0, "the first half is full brightness")
        #expect(dim == ColonClock.dimLevel && dim < lit, "the second half is dim")
    }

    @Test func phaseIsInUnitRangeBeforeAndAfter1970() {
        #expect(abs(ColonClock.phase(at: at(-0.25)) - 0.75) < 1e-9)
        #expect(abs(ColonClock.phase(at: at(-100.75)) - 0.25) < 1e-9)
        #expect(abs(ColonClock.phase(at: at(1_445_444_940.25)) - 0.25) < 1e-6)
        for t in stride(from: -3.0, through: 3.0, by: 0.05) {
            let p = ColonClock.phase(at: at(t))
            #expect(p >= 0 && p < 1, "phase \(p) at \(t)")
        }
    }

    @Test func negativeInstantsAreNotMirrored() {
        // Truncation toward zero would make 1969-12-31T23:59:59.25 (t = −0.75) look like .75 into
        // its second; it is .25 into it, so lit.
        #expect(ColonClock.isLit(at: at(-0.75)))
        #expect(!ColonClock.isLit(at: at(-0.25)))
        #expect(ColonClock.isLit(at: at(-1)))
    }

    // MARK: Pulse

    @Test(arguments: seconds)
    func pulsePeaksOnWholeSecondsAndTroughsAtHalves(second: Double) {
        #expect(abs(ColonClock.level(at: at(second), style: .pulse) - 1.0) < 1e-9)
        #expect(abs(ColonClock.level(at: at(second + 0.5), style: .pulse) - ColonClock.pulseTroughLevel) < 1e-9)
        // Symmetric fade: a quarter either side of the peak is halfway down.
        let quarter = (1.0 + ColonClock.pulseTroughLevel) / 2
        #expect(abs(ColonClock.level(at: at(second + 0.25), style: .pulse) - quarter) < 1e-6)
        #expect(abs(ColonClock.level(at: at(second + 0.75), style: .pulse) - quarter) < 1e-6)
    }

    @Test func pulseStaysInRangeAndFallsThenRises() {
        #expect(ColonClock.pulseTroughLevel > ColonClock.dimLevel && ColonClock.pulseTroughLevel < 1)
        var previous = ColonClock.level(at: at(-2), style: .pulse)
        for i in 1...200 {
            let t = -2.0 + Double(i) * 0.01
            let level = ColonClock.level(at: at(t), style: .pulse)
            #expect(level >= ColonClock.pulseTroughLevel - 1e-12 && level <= 1.0 + 1e-12, "level \(level) at \(t)")
            let frac = t - t.rounded(.down)
            if frac > 0.011 && frac < 0.499 { #expect(level < previous, "not falling at \(t)") }
            if frac > 0.511 && frac < 0.999 { #expect(level > previous, "not rising at \(t)") }
            previous = level
        }
    }

    // MARK: Deadlines

    @Test(arguments: seconds)
    func nextEdgeFallsExactlyOnTheNextHalfSecond(second: Double) {
        #expect(ColonClock.nextEdge(after: at(second + 0.2)) == at(second + 0.5))
        #expect(ColonClock.nextEdge(after: at(second + 0.5)) == at(second + 1.0))
        #expect(ColonClock.nextEdge(after: at(second)) == at(second + 0.5))
        #expect(ColonClock.nextEdge(after: at(second + 0.7)) == at(second + 1.0))
        #expect(ColonClock.nextEdge(after: at(second + 0.5)).timeIntervalSince1970 == second + 1.0)
    }

    @Test func nextEdgeIsStrictlyLaterAndFlipsTheColon() {
        var t = at(1_445_444_940.123)
        var lit = ColonClock.isLit(at: t)
        for _ in 0..<10 {
            let edge = ColonClock.nextEdge(after: t)
            #expect(edge > t)
            #expect(edge.timeIntervalSince(t) <= 0.5 + 1e-9)
            #expect(ColonClock.isLit(at: edge) != lit, "colon did not flip at \(edge.timeIntervalSince1970)")
            t = edge
            lit = ColonClock.isLit(at: t)
        }
    }

    @Test(arguments: seconds)
    func nextMinuteIsTheNextWholeMinute(second: Double) {
        let minute = (second / 60).rounded(.down) * 60
        #expect(ColonClock.nextMinute(after: at(minute)) == at(minute + 60))
        #expect(ColonClock.nextMinute(after: at(minute + 0.001)) == at(minute + 60))
        #expect(ColonClock.nextMinute(after: at(minute + 59.5)) == at(minute + 60))
        let next = ColonClock.nextMinute(after: at(second + 12.3)).timeIntervalSince1970
        #expect(next.truncatingRemainder(dividingBy: 60) == 0)
        #expect(next > second + 12.3 && next <= second + 12.3 + 60)
    }

    @Test func nextMinuteIsWhenTheReadoutChanges() throws {
        let utc = try #require(Zone(identifier: "UTC"))
        let t = try FrozenDate.parse("2015-10-21T16:29:41.5Z")
        let change = ColonClock.nextMinute(after: t)
        #expect(Readout(instant: change, zone: utc).minute == 30)
        #expect(Readout(instant: change.addingTimeInterval(-0.001), zone: utc).minute == 29)
    }
}
