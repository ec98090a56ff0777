/// Every rectangle and polygon of the timer face for one output size, as plain data.
///
/// The timer sits in the clock's chassis (`Enclosure`), so switching faces never resizes the
/// window, on one brushed panel. Top to bottom: the preset plates and the status plate
/// (`ENDS 04:21 PM`); the HR, MIN and SEC windows under their DYMO labels, as large as the panel
/// allows (SpeakerClock's biggest digits possible); the LED bar graph of time left; and the three
/// traffic-light lamps with their thresholds.
public struct TimerLayout: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// The clock's own chassis at this size.
    public let enclosure: Enclosure
    public var scale: Double { enclosure.scale }
    public let panel: Rect
    public let digitHeight: Double
    /// HR (when shown), MIN and SEC, left to right.
    public let windows: [TimerWindow]
    /// A pair of dots between each two windows.
    public let colons: [[Circle]]
    /// The bar graph's black window and its cells, left (last to go out) to right.
    public let bar: Rect
    public let barCells: [Polygon]
    /// GREEN, AMBER and RED, in `TimerPhase` order, each with its plate.
    public let lamps: [Circle]
    public let lampLabels: [LabelPlate]
    public let status: LabelPlate
    /// One plate a filled preset slot.
    public let presets: [LabelPlate]

    /// Cells of the bar graph: the progress ring of the iOS timer, as a row of LEDs.
    public static let barCells = 24

    /// Proportions in digit heights, like `FaceMetrics`.
    enum Metrics {
        static let plateHeight = 0.42
        static let bandGap = 0.22
        static let windowHeight = 1.4
        static let barHeight = 0.34
        static let colonWidth = 0.5
        static let lampRadius = 0.13
        static let lampGap = 0.12
        static let statusWidth = 2.1
        static let presetWidth = 1.15
        static let presetGap = 0.12
        static let cellInset = 0.08
        static let cellGap = 0.06
        static let panelPadding = 10.0
        /// Height of the whole stack, for solving the digit height from the panel.
        static let stack = plateHeight + bandGap + FaceMetrics.labelHeight + FaceMetrics.labelGap + windowHeight
            + bandGap + barHeight + bandGap + plateHeight
    }

    public init(width: Int, height: Int, showsHours: Bool, presetCount: Int) {
        self.width = width
        self.height = height
        enclosure = Enclosure(width: width, height: height)
        let s = enclosure.scale
        panel = enclosure.inner
        let M = Metrics.self, F = FaceMetrics.self

        let fields = showsHours ? ["HR", "MIN", "SEC"] : ["MIN", "SEC"]
        let n = Double(fields.count)
        let windowUnits = FaceLayout.windowWidth(.minute, h: 1)
        let rowUnits = n * windowUnits + (n - 1) * M.colonWidth
        let inner = panel.insetBy(F.panelSidePadding * s, M.panelPadding * s)
        let h = min(inner.height / M.stack, inner.width / rowUnits)
        digitHeight = h

        let rowWidth = rowUnits * h
        let left = panel.midX - rowWidth / 2, right = left + rowWidth
        var y = panel.midY - M.stack * h / 2

        // Top band: presets from the left, the status plate at the right.
        let topY = y
        status = LabelPlate(text: "", rect: Rect(x: right - M.statusWidth * h, y: topY, width: M.statusWidth * h,
                                                 height: M.plateHeight * h), textHeight: F.labelTextHeight * h)
        let room = status.rect.minX - M.presetGap * h - left
        let count = max(1, presetCount)
        let presetWidth = min(M.presetWidth * h, (room - Double(count - 1) * M.presetGap * h) / Double(count))
        presets = (0..<presetCount).map { i in
            LabelPlate(text: "", rect: Rect(x: left + Double(i) * (presetWidth + M.presetGap * h), y: topY,
                                            width: presetWidth, height: M.plateHeight * h),
                       textHeight: F.labelTextHeight * h)
        }
        y += (M.plateHeight + M.bandGap) * h

        // The digit windows under their labels, the colons between them.
        let labelY = y
        let windowY = labelY + (F.labelHeight + F.labelGap) * h
        let baseline = windowY + M.windowHeight * h - (M.windowHeight - 1) / 2 * h
        var x = left
        var windows: [TimerWindow] = []
        var colons: [[Circle]] = []
        for (i, name) in fields.enumerated() {
            if i > 0 {
                let cx = x + M.colonWidth * h / 2
                colons.append(F.colonDotHeights.map { f in
                    let dy = baseline - h + f * h
                    return Circle(center: Point(cx + SegmentGeometry.italicSkew * (baseline - dy), dy), radius: F.colonDotRadius * 1.2 * h)
                })
                x += M.colonWidth * h
            }
            let rect = Rect(x: x, y: windowY, width: windowUnits * h, height: M.windowHeight * h)
            let cw = SegmentKind.seven.aspect * h
            let cells = (0..<2).map { k -> CharacterCell in
                let box = Rect(x: rect.minX + F.windowPaddingX * h + Double(k) * (cw + F.characterGap * h),
                               y: baseline - h, width: cw, height: h)
                return CharacterCell(kind: .seven, box: box, bars: SegmentGeometry.bars(.seven, in: box))
            }
            let labelW = rect.width * F.labelWidthRatio
            let label = LabelPlate(text: name, rect: Rect(x: rect.midX - labelW / 2, y: labelY, width: labelW,
                                                          height: F.labelHeight * h),
                                   textHeight: F.labelTextHeight * h)
            windows.append(TimerWindow(rect: rect, cells: cells, label: label, step: TimerLayout.steps[name] ?? 1))
            x = rect.maxX
        }
        self.windows = windows
        self.colons = colons
        y = windowY + (M.windowHeight + M.bandGap) * h

        // The bar graph: one black window of square-ended LED cells.
        bar = Rect(x: left, y: y, width: rowWidth, height: M.barHeight * h)
        let cellArea = bar.insetBy(M.cellInset * h, M.cellInset * h)
        let gap = M.cellGap * h
        let cellW = (cellArea.width - Double(Self.barCells - 1) * gap) / Double(Self.barCells)
        barCells = (0..<Self.barCells).map { i in
            let r = Rect(x: cellArea.minX + Double(i) * (cellW + gap), y: cellArea.minY, width: cellW, height: cellArea.height)
            return Polygon([Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)])
        }
        y = bar.maxY + M.bandGap * h

        // The traffic light: three lamps, each followed by its plate, spread across the row.
        let groupWidth = rowWidth / 3
        var lamps: [Circle] = []
        var labels: [LabelPlate] = []
        for i in 0..<3 {
            let gx = left + Double(i) * groupWidth
            let r = M.lampRadius * h
            lamps.append(Circle(center: Point(gx + r * 1.6, y + M.plateHeight * h / 2), radius: r))
            let plateX = gx + r * 3.2 + M.lampGap * h
            labels.append(LabelPlate(text: "", rect: Rect(x: plateX, y: y, width: gx + groupWidth - M.presetGap * h - plateX,
                                                          height: M.plateHeight * h),
                                     textHeight: F.labelTextHeight * h))
        }
        self.lamps = lamps
        lampLabels = labels
    }

    /// What a wheel notch or a drag step changes in each window: an hour, a minute, a second.
    static let steps = ["HR": 3600, "MIN": 60, "SEC": 1]

    /// How far a drag moves, in digit heights, for one step of the field under it.
    public static let dragStep = 0.2

    /// The window under `p`, with the seconds one step there is.
    public func window(at p: Point) -> TimerWindow? {
        windows.first { $0.rect.insetBy(-colonSlack, -digitHeight * 0.2).contains(p) }
    }

    /// The phase lamp (or its plate) under `p`.
    public func lamp(at p: Point) -> TimerPhase? {
        for (i, phase) in TimerPhase.allCases.enumerated() where lamps[i].bounds.union(lampLabels[i].rect).contains(p) {
            return phase
        }
        return nil
    }

    /// The index of the preset plate under `p`.
    public func preset(at p: Point) -> Int? { presets.firstIndex { $0.rect.contains(p) } }

    /// Half a colon's width: a press between two windows still counts for the nearer one.
    private var colonSlack: Double { Metrics.colonWidth * digitHeight / 2 }
}

/// One digit window of the timer: two 7-segment cells under a label.
public struct TimerWindow: Sendable, Hashable {
    public var rect: Rect
    public var cells: [CharacterCell]
    public var label: LabelPlate
    /// Seconds one wheel notch or drag step changes here.
    public var step: Int
}
