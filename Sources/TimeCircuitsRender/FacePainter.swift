import CCairo
import TimeCircuitsCore

/// Paints a `FaceLayout` onto any Cairo surface: an X window's back buffer or a PNG image.
///
/// What the face shows is lights over plates (`AnimationFrame`): a frame of an animation, or the
/// clock, whose readouts are lights too (`AnimationFrame(content)`). It is painted in three layers
/// that change at different rates, so a shell can cache them: the background (chassis, panels,
/// plates, labels, ghost segments: changes with size and cities), the lights (lit segments and
/// their glow, lamps, and any colon the lights set: once a minute, or at each step of an
/// animation) and the colon that follows the clock (twice a second). Painting all three in order
/// gives the full face; `repaintLights` brings painted lights up to new ones by the same path.
public struct FacePainter: Sendable {
    public let layout: FaceLayout
    /// Brightness and night mode: dims the LEDs, and at night the metal around them.
    public let lighting: Lighting
    /// The look: colours, materials and the layers of a light.
    public let theme: Theme

    public init(layout: FaceLayout, lighting: Lighting = .full, theme: Theme = .prop) {
        self.layout = theme.reversedLamps ? layout.lampsReversed : layout
        self.lighting = lighting
        self.theme = theme
    }

    /// The whole face: background with the frame's plates, its lights, and the colon at the
    /// frame's level (or at `colonLevel`, the clock's, where the frame leaves it free).
    public func paint(_ frame: AnimationFrame, colonLevel: Double, on c: Canvas) {
        paintBackground(plates: frame.plates, on: c)
        paintLights(frame.rows, timerLamp: frame.timerLamp, alarmLamp: frame.alarmLamp, colonLevel: colonLevel, on: c)
    }

    /// Lit segments, lamps and colon of each row as `rows` say, over a painted background. The
    /// colons that follow the clock come last, at `colonLevel` (0 leaves them out), so a shell can
    /// keep them as a layer of their own. With `regions`, only the lights reaching into them, for
    /// a repaint clipped to them.
    ///
    /// Each window's glow comes from its own bars only and stays inside it, as the light of one
    /// display stays behind its own black bezel on the prop. That also makes a window's pixels
    /// depend on nothing but its own lights, so `repaintLights` can redo one window exactly.
    ///
    /// `abandon` is asked before each light, as `paintBackground`'s is between its parts.
    public func paintLights(_ rows: [RowLights], timerLamp: TimerLamp? = nil, alarmLamp: Bool = false, colonLevel: Double,
                            within regions: [Rect]? = nil, on c: Canvas, abandon: () -> Bool = { false }) {
        let jobs = lightJobs(rows, timerLamp: timerLamp, alarmLamp: alarmLamp, colonLevel: colonLevel, within: regions)
        let groups = Self.disjointGroups(jobs)
        // Handing a few small lights to another core costs more than painting them here (a
        // minute's MIN windows at 520×335: the worker thread is created or woken after the
        // paint is done), so only work of some size is shared out.
        let area = jobs.reduce(0) { $0 + $1.bounds.width * $1.bounds.height }
        guard groups.count > 1, area >= Parallel.worthSharingPixels, let pixels = c.sharedImageTarget() else {
            for job in jobs where !abandon() { job.paint(c) }
            return
        }
        // Groups touch disjoint pixels, so each paints on its own canvas over the same memory,
        // on its own core; within a group, lights keep the order they are painted in alone.
        Parallel.forEach(groups.count) { g in
            let part = pixels.sharingPixels()
            let pc = Canvas(surface: part.surface)
            if let regions {
                for r in regions { pc.rect(r) }
                pc.clip()
            }
            for j in groups[g] where !abandon() { jobs[j].paint(pc) }
            pc.flush()
        }
        c.pixelsChanged()
    }

    /// One light to paint (a window's bars, a lamp, a colon) and every pixel it can change.
    private struct LightJob {
        let bounds: Rect
        let paint: (Canvas) -> Void
    }

