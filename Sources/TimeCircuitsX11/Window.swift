import CX11
import TimeCircuitsCore

/// The clock's top-level X window.
final class ClockWindow {
    let display: DisplayConnection
    let id: Window
    /// The window's current size, as the last ConfigureNotify reported it.
    var width: Int
    /// Whether `WM_NORMAL_HINTS` holds the clock face's aspect (`lockAspect`).
    var aspectLocked = true
    var height: Int
    /// The window it was made in when the clock paints into another program's window or the
    /// root window; nil for the clock's own top-level window.
    let host: HostWindow?
    /// The CLIPBOARD, while plan mode's Ctrl+C has put a line on it.
    private(set) lazy var clipboard = ClipboardSelection(display: display, window: id)

    /// The events the loop always handles: exposure, size and map changes, visibility (to stop
    /// painting while covered), keys, focus (for the input method) and clicks (the menu).
    static let eventMask = ExposureMask | StructureNotifyMask | VisibilityChangeMask | KeyPressMask
        | FocusChangeMask | ButtonPressMask | ButtonReleaseMask

    /// The events of a window inside a host: it takes no keyboard or pointer input, so keys and
    /// clicks reach the host (the screensaver wakes on them).
    static let hostedEventMask = ExposureMask | StructureNotifyMask | VisibilityChangeMask

    init(display: DisplayConnection, width: Int, height: Int, origin: (x: Int, y: Int)?, host: HostWindow? = nil) {
        self.display = display
        self.width = width
        self.height = height
        self.host = host
        var attributes = XSetWindowAttributes()
        // No background: the server must never clear the window before an Expose reaches us,
        // or every uncover and resize would flash. Everything visible comes from the back buffer.
        attributes.background_pixmap = Pixmap(None)
        // On resize the server keeps the old picture centred, as the face is, and exposes only
        // the newly revealed edges until the relayout lands.
        attributes.bit_gravity = CenterGravity
        attributes.event_mask = host == nil ? ClockWindow.eventMask : ClockWindow.hostedEventMask
        // In the root window no window manager may frame or move it: it is the background.
        attributes.override_redirect = host?.isRoot == true ? 1 : 0
        let mask = UInt(CWBackPixmap | CWBitGravity | CWEventMask | CWOverrideRedirect)
        id = XCreateWindow(
            display.pointer, host?.id ?? display.root, Int32(origin?.x ?? 0), Int32(origin?.y ?? 0),
            UInt32(width), UInt32(height), 0, display.defaultDepth, UInt32(InputOutput),
            display.defaultVisual, mask, &attributes)
    }

    deinit { XDestroyWindow(display.pointer, id) }

    func map() {
        XMapWindow(display.pointer, id)
        // In the root window, under every other window: the desktop's background.
        if host?.isRoot == true { XLowerWindow(display.pointer, id) }
    }

    /// Chooses the events delivered: the fixed mask, pointer motion while something follows the
    /// pointer, and whatever the input method asks for.
    func selectInput(pointerMotion: Bool, extra: Int) {
        guard host == nil else { return }
        XSelectInput(display.pointer, id, Self.eventMask | (pointerMotion ? PointerMotionMask : 0) | extra)
    }

    /// Moves the face's window in its host (the host resized, or the face drifted).
    func place(_ p: HostedPlacement) {
        XMoveResizeWindow(display.pointer, id, Int32(p.x), Int32(p.y), UInt32(p.width), UInt32(p.height))
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
