import TimeCircuitsCore

/// A rectangle of whole pixels, for the blur's bookkeeping of what it must touch.
struct PixelBox: Equatable {
    typealias Point = (x: Int, y: Int)
    var x: Int, y: Int, width: Int, height: Int

    /// The whole pixels `r` touches.
    init(covering r: Rect) {
        let b = r.pixelBounds
        self.init(x: Int(b.x), y: Int(b.y), width: Int(b.width), height: Int(b.height))
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    func translated(by d: Point) -> PixelBox { PixelBox(x: x + d.x, y: y + d.y, width: width, height: height) }

    func expanded(by d: Int) -> PixelBox { PixelBox(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d) }

    /// Grown outwards until its top-left corner lies on the grid of `k`-pixel blocks from 0.
    func snapped(to k: Int) -> PixelBox {
        let sx = Int((Double(x) / Double(k)).rounded(.down)) * k, sy = Int((Double(y) / Double(k)).rounded(.down)) * k
        return PixelBox(x: sx, y: sy, width: width + x - sx, height: height + y - sy)
    }

    /// The part inside 0..<width × 0..<height (empty when none; a corner at 0 stays on any grid).
    func clamped(width w: Int, height h: Int) -> PixelBox {
        let x0 = max(0, x), y0 = max(0, y)
        return PixelBox(x: x0, y: y0, width: max(0, min(w, x + width) - x0), height: max(0, min(h, y + height) - y0))
    }

    func intersects(_ o: PixelBox) -> Bool { intersection(o) != nil }

    /// The pixels in both, or nil when they share none.
    func intersection(_ o: PixelBox) -> PixelBox? {
        let x0 = max(x, o.x), y0 = max(y, o.y), x1 = min(x + width, o.x + o.width), y1 = min(y + height, o.y + o.height)
        return x1 > x0 && y1 > y0 ? PixelBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// The smallest box holding both.
    func union(_ o: PixelBox) -> PixelBox {
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelBox(x: x0, y: y0, width: max(x + width, o.x + o.width) - x0, height: max(y + height, o.y + o.height) - y0)
    }
}