    /// The lights of `rows` reaching into `regions` (all, when nil), in the order they are painted.
    private func lightJobs(_ rows: [RowLights], timerLamp: TimerLamp?, alarmLamp: Bool, colonLevel: Double,
                           within regions: [Rect]?) -> [LightJob] {
        var jobs: [LightJob] = []
        if let lamp = timerLamp, Self.meets(lampGlowBounds(layout.timerLamp), regions) {
            jobs.append(LightJob(bounds: lampGlowBounds(layout.timerLamp)) { c in
                paintLamp(layout.timerLamp, tint: BigDigitsPainter.tint(lamp.phase), level: lamp.level, on: c)
            })
        }
        for row in layout.rows where row.slot < rows.count {
            let lights = rows[row.slot]
            let tint = theme.rows[row.slot]
            for w in row.windows where Self.meets(w.rect, regions) {
                // The glow is clipped to the window and the bars lie inside it.
                jobs.append(LightJob(bounds: w.rect.pixelBounds) { c in
                    paintWindowMasks(w, Array(lights.masks(of: w.field)), easing: lights.easing(of: w.field),
                                     level: lights.level(of: w.field), slot: row.slot, on: c)
                    if alarmLamp, row.slot == 1, w.field == .minute {
                        // The alarm's lamp is this window's decimal point; its glow stays inside.
                        c.withState {
                            c.rect(w.rect)
                            c.clip()
                            paintLamp(layout.alarmLamp, tint: theme.rows[1], level: 1, on: c)
                        }
                    }
                })
            }
            for (lamp, level) in [(row.amLamp, lights.am), (row.pmLamp, lights.pm)] where Self.meets(lampGlowBounds(lamp), regions) {
                jobs.append(LightJob(bounds: lampGlowBounds(lamp)) { c in paintLamp(lamp, tint: tint, level: level, on: c) })
            }
            if let level = lights.colon, Self.meets(colonBounds(row), regions) {
                jobs.append(LightJob(bounds: colonBounds(row)) { c in paintColon(row, level: level, on: c) })
            }
        }
        for row in layout.rows where row.slot < rows.count && rows[row.slot].colon == nil {
            if Self.meets(colonBounds(row), regions) {
                jobs.append(LightJob(bounds: colonBounds(row)) { c in paintColon(row, level: colonLevel, on: c) })
            }
        }
        return jobs
    }

    /// `jobs` (by index, in order) gathered so that no two groups touch a common pixel.
    private static func disjointGroups(_ jobs: [LightJob]) -> [[Int]] {
        var groups: [(bounds: [Rect], jobs: [Int])] = []
        for (i, job) in jobs.enumerated() {
            let meeting = groups.indices.filter { g in groups[g].bounds.contains { $0.intersects(job.bounds) } }
            var merged = (bounds: [job.bounds], jobs: [i])
            for g in meeting.reversed() {
                merged.bounds += groups[g].bounds
                merged.jobs += groups[g].jobs
                groups.remove(at: g)
            }
            merged.jobs.sort()
            groups.append(merged)
        }
        return groups.map(\.jobs)
    }

    /// Brings a face painted with other lights over `background` up to `rows`, touching only what
    /// `change` names (everything when nil): each changed window, lamp and colon is restored from
    /// `background`, and every light reaching into it painted again. The same pixels as painting
    /// `background` and `rows` afresh. Returns the rectangles it repainted.
    @discardableResult
    public func repaintLights(_ rows: [RowLights], timerLamp: TimerLamp? = nil, alarmLamp: Bool = false, colonLevel: Double,
                              change: ReadoutChange?, background: ImageSurface, on c: Canvas) -> [Rect] {
        guard let change else {
            c.replace(with: background)
            paintLights(rows, timerLamp: timerLamp, alarmLamp: alarmLamp, colonLevel: colonLevel, on: c)
            return [fullRect]
        }
        return repaintLights(rows, timerLamp: timerLamp, alarmLamp: alarmLamp, colonLevel: colonLevel, change: change,
                             restore: { c.replace(with: background, in: $0) }, on: c)
    }

