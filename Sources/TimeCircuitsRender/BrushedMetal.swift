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
        // Single precision and one generator call per pixel (its 64 bits split in two): this runs
        // for every pixel of every panel at each new window size, 7 million at 4K.
        let b = Float(base.b) * 255, g = Float(base.g) * 255, r = Float(base.r) * 255
        img.withPixels { data, stride in
            for y in 0..<img.height {
                let rowShade = rng.signedUnitPair().0 * 0.035
                var streak = rng.signedUnitPair().0 * 0.03
                let row = data.advanced(by: y * stride)
                for x in 0..<img.width {
                    let (step, grain) = rng.signedUnitPair()
                    // Random walk pulled back to zero: streaks a few dozen pixels long.
                    streak = streak * 0.985 + step * 0.006
                    let k = 1 + rowShade + streak + grain * 0.018
                    let px = row.advanced(by: x * 4)
                    px[0] = channel(b * k)
                    px[1] = channel(g * k)
                    px[2] = channel(r * k)
                    px[3] = 255
                }
            }
        }
        img.markDirty()
        return img
    }

    @inline(__always)
    private static func channel(_ v: Float) -> UInt8 { UInt8(max(0, min(255, v + 0.5))) }
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
    /// Two independent values uniform in −1…1, from one step's two 32-bit halves.
    @inline(__always)
    mutating func signedUnitPair() -> (Float, Float) {
        let v = next()
        let scale: Float = 1.0 / 2_147_483_648
        return (Float(Int32(truncatingIfNeeded: v >> 32)) * scale, Float(Int32(truncatingIfNeeded: v)) * scale)
    }
}
