import CCairo
import TimeCircuitsCore

/// One blurred mask of a light (a halo of its bloom, its hot core): an A8 mask drawn `factor`
/// times larger, its top-left pixel at `origin` in user pixels, laying `color` at `alpha` through it.
struct Halo {
    let mask: ImageSurface
    let origin: PixelBox.Point
    let factor: Int
    let color: RGB
    let alpha: Double

    var placed: Point { Point(Double(origin.x), Double(origin.y)) }
}

/// A light's shapes as an A8 coverage mask at full size (its top-left pixel at `origin`, user
/// pixels), filled by Cairo exactly as a fill of the same path is: what the gel and the core are
/// laid through. `extents` are the path's whole pixels, which Cairo takes as a clip's extents.
struct ShapeCoverage {
    let mask: ImageSurface
    let origin: PixelBox.Point
    /// The pixels of `mask` (its own coordinates) the shapes touch.
    let ink: PixelBox
    let extents: PixelBox
}

/// One layer of a light as the compositor paints it, in the order Cairo would.
enum LightStep {
    /// Halos added (`CAIRO_OPERATOR_ADD`) through the light's windows: the bloom.
    case halos([Halo])
    /// A colour laid over the shapes, as filling them does: the gel.
    case fill(RGB, alpha: Double)
    /// A blurred mask laid over the shapes in its colour, as masking through a clip to the shapes
    /// does: the hot core.
    case masked(Halo)
}

