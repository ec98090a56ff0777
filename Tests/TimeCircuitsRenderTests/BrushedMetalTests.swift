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

/// The panels' metal laid straight into the face's image (`MetalInlay`) gives the pixels of the
/// way it is painted elsewhere, a texture laid through each panel's outline over the chassis.
@Suite("Metal laid into the face")
struct MetalInlayTests {
    @Test("a background with its metal laid in equals the one painted from textures, byte for byte",
          arguments: [(520, 335, false), (1001, 777, false), (1920, 1240, true), (2000, 300, false)])
    func inlayIsTheTexture(size: (width: Int, height: Int, night: Bool)) throws {
        let painter = FacePainter(layout: FaceLayout(width: size.width, height: size.height),
                                  lighting: Lighting(brightness: 10, night: size.night))
        let plates: [String?] = ["NEW YORK", "LONDON", nil]
        let laid = ImageSurface(width: size.width, height: size.height)
        painter.paintBackground(plates: plates, on: Canvas(surface: laid.surface))
        // A canvas moved by whole pixels paints the same pixels one place over, but it is not an
        // image the metal can be written into untransformed, so its panels come from textures.
        let (dx, dy) = (3, 2)
        let textured = ImageSurface(width: size.width + dx, height: size.height + dy)
        let c = Canvas(surface: textured.surface)
        c.translate(Double(dx), Double(dy))
        try #require(c.sharedImageTarget() == nil)
        painter.paintBackground(plates: plates, on: c)
        c.flush()
        var differing = 0
        laid.withPixels { a, aStride in
            textured.withPixels { b, bStride in
                for y in 0..<size.height {
                    let rowA = UnsafeRawPointer(a + y * aStride).assumingMemoryBound(to: UInt32.self)
                    let rowB = UnsafeRawPointer(b + (y + dy) * bStride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<size.width where rowA[x] != rowB[x + dx] { differing += 1 }
                }
            }
        }
        #expect(differing == 0, "\(differing) of \(size.width * size.height) pixels differ")
    }
}
