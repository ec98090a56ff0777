import CCairo
import CX11
import TimeCircuitsCore
import TimeCircuitsRender

/// The window's pictures at one size, from the slow layers to the screen, and what each kind of
/// change costs. Whatever the window shows, the clock or a frame of an animation, is lights over
/// plates with the colon at a level, and goes up the same way:
///
/// - a picture's `base` (`LitBase`): the background (chassis, panels, labels, plates, ghosts) with
///   the lights over it, all but the colons that follow the clock; a new picture repaints in it
///   only what its lights change, and the background is kept only under the lights (a whole
///   second picture held 0.7 MB at 520×335);
/// - its `screen`: a server-side Pixmap always equal to what the window shows, so an Expose is one
///   `XCopyArea` and never a render;
/// - its `sprites`: the colon at each brightness, server-side, painted from `base`: a colon tick
///   copies each row's strip to `screen` and the window, sending no pixels at all;
/// - `prepared`: the next minute's picture, built ahead so the digits change on the edge with one
///   server-side copy. It is painted into the one base, which then holds the coming minute until
///   the edge (`LitBase.lights` says which): the picture showing is on the server already, and what
///   needs the base before the edge paints the minute showing back into it first. A second base
///   for it held 0.7 MB at 520×335 for good.
///
/// What is sent is `base`, with the colon copied over it on the server from `sprites`, which the
/// same painter made on the same kind of surface as `FaceRenderer.image`, so the window equals the
/// headless render pixel for pixel. No frame is composed here for sending: at 520×335 it held
/// 0.7 MB for good. While the settings overlay or the menu shows, the overlay's own surface
/// composes base, colon and panel, and the colon is painted rather than copied, so the face keeps
/// ticking, dimmed, under the panel.
final class BackBuffer {
    let width: Int
    let height: Int
    let layout: FaceLayout
    /// The lighting every layer was painted with; a new lighting needs a new buffer.
    let lighting: Lighting
    /// The look every layer was painted in; a new look needs a new buffer too.
    let theme: Theme
    /// How long each part of the last relayout or minute made ahead took (ms), for the timing trace.
    private(set) var phases: [(name: String, ms: Double)] = []
    private let painter: FacePainter
    private let display: DisplayConnection
    private let window: Window
    private let gc: GC
    /// The one base every picture at this size is made from.
    private let lit: LitBase
    /// What the window shows.
    private var shown: Picture
    /// The next minute, ready to show.
    private var prepared: Picture?
    /// Drawn over the face while the settings overlay or the menu shows, with the surface where
    /// face and panel are composed.
    private var overlay: OverlayLayer?
    /// The colon was handed to the server (`handOff`): which level shows is not known here, so
    /// the next picture copies it whatever it was.
    private var colonUnsure = false

    /// Lights with the colon at a level, and the layers that show them.
    private struct Picture {
        var lights: AnimationFrame
        var colonLevel: Double
        let base: ImageSurface
        let screen: ServerPicture
        var sprites: ColonSprites
    }

    /// How much a `present` had to do.
    enum Work {
        case none
        /// Only the colon changed.
        case colon
        /// The lights changed: a new minute or a step of an animation, sent or copied from the
        /// picture prepared for it.
        case lights
    }

    /// `ahead`, a background painted before, becomes the base when it fits (`LitBase.background`);
    /// `old`, the picture of the size before, holds the new one when it can (`ServerPicture.reused`).
    init(display: DisplayConnection, window: Window, gc: GC, width: Int, height: Int, lights: AnimationFrame,
         colonLevel: Double, lighting: Lighting = .full, theme: Theme = .prop, ahead: PaintedBackground? = nil,
         reusing old: ServerPicture? = nil) {
        self.display = display
        self.window = window
        self.gc = gc
        self.width = width
        self.height = height
        self.lighting = lighting
        self.theme = theme
        var laps = Laps()
        layout = FaceLayout(width: width, height: height)
        painter = FacePainter(layout: layout, lighting: lighting, theme: theme)
        lit = LitBase.made(PaintedBackground.Key(width: width, height: height, lighting: lighting, theme: theme, plates: lights.plates),
                           lights: lights, ahead: ahead, painter: painter, laps: &laps)
        let base = lit.image
        shown = Picture(lights: lights, colonLevel: ColonLevels.quantized(colonLevel), base: base,
                        screen: ServerPicture.reused(old, width: width, height: height)
                            ?? ServerPicture(display: display, drawable: window, gc: gc, width: width, height: height),
                        sprites: ColonSprites(display: display, drawable: window, gc: gc, layout: layout, painter: painter,
                                              base: base, rows: lights.rows))
        laps.lap("sprites")
        upload([fullRect])
        laps.lap("upload")
        phases = laps.parts
    }

