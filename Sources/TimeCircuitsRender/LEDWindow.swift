import CCairo
import TimeCircuitsCore

/// An LED display window, one recipe for the face and the icon: the recessed black window in the
/// metal, and the light of its lit bars: a bloom blurred at the face's three radii, the bars in
/// their gel colour, then a pale hot core fading to the bar's saturated rim.
///
/// Below full `level` the bloom and core fade and the bar sinks towards its ghost colour, as a
/// dimmed LED does: it keeps its hue and loses its white heart first.
enum LEDWindow {
    /// Strength of the bloom at each of `FaceLayout.glowRadii`, innermost first.
    static let haloAlphas = [1.0, 0.75, 0.5]
    /// The hot core's blur, as a share of the digit height: a fraction of a bar's width, so the
    /// centre line is nearly white and the edges keep the gel colour.
    static let coreShare = 0.035
    /// The core's least blur in pixels: below it a small digit's core would be a hard white line.
    static let coreFloor = 0.5
    /// The face's digit height at its natural size, for painting at another digit size.
    static let naturalDigitHeight = FaceLayout(width: Int(FaceMetrics.naturalWidth), height: Int(FaceMetrics.naturalHeight)).digitHeight

    /// The window sunk into the metal: a highlight where the metal turns down at `highlight`, a
    /// shadow ring `ring` wide around it, and the tinted black of the gel.
    static func paintRecess(_ r: Rect, radius: Double, highlight: Rect, ring: Double, tint: RowTint, on c: Canvas) {
        c.setColor(RGB(1, 1, 1), alpha: 0.35)
        c.roundedRect(highlight, radius: radius)
        c.fill()
        c.setColor(Palette.seamShadow, alpha: 0.9)
        c.roundedRect(r.insetBy(-ring, -ring), radius: radius + ring)
        c.fill()
        c.setColor(tint.window)
        c.roundedRect(r, radius: radius)
        c.fill()
    }

    /// Paints `bars` lit. The bloom covers `region` (which must hold the bars and their reach) and
    /// is clipped to `clip`: each window's light stays inside it. `scale` turns face units into
    /// pixels; `level` (0…1, lighting included) dims it all.
    static func paintLitBars(_ bars: [Polygon], region: Rect, clip: [Rect], scale: Double, digitHeight: Double,
                      tint: RowTint, level k: Double, on c: Canvas) {
        guard !bars.isEmpty, k > 0 else { return }
        let region = region.pixelBounds
        let mask = ImageSurface(width: Int(region.width), height: Int(region.height), format: .a8)
        let origin = Point(region.x, region.y)
        do {
            let mc = Canvas(surface: mask.surface)
            mc.setColor(RGB(0, 0, 0))
            for b in bars { mc.polygon(b.scaled(1, offset: Point(-origin.x, -origin.y))) }
            mc.fill()
        }
        // The bars' pixels in the mask, one more each way for their antialiased edges.
        let ink = PixelBox(covering: bars.dropFirst().reduce(bars[0].bounds) { $0.union($1.bounds) })
            .expanded(by: 1).translated(by: (-Int(origin.x), -Int(origin.y)))
        func placed(_ offset: PixelBox.Point) -> Point { Point(origin.x + Double(offset.x), origin.y + Double(offset.y)) }
        c.withState {
            for w in clip { c.rect(w) }
            c.clip()
            c.setOperator(CAIRO_OPERATOR_ADD)
            for (radius, alpha) in zip(FaceLayout.glowRadii, haloAlphas) {
                let halo = Blur.blurred(mask, sigma: radius * scale / 2, ink: ink)
                c.mask(halo.mask, at: placed(halo.offset), scaledBy: halo.factor, color: tint.tint, alpha: k < 1 ? alpha * k : alpha)
            }
        }
        c.setColor(k < 1 ? tint.ghost.mixed(with: tint.tint, k) : tint.tint)
        for b in bars { c.polygon(b) }
        c.fill()
        let core = Blur.blurred(mask, sigma: max(coreFloor, digitHeight * coreShare), ink: ink)
        c.withState {
            for b in bars { c.polygon(b) }
            c.clip()
            c.mask(core.mask, at: placed(core.offset), scaledBy: core.factor, color: tint.core, alpha: k < 1 ? k * k : 1)
        }
    }
}
