import DesktopTestSupport
import Testing
@testable import TimeCircuitsCore
@testable import TimeCircuitsRender

/// The brushed metal is made eight rows at a time in vector lanes (C, AVX2 where the processor has
/// it). Its pixels must be the one-pixel-at-a-time recipe's, byte for byte: the reference renders
/// allow 2/255, and the grain alone moves a channel by more than that.
@Suite("Brushed metal")
struct BrushedMetalTests {
    /// The texture as the clock first made it, in Swift, one pixel after another: the recipe.
    static func recipe(width: Int, height: Int, base: RGB, seed: UInt64) -> [UInt32] {
        let b = Float(base.b) * 255, g = Float(base.g) * 255, r = Float(base.r) * 255
        func channel(_ v: Float) -> UInt32 {
            let c = v + 0.5
            return c <= 0 ? 0 : c >= 255 ? 255 : UInt32(c)
        }
        var pixels: [UInt32] = []
        for y in 0..<height {
            var rng = SeededRandom(state: seed &+ UInt64(y) &* UInt64(width + 2) &* 0x9E37_79B9_7F4A_7C15)
            func pair() -> (Float, Float) {
                let v = rng.next()
                let scale: Float = 1.0 / 2_147_483_648
                return (Float(Int32(truncatingIfNeeded: v >> 32)) * scale, Float(Int32(truncatingIfNeeded: v)) * scale)
            }
            let rowShade = pair().0 * 0.035
            var streak = pair().0 * 0.03
            for _ in 0..<width {
                let (step, grain) = pair()
                streak = streak * 0.985 + step * 0.006
                let k = 1 + rowShade + streak + grain * 0.018
                pixels.append(0xFF00_0000 | channel(r * k) << 16 | channel(g * k) << 8 | channel(b * k))
            }
        }
        return pixels
    }

    @Test("the lanes give the recipe's pixels, byte for byte, at any width and height",
          arguments: [(1, 1), (3, 7), (37, 8), (129, 9), (700, 67), (1023, 130)])
    func lanesAreTheRecipe(size: (width: Int, height: Int)) {
        let base = Palette.panelMetal
        let seed: UInt64 = 0x7C1C_0002
        let made = BrushedMetal.texture(width: size.width, height: size.height, base: base, seed: seed)
        let expected = Self.recipe(width: size.width, height: size.height, base: base, seed: seed)
        var differing = 0
        made.withPixels { data, stride in
            for y in 0..<size.height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<size.width where row[x] != expected[y * size.width + x] { differing += 1 }
            }
        }
        #expect(differing == 0, "\(differing) of \(size.width * size.height) pixels differ")
    }
}
