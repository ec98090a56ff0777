import CCairo
import CX11
import TimeCircuitsCore
import TimeCircuitsRender

/// The window's pictures at one size, from the slow layers to the screen.
///
/// - `base`: background and readouts, painted by `FacePainter` when the size or the minute
///   changes (the expensive part: textures and blurred glow);
/// - `frame`: `base` plus the colon — exactly what `FaceRenderer.image` would draw, since it is
///   the same painter on the same kind of surface;
/// - `pixmap`: the server-side back buffer holding `frame`; an Expose copies from it with
///   `XCopyArea`, never re-rendering.
///
/// A colon edge restores the colon's damage rectangles from `base`, paints the colon into them
/// and sends only those rectangles, so a tick costs a few small blits, not a redraw.
///
/// While the settings overlay or the menu shows, what is sent is `frame` with the overlay painted
/// over it (in `composite`), so the face keeps ticking, dimmed, under the panel.
final class BackBuffer {
    let width: Int
    let height: Int
    let layout: FaceLayout
    private let painter: FacePainter
    private let display: DisplayConnection
    private var base: ImageSurface
    private let frame: ImageSurface
    let pixmap: Pixmap
    /// Cairo's view of `pixmap`: uploads go through it, so pixel-format conversion to any
    /// visual is Cairo's job (an exact copy for opaque pixels on the usual 24-bit visuals).
    private let pixmapSurface: OpaquePointer
    private let pixmapCanvas: Canvas
    /// What `frame` and `pixmap` show.
    private(set) var rows: [RowContent]
    private(set) var colonLevel: Double
    /// The next minute's base, rendered ahead so the digits change on the edge itself.
    private var prepared: (rows: [RowContent], image: ImageSurface)?
    /// Drawn over the face while the settings overlay or the menu shows.
    private var overlay: OverlayPainter?
    /// `frame` with `overlay` over it; allocated only while there is an overlay.
    private var composite: ImageSurface?
    /// The pixmap no longer shows what `frame` and `overlay` say: the next update sends it all.
    private var stale = false

    init(display: DisplayConnection, drawable: Drawable, width: Int, height: Int, content: FaceContent) {
        self.display = display
        self.width = width
        self.height = height
        layout = FaceLayout(width: width, height: height)
        painter = FacePainter(layout: layout)
        rows = content.rows
        colonLevel = content.colonLevel
        base = ImageSurface(width: width, height: height)
        frame = ImageSurface(width: width, height: height)
        pixmap = XCreatePixmap(display.pointer, drawable, UInt32(width), UInt32(height), UInt32(display.defaultDepth))
        pixmapSurface = cairo_xlib_surface_create(display.pointer, pixmap, display.defaultVisual, Int32(width), Int32(height))
        pixmapCanvas = Canvas(surface: pixmapSurface)
        paintBase(rows, on: base)
        composeFrame()
        upload([fullRect])
    }

    deinit {
        cairo_surface_finish(pixmapSurface)
        cairo_surface_destroy(pixmapSurface)
        XFreePixmap(display.pointer, pixmap)
    }

    var fullRect: Rect { Rect(x: 0, y: 0, width: Double(width), height: Double(height)) }

    /// Shows `painter` over the face from the next `update` on, or the bare face when nil.
    func setOverlay(_ painter: OverlayPainter?) {
        overlay = painter
        if painter == nil {
            composite = nil
        } else if composite == nil {
            composite = ImageSurface(width: width, height: height)
        }
        stale = true
    }

    /// Brings `frame` and the pixmap up to `content`; returns the rectangles that changed, for
    /// the caller to copy to the window.
    func update(to content: FaceContent) -> [Rect] {
        if content.rows != rows {
            if let p = prepared, p.rows == content.rows {
                base = p.image
            } else {
                paintBase(content.rows, on: base)
            }
            prepared = nil
            rows = content.rows
            colonLevel = content.colonLevel
            composeFrame()
            upload([fullRect])
            return [fullRect]
        }
        if stale {
            if content.colonLevel != colonLevel {
                colonLevel = content.colonLevel
                composeFrame()
            }
            upload([fullRect])
            return [fullRect]
        }
        guard content.colonLevel != colonLevel else { return [] }
        colonLevel = content.colonLevel
        let damage = colonDamage
        let c = Canvas(surface: frame.surface)
        c.withState {
            c.setOperator(CAIRO_OPERATOR_SOURCE)
            c.setSource(base, at: Point(0, 0))
            for r in damage { c.rect(r) }
            c.fill()
        }
        c.withState {
            for r in damage { c.rect(r) }
            c.clip()
            painter.paintColon(level: colonLevel, rowsShown: rows.map { $0.readout != nil }, on: c)
        }
        upload(damage)
        return damage
    }

    /// Renders the base for `rows` ahead of the minute edge that will show them.
    func prepare(rows next: [RowContent]) {
        guard next != rows, prepared?.rows != next else { return }
        let image = ImageSurface(width: width, height: height)
        paintBase(next, on: image)
        prepared = (next, image)
    }

    /// Copies `rect` of the back buffer to `window` at the same place.
    func copy(_ rect: Rect, to window: Window, gc: GC) {
        let r = rect.pixelBounds
        XCopyArea(display.pointer, pixmap, window, gc, Int32(r.x), Int32(r.y), UInt32(r.width), UInt32(r.height),
                  Int32(r.x), Int32(r.y))
    }

    /// The colon's damage rectangles, clipped to the picture.
    private var colonDamage: [Rect] {
        layout.rows.compactMap { row in
            let r = row.colonDamage
            let x0 = max(0, r.minX), y0 = max(0, r.minY)
            let x1 = min(Double(width), r.maxX), y1 = min(Double(height), r.maxY)
            return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
        }
    }

    private func paintBase(_ rows: [RowContent], on image: ImageSurface) {
        let c = Canvas(surface: image.surface)
        painter.paintBackground(plates: rows.map(\.plateName), on: c)
        painter.paintReadouts(rows.map(\.readout), on: c)
    }

    private func composeFrame() {
        let c = Canvas(surface: frame.surface)
        c.withState {
            c.setOperator(CAIRO_OPERATOR_SOURCE)
            c.setSource(base, at: Point(0, 0))
            c.paint()
        }
        painter.paintColon(level: colonLevel, rowsShown: rows.map { $0.readout != nil }, on: c)
    }

    /// Sends `rects` of the picture (`frame`, with the overlay when there is one) to the pixmap.
    private func upload(_ rects: [Rect]) {
        stale = false
        var picture = frame
        if let overlay, let composite {
            let c = Canvas(surface: composite.surface)
            c.withState {
                for r in rects { c.rect(r) }
                c.clip()
                c.withState {
                    c.setOperator(CAIRO_OPERATOR_SOURCE)
                    c.setSource(frame, at: Point(0, 0))
                    c.paint()
                }
                overlay.paint(on: c)
            }
            picture = composite
        }
        cairo_surface_flush(picture.surface)
        let c = pixmapCanvas
        c.withState {
            c.setOperator(CAIRO_OPERATOR_SOURCE)
            c.setSource(picture, at: Point(0, 0))
            for r in rects { c.rect(r) }
            c.fill()
        }
        cairo_surface_flush(pixmapSurface)
    }
}
