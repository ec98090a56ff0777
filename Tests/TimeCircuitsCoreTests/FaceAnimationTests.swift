import Foundation
import Testing
@testable import TimeCircuitsCore

/// The power-on sequence and the time travel as pure functions of time (and seed): which
/// segments are lit at a given instant of each.
@Suite("Animations")
struct FaceAnimationTests {
    static let film = try! FrozenDate.parse("1985-10-26T01:21:00-07:00")
    static let cities = CityCatalogue.defaultIDs.map { CityCatalogue.standard.city(id: $0)! }
    static let rows = FaceContent(cities: cities, at: film, colonLevel: 1, zones: ShownZones(resolver: .system)).rows
    static let others = FaceContent(cities: ["tokyo", "paris"].map { CityCatalogue.standard.city(id: $0)! },
                                    at: film, colonLevel: 1, zones: ShownZones(resolver: .system)).rows

    /// The text a row's cells spell, reading each mask back through the font ("?" for no match).
    static func text(_ row: RowLights) -> String {
        String(zip(row.masks, RowLights.cellKinds).map { mask, kind -> Character in
            if mask == 0 { return " " }
            let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
            return letters.first { SegmentFont.cellMask($0, on: kind) == mask } ?? "?"
        })
    }

    @Test("every letter of TIME, CIRCUITS and ON has a form on both kinds of cell")
    func letterForms() {
        for ch in "TIMECIRCUITSON" {
            #expect(SegmentFont.cellMask(ch, on: .fourteen) != nil, "\(ch) on 14 segments")
            #expect(SegmentFont.cellMask(ch, on: .seven) != nil, "\(ch) on 7 segments")
        }
        // The 7-segment letters never replace a digit's form.
        #expect(SegmentFont.cellMask("5", on: .seven) == UInt16(SegmentFont.sevenSegment("5")!))
    }

    @Test("power-on: TIME enters from the right a cell every 50 ms and stops in the first cells")
    func timeScrolls() throws {
        let first = try #require(PowerOnSequence.frame(at: 0.01, target: Self.rows))
        #expect(Self.text(first.rows[0]) == "            T")
        let third = try #require(PowerOnSequence.frame(at: 0.11, target: Self.rows))
        #expect(Self.text(third.rows[0]) == "          TIM")
        let settled = try #require(PowerOnSequence.frame(at: 0.7, target: Self.rows))
        #expect(Self.text(settled.rows[0]) == "TIME         ")
        // Green and amber are still dark, and no row shows a readout, lamp or blinking colon.
        #expect(first.rows[1] == .dark && first.rows[2].levels.allSatisfy { $0 == 0 })
        #expect(first.rows.allSatisfy { $0.am == 0 && $0.pm == 0 && $0.colon == 0 })
    }

    @Test("power-on: CIRCUITS follows on the green row, ON fades up on amber, then all fade out")
    func circuitsAndOn() throws {
        let f = try #require(PowerOnSequence.frame(at: 1.35, target: Self.rows))
        #expect(Self.text(f.rows[1]) == "CIRCUITS     ")
        #expect(Self.text(f.rows[0]) == "TIME         ")
        #expect(Self.text(f.rows[2]) == "ON           ")
        #expect(f.rows[2].level(of: .month) > 0 && f.rows[2].level(of: .month) < 0.2)
        let held = try #require(PowerOnSequence.frame(at: 2.2, target: Self.rows))
        #expect(held.rows.allSatisfy { $0.level(of: .month) == 1 })
        let fading = try #require(PowerOnSequence.frame(at: 2.7, target: Self.rows))
        #expect(fading.rows.allSatisfy { $0.level(of: .month) > 0.3 && $0.level(of: .month) < 0.7 })
        let dark = try #require(PowerOnSequence.frame(at: 3.0, target: Self.rows))
        #expect(dark.rows.allSatisfy { $0.levels.allSatisfy { $0 == 0 } })
    }

    @Test("power-on: the clock comes on with the month field 80 ms after the rest, then it ends")
    func clockComesOn() throws {
        let on = try #require(PowerOnSequence.frame(at: 3.22, target: Self.rows))
        for (lights, row) in zip(on.rows, Self.rows) {
            let clock = RowLights(readout: row.readout)
            #expect(lights.level(of: .month) == 0)
            #expect(lights.masks == clock.masks && lights.level(of: .hour) == 1 && lights.am == clock.am)
            #expect(lights.colon == nil, "the colon follows the clock again")
        }
        #expect(PowerOnSequence.frame(at: 3.29, target: Self.rows) == nil)
        #expect((3...4).contains(PowerOnSequence.duration))
        #expect(on.plates == Self.rows.map(\.plateName))
    }

