import CX11
import TimeCircuitsCore

/// The window behaviours a user switches (borderless, on top, on all desktops), spoken to the
/// window manager in its own terms: properties set before the window is mapped, client messages
/// to the root window after (EWMH: the manager owns `_NET_WM_STATE` once the window is managed).
extension ClockWindow {
    /// Sets every behaviour in `enabled` before the first map.
    func setInitialBehaviour(_ enabled: Set<WindowToggle>) {
        let desktop = enabled.contains(.desktop)
        if enabled.contains(.borderless) || desktop { setMotifDecorations(false) }
        var states: [String] = []
        // A desktop widget is below everything; "on top" would contradict it, and below wins.
        if enabled.contains(.onTop) && !desktop { states.append("_NET_WM_STATE_ABOVE") }
        if enabled.contains(.allDesktops) || desktop {
            states.append("_NET_WM_STATE_STICKY")
            setLongs(display.atom("_NET_WM_DESKTOP"), XA_CARDINAL, [Self.allDesktops])
        }
        if desktop { states += Self.desktopStates }
        if !states.isEmpty { setLongs(display.atom("_NET_WM_STATE"), XA_ATOM, states.map { Int(display.atom($0)) }) }
    }

    /// The EWMH states of a desktop widget besides sticky.
    static let desktopStates = ["_NET_WM_STATE_BELOW", "_NET_WM_STATE_SKIP_TASKBAR", "_NET_WM_STATE_SKIP_PAGER"]

    /// Puts a desktop widget under every other window. The window manager keeps it there by
    /// `_NET_WM_STATE_BELOW`; without one (a bare X server, a kiosk) nothing would, so the clock
    /// lowers itself whenever it is mapped or switched to the desktop.
    func lowerIfDesktop(_ enabled: Set<WindowToggle>) {
        if enabled.contains(.desktop) { XLowerWindow(display.pointer, id) }
    }

    /// Switches one behaviour while the window is up; `enabled` is every behaviour now on, since
    /// the desktop widget shares the frame and the desktops with borderless and all-desktops.
    func set(_ toggle: WindowToggle, on: Bool, enabled: Set<WindowToggle>) {
        switch toggle {
        case .desktop:
            let action = on ? NetWMState.add : NetWMState.remove
            sendState(action, display.atom("_NET_WM_STATE_BELOW"), display.atom("_NET_WM_STATE_SKIP_TASKBAR"))
            sendState(action, display.atom("_NET_WM_STATE_SKIP_PAGER"))
            if !enabled.contains(.allDesktops) {
                sendState(action, display.atom("_NET_WM_STATE_STICKY"))
                sendToRoot(display.atom("_NET_WM_DESKTOP"), [on ? Self.allDesktops : currentDesktop, NetWMState.sourceApplication])
            }
            if on, enabled.contains(.onTop) { sendState(NetWMState.remove, display.atom("_NET_WM_STATE_ABOVE")) }
            if !enabled.contains(.borderless) { setMotifDecorations(!on) }
            lowerIfDesktop(enabled)
        case .borderless:
            if !enabled.contains(.desktop) { setMotifDecorations(!on) }
        case .onTop:
            sendState(on ? NetWMState.add : NetWMState.remove, display.atom("_NET_WM_STATE_ABOVE"))
        case .allDesktops:
            sendState(on ? NetWMState.add : NetWMState.remove, display.atom("_NET_WM_STATE_STICKY"))
            sendToRoot(display.atom("_NET_WM_DESKTOP"), [on ? Self.allDesktops : currentDesktop, NetWMState.sourceApplication])
        }
    }

    /// Starts a window-manager move, as a title-bar drag would (`_NET_WM_MOVERESIZE`): how a
    /// borderless clock is moved. The implicit grab of the button press must be released first,
    /// or the manager cannot take the pointer.
    func beginMove(rootX: Int, rootY: Int, button: UInt32) {
        XUngrabPointer(display.pointer, UInt(CurrentTime))
        sendToRoot(display.atom("_NET_WM_MOVERESIZE"), [rootX, rootY, Self.moveResizeMove, Int(button), NetWMState.sourceApplication])
    }

