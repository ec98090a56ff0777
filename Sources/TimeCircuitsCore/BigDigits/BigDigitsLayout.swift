/// What a big-digit face holds besides the window's size: its digit windows and the chrome around
/// them. The timer and the stopwatch each say theirs; the layout does the rest.
public struct BigDigitsShape: Sendable, Hashable {
    /// The labels of the big windows, in reading order: `HR`, `MIN`, `SEC`.
    public var windows: [String]
    /// A smaller window after them (the stopwatch's hundredths), under the last big one.
    public var fraction: String?
    /// Plates in the top band: the presets from the left, and a status plate at the right.
    public var presets: Int
    public var status: Bool
    /// The bar graph of time left, and the traffic-light lamps with their plates.
    public var bar: Bool
    public var lamps: Bool
    /// Lap plates beside the fraction window, at most.
    public var laps: Int
    /// Small readouts of the other timers, in the top band in the presets' place (the presets
    /// are on the settings panel's TIMERS page too).
    public var strip: Int

    public init(windows: [String], fraction: String? = nil, presets: Int = 0, status: Bool = true, bar: Bool = false,
                lamps: Bool = false, laps: Int = 0, strip: Int = 0) {
        self.strip = strip
        self.windows = windows
        self.fraction = fraction
        self.presets = presets
        self.status = status
        self.bar = bar
        self.lamps = lamps
        self.laps = laps
    }
}

