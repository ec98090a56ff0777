// A second X client that watches clocks from outside, for `make bench`: when a window's pixels
// change after a wall-clock edge, and how long a launched clock takes to show its first frame.
//
//   witness edges WINDOW PERIOD COUNT [X Y W H]   lateness (ms) of each change after a PERIOD edge
//   witness boot-edges WINDOW PHASE COUNT [X Y W H]
//                                                  the same for the whole seconds of the boot clock
//                                                  (CLOCK_BOOTTIME) that fall at PHASE (0…1) past a
//                                                  second: a countdown's own edges
//   witness launch X Y RRGGBB PROGRAM ARGS…       ms from spawn until pixel (X, Y) of its window is
//                                                  RRGGBB (or until it is mapped, for RRGGBB = any)
//   witness drag WINDOW W H RATE SECONDS           resizes WINDOW RATE times a second for SECONDS
//                                                  around W×H, one line a size: the wall-clock time
//                                                  (s) it was sent, and the size
//
// Built by make bench with swiftc against the package's CX11 module; not part of the product.
import CX11
import Foundation
import Glibc

func wallMilliseconds() -> Double { milliseconds(CLOCK_REALTIME) }

func milliseconds(_ clock: clockid_t) -> Double {
    var ts = timespec()
    clock_gettime(clock, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
}

/// A hash of a window's pixels in a rectangle, or nil when the window cannot be read.
func snapshot(_ dpy: OpaquePointer, _ window: Window, _ r: (x: Int32, y: Int32, w: UInt32, h: UInt32)) -> UInt64? {
    guard let img = XGetImage(dpy, window, r.x, r.y, r.w, r.h, UInt(bitPattern: -1), ZPixmap) else { return nil }
    defer { _ = img.pointee.f.destroy_image(img) }
    var hash: UInt64 = 1469598103934665603
    let bytes = Int(img.pointee.bytes_per_line) * Int(r.h)
    img.pointee.data.withMemoryRebound(to: UInt8.self, capacity: bytes) { p in
        for i in 0..<bytes { hash = (hash ^ UInt64(p[i])) &* 1099511628211 }
    }
    return hash
}

func sleepUntil(milliseconds t: Double, clock: clockid_t = CLOCK_REALTIME) {
    let s = (t / 1000).rounded(.down)
    var ts = timespec(tv_sec: Int(s), tv_nsec: Int((t / 1000 - s) * 1e9))
    while clock_nanosleep(clock, TIMER_ABSTIME, &ts, nil) == EINTR {}
}

/// Lateness of each change after COUNT edges of PERIOD seconds: sleep until 3 ms before an edge,
/// then poll until the pixels differ from just before it.
/// Edges are `phase` seconds past each whole PERIOD of `clock`.
func edges(_ dpy: OpaquePointer, window: Window, period: Double, count: Int, rect: (Int32, Int32, UInt32, UInt32),
           clock: clockid_t = CLOCK_REALTIME, phase: Double = 0) {
    let p = period * 1000, offset = phase * 1000
    var edge = (((milliseconds(clock) - offset) / p).rounded(.down) + 2) * p + offset
    for _ in 0..<count {
        sleepUntil(milliseconds: edge - 3, clock: clock)
        guard let before = snapshot(dpy, window, rect) else { print("unreadable"); return }
        var late: Double?
        while milliseconds(clock) < edge + p / 2 {
            if let now = snapshot(dpy, window, rect), now != before {
                late = milliseconds(clock) - edge
                break
            }
        }
        print(late.map { String(format: "%.3f", $0) } ?? "none")
        fflush(stdout)
        edge += p
    }
}

func topLevelNamed(_ dpy: OpaquePointer, pid: pid_t) -> Window? {
    var root: Window = 0, parent: Window = 0
    var kids: UnsafeMutablePointer<Window>?
    var n: UInt32 = 0
    guard XQueryTree(dpy, XDefaultRootWindow(dpy), &root, &parent, &kids, &n) != 0, let kids else { return nil }
    defer { XFree(kids) }
    let pidAtom = XInternAtom(dpy, "_NET_WM_PID", 0)
    for i in 0..<Int(n) {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(dpy, kids[i], &attributes) != 0, attributes.map_state == IsViewable else { continue }
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        if XGetWindowProperty(dpy, kids[i], pidAtom, 0, 1, 0, XA_CARDINAL, &type, &format, &items, &after, &data) == Success,
           let data, items == 1 {
            let owner = data.withMemoryRebound(to: Int.self, capacity: 1) { $0.pointee }
            XFree(data)
            if owner == Int(pid) { return kids[i] }
        } else if attributes.width > 20, !(attributes.override_redirect != 0) {
            // Clocks that set no _NET_WM_PID (xclock, dclock): the only other mapped top-level.
            return kids[i]
        }
    }
    return nil
}

func launch(_ dpy: OpaquePointer, x: Int32, y: Int32, colour: String, argv: [String]) {
    let start = wallMilliseconds()
    var pid: pid_t = 0
    let cArgs = argv.map { strdup($0) } + [nil]
    guard posix_spawnp(&pid, argv[0], nil, nil, cArgs, environ) == 0 else { print("cannot start \(argv[0])"); exit(1) }
    let want = UInt(colour, radix: 16)
    while wallMilliseconds() - start < 10_000 {
        if let w = topLevelNamed(dpy, pid: pid) {
            if let want {
                if let img = XGetImage(dpy, w, x, y, 1, 1, UInt(bitPattern: -1), ZPixmap) {
                    let px = img.pointee.f.get_pixel(img, 0, 0) & 0xFF_FFFF
                    _ = img.pointee.f.destroy_image(img)
                    if px == want { break }
                }
            } else {
                break
            }
        }
        usleep(500)
    }
    print(String(format: "%.1f", wallMilliseconds() - start))
    kill(pid, SIGTERM)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
}

/// A corner dragged: `window` resized `rate` times a second for `seconds`, on a fixed grid of the
/// wall clock, its size swinging ±10 % around `width`×`height` once every 1.5 s, proportions kept
/// (the clock face holds its aspect). Each size's line is printed once the server has taken it.
func drag(_ dpy: OpaquePointer, window: Window, width: Int, height: Int, rate: Double, seconds: Double) {
    let start = wallMilliseconds() + 100
    for i in 0..<Int(rate * seconds) {
        sleepUntil(milliseconds: start + Double(i) * 1000 / rate)
        let f = 1 + 0.1 * sin(2 * Double.pi * Double(i) / (rate * 1.5))
        let w = Int((Double(width) * f).rounded()), h = Int((Double(height) * f).rounded())
        let sent = wallMilliseconds()
        XResizeWindow(dpy, window, UInt32(w), UInt32(h))
        XSync(dpy, 0)
        print(String(format: "%.6f %dx%d", sent / 1000, w, h))
    }
    fflush(stdout)
}

XSetErrorHandler { _, _ in 0 }
guard let dpy = XOpenDisplay(nil) else { print("cannot open display"); exit(1) }
let args = CommandLine.arguments
switch args.dropFirst().first {
case "edges" where args.count >= 5, "boot-edges" where args.count >= 5:
    let window = Window(UInt(args[2].hasPrefix("0x") ? String(args[2].dropFirst(2)) : args[2], radix: args[2].hasPrefix("0x") ? 16 : 10)!)
    var attributes = XWindowAttributes()
    XGetWindowAttributes(dpy, window, &attributes)
    let rect = args.count >= 9
        ? (Int32(args[5])!, Int32(args[6])!, UInt32(args[7])!, UInt32(args[8])!)
        : (0, 0, UInt32(attributes.width), UInt32(attributes.height))
    if args[1] == "edges" {
        edges(dpy, window: window, period: Double(args[3])!, count: Int(args[4])!, rect: rect)
    } else {
        edges(dpy, window: window, period: 1, count: Int(args[4])!, rect: rect, clock: CLOCK_BOOTTIME, phase: Double(args[3])!)
    }
case "launch" where args.count >= 6:
    launch(dpy, x: Int32(args[2])!, y: Int32(args[3])!, colour: args[4], argv: Array(args[5...]))
case "drag" where args.count >= 7:
    let window = Window(UInt(args[2].hasPrefix("0x") ? String(args[2].dropFirst(2)) : args[2], radix: args[2].hasPrefix("0x") ? 16 : 10)!)
    drag(dpy, window: window, width: Int(args[3])!, height: Int(args[4])!, rate: Double(args[5])!, seconds: Double(args[6])!)
case "host" where args.count >= 6:
    // A black window, as xscreensaver makes for a hack: its id on stdout, then it stays until killed.
    let black = XBlackPixel(dpy, XDefaultScreen(dpy))
    let host = XCreateSimpleWindow(dpy, XDefaultRootWindow(dpy), Int32(args[2])!, Int32(args[3])!, UInt32(args[4])!,
                                   UInt32(args[5])!, 0, black, black)
    // Override-redirect, as a screensaver's window is: placed exactly where asked.
    var attributes = XSetWindowAttributes()
    attributes.override_redirect = 1
    XChangeWindowAttributes(dpy, host, UInt(CWOverrideRedirect), &attributes)
    XMapWindow(dpy, host)
    XSync(dpy, 0)
    print("0x" + String(host, radix: 16))
    fflush(stdout)
    while true { pause() }
default:
    print("usage: witness edges WINDOW PERIOD COUNT [X Y W H] | witness boot-edges WINDOW PHASE COUNT [X Y W H] | witness launch X Y RRGGBB|any PROGRAM ARGS… | witness drag WINDOW W H RATE SECONDS | witness host X Y W H")
    exit(64)
}