    /// The same, the background under what `change` names put back by `restore` (given the
    /// rectangles, each one of `lightRects` or inside one), as `BackgroundPatches` does.
    @discardableResult
    public func repaintLights(_ rows: [RowLights], timerLamp: TimerLamp? = nil, alarmLamp: Bool = false, colonLevel: Double,
                              change: ReadoutChange, restore: ([Rect]) -> Void, on c: Canvas) -> [Rect] {
        let rects = damage(change)
        guard !rects.isEmpty else { return [] }
        restore(rects)
        c.withState {
            for r in rects { c.rect(r) }
            c.clip()
            paintLights(rows, timerLamp: timerLamp, alarmLamp: alarmLamp, colonLevel: colonLevel, within: rects, on: c)
        }
        return rects
    }

    /// Every pixel a light can reach: each window, the glow of each lamp and colon, the timer's
    /// lamp. Outside them a face is its background, whatever its lights.
    public var lightRects: [Rect] {
        var all = ReadoutChange(windows: Set(layout.rows.flatMap { row in
                                    row.windows.map { ReadoutChange.Window(slot: row.slot, field: $0.field) }
                                }),
                                lampRows: Set(layout.rows.map(\.slot)), colonRows: Set(layout.rows.map(\.slot)))
        all.timerLamp = true
        return damage(all)
    }

    /// The pixels `change` touches: its windows, and the glow of its rows' lamps and colons.
    public func damage(_ change: ReadoutChange) -> [Rect] {
        var rects: [Rect] = []
        for row in layout.rows {
            for w in row.windows where change.windows.contains(ReadoutChange.Window(slot: row.slot, field: w.field)) {
                rects.append(w.rect.pixelBounds)
            }
            if change.lampRows.contains(row.slot) { rects += [row.amLamp, row.pmLamp].map(lampGlowBounds) }
            if change.colonRows.contains(row.slot) { rects.append(colonBounds(row)) }
        }
        if change.timerLamp { rects.append(lampGlowBounds(layout.timerLamp)) }
        return rects.compactMap { $0.intersection(fullRect) }
    }

    private var fullRect: Rect { Rect(x: 0, y: 0, width: Double(layout.width), height: Double(layout.height)) }

    /// Whether a light painting within `bounds` reaches into `regions` (nil: everywhere).
    private static func meets(_ bounds: Rect, _ regions: [Rect]?) -> Bool {
        regions?.contains { $0.intersects(bounds) } ?? true
    }

    var s: Double { layout.scale }

    // MARK: Background

    /// Chassis, rivets, panels, windows, plates and every unlit (ghost) LED.
    ///
    /// On an image in memory it is painted in horizontal bands, one a core, each band the whole
    /// background clipped to whole pixel rows (so each pixel is computed exactly as without
    /// bands); the panels' materials (brushed metal, a raised panel's shades), the costliest
    /// part, are made once beforehand.
    ///
    /// `abandon` is asked between panels and windows: once it says true the painting stops, the
    /// pixels are unfinished, and the answer is false (a drag's background for a size already left).
    @discardableResult
    public func paintBackground(plates: [String?], on c: Canvas, abandon: () -> Bool = { false }) -> Bool {
        let pixels = c.sharedImageTarget()
        let inlaid = pixels.flatMap { inlaidMetal(into: $0, abandon: abandon) }
        // Once true it stays so: a metal left half made is never painted from.
        if abandon() { return false }
        let metal = inlaid ?? layout.rows.map { panelMaterial($0.panel, seed: UInt64($0.slot)) }
        let bands = Parallel.chunks(of: layout.height, parts: Parallel.cores)
        guard bands.count > 1, let pixels else {
            return paintBackground(plates: plates, metal: metal, on: c, abandon: abandon)
        }
        var finished = [Bool](repeating: false, count: bands.count)
        finished.withUnsafeMutableBufferPointer { finished in
            Parallel.forEach(bands.count) { b in
                let part = pixels.sharingPixels()
                let pc = Canvas(surface: part.surface)
                pc.rect(Rect(x: 0, y: Double(bands[b].lowerBound), width: Double(layout.width), height: Double(bands[b].count)))
                pc.clip()
                finished[b] = paintBackground(plates: plates, metal: metal, on: pc, abandon: abandon)
                pc.flush()
            }
        }
        c.pixelsChanged()
        return !finished.contains(false)
    }

