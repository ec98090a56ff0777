/// A circle in face coordinates: rivets, AM/PM lamps and colon dots.
public struct Circle: Sendable, Hashable {
    public var center: Point
    public var radius: Double
    public init(center: Point, radius: Double) { self.center = center; self.radius = radius }
    public var bounds: Rect {
        Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }
}

/// The five LED fields of a row, left to right.
public enum Field: String, Sendable, CaseIterable, Hashable {
    case month, day, year, hour, minute

    /// The DYMO-tape label above the field's window.
    public var label: String {
        switch self {
        case .month: "MONTH"
        case .day: "DAY"
        case .year: "YEAR"
        case .hour: "HOUR"
        case .minute: "MIN"
        }
    }

    public var kind: SegmentKind { self == .month ? .fourteen : .seven }
    public var characterCount: Int {
        switch self {
        case .month: 3
        case .day, .hour, .minute: 2
        case .year: 4
        }
    }
}

/// A black plate with worn off-white lettering: field labels, AM/PM texts and city names.
public struct LabelPlate: Sendable, Hashable {
    public var text: String
    public var rect: Rect
    /// Cap height of the lettering; the renderer fits the text to the plate's width if needed.
    public var textHeight: Double
    public init(text: String, rect: Rect, textHeight: Double) {
        self.text = text; self.rect = rect; self.textHeight = textHeight
    }
}

/// One LED character position: its unsheared box and its bars, already sheared and placed.
public struct CharacterCell: Sendable, Hashable {
    public var kind: SegmentKind
    public var box: Rect
    public var bars: [Segment: Polygon]

    /// The rectangle the sheared bars occupy.
    public var inkBounds: Rect {
        Rect(x: box.minX, y: box.minY,
             width: box.width + SegmentGeometry.lean(height: box.height), height: box.height)
    }
}

/// A black display window holding one field's characters.
public struct FieldWindow: Sendable, Hashable {
    public var field: Field
    public var rect: Rect
    public var cells: [CharacterCell]
    public var label: LabelPlate
}

/// Everything in one brushed-metal row panel.
public struct RowLayout: Sendable, Hashable {
    /// 0 top (red), 1 middle (green), 2 bottom (amber).
    public var slot: Int
    public var panel: Rect
    public var windows: [FieldWindow]
    public var amLamp: Circle
    public var pmLamp: Circle
    public var amLabel: LabelPlate
    public var pmLabel: LabelPlate
    /// Upper and lower colon dot.
    public var colonDots: [Circle]
    public var cityPlate: Rect
    /// The side plate, under the time's windows right of the name: a departure's countdown.
    public var sidePlate: Rect
    /// Height of the city name's capitals.
    public var cityTextHeight: Double

    public func window(_ field: Field) -> FieldWindow { windows.first { $0.field == field }! }

    /// This row with parts II and III's lamp stack: the upper lamp and plate are PM's, the lower
    /// AM's (`FilmVariant.reversedLamps`). The plates keep their places; their words swap.
    public var lampsReversed: RowLayout {
        var r = self
        (r.amLamp, r.pmLamp) = (pmLamp, amLamp)
        (r.amLabel.text, r.pmLabel.text) = (pmLabel.text, amLabel.text)
        return r
    }

    /// Everything the colon paints, glow included: the region a colon tick has to repaint.
    ///
    /// Its glow stops at the HOUR and MIN windows on either side, as the light of the prop's colon
    /// stops at their bezels, on whole pixels: so a colon tick never touches a digit's pixels, and
    /// a new minute never touches the colon's.
    public var colonDamage: Rect {
        let glow = FaceLayout.glowReach * (colonDots[0].radius / FaceMetrics.colonDotRadius)
        let spread = colonDots.map(\.bounds).reduce(colonDots[0].bounds) { $0.union($1) }
            .insetBy(-glow, -glow).pixelBounds
        let left = max(spread.minX, window(.hour).rect.maxX.rounded(.up))
        let right = min(spread.maxX, window(.minute).rect.minX.rounded(.down))
        return Rect(x: left, y: spread.minY, width: max(0, right - left), height: spread.height)
    }
}

