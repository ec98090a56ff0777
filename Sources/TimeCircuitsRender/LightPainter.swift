import CCairo
import TimeCircuitsCore

/// A shape that lights up (a segment's bar, a round lamp) or rises out of a surface (a panel).
enum LitShape: Sendable {
    case bar(Polygon)
    case lamp(Circle)
    /// A panel: a rounded rectangle.
    case plate(Rect, radius: Double)

    var bounds: Rect {
        switch self {
        case .bar(let p): p.bounds
        case .lamp(let c): c.bounds
        case .plate(let r, _): r
        }
    }

    /// Adds the shape, moved by `offset`, to the canvas's path.
    func add(to c: Canvas, offset: Point = Point(0, 0)) {
        switch self {
        case .bar(let p): c.polygon(offset.x == 0 && offset.y == 0 ? p : p.scaled(1, offset: offset))
        case .lamp(let l): c.circle(Circle(center: Point(l.center.x + offset.x, l.center.y + offset.y), radius: l.radius))
        case .plate(let r, let radius):
            c.roundedRect(Rect(x: r.x + offset.x, y: r.y + offset.y, width: r.width, height: r.height), radius: radius)
        }
    }
}

/// Paints lit shapes with a theme's layers (`LightLayer`) and unlit ones with its `UnlitLook`:
/// one path for every theme, so the prop's LEDs, neon tubes and neumorphic segments differ only
/// in the data they are given.
struct LightPainter {
    let layers: [LightLayer]
    /// Pixels per face unit, for the layers' lengths.
    let scale: Double
    /// Pixels per face unit for the glow: the timer's large digits keep the clock's proportions.
    let glowScale: Double
    /// The digit height in pixels, for the hot core's blur.
    let digitHeight: Double
    /// What the lights lie on (the neumorphic face mixes its colour from it), lighting included.
    let surface: RGB
    /// The blurred layers' source is drawn this many times smaller: a large soft shape (a raised
    /// panel) has no detail in its shades finer than their blur, and at full size its mask and
    /// blur would cost more than the rest of the face.
    var shrink = 1

    /// Paints `shapes` lit in `tint` at `level` (0…1, lighting included). Whatever spreads beyond
    /// the shapes (bloom, shades) covers at most `region` and is clipped to `clip`: a light stays
    /// inside its window, so a window's pixels depend on its own lights alone.
    func paint(_ shapes: [LitShape], region: Rect, clip: [Rect], tint: RowTint, level k: Double, on c: Canvas) {
        guard !shapes.isEmpty, k > 0, !clip.isEmpty else { return }
        var blurs: BlurSource?
        func source() -> BlurSource {
            if let blurs { return blurs }
            let made = BlurSource(shapes, region: region, shrink: shrink)
            blurs = made
            return made
        }
        // Bloom, gel and core go to the one-pass compositor together, in their order; any other
        // layer is Cairo's, after what is pending.
        var pending: [LightStep] = []
        func paintPending() {
            guard !pending.isEmpty else { return }
            defer { pending = [] }
            if LightCompositor.paint(pending, through: clip, shapes: source().coverage, on: c) { return }
            for step in pending {
                switch step {
                case .halos(let halos):
                    c.withState {
                        for w in clip { c.rect(w) }
                        c.clip()
                        c.setOperator(CAIRO_OPERATOR_ADD)
                        for h in halos { c.mask(h.mask, at: h.placed, scaledBy: Double(h.factor), color: h.color, alpha: h.alpha) }
                    }
                case .fill(let color, let alpha):
                    c.setColor(color, alpha: alpha)
                    for s in shapes { s.add(to: c) }
                    c.fill()
                case .masked(let h):
                    c.withState {
                        for s in shapes { s.add(to: c) }
                        c.clip()
                        c.mask(h.mask, at: h.placed, scaledBy: Double(h.factor), color: h.color, alpha: h.alpha)
                    }
                }
            }
        }
        for layer in layers {
            switch layer {
            case .bloom(let radii, let alphas):
                let src = source()
                pending.append(.halos(zip(radii, alphas).map { radius, alpha in
                    let halo = Blur.blurred(src.mask, sigma: radius * glowScale / 2 / src.shrink, ink: src.ink)
                    return Halo(mask: halo.mask, origin: src.placedPixel(halo.offset), factor: Int(halo.factor * src.shrink),
                                color: tint.tint, alpha: k < 1 ? alpha * k : alpha)
                }))
            case .gel:
                pending.append(.fill(k < 1 ? tint.ghost.mixed(with: tint.tint, k) : tint.tint, alpha: 1))
            case .core(let share, let floor):
                let src = source()
                let core = Blur.blurred(src.mask, sigma: max(floor, digitHeight * share) / src.shrink, ink: src.ink)
                pending.append(.masked(Halo(mask: core.mask, origin: src.placedPixel(core.offset),
                                            factor: Int(core.factor * src.shrink), color: tint.core, alpha: k < 1 ? k * k : 1)))
            case .tube(let width, let core):
                paintPending()
                c.withState {
                    for w in clip { c.rect(w) }
                    c.clip()
                    c.setColor(k < 1 ? tint.ghost.mixed(with: tint.tint, k) : tint.tint)
                    for s in shapes { s.add(to: c) }
                    c.stroke(width: width * scale)
                    // The gas glows whitest along the tube's axis.
                    c.setColor(tint.core, alpha: k * k)
                    for s in shapes { s.add(to: c) }
                    c.stroke(width: core * scale)
                }
            case .shade(let shade):
                paintPending()
                let src = source()
                let blurred = Blur.blurred(src.mask, sigma: max(0.5, shade.blur * scale / 2) / src.shrink, ink: src.ink)
                // A segment rising out of the surface casts its shade further the higher it is.
                let d = shade.offset * scale * k
                let at = src.placed(blurred.offset)
                c.withState {
                    for w in clip { c.rect(w) }
                    c.clip()
                    c.mask(blurred.mask, at: Point(at.x + d, at.y + d), scaledBy: blurred.factor * src.shrink, color: shade.color,
                           alpha: shade.alpha * k)
                }
            case .face(let mix):
                paintPending()
                c.setColor(surface.mixed(with: tint.tint, mix * k))
                for s in shapes { s.add(to: c) }
                c.fill()
            }
        }
        paintPending()
    }

