import CCairo
import CX11
import TimeCircuitsCore
import TimeCircuitsRender

/// A picture held by the X server (a Pixmap), and the one way pixels get there.
///
/// What the server holds costs nothing to show again: a copy from one drawable to another is one
/// small request and no pixels on the wire, so every layer that is shown more than once (the
/// frame behind Expose, the next minute's frame, the colon at each brightness) lives here.
final class ServerPicture {
    let pixmap: Pixmap
    let width: Int
    let height: Int
    private let display: DisplayConnection
    private let gc: GC
    /// The pixmap's own size, which `width`×`height` may fall short of (`reused`).
    private let capacity: (width: Int, height: Int)
    /// False once the pixmap went to a picture of another size, which frees it.
    private var ownsPixmap = true

    init(display: DisplayConnection, drawable: Drawable, gc: GC, width: Int, height: Int) {
        self.display = display
        self.gc = gc
        self.width = width
        self.height = height
        capacity = (width, height)
        pixmap = XCreatePixmap(display.pointer, drawable, UInt32(width), UInt32(height), UInt32(display.defaultDepth))
    }

    private init(taking old: ServerPicture, width: Int, height: Int) {
        display = old.display
        gc = old.gc
        pixmap = old.pixmap
        capacity = old.capacity
        self.width = width
        self.height = height
        old.ownsPixmap = false
    }

    /// A picture of `width`×`height` in `old`'s pixmap, when that holds it with little to spare
    /// (`reuseSlack`), else nil; `old` then no longer frees it.
    ///
    /// A new pixmap is memory the X server has never touched: its first upload faults in every
    /// page (Xvfb at 3840×2480: 16 ms for the first whole-picture upload against 6.5 for the next).
    /// A drag that settles within the size it left reuses the old picture's pages instead.
    static func reused(_ old: ServerPicture?, width: Int, height: Int) -> ServerPicture? {
        guard let old, old.holds(width: width, height: height) else { return nil }
        return ServerPicture(taking: old, width: width, height: height)
    }

    /// Whether `reused` would take this picture's pixmap for `width`×`height`.
    func holds(width: Int, height: Int) -> Bool {
        ownsPixmap && width > 0 && height > 0 && width <= capacity.width && height <= capacity.height
            && Double(capacity.width * capacity.height) <= Double(width * height) * Self.reuseSlack
    }

    /// How much larger than needed a reused pixmap may be, or the pixel memory a drag's next size
    /// is painted in (`ResizeBackground`): a drag's small steps, not a window made small, which
    /// would keep the large one's memory.
    static let reuseSlack = 1.25

    /// Whether the pixmap went on to a picture of another size (`reused`).
    var handedOn: Bool { !ownsPixmap }

    deinit { if ownsPixmap { XFreePixmap(display.pointer, pixmap) } }

    /// Uploads `rects` of `image`, which is placed with its origin at `offset` in the pixmap.
    ///
    /// On the usual 24-bit TrueColor visuals Cairo's opaque ARGB32 pixels are already the
    /// server's ZPixmap format, so they go up unchanged with `XPutImage`. Not through cairo-xlib:
    /// it stages uploads in MIT-SHM segments and keeps them pooled, so one fullscreen frame at 8K
    /// would leave the process holding a gigabyte of shared memory for good.
    func upload(_ image: ImageSurface, rects: [Rect], offset: Point = Point(0, 0)) {
        guard Self.isDirectFormat(display) else { return uploadThroughCairo(image, rects: rects, offset: offset) }
        image.withPixels { data, stride in
            let raw = UnsafeMutableRawPointer(data).assumingMemoryBound(to: CChar.self)
            guard let ximage = XCreateImage(display.pointer, display.defaultVisual, UInt32(display.defaultDepth), ZPixmap, 0,
                                            raw, UInt32(image.width), UInt32(image.height), 32, Int32(stride)) else { return }
            ximage.pointee.byte_order = Self.hostByteOrder
            defer {
                // The pixels belong to the image surface: only the header is Xlib's to free.
                ximage.pointee.data = nil
                XFree(ximage)
            }
            let bounds = Rect(x: offset.x, y: offset.y, width: Double(image.width), height: Double(image.height))
            for rect in rects {
                guard let r = rect.pixelBounds.intersection(bounds),
                      let target = r.intersection(Rect(x: 0, y: 0, width: Double(width), height: Double(height))) else { continue }
                XPutImage(display.pointer, pixmap, gc, ximage, Int32(target.x - offset.x), Int32(target.y - offset.y),
                          Int32(target.x), Int32(target.y), UInt32(target.width), UInt32(target.height))
            }
        }
    }

    /// Copies `source` (in this picture's pixels) to `destination` in `drawable`, on `connection`
    /// when given (the colon's steps go on their own), else on the picture's.
    func copy(_ source: Rect, to drawable: Drawable, at destination: Point, gc: GC, on connection: OpaquePointer? = nil) {
        let r = source.pixelBounds
        XCopyArea(connection ?? display.pointer, pixmap, drawable, gc, Int32(r.x), Int32(r.y), UInt32(r.width), UInt32(r.height),
                  Int32(destination.x.rounded(.down)), Int32(destination.y.rounded(.down)))
    }

    /// Any other visual (16-bit, odd channel order): Cairo converts, at the cost of its pool.
    private func uploadThroughCairo(_ image: ImageSurface, rects: [Rect], offset: Point) {
        let surface = cairo_xlib_surface_create(display.pointer, pixmap, display.defaultVisual, Int32(width), Int32(height))
        defer {
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        cairo_surface_flush(image.surface)
        Canvas(surface: surface!).replace(with: image, at: offset, in: rects)
        cairo_surface_flush(surface)
    }

    /// True when the screen's pixels are Cairo's ARGB32 minus alpha: depth 24 or 32, TrueColor,
    /// red/green/blue in the top, middle and bottom bytes.
    private static func isDirectFormat(_ display: DisplayConnection) -> Bool {
        let v = display.defaultVisual.pointee
        return (display.defaultDepth == 24 || display.defaultDepth == 32) && v.`class` == TrueColor
            && v.red_mask == 0xFF0000 && v.green_mask == 0x00FF00 && v.blue_mask == 0x0000FF
    }

    /// Cairo stores each pixel as a native-endian 32-bit word.
    private static let hostByteOrder: Int32 = 1.littleEndian == 1 ? LSBFirst : MSBFirst
}
