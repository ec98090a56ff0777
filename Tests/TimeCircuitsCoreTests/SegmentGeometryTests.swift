import Foundation
import Testing
@testable import TimeCircuitsCore

/// Protects the drawn-bar geometry: six-vertex chamfered hexagons with bevel = thickness/2, an
/// italic shear that keeps the baseline fixed, symmetric gaps, and bars that stay inside their
/// (sheared) cell without touching each other.
@Suite("SegmentGeometry")
struct SegmentGeometryTests {

    /// Origins and heights of character boxes: a round size, an offset one, about the natural
    /// face's digit height (31 px), and a 4K-sized one far from the origin.
    static let placements: [(x: Double, y: Double, height: Double)] = [
        (0, 0, 100), (10, 5, 110), (123.5, 47.25, 31.15), (-40, 900, 420),
    ]

    /// Both kinds of cell at every placement, each box at its kind's aspect.
    static let cases: [(SegmentKind, Rect)] = placements.flatMap { p in
        [SegmentKind.seven, .fourteen].map { kind in
            (kind, Rect(x: p.x, y: p.y, width: kind.aspect * p.height, height: p.height))
        }
    }

    // MARK: Constants

    @Test func constantsMatchTheOriginalApp() throws {
        // A bar is 0.18 of the shorter side thick: the top bar of a 58 × 100 cell spans 10.44 in y.
        let top = try #require(SegmentGeometry.bars(.seven, in: Rect(x: 0, y: 0, width: 58, height: 100))[.a])
        let ys = top.points.map(\.y)
        #expect(abs((ys.max()! - ys.min()!) - 0.18 * 58) < 1e-9)
        // The original app's cells: a digit 0.58 as wide as it is tall, a month letter 0.68, as the
        // laid-out face has them at any size.
        for (width, height) in [(520, 335), (1920, 1240)] {
            let cells = FaceLayout(width: width, height: height).rows.flatMap(\.windows).flatMap(\.cells)
            let digits = cells.filter { $0.kind == .seven }, letters = cells.filter { $0.kind == .fourteen }
            #expect(!digits.isEmpty && !letters.isEmpty)
            #expect(digits.allSatisfy { abs($0.box.width / $0.box.height - 0.58) < 1e-9 }, "digit cells at \(width)×\(height)")
            #expect(letters.allSatisfy { abs($0.box.width / $0.box.height - 0.68) < 1e-9 }, "month cells at \(width)×\(height)")
        }
        // The italic lean is a tenth of the height.
        #expect(SegmentGeometry.lean(height: 50) == 5)
    }

    // MARK: One bar

    @Test(arguments: [0.5, 2.0, 7.3, 18.0])
    func horizontalBarHasBevelOfHalfItsThickness(thickness t: Double) {
        let p0 = Point(10, 20), p1 = Point(110, 20)
        let bar = SegmentGeometry.bar(from: p0, to: p1, thickness: t)
        #expect(bar.points.count == 6)
        let pts = bar.points
        // The two tips are the given end points, on the bar's axis.
        #expect(pts.contains(p0) && pts.contains(p1))
        // The four shoulders sit t/2 in from each tip along the axis and t/2 off it.
        let shoulders = pts.filter { $0 != p0 && $0 != p1 }
        #expect(shoulders.count == 4)
        let expected = [Point(10 + t / 2, 20 - t / 2), Point(10 + t / 2, 20 + t / 2),
                        Point(110 - t / 2, 20 - t / 2), Point(110 - t / 2, 20 + t / 2)]
        #expect(samePointSet(shoulders, expected, tolerance: 1e-12))
        // Thickness: the long sides are t apart.
        let ys = shoulders.map(\.y)
        #expect(abs((ys.max()! - ys.min()!) - t) < 1e-12)
        // Bevel: each tip is a right-angle point (45° chamfers), so the bar is its length × t less
        // four t/2 × t/2 half-squares.
        #expect(abs(abs(bar.area) - (100 * t - t * t / 2)) < 1e-9)
    }

