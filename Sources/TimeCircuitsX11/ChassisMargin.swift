import CX11
import TimeCircuitsCore
import TimeCircuitsRender

/// The window's area outside the face while a resize settles, filled with the chassis's edge
/// colour rather than stretched or left as garbage: the colour's pixel, allocated for the look
/// and lighting showing, and the fill.
struct ChassisMargin {
    private let display: DisplayConnection
    /// The pixel of the edge colour.
    private(set) var pixel: UInt = 0
    /// The theme and panel lighting `pixel` was allocated for.
    private var look: (theme: Theme, panel: Double)?

    init(display: DisplayConnection) {
        self.display = display
        follow(.prop)
    }

    /// The margin in `theme` under `lighting`: its flat chassis colour, or the prop's chassis
    /// edge, darkened at night as the face's background is.
    mutating func follow(_ theme: Theme, lighting: Lighting = .full) {
        guard theme != look?.theme || lighting.panel != look?.panel else { return }
        look = (theme, lighting.panel)
        let edge = theme.chassis.edge.scaled(lighting.panel)
        var color = XColor()
        color.red = UInt16(edge.r * 65535); color.green = UInt16(edge.g * 65535); color.blue = UInt16(edge.b * 65535)
        if let pixel = Self.trueColorPixel(color, visual: display.defaultVisual.pointee) {
            self.pixel = pixel
            return
        }
        XAllocColor(display.pointer, XDefaultColormap(display.pointer, display.screen), &color)
        pixel = color.pixel
    }

    /// Fills what of `area` lies outside `placed` in `window` (`width`×`height`).
    func fill(_ area: Rect, around placed: Rect, in window: Window, width: Int, height: Int, gc: GC) {
        let a = area.pixelBounds
        XSetForeground(display.pointer, gc, pixel)
        for m in Self.margins(around: placed, width: width, height: height) {
            guard let r = a.intersection(m) else { continue }
            XFillRectangle(display.pointer, window, gc, Int32(r.x), Int32(r.y), UInt32(r.width), UInt32(r.height))
        }
    }

    /// The window's area outside `placed`, in four rectangles (some empty).
    static func margins(around placed: Rect, width: Int, height: Int) -> [Rect] {
        let w = Double(width), h = Double(height)
        return [
            Rect(x: 0, y: 0, width: w, height: placed.minY),
            Rect(x: 0, y: placed.maxY, width: w, height: h - placed.maxY),
            Rect(x: 0, y: placed.minY, width: placed.minX, height: placed.height),
            Rect(x: placed.maxX, y: placed.minY, width: w - placed.maxX, height: placed.height),
        ]
    }

    /// On a TrueColor visual the pixel `XAllocColor` answers is known without asking: each
    /// channel's 16-bit value cut to the channel's bits, as the server does it (`MarginPixelTests`
    /// holds the two equal). Asking is a round trip at launch, while the server is still taking
    /// in the window's setup.
    static func trueColorPixel(_ color: XColor, visual: Visual) -> UInt? {
        guard visual.`class` == TrueColor else { return nil }
        func channel(_ value: UInt16, mask: UInt) -> UInt? {
            let bits = mask.nonzeroBitCount
            guard bits > 0, bits <= 16 else { return nil }
            return UInt(value >> (16 - bits)) << mask.trailingZeroBitCount
        }
        guard let r = channel(color.red, mask: visual.red_mask), let g = channel(color.green, mask: visual.green_mask),
              let b = channel(color.blue, mask: visual.blue_mask) else { return nil }
        return r | g | b
    }
}
