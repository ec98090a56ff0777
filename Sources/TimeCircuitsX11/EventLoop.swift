import CX11
import Foundation
import Glibc
import TimeCircuitsCore
import TimeCircuitsRender

/// The window's main loop: drains X events, paints what the clock says changed, and sleeps in
/// `poll()` until the next visual deadline, an X event or a signal.
///
/// Owns every piece of X state (connection, window, back buffer); nothing lives in globals.
final class EventLoop {
    private let display: DisplayConnection
    private let window: ClockWindow
    private let signals: SignalWatch
    private let keyboard: KeyboardInput
    /// What the face shows; its cities change when the overlay changes them.
    private var clock: FaceClock
    /// The settings overlay and right-click menu: all their decisions, none of their pixels.
    private var overlay: SettingsOverlay
    /// The overlay's picture must be sent again (it opened, closed or changed).
    private var overlayDirty = false
    /// Whether pointer motion is selected on the window.
    private var followsPointer = false
    /// Where city changes are saved; nil when `--cities` overrides the file for this run.
    private var persistence: ClockApplication.Persistence?
    /// Borderless, on top, on all desktops, as the window has them now.
    private var windowPreferences: WindowPreferences
    private let wallClock: any TimeSource
    private let schedule: FrameSchedule
    private let trace: TimingTrace?
    private let gc: GC
    /// The pixel value of the chassis edge colour, for margins revealed while a resize settles.
    private let marginPixel: UInt

    private var buffer: BackBuffer?
    /// When the face is next laid out for the window's new size (debounced ConfigureNotify).
    private var relayoutDue: Date?
    private var mapped = false
    private var obscured = false
    /// Area exposed since the last copy, as a bounding box: a burst of Expose costs one copy.
    private var exposed: Rect?
    private var quitting = false
    /// The rows of the readout minute last shown, and their cities: kept for the minute.
    private var rowsMemo: (minute: Int, cities: [City], cycle: HourCycle, rows: [RowContent])?
    /// When the loop last woke, for the timing trace.
    private var wokeAt: Date?
    /// The minute edge the buffer last rendered ahead for.
    private var preparedEdge: Date?
    /// The colon sprites for the new size are still to be rendered, after its first frame.
    private var needsWarm = false
    private let timer = DeadlineTimer()
    /// The longest the loop sleeps while something is due, whatever the timer says.
    static let watchdogMilliseconds: Int32 = 1000
    /// The deadline the loop last slept to. The wall clock can read a hair before it (the
    /// kernel wakes on nanoseconds, `Date()` may count microseconds); time never runs backwards
    /// past it, so the state shown is never the one before the edge.
    private var lastDeadline: Date?
    /// The animation playing and when it started; nil while the clock just ticks.
    private var animation: (kind: FaceAnimation, start: Date)?
    /// Seeds for time travels: each one different, none from global state.
    private var travelSeeds = SystemRandomNumberGenerator()

    init(display: DisplayConnection, window: ClockWindow, signals: SignalWatch, clock: FaceClock,
         persistence: ClockApplication.Persistence?, windowPreferences: WindowPreferences,
         wallClock: any TimeSource, trace: Bool) {
        self.display = display
        self.window = window
        self.signals = signals
        self.clock = clock
        self.persistence = persistence
        self.windowPreferences = windowPreferences
        keyboard = KeyboardInput(display: display, window: window.id)
        window.selectInput(pointerMotion: false, extra: keyboard.extraEventMask)
        overlay = SettingsOverlay(cities: clock.cities, width: window.width, height: window.height)
        overlay.windowToggles = windowPreferences.enabled
        overlay.displayChecks = clock.display.checked(isNightNow: clock.isNight(at: wallClock.now()))
        self.wallClock = wallClock
        schedule = FrameSchedule(colon: clock.colon)
        self.trace = trace ? TimingTrace(schedule: schedule) : nil
        gc = XCreateGC(display.pointer, window.id, 0, nil)
        // Copies from the back buffer never have obscured sources; without this every XCopyArea
        // would also send a NoExpose event that wakes the loop for nothing.
        XSetGraphicsExposures(display.pointer, gc, 0)
        var color = XColor()
        let edge = Palette.chassisEdge
        color.red = UInt16(edge.r * 65535); color.green = UInt16(edge.g * 65535); color.blue = UInt16(edge.b * 65535)
        XAllocColor(display.pointer, XDefaultColormap(display.pointer, display.screen), &color)
        marginPixel = color.pixel
    }

    deinit { XFreeGC(display.pointer, gc) }

    private var visible: Bool { mapped && !obscured }