    @Test func verticalAndDiagonalBarsAreSixVertexHexagonsOfTheGivenThickness() {
        let vertical = SegmentGeometry.bar(from: Point(0, 0), to: Point(0, 40), thickness: 4)
        #expect(vertical.points.count == 6)
        #expect(abs(vertical.bounds.width - 4) < 1e-12)
        #expect(abs(vertical.bounds.height - 40) < 1e-12)
        let diagonal = SegmentGeometry.bar(from: Point(0, 0), to: Point(30, 40), thickness: 5)
        #expect(diagonal.points.count == 6)
        // Area of a chamfered bar: length × t − t²/2 (two tips, each missing two t/2 triangles).
        #expect(abs(abs(diagonal.area) - (50 * 5 - 25.0 / 2)) < 1e-9)
    }

    // MARK: Every bar of a cell

    @Test(arguments: cases)
    func everyBarIsASixVertexHexagon(kind: SegmentKind, box: Rect) {
        let bars = SegmentGeometry.bars(kind, in: box)
        #expect(Set(bars.keys) == Set(kind.segments))
        for (segment, polygon) in bars {
            #expect(polygon.points.count == 6, "\(segment) has \(polygon.points.count) vertices")
            #expect(abs(polygon.area) > 0.001 * box.width * box.height, "\(segment) is degenerate")
        }
    }

