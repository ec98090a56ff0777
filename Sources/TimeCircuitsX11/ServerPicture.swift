import CCairo
import CX11
import TimeCircuitsCore
import TimeCircuitsRender

/// A picture held by the X server (a Pixmap), with Cairo's view of it for uploads.
///
/// What the server holds costs nothing to show again: a copy from one drawable to another is one
/// small request and no pixels on the wire, so every layer that is shown more than once (the
/// frame behind Expose, the next minute's frame, the colon at each brightness) lives here.
final class ServerPicture {
    let pixmap: Pixmap
    let width: Int
    let height: Int
    private let display: DisplayConnection
    private let surface: OpaquePointer
    /// Draws into the pixmap; conversion to the server's visual is Cairo's job (an exact copy
    /// for opaque pixels on the usual 24-bit visuals).
    let canvas: Canvas

    init(display: DisplayConnection, drawable: Drawable, width: Int, height: Int) {
        self.display = display
        self.width = width
        self.height = height
        pixmap = XCreatePixmap(display.pointer, drawable, UInt32(width), UInt32(height), UInt32(display.defaultDepth))
        surface = cairo_xlib_surface_create(display.pointer, pixmap, display.defaultVisual, Int32(width), Int32(height))
        canvas = Canvas(surface: surface)
    }

    deinit {
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        XFreePixmap(display.pointer, pixmap)
    }

    /// Uploads `rects` of `image`, which is placed with its origin at `offset` in the pixmap.
    func upload(_ image: ImageSurface, rects: [Rect], offset: Point = Point(0, 0)) {
        cairo_surface_flush(image.surface)
        let c = canvas
        c.withState {
            c.setOperator(CAIRO_OPERATOR_SOURCE)
            c.setSource(image, at: offset)
            for r in rects { c.rect(r) }
            c.fill()
        }
        cairo_surface_flush(surface)
    }

    /// Copies `source` (in this picture's pixels) to `destination` in `drawable`.
    func copy(_ source: Rect, to drawable: Drawable, at destination: Point, gc: GC) {
        let r = source.pixelBounds
        XCopyArea(display.pointer, pixmap, drawable, gc, Int32(r.x), Int32(r.y), UInt32(r.width), UInt32(r.height),
                  Int32(destination.x.rounded(.down)), Int32(destination.y.rounded(.down)))
    }
}