/// Every rectangle and polygon of a big-digit face (timer, stopwatch) for one output size.
///
/// SpeakerClock's rule: the biggest digits the window allows, for a reader across a room. The
/// chassis fills the window, whatever its shape (`Enclosure(filling:)`), and the digits take the
/// space first: in one row (`HR:MIN:SEC`) or stacked, one window over the other with the colons
/// gone, whichever gives the bigger digits — so the layout switches as the window's shape crosses
/// over, and the digits never shrink at the switch. The chrome (plates, bar, lamps, laps) keeps a
/// size that stays readable, set by the chassis scale rather than the digits; when it would take
/// more than `Metrics.chromeShare` of the height, its least needed parts step aside
/// (`Metrics.dropOrder`) rather than shrink the digits.
public struct BigDigitsLayout: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// What was asked for; `shown` is what fitted.
    public let shape: BigDigitsShape
    public let shown: BigDigitsShape
    public let enclosure: Enclosure
    public var scale: Double { enclosure.scale }
    public let panel: Rect
    /// The big windows one over the other (a tall window) rather than in a row.
    public let stacked: Bool
    /// The big digits' height.
    public let digitHeight: Double
    /// The big windows in reading order, then the fraction window if any.
    public let windows: [BigDigitsWindow]
    /// The colons of a row: each between window `after` and the next.
    public let colons: [BigDigitsColon]
    public let bar: Rect?
    public let barCells: [Polygon]
    /// GREEN, AMBER and RED, in `TimerPhase` order, each with its plate; empty without lamps.
    public let lamps: [Circle]
    public let lampLabels: [LabelPlate]
    public let status: LabelPlate?
    /// One plate a preset that fits, from the first.
    public let presets: [LabelPlate]
    /// The lap plates, newest first.
    public let laps: [LabelPlate]
    /// The other timers' readouts, as many as fit, from the first.
    public let strip: [LabelPlate]

    /// Cells of the bar graph: the progress ring of the iOS timer, as a row of LEDs.
    public static let barCells = 24

    /// Proportions: in digit heights for the digits, in plate heights (`plate`) for the chrome.
    enum Metrics {
        static let paddingX = 0.035
        static let paddingY = 0.08
        /// The metal between the two digits of a window, each behind a pane of its own: a digit
        /// this large is a module of its own on a real display, and its light stopping at its own
        /// bezel makes each digit's pixels depend on that digit alone, so a SEC window's pictures
        /// are ten per digit, not sixty a minute, and a new second is a copy.
        static let paneGap = 0.045
        /// The metal between two windows of a row, which holds the colon: its leaning dots with
        /// a little metal either side.
        static let colonWidth = 0.28
        /// A digit's pane, and a window of two, in digit heights.
        static let paneUnits = 2 * paddingX + SegmentKind.seven.aspect + SegmentGeometry.italicSkew
        static let windowUnits = 2 * paneUnits + paneGap
        static let windowHeight = 1 + 2 * paddingY
        /// The fraction's digits against the big ones: a chronograph's sub-display.
        static let fraction = 0.34
        /// Chrome, in natural points before the chassis scale.
        static let plate = 16.0
        /// The smallest plate, in pixels, whose lettering still reads.
        static let smallestPlate = 14.0
        static let panelPadding = 5.0
        /// In plate heights.
        static let label = 0.8
        static let labelGap = 0.2
        static let bandGap = 0.45
        static let barHeight = 0.75
        static let textHeight = 0.5
        static let presetWidth = 3.9
        static let statusWidth = 6.6
        static let namedStatusWidth = 8.6
        static let plateGap = 0.3
        static let lapGap = 0.22
        static let lampRadius = 0.3
        /// A strip readout's narrowest, in plate heights: `LAUNDRY 12:34` still reads.
        static let stripWidth = 6.4
        /// The most of the panel's height the chrome may take before parts of it step aside.
        static let chromeShare = 0.3
    }

    /// What steps aside first when the window is too small for all of the chrome. (The laps sit
    /// beside the fraction window and take no height of their own: they go when its row is too
    /// narrow for them.)
    enum Part: CaseIterable { case lamps, bar, top, labels }

    public init(width: Int, height: Int, shape: BigDigitsShape) {
        self.width = width
        self.height = height
        self.shape = shape
        enclosure = Enclosure(filling: width, height: height)
        panel = enclosure.inner
        let p = max(Metrics.plate * enclosure.scale, Metrics.smallestPlate)
        let inner = panel.insetBy(Metrics.panelPadding * enclosure.scale, Metrics.panelPadding * enclosure.scale)
        let wide = Plan(shape: shape, stacked: false, inner: inner, plate: p)
        let tall = Plan(shape: shape, stacked: true, inner: inner, plate: p)
        let plan = shape.windows.count > 1 && tall.h > wide.h ? tall : wide
        stacked = plan.stacked
        shown = plan.shape
        digitHeight = plan.h
        let built = plan.build()
        windows = built.windows
        colons = built.colons
        bar = built.bar
        barCells = built.barCells
        lamps = built.lamps
        lampLabels = built.lampLabels
        status = built.status
        presets = built.presets
        laps = built.laps
        strip = built.strip
    }

    /// One arrangement (row or stack) with the chrome that fits it, and the digit height it gives.
    private struct Plan {
        var shape: BigDigitsShape
        let stacked: Bool
        let inner: Rect
        let p: Double
        private(set) var h = 0.0
        var labels = true

        init(shape: BigDigitsShape, stacked: Bool, inner: Rect, plate: Double) {
            self.shape = shape
            self.stacked = stacked
            self.inner = inner
            p = plate
            for part in [Part?.none] + Part.allCases.map({ Optional($0) }) {
                if let part { drop(part) }
                if chrome <= Metrics.chromeShare * inner.height { break }
            }
            h = max(1, solve())
        }

        private mutating func drop(_ part: Part) {
            switch part {
            case .lamps: shape.lamps = false
            case .bar: shape.bar = false
            case .top: (shape.presets, shape.status, shape.strip) = (0, false, 0)
            case .labels: labels = false
            }
        }

        var n: Double { Double(shape.windows.count) }
        var labelBand: Double { labels ? (Metrics.label + Metrics.labelGap) * p : 0 }
        var gap: Double { Metrics.bandGap * p }
        var hasTop: Bool { shape.status || shape.presets > 0 || shape.strip > 0 }

        /// Height that does not grow with the digits.
        var chrome: Double {
            var c = hasTop ? p + gap : 0
            c += (stacked ? n : 1) * labelBand + (stacked ? (n - 1) * gap : 0)
            if shape.fraction != nil { c += gap + labelBand }
            if shape.bar { c += gap + Metrics.barHeight * p }
            if shape.lamps { c += gap + p }
            return c
        }

        /// Digit heights of height that grow with the digits.
        var digitRows: Double {
            (stacked ? n : 1) * Metrics.windowHeight + (shape.fraction != nil ? Metrics.fraction * Metrics.windowHeight : 0)
        }

        var rowUnits: Double {
            stacked ? Metrics.windowUnits : n * Metrics.windowUnits + (n - 1) * Metrics.colonWidth
        }

        func solve() -> Double {
            min(inner.width / rowUnits, (inner.height - chrome) / digitRows)
        }

        func build() -> Built {
            let M = Metrics.self, F = FaceMetrics.self
            var b = Built()
            let span = rowUnits * h
            // The chrome spans the digits, or a readable width when they are narrow.
            let bandWidth = min(inner.width, max(span, 14 * p))
            let left = inner.midX - bandWidth / 2, right = left + bandWidth
            let digitsLeft = inner.midX - span / 2
            let total = chrome + digitRows * h
            var y = inner.midY - total / 2
            let textH = M.textHeight * p

            if hasTop {
                // Beside the strip the status also names the timer shown large: it takes more room.
                let statusW = shape.status ? min((shape.strip > 0 ? M.namedStatusWidth : M.statusWidth) * p, bandWidth * 0.5) : 0
                if shape.status {
                    b.status = LabelPlate(text: "", rect: Rect(x: right - statusW, y: y, width: statusW, height: p), textHeight: textH)
                }
                let room = bandWidth - statusW - (shape.status ? M.plateGap * p : 0)
                if shape.strip > 0 {
                    // As many readouts as fit at a readable width, sharing the room evenly.
                    let fits = max(1, Int((room + M.plateGap * p) / ((M.stripWidth + M.plateGap) * p)))
                    let count = min(shape.strip, fits)
                    let w = (room - Double(count - 1) * M.plateGap * p) / Double(count)
                    b.strip = (0..<count).map { i in
                        LabelPlate(text: "", rect: Rect(x: left + Double(i) * (w + M.plateGap * p), y: y, width: w, height: p), textHeight: textH)
                    }
                }
                let fits = Int((room + M.plateGap * p) / ((M.presetWidth + M.plateGap) * p))
                let count = shape.strip > 0 ? 0 : min(shape.presets, max(0, fits))
                let presetW = count > 0 ? min(M.presetWidth * p, (room - Double(count - 1) * M.plateGap * p) / Double(count)) : 0
                b.presets = (0..<count).map { i in
                    LabelPlate(text: "", rect: Rect(x: left + Double(i) * (presetW + M.plateGap * p), y: y, width: presetW, height: p),
                               textHeight: textH)
                }
                y += p + gap
            }

            func window(_ name: String, x: Double, y top: Double, h: Double, step: Int) -> BigDigitsWindow {
                let windowY = top + labelBand
                let rect = Rect(x: x, y: windowY, width: M.windowUnits * h, height: M.windowHeight * h)
                let panes = (0..<2).map { k in
                    Rect(x: x + Double(k) * (M.paneUnits + M.paneGap) * h, y: windowY, width: M.paneUnits * h, height: rect.height)
                }
                let cells = panes.map { pane -> CharacterCell in
                    let box = Rect(x: pane.minX + M.paddingX * h, y: windowY + M.paddingY * h,
                                   width: SegmentKind.seven.aspect * h, height: h)
                    return CharacterCell(kind: .seven, box: box, bars: SegmentGeometry.bars(.seven, in: box))
                }
                let labelW = min(rect.width * F.labelWidthRatio, max(rect.width, 3.2 * p))
                let label = LabelPlate(text: labels ? name : "",
                                       rect: Rect(x: rect.midX - labelW / 2, y: top, width: labelW, height: labels ? M.label * p : 0),
                                       textHeight: textH)
                return BigDigitsWindow(name: name, rect: rect, panes: panes, cells: cells, label: label, step: step)
            }

            if stacked {
                for name in shape.windows {
                    b.windows.append(window(name, x: digitsLeft, y: y, h: h, step: BigDigitsLayout.steps[name] ?? 0))
                    y += labelBand + M.windowHeight * h + gap
                }
                y -= gap
            } else {
                var x = digitsLeft
                for (i, name) in shape.windows.enumerated() {
                    if i > 0 {
                        // The dots lean with the digits: centred by their reach, not their axis.
                        let lean = SegmentGeometry.italicSkew * (2 - F.colonDotHeights.reduce(0, +)) / 2
                        let cx = x + (M.colonWidth / 2 - lean) * h, baseline = y + labelBand + (M.paddingY + 1) * h
                        b.colons.append(BigDigitsColon(after: i - 1, dots: F.colonDotHeights.map { f in
                            let dy = baseline - h + f * h
                            return Circle(center: Point(cx + SegmentGeometry.italicSkew * (baseline - dy), dy),
                                          radius: F.colonDotRadius * h)
                        }))
                        x += M.colonWidth * h
                    }
                    let w = window(name, x: x, y: y, h: h, step: BigDigitsLayout.steps[name] ?? 0)
                    b.windows.append(w)
                    x = w.rect.maxX
                }
                y += labelBand + M.windowHeight * h
            }

            if let fraction = shape.fraction {
                // The fraction sits under the last big window's right edge, the laps beside it.
                y += gap
                let fh = M.fraction * h
                let w = window(fraction, x: digitsLeft + span - M.windowUnits * fh, y: y, h: fh, step: 0)
                b.windows.append(w)
                let lapsRight = w.rect.minX - M.plateGap * p
                let lapsLeft = min(left, digitsLeft)
                let room = w.rect.maxY - y
                let rows = min(shape.laps, Int((room + M.lapGap * p) / ((1 + M.lapGap) * p)))
                if lapsRight - lapsLeft >= 8 * p {
                    b.laps = (0..<max(0, rows)).map { i in
                        LabelPlate(text: "", rect: Rect(x: lapsLeft, y: y + Double(i) * (1 + M.lapGap) * p,
                                                        width: lapsRight - lapsLeft, height: p), textHeight: textH)
                    }
                }
                y = w.rect.maxY
            }

            if shape.bar {
                y += gap
                let bar = Rect(x: left, y: y, width: bandWidth, height: M.barHeight * p)
                b.bar = bar
                let inset = 0.16 * bar.height, cellGap = 0.12 * bar.height
                let area = bar.insetBy(inset, inset)
                let cellW = (area.width - Double(BigDigitsLayout.barCells - 1) * cellGap) / Double(BigDigitsLayout.barCells)
                b.barCells = (0..<BigDigitsLayout.barCells).map { i in
                    let r = Rect(x: area.minX + Double(i) * (cellW + cellGap), y: area.minY, width: cellW, height: area.height)
                    return Polygon([Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)])
                }
                y = bar.maxY
            }

            if shape.lamps {
                y += gap
                let group = bandWidth / 3, r = M.lampRadius * p
                for i in 0..<3 {
                    let gx = left + Double(i) * group
                    b.lamps.append(Circle(center: Point(gx + r * 1.6, y + p / 2), radius: r))
                    let plateX = gx + r * 3.4
                    b.lampLabels.append(LabelPlate(text: "", rect: Rect(x: plateX, y: y, width: gx + group - M.plateGap * p - plateX,
                                                                        height: p), textHeight: textH))
                }
            }
            return b
        }
    }

    private struct Built {
        var windows: [BigDigitsWindow] = []
        var colons: [BigDigitsColon] = []
        var bar: Rect?
        var barCells: [Polygon] = []
        var lamps: [Circle] = []
        var lampLabels: [LabelPlate] = []
        var status: LabelPlate?
        var presets: [LabelPlate] = []
        var laps: [LabelPlate] = []
        var strip: [LabelPlate] = []
    }

    /// What a wheel notch or a drag step changes in each window: an hour, a minute, a second.
    static let steps = ["HR": 3600, "MIN": 60, "SEC": 1]

    /// How far a drag moves, in digit heights, for one step of the field under it.
    public static let dragStep = 0.2

    /// The big window under `p` (a press between two windows counts for the nearer one), for the
    /// timer's wheel and drag.
    public func window(at p: Point) -> BigDigitsWindow? {
        let slack = stacked ? Metrics.bandGap * Metrics.plate * scale / 2 : Metrics.colonWidth * digitHeight / 2
        return windows.first { $0.step > 0 && $0.rect.insetBy(-slack, -digitHeight * 0.2).contains(p) }
    }

    /// The phase lamp (or its plate) under `p`.
    public func lamp(at p: Point) -> TimerPhase? {
        for (i, phase) in TimerPhase.allCases.enumerated() where i < lamps.count && lamps[i].bounds.union(lampLabels[i].rect).contains(p) {
            return phase
        }
        return nil
    }

    /// The index of the preset plate under `p`.
    public func preset(at p: Point) -> Int? { presets.firstIndex { $0.rect.contains(p) } }

    /// The index of the strip readout under `p`, from the first: whose timer a click brings forward.
    public func stripReadout(at p: Point) -> Int? { strip.firstIndex { $0.rect.contains(p) } }
}

/// One digit window of a big-digit face: two 7-segment cells under a label, each behind its own
/// pane.
public struct BigDigitsWindow: Sendable, Hashable {
    public var name: String
    /// The panes' bounds.
    public var rect: Rect
    /// One recessed pane a digit, in the cells' order; a digit's light stays inside its pane.
    public var panes: [Rect]
    public var cells: [CharacterCell]
    public var label: LabelPlate
    /// Seconds one wheel notch or drag step changes here; 0 where nothing is set by hand.
    public var step: Int
}

/// A colon of a row: its dots, between window `after` and the next.
public struct BigDigitsColon: Sendable, Hashable {
    public var after: Int
    public var dots: [Circle]
}