    /// Raises the window and asks the window manager to give it the focus (`_NET_ACTIVE_WINDOW`),
    /// as a second launch on this display asks. The request stands for the user's own action (they
    /// launched the clock again), which EWMH marks as a pager's (source 2), so managers with focus
    /// stealing prevention honour it. Without a manager the raise alone brings it to the top.
    func activate(enabled: Set<WindowToggle>) {
        // A desktop widget is focused where it lies, never raised over the windows above it.
        if enabled.contains(.desktop) { XMapWindow(display.pointer, id) } else { XMapRaised(display.pointer, id) }
        sendToRoot(display.atom("_NET_ACTIVE_WINDOW"), [Self.sourcePager, Int(CurrentTime), 0])
    }

    /// Where the window is, as the settings file remembers it: the outer corner of the manager's
    /// frame (from `_NET_FRAME_EXTENTS`), which is what north-west gravity places on the next
    /// launch, so the window does not creep down by a title bar each time.
    var frame: WindowFrame {
        // A face in a host is placed by it and remembers nothing (and its host may be gone).
        guard host == nil else { return WindowFrame(x: 0, y: 0, width: 0, height: 0) }
        let (x, y) = rootOrigin
        let extents = longs(display.atom("_NET_FRAME_EXTENTS"))
        let left = extents.count == 4 ? extents[0] : 0, top = extents.count == 4 ? extents[2] : 0
        return WindowFrame(x: x - left, y: y - top, width: width, height: height)
    }

    /// Where the window's own top-left pixel is on the screen (inside any frame the manager
    /// draws), for what is given in screen coordinates: a screen reader's extents.
    var rootOrigin: (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display.pointer, id, display.root, 0, 0, &x, &y, &child)
        return (Int(x), Int(y))
    }

    // MARK: Protocol details

    /// `_NET_WM_DESKTOP` for "every desktop".
    static let allDesktops = 0xFFFF_FFFF
    /// EWMH source indication for a request made on the user's direct behalf.
    static let sourcePager = 2
    /// `_NET_WM_MOVERESIZE` direction for a keyboard-less move.
    static let moveResizeMove = 8
    /// `_MOTIF_WM_HINTS`: flags, functions, decorations, input mode, status; flag 2 says the
    /// decorations field is meant.
    static let motifDecorationsFlag = 2

    private var currentDesktop: Int {
        let value = XRootWindow(display.pointer, display.screen)
        return longs(display.atom("_NET_CURRENT_DESKTOP"), of: value).first ?? 0
    }

    private func setMotifDecorations(_ decorated: Bool) {
        let hints = display.atom("_MOTIF_WM_HINTS")
        setLongs(hints, hints, [Self.motifDecorationsFlag, 0, decorated ? 1 : 0, 0, 0])
    }

    /// One `_NET_WM_STATE` request: EWMH lets it carry two properties at once.
    func sendState(_ action: Int, _ state: Atom, _ second: Atom = 0) {
        sendToRoot(display.atom("_NET_WM_STATE"), [action, Int(state), Int(second), NetWMState.sourceApplication])
    }

    func sendToRoot(_ type: Atom, _ data: [Int]) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = id
        event.xclient.message_type = type
        event.xclient.format = 32
        withUnsafeMutableBytes(of: &event.xclient.data.l) { raw in
            let slots = raw.bindMemory(to: Int.self)
            for (i, v) in data.prefix(5).enumerated() { slots[i] = v }
        }
        XSendEvent(display.pointer, display.root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
    }

    /// A format-32 property (CARDINAL, ATOM…); Xlib's API takes format-32 items as C longs.
    func setLongs(_ property: Atom, _ type: Atom, _ values: [Int]) {
        values.withUnsafeBytes { raw in
            _ = XChangeProperty(display.pointer, id, property, type, 32, PropModeReplace,
                                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(values.count))
        }
    }

    /// A format-32 property's items (C longs), or [] when it is not set.
    private func longs(_ property: Atom, of window: Window? = nil) -> [Int] {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display.pointer, window ?? id, property, 0, 16, 0, Atom(AnyPropertyType),
                                 &type, &format, &count, &after, &data) == Success, let data else { return [] }
        defer { XFree(data) }
        guard format == 32 else { return [] }
        return data.withMemoryRebound(to: Int.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
    }
}
