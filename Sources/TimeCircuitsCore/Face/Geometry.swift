/// A point in face coordinates (pixels of the output, y down, as Cairo and X11 use).
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
}

/// An axis-aligned rectangle in face coordinates.
public struct Rect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var center: Point { Point(midX, midY) }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    public func contains(_ r: Rect) -> Bool {
        r.minX >= minX - 1e-9 && r.maxX <= maxX + 1e-9 && r.minY >= minY - 1e-9 && r.maxY <= maxY + 1e-9
    }

    public func intersects(_ r: Rect) -> Bool {
        r.minX < maxX && r.maxX > minX && r.minY < maxY && r.maxY > minY
    }

    public var origin: Point { Point(x, y) }

    /// The overlap of the two, or nil when they do not overlap.
    public func intersection(_ r: Rect) -> Rect? {
        let x0 = max(minX, r.minX), y0 = max(minY, r.minY)
        let x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// The smallest rectangle holding both.
    public func union(_ r: Rect) -> Rect {
        let x0 = min(minX, r.minX), y0 = min(minY, r.minY)
        return Rect(x: x0, y: y0, width: max(maxX, r.maxX) - x0, height: max(maxY, r.maxY) - y0)
    }

    /// Integer pixel bounds that cover this rectangle, for damage regions and blits.
    public var pixelBounds: Rect {
        let x0 = (minX).rounded(.down), y0 = (minY).rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }
}

/// A closed polygon, such as one chamfered LED bar.
public struct Polygon: Sendable, Hashable {
    public var points: [Point]
    public init(_ points: [Point]) { self.points = points }

    /// Area-weighted centroid: where a test samples a bar's colour.
    public var centroid: Point {
        var a = 0.0, cx = 0.0, cy = 0.0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            let cross = p.x * q.y - q.x * p.y
            a += cross
            cx += (p.x + q.x) * cross
            cy += (p.y + q.y) * cross
        }
        guard abs(a) > 1e-12 else { return points.first ?? Point(0, 0) }
        return Point(cx / (3 * a), cy / (3 * a))
    }

    /// Signed area (positive when the points run clockwise in y-down coordinates).
    public var area: Double {
        var a = 0.0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            a += p.x * q.y - q.x * p.y
        }
        return a / 2
    }

    public var bounds: Rect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    /// The same polygon scaled about the origin and then moved.
    public func scaled(_ s: Double, offset: Point = Point(0, 0)) -> Polygon {
        Polygon(points.map { Point($0.x * s + offset.x, $0.y * s + offset.y) })
    }
}
