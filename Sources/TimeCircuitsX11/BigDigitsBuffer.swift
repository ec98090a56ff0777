import CX11
import TimeCircuitsCore
import TimeCircuitsRender

/// A big-digit face's pictures (timer, stopwatch) at one size, as `BackBuffer` keeps the clock's: a cached
/// background (chassis, panel, plates, ghost segments in the phase's gel), a base with the lights
/// over it, and the server's copy of what the window shows, so an Expose is one `XCopyArea`.
///
/// A new second (or a stopwatch's frame) repaints only the windows whose digits changed
/// (usually SEC, or the hundredths) and the bar graph when a cell goes out, restored from the
/// background and lit again, and sends just those rectangles. A new phase or new plates repaint the background, three or four times a countdown.
final class BigDigitsBuffer {
    let width: Int
    let height: Int
    let lighting: Lighting
    /// The look it is painted in.
    let theme: Theme
    /// What the layout was built for besides the size.
    let shape: BigDigitsShape
    private let painter: BigDigitsPainter
    private let display: DisplayConnection
    private let window: Window
    private let gc: GC
    private let background: ImageSurface
    private var base: ImageSurface
    private var screen: ServerPicture
    private var shown: BigDigitsContent
    /// The next second, painted ahead: on its edge it shows with one server-side copy.
    private var prepared: Picture?
    /// The picture shown before the current one, kept to paint the next second into: a second
    /// changes a window or two, so it is brought up to date rather than copied whole (at 4K a
    /// whole copy each second would cost more than the painting).
    private var spare: Picture?

    /// Windows painted before, by what they show.
    private var cache: DigitWindowCache

    private struct Picture {
        var content: BigDigitsContent
        let base: ImageSurface
        let screen: ServerPicture
    }
    /// The settings overlay or menu over the face, with the surface it is composed on.
    private var overlay: OverlayLayer?

    init(display: DisplayConnection, window: Window, gc: GC, width: Int, height: Int, content: BigDigitsContent,
         lighting: Lighting, theme: Theme = .prop) {
        self.display = display
        self.window = window
        self.gc = gc
        self.width = width
        self.height = height
        self.lighting = lighting
        self.theme = theme
        shape = content.shape
        painter = BigDigitsPainter(layout: BigDigitsLayout(width: width, height: height, shape: content.shape),
                                   lighting: lighting, theme: theme)
        background = ImageSurface(width: width, height: height)
        base = ImageSurface(width: width, height: height)
        screen = ServerPicture(display: display, drawable: window, gc: gc, width: width, height: height)
        shown = content
        cache = DigitWindowCache(layout: painter.layout)
        repaintAll()
        send([fullRect])
    }

    var pixmap: Pixmap { screen.pixmap }
    private var fullRect: Rect { Rect(x: 0, y: 0, width: Double(width), height: Double(height)) }

    /// Brings the window up to `content`, doing no more than the change needs; false when
    /// nothing changed.
    @discardableResult
    func present(_ content: BigDigitsContent) -> Bool {
        guard content != shown else { return false }
        if let next = prepared, next.content == content, overlay == nil {
            // The edge itself: the picture painted ahead goes up with one copy.
            spare = Picture(content: shown, base: base, screen: screen)
            (base, screen, shown, prepared) = (next.base, next.screen, content, nil)
            expose(fullRect)
            return true
        }
        prepared = nil
        spare = nil
        let old = shown
        shown = content
        guard let rects = painter.damage(from: old, to: content) else {
            repaintAll()
            send([fullRect])
            return true
        }
        repaint(rects, of: base, to: content)
        send(rects)
        return true
    }

    /// Paints `next` ahead of the edge that shows it: a copy of the picture showing with only what
    /// changes painted again, and the server's copy of it. Not under the overlay (which the
    /// server's copy would have to hold too) nor across a new phase or plates, which repaint the
    /// background: those edges paint when they come. Returns whether it painted anything.
    @discardableResult
    func prepare(_ next: BigDigitsContent) -> Bool {
        guard overlay == nil, next != shown, prepared?.content != next,
              painter.damage(from: shown, to: next) != nil else { return false }
        // The spare picture shows an older second: what differs from it to `next` is repainted.
        var picture: Picture
        var rects: [Rect]
        if let old = spare, let change = painter.damage(from: old.content, to: next) {
            picture = old
            rects = change
        } else {
            picture = Picture(content: shown, base: ImageSurface(width: width, height: height),
                              screen: ServerPicture(display: display, drawable: window, gc: gc, width: width, height: height))
            Canvas(surface: picture.base.surface).replace(with: base)
            screen.copy(fullRect, to: picture.screen.pixmap, at: Point(0, 0), gc: gc)
            rects = painter.damage(from: shown, to: next) ?? [fullRect]
        }
        spare = nil
        repaint(rects, of: picture.base, to: next)
        picture.screen.upload(picture.base, rects: rects)
        picture.content = next
        prepared = picture
        return true
    }

    /// Shows `painter` over the face, or the bare face when nil.
    func setOverlay(_ painter: OverlayPainter?) {
        overlay = painter.map { OverlayLayer(painter: $0, reusing: overlay, width: width, height: height) }
        prepared = nil
        send([fullRect])
    }

    func expose(_ rect: Rect) { screen.copy(rect, to: window, at: rect.pixelBounds.origin, gc: gc) }

    /// Brings `rects` of `image` (over the same background) to `content`: a digit pane seen
    /// before is copied from the cache, everything else restored and lit again (and the panes
    /// among it kept for next time).
    private func repaint(_ rects: [Rect], of image: ImageSurface, to content: BigDigitsContent) {
        func key(_ r: Rect) -> DigitWindowCache.Key? {
            for (i, w) in painter.layout.windows.enumerated() {
                if let k = w.panes.firstIndex(where: { $0.pixelBounds == r }) { return DigitWindowCache.key(i, k, content) }
            }
            return nil
        }
        let c = Canvas(surface: image.surface)
        var painted: [Rect] = []
        for r in rects {
            if let key = key(r), let patch = cache.patch(for: key) {
                c.replace(with: patch, at: Point(r.x, r.y), in: [r])
            } else {
                painted.append(r)
            }
        }
        guard !painted.isEmpty else { return }
        c.replace(with: background, in: painted)
        c.withState {
            for r in painted { c.rect(r) }
            c.clip()
            painter.paintLights(content, within: painted, on: c)
        }
        for r in painted {
            if let key = key(r) { cache.keep(key, from: image, rect: r) }
        }
    }

    private func repaintAll() {
        painter.paintBackground(shown, on: Canvas(surface: background.surface))
        let c = Canvas(surface: base.surface)
        c.replace(with: background)
        painter.paintLights(shown, on: c)
    }

    /// Sends `rects` of the face (with the overlay over it, when one shows) and copies them to
    /// the window.
    private func send(_ rects: [Rect]) {
        guard !rects.isEmpty else { return }
        screen.upload(overlay?.over(base, in: rects) ?? base, rects: rects)
        for r in rects { expose(r) }
    }
}