    private func paintBackground(plates: [String?], metal: [PanelMaterial?], on c: Canvas, abandon: () -> Bool) -> Bool {
        let solid: [PixelBox] = metal.flatMap { material -> [PixelBox] in
            if case .inlaid(let inlay) = material { inlay.solid } else { [] }
        }
        c.withState {
            // Around the metal already laid in, which covers whatever is painted under it.
            if !solid.isEmpty { c.clip(excluding: solid, within: fullRect) }
            paintChassis(on: c)
        }
        // Plan mode's state lamps, lit after the night has darkened the metal, as LEDs are.
        var stateLamps: [(Circle, RowTint)] = []
        for row in layout.rows {
            if abandon() { return false }
            paintPanel(row.panel, material: metal[row.slot], on: c)
            let tint = theme.rows[row.slot]
            for w in row.windows {
                if abandon() { return false }
                paintWindow(w.rect, tint: tint, on: c)
                paintPlate(w.label, tint: tint, on: c)
                paintUnlit(w.cells.flatMap { $0.bars.values.map(LitShape.bar) }, tint: tint, on: c)
            }
            paintPlate(row.amLabel, tint: tint, on: c)
            paintPlate(row.pmLabel, tint: tint, on: c)
            for lamp in [row.amLamp, row.pmLamp] + row.colonDots { paintLampSocket(lamp, tint: tint, on: c) }
            let (name, side) = AnimationFrame.splitPlate(row.slot < plates.count ? plates[row.slot] : nil)
            paintPlate(LabelPlate(text: name ?? "", rect: row.cityPlate, textHeight: row.cityTextHeight), tint: tint, on: c)
            // A departure's countdown or plan mode's state: a plate of its own, only while there
            // is one; plan mode's with a lamp in the traffic light's colours between the plates,
            // as the AM and PM lamps sit on the metal beside theirs.
            if let side {
                let (lamp, text) = AnimationFrame.splitLamp(side)
                paintPlate(LabelPlate(text: text, rect: row.sidePlate, textHeight: row.cityTextHeight), tint: tint, on: c)
                if let lamp {
                    let circle = stateLamp(row)
                    paintLampSocket(circle, tint: tint, on: c)
                    stateLamps.append((circle, BigDigitsPainter.tint(lamp)))
                }
            }
        }
        if lighting.panel < 1 {
            // Night: the room is dark, so everything the LEDs do not light goes darker with it,
            // ghost segments included; the lit layers painted over this keep their own level.
            c.setColor(RGB(0, 0, 0), alpha: 1 - lighting.panel)
            c.paint()
        }
        for (lamp, tint) in stateLamps { paintLamp(lamp, tint: tint, level: 1, on: c) }
        return true
    }

    func paintChassis(on c: Canvas) {
        // Margins outside the face (a window of another shape) are chassis too, never stretched face.
        c.setColor(theme.chassis.edge)
        c.paint()
        if case .flat = theme.chassis { return }
        let f = layout.face
        c.setLinearGradient(Point(0, f.minY), Point(0, f.maxY), [
            (0, Palette.chassis.scaled(1.25), 1), (0.5, Palette.chassis, 1), (1, Palette.chassis.scaled(0.8), 1),
        ])
        c.roundedRect(f, radius: 4 * s)
        c.fill()
        for r in layout.rivets { paintRivet(r, on: c) }
    }

    private func paintRivet(_ r: Circle, on c: Canvas) {
        // A domed rivet head lit from the upper left, with a dark ring where it meets the chassis.
        Rivet.paint(r, shadow: Circle(center: Point(r.center.x + 0.4 * s, r.center.y + 0.5 * s), radius: r.radius * 1.08),
                    shadowAlpha: 0.8, gleam: RGB(hex: 0xF2F2F0), midStop: 0.45, metal: Palette.rivet, on: c)
    }

