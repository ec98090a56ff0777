import CCairo
import TimeCircuitsCore

/// One blurred halo of a light: an A8 mask drawn `factor` times larger, its top-left pixel at
/// `origin` in device pixels, adding `color` at `alpha` through it.
struct Halo {
    let mask: ImageSurface
    let origin: PixelBox.Point
    let factor: Int
    let color: RGB
    let alpha: Double
}

/// Adds a light's halos to the pixels of its window in one pass, where Cairo would composite each
/// halo on its own through a clip mask of the window (pixman's general path: a scaled bilinear
/// fetch, a temporary mask, the clip's mask and the combine, about 70 instructions a pixel, three
/// times over). The halos are most of what painting a face costs.
///
/// The arithmetic is pixman's, step for step, so the pixels are Cairo's: the source colour
/// premultiplied through Cairo's 16-bit colour and cut to 8 bits; the mask sampled bilinearly
/// with 7-bit weights and the sum truncated; the window's coverage taken from its edges in Cairo's
/// 24.8 fixed point (a corner's two coverages multiplied); the mask times the coverage, the
/// colour times that, each rounded as pixman's `MUL_UN8`; the sum saturated. Only where Cairo's
/// 16.16 stepping across a scaled mask drifts past a weight's boundary (scales that are not a
/// power of two) can a pixel differ, by one level in that halo.
enum BloomCompositor {
    /// Adds `halos` to `c`'s pixels inside `windows` (the light's clip), as `c.mask` of each halo
    /// with `CAIRO_OPERATOR_ADD` through that clip would. Returns false, having done nothing,
    /// when `c` is not an image it can write directly (a transformed canvas, a clip that is not
    /// whole pixels, windows sharing a pixel): the caller then lets Cairo do it.
    static func add(_ halos: [Halo], through windows: [Rect], on c: Canvas) -> Bool {
        guard let target = c.pixelTarget() else { return false }
        let boxes = windows.map { FixedBox($0, offset: target.offset) }
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] where a.pixels.intersects(b.pixels) { return false }
        }
        for box in boxes {
            let parts = target.region.compactMap { box.pixels.intersection($0) }
            guard let first = parts.first else { continue }
            // The clip's extents, as Cairo works them out: its boxes' whole pixels.
            let extents = parts.dropFirst().reduce(first) { $0.union($1) }
            for part in parts {
                for halo in halos { add(halo, box: box, in: part, extents: extents, target: target) }
                target.changed(part)
            }
        }
        return true
    }

    /// A window's edges in Cairo's fixed point (1/256 pixel), as a clip to `cairo_rectangle`
    /// has them: its corner rounded, then its size rounded and added.
    private struct FixedBox {
        let x0: Int, y0: Int, x1: Int, y1: Int

        init(_ r: Rect, offset: PixelBox.Point) {
            func fixed(_ v: Double) -> Int { Int((v * 256).rounded(.toNearestOrEven)) }
            x0 = fixed(r.x + Double(offset.x)); y0 = fixed(r.y + Double(offset.y))
            x1 = x0 + fixed(r.width); y1 = y0 + fixed(r.height)
        }

        /// The whole pixels it touches.
        var pixels: PixelBox {
            let px = x0 >> 8, py = y0 >> 8
            return PixelBox(x: px, y: py, width: ((x1 + 255) >> 8) - px, height: ((y1 + 255) >> 8) - py)
        }

        /// How much of pixel column `x` (or row, with the other edges) it covers, 0…256.
        @inline(__always)
        static func cover(_ p: Int, _ lo: Int, _ hi: Int) -> Int {
            max(0, min(hi, (p + 1) << 8) - max(lo, p << 8))
        }
    }

    private static func add(_ halo: Halo, box: FixedBox, in part: PixelBox, extents: PixelBox, target: PixelTarget) {
        let mw = halo.mask.width, mh = halo.mask.height, f = halo.factor
        let origin = (x: halo.origin.x + target.offset.x, y: halo.origin.y + target.offset.y)
        // Where the halo can add anything: its mask's pixels and the bilinear reach of its edge.
        let reach = PixelBox(x: origin.x - f, y: origin.y - f, width: (mw + 2) * f, height: (mh + 2) * f)
        guard let area = part.intersection(reach) else { return }
        let source = PremultipliedColor(halo.color, alpha: halo.alpha)
        guard source.isVisible else { return }
        let sampling = PixmanSampling(factor: f, origin: origin, maskWidth: mw, maskHeight: mh, clipExtents: extents,
                                      translation: target.offset)

        // Columns: each pixel's mask column and 7-bit weight, and the window's coverage of it. A
        // column index is offset by one into a row padded with a clear value on either side.
        let w = area.width
        let columns = UnsafeMutablePointer<Int>.allocate(capacity: w)
        let weights = UnsafeMutablePointer<UInt32>.allocate(capacity: w)
        let coverX = UnsafeMutablePointer<Int>.allocate(capacity: w)
        // The mask's rows mixed by the current row's weight, padded: 0 at 0 and mw + 1.
        let mixed = UnsafeMutablePointer<UInt32>.allocate(capacity: mw + 2)
        defer { columns.deallocate(); weights.deallocate(); coverX.deallocate(); mixed.deallocate() }
        var firstColumn = mw, lastColumn = -1
        for i in 0..<w {
            let x = area.x + i
            let (index, weight) = sampling.x.sample(x, size: mw)
            columns[i] = index
            weights[i] = weight
            firstColumn = min(firstColumn, index - 1)
            lastColumn = max(lastColumn, index)
            coverX[i] = FixedBox.cover(x, box.x0, box.x1)
        }
        firstColumn = max(0, firstColumn)
        lastColumn = min(mw - 1, lastColumn)
        mixed[0] = 0
        mixed[mw + 1] = 0

        halo.mask.withPixels { maskData, maskStride in
            for j in 0..<area.height {
                let y = area.y + j
                let coverY = FixedBox.cover(y, box.y0, box.y1)
                guard coverY > 0 else { continue }
                let (row, weight) = sampling.y.sample(y, size: mh)
                // Row `row` is the one below the sample (index offset by one, as the columns).
                let top = row - 1, wy = weight << 1
                if lastColumn >= firstColumn {
                    let upper = top >= 0 && top < mh ? maskData + top * maskStride : nil
                    let lower = top + 1 >= 0 && top + 1 < mh ? maskData + (top + 1) * maskStride : nil
                    for i in firstColumn...lastColumn {
                        let a = upper.map { UInt32($0[i]) } ?? 0, b = lower.map { UInt32($0[i]) } ?? 0
                        mixed[i + 1] = a &* (256 &- wy) &+ b &* wy
                    }
                }
                let pixels = UnsafeMutableRawPointer(target.data + y * target.stride + area.x * 4)
                    .assumingMemoryBound(to: UInt32.self)
                for i in 0..<w {
                    let cx = coverX[i]
                    guard cx > 0 else { continue }
                    let k = columns[i], wx = weights[i] << 1
                    var m = (mixed[k] &* (256 &- wx) &+ mixed[k + 1] &* wx) >> 16
                    let cover = min(255, (cx &* coverY) >> 8)
                    if cover < 255 { m = mul(m, UInt32(cover)) }
                    guard m > 0 else { continue }
                    pixels[i] = source.added(to: pixels[i], through: m)
                }
            }
        }
    }

    /// pixman's `MUL_UN8`: a·b/255, rounded.
    @inline(__always)
    static func mul(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 0x80
        return ((t >> 8) &+ t) >> 8
    }

    /// A solid colour as pixman receives it from Cairo: each channel times alpha to 16 bits,
    /// rounded, then its high byte.
    private struct PremultipliedColor {
        let a: UInt32, r: UInt32, g: UInt32, b: UInt32

        init(_ c: RGB, alpha: Double) {
            func byte(_ v: Double) -> UInt32 { UInt32(min(max(v, 0), 1) * 65535 + 0.5) >> 8 }
            let al = min(max(alpha, 0), 1)
            a = byte(al); r = byte(min(max(c.r, 0), 1) * al); g = byte(min(max(c.g, 0), 1) * al)
            b = byte(min(max(c.b, 0), 1) * al)
        }

        var isVisible: Bool { a | r | g | b != 0 }

        /// `pixel` (ARGB32, premultiplied) plus this colour through mask value `m`, saturated.
        @inline(__always)
        func added(to pixel: UInt32, through m: UInt32) -> UInt32 {
            let pb = min(255, (pixel & 255) &+ mul(b, m))
            let pg = min(255, ((pixel >> 8) & 255) &+ mul(g, m))
            let pr = min(255, ((pixel >> 16) & 255) &+ mul(r, m))
            let pa = min(255, (pixel >> 24) &+ mul(a, m))
            return pb | pg << 8 | pr << 16 | pa << 24
        }
    }
}

/// Where pixman samples a halo's mask for each device pixel, worked out as Cairo sets it up:
/// Cairo turns the pattern's matrix into pixman's 16.16 transform, moves whole pixels of its
/// translation into an integer offset, and nudges the translation until the transform is exact
/// at the centre of the composite's extents; pixman then steps across each row by the 16.16
/// scale, which for a factor that is not a power of two drifts from the exact position away
/// from that centre. Sampling at the exact position instead differs from Cairo by a level
/// wherever the drift crosses a 7-bit weight, which three halos deep can reach 3/255.
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