    @Test(arguments: cases)
    func barsLieInsideTheShearedCell(kind: SegmentKind, box: Rect) {
        let skew = SegmentGeometry.italicSkew
        let eps = 1e-9 * max(1, box.height)
        for (segment, polygon) in SegmentGeometry.bars(kind, in: box) {
            for p in polygon.points {
                let shift = skew * (box.maxY - p.y)
                #expect(p.y >= box.minY - eps && p.y <= box.maxY + eps, "\(segment) y \(p.y) outside \(box)")
                #expect(p.x >= box.minX + shift - eps && p.x <= box.maxX + shift + eps,
                        "\(segment) x \(p.x) outside the sheared cell at y \(p.y)")
            }
        }
    }

    @Test(arguments: cases)
    func baselineStaysFixedUnderShear(kind: SegmentKind, box: Rect) throws {
        let d = try #require(SegmentGeometry.bars(kind, in: box)[.d])
        let lowestY = d.points.map(\.y).max()!
        // The bottom bar's lower edge is the baseline: the box's bottom.
        #expect(abs(lowestY - box.maxY) < 1e-9 * box.height)
        let baseline = d.points.filter { abs($0.y - lowestY) < 1e-9 * box.height }
        #expect(baseline.count == 2)
        // Unsheared, the bottom bar is centred in the box; on the baseline the shear adds nothing,
        // so its lowest points are still centred on the box.
        let mid = baseline.map(\.x).reduce(0, +) / 2
        #expect(abs(mid - box.midX) < 1e-9 * box.height)
        for p in baseline {
            #expect(abs(unshear(p, in: box).x - p.x) < 1e-12 * max(1, abs(p.x)))
        }
    }

    @Test(arguments: cases)
    func topLeansRightByItalicSkewTimesHeight(kind: SegmentKind, box: Rect) throws {
        let bars = SegmentGeometry.bars(kind, in: box)
        let a = try #require(bars[.a]), d = try #require(bars[.d])
        let top = a.points.filter { abs($0.y - box.minY) < 1e-9 * box.height }.map(\.x).sorted()
        let bottom = d.points.filter { abs($0.y - box.maxY) < 1e-9 * box.height }.map(\.x).sorted()
        #expect(top.count == 2 && bottom.count == 2)
        // A and D have the same shape unsheared, so the top's lean is the whole shear.
        let lean = SegmentGeometry.italicSkew * box.height
        for (t, b) in zip(top, bottom) {
            #expect(abs((t - b) - lean) < 1e-9 * box.height)
        }
        #expect(abs(SegmentGeometry.lean(height: box.height) - lean) < 1e-12 * box.height)
    }

    @Test(arguments: cases)
    func cellIsMirrorSymmetricLeftRightBeforeShear(kind: SegmentKind, box: Rect) {
        let bars = SegmentGeometry.bars(kind, in: box).mapValues { $0.points.map { unshear($0, in: box) } }
        let pairs: [(Segment, Segment)] = kind == .seven
            ? [(.a, .a), (.d, .d), (.g, .g), (.f, .b), (.e, .c)]
            : [(.a, .a), (.d, .d), (.f, .b), (.e, .c), (.g1, .g2), (.i, .i), (.l, .l), (.h, .j), (.m, .k)]
        let tolerance = 1e-9 * box.height
        for (s, t) in pairs {
            let mirrored = bars[s]!.map { Point(2 * box.midX - $0.x, $0.y) }
            #expect(samePointSet(mirrored, bars[t]!, tolerance: tolerance), "\(s) is not the mirror of \(t)")
        }
    }

    @Test(arguments: cases)
    func cellIsMirrorSymmetricTopBottomBeforeShear(kind: SegmentKind, box: Rect) {
        let bars = SegmentGeometry.bars(kind, in: box).mapValues { $0.points.map { unshear($0, in: box) } }
        let pairs: [(Segment, Segment)] = kind == .seven
            ? [(.a, .d), (.f, .e), (.b, .c), (.g, .g)]
            : [(.a, .d), (.f, .e), (.b, .c), (.g1, .g1), (.g2, .g2), (.i, .l), (.h, .m), (.j, .k)]
        let tolerance = 1e-9 * box.height
        for (s, t) in pairs {
            let mirrored = bars[s]!.map { Point($0.x, 2 * box.midY - $0.y) }
            #expect(samePointSet(mirrored, bars[t]!, tolerance: tolerance), "\(s) is not the vertical mirror of \(t)")
        }
    }

    /// The gap at each joint, measured as the closest approach of two bars' outlines, is the same at
    /// every corner and at every middle joint.
    @Test(arguments: cases)
    func gapsAreEqualAtMatchingJoints(kind: SegmentKind, box: Rect) {
        let bars = SegmentGeometry.bars(kind, in: box).mapValues { $0.points.map { unshear($0, in: box) } }
        func gap(_ s: Segment, _ t: Segment) -> Double { polygonDistance(bars[s]!, bars[t]!) }
        let tolerance = 1e-9 * box.height
        let corners = [gap(.a, .f), gap(.a, .b), gap(.d, .e), gap(.d, .c)]
        let middle = kind == .seven
            ? [gap(.g, .f), gap(.g, .e), gap(.g, .b), gap(.g, .c)]
            : [gap(.g1, .f), gap(.g1, .e), gap(.g2, .b), gap(.g2, .c)]
        let verticals = [gap(.f, .e), gap(.b, .c)]
        for group in [corners, middle, verticals] {
            #expect(group.allSatisfy { $0 > 0 }, "bars touch: \(group)")
            #expect(group.max()! - group.min()! < tolerance, "unequal gaps: \(group)")
        }
        if kind == .fourteen {
            let centre = [gap(.g1, .g2), gap(.i, .l)]
            #expect(centre.allSatisfy { $0 > 0 })
            let diagonals = [gap(.h, .a), gap(.j, .a), gap(.k, .d), gap(.m, .d)]
            #expect(diagonals.allSatisfy { $0 > 0 })
            #expect(diagonals.max()! - diagonals.min()! < tolerance, "unequal diagonal gaps: \(diagonals)")
        }
    }

    @Test(arguments: cases)
    func noTwoBarsShareACentroid(kind: SegmentKind, box: Rect) {
        let centroids = SegmentGeometry.bars(kind, in: box).map { ($0.key, $0.value.centroid) }
        let minSeparation = 0.05 * box.width
        for i in centroids.indices {
            for j in centroids.indices where j > i {
                let (s, p) = centroids[i], (t, q) = centroids[j]
                #expect(hypot(p.x - q.x, p.y - q.y) > minSeparation, "\(s) and \(t) centroids coincide")
            }
        }
    }

    @Test(arguments: cases)
    func eachBarsCentroidLiesInsideItsOwnBar(kind: SegmentKind, box: Rect) {
        for (segment, polygon) in SegmentGeometry.bars(kind, in: box) {
            #expect(strictlyInside(polygon.centroid, polygon.points), "\(segment) centroid outside its bar")
        }
    }

    /// No vertex of one bar lies strictly inside another, and no edges cross: every bar reads as a
    /// separate LED, and a lit bar never bleeds into a dark neighbour.
    @Test(arguments: cases)
    func barsDoNotOverlap(kind: SegmentKind, box: Rect) {
        let bars = SegmentGeometry.bars(kind, in: box).sorted { $0.key < $1.key }
        var overlapping: [String] = []
        for i in bars.indices {
            for j in bars.indices where j > i {
                let (s, p) = bars[i], (t, q) = bars[j]
                let inQ = p.points.filter { strictlyInside($0, q.points) }.count
                let inP = q.points.filter { strictlyInside($0, p.points) }.count
                let crossing = edgesCross(p.points, q.points)
                if inQ > 0 || inP > 0 || crossing {
                    overlapping.append("\(s)/\(t) (\(inQ) of \(s)'s vertices in \(t), \(inP) of \(t)'s in \(s)\(crossing ? ", edges cross" : ""))")
                }
            }
        }
        #expect(overlapping.isEmpty, "overlapping bars: \(overlapping.joined(separator: "; "))")
    }

    // MARK: Helper self-checks (so a broken helper cannot make the tests above pass vacuously)

    @Test func pointInPolygonHelperWorks() {
        let square = [Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)]
        #expect(strictlyInside(Point(5, 5), square))
        #expect(!strictlyInside(Point(10, 5), square))   // on an edge
        #expect(!strictlyInside(Point(0, 0), square))    // a vertex
        #expect(!strictlyInside(Point(11, 5), square))
        let crossing = [Point(-5, 4), Point(15, 4), Point(15, 6), Point(-5, 6)]
        #expect(edgesCross(square, crossing))
        #expect(polygonDistance(square, [Point(13, 0), Point(14, 0), Point(14, 1)]) == 3)
    }
}