    var pixmap: Pixmap { shown.screen.pixmap }
    /// What the window shows, on the server.
    var picture: ServerPicture { shown.screen }
    var fullRect: Rect { Rect(x: 0, y: 0, width: Double(width), height: Double(height)) }
    /// What the window shows.
    var lights: AnimationFrame { shown.lights }
    var colonLevel: Double { shown.colonLevel }

    /// Shows `painter` over the face, or the bare face when nil, and sends the picture again.
    func setOverlay(_ painter: OverlayPainter?) {
        overlay = painter.map { OverlayLayer(painter: $0, reusing: overlay, width: width, height: height) }
        settleBase()
        send([fullRect])
    }

    /// Brings `screen` and the window up to `lights`, the colons that follow the clock at
    /// `colonLevel`, doing no more than the change needs. A picture equal to the one showing costs
    /// nothing, so a 60 Hz clock over 50 ms animation steps paints only when a step changes
    /// something.
    func present(_ lights: AnimationFrame, colonLevel: Double) -> Work {
        let level = ColonLevels.quantized(colonLevel)
        guard lights != shown.lights else { return showColon(level) ? .colon : .none }
        if let next = prepared, next.lights == lights, overlay == nil {
            // The edge itself: one server-side copy of the picture rendered ahead, whose lights
            // the base holds already.
            shown = next
            prepared = nil
            expose(fullRect)
            _ = showColon(level)
            return .lights
        }
        prepared = nil
        let changed = repaintBase(lights)
        shown.sprites = sprites(for: shown.base, rows: lights.rows)
        shown.lights = lights
        let colonMoved = level != shown.colonLevel || colonUnsure
        colonUnsure = false
        shown.colonLevel = level
        send(colonMoved ? changed + colonRects : changed)
        return .lights
    }

    /// Renders the next minute ahead of the edge that shows it: its base, its picture on the
    /// server, and its colon sprites at `levels`. False when rendered already (the model names the
    /// next minute at every look in the second before it) or under the overlay, which the server's
    /// copy holds too: the edge then repaints what changed.
    ///
    /// A new minute usually changes one window a row, so the base gets just that painted again,
    /// and the server's copy of the picture showing gets just that and the colon uploaded.
    @discardableResult
    func prepare(_ next: AnimationFrame, colonLevel: Double, levels: [Double]) -> Bool {
        guard overlay == nil, next != shown.lights, prepared?.lights != next else { return false }
        var laps = Laps()
        let base = shown.base
        // The server's copy starts as the picture showing.
        let changed = repaintBase(next)
        laps.lap("paint")
        let sprites = sprites(for: base, rows: next.rows)
        sprites.warm(levels)
        laps.lap("sprites")
        let level = ColonLevels.quantized(colonLevel)
        let screen = ServerPicture(display: display, drawable: window, gc: gc, width: width, height: height)
        // Outside what changed and the colon the new picture is the one showing now, and the colon
        // at the edge's level is already on the server.
        shown.screen.copy(fullRect, to: screen.pixmap, at: Point(0, 0), gc: gc)
        screen.upload(base, rects: changed)
        sprites.show(level: level, on: [screen.pixmap], gc: gc)
        prepared = Picture(lights: next, colonLevel: level, base: base, screen: screen, sprites: sprites)
        laps.lap("send")
        phases = laps.parts
        return true
    }

    func warm(_ levels: [Double]) { shown.sprites.warm(levels) }

    /// Hands the colon's `steps` to `server`: each copies the sprites at its level to the screen
    /// and the window, as a tick of the loop would. False under the overlay, whose dimming the
    /// colon is painted under rather than copied.
    func handOff(_ steps: [ColonStep], to server: ServerColon) -> Bool {
        guard overlay == nil, let last = steps.last else { return false }
        shown.sprites.hand(steps, to: server, on: [shown.screen.pixmap, window])
        // What shows once the steps are done; until the loop takes the colon back it cannot tell
        // which step the server has reached, so its next picture copies the colon again.
        shown.colonLevel = ColonLevels.quantized(last.level)
        colonUnsure = true
        return true
    }

