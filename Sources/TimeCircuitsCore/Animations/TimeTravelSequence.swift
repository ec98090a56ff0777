import FoundationEssentials

/// The time-travel transition, shown when the cities change (and on T): the rows flicker at
/// random for about a second, go dark, show random segment noise and decoy dates, go dark again,
/// and the new readouts come on, month last. About three seconds.
///
/// Deterministic for a seed: `frame(at:from:to:seed:)` is a pure function, so any frame can be
/// rendered headless and tested, and two windows given the same seed show the same show.
public enum TimeTravelSequence {
    /// The old readouts flicker until this time.
    static let flickerEnd: TimeInterval = 1.0
    /// One flicker: each row is on or off, at some brightness, for this long.
    static let flickerStep: TimeInterval = 0.04
    /// Chance a row is lit during one flicker.
    static let flickerOnChance = 0.55
    /// A flickering row comes on somewhere between this and full brightness: a failing supply,
    /// not a switch.
    static let flickerDimmest = 0.45
    /// Noise and decoys come on somewhere between this and full brightness.
    static let noiseDimmest = 0.6
    /// Segment noise and decoy dates, between two dark spells.
    static let noise = (start: 1.3, end: 2.3)
    static let noiseStep: TimeInterval = 0.07
    /// Chance one bar is lit in a noise frame: enough to look like garbage, not a solid block.
    static let noiseBarChance = 0.3
    /// The plates change to the new cities in the second dark spell, when nothing is lit.
    static let platesChange: TimeInterval = noise.end
    /// The new readouts come on; the month a beat later, as at power-on.
    public static let arrival: TimeInterval = 2.7
    public static let duration: TimeInterval = arrival + PowerOnSequence.monthDelay + 0.04

    /// Dates every fan knows, shown among the random decoys.
    static let famousDates = [
        Readout(month: "NOV", day: 5, year: 1955, hour: 6, minute: 0, meridiem: .am),
        Readout(month: "OCT", day: 26, year: 1985, hour: 1, minute: 21, meridiem: .am),
        Readout(month: "OCT", day: 21, year: 2015, hour: 4, minute: 29, meridiem: .pm),
        Readout(month: "SEP", day: 2, year: 1885, hour: 8, minute: 0, meridiem: .am),
        Readout(month: "NOV", day: 12, year: 1955, hour: 10, minute: 4, meridiem: .pm),
        Readout(month: "JAN", day: 1, year: 1885, hour: 12, minute: 0, meridiem: .am),
    ]

    /// The frame `t` seconds into the transition from `from` to `to`; nil once it is over.
    public static func frame(at time: TimeInterval, from: [RowContent], to: [RowContent], seed: UInt64) -> AnimationFrame? {
        guard time < duration else { return nil }
        let t = max(0, time)  // Step numbers below are unsigned.
        let old = padded(from), new = padded(to)
        let plates = (t < platesChange ? old : new).map(\.plates)
        let cycle = new.compactMap(\.readout).first?.hourCycle ?? .twelve
        let rows: [RowLights] = (0..<3).map { slot in
            switch t {
            case ..<flickerEnd:
                let n = UInt64(t / flickerStep)
                guard old[slot].readout != nil, Noise.unit(seed, 1, n, UInt64(slot)) < flickerOnChance else { return .dark }
                return RowLights(readout: old[slot].readout)
                    .scaled(flickerDimmest + (1 - flickerDimmest) * Noise.unit(seed, 2, n, UInt64(slot)))
            case noise.start..<noise.end:
                let n = UInt64((t - noise.start) / noiseStep)
                let level = noiseDimmest + (1 - noiseDimmest) * Noise.unit(seed, 3, n, UInt64(slot))
                // Alternate garbage and dates, each row on its own: the display hunting for a time.
                if (n + UInt64(slot)) % 2 == 0 {
                    return segmentNoise(seed: seed, step: n, slot: slot).scaled(level)
                }
                return RowLights(readout: decoy(seed: seed, step: n, slot: slot).with(cycle)).scaled(level)
            case arrival...:
                let lights = RowLights(readout: new[slot].readout)
                return t < arrival + PowerOnSequence.monthDelay ? lights.with(.month, level: 0) : lights
            default:
                return .dark
            }
        }
        return AnimationFrame(rows: rows, plates: plates)
    }

    /// Random bars in every cell.
    static func segmentNoise(seed: UInt64, step: UInt64, slot: Int) -> RowLights {
        let masks = RowLights.cellKinds.enumerated().map { cell, kind in
            let bars = kind == .fourteen ? Segment.fourteenSegment : Segment.sevenSegment
            return bars.reduce(UInt16(0)) { m, bar in
                Noise.unit(seed, 4, step, UInt64(slot * 64 + cell * 16 + bar.rawValue)) < noiseBarChance ? m | bar.bit : m
            }
        }
        let am = Noise.unit(seed, 5, step, UInt64(slot)) < 0.5
        return RowLights(masks: masks, am: am ? 1 : 0, pm: am ? 0 : 1, colon: 1)
    }

    /// A date to flash past: one of the famous ones now and then, otherwise anything at all
    /// between 1885 and 2099.
    static func decoy(seed: UInt64, step: UInt64, slot: Int) -> Readout {
        func pick(_ k: UInt64, _ n: Int) -> Int { Int(Noise.unit(seed, 6 + k, step, UInt64(slot)) * Double(n)) }
        if pick(0, 4) == 0 { return famousDates[pick(1, famousDates.count)] }
        return Readout(month: Readout.monthAbbreviations[pick(2, 12)], day: 1 + pick(3, 28), year: 1885 + pick(4, 215),
                       hour: 1 + pick(5, 12), minute: pick(6, 60), meridiem: pick(7, 2) == 0 ? .am : .pm)
    }

    private static func padded(_ rows: [RowContent]) -> [RowContent] {
        Array((rows + Array(repeating: .dark, count: 3)).prefix(3))
    }
}

/// Stateless pseudo-random numbers: the same inputs always give the same number, so an
/// animation's frame depends only on its seed and the time, never on frames drawn before it.
enum Noise {
    /// A number in 0 ..< 1 from SplitMix64's finaliser over the inputs.
    static func unit(_ seed: UInt64, _ a: UInt64, _ b: UInt64, _ c: UInt64) -> Double {
        var z = seed &+ a &* 0x9E37_79B9_7F4A_7C15 &+ b &* 0xBF58_476D_1CE4_E5B9 &+ c &* 0x94D0_49BB_1331_11EB
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}
