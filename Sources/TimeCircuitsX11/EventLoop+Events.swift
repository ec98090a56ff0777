import CX11
import FoundationEssentials
import TimeCircuitsCore

/// The loop's first half: an X event as the model's input. The shell's only X-specific reading
/// of events lives here; whatever it returns goes to `ClockModel.handle`, and events only the
/// shell cares about (an Expose, a keyboard mapping) are dealt with here and return nil.
extension EventLoop {
    /// The model's input for an X event; nil for events that only the shell cares about.
    func translate(_ event: XEvent) -> ClockInput? {
        switch event.type {
        case Expose where event.xexpose.window != window.id:
            // The host's letterbox, uncovered.
            let e = event.xexpose
            window.host?.exposed(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height))
        case ConfigureNotify where event.xconfigure.window == window.host?.id:
            let e = event.xconfigure
            if let moved = window.host?.resized(width: Int(e.width), height: Int(e.height)) { window.place(moved) }
        case Expose:
            let e = event.xexpose
            exposedOnce = true
            presenter.expose(Rect(x: Double(e.x), y: Double(e.y), width: Double(e.width), height: Double(e.height)))
        case ConfigureNotify:
            let e = event.xconfigure
            guard e.window == window.id else { return nil }
            // A move changes no size, so no new tree: a screen reader's extents follow it here.
            if let accessibility = services.accessibility, accessibility.reading { accessibility.moved(to: window.rootOrigin) }
            window.width = Int(e.width)
            window.height = Int(e.height)
            return .resized(width: Int(e.width), height: Int(e.height))
        case MapNotify, UnmapNotify:
            return .mapped(event.type == MapNotify)
        case VisibilityNotify:
            return .obscured(event.xvisibility.state == VisibilityFullyObscured)
        case KeyPress:
            var key = event.xkey
            window.clipboard.userTime = key.time
            // The window's own bindings read the unshifted keysym, so Ctrl+Shift+Q still quits.
            let base = UInt32(truncatingIfNeeded: XLookupKeysym(&key, 0))
            let press = keyboard.lookup(&key)
            return .key(TimeCircuitsCore.KeyPress(baseKeysym: base, keysym: press.keysym,
                                                  modifiers: KeyBindings.Modifiers(rawValue: key.state), text: press.text))
        case ButtonPress, ButtonRelease:
            let e = event.xbutton
            window.clipboard.userTime = e.time
            return .pointer(.button(e.button, pressed: event.type == ButtonPress, at: Point(Double(e.x), Double(e.y)),
                                    root: Point(Double(e.x_root), Double(e.y_root))))
        case MotionNotify:
            // Only selected while the overlay or menu shows; drain a burst to its latest position.
            var e = event.xmotion
            var next = XEvent()
            while XCheckTypedWindowEvent(display.pointer, window.id, MotionNotify, &next) != 0 { e = next.xmotion }
            return .pointer(.motion(to: Point(Double(e.x), Double(e.y))))
        case MappingNotify:
            // Keyboard layouts change at run time (setxkbmap, xdotool typing characters the
            // layout lacks); without a refresh Xlib keeps translating with the old table.
            var e = event.xmapping
            XRefreshKeyboardMapping(&e)
        case FocusIn, FocusOut:
            keyboard.focusChanged(focused: event.type == FocusIn)
            // A screen reader reads the active window (AccessibleTree marks it so).
            return .focused(event.type == FocusIn)
        case ClientMessage:
            let e = event.xclient
            if e.message_type == display.atom("WM_PROTOCOLS"), Atom(e.data.l.0) == display.atom("WM_DELETE_WINDOW") {
                return .closeRequested
            }
        case SelectionRequest:
            window.clipboard.answer(event.xselectionrequest)
        case SelectionClear:
            window.clipboard.cleared(event.xselectionclear)
        case DestroyNotify:
            // The face's own window, or the host it lived in (the screensaver ended).
            let gone = event.xdestroywindow.window
            if gone == window.id || gone == window.host?.id { return .closeRequested }
        default:
            break
        }
        return nil
    }
}
