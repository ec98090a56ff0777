import TimeCircuitsCore
import TimeCircuitsRender

/// The settings overlay or the right-click menu over whichever face shows: composed over the
/// face's picture, rectangle by rectangle, just before those rectangles are sent, so the face
/// underneath keeps changing (dimmed) while the panel is open. Shared by the clock's and the
/// timer's buffers.
struct OverlayLayer {
    let painter: OverlayPainter
    /// Where the face and the overlay are composed; kept from one overlay to the next.
    private let composite: ImageSurface

    /// `painter` over a face of `width`×`height`, reusing `previous`'s surface when there is one.
    init(painter: OverlayPainter, reusing previous: OverlayLayer?, width: Int, height: Int) {
        self.painter = painter
        composite = previous?.composite ?? ImageSurface(width: width, height: height)
    }

    /// `picture`, then whatever `beneath` paints (the clock's colon), then the overlay, in `rects`
    /// (elsewhere stale): what to send.
    func over(_ picture: ImageSurface, in rects: [Rect], beneath: (Canvas) -> Void = { _ in }) -> ImageSurface {
        let c = Canvas(surface: composite.surface)
        c.replace(with: picture, in: rects)
        c.withState {
            for r in rects { c.rect(r) }
            c.clip()
            beneath(c)
            painter.paint(on: c)
        }
        return composite
    }
}
