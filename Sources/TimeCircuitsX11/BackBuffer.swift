import CCairo
import CX11
import TimeCircuitsCore
import TimeCircuitsRender

/// The window's pictures at one size, from the slow layers to the screen, and what each kind of
/// change costs:
///
/// - `base`: background and readouts, painted by `FacePainter` when the size or the minute
///   changes (the expensive part: textures and blurred glow);
/// - `screen`: a server-side Pixmap always equal to what the window shows, so an Expose is one
///   `XCopyArea` and never a render;
/// - `sprites`: the colon at each brightness, server-side, painted from `base`: a colon tick
///   copies each row's strip to `screen` and the window, sending no pixels at all;
/// - `prepared`: the next minute's base, screen and sprites, built ahead so the digits change on
///   the edge with one server-side copy.
///
/// A full upload composes `base` and the colon in `frame`, the same painter on the same kind of
/// surface as `FaceRenderer.image`, so the window equals the headless render pixel for pixel.
/// While the settings overlay or the menu shows, the overlay is painted over `frame` (in
/// `composite`) and the colon is painted rather than copied, so the face keeps ticking, dimmed,
/// under the panel.
final class BackBuffer {
    let width: Int
    let height: Int
    let layout: FaceLayout
    private let painter: FacePainter
    private let display: DisplayConnection
    private let window: Window
    private let gc: GC
    private var base: ImageSurface
    /// The parts that change only with the size or the cities: chassis, panels, labels, plates,
    /// ghost segments. Each minute's base starts as a copy of it.
    private let background: ImageSurface
    private var backgroundPlates: [String?]
    private let frame: ImageSurface
    private var screen: ServerPicture
    private var sprites: ColonSprites
    /// What `screen` shows.
    private(set) var rows: [RowContent]
    private(set) var colonLevel: Double
    private var prepared: Prepared?
    /// Drawn over the face while the settings overlay or the menu shows.
    private var overlay: OverlayPainter?
    /// `frame` with `overlay` over it; allocated only while there is an overlay.
    private var composite: ImageSurface?
    /// `screen` no longer shows what `base`, the colon and `overlay` say: send it all.
    private var stale = false

    /// The next minute, ready to show.
    private struct Prepared {
        let rows: [RowContent]
        let base: ImageSurface
        let screen: ServerPicture
        let colonLevel: Double
        let sprites: ColonSprites
    }

    /// How much a `present` had to do.
    enum Work {
        case none
        /// Only the colon changed.
        case colon
        /// The whole picture was sent: new digits, or the overlay changed.
        case full
    }

    /// The lighting every layer was painted with; a new lighting needs a new buffer.
    let lighting: Lighting
    /// The animation frame `screen` shows, while one plays.
    private var shownFrame: (frame: AnimationFrame, colon: Double)?

    init(display: DisplayConnection, window: Window, gc: GC, width: Int, height: Int, content: FaceContent,
         lighting: Lighting = .full) {
        self.display = display
        self.window = window
        self.gc = gc
        self.width = width
        self.height = height
        self.lighting = lighting
        layout = FaceLayout(width: width, height: height)
        painter = FacePainter(layout: layout, lighting: lighting)
        rows = content.rows
        colonLevel = ColonLevels.quantized(content.colonLevel)
        base = ImageSurface(width: width, height: height)
        background = ImageSurface(width: width, height: height)
        backgroundPlates = rows.map(\.plateName)
        frame = ImageSurface(width: width, height: height)
        screen = ServerPicture(display: display, drawable: window, gc: gc, width: width, height: height)
        painter.paintBackground(plates: backgroundPlates, on: Canvas(surface: background.surface))
        Self.paintReadouts(rows, over: background, painter: painter, on: base)
        sprites = ColonSprites(display: display, drawable: window, gc: gc, layout: layout, painter: painter, base: base, rows: rows)
        uploadAll()
    }

    var pixmap: Pixmap { screen.pixmap }
    var fullRect: Rect { Rect(x: 0, y: 0, width: Double(width), height: Double(height)) }

