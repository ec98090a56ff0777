import Testing
@testable import TimeCircuitsRender

/// The glow blur's arithmetic shortcuts give exactly what the plain arithmetic would.
@Suite("Blur")
struct BlurTests {
    @Test("the reciprocal quotient equals integer division for every sum a box can hold")
    func reciprocal() {
        for span in stride(from: 1, through: 401, by: 2) {
            let recip = Blur.reciprocal(span)
            for sum in 0...(255 * span) where (sum &* recip) >> Blur.reciprocalShift != sum / span {
                Issue.record("span \(span), sum \(sum)")
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
        Blur.downsample(mask, by: 2, into: small)
        small.withPixels { p, stride in
            #expect(p[0] == 200)                      // a full 2×2 block
            #expect(p[2] == 100)                      // one column of two inside: half
            #expect(p[stride] == 100)                 // one row of two inside: half
            #expect(p[stride + 2] == 50)              // one pixel of four
        }
    }
}