/// Paints a light's bloom, gel and core in one pass over its window's pixels, where Cairo
/// composites each halo on its own through a clip mask of the window (pixman's general path: a
/// scaled bilinear fetch, a temporary mask, the clip's mask and the combine, about 70
/// instructions a pixel, three times over), then fills the bars, then masks the core through a
/// clip of them. The halos were most of what painting a face cost.
///
/// The arithmetic is Cairo 1.16's and pixman's, step for step, so the pixels are Cairo's, byte
/// for byte (`LightCompositorTests` compare the two on the system's Cairo):
/// the colour premultiplied through Cairo's 16-bit colour and cut to 8 bits; the masks sampled
/// bilinearly with 7-bit weights at the positions pixman's 16.16 transform steps to, as Cairo
/// sets that transform up (`PixmanSampling`); the window's coverage from its edges in Cairo's
/// 24.8 fixed point; mask times coverage and colour times that, each rounded as pixman's
/// `MUL_UN8`; sums saturated; OVER as source plus destination times the source's inverse alpha.
enum LightCompositor {
    /// Paints `steps` on `c`: halos through `windows` (the light's clip), fills and masks through
    /// `shapes`. Returns false, having done nothing, when it cannot give Cairo's pixels: `c` is
    /// not an image it can write directly (a transformed canvas, a clip that is not whole
    /// pixels), windows share a pixel, or the shapes reach outside the windows or have no
    /// coverage mask. The caller then lets Cairo paint them.
    static func paint(_ steps: [LightStep], through windows: [Rect], shapes: ShapeCoverage?, on c: Canvas) -> Bool {
        guard let target = c.pixelTarget() else { return false }
        let boxes = windows.map { FixedBox($0, offset: target.offset) }
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] where a.pixels.intersects(b.pixels) { return false }
        }
        let needsShapes = steps.contains { if case .halos = $0 { false } else { true } }
        // Only an opaque fill takes Cairo's span path reproduced here.
        guard !steps.contains(where: { if case .fill(_, let alpha) = $0 { alpha < 1 } else { false } }) else { return false }
        var coverage: ShapeCoverage?
        if needsShapes {
            // Every pixel a fill can touch must lie in some window's pixels, where the loop runs.
            guard let shapes else { return false }
            let ink = shapes.ink.translated(by: (shapes.origin.x + target.offset.x, shapes.origin.y + target.offset.y))
            let covered = PixelBox(x: shapes.origin.x + target.offset.x, y: shapes.origin.y + target.offset.y,
                                   width: shapes.mask.width, height: shapes.mask.height)
            guard boxes.contains(where: { $0.pixels.intersection(ink) == ink }),
                  boxes.allSatisfy({ covered.intersection($0.pixels) == $0.pixels }) else { return false }
            coverage = shapes
        }
        for box in boxes {
            let parts = target.region.compactMap { box.pixels.intersection($0) }
            guard let first = parts.first else { continue }
            // The clip's extents, as Cairo works them out: its boxes' whole pixels.
            let extents = parts.dropFirst().reduce(first) { $0.union($1) }
            // The shapes' clip, for the core: the path's whole pixels within the canvas's clip.
            let regionExtents = target.region.dropFirst().reduce(target.region.first ?? extents) { $0.union($1) }
            let shapeExtents = coverage.flatMap {
                $0.extents.translated(by: target.offset).intersection(regionExtents)
            } ?? extents
            for part in parts {
                paint(steps, box: box, in: part, extents: extents, shapeExtents: shapeExtents, shapes: coverage, target: target)
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

    /// One mask made ready for a part of a window: where each column samples it, what each mask
    /// level lays down, and its rows mixed for the current row.
    private struct PreparedHalo {
        let mask: UnsafeMutablePointer<UInt8>
        let stride: Int, width: Int, height: Int
        let sampling: PixmanSampling
        /// Per column of the part: the padded mask index and the weights toward it and the next.
        let columns: UnsafeMutablePointer<Int>
        let weightLeft: UnsafeMutablePointer<UInt32>, weightRight: UnsafeMutablePointer<UInt32>
        /// The first and last mask columns the part's columns read.
        let firstColumn: Int, lastColumn: Int
        /// The current row's mask rows mixed by its weight, padded with a clear value each side.
        let mixed: UnsafeMutablePointer<UInt32>
        /// The colour through each mask level (`MUL_UN8`), spread over 16-bit lanes.
        let levels: UnsafeMutablePointer<UInt64>

        init(_ halo: Halo, part: PixelBox, extents: PixelBox, target: PixelTarget) {
            let w = part.width
            mask = halo.mask.data
            stride = halo.mask.stride
            width = halo.mask.width
            height = halo.mask.height
            let origin = (x: halo.origin.x + target.offset.x, y: halo.origin.y + target.offset.y)
            sampling = PixmanSampling(factor: halo.factor, origin: origin, maskWidth: width, maskHeight: height,
                                      clipExtents: extents, translation: target.offset)
            columns = .allocate(capacity: w)
            weightLeft = .allocate(capacity: w)
            weightRight = .allocate(capacity: w)
            var first = width, last = -1
            for i in 0..<w {
                let (index, weight) = sampling.x.sample(part.x + i, size: width)
                columns[i] = index
                weightRight[i] = weight << 1
                weightLeft[i] = 256 - (weight << 1)
                first = min(first, index - 1)
                last = max(last, index)
            }
            firstColumn = max(0, first)
            lastColumn = min(width - 1, last)
            mixed = .allocate(capacity: width + 2)
            mixed.initialize(repeating: 0, count: width + 2)
            levels = PremultipliedColor(halo.color, alpha: halo.alpha).levels()
        }

        /// The mask's value at column `i` of the part, on the row last mixed.
        @inline(__always)
        func value(_ i: Int) -> UInt32 {
            let k = columns[i]
            return (mixed[k] &* weightLeft[i] &+ mixed[k &+ 1] &* weightRight[i]) >> 16
        }

        func deallocate() {
            columns.deallocate(); weightLeft.deallocate(); weightRight.deallocate(); mixed.deallocate(); levels.deallocate()
        }
    }

    private static let lanes: UInt64 = 0x00FF_00FF_00FF_00FF

    private static func paint(_ steps: [LightStep], box: FixedBox, in part: PixelBox, extents: PixelBox, shapeExtents: PixelBox,
                              shapes: ShapeCoverage?, target: PixelTarget) {
        let w = part.width
        // The window's coverage of each column (0…256).
        let coverX = UnsafeMutablePointer<Int>.allocate(capacity: w)
        defer { coverX.deallocate() }
        for i in 0..<w { coverX[i] = FixedBox.cover(part.x + i, box.x0, box.x1) }

        var halos: [PreparedHalo] = []
        var fill: UnsafeMutablePointer<UInt64>?
        var core: PreparedHalo?
        defer {
            for h in halos { h.deallocate() }
            fill?.deallocate()
            core?.deallocate()
        }
        for step in steps {
            switch step {
            case .halos(let list):
                for halo in list where PremultipliedColor(halo.color, alpha: halo.alpha).isVisible {
                    halo.mask.flush()
                    halos.append(PreparedHalo(halo, part: part, extents: extents, target: target))
                }
            case .fill(let color, let alpha):
                fill = PremultipliedColor(color, alpha: alpha).levels(rounding: cairoHalf)
            case .masked(let halo):
                halo.mask.flush()
                core = PreparedHalo(halo, part: part, extents: shapeExtents, target: target)
            }
        }
        let shapeOrigin: PixelBox.Point = shapes.map { ($0.origin.x + target.offset.x, $0.origin.y + target.offset.y) } ?? (0, 0)
        shapes?.mask.flush()

        // The columns the window covers, and among them those it covers whole.
        var first = w, last = -1, fullFirst = w, fullLast = -1
        for i in 0..<w where coverX[i] > 0 {
            first = min(first, i); last = max(last, i)
            if coverX[i] == 256 { fullFirst = min(fullFirst, i); fullLast = max(fullLast, i) }
        }
        // The halos' levels along the current row, summed, one pixel's channels a 64-bit word.
        let sums = UnsafeMutablePointer<UInt64>.allocate(capacity: w)
        defer { sums.deallocate() }

        for j in 0..<part.height {
            let y = part.y + j
            let pixels = UnsafeMutableRawPointer(target.data + y * target.stride + part.x * 4).assumingMemoryBound(to: UInt32.self)
            let coverY = FixedBox.cover(y, box.y0, box.y1)
            if coverY > 0 && !halos.isEmpty && last >= first {
                sums.update(repeating: 0, count: w)
                for h in halos {
                    mixRow(h, y: y)
                    // Whole pixels (most of them) take the mask as it is; the window's partly
                    // covered edge pixels take the mask times their coverage.
                    var i = first
                    while i <= last {
                        let whole = coverY == 256 && i >= fullFirst && i <= fullLast
                        if whole {
                            while i <= fullLast {
                                sums[i] &+= h.levels[Int(h.value(i))]
                                i &+= 1
                            }
                        } else {
                            let cover = UInt32(min(255, (coverX[i] &* coverY) >> 8))
                            if cover > 0 { sums[i] &+= h.levels[Int(mul(h.value(i), cover))] }
                            i &+= 1
                        }
                    }
                }
                for i in first...last where sums[i] != 0 {
                    // Adding levels that are never negative one halo at a time, saturating each
                    // time, comes to the same as saturating their sum once.
                    pixels[i] = packed(saturated(sums[i] &+ spread(pixels[i])))
                }
            }
            // Then the gel and the core, where the row crosses the shapes.
            guard let shapes, fill != nil || core != nil, y - shapeOrigin.y >= shapes.ink.y,
                  y - shapeOrigin.y < shapes.ink.y + shapes.ink.height else { continue }
            let row = shapes.mask.data + (y - shapeOrigin.y) * shapes.mask.stride + (part.x - shapeOrigin.x)
            if let core { mixRow(core, y: y) }
            let inkFirst = max(0, shapes.ink.x + shapeOrigin.x - part.x)
            let inkEnd = min(w, shapes.ink.x + shapes.ink.width + shapeOrigin.x - part.x)
            guard inkEnd > inkFirst else { continue }
            for i in inkFirst..<inkEnd {
                let cover = UInt32(row[i])
                guard cover > 0 else { continue }
                var pixel = pixels[i]
                if let fill {
                    // Wholly covered, an opaque fill is its colour (what lerp gives at 255).
                    pixel = cover == 255 ? packed(fill[255]) : lerp(pixel, fill[Int(cover)], cover)
                }
                if let core {
                    let m = mul(core.value(i), cover)
                    if m > 0 { pixel = over(pixel, core.levels[Int(m)]) }
                }
                pixels[i] = pixel
            }
        }
    }

    /// A pixel's four channels in 16-bit lanes (B lowest).
    @inline(__always)
    private static func spread(_ p: UInt32) -> UInt64 {
        UInt64(p & 0xFF) | UInt64(p & 0xFF00) << 8 | UInt64(p & 0xFF_0000) << 16 | UInt64(p & 0xFF00_0000) << 24
    }

    @inline(__always)
    private static func packed(_ v: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: v & 0xFF) | UInt32(truncatingIfNeeded: (v >> 8) & 0xFF00)
            | UInt32(truncatingIfNeeded: (v >> 16) & 0xFF_0000) | UInt32(truncatingIfNeeded: (v >> 24) & 0xFF00_0000)
    }

    /// Each lane (at most 1023) held to 255.
    @inline(__always)
    private static func saturated(_ v: UInt64) -> UInt64 {
        let over = (v >> 8) & 0x0003_0003_0003_0003
        return (v | ((over | (over >> 1)) & 0x0001_0001_0001_0001) &* 0xFF) & lanes
    }

    /// Cairo's own fill of an opaque colour over a partly covered pixel (its span renderer's
    /// `lerp8x4`, which rounds with 0x7f where pixman uses 0x80): `s` is the colour times the
    /// coverage `a`, already so rounded; the pixel is weighted by 255 − a.
    @inline(__always)
    private static func lerp(_ pixel: UInt32, _ s: UInt64, _ a: UInt32) -> UInt32 {
        var d = spread(pixel) &* UInt64(255 &- a) &+ 0x007F_007F_007F_007F
        d = ((d &+ ((d >> 8) & lanes)) >> 8) & lanes
        return packed(saturated(d &+ s))
    }

    /// pixman's OVER of a premultiplied source `s` (spread) on `pixel`: s + pixel × (255 − s's alpha).
    @inline(__always)
    private static func over(_ pixel: UInt32, _ s: UInt64) -> UInt32 {
        let inverse = 255 &- ((s >> 48) & 0xFF)
        var d = spread(pixel) &* inverse &+ 0x0080_0080_0080_0080
        d = ((d &+ ((d >> 8) & lanes)) >> 8) & lanes
        return packed(saturated(d &+ s))
    }

    /// Mixes the two mask rows around row `y`'s sample by its 7-bit weight, into `h.mixed`.
    @inline(__always)
    private static func mixRow(_ h: PreparedHalo, y: Int) {
        guard h.lastColumn >= h.firstColumn else { return }
        let (row, weight) = h.sampling.y.sample(y, size: h.height)
        let top = row - 1, lower = 256 - (weight << 1), upper = weight << 1
        let a = top >= 0 && top < h.height ? h.mask + top * h.stride : nil
        let b = top + 1 >= 0 && top + 1 < h.height ? h.mask + (top + 1) * h.stride : nil
        let out = h.mixed + 1
        switch (a, b) {
        case let (a?, b?):
            for i in h.firstColumn...h.lastColumn { out[i] = UInt32(a[i]) &* lower &+ UInt32(b[i]) &* upper }
        case let (a?, nil):
            for i in h.firstColumn...h.lastColumn { out[i] = UInt32(a[i]) &* lower }
        case let (nil, b?):
            for i in h.firstColumn...h.lastColumn { out[i] = UInt32(b[i]) &* upper }
        case (nil, nil):
            for i in h.firstColumn...h.lastColumn { out[i] = 0 }
        }
    }

    /// pixman's `MUL_UN8`: a·b/255, rounded; Cairo's own span code rounds with `cairoHalf`.
    @inline(__always)
    static func mul(_ a: UInt32, _ b: UInt32, rounding half: UInt32 = pixmanHalf) -> UInt32 {
        let t = a &* b &+ half
        return ((t >> 8) &+ t) >> 8
    }

    static let pixmanHalf: UInt32 = 0x80, cairoHalf: UInt32 = 0x7F

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

        /// This colour through each mask level 0…255, one channel in each 16-bit lane (B lowest);
        /// the caller deallocates.
        func levels(rounding half: UInt32 = pixmanHalf) -> UnsafeMutablePointer<UInt64> {
            let table = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
            // `mul` on all four lanes at once: each lane's product stays under 2^16.
            let colour = UInt64(b) | UInt64(g) << 16 | UInt64(r) << 32 | UInt64(a) << 48
            let halves = UInt64(half) &* 0x0001_0001_0001_0001
            for level in 0..<256 {
                let t = colour &* UInt64(level) &+ halves
                table[level] = ((t &+ ((t >> 8) & lanes)) >> 8) & lanes
            }
            return table
        }
    }
}