    /// Shows `painter` over the face from the next `present` on, or the bare face when nil.
    func setOverlay(_ painter: OverlayPainter?) {
        overlay = painter
        if painter == nil {
            composite = nil
        } else if composite == nil {
            composite = ImageSurface(width: width, height: height)
        }
        stale = true
    }

    /// Brings `screen` and the window up to `content`.
    func present(_ content: FaceContent) -> Work {
        let level = ColonLevels.quantized(content.colonLevel)
        if content.rows != rows {
            if let p = prepared, p.rows == content.rows, overlay == nil {
                // The edge itself: one server-side copy of the frame rendered ahead.
                base = p.base
                screen = p.screen
                sprites = p.sprites
                rows = p.rows
                colonLevel = p.colonLevel
                prepared = nil
                stale = false
                expose(fullRect)
                if level != colonLevel {
                    colonLevel = level
                    sprites.show(level: level, on: [screen.pixmap, window], gc: gc)
                }
                return .full
            }
            if let p = prepared, p.rows == content.rows { base = p.base } else { paintBase(content.rows, on: base) }
            prepared = nil
            rows = content.rows
            colonLevel = level
            sprites = ColonSprites(display: display, drawable: window, gc: gc, layout: layout, painter: painter, base: base, rows: rows)
            uploadAll()
            expose(fullRect)
            return .full
        }
        if stale {
            colonLevel = level
            uploadAll()
            expose(fullRect)
            return .full
        }
        guard level != colonLevel else { return .none }
        colonLevel = level
        if overlay == nil {
            sprites.show(level: level, on: [screen.pixmap, window], gc: gc)
        } else {
            paintColonUnderOverlay()
        }
        return .colon
    }

    /// Shows one frame of an animation: painted whole over the background (an animation changes
    /// segments anywhere on the face) and sent whole. A frame equal to the one showing costs
    /// nothing, so a 60 Hz clock over 50 ms steps paints only when a step changes something.
    func present(_ animation: AnimationFrame, colonLevel: Double) -> Work {
        let level = ColonLevels.quantized(colonLevel)
        let c = Canvas(surface: frame.surface)
        if !stale, let shown = shownFrame, shown.frame.plates == animation.plates {
            // Most steps change one or two rows (a word scrolling, a row flickering): repaint and
            // send just those.
            let changed = animation.changedRows(since: shown.frame, colon: level, shownColon: shown.colon)
            guard !changed.isEmpty else { return .none }
            if let rects = painter.repaintLights(animation.rows, colonLevel: level, changed: changed, background: background, on: c) {
                shownFrame = (animation, level)
                upload(rects)
                for r in rects { expose(r) }
                return .full
            }
        }
        if animation.plates != backgroundPlates {
            backgroundPlates = animation.plates
            painter.paintBackground(plates: animation.plates, on: Canvas(surface: background.surface))
        }
        c.replace(with: background)
        painter.paintLights(animation.rows, colonLevel: level, on: c)
        shownFrame = (animation, level)
        upload([fullRect])
        expose(fullRect)
        return .full
    }


    /// The animation is over: the next `present` of the clock sends the whole face again, and
    /// repaints its readouts if the plates under them changed meanwhile.
    func endAnimation() {
        shownFrame = nil
        stale = true
        if backgroundPlates != rows.map(\.plateName) { paintBase(rows, on: base) }
    }