    /// Every row's brushed-metal panel made straight into `pixels` (`MetalInlay`), when the theme's
    /// panels are brushed metal and each can be; nil otherwise, and they are made as textures.
    private func inlaidMetal(into pixels: SharedPixels, abandon: () -> Bool) -> [PanelMaterial?]? {
        guard case .brushed(let base) = theme.panel else { return nil }
        var inlays: [PanelMaterial?] = []
        for row in layout.rows {
            if abandon() { return nil }
            // One that cannot be leaves those made under the chassis, which the textures' way paints over them.
            guard let inlay = MetalInlay(row.panel, radius: panelRadius, base: base, seed: Self.metalSeed &+ UInt64(row.slot),
                                         in: pixels) else { return nil }
            inlays.append(.inlaid(inlay))
        }
        pixels.markDirty()
        return inlays
    }

    /// The brushed metal's seed; a panel adds its own to it, so panels side by side differ.
    private static let metalSeed: UInt64 = 0x7C1C_0000

    /// What a panel at `p` is made of, when the theme's panels need making: brushed metal
    /// (`seed` picks its grain, so panels side by side differ), or a raised panel with its shades
    /// on a clear ground. Nil for panels that are plain paint.
    func panelMaterial(_ p: Rect, seed: UInt64) -> PanelMaterial? {
        switch theme.panel {
        case .brushed(let base):
            let px = p.pixelBounds
            let metal = BrushedMetal.texture(width: Int(px.width), height: Int(px.height), base: base, seed: Self.metalSeed &+ seed)
            return .image(metal, origin: Point(px.x, px.y))
        case .raised(let shadow, let light):
            // The panel is the surface itself, pushed up: only its shades tell it from the chassis.
            let reach = (max(abs(shadow.offset), abs(light.offset)) + 2 * max(shadow.blur, light.blur)) * s
            let region = p.insetBy(-reach, -reach).pixelBounds
            let image = ImageSurface(width: Int(region.width), height: Int(region.height))
            let ic = Canvas(surface: image.surface)
            ic.translate(-region.x, -region.y)
            var raised = lights(surface: chassisColor, layers: [.shade(shadow), .shade(light), .face(mix: 0)])
            // Drawn at about a pixel a blur radius of the narrower shade; never below full size.
            raised.shrink = max(1, Int(min(shadow.blur, light.blur) * s / 2))
            raised
                .paint([.plate(p, radius: panelRadius * 3)], region: region, clip: [region], tint: theme.rows[1], level: 1, on: ic)
            ic.flush()
            return .image(image, origin: Point(region.x, region.y))
        case .board, .none:
            return nil
        }
    }

    /// A panel's corner radius in face units.
    private var panelRadius: Double { 2.2 * s }

    /// The colour everything lies on, as lit: what a flush or rising segment is made of.
    var surface: RGB { chassisColor.scaled(lighting.panel) }

    /// The chassis's colour by day.
    private var chassisColor: RGB {
        if case .flat(let color) = theme.chassis { color } else { Palette.chassis }
    }

    /// A row's panel, as the theme makes them; `material` is its `panelMaterial`.
    func paintPanel(_ p: Rect, material: PanelMaterial?, on c: Canvas) {
        let radius = panelRadius
        switch theme.panel {
        case .brushed:
            if let material { paintBrushedPanel(p, radius: radius, metal: material, on: c) }
        case .board(let fill, let rim):
            c.setColor(fill)
            c.roundedRect(p, radius: radius * 2)
            c.fill()
            c.setColor(rim)
            c.roundedRect(p.insetBy(0.4 * s, 0.4 * s), radius: radius * 2)
            c.stroke(width: 0.8 * s)
        case .raised:
            if case .image(let image, let origin) = material {
                c.setSource(image, at: origin)
                c.paint()
            }
        case .none:
            break
        }
    }

