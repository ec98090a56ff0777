import CX11
import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsRender

/// Puts what the model says onto the window: owns the back buffer at the current size, paints
/// frames into it, and copies exposed areas. It decides nothing about what the face shows.
final class FacePresenter {
    private let display: DisplayConnection
    private let window: ClockWindow
    private let gc: GC
    private let trace: TimingTrace?
    /// The chassis's edge colour, for margins revealed while a resize settles.
    private var margin: ChassisMargin

    private var buffer: BackBuffer?
    /// The big-digit face's buffer, while the timer or stopwatch shows (then `buffer` is nil, and
    /// the other way).
    private var timerBuffer: BigDigitsBuffer?
    /// Area exposed since the last copy, as a bounding box: a burst of Expose costs one copy.
    private var exposed: Rect?
    /// The overlay's picture must be sent again (it opened, closed or changed).
    private var overlayDirty = false
    /// The colon sprites for the new size are still to be rendered, after its first frame.
    private var needsWarm = false
    /// Shown while the size keeps changing, until the relayout at the size it settles on.
    private var sketch: SketchFrame?
    /// Backgrounds painted before their relayout takes them: the first frame's, at launch, and
    /// that of the size each sketch shows.
    private let resizeBackground: ResizeBackground
    /// A sketch was shown since the loop last asked (`takeSketchShown`).
    private var sketchShown = false
    /// A sketch asked for since the last frame, and when the first of its sizes came: rendered
    /// once a pass of the loop, at the size the window has then, however many sizes the pass read.
    private var sketchWanted: (picture: ClockPicture, lighting: Lighting, theme: Theme, since: Date)?
    /// The colon levels the sprites are rendered for.
    private let colonLevels: [Double]
    /// The clock's rows last shown, as lights: a colon tick keeps them, and turning readouts into
    /// lights again would cost it more than the copy it sends.
    private var clockLights: (rows: [RowContent], timerLamp: TimerLamp?, alarmLamp: Bool, lights: AnimationFrame)?

    init(display: DisplayConnection, window: ClockWindow, colon: ColonStyle, trace: TimingTrace?) {
        self.display = display
        self.window = window
        self.trace = trace
        resizeBackground = ResizeBackground(trace: trace)
        colonLevels = ColonLevels.levels(for: colon)
        gc = XCreateGC(display.pointer, window.id, 0, nil)
        // Copies from the back buffer never have obscured sources; without this every XCopyArea
        // would also send a NoExpose event that wakes the loop for nothing.
        XSetGraphicsExposures(display.pointer, gc, 0)
        margin = ChassisMargin(display: display)
    }

    deinit { XFreeGC(display.pointer, gc) }

    /// The back buffer matches the window's size: frames can be painted into it.
    private var settled: Bool {
        if let t = timerBuffer { return t.width == window.width && t.height == window.height }
        return buffer.map { $0.width == window.width && $0.height == window.height } ?? false
    }

    func expose(_ r: Rect) { exposed = exposed.map { $0.union(r) } ?? r }

    func overlayChanged() { overlayDirty = true }

    /// Shows `picture` at the window's new size from a sketch (`SketchFrame`) at the next frame,
    /// until the relayout. Only over the clock's face: the big digits keep their last frame.
    func sketch(_ picture: ClockPicture, lighting: Lighting, theme: Theme) {
        sketchWanted = (picture, lighting, theme, sketchWanted?.since ?? Date())
    }

    /// Whether a sketch was shown since the last ask: the model then counts the size's stillness
    /// from now (`ClockInput.sketchShown`).
    func takeSketchShown() -> Bool {
        defer { sketchShown = false }
        return sketchShown
    }