/// Named proportions of the face, in units of the digit height `h` unless they say otherwise.
///
/// Tuned against the screen-used prop: generous spacing between LED characters, a wider seam
/// between the date and the time, labels on DYMO tape above each window, the city on a plate below.
public enum FaceMetrics {
    /// The face's natural size in points; the window opens at this size at 96 dpi.
    public static let naturalWidth = 520.0
    public static let naturalHeight = 335.0
    /// Chassis border around the three panels, in natural points.
    public static let chassisMargin = 11.0
    /// The thin dark line between two row panels, in natural points.
    public static let panelGap = 4.0
    /// Corner rivets, in natural points.
    public static let rivetRadius = 3.0
    public static let rivetInset = 5.5
    /// The timer's lamp in the bottom chassis margin, in natural points: as large as the margin
    /// holds with its bezel, bigger than a rivet so it reads as a light, not a fixing.
    public static let timerLampRadius = 3.2
    /// Empty metal left and right of the row inside a panel, in natural points.
    public static let panelSidePadding = 11.0

    public static let characterGap = 0.26
    public static let windowPaddingX = 0.2
    public static let windowPaddingY = 0.2
    public static let fieldGap = 0.36
    /// The date/time seam between YEAR and the AM/PM lamps.
    public static let seam = 0.78
    public static let amPmWidth = 0.56
    /// Space between the HOUR and MIN windows that holds the colon.
    public static let colonWidth = 0.44
    public static let colonDotRadius = 0.075
    /// Colon dots sit at these fractions of the digit height, measured from the top.
    public static let colonDotHeights = [0.32, 0.70]
    public static let lampRadius = 0.105

    public static let labelHeight = 0.36
    public static let labelTextHeight = 0.2
    public static let labelGap = 0.1
    /// Width of a label plate relative to its window.
    public static let labelWidthRatio = 0.86
    public static let cityGap = 0.16
    public static let cityPlateHeight = 0.52
    public static let cityPlateWidth = 5.6
    public static let cityTextHeight = 0.26
    public static let amPmLabelWidth = 0.56
}

/// The chassis every face sits in: the fitted, centred enclosure and its corner rivets. The clock
/// and the timer share it, so switching between them never moves or resizes the metal.
public struct Enclosure: Sendable, Hashable {
    /// Output pixels per natural point.
    public let scale: Double
    public let face: Rect
    public let rivets: [Circle]

    public init(width: Int, height: Int) {
        let s = min(Double(width) / FaceMetrics.naturalWidth, Double(height) / FaceMetrics.naturalHeight)
        let fw = FaceMetrics.naturalWidth * s, fh = FaceMetrics.naturalHeight * s
        self.init(face: Rect(x: (Double(width) - fw) / 2, y: (Double(height) - fh) / 2, width: fw, height: fh), scale: s)
    }

    /// A chassis that fills the whole window, whatever its shape: the timer's and stopwatch's
    /// (SpeakerClock's digits follow the window). Its metal (margin, rivets) is sized by
    /// `scale`, which stays within `fillingScales` so a huge or tiny window keeps a chassis that
    /// reads as the same prop.
    public init(filling width: Int, height: Int) {
        let fit = min(Double(width) / FaceMetrics.naturalWidth, Double(height) / FaceMetrics.naturalHeight)
        self.init(face: Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
                  scale: min(max(fit, Self.fillingScales.lowerBound), Self.fillingScales.upperBound))
    }

    /// The chassis scales a filling enclosure keeps to.
    public static let fillingScales = 0.6...2.6

    private init(face: Rect, scale s: Double) {
        scale = s
        self.face = face
        let ri = FaceMetrics.rivetInset * s, rr = FaceMetrics.rivetRadius * s
        rivets = [
            Point(face.minX + ri, face.minY + ri), Point(face.maxX - ri, face.minY + ri),
            Point(face.minX + ri, face.maxY - ri), Point(face.maxX - ri, face.maxY - ri),
        ].map { Circle(center: $0, radius: rr) }
    }

