import CX11
import TimeCircuitsCore

/// The clock's top-level X window.
final class ClockWindow {
    let display: DisplayConnection
    let id: Window
    /// The window's current size, as the last ConfigureNotify reported it.
    var width: Int
    var height: Int

    /// The events the loop always handles: exposure, size and map changes, visibility (to stop
    /// painting while covered), keys, focus (for the input method) and clicks (the menu).
    static let eventMask = ExposureMask | StructureNotifyMask | VisibilityChangeMask | KeyPressMask
        | FocusChangeMask | ButtonPressMask | ButtonReleaseMask

    init(display: DisplayConnection, width: Int, height: Int, origin: (x: Int, y: Int)?) {
        self.display = display
        self.width = width
        self.height = height
        var attributes = XSetWindowAttributes()
        // No background: the server must never clear the window before an Expose reaches us,
        // or every uncover and resize would flash. Everything visible comes from the back buffer.
        attributes.background_pixmap = Pixmap(None)
        // On resize the server keeps the old picture centred, as the face is, and exposes only
        // the newly revealed edges until the relayout lands.
        attributes.bit_gravity = CenterGravity
        attributes.event_mask = ClockWindow.eventMask
        let mask = UInt(CWBackPixmap | CWBitGravity | CWEventMask)
        id = XCreateWindow(
            display.pointer, display.root, Int32(origin?.x ?? 0), Int32(origin?.y ?? 0),
            UInt32(width), UInt32(height), 0, display.defaultDepth, UInt32(InputOutput),
            display.defaultVisual, mask, &attributes)
    }

    deinit { XDestroyWindow(display.pointer, id) }

    func map() { XMapWindow(display.pointer, id) }

    /// Chooses the events delivered: the fixed mask, pointer motion while something follows the
    /// pointer, and whatever the input method asks for.
    func selectInput(pointerMotion: Bool, extra: Int) {
        XSelectInput(display.pointer, id, Self.eventMask | (pointerMotion ? PointerMotionMask : 0) | extra)
    }

    /// Asks the window manager to toggle fullscreen (EWMH `_NET_WM_STATE`). Without a window
    /// manager nobody answers, and the window stays as it is.
    func toggleFullscreen() {
        sendState(NetWMState.toggle, display.atom("_NET_WM_STATE_FULLSCREEN"))
    }

    /// EWMH `_NET_WM_STATE` client-message numbers.
    enum NetWMState {
        static let remove = 0
        static let add = 1
        static let toggle = 2
        /// "Source indication": a normal application, not a pager.
        static let sourceApplication = 1
    }
}