    /// Renders and shows the sketch asked for, when the window's size is not the buffer's yet.
    private func showSketch() {
        guard let wanted = sketchWanted else { return }
        sketchWanted = nil
        guard timerBuffer == nil, buffer != nil, !settled, window.width > 0, window.height > 0 else { return }
        sketch = nil  // The last size's pixmap goes before the next one's is made.
        // Started before the sketch, which is mostly the server's work: if the size holds, its
        // background is under way by the time the sketch shows.
        if let key = PaintedBackground.Key(width: window.width, height: window.height, lighting: wanted.lighting,
                                           theme: wanted.theme, showing: wanted.picture) {
            resizeBackground.want(key, lights: wanted.picture.lights)
        }
        margin.follow(wanted.theme, lighting: wanted.lighting)
        let frame: SketchFrame
        var laps = Laps()
        if let buffer, buffer.lighting == wanted.lighting, buffer.theme == wanted.theme,
           buffer.showOffscreen(wanted.picture) {
            laps.lap("instant")
            frame = SketchFrame(display: display, window: window.id, width: window.width, height: window.height, scaling: buffer,
                               phases: laps.parts)
        } else {
            frame = SketchFrame(display: display, window: window.id, gc: gc, width: window.width, height: window.height,
                               rendering: wanted.picture, lighting: wanted.lighting, theme: wanted.theme)
        }
        frame.show(Rect(x: 0, y: 0, width: Double(window.width), height: Double(window.height)), margin: margin, gc: gc)
        sketch = frame
        sketchShown = true
        exposed = nil
        trace?.sketched(width: frame.width, height: frame.height, madeFrom: frame.madeFrom, started: wanted.since, phases: frame.phases,
                        display: display)
    }

    /// The first frame's background, painted at launch while the window was set up, for the first
    /// relayout to take.
    func keep(launchBackground: PaintedBackground?) { resizeBackground.keep(launchBackground) }

    /// Lays out and renders the face for the window's size, `lighting` and `theme`.
    func relayout(content: FaceContent, lighting: Lighting, theme: Theme, overlayShows: Bool) {
        sketch = nil
        sketchWanted = nil
        exposed = Rect(x: 0, y: 0, width: Double(window.width), height: Double(window.height))
        overlayDirty = overlayDirty || overlayShows
        margin.follow(theme, lighting: lighting)
        // A drag that ends where it began needs no new render, only the frame copied back.
        if let b = buffer, b.width == window.width, b.height == window.height, b.lighting == lighting, b.theme == theme {
            resizeBackground.drop()
            return
        }
        // Free the old size's surfaces before allocating the new ones; its picture on the server
        // is kept when it can hold the new one.
        let kept = buffer?.picture.holds(width: window.width, height: window.height) == true ? buffer?.picture : nil
        buffer = nil
        timerBuffer = nil
        let started = Date()
        let lights = AnimationFrame(content)
        let key = PaintedBackground.Key(width: window.width, height: window.height, lighting: lighting, theme: theme,
                                        plates: lights.plates)
        // The launch's, or the one a drag's sketches had painted for this size (waited for if
        // it is still being painted: it was started at least a relayout delay ago).
        let asked = Date()
        let ahead = resizeBackground.take(key)
        let waited = Date().timeIntervalSince(asked) * 1000
        buffer = BackBuffer(display: display, window: window.id, gc: gc, width: window.width, height: window.height,
                            lights: lights, colonLevel: content.colonLevel, lighting: lighting, theme: theme, ahead: ahead,
                            reusing: kept)
        trace?.relayout(width: window.width, height: window.height,
                        base: (ahead == nil ? "painted" : "ahead") + (kept == nil ? " screen=new" : " screen=kept"),
                        started: started,
                        phases: [("wait", waited)] + (buffer?.phases ?? []), display: display)
        needsWarm = true
    }

    /// Lays out and renders a big-digit face for the window's size, `lighting` and `theme`.
    func relayout(bigDigits content: BigDigitsContent, lighting: Lighting, theme: Theme, overlayShows: Bool) {
        sketch = nil
        sketchWanted = nil
        exposed = Rect(x: 0, y: 0, width: Double(window.width), height: Double(window.height))
        overlayDirty = overlayDirty || overlayShows
        margin.follow(theme, lighting: lighting)
        if let t = timerBuffer, t.width == window.width, t.height == window.height, t.lighting == lighting, t.theme == theme,
           t.shape == content.shape { return }
        buffer = nil
        timerBuffer = nil
        clockLights = nil
        resizeBackground.drop()  // The clock's face, which this one does not show.
        let started = Date()
        timerBuffer = BigDigitsBuffer(display: display, window: window.id, gc: gc, width: window.width, height: window.height,
                                      content: content, lighting: lighting, theme: theme)
        trace?.relayout(width: window.width, height: window.height, started: started, display: display)
    }

