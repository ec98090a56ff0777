import CCairo
import TimeCircuitsCore

/// A brushed-aluminium texture, made procedurally and deterministically.
///
/// Brushing leaves long horizontal streaks of slightly different brightness; a noise value that
/// wanders slowly along x and jumps between rows reproduces that. The generator is seeded, so a
/// render of the same size is byte-identical every time.
enum BrushedMetal {
    /// Generator steps a texture row takes: its shade, its streak's start, then one a pixel.
    private static func steps(perRowOf width: Int) -> UInt64 { UInt64(width) + 2 }

    /// Rows a part of the texture is generated in at once: rows are independent (each starts its
    /// generator where the rows above left it, computed directly), so parts run on all cores.
    private static let rowsPerPart = 64

    static func texture(width: Int, height: Int, base: RGB, seed: UInt64) -> ImageSurface {
        let img = ImageSurface(width: max(width, 1), height: max(height, 1))
        let w = img.width
        // Single precision and one generator call per pixel (its 64 bits split in two): this runs
        // for every pixel of every panel at each new window size, 7 million at 4K.
        let b = Float(base.b) * 255, g = Float(base.g) * 255, r = Float(base.r) * 255
        img.withPixels { data, stride in
            let parts = Parallel.chunks(of: img.height, parts: (img.height + rowsPerPart - 1) / rowsPerPart)
            Parallel.forEach(parts.count) { part in
                for y in parts[part] {
                    var rng = SplitMix64(seed: seed, skipping: UInt64(y) * steps(perRowOf: w))
                    let rowShade = rng.signedUnitPair().0 * 0.035
                    var streak = rng.signedUnitPair().0 * 0.03
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<w {
                        let (step, grain) = rng.signedUnitPair()
                        // Random walk pulled back to zero: streaks a few dozen pixels long.
                        streak = streak * 0.985 + step * 0.006
                        let k = 1 + rowShade + streak + grain * 0.018
                        row[x] = 0xFF00_0000 | channel(r * k) << 16 | channel(g * k) << 8 | channel(b * k)
                    }
                }
            }
        }
        img.markDirty()
        return img
    }

    /// `v` rounded to a byte, clamped: `v` is always finite here, so plain comparisons do what
    /// `max` and `min` do without their NaN cases. In C (`tc_channel_byte`), whose cast has
    /// none of the checks Swift's `UInt32(_:)` makes: the same bytes, in half the instructions.
    @inline(__always)
    private static func channel(_ v: Float) -> UInt32 { tc_channel_byte(v) }
}

/// A small, fast, seedable PRNG (SplitMix64): the texture must not depend on the system's RNG.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    /// The generator `seed` gives after `count` steps: each step adds the same constant.
    init(seed: UInt64, skipping count: UInt64) { state = seed &+ count &* Self.increment }
    private static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15
    mutating func next() -> UInt64 {
        state &+= Self.increment
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
