import CCairo
import CX11
import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsRender

/// The face shown while the window's size keeps changing (issue 52), scaled to the window by the
/// X server (RENDER, through cairo-xlib), so a frame of a drag sends few or no
/// pixels and paints few or none here. It stands in until the relayout at the size the drag ends
/// on, and shows that relayout's picture, only softer:
///
/// - for the clock, the last full picture itself, brought to the instant on the server first (the
///   colon's level; a new minute painted as at its edge, at the old size), its face scaled onto
///   the new size's face: no painting at all in most frames, and the full resolution it had;
/// - for a frame of an animation that has moved on since that picture, the frame rendered at a
///   fraction of the size (`ResizeSketch`) and scaled up.
final class SketchFrame {
    /// The window's size it is scaled to.
    let width: Int
    let height: Int
    /// How it was made and from what size, for the timing trace.
    let madeFrom: String
    /// How long rendering and sending it took (ms), for the timing trace.
    private(set) var phases: [(name: String, ms: Double)] = []
    /// The pixels, on the server, and the rectangle of them that lands on `face`.
    private let source: ServerPicture
    private let sourceFace: Rect
    /// The face's rectangle at the window's size.
    private let face: Rect
    /// Nearest pixel for a full picture scaled by less than `nearestReach` either way (a filter
    /// costs the server twice as much and shows little more); bilinear beyond it and for a sketch
    /// rendered small, which nearest would show in blocks.
    private let filter: cairo_filter_t
    private static let nearestReach = 1.5
    private let display: DisplayConnection
    private let window: Window

    /// The full picture `buffer` shows, scaled to `width`×`height`; `phases`, what bringing it to
    /// the instant took, for the trace.
    init(display: DisplayConnection, window: Window, width: Int, height: Int, scaling buffer: BackBuffer,
         phases: [(name: String, ms: Double)]) {
        self.phases = phases
        self.display = display
        self.window = window
        self.width = width
        self.height = height
        source = buffer.picture
        sourceFace = buffer.layout.face
        face = FaceLayout(width: width, height: height).face
        madeFrom = "scaled:\(buffer.width)x\(buffer.height)"
        let factor = face.width / sourceFace.width
        filter = factor < Self.nearestReach && factor > 1 / Self.nearestReach ? CAIRO_FILTER_FAST : CAIRO_FILTER_BILINEAR
    }

    /// `picture` rendered at the sketch's size for `width`×`height` and sent up.
    init(display: DisplayConnection, window: Window, gc: GC, width: Int, height: Int, rendering shown: ClockPicture,
         lighting: Lighting, theme: Theme) {
        self.display = display
        self.window = window
        self.width = width
        self.height = height
        let (w, h) = ResizeSketch.size(width: width, height: height)
        var laps = Laps()
        let image: ImageSurface
        switch shown {
        case .animation(let frame, let colonLevel):
            image = FaceRenderer.image(width: w, height: h, frame: frame, colonLevel: colonLevel, lighting: lighting, theme: theme)
        case .clock(let content):
            image = FaceRenderer.image(width: w, height: h, content: content, lighting: lighting, theme: theme)
        case .bigDigits(let content):
            image = FaceRenderer.image(width: w, height: h, bigDigits: content, lighting: lighting, theme: theme)
        }
        laps.lap("render")
        source = ServerPicture(display: display, drawable: window, gc: gc, width: w, height: h)
        source.upload(image, rects: [Rect(x: 0, y: 0, width: Double(w), height: Double(h))])
        laps.lap("upload")
        phases = laps.parts
        sourceFace = FaceLayout(width: w, height: h).face
        face = FaceLayout(width: width, height: height).face
        madeFrom = "rendered:\(w)x\(h)"
        filter = CAIRO_FILTER_BILINEAR
    }

    /// Scales the sketch onto `area` of the window, on the server: the source's face onto the
    /// window's, and the margins around it (a window of another shape than the face) filled by
    /// `margin` in the chassis edge's colour, as the full picture has them.
    func show(_ area: Rect, margin: ChassisMargin, gc: GC) {
        let placed = face.pixelBounds
        if let inside = area.pixelBounds.intersection(placed) { scale(into: inside) }
        margin.fill(area, around: placed, in: window, width: width, height: height, gc: gc)
    }

    private func scale(into area: Rect) {
        let visual = display.defaultVisual
        let src = cairo_xlib_surface_create(display.pointer, source.pixmap, visual, Int32(source.width), Int32(source.height))
        let target = cairo_xlib_surface_create(display.pointer, window, visual, Int32(width), Int32(height))
        let c = cairo_create(target)
        defer {
            cairo_destroy(c)
            cairo_surface_finish(target)
            cairo_surface_destroy(target)
            cairo_surface_finish(src)
            cairo_surface_destroy(src)
        }
        cairo_rectangle(c, area.x, area.y, area.width, area.height)
        cairo_clip(c)
        cairo_translate(c, face.minX, face.minY)
        cairo_scale(c, face.width / sourceFace.width, face.height / sourceFace.height)
        cairo_translate(c, -sourceFace.minX, -sourceFace.minY)
        cairo_set_source_surface(c, src, 0, 0)
        // Pad, not the default none: the face's outermost pixels take the source's edge rather
        // than blending it with transparent black.
        cairo_pattern_set_extend(cairo_get_source(c), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(c), filter)
        cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
        cairo_paint(c)
        cairo_surface_flush(target)
    }
}