    /// Paints `frame` (with `overlay` over it, when given) and copies exposed areas. `frame` is
    /// asked for only when the buffer is settled, so the minute rendered ahead is never lost.
    func present(_ frame: () -> ClockFrame, overlay: () -> OverlayPainter?, tick: Date, woke: TimingTrace.Wake?) {
        if let timerBuffer {
            presentTimer(timerBuffer, frame, overlay: overlay, tick: tick, woke: woke)
            return
        }
        guard let buffer else { return }
        showSketch()
        var animating = false
        if settled {
            if overlayDirty {
                overlayDirty = false
                buffer.setOverlay(overlay())
            }
            let next = frame()
            let started = trace != nil ? Date() : tick
            switch next.picture {
            case .animation(let lights, let colonLevel):
                animating = true
                if buffer.present(lights, colonLevel: colonLevel) != .none {
                    trace?.animated(started: started, display: display)
                }
            case .bigDigits:
                break  // Only while the big digits' buffer is being built; it shows at the next frame.
            case .clock(let content):
                let work = buffer.present(lights(of: content), colonLevel: content.colonLevel)
                if work != .none {
                    trace?.painted(work, tick: tick, woke: woke, started: started, display: display)
                }
            }
            if let ahead = next.prepare {
                display.flush()  // This tick's picture goes out before the next minute's render.
                let started = Date()
                if buffer.prepare(AnimationFrame(ahead), colonLevel: ahead.colonLevel, levels: colonLevels) {
                    trace?.prepared(started: started, phases: buffer.phases, display: display)
                }
            }
        }
        if let r = exposed {
            exposed = nil
            if settled {
                buffer.expose(r)
            } else if let sketch, sketch.width == window.width, sketch.height == window.height {
                sketch.show(r, margin: margin, gc: gc)
            } else {
                copyCentred(buffer, into: r)
            }
        }
        // Not mid-animation: the sprites can wait for the clock, a frame cannot.
        if settled, needsWarm, !animating {
            needsWarm = false
            display.flush()
            buffer.warm(colonLevels)
        }
    }

    /// Hands the colon's `steps` to `server`, when the face is settled and shows the plain clock;
    /// false when the loop must keep showing the colon itself.
    func handOff(_ steps: [ColonStep], to server: ServerColon) -> Bool {
        guard timerBuffer == nil, let buffer, settled, exposed == nil, !overlayDirty else { return false }
        return buffer.handOff(steps, to: server)
    }

    private func presentTimer(_ buffer: BigDigitsBuffer, _ frame: () -> ClockFrame, overlay: () -> OverlayPainter?,
                              tick: Date, woke: TimingTrace.Wake?) {
        if settled {
            if overlayDirty {
                overlayDirty = false
                buffer.setOverlay(overlay())
            }
            let started = trace != nil ? Date() : tick
            let next = frame()
            if case .bigDigits(let content) = next.picture, buffer.present(content) {
                trace?.timerPainted(woke: woke?.at ?? started, started: started, display: display)
            }
            if let ahead = next.prepareTimer {
                display.flush()  // This second goes out before the next one is painted.
                let started = Date()
                if buffer.prepare(ahead) { trace?.prepared(started: started, display: display) }
            }
        }
        if let r = exposed {
            exposed = nil
            if settled {
                buffer.expose(r)
            } else {
                XCopyArea(display.pointer, buffer.pixmap, window.id, gc, 0, 0, UInt32(buffer.width), UInt32(buffer.height), 0, 0)
            }
        }
    }

    private func lights(of content: FaceContent) -> AnimationFrame {
        if let last = clockLights, last.rows == content.rows, last.timerLamp == content.timerLamp,
           last.alarmLamp == content.alarmLamp { return last.lights }
        let lights = AnimationFrame(content)
        clockLights = (content.rows, content.timerLamp, content.alarmLamp, lights)
        return lights
    }

    /// While a resize settles, shows the last frame centred (as the face will be) and fills the
    /// rest with chassis, rather than stretching or leaving garbage.
    private func copyCentred(_ buffer: BackBuffer, into area: Rect) {
        let dx = (window.width - buffer.width) / 2, dy = (window.height - buffer.height) / 2
        let placed = Rect(x: Double(dx), y: Double(dy), width: Double(buffer.width), height: Double(buffer.height))
        if let src = area.pixelBounds.intersection(placed) {
            XCopyArea(display.pointer, buffer.pixmap, window.id, gc, Int32(src.x) - Int32(dx), Int32(src.y) - Int32(dy),
                      UInt32(src.width), UInt32(src.height), Int32(src.x), Int32(src.y))
        }
        margin.fill(area, around: placed, in: window.id, width: window.width, height: window.height, gc: gc)
    }
}