    /// Renders the first frame, maps the window and runs until asked to quit. Returns normally
    /// only for a clean exit; a lost server ends the process from Xlib's I/O error handler.
    func run() {
        let start = wallClock.now()
        if clock.display.intro && clock.display.animations { animation = (.powerOn, start) }
        relayout(at: start)
        window.map()
        var fds = [pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: timer.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        // Whether the X socket may hold unread events: at first, and whenever poll() says so.
        var socketReadable = true
        while !quitting {
            while !quitting && display.queued(reading: socketReadable) > 0 {
                socketReadable = false  // One read brings in everything the server has sent.
                var event = XEvent()
                XNextEvent(display.pointer, &event)
                if keyboard.filter(&event) { continue }
                handle(event)
            }
            if quitting { break }
            var now = wallClock.now()
            if let d = lastDeadline, now < d { now = d }
            update(at: now)
            display.flush()
            // Sending can read events into Xlib's queue, where they no longer make the socket
            // readable: handle them now rather than sleep on work already in hand.
            if display.queued(reading: false) > 0 { continue }

            let wake = schedule.nextWake(after: now, visible: visible, animating: animation != nil,
                                         steadyColon: clock.lighting(at: now).steadyColon, relayoutDue: relayoutDue)
            timer.arm(at: wake)
            for k in fds.indices { fds[k].revents = 0 }
            // The timer wakes the loop on time; the poll timeout is only a watchdog, for a wall
            // clock stepped backwards where the kernel's CANCEL_ON_SET report never arrives (a
            // faked clock, a container's odd kernel): the face is right again within a second.
            _ = poll(&fds, nfds_t(fds.count), wake == nil ? -1 : Self.watchdogMilliseconds)
            socketReadable = fds[0].revents != 0
            wokeAt = trace != nil ? Date() : nil
            if fds[1].revents != 0, signals.take() != nil { quitting = true }
            lastDeadline = nil
            if fds[2].revents != 0 {
                switch timer.take() {
                case .fired:
                    // The state shown is the deadline's, never the one just before it.
                    lastDeadline = wake
                case .clockChanged:
                    // The wall clock jumped: the next pass recomputes the face from the new time,
                    // and the ahead-of-time render belongs to a minute that may never come.
                    preparedEdge = nil
                case .none:
                    break
                }
            }
        }
        rememberFrame()
    }

    // MARK: Events

    private func handle(_ event: XEvent) {
        switch event.type {
        case Expose:
            let e = event.xexpose
            let r = Rect(x: Double(e.x), y: Double(e.y), width: Double(e.width), height: Double(e.height))
            exposed = exposed.map { $0.union(r) } ?? r
        case ConfigureNotify:
            let e = event.xconfigure
            guard e.window == window.id, Int(e.width) != window.width || Int(e.height) != window.height else { return }
            window.width = Int(e.width)
            window.height = Int(e.height)
            relayoutDue = wallClock.now().addingTimeInterval(FrameSchedule.relayoutDelay)
        case MapNotify:
            mapped = true
        case UnmapNotify:
            mapped = false
        case VisibilityNotify:
            obscured = event.xvisibility.state == VisibilityFullyObscured
        case KeyPress where animation != nil && !overlay.capturesInput && !isModifier(event.xkey):
            // Any key skips an animation (and does nothing else: the user wanted the clock).
            skipAnimation()
        case ButtonPress where animation != nil && !overlay.capturesInput:
            skipAnimation()
        case KeyPress:
            var key = event.xkey
            let modifiers = KeyBindings.Modifiers(rawValue: key.state)
            let press = keyboard.lookup(&key)
            if overlay.capturesInput {
                if let k = OverlayKey(keysym: press.keysym, modifiers: modifiers, text: press.text) {
                    apply(overlay.handle(.key(k)))
                }
                return
            }
            // The window's own bindings read the unshifted keysym, so Ctrl+Shift+Q still quits.
            switch KeyBindings.action(keysym: UInt32(truncatingIfNeeded: XLookupKeysym(&key, 0)), modifiers: modifiers) {
            case .quit?: quitting = true
            case .toggleFullscreen?: window.toggleFullscreen()
            case .openSettings?: apply(overlay.handle(.key(.ctrlComma)))
            case .display(let action)?: perform(action)
            case nil: break
            }
        case ButtonPress where event.xbutton.button == UInt32(Button1) && !overlay.capturesInput
            && windowPreferences.isOn(.borderless):
            // Without a title bar the face is the handle: the window manager takes the drag.
            window.beginMove(rootX: Int(event.xbutton.x_root), rootY: Int(event.xbutton.y_root), button: event.xbutton.button)
        case ButtonPress, ButtonRelease:
            let e = event.xbutton
            if let pointer = OverlayEvent.button(e.button, pressed: event.type == ButtonPress,
                                                 at: Point(Double(e.x), Double(e.y))) {
                apply(overlay.handle(pointer))
            }
        case MotionNotify:
            // Only selected while the overlay or menu shows; drain a burst to its latest position.
            var e = event.xmotion
            var next = XEvent()
            while XCheckTypedWindowEvent(display.pointer, window.id, MotionNotify, &next) != 0 { e = next.xmotion }
            apply(overlay.handle(.motion(to: Point(Double(e.x), Double(e.y)))))
        case MappingNotify:
            // Keyboard layouts change at run time (setxkbmap, xdotool typing characters the
            // layout lacks); without a refresh Xlib keeps translating with the old table.
            var e = event.xmapping
            XRefreshKeyboardMapping(&e)
        case FocusIn, FocusOut:
            keyboard.focusChanged(focused: event.type == FocusIn)
        case ClientMessage:
            let e = event.xclient
            if e.message_type == display.atom("WM_PROTOCOLS"), Atom(e.data.l.0) == display.atom("WM_DELETE_WINDOW") {
                quitting = true
            }
        case DestroyNotify:
            if event.xdestroywindow.window == window.id { quitting = true }
        default:
            break
        }
    }

    // MARK: Settings

    /// Carries out what the overlay decided.
    private func apply(_ effects: [OverlayEffect]) {
        for effect in effects {
            switch effect {
            case .citiesChanged(let cities):
                travel(from: clock.rows(at: wallClock.now()))
                clock.cities = cities
                save { $0.cities = cities }
                overlayDirty = true
            case .close, .repaint:
                overlayDirty = true
            case .toggleFullscreen:
                window.toggleFullscreen()
            case .toggleWindow(let toggle):
                windowPreferences.flip(toggle)
                window.set(toggle, on: windowPreferences.isOn(toggle))
                overlay.windowToggles = windowPreferences.enabled
                save { $0.window.enabled = Self.updated($0.window.enabled, toggle, on: windowPreferences.isOn(toggle)) }
            case .display(let action):
                perform(action)
            case .quit:
                quitting = true
            }
        }
        if overlay.capturesInput != followsPointer {
            // Pointer motion matters only to the overlay and menu (hover, drag); the rest of the
            // time the clock asks for no motion events, so a passing mouse never wakes it.
            followsPointer = overlay.capturesInput
            window.selectInput(pointerMotion: followsPointer, extra: keyboard.extraEventMask)
        }
    }

    /// Writes a change, keeping whatever else the file held. A failed save is one line on
    /// stderr; the window keeps the change for this run.
    private func save(_ change: (inout Settings) -> Void) {
        guard var p = persistence else { return }
        change(&p.settings)
        do {
            try p.file.save(p.settings)
        } catch {
            FileHandle.standardError.write(Data("timecircuits: \(error.message)\n".utf8))
        }
        persistence = p
    }

    // MARK: Display

    /// Carries out a key's or the menu's change to the face.
    private func perform(_ action: DisplayAction) {
        let now = wallClock.now()
        if action == .timeTravel {
            travel(from: clock.rows(at: now), always: true)
            return
        }
        if action == .toggleNight, clock.display.night == .auto, let schedule = clock.display.nightSchedule {
            // With a schedule, N overrides it until it would next change on its own, and the
            // file keeps its schedule.
            clock.nightOverride = NightOverride(night: !clock.isNight(at: now), until: schedule.nextChange(after: now, zone: clock.localZone))
        } else {
            clock.nightOverride = nil
            clock.display = clock.display.applying(action, isNightNow: clock.isNight(at: now))
            let display = clock.display
            save { $0.display = $0.display.taking(action, from: display) }
        }
        overlay.displayChecks = clock.display.checked(isNightNow: clock.isNight(at: now))
        overlayDirty = true
    }

    /// Starts a time travel away from `rows`, if animations are on. A travel already under way
    /// keeps its starting point, so several quick edits in the overlay make one journey.
    private func travel(from rows: [RowContent], always: Bool = false) {
        guard clock.display.animations else { return }
        let from: [RowContent]
        if case .timeTravel(let earlier, _)? = animation?.kind, !always { from = earlier } else { from = rows }
        animation = (.timeTravel(from: from, seed: UInt64.random(in: 0...UInt64.max, using: &travelSeeds)), wallClock.now())
    }

    private func skipAnimation() {
        animation = nil
        buffer?.endAnimation()
    }

    /// Shift, Ctrl and the like alone do not skip an animation: they are half of a shortcut.
    private func isModifier(_ key: XKeyEvent) -> Bool {
        var k = key
        let sym = XLookupKeysym(&k, 0)
        return sym >= 0xFFE1 && sym <= 0xFFEE  // XK_Shift_L … XK_Hyper_R
    }

    private static func updated(_ set: Set<WindowToggle>, _ toggle: WindowToggle, on: Bool) -> Set<WindowToggle> {
        on ? set.union([toggle]) : set.subtracting([toggle])
    }

    /// Remembers where the window is, for the next launch. Not when the file was found damaged
    /// and nothing else changed: moving a window is not reason enough to replace the user's file.
    private func rememberFrame() {
        guard let p = persistence, !p.file.keepsDamagedFileOnNextSave else { return }
        let frame = window.frame
        guard frame != p.settings.window.frame, frame.width > 0, frame.height > 0 else { return }
        save { $0.window.frame = frame }
    }

    // MARK: Painting

    /// Lays out and renders the face for the window's current size.
    private func relayout(at now: Date) {
        relayoutDue = nil
        exposed = Rect(x: 0, y: 0, width: Double(window.width), height: Double(window.height))
        // A drag that ends where it began needs no new render, only the frame copied back.
        if let b = buffer, b.width == window.width, b.height == window.height { return }
        buffer = nil  // Free the old size's surfaces before allocating the new ones.
        let started = Date()
        buffer = BackBuffer(display: display, window: window.id, gc: gc, width: window.width, height: window.height,
                            content: clock.content(at: now), lighting: clock.lighting(at: now))
        trace?.relayout(width: window.width, height: window.height, started: started, display: display)
        preparedEdge = nil
        needsWarm = true
        apply(overlay.handle(.resize(width: window.width, height: window.height)))
        overlayDirty = overlay.capturesInput
    }

    /// Paints whatever changed by `now` and copies exposed areas, skipping all painting while the
    /// window cannot be seen (the next Expose brings it up to date).
    private func update(at now: Date) {
        if let due = relayoutDue, now >= due { relayout(at: now) }
        if let b = buffer, b.lighting != clock.lighting(at: now), relayoutDue == nil {
            // Brightness or night mode changed (a key, or the schedule): every layer is painted
            // with the lighting, so the face is built again, as for a new size.
            buffer = nil
            relayout(at: now)
            overlay.displayChecks = clock.display.checked(isNightNow: clock.isNight(at: now))
        }
        guard visible, let buffer else { return }
        let settled = buffer.width == window.width && buffer.height == window.height
        if settled, let playing = animation {
            let rows = content(at: now).rows
            let t = now.timeIntervalSince(playing.start)
            // A wall clock stepped back mid-animation would hold it on its first frame until the
            // clock caught up; the show is over instead, and the clock shows the new time.
            if t >= 0, let frame = playing.kind.frame(at: t, target: rows) {
                if overlayDirty {
                    overlayDirty = false
                    buffer.setOverlay(overlay.capturesInput
                        ? OverlayPainter(overlay: overlay, instant: clock.readouts.instant(atWallClock: now)) : nil)
                }
                let started = Date()
                if buffer.present(frame.quantized, colonLevel: clock.colonLevel(at: now)) != .none {
                    trace?.animated(started: started, display: display)
                }
                if let r = exposed { exposed = nil; buffer.expose(r) }
                return
            }
            animation = nil
            buffer.endAnimation()
        }
        if settled {
            let started = trace != nil ? Date() : now
            let content = content(at: now)
            // The overlay's local times move with the face's minute.
            if overlay.capturesInput, content.rows != buffer.rows { overlayDirty = true }
            if overlayDirty {
                overlayDirty = false
                buffer.setOverlay(overlay.capturesInput
                    ? OverlayPainter(overlay: overlay, instant: clock.readouts.instant(atWallClock: now)) : nil)
            }
            let work = buffer.present(content)
            if work != .none {
                trace?.painted(work, tick: now, woke: wokeAt ?? started, started: started, display: display)
            }
            if let edge = FrameSchedule.prerenderTarget(after: now), edge != preparedEdge {
                preparedEdge = edge
                display.flush()  // This tick's picture goes out before the next minute's render.
                let started = Date()
                buffer.prepare(self.content(at: edge), levels: ColonLevels.levels(for: clock.colon))
                trace?.prepared(started: started, display: display)
            }
        }
        if let r = exposed {
            exposed = nil
            if settled { buffer.expose(r) } else { copyCentred(buffer, into: r) }
        }
        if settled, needsWarm {
            needsWarm = false
            display.flush()
            buffer.warm(ColonLevels.levels(for: clock.colon))
        }
    }

    /// The face at `now`, with the rows worked out once a minute rather than at every tick.
    private func content(at now: Date) -> FaceContent {
        let minute = clock.readoutMinute(at: now)
        if let m = rowsMemo, m.minute == minute, m.cities == clock.cities, m.cycle == clock.display.hourCycle {
            return FaceContent(rows: m.rows, colonLevel: clock.colonLevel(at: now))
        }
        let rows = clock.rows(at: now)
        rowsMemo = (minute, clock.cities, clock.display.hourCycle, rows)
        return FaceContent(rows: rows, colonLevel: clock.colonLevel(at: now))
    }

    /// While a resize settles, shows the last frame centred (as the face will be) and fills the
    /// rest with chassis, rather than stretching or leaving garbage.
    private func copyCentred(_ buffer: BackBuffer, into area: Rect) {
        let dx = (window.width - buffer.width) / 2, dy = (window.height - buffer.height) / 2
        let placed = Rect(x: Double(dx), y: Double(dy), width: Double(buffer.width), height: Double(buffer.height))
        let a = area.pixelBounds
        if let src = a.intersection(placed) {
            XCopyArea(display.pointer, buffer.pixmap, window.id, gc, Int32(src.x) - Int32(dx), Int32(src.y) - Int32(dy),
                      UInt32(src.width), UInt32(src.height), Int32(src.x), Int32(src.y))
        }
        let w = Double(window.width), h = Double(window.height)
        let margins = [
            Rect(x: 0, y: 0, width: w, height: placed.minY),
            Rect(x: 0, y: placed.maxY, width: w, height: h - placed.maxY),
            Rect(x: 0, y: placed.minY, width: placed.minX, height: placed.height),
            Rect(x: placed.maxX, y: placed.minY, width: w - placed.maxX, height: placed.height),
        ]
        XSetForeground(display.pointer, gc, marginPixel)
        for m in margins {
            guard let r = a.intersection(m) else { continue }
            XFillRectangle(display.pointer, window.id, gc, Int32(r.x), Int32(r.y), UInt32(r.width), UInt32(r.height))
        }
    }
}

/// Logs what each paint cost, for measuring the frame clock (`TIMECIRCUITS_TRACE_TIMING=1`).
///
/// One line per paint on stderr, as `key=value` tokens for the benchmark to parse:
/// `timecircuits: trace colon|minute tick=<unix s> woke=<ms> flushed=<ms> work=<ms>`, where woke and
/// flushed count from the tick the frame belongs to (a .0/.5 edge, or a 60 Hz tick) and work is
/// the time spent painting and sending; and `timecircuits: trace relayout size=<W>x<H> work=<ms>`
/// for each full layout and render at a new size, the first frame included; and
/// `timecircuits: trace prepare work=<ms>` for each minute rendered ahead of its edge (the real
/// cost of a minute change: the edge itself is one server-side copy); and
/// `timecircuits: trace frame work=<ms>` for each animation frame that changed the picture.
struct TimingTrace {
    let schedule: FrameSchedule

    func painted(_ work: BackBuffer.Work, tick: Date, woke: Date, started: Date, display: DisplayConnection) {
        display.flush()
        let done = Date()
        let t = tick.timeIntervalSince1970
        func ms(_ d: Date) -> Double { (d.timeIntervalSince1970 - t) * 1000 }
        let kind = work == .full ? "minute" : "colon"
        log(String(format: "%@ tick=%.3f woke=%.3f flushed=%.3f work=%.3f", kind, t, ms(woke), ms(done),
                   done.timeIntervalSince(started) * 1000))
    }

    func animated(started: Date, display: DisplayConnection) {
        display.flush()
        log(String(format: "frame work=%.3f", Date().timeIntervalSince(started) * 1000))
    }

    func prepared(started: Date, display: DisplayConnection) {
        display.flush()
        log(String(format: "prepare work=%.3f", Date().timeIntervalSince(started) * 1000))
    }

    func relayout(width: Int, height: Int, started: Date, display: DisplayConnection) {
        display.flush()
        log(String(format: "relayout size=%dx%d work=%.3f", width, height, Date().timeIntervalSince(started) * 1000))
    }

    private func log(_ line: String) {
        FileHandle.standardError.write(Data("timecircuits: trace \(line)\n".utf8))
    }
}
