/// The two LED character families on the face.
public enum SegmentKind: Sendable, Hashable {
    /// Digits: DAY, YEAR, HOUR, MIN.
    case seven
    /// Letters: MONTH.
    case fourteen

    /// Width / height of one character box before shear.
    public var aspect: Double {
        switch self {
        case .seven: SegmentGeometry.sevenSegmentAspect
        case .fourteen: SegmentGeometry.fourteenSegmentAspect
        }
    }

    /// The bars this kind of cell has.
    public var segments: [Segment] {
        switch self {
        case .seven: Segment.sevenSegment
        case .fourteen: Segment.fourteenSegment
        }
    }
}

/// Chamfered-bar geometry of LED characters, as plain polygons.
///
/// Every bar is a six-vertex hexagon whose ends taper to a point (bevel = half the thickness), the
/// shape of the DSEG-family LED fonts that screen-accurate prop builds use. The italic lean is baked
/// into the points rather than applied as a transform, so the same polygons serve painting, hit
/// boxes and the tests that sample pixels at each bar's centroid.
public enum SegmentGeometry {
    /// Bar thickness as a fraction of the shorter side of the character box (DSEG14 Classic).
    public static let thicknessRatio = 0.18
    /// Right lean as a fraction of height: dx = italicSkew × (height − y), atan 0.10 ≈ 5.7° (the
    /// original app's notes round it to "~6.8°"; the ratio is what was matched to the prop).
    public static let italicSkew = 0.10
    /// Width / height of a 7-segment digit box.
    public static let sevenSegmentAspect = 0.58
    /// Width / height of a 14-segment letter box (wider, so diagonals have room).
    public static let fourteenSegmentAspect = 0.68
    /// Gap between the pointed tips of neighbouring bars, as a fraction of the thickness. Small
    /// enough that a lit "8" reads as one figure, large enough that the bars read as separate LEDs.
    public static let gapRatio = 0.14
    /// Diagonal bars are thinner than straight ones, as in DSEG14: a full-thickness diagonal would
    /// fill its quadrant and turn M and N into blobs.
    public static let diagonalThicknessRatio = 0.62

    /// The bars of a character of `kind` whose unsheared box is `box`, keyed by segment.
    ///
    /// The bottom edge of `box` is the baseline: shear moves every point right by
    /// `italicSkew × (box.maxY − y)`, so the baseline stays put and the top leans right by
    /// `italicSkew × box.height`.
    public static func bars(_ kind: SegmentKind, in box: Rect) -> [Segment: Polygon] {
        let w = box.width, h = box.height
        let t = thicknessRatio * min(w, h)
        let half = t / 2
        let gap = gapRatio * t
        let midY = h / 2
        var out: [Segment: Polygon] = [:]

        // Outer frame: tips meet at the centre lines of the neighbouring bars, so every joint has
        // the same gap on both sides.
        let left = half, right = w - half, top = half, bottom = h - half
        out[.a] = bar(from: Point(left + gap, top), to: Point(right - gap, top), thickness: t)
        out[.d] = bar(from: Point(left + gap, bottom), to: Point(right - gap, bottom), thickness: t)
        out[.f] = bar(from: Point(left, top + gap), to: Point(left, midY - gap), thickness: t)
        out[.b] = bar(from: Point(right, top + gap), to: Point(right, midY - gap), thickness: t)
        out[.e] = bar(from: Point(left, midY + gap), to: Point(left, bottom - gap), thickness: t)
        out[.c] = bar(from: Point(right, midY + gap), to: Point(right, bottom - gap), thickness: t)

        switch kind {
        case .seven:
            out[.g] = bar(from: Point(left + gap, midY), to: Point(right - gap, midY), thickness: t)
        case .fourteen:
            let cx = w / 2
            out[.g1] = bar(from: Point(left + gap, midY), to: Point(cx - gap, midY), thickness: t)
            out[.g2] = bar(from: Point(cx + gap, midY), to: Point(right - gap, midY), thickness: t)
            // The centre verticals meet the flat inner edge of A and D, not a chamfered corner,
            // so they stop one gap short of that edge rather than at its centre line.
            out[.i] = bar(from: Point(cx, t + gap), to: Point(cx, midY - gap), thickness: t)
            out[.l] = bar(from: Point(cx, midY + gap), to: Point(cx, h - t - gap), thickness: t)
            // Diagonals run corner to corner of the quadrant the straight bars leave free, their
            // pointed tips one gap away from the neighbouring bars' inner edges.
            let dt = t * diagonalThicknessRatio
            let qx0 = t + gap, qx1 = cx - half - gap
            let qx2 = cx + half + gap, qx3 = w - t - gap
            let qy0 = t + gap, qy1 = midY - half - gap
            let qy2 = midY + half + gap, qy3 = h - t - gap
            out[.h] = diagonal(corner: Point(qx0, qy0), centre: Point(qx1, qy1), thickness: dt)
            out[.j] = diagonal(corner: Point(qx3, qy0), centre: Point(qx2, qy1), thickness: dt)
            out[.k] = diagonal(corner: Point(qx3, qy3), centre: Point(qx2, qy2), thickness: dt)
            out[.m] = diagonal(corner: Point(qx0, qy3), centre: Point(qx1, qy2), thickness: dt)
        }

        return out.mapValues { poly in
            Polygon(poly.points.map { p in
                Point(box.minX + p.x + italicSkew * (h - p.y), box.minY + p.y)
            })
        }
    }

