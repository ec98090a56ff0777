import DesktopTestSupport
import Testing
@testable import TimeCircuitsRender

/// The glow blur's arithmetic shortcuts give exactly what the plain arithmetic would.
@Suite("Blur")
struct BlurTests {
    @Test("the reciprocal quotient equals integer division for every sum a box can hold")
    func reciprocal() {
        for span in stride(from: 1, through: 255, by: 2) {
            let recip = Blur.reciprocal(span)
            for sum in 0...(255 * span) where (UInt32(sum) &* recip) >> Blur.reciprocalShift != UInt32(sum / span)
                || UInt64(sum) * UInt64(recip) >= 1 << 32 {
                Issue.record("span \(span), sum \(sum)")
                return
            }
        }
    }

    @Test("the downsampled mean by reciprocal equals the rounded integer mean for every block sum")
    func roundedMean() {
        for k in [1, 2, 3, 5, 7, 8, 13, 21, 40, 63] {
            let area = k * k, mean = Blur.RoundedMean(area: area)
            for total in 0...(255 * area) where Int(mean(UInt32(total))) != (total + area / 2) / area {
                Issue.record("block \(k)×\(k), sum \(total)")
                return
            }
        }
    }

    @Test("downsampling averages k×k blocks, counting pixels past the edge as clear")
    func downsample() {
        let mask = ImageSurface(width: 5, height: 3, format: .a8)
        mask.withPixels { p, stride in
            for y in 0..<3 { for x in 0..<5 { p[y * stride + x] = 200 } }
        }
        mask.markDirty()
        let small = ImageSurface(width: 3, height: 2, format: .a8)
        Blur.downsample(mask, PixelBox(x: 0, y: 0, width: 5, height: 3), by: 2, into: small)
        small.withPixels { p, stride in
            #expect(p[0] == 200)                      // a full 2×2 block
            #expect(p[2] == 100)                      // one column of two inside: half
            #expect(p[stride] == 100)                 // one row of two inside: half
            #expect(p[stride + 2] == 50)              // one pixel of four
        }
    }

    @Test("blurring only what the ink reaches gives the blur of the whole mask, value for value",
          arguments: [0.8, 1.7, 3.7, 9.2, 20.3])
    func inkReach(sigma: Double) {
        let mask = ImageSurface(width: 300, height: 200, format: .a8)
        var rng = SeededRandom(state: 5)
        let ink = PixelBox(x: 117, y: 83, width: 41, height: 29)
        mask.withPixels { p, stride in
            for y in ink.y..<(ink.y + ink.height) { for x in ink.x..<(ink.x + ink.width) {
                p[y * stride + x] = UInt8(truncatingIfNeeded: rng.next() % 256)
            } }
        }
        mask.markDirty()
        let whole = Blur.blurred(mask, sigma: sigma, ink: PixelBox(x: 0, y: 0, width: 300, height: 200))
        let part = Blur.blurred(mask, sigma: sigma, ink: ink)
        #expect(whole.factor == part.factor && whole.offset == (0, 0))
        #expect(part.mask.width < whole.mask.width && part.offset.x % Int(part.factor) == 0)
        let k = Int(whole.factor)
        var differing = 0, lit = 0
        whole.mask.withPixels { w, ws in
            part.mask.withPixels { p, ps in
                for y in 0..<whole.mask.height { for x in 0..<whole.mask.width {
                    let px = x - part.offset.x / k, py = y - part.offset.y / k
                    let inside = px >= 0 && py >= 0 && px < part.mask.width && py < part.mask.height
                    let v = inside ? p[py * ps + px] : 0
                    if w[y * ws + x] != v { differing += 1 }
                    if v > 0 { lit += 1 }
                } }
            }
        }
        #expect(differing == 0)
        #expect(lit * k * k >= ink.width * ink.height * 9 / 10, "the blur kept the ink: \(lit) pixels lit")
    }
}