    /// The face inside the chassis margin: where the panels go.
    public var inner: Rect {
        let m = FaceMetrics.chassisMargin * scale
        return face.insetBy(m, m)
    }
}

/// Every rectangle and polygon of the face for one output size, as plain data.
///
/// A pure function of the size: the renderer paints it, the X11 shell uses it for damage regions,
/// and tests check its geometry without any display. The face keeps its natural aspect ratio at
/// every size, is centred, and any margin around it belongs to the chassis, so a wrongly shaped
/// window never stretches it.
public struct FaceLayout: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// The chassis at this size, shared with the timer's face.
    public let enclosure: Enclosure
    /// Output pixels per natural point.
    public var scale: Double { enclosure.scale }
    /// The enclosure: the fitted, centred face.
    public var face: Rect { enclosure.face }
    public var rivets: [Circle] { enclosure.rivets }
    public private(set) var rows: [RowLayout]
    /// The timer's lamp, centred in the chassis below the bottom row.
    public let timerLamp: Circle

    /// Natural aspect ratio, width / height (about 1.55).
    public static let aspect = FaceMetrics.naturalWidth / FaceMetrics.naturalHeight
    /// Radii of the three glow halos around lit LEDs, in natural points (as the original's three
    /// stacked shadows).
    public static let glowRadii = [2.0, 5.0, 11.0]
    /// How far glow can spread from a lit shape, in natural points.
    public static let glowReach = 2 * (glowRadii.max() ?? 0)

    public init(width: Int, height: Int) {
        self.init(width: width, height: height, enclosure: Enclosure(width: width, height: height))
    }

    /// The face's rows in `enclosure`: the big-digit faces paint their chassis with a clock
    /// painter built on their own (filling) enclosure.
    public init(width: Int, height: Int, enclosure: Enclosure) {
        self.width = width
        self.height = height
        self.enclosure = enclosure
        let s = enclosure.scale, face = enclosure.face

        let margin = FaceMetrics.chassisMargin * s, gap = FaceMetrics.panelGap * s
        timerLamp = Circle(center: Point(face.midX, face.maxY - margin / 2), radius: FaceMetrics.timerLampRadius * s)
        let panelHeight = (face.height - 2 * margin - 2 * gap) / 3
        rows = (0..<3).map { slot in
            let panel = Rect(
                x: face.minX + margin, y: face.minY + margin + Double(slot) * (panelHeight + gap),
                width: face.width - 2 * margin, height: panelHeight)
            return FaceLayout.row(slot: slot, panel: panel, scale: s)
        }
    }

    /// The row's width in units of digit height, so the digit height can be solved from the panel.
    static var rowWidthInDigitHeights: Double {
        let m = FaceMetrics.self
        let windows = Field.allCases.map { windowWidth($0, h: 1) }.reduce(0, +)
        return windows + 2 * m.fieldGap + m.seam + m.amPmWidth + m.fieldGap + m.colonWidth
    }

    static var stackHeightInDigitHeights: Double {
        let m = FaceMetrics.self
        return m.labelHeight + m.labelGap + (1 + 2 * m.windowPaddingY) + m.cityGap + m.cityPlateHeight
    }

    static func windowWidth(_ field: Field, h: Double) -> Double {
        let n = Double(field.characterCount)
        let cw = field.kind.aspect * h
        return 2 * FaceMetrics.windowPaddingX * h + n * cw + (n - 1) * FaceMetrics.characterGap * h
            + SegmentGeometry.lean(height: h)
    }

    static func row(slot: Int, panel: Rect, scale s: Double) -> RowLayout {
        let m = FaceMetrics.self
        let inner = panel.width - 2 * m.panelSidePadding * s
        let h = inner / rowWidthInDigitHeights
        let stack = stackHeightInDigitHeights * h
        // The label / window / city-plate stack is centred in the panel.
        let top = panel.minY + (panel.height - stack) / 2
        let labelY = top
        let windowY = labelY + (m.labelHeight + m.labelGap) * h
        let windowH = (1 + 2 * m.windowPaddingY) * h
        let baseline = windowY + windowH - m.windowPaddingY * h
        var x = panel.minX + m.panelSidePadding * s

        func label(_ text: String, over r: Rect, widthRatio: Double = m.labelWidthRatio) -> LabelPlate {
            let w = r.width * widthRatio
            return LabelPlate(
                text: text,
                rect: Rect(x: r.midX - w / 2, y: labelY, width: w, height: m.labelHeight * h),
                textHeight: m.labelTextHeight * h)
        }

        func window(_ field: Field) -> FieldWindow {
            let rect = Rect(x: x, y: windowY, width: windowWidth(field, h: h), height: windowH)
            let cw = field.kind.aspect * h
            let cells = (0..<field.characterCount).map { i -> CharacterCell in
                let box = Rect(x: rect.minX + m.windowPaddingX * h + Double(i) * (cw + m.characterGap * h),
                               y: baseline - h, width: cw, height: h)
                return CharacterCell(kind: field.kind, box: box, bars: SegmentGeometry.bars(field.kind, in: box))
            }
            x = rect.maxX
            return FieldWindow(field: field, rect: rect, cells: cells, label: label(field.label, over: rect))
        }

        var windows: [FieldWindow] = []
        windows.append(window(.month)); x += m.fieldGap * h
        windows.append(window(.day)); x += m.fieldGap * h
        windows.append(window(.year)); x += m.seam * h

        // AM and PM: lamps stacked in the window band, each under its own small plate. The AM
        // plate shares the label row; the PM plate sits between the two lamps.
        let ampm = Rect(x: x, y: windowY, width: m.amPmWidth * h, height: windowH)
        let lampR = m.lampRadius * h
        let amLabel = label("AM", over: Rect(x: ampm.minX, y: labelY, width: m.amPmLabelWidth * h, height: 0), widthRatio: 1)
        let amLamp = Circle(center: Point(ampm.midX, windowY + 0.18 * h), radius: lampR)
        var pmLabel = amLabel
        pmLabel.text = "PM"
        pmLabel.rect.y = windowY + 0.43 * h
        let pmLamp = Circle(center: Point(ampm.midX, pmLabel.rect.maxY + 0.17 * h + lampR), radius: lampR)
        x = ampm.maxX + m.fieldGap * h

        windows.append(window(.hour))
        let colonX = x + m.colonWidth * h / 2
        let colonDots = m.colonDotHeights.map { f -> Circle in
            let y = baseline - h + f * h
            // Lean with the digits so the colon looks set in the same italic.
            return Circle(center: Point(colonX + SegmentGeometry.italicSkew * (baseline - y), y),
                          radius: m.colonDotRadius * h)
        }
        x += m.colonWidth * h
        windows.append(window(.minute))

        let rowMinX = windows[0].rect.minX, rowMaxX = windows.last!.rect.maxX
        let plateW = m.cityPlateWidth * h
        let cityPlate = Rect(x: (rowMinX + rowMaxX) / 2 - plateW / 2,
                             y: windowY + windowH + m.cityGap * h,
                             width: plateW, height: m.cityPlateHeight * h)

        // Under HOUR and MIN, on the city plate's line, as wide as those windows together.
        let timeMinX = windows[windows.count - 2].rect.minX
        let sidePlate = Rect(x: timeMinX, y: cityPlate.minY, width: rowMaxX - timeMinX, height: cityPlate.height)

        return RowLayout(slot: slot, panel: panel, windows: windows, amLamp: amLamp, pmLamp: pmLamp,
                         amLabel: amLabel, pmLabel: pmLabel, colonDots: colonDots,
                         cityPlate: cityPlate, sidePlate: sidePlate, cityTextHeight: m.cityTextHeight * h)
    }

    /// The same face with every row's lamps reversed (`RowLayout.lampsReversed`).
    public var lampsReversed: FaceLayout {
        var f = self
        f.rows = rows.map(\.lampsReversed)
        return f
    }

    /// The digit height of the rows at this size.
    public var digitHeight: Double { rows[0].windows[1].cells[0].box.height }
}