    /// A bar from tip `p0` to tip `p1`: two long sides `thickness` apart, each end a point set back
    /// by the bevel (half the thickness) along the bar's axis.
    public static func bar(from p0: Point, to p1: Point, thickness: Double) -> Polygon {
        let dx = p1.x - p0.x, dy = p1.y - p0.y
        let len = (dx * dx + dy * dy).squareRoot()
        guard len > 0 else { return Polygon([p0, p0, p0, p0, p0, p0]) }
        let ux = dx / len, uy = dy / len
        // Normal pointing to the bar's right-hand side.
        let nx = -uy, ny = ux
        let b = min(thickness / 2, len / 2)
        let hw = thickness / 2
        return Polygon([
            p0,
            Point(p0.x + ux * b + nx * hw, p0.y + uy * b + ny * hw),
            Point(p1.x - ux * b + nx * hw, p1.y - uy * b + ny * hw),
            p1,
            Point(p1.x - ux * b - nx * hw, p1.y - uy * b - ny * hw),
            Point(p0.x + ux * b - nx * hw, p0.y + uy * b - ny * hw),
        ])
    }

    /// A diagonal bar that fits its quadrant shoulders and all.
    ///
    /// A steep bar's shoulders (the vertices half a thickness off its axis) stick out sideways
    /// past its tips, into the neighbouring vertical bars; a lit diagonal would then bleed into an
    /// unlit vertical. Pulling both tips in by that overhang keeps the whole hexagon inside the
    /// quadrant. Pulling in makes the bar steeper, so iterate to the fixed point (a few rounds).
    static func diagonal(corner: Point, centre: Point, thickness dt: Double) -> Polygon {
        let sx: Double = centre.x >= corner.x ? 1 : -1, sy: Double = centre.y >= corner.y ? 1 : -1
        var p0 = corner, p1 = centre
        for _ in 0..<24 {
            let dx = abs(p1.x - p0.x), dy = abs(p1.y - p0.y), len = (dx * dx + dy * dy).squareRoot()
            guard len > 0 else { break }
            let ox = dt / 2 * max(0, (dy - dx) / len), oy = dt / 2 * max(0, (dx - dy) / len)
            p0 = Point(corner.x + sx * ox, corner.y + sy * oy)
            p1 = Point(centre.x - sx * ox, centre.y - sy * oy)
        }
        return bar(from: p0, to: p1, thickness: dt)
    }

    /// How far the top of a sheared box of `height` leans right of its bottom.
    public static func lean(height: Double) -> Double { italicSkew * height }
}
