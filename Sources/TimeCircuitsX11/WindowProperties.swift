import CX11
import Glibc
import FoundationEssentials
import TimeCircuitsCore

/// The properties window managers, taskbars and `xprop` read.
extension ClockWindow {
    /// The title, in `WM_NAME` (Latin-1, for old window managers) and `_NET_WM_NAME` (UTF-8).
    static let title = "Time Circuits"
    /// `WM_CLASS` instance and class names: desktop files and window rules match on these.
    static let instanceName = "timecircuits"
    static let className = "TimeCircuits"

    /// Sets every property but the icon before mapping, so the window manager sees them when it
    /// first manages the window: ICCCM title, class, client machine, command and size hints in
    /// one `XSetWMProperties`, then the EWMH extras.
    func setProperties(geometry: WindowGeometry?) {
        let dpy = display.pointer
        var titleProperty = XTextProperty()
        Self.title.withCString { s in
            var list: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer(mutating: s)
            _ = XStringListToTextProperty(&list, 1, &titleProperty)
        }
        defer { XFree(titleProperty.value) }

        let hints = XAllocSizeHints()!
        defer { XFree(hints) }
        fillSizeHints(hints, geometry: geometry)

        let wmHints = XAllocWMHints()!
        defer { XFree(wmHints) }
        wmHints.pointee.flags = InputHint | StateHint
        wmHints.pointee.input = 1
        wmHints.pointee.initial_state = NormalState

        let classHint = XAllocClassHint()!
        defer { XFree(classHint) }
        Self.instanceName.withCString { instance in
            Self.className.withCString { cls in
                classHint.pointee.res_name = UnsafeMutablePointer(mutating: instance)
                classHint.pointee.res_class = UnsafeMutablePointer(mutating: cls)
                // Also sets WM_CLIENT_MACHINE (from gethostname) and WM_COMMAND.
                var iconNameProperty = titleProperty
                XSetWMProperties(dpy, id, &titleProperty, &iconNameProperty,
                                 CommandLine.unsafeArgv, CommandLine.argc, hints, wmHints, classHint)
            }
        }

        let utf8 = display.atom("UTF8_STRING")
        setUTF8(display.atom("_NET_WM_NAME"), Self.title, type: utf8)
        setUTF8(display.atom("_NET_WM_ICON_NAME"), Self.title, type: utf8)
        setLongs(display.atom("_NET_WM_PID"), XA_CARDINAL, [Int(getpid())])
        setLongs(display.atom("_NET_WM_WINDOW_TYPE"), XA_ATOM, [Int(display.atom("_NET_WM_WINDOW_TYPE_NORMAL"))])

        // Closing from the title bar must be a clean exit, not the server killing the client.
        var protocols = [display.atom("WM_DELETE_WINDOW")]
        XSetWMProtocols(dpy, id, &protocols, 1)
    }

    /// `_NET_WM_ICON`: set after the first frame shows, since rendering it would delay that frame
    /// (window managers and taskbars pick it up when it changes).
    func setIcon(_ icon: [Int]) {
        setLongs(display.atom("_NET_WM_ICON"), XA_CARDINAL, icon)
    }

    /// `WM_NORMAL_HINTS`: a minimum size and min = max aspect equal to the face's, so window
    /// managers that honour hints keep the shape while the user drags. A user-given geometry is
    /// flagged US* (the user asked for it) rather than P* (the program chose it); ICCCM says a
    /// window manager should respect the former.
    private func fillSizeHints(_ h: UnsafeMutablePointer<XSizeHints>, geometry: WindowGeometry?) {
        let rules = WindowSizing.sizeHints
        var flags = PMinSize | PAspect
        flags |= geometry?.width != nil ? USSize : PSize
        h.pointee.width = Int32(width)
        h.pointee.height = Int32(height)
        h.pointee.min_width = Int32(rules.minWidth)
        h.pointee.min_height = Int32(rules.minHeight)
        h.pointee.min_aspect.x = Int32(rules.aspectNumerator)
        h.pointee.min_aspect.y = Int32(rules.aspectDenominator)
        h.pointee.max_aspect = h.pointee.min_aspect
        if let geometry, let origin = geometry.origin(
            screenWidth: display.screenWidth, screenHeight: display.screenHeight,
            windowWidth: width, windowHeight: height) {
            flags |= USPosition | PWinGravity
            h.pointee.x = Int32(origin.x)
            h.pointee.y = Int32(origin.y)
            h.pointee.win_gravity = switch geometry.gravity {
            case .northWest: NorthWestGravity
            case .northEast: NorthEastGravity
            case .southWest: SouthWestGravity
            case .southEast: SouthEastGravity
            }
        }
        h.pointee.flags = flags
    }

    /// The face's aspect in `WM_NORMAL_HINTS`, or none: the clock face keeps its shape while the
    /// user drags a corner, the big-digit faces follow whatever shape the window is given. Only
    /// the hints change; the window keeps its size until the user resizes it (no jump on a
    /// switch of faces), and the clock face shows inside a window of another shape with chassis
    /// margins until then.
    func lockAspect(_ locked: Bool) {
        guard host == nil, locked != aspectLocked else { return }
        aspectLocked = locked
        let h = XAllocSizeHints()!
        defer { XFree(h) }
        let rules = WindowSizing.sizeHints
        h.pointee.flags = PMinSize | (locked ? PAspect : 0)
        h.pointee.min_width = Int32(rules.minWidth)
        h.pointee.min_height = Int32(rules.minHeight)
        h.pointee.min_aspect.x = Int32(rules.aspectNumerator)
        h.pointee.min_aspect.y = Int32(rules.aspectDenominator)
        h.pointee.max_aspect = h.pointee.min_aspect
        XSetWMNormalHints(display.pointer, id, h)
    }

    private func setUTF8(_ property: Atom, _ text: String, type: Atom) {
        let bytes = Array(text.utf8)
        XChangeProperty(display.pointer, id, property, type, 8, PropModeReplace, bytes, Int32(bytes.count))
    }
}
