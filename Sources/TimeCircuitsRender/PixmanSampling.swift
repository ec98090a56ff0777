/// Where pixman samples a scaled mask (a halo, the hot core) for each device pixel, worked out as
/// Cairo 1.16 sets it up (`_cairo_matrix_to_pixman_matrix_offset`): it turns the pattern's matrix
/// into pixman's 16.16 transform, moves whole pixels of its translation into an integer offset,
/// and nudges the translation until the transform is exact at the centre of the composite's
/// extents; pixman's bilinear fetch then steps across each row by the 16.16 scale, which for a
/// factor that is not a power of two drifts from the exact position away from that centre.
/// Sampling at the exact position instead differs from Cairo by a level wherever the drift
/// crosses a 7-bit weight, which three halos deep reached 3/255 at 4K.
struct PixmanSampling {
    /// One axis: pixman's scale and translation (16.16) and the integer offset added to a device
    /// coordinate before the transform.
    struct Axis {
        let scale: Int, translation: Int, offset: Int, identity: Bool

        /// The mask index left of (above) device pixel `p`'s sample, plus one (rows are padded
        /// with a clear pixel each side), clamped to 0…size + 1, and the 7-bit weight toward the next.
        @inline(__always)
        func sample(_ p: Int, size: Int) -> (index: Int, weight: UInt32) {
            let index: Int, weight: UInt32
            if identity {
                index = p + offset; weight = 0
            } else {
                let at = scale &* (p + offset) &+ translation &+ ((scale &* 32768 &+ 32768) >> 16) &- 32768
                index = at >> 16
                weight = UInt32((at >> 9) & 127)
            }
            if index < -1 { return (0, 0) }
            if index >= size { return (size + 1, 0) }
            return (index + 1, weight)
        }
    }

    let x: Axis, y: Axis

    /// For a mask `factor` times smaller than the pixels, its top-left at device `origin`, drawn
    /// by a canvas translated by `translation`, through a clip whose whole pixels are `clipExtents`.
    init(factor f: Int, origin: PixelBox.Point, maskWidth mw: Int, maskHeight mh: Int, clipExtents: PixelBox,
         translation: PixelBox.Point) {
        guard f > 1 else {
            // A whole-pixel translation: Cairo hands pixman no transform, only the offset.
            x = Axis(scale: 65536, translation: 0, offset: -origin.x, identity: true)
            y = Axis(scale: 65536, translation: 0, offset: -origin.y, identity: true)
            return
        }
        // The pattern's matrix from device pixels to the mask, as `Canvas.mask` and the gstate
        // build it: scale, then the user-space origin, then the canvas's translation.
        let scale = 1 / Double(f)
        let userX = Double(origin.x - translation.x), userY = Double(origin.y - translation.y)
        var x0 = -userX * scale, y0 = -userY * scale
        if translation.x != 0 || translation.y != 0 {
            x0 = -Double(translation.x) * scale + -Double(translation.y) * 0 + x0
            y0 = -Double(translation.x) * 0 + -Double(translation.y) * scale + y0
        }
        // The mask's extents in device pixels (half a mask pixel more each side for the bilinear
        // edge), and with them the composite's, whose centre the transform is made exact at.
        let ix = 1 / scale, ixx0 = -x0 * ix, iyy0 = -y0 * ix
        func lround(_ v: Double) -> Int { Int((v + 0.5).rounded(.down)) }
        let mx1 = lround(ix * -0.5 + ixx0), mx2 = lround(ix * (Double(mw) + 0.5) + ixx0)
        let my1 = lround(ix * -0.5 + iyy0), my2 = lround(ix * (Double(mh) + 0.5) + iyy0)
        let maskExtents = PixelBox(x: mx1, y: my1, width: mx2 - mx1, height: my2 - my1)
        let bounded = clipExtents.intersection(maskExtents) ?? clipExtents
        let xc = Double(bounded.x) + Double(bounded.width) / 2, yc = Double(bounded.y) + Double(bounded.height) / 2

        // Whole pixels of the translation become pixman's offset (`_cairo_matrix_to_pixman_matrix_offset`).
        var offX = 0, offY = 0, tx0 = x0, ty0 = y0
        if x0 != 0 || y0 != 0 {
            var tx = x0, ty = y0, norm = max(abs(x0), abs(y0))
            for i in [-1.0, 1.0] {
                for j in [-1.0, 1.0] {
                    var den = (scale + i) * (scale + j)
                    if abs(den) < Double.ulpOfOne { continue }
                    var cx = y0 * 0 - x0 * (scale + j), cy = x0 * 0 - y0 * (scale + i)
                    den = 1 / den
                    cx *= den; cy *= den
                    let n = max(abs(cx), abs(cy))
                    if norm > n { norm = n; tx = cx; ty = cy }
                }
            }
            tx = tx.rounded(.down); ty = ty.rounded(.down)
            offX = -Int(tx); offY = -Int(ty)
            tx0 = tx * scale + ty * 0 + x0
            ty0 = tx * 0 + ty * scale + y0
        }
        func fixed(_ v: Double) -> Int { Int((v * 65536).rounded(.toNearestOrEven)) }
        let m = fixed(scale)
        var mx = fixed(tx0), my = fixed(ty0)
        // `_cairo_matrix_to_pixman_matrix`: correct the 16.16 translation until the centre maps
        // where the exact matrix maps it (at most five rounds).
        let inverse = 1 / scale, invX0 = -tx0 * inverse, invY0 = -ty0 * inverse
        for _ in 0..<5 {
            let vx = fixed(xc), vy = fixed(yc)
            let px = m &* (vx >> 16) &+ mx &+ ((m &* (vx & 0xFFFF) &+ 0x8000) >> 16)
            let py = m &* (vy >> 16) &+ my &+ ((m &* (vy & 0xFFFF) &+ 0x8000) >> 16)
            let ex = inverse * (Double(px) / 65536) + 0 * (Double(py) / 65536) + invX0 - xc
            let ey = 0 * (Double(px) / 65536) + inverse * (Double(py) / 65536) + invY0 - yc
            let dx = fixed(scale * ex + 0 * ey), dy = fixed(0 * ex + scale * ey)
            mx -= dx; my -= dy
            if dx == 0 && dy == 0 { break }
        }
        x = Axis(scale: m, translation: mx, offset: offX, identity: false)
        y = Axis(scale: m, translation: my, offset: offY, identity: false)
    }
}
