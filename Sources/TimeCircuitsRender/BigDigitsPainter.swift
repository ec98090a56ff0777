import CCairo
import TimeCircuitsCore

/// Paints a big-digit face (`BigDigitsLayout`, `BigDigitsContent`: the timer, the stopwatch) in
/// the clock's materials: the same chassis, brushed panel, recessed black windows, DYMO plates and
/// LED recipe, so each reads as another display of the same prop. Like `FacePainter` it paints in
/// two layers a shell can cache: the background (everything but the lights; it changes with the
/// plates and the gel colour the windows take) and the lights (lit digits, bar cells, colons, lamps).
public struct BigDigitsPainter: Sendable {
    public let layout: BigDigitsLayout
    public let lighting: Lighting
    /// The clock's painter on this face's chassis: the materials are its own.
    private let materials: FacePainter

    public init(layout: BigDigitsLayout, lighting: Lighting = .full, theme: Theme = .prop) {
        self.layout = layout
        self.lighting = lighting
        materials = FacePainter(layout: FaceLayout(width: layout.width, height: layout.height, enclosure: layout.enclosure),
                                lighting: lighting, theme: theme)
    }

    /// The gel colour of each phase: the clock's own red, green and amber.
    static func tint(_ phase: TimerPhase) -> RowTint {
        switch phase {
        case .green: Palette.green
        case .amber: Palette.amber
        case .red: Palette.red
        }
    }

    /// The whole face.
    public func paint(_ content: BigDigitsContent, on c: Canvas) {
        paintBackground(content, on: c)
        paintLights(content, on: c)
    }

    // MARK: Background

    /// Chassis, panel, windows in the phase's gel with their ghost segments, the bar graph's unlit
    /// cells, the lamp sockets and every plate.
    public func paintBackground(_ content: BigDigitsContent, on c: Canvas) {
        let tint = Self.tint(content.phase)
        materials.paintChassis(on: c)
        materials.paintPanel(layout.panel, material: materials.panelMaterial(layout.panel, seed: 0), on: c)
        for w in layout.windows {
            for pane in w.panes { materials.paintWindow(pane, tint: tint, on: c) }
            materials.paintPlate(w.label, tint: tint, on: c)
            materials.paintUnlit(w.cells.flatMap { $0.bars.values.map(LitShape.bar) }, tint: tint, on: c)
        }
        for dot in layout.colons.flatMap(\.dots) { materials.paintLampSocket(dot, tint: tint, on: c) }
        if let bar = layout.bar {
            materials.paintWindow(bar, tint: tint, on: c)
            materials.paintUnlit(layout.barCells.map(LitShape.bar), tint: tint, on: c)
        }
        for (i, phase) in TimerPhase.allCases.enumerated() where i < layout.lamps.count {
            materials.paintLampSocket(layout.lamps[i], tint: Self.tint(phase), on: c)
            var plate = layout.lampLabels[i]
            plate.text = i < content.plates.lamps.count ? content.plates.lamps[i] : phase.label
            materials.paintPlate(plate, tint: Self.tint(phase), on: c)
        }
        if var status = layout.status {
            status.text = content.plates.status
            materials.paintPlate(status, tint: tint, on: c)
        }
        for (i, var plate) in layout.presets.enumerated() where i < content.plates.presets.count {
            let stored = i == content.plates.storedPreset
            plate.text = stored ? "STORED" : content.plates.presets[i]
            // The preset in use reads lit, as a selected button on a console does; one just
            // stored reads green, the answer to the long press.
            let ink = stored ? Palette.green.core : i == content.plates.selectedPreset ? Palette.amber.core : nil
            materials.paintPlate(plate, text: ink, tint: tint, on: c)
        }
        for (i, var plate) in layout.laps.enumerated() where i < content.plates.laps.count {
            let lap = content.plates.laps[i]
            plate.text = lap.text
            let ink: RGB? = switch lap.mark {
            case .fastest?: Palette.green.core
            case .slowest?: Palette.red.core
            case nil: nil
            }
            materials.paintPlate(plate, text: ink, tint: tint, on: c)
        }
        if lighting.panel < 1 {
            c.setColor(RGB(0, 0, 0), alpha: 1 - lighting.panel)
            c.paint()
        }
    }

    // MARK: Lights