    /// A brushed-metal panel in its recess of the chassis.
    private func paintBrushedPanel(_ p: Rect, radius: Double, metal: PanelMaterial, on c: Canvas) {
        c.withState {
            if case .inlaid(let inlay) = metal { c.clip(excluding: inlay.solid, within: fullRect) }
            // The thin dark line between panels: each panel sits in a shadowed recess of the chassis.
            c.setColor(Palette.seamShadow)
            c.roundedRect(p.insetBy(-1.2 * s, -1.2 * s), radius: radius + 1.2 * s)
            c.fill()
        }
        switch metal {
        case .image(let texture, let origin):
            c.withState {
                c.roundedRect(p, radius: radius)
                c.clip()
                c.setSource(texture, at: origin)
                c.paint()
            }
        case .inlaid(let inlay):
            inlay.paintRim(on: c)
        }
        c.withState {
            c.roundedRect(p, radius: radius)
            c.clip()
            // Broad light from above: the top of each panel catches more of it.
            c.setLinearGradient(Point(0, p.minY), Point(0, p.maxY), [
                (0, RGB(1, 1, 1), 0.16), (0.45, RGB(1, 1, 1), 0), (1, RGB(0, 0, 0), 0.22),
            ])
            c.paint()
        }
        // Machined edge: bright along the top, dark along the bottom.
        c.setColor(RGB(1, 1, 1), alpha: 0.45)
        c.moveTo(Point(p.minX + radius, p.minY + 0.5 * s)); c.lineTo(Point(p.maxX - radius, p.minY + 0.5 * s))
        c.stroke(width: 0.7 * s)
        c.setColor(RGB(0, 0, 0), alpha: 0.45)
        c.moveTo(Point(p.minX + radius, p.maxY - 0.5 * s)); c.lineTo(Point(p.maxX - radius, p.maxY - 0.5 * s))
        c.stroke(width: 0.7 * s)
    }

    func paintWindow(_ r: Rect, tint: RowTint, on c: Canvas) {
        guard theme.window == .recessed else { return }
        let radius = 1.2 * s
        // Recessed bezel: shadow above-left, a highlight on the metal below-right.
        LEDWindow.paintRecess(r, radius: radius,
                              highlight: Rect(x: r.minX, y: r.minY + 0.8 * s, width: r.width + 0.8 * s, height: r.height + 0.4 * s),
                              ring: 1.1 * s, tint: tint, on: c)
        // Gel sheen: the top of the window reflects a little of the room.
        c.setLinearGradient(Point(0, r.minY), Point(0, r.maxY), [
            (0, RGB(1, 1, 1), 0.07), (0.35, RGB(1, 1, 1), 0.015), (1, RGB(1, 1, 1), 0),
        ])
        c.roundedRect(r, radius: radius)
        c.fill()
    }

    /// A label as the theme letters them; `tint` is the colour of the row it belongs to. A
    /// `color` given (a selected preset) letters it in that colour, whatever the theme's ink.
    func paintPlate(_ plate: LabelPlate, text color: RGB? = nil, tint: RowTint? = nil, on c: Canvas) {
        let r = plate.rect
        guard r.width > 0, r.height > 0 else { return }
        switch theme.labels {
        case .dymo:
            break
        case .printed(let ink):
            c.setColor(color ?? ink)
            c.label(plate.text, in: r, capHeight: plate.textHeight)
            return
        case .tinted(let alpha):
            c.setColor(color ?? (tint ?? theme.rows[1]).tint, alpha: alpha)
            c.label(plate.text, in: r, capHeight: plate.textHeight)
            return
        case .engraved(let ink, let light):
            // Pressed into the surface: the lower lip of each letter catches the light.
            c.setColor(light)
            c.label(plate.text, in: Rect(x: r.minX, y: r.minY + 0.5 * s, width: r.width, height: r.height),
                    capHeight: plate.textHeight)
            c.setColor(color ?? ink)
            c.label(plate.text, in: r, capHeight: plate.textHeight)
            return
        }
        let radius = r.height * 0.18
        c.setColor(Palette.seamShadow, alpha: 0.6)
        c.roundedRect(Rect(x: r.minX, y: r.minY + 0.6 * s, width: r.width, height: r.height), radius: radius)
        c.fill()
        c.setLinearGradient(Point(0, r.minY), Point(0, r.maxY), [
            (0, Palette.labelPlate.scaled(1.9), 1), (0.25, Palette.labelPlate, 1), (1, Palette.labelPlate.scaled(0.7), 1),
        ])
        c.roundedRect(r, radius: radius)
        c.fill()
        guard !plate.text.isEmpty else { return }
        // Embossed tape: the raised letters cast a hairline shadow below.
        let shadow = Rect(x: r.minX, y: r.minY + 0.35 * s, width: r.width, height: r.height)
        c.setColor(RGB(0, 0, 0), alpha: 0.9)
        c.label(plate.text, in: shadow, capHeight: plate.textHeight)
        c.setColor(color ?? Palette.labelText)
        c.label(plate.text, in: r, capHeight: plate.textHeight)
    }