    /// Renders the next minute ahead of the edge that shows it: its base, its first frame on
    /// the server, and its colon sprites at `levels`.
    ///
    /// A new minute usually changes one window a row, so the base is the current one with just
    /// the changed windows (and a moved AM/PM lamp) painted again, and the server's copy of the
    /// current frame gets just those parts and the colon uploaded.
    func prepare(_ next: FaceContent, levels: [Double]) {
        guard next.rows != rows, prepared?.rows != next.rows else { return }
        let nextBase = ImageSurface(width: width, height: height)
        let plates = next.rows.map(\.plateName)
        var changed: [Rect]?
        if plates == rows.map(\.plateName), plates == backgroundPlates {
            let c = Canvas(surface: nextBase.surface)
            c.replace(with: base)
            changed = painter.repaintReadouts(next.rows.map(\.readout),
                                              change: .between(rows.map(\.readout), next.rows.map(\.readout)),
                                              background: background, on: c)
        } else {
            paintBase(next.rows, on: nextBase)
        }
        let level = ColonLevels.quantized(next.colonLevel)
        var nextSprites = sprites
        if !sprites.adopt(nextBase, rows: next.rows) {
            nextSprites = ColonSprites(display: display, drawable: window, gc: gc, layout: layout, painter: painter,
                                       base: nextBase, rows: next.rows)
        }
        nextSprites.warm(levels)
        let nextScreen = ServerPicture(display: display, drawable: window, gc: gc, width: width, height: height)
        if let changed, overlay == nil {
            // Outside the changed windows and the colon the new frame is the one showing now, and
            // the colon at the edge's level is already on the server.
            screen.copy(fullRect, to: nextScreen.pixmap, at: Point(0, 0), gc: gc)
            nextScreen.upload(nextBase, rects: changed)
            nextSprites.show(level: level, on: [nextScreen.pixmap], gc: gc)
        } else {
            let first = ImageSurface(width: width, height: height)
            compose(base: nextBase, rows: next.rows, level: level, into: first)
            nextScreen.upload(first, rects: [fullRect])
        }
        prepared = Prepared(rows: next.rows, base: nextBase, screen: nextScreen, colonLevel: level, sprites: nextSprites)
    }

    /// Renders the colon sprites the current minute will need, off the tick's critical path.
    func warm(_ levels: [Double]) { sprites.warm(levels) }

    /// Copies `rect` of the screen to the window at the same place.
    func expose(_ rect: Rect) {
        screen.copy(rect, to: window, at: rect.pixelBounds.origin, gc: gc)
    }

    // MARK: Painting

    /// `image` = the background with `rows`' readouts painted over it: the same pixels as
    /// painting both afresh, since the background is opaque and copied exactly.
    private func paintBase(_ rows: [RowContent], on image: ImageSurface) {
        let plates = rows.map(\.plateName)
        if plates != backgroundPlates {
            backgroundPlates = plates
            painter.paintBackground(plates: plates, on: Canvas(surface: background.surface))
        }
        Self.paintReadouts(rows, over: background, painter: painter, on: image)
    }

    private static func paintReadouts(_ rows: [RowContent], over background: ImageSurface, painter: FacePainter,
                                      on image: ImageSurface) {
        let c = Canvas(surface: image.surface)
        c.replace(with: background)
        painter.paintReadouts(rows.map(\.readout), on: c)
    }

    /// `image` = `base` with the colon at `level` over it: the frame as the headless renderer
    /// draws it.
    private func compose(base: ImageSurface, rows: [RowContent], level: Double, into image: ImageSurface) {
        let c = Canvas(surface: image.surface)
        c.replace(with: base)
        painter.paintColon(level: level, rowsShown: rows.map { $0.readout != nil }, on: c)
    }

    /// Sends the whole picture, overlay included, to `screen`.
    private func uploadAll() {
        compose(base: base, rows: rows, level: colonLevel, into: frame)
        upload([fullRect])
    }

    /// Everything the colon of any row can paint, within the picture.
    private var colonRects: [Rect] { layout.rows.compactMap { $0.colonDamage.intersection(fullRect) } }

    /// Under the overlay the colon is painted, not copied: the overlay's dimming lies over it.
    private func paintColonUnderOverlay() {
        let damage = colonRects
        let c = Canvas(surface: frame.surface)
        c.replace(with: base, in: damage)
        painter.paintColon(level: colonLevel, rowsShown: rows.map { $0.readout != nil }, on: c)
        upload(damage)
        for r in damage { expose(r) }
    }

    /// Sends `rects` of the picture (`frame`, with the overlay when there is one) to `screen`.
    private func upload(_ rects: [Rect]) {
        stale = false
        var picture = frame
        if let overlay, let composite {
            let c = Canvas(surface: composite.surface)
            c.replace(with: frame, in: rects)
            c.withState {
                for r in rects { c.rect(r) }
                c.clip()
                overlay.paint(on: c)
            }
            picture = composite
        }
        screen.upload(picture, rects: rects)
    }
}
