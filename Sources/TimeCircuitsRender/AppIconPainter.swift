import CCairo
import TimeCircuitsCore

/// Paints the application icon (`AppIcon`) in the face's materials: brushed metal, domed rivets,
/// recessed black windows, and LED digits in the face's three layers (ghost, lit bar with a pale
/// core, bloom).
public struct AppIconPainter: Sendable {
    public let icon: AppIcon
    public let scheme: AppIcon.Scheme

    public init(icon: AppIcon, variant: AppIcon.Variant) {
        self.icon = icon
        scheme = AppIcon.scheme(variant)
    }

    /// The icon at `side` × `side` pixels, transparent outside the tile.
    public static func image(side: Int, variant: AppIcon.Variant) -> ImageSurface {
        let img = ImageSurface(width: side, height: side)
        AppIconPainter(icon: AppIcon(side: side), variant: variant).paint(on: Canvas(surface: img.surface))
        return img
    }

    /// Every layer, back to front, on a transparent canvas.
    public func paint(on c: Canvas) {
        paintShadow(on: c)
        paintTile(on: c)
        for r in icon.rivets { paintRivet(r, on: c) }
        for w in icon.windows {
            let tint = scheme.rows[w.slot]
            if let bar = w.bar {
                paintSmallWindow(w.rect, bar: bar, tint: tint, on: c)
            } else {
                paintWindow(w, tint: tint, on: c)
            }
        }
    }

    var u: Double { icon.unit }

    // MARK: Tile

    /// A soft shadow under the tile, where the margin leaves room for one.
    private func paintShadow(on c: Canvas) {
        guard icon.tile.minX > 0 else { return }
        let mask = ImageSurface(width: icon.side, height: icon.side, format: .a8)
        do {
            let mc = Canvas(surface: mask.surface)
            mc.setColor(RGB(0, 0, 0))
            mc.polygon(icon.outline.scaled(1, offset: Point(0, 1.2 * u)))
            mc.fill()
        }
        let soft = Blur.blurred(mask, sigma: 1.6 * u)
        c.mask(soft.mask, at: Point(0, 0), scaledBy: soft.factor, color: RGB(0, 0, 0), alpha: 0.5)
    }

    private func paintTile(on c: Canvas) {
        let t = icon.tile
        let px = t.pixelBounds
        let texture = BrushedMetal.texture(width: Int(px.width), height: Int(px.height), base: scheme.metal,
                                           seed: 0x1C0_4000)
        c.withState {
            c.polygon(icon.outline)
            c.clip()
            // A machined bevel: a bright lip along the top edge, left where the plate's face
            // (the outline moved down a little) does not cover it.
            c.setSource(texture, at: Point(px.x, px.y))
            c.paint()
            c.setColor(RGB(1, 1, 1), alpha: 0.5)
            c.paint()
            c.polygon(icon.outline.scaled(1, offset: Point(0, max(0.7, 0.8 * u))))
            c.clip()
            c.setSource(texture, at: Point(px.x, px.y))
            c.paint()
            // Light from above: the top of the plate catches it, the bottom falls into shade.
            c.setLinearGradient(Point(0, t.minY), Point(0, t.maxY), [
                (0, RGB(1, 1, 1), scheme.sheen), (0.5, RGB(1, 1, 1), 0), (1, RGB(0, 0, 0), 0.3),
            ])
            c.paint()
        }
        // A dark outline keeps the tile's shape on any background, light or dark.
        c.setColor(RGB(0, 0, 0), alpha: 0.55)
        c.polygon(icon.outline)
        c.stroke(width: max(0.7, 0.5 * u))
    }

    private func paintRivet(_ r: Circle, on c: Canvas) {
        // A domed head lit from the upper left, in a dark ring where it meets the plate.
        Rivet.paint(r, shadow: Circle(center: Point(r.center.x + 0.15 * r.radius, r.center.y + 0.2 * r.radius), radius: r.radius * 1.15),
                    shadowAlpha: 0.75, gleam: RGB(hex: 0xF4F4F2), midStop: 0.5, metal: scheme.rivet, on: c)
    }

    // MARK: Windows

    /// A recessed black window with LED digits: ghost bars, bloom, lit bars with a pale core.
    private func paintWindow(_ w: AppIcon.Window, tint: RowTint, on c: Canvas) {
        let r = w.rect
        let radius = 1.4 * u
        // Recess: a highlight where the metal turns down below the window, a shadow ring around it.
        LEDWindow.paintRecess(r, radius: radius,
                              highlight: Rect(x: r.minX - 0.4 * u, y: r.minY + 0.9 * u, width: r.width + 0.8 * u, height: r.height + 0.5 * u),
                              ring: 0.9 * u, tint: tint, on: c)

        var ghost: [Polygon] = [], lit: [Polygon] = []
        for d in w.digits {
            let bars = SegmentGeometry.bars(.seven, in: d.box)
            let on = Set(FaceContent.litSegments(.seven, d.character))
            for (segment, bar) in bars { if on.contains(segment) { lit.append(bar) } else { ghost.append(bar) } }
        }
        // Unlit bars fade out on small digits: a few pixels of ghost read as smudges, not LEDs.
        let digitHeight = w.digits.first?.box.height ?? 0
        c.setColor(tint.window.mixed(with: tint.ghost, min(1, digitHeight / Self.fullGhostDigitHeight)))
        for b in ghost { c.polygon(b) }
        c.fill()
        paintLitBars(lit, in: r, digitHeight: digitHeight, tint: tint, on: c)

        // Gel sheen: the top of the window reflects a little of the room.
        c.setLinearGradient(Point(0, r.minY), Point(0, r.maxY), [
            (0, RGB(1, 1, 1), 0.10), (0.4, RGB(1, 1, 1), 0.02), (1, RGB(1, 1, 1), 0),
        ])
        c.roundedRect(r, radius: radius)
        c.fill()
    }

    /// The face's LED recipe, scaled to the icon's digits.
    private func paintLitBars(_ bars: [Polygon], in window: Rect, digitHeight: Double, tint: RowTint, on c: Canvas) {
        let scale = digitHeight / LEDWindow.naturalDigitHeight
        LightPainter(layers: Theme.prop.lit, scale: scale, glowScale: scale, digitHeight: digitHeight, surface: Palette.chassis)
            .paint(bars.map(LitShape.bar), region: window, clip: [window], tint: tint, level: 1, on: c)
    }

    /// Digit height in pixels from which unlit bars show at full ghost strength.
    static let fullGhostDigitHeight = 28.0

    /// A small icon's window: crisp pixel edges, and one bar lit across it, hot in the middle.
    private func paintSmallWindow(_ r: Rect, bar: Rect, tint: RowTint, on c: Canvas) {
        c.setColor(Palette.seamShadow, alpha: 0.85)
        c.rect(r.insetBy(-0.5, -0.5))
        c.fill()
        c.setColor(tint.window)
        c.rect(r)
        c.fill()
        c.setLinearGradient(Point(0, bar.minY), Point(0, bar.maxY), [
            (0, tint.tint, 1), (0.5, tint.core.mixed(with: tint.tint, 0.35), 1), (1, tint.tint, 1),
        ])
        c.rect(bar)
        c.fill()
    }
}