    func paintLampSocket(_ lamp: Circle, tint: RowTint, on c: Canvas) {
        guard theme.lamps == .gel else { return paintUnlit([.lamp(lamp)], tint: tint, on: c) }
        // A lamp sits in a small dark bezel on the metal; unlit, it shows the dull gel colour.
        c.setColor(Palette.seamShadow, alpha: 0.85)
        c.circle(Circle(center: lamp.center, radius: lamp.radius * 1.45))
        c.fill()
        c.setColor(tint.ghost.scaled(1.3))
        c.circle(lamp)
        c.fill()
    }

    // MARK: Lights

    /// The bars `masks` light in one window (a mask per cell), at `level`; while they ease from
    /// other masks, the bars lit in both at `level`, those coming on and going off on their way.
    private func paintWindowMasks(_ w: FieldWindow, _ masks: [UInt16], easing: SegmentEase?,
                                  level: Double, slot: Int, on c: Canvas) {
        guard level > 0 else { return }
        func bars(_ pick: (_ old: UInt16, _ new: UInt16) -> UInt16) -> [Polygon] {
            var lit: [Polygon] = []
            for (i, cell) in w.cells.enumerated() {
                let old = easing?.from[i] ?? masks[i]
                lit += SegmentFont.segments(in: pick(old, masks[i])).compactMap { cell.bars[$0] }
            }
            return lit
        }
        let tint = theme.rows[slot]
        guard let p = easing?.progress else {
            return paintLitBars(bars { $1 }, clip: [w.rect], tint: tint, level: level, on: c)
        }
        paintLitBars(bars { $0 & $1 }, clip: [w.rect], tint: tint, level: level, on: c)
        paintLitBars(bars { $0 & ~$1 }, clip: [w.rect], tint: tint, level: level * (1 - p), on: c)
        paintLitBars(bars { ~$0 & $1 }, clip: [w.rect], tint: tint, level: level * p, on: c)
    }

    /// Where a side plate's lamp sits: in the gap between the city plate and the side plate, as
    /// large as the AM and PM lamps where the gap allows.
    private func stateLamp(_ row: RowLayout) -> Circle {
        Circle(center: Point((row.cityPlate.maxX + row.sidePlate.minX) / 2, row.sidePlate.midY),
               radius: min(row.amLamp.radius, (row.sidePlate.minX - row.cityPlate.maxX) / 3))
    }

    /// Everything a lit lamp paints, its bloom included.
    private func lampGlowBounds(_ lamp: Circle) -> Rect {
        Circle(center: lamp.center, radius: lamp.radius + FaceLayout.glowRadii[2] * s).bounds.pixelBounds
    }

    /// The theme's painter for lights whose glow keeps the face's proportions at `glowScale`
    /// pixels a unit, with digits `digitHeight` pixels tall, lying on `surface` (the lit one
    /// when nil), with `layers` (the theme's lit layers when nil).
    func lights(glowScale: Double? = nil, digitHeight: Double? = nil, surface: RGB? = nil,
                layers: [LightLayer]? = nil) -> LightPainter {
        LightPainter(layers: layers ?? theme.lit, scale: s, glowScale: glowScale ?? s,
                     digitHeight: digitHeight ?? layout.digitHeight, surface: surface ?? self.surface)
    }