    /// The lit digits, bar cells, colons and the phase's lamp; with `regions`, only what reaches
    /// into them, for a repaint clipped to them.
    public func paintLights(_ content: BigDigitsContent, within regions: [Rect]? = nil, on c: Canvas) {
        let tint = Self.tint(content.phase)
        for (w, chars) in zip(layout.windows, content.fields) where meets(w.rect, regions) {
            // The bloom keeps the clock's proportions to the digits, however much larger these are.
            let digitHeight = w.cells.first?.box.height ?? layout.digitHeight
            let lights = materials.lights(glowScale: digitHeight / Self.clockDigitHeight, digitHeight: digitHeight)
            for ((pane, cell), ch) in zip(zip(w.panes, w.cells), chars) where meets(pane, regions) {
                let bars = FaceContent.litSegments(.seven, ch).compactMap { cell.bars[$0] }
                lights.paint(bars.map(LitShape.bar), region: pane.insetBy(-1, -1), clip: [pane], tint: tint,
                             level: content.level * lighting.led, on: c)
            }
        }
        if let bar = layout.bar, meets(bar, regions) {
            let lit = Array(layout.barCells.prefix(content.barLit))
            materials.lights(glowScale: layout.scale, digitHeight: bar.height)
                .paint(lit.map(LitShape.bar), region: bar.insetBy(-1, -1), clip: [bar], tint: tint,
                       level: content.level * lighting.led, on: c)
        }
        for i in layout.colons.indices where meets(colonBounds(i), regions) {
            // The colon's light stops at the windows' bezels on either side, as on the clock face:
            // so a second's digits never depend on the colon, nor the colon on the digits.
            c.withState {
                c.rect(colonBounds(i))
                c.clip()
                for dot in layout.colons[i].dots { materials.paintLamp(dot, tint: tint, level: content.colonLevel, on: c) }
            }
        }
        for (i, phase) in TimerPhase.allCases.enumerated() where i < layout.lamps.count && phase == content.phase
            && meets(lampBounds(i), regions) {
            materials.paintLamp(layout.lamps[i], tint: Self.tint(phase), level: content.level, on: c)
        }
        // The other timers' readouts change with their seconds: painted with the lights, so a
        // second of theirs repaints their plates, not the whole background.
        for (i, var plate) in layout.strip.enumerated() where i < content.plates.strip.count && meets(plate.rect, regions) {
            let readout = content.plates.strip[i]
            plate.text = readout.text
            materials.paintPlate(plate, text: readout.phase.map { Self.tint($0).core }, tint: tint, on: c)
            if lighting.panel < 1 {
                // Dimmed with the panel at night, as the plates of the background are.
                c.setColor(RGB(0, 0, 0), alpha: 1 - lighting.panel)
                c.rect(plate.rect)
                c.fill()
            }
        }
    }

    /// The clock face's digit height at its natural size: the glow is scaled from it.
    private static let clockDigitHeight = FaceLayout(width: Int(FaceMetrics.naturalWidth), height: Int(FaceMetrics.naturalHeight)).digitHeight

    /// The pixels that differ between a face showing `old` and one showing `new`, over the same
    /// background; nil when the background itself changes (a new phase, new plates, new windows).
    public func damage(from old: BigDigitsContent, to new: BigDigitsContent) -> [Rect]? {
        var oldPlates = old.plates, newPlates = new.plates
        (oldPlates.strip, newPlates.strip) = ([], [])
        guard old.phase == new.phase, oldPlates == newPlates, old.shape == new.shape else { return nil }
        var rects: [Rect] = []
        for (i, plate) in layout.strip.enumerated() where i < new.plates.strip.count && old.plates.strip[i] != new.plates.strip[i] {
            rects.append(plate.rect.pixelBounds)
        }
        let levelChanged = old.level != new.level
        for (i, w) in layout.windows.enumerated() where i < new.fields.count {
            for (k, pane) in w.panes.enumerated() where levelChanged || Self.character(old.fields[i], k) != Self.character(new.fields[i], k) {
                rects.append(pane.pixelBounds)
            }
        }
        if let bar = layout.bar, levelChanged || old.barLit != new.barLit { rects.append(bar.pixelBounds) }
        if old.colonLevel != new.colonLevel { rects += layout.colons.indices.map(colonBounds) }
        if levelChanged, let i = TimerPhase.allCases.firstIndex(of: new.phase), i < layout.lamps.count { rects.append(lampBounds(i)) }
        let full = Rect(x: 0, y: 0, width: Double(layout.width), height: Double(layout.height))
        return rects.compactMap { $0.intersection(full) }
    }

    private static func character(_ field: [Character], _ k: Int) -> Character? { k < field.count ? field[k] : nil }

    private func meets(_ bounds: Rect, _ regions: [Rect]?) -> Bool {
        regions?.contains { $0.intersects(bounds) } ?? true
    }

    /// Colon `i`'s dots with their bloom, between the windows on either side, on whole pixels.
    private func colonBounds(_ i: Int) -> Rect {
        let colon = layout.colons[i]
        let spread = colon.dots.map { glow($0) }.reduce(glow(colon.dots[0])) { $0.union($1) }.pixelBounds
        let left = max(spread.minX, layout.windows[colon.after].rect.maxX.rounded(.up))
        let right = min(spread.maxX, layout.windows[colon.after + 1].rect.minX.rounded(.down))
        return Rect(x: left, y: spread.minY, width: max(0, right - left), height: spread.height)
    }

    private func lampBounds(_ i: Int) -> Rect { glow(layout.lamps[i]).pixelBounds }

    private func glow(_ lamp: Circle) -> Rect {
        Circle(center: lamp.center, radius: lamp.radius + FaceLayout.glowRadii[2] * layout.scale).bounds
    }
}
