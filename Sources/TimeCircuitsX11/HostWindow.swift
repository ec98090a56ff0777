import CX11
import TimeCircuitsCore

/// A window the clock paints into but does not own: an xscreensaver hack's window
/// (`$XSCREENSAVER_WINDOW`, `--window-id`) or the root window (`--root`, one monitor of it with
/// `--monitor`).
///
/// The face is not drawn on the host itself but in a child window the clock makes inside it,
/// placed by `HostedPlacement`: so the whole paint path (back buffer, colon sprites, minute made
/// ahead) is the window's, unchanged, at the same costs; a drift is an `XMoveWindow`, which the
/// server does by copying pixels, not a repaint; and when the host goes (the screensaver ends),
/// the child goes with it and the clock sees its DestroyNotify. In the root window the child is
/// override-redirect, so no window manager frames it, and lowered under every other window: it
/// is the desktop's background.
final class HostWindow {
    let display: DisplayConnection
    let id: Window
    let kind: ClockApplication.Host
    let drift: Bool
    /// The host's part the face is placed in, in the host's pixels: all of it, or one monitor.
    private(set) var area: Rect
    /// The minute the placement was last worked out for (only a drifting face moves with it).
    private var minute = 0

    /// Opens `kind` on `display`; throws when there is no such window or monitor.
    init(display: DisplayConnection, kind: ClockApplication.Host, drift: Bool, minute: Int) throws(DisplayError) {
        self.display = display
        self.kind = kind
        self.drift = drift
        self.minute = minute
        switch kind {
        case .window(let window):
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(display.pointer, window, &attributes) != 0 else {
                throw DisplayError("there is no window \(Self.hex(window)) on display \"\(display.name)\"")
            }
            id = window
            area = Rect(x: 0, y: 0, width: Double(attributes.width), height: Double(attributes.height))
            // Its size (the hack's window follows the screen or the settings dialog's preview) and
            // its end. Never keys or buttons: those are the screensaver's, to wake it.
            XSelectInput(display.pointer, window, StructureNotifyMask | ExposureMask)
        case .root(let monitor):
            id = display.root
            let monitors = display.monitors
            if let monitor {
                guard monitors.indices.contains(monitor) else {
                    throw DisplayError("there is no monitor \(monitor) on display \"\(display.name)\": it has \(monitors.count) (0 to \(monitors.count - 1))")
                }
                area = monitors[monitor]
            } else {
                area = Rect(x: 0, y: 0, width: Double(display.screenWidth), height: Double(display.screenHeight))
            }
            XSelectInput(display.pointer, display.root, StructureNotifyMask)
        }
    }

    /// Whether the host is the root window.
    var isRoot: Bool { if case .root = kind { true } else { false } }

    /// Where the face's window goes now.
    var placement: HostedPlacement {
        let p = HostedPlacement(hostWidth: Int(area.width), hostHeight: Int(area.height), drift: drift, minute: minute)
        return HostedPlacement(x: p.x + Int(area.x), y: p.y + Int(area.y), width: p.width, height: p.height)
    }

    /// The host changed size (a ConfigureNotify about it): the new placement when it moves the
    /// face, else nil.
    func resized(width: Int, height: Int) -> HostedPlacement? {
        let before = placement
        switch kind {
        case .window: area = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        case .root(let monitor):
            // A monitor's place comes from RandR, asked again; the whole screen is the root's size.
            if let monitor, display.monitors.indices.contains(monitor) { area = display.monitors[monitor] } else if monitor == nil {
                area = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
            }
        }
        return placement == before ? nil : placement
    }

    /// A new wall-clock minute: the drifting face's next place, or nil when it stays.
    func minuteChanged(to minute: Int) -> HostedPlacement? {
        guard drift, minute != self.minute else { return nil }
        let before = placement
        self.minute = minute
        return placement == before ? nil : placement
    }

    /// Paints the host's exposed part black: the hack's letterbox. The face's own window is a
    /// child, so the fill (clipped by children) never touches it. The root keeps its own
    /// background.
    func exposed(x: Int, y: Int, width: Int, height: Int) {
        guard !isRoot else { return }
        let gc = XCreateGC(display.pointer, id, 0, nil)
        defer { XFreeGC(display.pointer, gc) }
        XSetForeground(display.pointer, gc, XBlackPixel(display.pointer, display.screen))
        XFillRectangle(display.pointer, id, gc, Int32(x), Int32(y), UInt32(width), UInt32(height))
    }

    /// `0x1e00007`, as xwininfo and xscreensaver print window ids.
    static func hex(_ window: Window) -> String { "0x" + String(window, radix: 16) }
}