    /// How much stronger a flush seam's light edge is than its shadow: on a near-white surface
    /// white shows only at a far higher alpha than a dark line does.
    static let seamLightPerShadow = 6.0

    /// Paints `shapes` unlit, as `look` says, in the row's `tint`.
    func paintUnlit(_ shapes: [LitShape], look: UnlitLook, tint: RowTint, on c: Canvas) {
        guard !shapes.isEmpty else { return }
        switch look {
        case .ghost:
            c.setColor(tint.ghost)
            for s in shapes { s.add(to: c) }
            c.fill()
        case .flat(let color):
            c.setColor(color)
            for s in shapes { s.add(to: c) }
            c.fill()
        case .outline(let width):
            c.setColor(tint.ghost.scaled(1.4))
            for s in shapes { s.add(to: c) }
            c.stroke(width: width * scale)
        case .flush(let alpha):
            // A segment lying flush shows only its seam: a hairline of shadow below right and of
            // light above left, as a cut in the surface catches the room's light.
            let d = 0.35 * scale
            c.setColor(RGB(1, 1, 1), alpha: min(1, alpha * Self.seamLightPerShadow))
            for s in shapes { s.add(to: c, offset: Point(-d, -d)) }
            c.stroke(width: 0.5 * scale)
            c.setColor(RGB(0, 0, 0.1), alpha: alpha)
            for s in shapes { s.add(to: c, offset: Point(d, d)) }
            c.stroke(width: 0.5 * scale)
            c.setColor(surface)
            for s in shapes { s.add(to: c) }
            c.fill()
        }
    }
}

/// The lit shapes as an A8 mask, the source of every blurred layer, drawn once per paint;
/// `shrink` times smaller than the pixels it stands for.
private struct BlurSource {
    let mask: ImageSurface
    let origin: Point
    /// The shapes' pixels in the mask, one more each way for their antialiased edges.
    let ink: PixelBox
    let shrink: Double
    /// The shapes' whole pixels (user space), as Cairo takes a clip to them.
    let extents: PixelBox

    init(_ shapes: [LitShape], region: Rect, shrink k: Int) {
        let region = region.pixelBounds
        shrink = Double(k)
        mask = ImageSurface(width: (Int(region.width) + k - 1) / k, height: (Int(region.height) + k - 1) / k, format: .a8)
        origin = Point(region.x, region.y)
        let mc = Canvas(surface: mask.surface)
        if k > 1 { mc.scale(1 / shrink) }
        mc.setColor(RGB(0, 0, 0))
        for s in shapes { s.add(to: mc, offset: Point(-origin.x, -origin.y)) }
        mc.fill()
        let bounds = shapes.dropFirst().reduce(shapes[0].bounds) { $0.union($1.bounds) }
        let inMask = Rect(x: (bounds.x - origin.x) / shrink, y: (bounds.y - origin.y) / shrink,
                          width: bounds.width / shrink, height: bounds.height / shrink)
        ink = PixelBox(covering: inMask).expanded(by: 1)
        // The path's whole pixels from its points in Cairo's 24.8 fixed point, as a clip to it has them.
        func fixed(_ v: Double) -> Double { (v * 256).rounded(.toNearestOrEven) / 256 }
        let x0 = Int(fixed(bounds.minX).rounded(.down)), y0 = Int(fixed(bounds.minY).rounded(.down))
        extents = PixelBox(x: x0, y: y0, width: Int(fixed(bounds.maxX).rounded(.up)) - x0,
                           height: Int(fixed(bounds.maxY).rounded(.up)) - y0)
    }

    /// Where the mask's pixel `offset` lies: whole pixels, as the region is.
    func placedPixel(_ offset: PixelBox.Point) -> PixelBox.Point {
        (Int(origin.x) + offset.x * Int(shrink), Int(origin.y) + offset.y * Int(shrink))
    }

    /// The shapes' coverage for the compositor's fills: the mask itself, when it is full size.
    var coverage: ShapeCoverage? {
        guard shrink == 1 else { return nil }
        return ShapeCoverage(mask: mask, origin: (Int(origin.x), Int(origin.y)), ink: ink, extents: extents)
    }

    func placed(_ offset: PixelBox.Point) -> Point {
        Point(origin.x + Double(offset.x) * shrink, origin.y + Double(offset.y) * shrink)
    }
}
