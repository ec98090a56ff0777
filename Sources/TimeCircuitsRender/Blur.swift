/// Gaussian-like blur of an A8 mask: three box passes each way, the standard cheap approximation.
///
/// Cairo has no blur, and the LED bloom needs one: a stroked outline cannot imitate the soft halo
/// a real LED throws onto its gel.
enum Blur {
    /// Box radii for three passes that together approximate a Gaussian of `sigma`.
    static func boxRadii(sigma: Double) -> [Int] {
        // Box width w with three passes: w ≈ sqrt(12σ²/3 + 1).
        let w = max(1, Int(((4 * sigma * sigma) + 1).squareRoot().rounded()))
        let r = max(0, (w - 1) / 2)
        return [r, r, r]
    }

    /// Blurs a copy of `mask` (A8) by `sigma` pixels, working at a reduced resolution when the
    /// blur is wide: a halo has no detail finer than its radius, so shrinking by up to sigma / 2
    /// costs nothing visible and makes a 4K glow cheap. Returns the blurred mask, the factor it
    /// must be scaled up by when painted, and where its top-left pixel sits in `mask`.
    ///
    /// Only the part of `mask` that the ink (the pixels inside `ink`, all of `mask` when nil; all
    /// others clear) can reach is blurred: every pass of a box blur spreads light by its radius
    /// and no further, so the pixels past that reach are clear in the blur of the whole mask too,
    /// and the part kept is the same, value for value. Its corner stays on the grid of the shrunk pixels, so they
    /// average the same blocks. A glow region is mostly margin for the widest halo, so the
    /// narrow halos and the hot core blur a small part of it.
    static func blurred(_ mask: ImageSurface, sigma: Double, ink: PixelBox? = nil)
        -> (mask: ImageSurface, factor: Double, offset: PixelBox.Point) {
        let ink = ink ?? PixelBox(x: 0, y: 0, width: mask.width, height: mask.height)
        let k = Int(max(1, (sigma / 2).rounded(.down)))
        let reach = 3 * (boxRadii(sigma: sigma / Double(k)).max() ?? 0) * k + k
        let part = ink.expanded(by: reach).snapped(to: k).clamped(width: mask.width, height: mask.height)
        let w = (part.width + k - 1) / k, h = (part.height + k - 1) / k
        let small = ImageSurface(width: max(w, 1), height: max(h, 1), format: .a8)
        guard w > 0, h > 0 else { return (small, Double(k), (part.x, part.y)) }
        if k == 1 {
            // Same size: a byte copy, where a scaled paint would filter every pixel for nothing.
            mask.withPixels { from, fromStride in
                small.withPixels { to, toStride in
                    for y in 0..<h { (to + y * toStride).update(from: from + (part.y + y) * fromStride + part.x, count: w) }
                }
            }
            small.markDirty()
        } else {
            downsample(mask, part, by: k, into: small)
        }
        apply(to: small, sigma: sigma / Double(k))
        return (small, Double(k), (part.x, part.y))
    }