// MARK: - Geometry helpers

/// Removes the italic shear of a cell whose unsheared box is `box`.
private func unshear(_ p: Point, in box: Rect) -> Point {
    Point(p.x - SegmentGeometry.italicSkew * (box.maxY - p.y), p.y)
}

private func samePointSet(_ a: [Point], _ b: [Point], tolerance: Double) -> Bool {
    guard a.count == b.count else { return false }
    let near = { (p: Point, q: Point) in abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance }
    return a.allSatisfy { p in b.contains { near(p, $0) } } && b.allSatisfy { q in a.contains { near(q, $0) } }
}

/// Distance from `p` to the segment `a`–`b`.
private func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x, dy = b.y - a.y
    let len2 = dx * dx + dy * dy
    let u = len2 == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2))
    return hypot(p.x - (a.x + u * dx), p.y - (a.y + u * dy))
}

private func edges(_ poly: [Point]) -> [(Point, Point)] {
    poly.indices.map { (poly[$0], poly[($0 + 1) % poly.count]) }
}

/// Even-odd point-in-polygon; points on (or within a hair of) the outline count as outside.
private func strictlyInside(_ p: Point, _ poly: [Point]) -> Bool {
    let scale = poly.map { max(abs($0.x), abs($0.y)) }.max() ?? 1
    let eps = 1e-9 * max(1, scale)
    if edges(poly).contains(where: { distance(p, $0.0, $0.1) <= eps }) { return false }
    var inside = false
    for (a, b) in edges(poly) where (a.y > p.y) != (b.y > p.y) {
        let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
        if p.x < x { inside.toggle() }
    }
    return inside
}

/// True when an edge of one polygon properly crosses an edge of the other.
private func edgesCross(_ p: [Point], _ q: [Point]) -> Bool {
    func orient(_ a: Point, _ b: Point, _ c: Point) -> Double {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }
    for (a, b) in edges(p) {
        for (c, d) in edges(q) {
            let o1 = orient(a, b, c), o2 = orient(a, b, d), o3 = orient(c, d, a), o4 = orient(c, d, b)
            if o1 * o2 < 0 && o3 * o4 < 0 { return true }
        }
    }
    return false
}

/// Closest approach of two non-overlapping polygon outlines.
private func polygonDistance(_ p: [Point], _ q: [Point]) -> Double {
    var best = Double.infinity
    for v in p { for (a, b) in edges(q) { best = min(best, distance(v, a, b)) } }
    for v in q { for (a, b) in edges(p) { best = min(best, distance(v, a, b)) } }
    return best
}