    /// Bars lit by the theme's recipe, their bloom reaching across the windows they light.
    func paintLitBars(_ bars: [Polygon], clip windows: [Rect], tint: RowTint, level: Double, on c: Canvas) {
        guard !windows.isEmpty else { return }
        let reach = FaceLayout.glowReach * s
        let region = windows.dropFirst().reduce(windows[0]) { $0.union($1) }.insetBy(-reach, -reach)
        lights().paint(bars.map(LitShape.bar), region: region, clip: windows, tint: tint,
                       level: min(level, 1) * lighting.led, on: c)
    }

    /// Shapes that are off, as the theme shows them. They are part of the background, which
    /// night darkens as a whole afterwards, so they take the surface's colour by day.
    func paintUnlit(_ shapes: [LitShape], tint: RowTint, on c: Canvas) {
        lights(surface: chassisColor).paintUnlit(shapes, look: theme.unlit, tint: tint, on: c)
    }

    /// A round lamp (AM/PM or colon dot) at `level` 0…1: bloom on the metal, the lit gel, and a
    /// white-cored hot spot like a filament behind frosted plastic.
    func paintLamp(_ lamp: Circle, tint: RowTint, level requested: Double, on c: Canvas) {
        let level = requested * lighting.led
        guard level > 0 else { return }
        let glow = Circle(center: lamp.center, radius: lamp.radius + FaceLayout.glowRadii[2] * s)
        guard theme.lamps == .gel else {
            let bounds = glow.bounds.pixelBounds
            return lights().paint([.lamp(lamp)], region: bounds, clip: [bounds], tint: tint, level: min(level, 1), on: c)
        }
        c.withState {
            c.setOperator(CAIRO_OPERATOR_ADD)
            c.setRadialGradient(Circle(center: lamp.center, radius: lamp.radius * 0.8), glow, [
                (0, tint.tint, 0.55 * level), (0.25, tint.tint, 0.22 * level), (1, tint.tint, 0),
            ])
            c.circle(glow)
            c.fill()
        }
        c.setColor(tint.ghost.scaled(1.3).mixed(with: tint.tint, level))
        c.circle(lamp)
        c.fill()
        let hot = Circle(center: Point(lamp.center.x - lamp.radius * 0.15, lamp.center.y - lamp.radius * 0.2),
                         radius: 0)
        c.setRadialGradient(hot, Circle(center: lamp.center, radius: lamp.radius), [
            (0, RGB(1, 1, 1), level), (0.35, tint.core, 0.9 * level), (1, tint.core, 0),
        ])
        c.circle(lamp)
        c.fill()
    }

    // MARK: Colon

    /// The colon of every row in `rows` that follows the clock, at `level` (0 dim … 1 lit); only
    /// those reaching into `regions`, when given. Over a restored base of the lights, this layer
    /// alone is what a colon tick paints.
    public func paintColon(level: Double, of rows: [RowLights], within regions: [Rect]? = nil, on c: Canvas) {
        for row in layout.rows where row.slot < rows.count && rows[row.slot].colon == nil {
            if Self.meets(colonBounds(row), regions) { paintColon(row, level: level, on: c) }
        }
    }

    private func paintColon(_ row: RowLayout, level: Double, on c: Canvas) {
        c.withState {
            c.rect(row.colonDamage)
            c.clip()
            for dot in row.colonDots { paintLamp(dot, tint: theme.rows[row.slot], level: level, on: c) }
        }
    }

    /// Everything a row's colon paints: its dots' glow, clipped to its damage rectangle.
    private func colonBounds(_ row: RowLayout) -> Rect {
        let glow = row.colonDots.map(lampGlowBounds).reduce(lampGlowBounds(row.colonDots[0])) { $0.union($1) }
        return (glow.intersection(row.colonDamage) ?? row.colonDamage).pixelBounds
    }
}

/// A panel's material made ahead of painting.
enum PanelMaterial {
    /// An image of it, and where its top-left pixel goes.
    case image(ImageSurface, origin: Point)
    /// Brushed metal already in the face's pixels.
    case inlaid(MetalInlay)
}
