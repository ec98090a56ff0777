import TimeCircuitsCore

/// A brushed-aluminium texture, made procedurally and deterministically.
///
/// Brushing leaves long horizontal streaks of slightly different brightness; a noise value that
/// wanders slowly along x and jumps between rows reproduces that. The generator is seeded, so a
/// render of the same size is byte-identical every time.
enum BrushedMetal {
    static func texture(width: Int, height: Int, base: RGB, seed: UInt64) -> ImageSurface {
        let img = ImageSurface(width: max(width, 1), height: max(height, 1))
        var rng = SplitMix64(seed: seed)
        img.withPixels { data, stride in
            for y in 0..<img.height {
                let rowShade = rng.signedUnit() * 0.035
                var streak = rng.signedUnit() * 0.03
                let row = data.advanced(by: y * stride)
                for x in 0..<img.width {
                    // Random walk pulled back to zero: streaks a few dozen pixels long.
                    streak = streak * 0.985 + rng.signedUnit() * 0.006
                    let grain = rng.signedUnit() * 0.018
                    let k = 1 + rowShade + streak + grain
                    let px = row.advanced(by: x * 4)
                    px[0] = channel(base.b * k)
                    px[1] = channel(base.g * k)
                    px[2] = channel(base.r * k)
                    px[3] = 255
                }
            }
        }
        img.markDirty()
        return img
    }

    private static func channel(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
}

/// A small, fast, seedable PRNG (SplitMix64): the texture must not depend on the system's RNG.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in −1…1.
    mutating func signedUnit() -> Double { Double(next() >> 11) / Double(1 << 52) - 1 }
}