    /// Brings the server's picture, and not the window (whose size no longer matches), to
    /// `picture`, for a resize's sketch to scale (`SketchFrame`): the colon to its level, and for
    /// the clock a new minute too, painted as at its edge (only what changed, or the minute
    /// rendered ahead taken). False for an animation's frame whose lights are not the ones
    /// showing (every window may change: a small render costs less), and under the overlay,
    /// whose dimming the colon is painted under.
    func showOffscreen(_ picture: ClockPicture) -> Bool {
        let lights: AnimationFrame, level: Double, repaints: Bool
        switch picture {
        case .clock(let content): (lights, level, repaints) = (AnimationFrame(content), content.colonLevel, true)
        case .animation(let frame, let colonLevel): (lights, level, repaints) = (frame, colonLevel, false)
        case .bigDigits: return false
        }
        guard overlay == nil, repaints || lights == shown.lights else { return false }
        let quantized = ColonLevels.quantized(level)
        if lights != shown.lights {
            if let next = prepared, next.lights == lights {
                // Its base and picture are ready; only its colon may be another level.
                shown = next
                prepared = nil
            } else {
                prepared = nil
                let changed = repaintBase(lights)
                shown.sprites = sprites(for: shown.base, rows: lights.rows)
                shown.lights = lights
                shown.colonLevel = quantized
                colonUnsure = false
                upload(changed + colonRects)
                return true
            }
        }
        if quantized != shown.colonLevel || colonUnsure {
            colonUnsure = false
            shown.colonLevel = quantized
            shown.sprites.show(level: quantized, on: [shown.screen.pixmap], gc: gc)
        }
        return true
    }

    /// Copies `rect` of the screen to the window at the same place.
    func expose(_ rect: Rect) {
        shown.screen.copy(rect, to: window, at: rect.pixelBounds.origin, gc: gc)
    }

    // MARK: Painting

    /// Brings the base to `lights` from whatever it holds. Returns the rectangles whose pixels
    /// may differ from the picture showing: those painted, and those where the picture showing
    /// differs from `lights` (the base may hold a minute prepared ahead, not the one showing).
    private func repaintBase(_ lights: AnimationFrame) -> [Rect] {
        let from = lit.lights
        let painted = lit.paint(lights)
        guard from != shown.lights else { return painted }
        return painted + lit.difference(from: shown.lights, to: lights).filter { !painted.contains($0) }
    }

    /// Paints the minute showing back into the base if it holds the one prepared ahead, which is
    /// then shown at its edge by painting, like any other change.
    private func settleBase() {
        guard lit.lights != shown.lights else { return }
        _ = repaintBase(shown.lights)
        prepared = nil
    }

    /// The current sprites while their sheets still hold for `base`, else new ones.
    private func sprites(for base: ImageSurface, rows: [RowLights]) -> ColonSprites {
        if shown.sprites.fit(base, rows: rows) { return shown.sprites }
        return ColonSprites(display: display, drawable: window, gc: gc, layout: layout, painter: painter, base: base, rows: rows)
    }

    /// Moves the colons that follow the clock to `level`: a copy of the sprites, or painted under
    /// the overlay, whose dimming lies over them. Returns whether the level changed.
    private func showColon(_ level: Double) -> Bool {
        guard level != shown.colonLevel || colonUnsure else { return false }
        colonUnsure = false
        shown.colonLevel = level
        if overlay == nil {
            shown.sprites.show(level: level, on: [shown.screen.pixmap, window], gc: gc)
        } else {
            send(colonRects)
        }
        return true
    }

    /// Everything the colon of any row can paint, within the picture.
    private var colonRects: [Rect] { layout.rows.compactMap { $0.colonDamage.intersection(fullRect) } }

    /// Sends `rects` of the picture showing to `screen` and copies them to the window.
    private func send(_ rects: [Rect]) {
        upload(rects)
        for r in rects { expose(r) }
    }

    /// Sends `rects` of the picture showing to `screen`: `base` with the colon copied over it on
    /// the server, or under the overlay `base`, the colon and the overlay composed here.
    private func upload(_ rects: [Rect]) {
        guard !rects.isEmpty else { return }
        guard let overlay else {
            shown.screen.upload(shown.base, rects: rects)
            shown.sprites.show(level: shown.colonLevel, on: [shown.screen.pixmap], gc: gc)
            return
        }
        let composed = overlay.over(shown.base, in: rects) { c in
            painter.paintColon(level: shown.colonLevel, of: shown.lights.rows, within: rects, on: c)
        }
        shown.screen.upload(composed, rects: rects)
    }
}
