import CX11
import Glibc
import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsServices
import TimeCircuitsStorage

/// A failure to reach the X server, reported by the command line as one line and status 1.
public struct DisplayError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    /// The one line for a display that cannot be opened.
    public static func cannotOpen(_ name: String) -> DisplayError {
        DisplayError("cannot open display \"\(name)\" — is an X server running? Set DISPLAY or pass --display")
    }
}

/// The connection to the X server: opened once, owned by the event loop, closed on deinit.
///
/// Every Xlib call that needs the `Display *` goes through `pointer`; atoms are interned once
/// and cached, since each `XInternAtom` is a round trip.
final class DisplayConnection {
    let pointer: OpaquePointer
    let screen: Int32
    let root: Window
    /// The socket to the server, for `poll()`.
    let fileDescriptor: Int32
    /// The name the connection was made to, as `DISPLAY` spells it.
    let name: String
    private var atoms: [String: Atom] = [:]

    /// Stderr prefix for the two Xlib error handlers, which are C function pointers and cannot
    /// capture the command line's own name.
    static let messagePrefix = "timecircuits: "

    init(name requested: String?) throws(DisplayError) {
        // Xlib reads DISPLAY itself when given nil; XDisplayName reports what it will try.
        let shown = requested ?? String(cString: XDisplayName(nil))
        guard let dpy = requested.map({ XOpenDisplay($0) }) ?? XOpenDisplay(nil) else {
            throw .cannotOpen(shown)
        }
        pointer = dpy
        name = String(cString: XDisplayString(dpy))
        screen = XDefaultScreen(dpy)
        root = XRootWindow(dpy, screen)
        fileDescriptor = XConnectionNumber(dpy)
        // A lost server (killed, crashed, network gone) reaches Xlib as an I/O error; its default
        // handler prints several lines and exits. One line and status 1 is what a user can read.
        XSetIOErrorHandler { dpy in
            let name = dpy.map { String(cString: XDisplayString($0)) } ?? "?"
            StandardError.write("\(DisplayConnection.messagePrefix)lost the connection to the X server on \"\(name)\"\n")
            exit(1)
        }
        // Protocol errors (a window destroyed under us, say) are not fatal to a clock: log one
        // line and keep running instead of Xlib's default, which exits.
        XSetErrorHandler { dpy, event in
            guard let dpy, let e = event?.pointee else { return 0 }
            DisplayConnection.report(e, on: dpy)
            return 0
        }
    }

    /// One line on stderr for a protocol error.
    static func report(_ e: XErrorEvent, on dpy: OpaquePointer) {
        var text = [CChar](repeating: 0, count: 256)
        XGetErrorText(dpy, Int32(e.error_code), &text, Int32(text.count))
        StandardError.write(
            "\(messagePrefix)X error: \(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) (request \(e.request_code).\(e.minor_code))\n")
    }

    deinit { XCloseDisplay(pointer) }

    /// For a face in another program's window: errors about windows and drawables that went away
    /// are that program's ending (the screensaver closing its window between two of our
    /// requests), not something to report. Others are still said in one line.
    func quietAboutVanishedWindows() {
        XSetErrorHandler { dpy, event in
            guard let dpy, let e = event?.pointee else { return 0 }
            if ![BadWindow, BadDrawable, BadMatch].contains(Int32(e.error_code)) { DisplayConnection.report(e, on: dpy) }
            return 0
        }
    }

    /// The atom for `name`, interned on first use.
    func atom(_ name: String) -> Atom {
        if let a = atoms[name] { return a }
        let a = XInternAtom(pointer, name, 0)
        atoms[name] = a
        return a
    }

    var defaultVisual: UnsafeMutablePointer<Visual> { XDefaultVisual(pointer, screen) }
    var defaultDepth: Int32 { XDefaultDepth(pointer, screen) }
    var screenWidth: Int { Int(XDisplayWidth(pointer, screen)) }
    var screenHeight: Int { Int(XDisplayHeight(pointer, screen)) }

    /// The monitors, in root-window pixels, from RandR 1.5; the whole screen when the server has
    /// no RandR (Xvfb without it, old servers).
    var monitors: [Rect] {
        var base: Int32 = 0, error: Int32 = 0, count: Int32 = 0
        let screenRect = Rect(x: 0, y: 0, width: Double(screenWidth), height: Double(screenHeight))
        guard XRRQueryExtension(pointer, &base, &error) != 0,
              let list = XRRGetMonitors(pointer, root, 1, &count) else { return [screenRect] }
        defer { XRRFreeMonitors(list) }
        let found = (0..<Int(count)).map { i in
            Rect(x: Double(list[i].x), y: Double(list[i].y), width: Double(list[i].width), height: Double(list[i].height))
        }.filter { $0.width > 0 && $0.height > 0 }
        return found.isEmpty ? [screenRect] : found
    }

    /// The `RESOURCE_MANAGER` string (what `xrdb -query` prints), or "" when none is set.
    var resourceString: String {
        XResourceManagerString(pointer).map { String(cString: $0) } ?? ""
    }

    /// Events waiting: those already in Xlib's queue, and with `reading` also those in the
    /// socket. Queued events must be handled before sleeping in `poll()`: they do not make the
    /// socket readable again, so a loop that polls first can sleep on work it holds. Reading an
    /// idle socket is a wasted system call at every tick, so the loop reads it only when `poll()`
    /// said it holds something.
    func queued(reading: Bool) -> Int32 { XEventsQueued(pointer, reading ? QueuedAfterReading : QueuedAlready) }

    func flush() { XFlush(pointer) }

    /// Sends what is queued and waits until the server has carried it out.
    func sync() { XSync(pointer, 0) }
}

extension DisplayConnection {
    /// The X bell, for the sounders when no sound can be played at all.
    var bell: Bell {
        Bell(name: "the X bell") { [self] in
            XBell(pointer, 0)
            XFlush(pointer)
        }
    }
}