    /// `into` = the pixels of `mask` inside `part` shrunk `k` times: each pixel the mean of a k×k
    /// block, pixels past the edge counting as clear (as a scaled paint reads them). A box mean
    /// is what a halo needs before a blur, and it costs one addition a source pixel where a
    /// filtered scaled paint costs dozens.
    static func downsample(_ mask: ImageSurface, _ part: PixelBox, by k: Int, into small: ImageSurface) {
        let w = small.width, h = small.height, sw = part.width, sh = part.height
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: sw)
        defer { sums.deallocate() }
        let mean = RoundedMean(area: k * k)
        mask.withPixels { from, fromStride in
            small.withPixels { to, toStride in
                for oy in 0..<h {
                    sums.initialize(repeating: 0, count: sw)
                    for y in (oy * k)..<min(sh, oy * k + k) {
                        let row = from + (part.y + y) * fromStride + part.x
                        for x in 0..<sw { sums[x] &+= UInt32(row[x]) }
                    }
                    let out = to + oy * toStride
                    for ox in 0..<w {
                        var total: UInt32 = 0
                        for x in (ox * k)..<min(sw, ox * k + k) { total &+= sums[x] }
                        out[ox] = mean(total)
                    }
                }
            }
        }
        small.markDirty()
    }

    /// The mean of `area` bytes from their sum, rounded, by a reciprocal as the blur divides:
    /// exact while (255 + ½) × area² < 2^32, i.e. for blocks up to 63 pixels a side.
    struct RoundedMean {
        let reciprocal: UInt64, half: UInt64

        init(area: Int) {
            precondition(area < 64 * 64, "a \(area)-pixel block is past the reciprocal's range")
            reciprocal = UInt64(((1 << 32) + area - 1) / area)
            half = UInt64(area / 2)
        }

        @inline(__always)
        func callAsFunction(_ total: UInt32) -> UInt8 {
            UInt8(truncatingIfNeeded: ((UInt64(total) &+ half) &* reciprocal) >> 32)
        }
    }

    /// Blurs `surface` (A8) in place.
    static func apply(to surface: ImageSurface, sigma: Double) {
        let radii = boxRadii(sigma: sigma)
        guard radii.contains(where: { $0 > 0 }) else { return }
        let w = surface.width, h = surface.height
        surface.withPixels { data, stride in
            // Raw buffers: this runs for every glow radius of every changed window, and checked
            // array indexing in the inner loops doubles its cost.
            let out = UnsafeMutablePointer<UInt8>.allocate(capacity: w)
            let source = UnsafeMutablePointer<UInt8>.allocate(capacity: w * h)
            let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: w)
            defer { out.deallocate(); source.deallocate(); sums.deallocate() }
            for r in radii where r > 0 {
                for y in 0..<h {
                    let row = data + y * stride
                    boxPass(row, count: w, radius: r, into: out)
                    row.update(from: out, count: w)
                }
                // Down the columns a whole row at a time, so memory is read in order: the same
                // sliding sums as `boxPass`, kept for every column at once.
                for y in 0..<h { (source + y * w).update(from: data + y * stride, count: w) }
                let recip = reciprocal(2 * r + 1)
                sums.initialize(repeating: 0, count: w)
                for y in 0...min(r, h - 1) {
                    let row = source + y * w
                    for x in 0..<w { sums[x] &+= UInt32(row[x]) }
                }
                for y in 0..<h {
                    let dst = data + y * stride
                    for x in 0..<w { dst[x] = UInt8(truncatingIfNeeded: (sums[x] &* recip) >> reciprocalShift) }
                    let add = y + r + 1, sub = y - r
                    if add < h && sub >= 0 {
                        // Both ends move: one pass, the difference wrapping as the sum never does.
                        let a = source + add * w, b = source + sub * w
                        for x in 0..<w { sums[x] = sums[x] &+ UInt32(a[x]) &- UInt32(b[x]) }
                    } else if add < h {
                        let row = source + add * w
                        for x in 0..<w { sums[x] &+= UInt32(row[x]) }
                    } else if sub >= 0 {
                        let row = source + sub * w
                        for x in 0..<w { sums[x] &-= UInt32(row[x]) }
                    }
                }
            }
        }
        surface.markDirty()
    }

    /// One box filter of radius `r` along a line of `n` values; `src` and `dst` must not overlap.
    private static func boxPass(_ src: UnsafePointer<UInt8>, count n: Int, radius r: Int, into dst: UnsafeMutablePointer<UInt8>) {
        let recip = reciprocal(2 * r + 1)
        var sum: UInt32 = 0
        for i in 0...min(r, n - 1) { sum &+= UInt32(src[i]) }
        // The same sliding sum in three stretches, so the long middle one has no edge tests:
        // while the box's right end is inside the line and its left end not yet, both, then
        // only the left.
        let enters = max(0, min(n, n - r - 1)), leaves = min(n, r)
        var i = 0
        while i < min(enters, leaves) {
            dst[i] = UInt8(truncatingIfNeeded: (sum &* recip) >> reciprocalShift)
            sum &+= UInt32(src[i &+ r &+ 1])
            i &+= 1
        }
        while i < enters {
            dst[i] = UInt8(truncatingIfNeeded: (sum &* recip) >> reciprocalShift)
            sum = sum &+ UInt32(src[i &+ r &+ 1]) &- UInt32(src[i &- r])
            i &+= 1
        }
        while i < n {
            dst[i] = UInt8(truncatingIfNeeded: (sum &* recip) >> reciprocalShift)
            if i + r + 1 < n { sum &+= UInt32(src[i &+ r &+ 1]) }
            if i >= r { sum &-= UInt32(src[i &- r]) }
            i &+= 1
        }
    }

    /// Dividing by the box's width is the inner loops' slowest step; multiplying by a rounded-up
    /// reciprocal and shifting gives the same quotient for every sum a box can hold (at most
    /// 255 × span): the rounding error, under 255 × span² / 2^24, stays below 1 / span for any
    /// span under 256, and the product stays under 2^32, so the sums and the product fit 32 bits
    /// and twice as many columns go through the vector unit. Blurs here use spans under 20 (wide
    /// glows are blurred shrunk).
    static let reciprocalShift: UInt32 = 24

    @inline(__always)
    static func reciprocal(_ span: Int) -> UInt32 {
        precondition(span < 256, "box blur span \(span) is past the 32-bit reciprocal's range")
        return UInt32(((1 << Int(reciprocalShift)) + span - 1) / span)
    }
}