    @Test("time travel: the same seed gives the same frames, another seed other ones")
    func deterministic() {
        for t in stride(from: 0.0, to: TimeTravelSequence.duration, by: 0.037) {
            let a = TimeTravelSequence.frame(at: t, from: Self.rows, to: Self.others, seed: 42)
            #expect(a == TimeTravelSequence.frame(at: t, from: Self.rows, to: Self.others, seed: 42))
        }
        let differing = stride(from: 0.0, to: 2.3, by: 0.05).filter {
            TimeTravelSequence.frame(at: $0, from: Self.rows, to: Self.others, seed: 1)
                != TimeTravelSequence.frame(at: $0, from: Self.rows, to: Self.others, seed: 2)
        }
        #expect(differing.count > 20)
    }

    @Test("time travel: the old readouts flicker, dark, noise and decoy dates, dark, new readouts month last")
    func phases() throws {
        // Flicker: rows are either dark or the old readouts at some brightness, and both happen.
        var seenOn = 0, seenOff = 0
        for t in stride(from: 0.0, to: 1.0, by: 0.04) {
            let f = try #require(TimeTravelSequence.frame(at: t + 0.001, from: Self.rows, to: Self.others, seed: 9))
            for (lights, row) in zip(f.rows, Self.rows) {
                if lights.levels.allSatisfy({ $0 == 0 }) { seenOff += 1; continue }
                seenOn += 1
                #expect(lights.masks == RowLights(readout: row.readout).masks)
                #expect(lights.level(of: .year) >= 0.45 && lights.level(of: .year) <= 1)
            }
            #expect(f.plates == Self.rows.map(\.plateName))
        }
        #expect(seenOn > 15 && seenOff > 15)

        for t in [1.1, 2.5] {
            let dark = try #require(TimeTravelSequence.frame(at: t, from: Self.rows, to: Self.others, seed: 9))
            #expect(dark.rows.allSatisfy { $0 == .dark })
        }
        // Noise: lit, and not the old or new readouts.
        var decoys = 0
        for t in stride(from: 1.31, to: 2.3, by: 0.07) {
            let f = try #require(TimeTravelSequence.frame(at: t, from: Self.rows, to: Self.others, seed: 9))
            for lights in f.rows {
                #expect(lights.masks.contains { $0 != 0 })
                if Readout.monthAbbreviations.contains(String(Self.text(lights).prefix(3))) { decoys += 1 }
            }
        }
        #expect(decoys > 5, "decoy dates appear among the noise")

        let arriving = try #require(TimeTravelSequence.frame(at: 2.72, from: Self.rows, to: Self.others, seed: 9))
        #expect(arriving.plates == ["TOKYO", "PARIS", nil])
        #expect(arriving.rows[0].level(of: .month) == 0 && arriving.rows[0].level(of: .minute) == 1)
        #expect(arriving.rows[0].masks == RowLights(readout: Self.others[0].readout).masks)
        #expect(arriving.rows[2].levels.allSatisfy { $0 == 0 }, "a row without a city stays dark")
        let landed = try #require(TimeTravelSequence.frame(at: 2.8, from: Self.rows, to: Self.others, seed: 9))
        #expect(landed.rows[0].level(of: .month) == 1)
        #expect(TimeTravelSequence.frame(at: TimeTravelSequence.duration, from: Self.rows, to: Self.others, seed: 9) == nil)
        #expect((2.5...3.5).contains(TimeTravelSequence.duration))
    }

    @Test("FaceAnimation plays each sequence to its end")
    func faceAnimation() {
        let travel = FaceAnimation.timeTravel(from: Self.rows, seed: 3)
        #expect(travel.frame(at: 1.5, target: Self.others) == TimeTravelSequence.frame(at: 1.5, from: Self.rows, to: Self.others, seed: 3))
        #expect(FaceAnimation.powerOn.frame(at: 0.5, target: Self.rows) == PowerOnSequence.frame(at: 0.5, target: Self.rows))
        #expect(travel.frame(at: travel.duration, target: Self.others) == nil)
        #expect(FaceAnimation.powerOn.frame(at: FaceAnimation.powerOn.duration + 1, target: Self.rows) == nil)
    }

    @Test("a negative time (the clock stepped back) is the first frame, never a crash")
    func negativeTime() {
        let travel = FaceAnimation.timeTravel(from: Self.rows, seed: 5)
        #expect(travel.frame(at: -3600, target: Self.others) == travel.frame(at: 0, target: Self.others))
        #expect(TimeTravelSequence.frame(at: -0.5, from: Self.rows, to: Self.others, seed: 5) != nil)
        #expect(PowerOnSequence.frame(at: -1, target: Self.rows) != nil)
    }

    @Test("quantized frames round brightness to the colon's grid, so equal-looking frames compare equal")
    func quantized() {
        let a = AnimationFrame(rows: [RowLights(text: "ON", start: 0, level: 0.501), .dark, .dark], plates: [nil, nil, nil])
        let b = AnimationFrame(rows: [RowLights(text: "ON", start: 0, level: 0.499), .dark, .dark], plates: [nil, nil, nil])
        #expect(a != b && a.quantized == b.quantized)
    }
}
