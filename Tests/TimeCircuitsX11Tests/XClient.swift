import CX11
import Foundation

/// The test's own connection to the server, for looking at the clock's window the way a window
/// manager or a screenshot tool would: XQueryTree, XGetWindowProperty, XGetImage.
final class XClient {
    let dpy: OpaquePointer
    let root: Window

    init(display: String) throws {
        guard let d = XOpenDisplay(display) else { throw XvfbError(message: "test cannot open \(display)") }
        dpy = d
        root = XDefaultRootWindow(d)
        // The clock's window may vanish between a query and the next request; a test must see
        // that as "not there", not have Xlib's default handler exit the test process.
        XSetErrorHandler { _, _ in 0 }
    }

    deinit { XCloseDisplay(dpy) }

    func atom(_ name: String) -> Atom { XInternAtom(dpy, name, 0) }

    /// A property's raw value: type, format, and items (bytes for format 8, C longs for 32).
    struct Property {
        var type: Atom
        var format: Int32
        var bytes: [UInt8]
        var longs: [Int]
        var string: String { String(decoding: bytes, as: UTF8.self) }
    }

    func property(_ window: Window, _ name: String) -> Property? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(dpy, window, atom(name), 0, 1 << 24, 0, Atom(AnyPropertyType),
                                        &type, &format, &count, &after, &data)
        guard status == Success, type != 0, let data else { return nil }
        defer { XFree(data) }
        var p = Property(type: type, format: format, bytes: [], longs: [])
        switch format {
        case 8: p.bytes = Array(UnsafeBufferPointer(start: data, count: Int(count)))
        case 32: p.longs = data.withMemoryRebound(to: Int.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
        default: break
        }
        return p
    }

    /// The top-level window whose `_NET_WM_PID` is `pid`.
    func window(pid: Int32) -> Window? {
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var n: UInt32 = 0
        guard XQueryTree(dpy, root, &rootReturn, &parent, &children, &n) != 0, let children else { return nil }
        defer { XFree(children) }
        for i in 0..<Int(n) where property(children[i], "_NET_WM_PID")?.longs.first == Int(pid) {
            return children[i]
        }
        return nil
    }

    func attributes(_ window: Window) -> XWindowAttributes? {
        var a = XWindowAttributes()
        return XGetWindowAttributes(dpy, window, &a) != 0 ? a : nil
    }

    func isViewable(_ window: Window) -> Bool { attributes(window)?.map_state == IsViewable }

    /// The window's pixels as 0xRRGGBB, row-major; nil if it cannot be read (not viewable, or
    /// a visual this helper does not handle).
    /// The pixels of a small rectangle of `window`, row by row: one quick round trip, for watching
    /// a patch around an edge.
    func patch(_ window: Window, x: Int32, y: Int32, width: UInt32, height: UInt32) -> [UInt32]? {
        guard let img = XGetImage(dpy, window, x, y, width, height, UInt(bitPattern: -1), ZPixmap) else { return nil }
        defer { _ = img.pointee.f.destroy_image(img) }
        return (0..<Int32(height)).flatMap { py in (0..<Int32(width)).map { px in UInt32(truncatingIfNeeded: img.pointee.f.get_pixel(img, px, py)) } }
    }

    func screenshot(_ window: Window) -> Screenshot? {
        guard let a = attributes(window), a.map_state == IsViewable,
              let img = XGetImage(dpy, window, 0, 0, UInt32(a.width), UInt32(a.height), UInt(bitPattern: -1), ZPixmap)
        else { return nil }
        defer { _ = img.pointee.f.destroy_image(img) }
        let i = img.pointee
        guard i.bits_per_pixel == 32, i.red_mask == 0xFF0000, i.green_mask == 0xFF00, i.blue_mask == 0xFF,
              i.byte_order == LSBFirst else { return nil }
        let w = Int(i.width), h = Int(i.height), stride = Int(i.bytes_per_line)
        var pixels = [UInt32](repeating: 0, count: w * h)
        let raw = UnsafeRawPointer(i.data!)
        for y in 0..<h {
            for x in 0..<w {
                pixels[y * w + x] = raw.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self) & 0xFF_FFFF
            }
        }
        return Screenshot(width: w, height: h, pixels: pixels)
    }

    func resize(_ window: Window, width: Int, height: Int) {
        XResizeWindow(dpy, window, UInt32(width), UInt32(height))
        XSync(dpy, 0)
    }

    /// What a window manager sends when the user clicks the close button.
    func sendDeleteWindow(_ window: Window) {
        var e = XEvent()
        e.xclient.type = ClientMessage
        e.xclient.window = window
        e.xclient.message_type = atom("WM_PROTOCOLS")
        e.xclient.format = 32
        e.xclient.data.l.0 = Int(atom("WM_DELETE_WINDOW"))
        e.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(dpy, window, 0, NoEventMask, &e)
        XSync(dpy, 0)
    }

    /// Puts `keysym` on a keycode the keymap leaves empty, as a national layout has it on a key
    /// of its own. (xdotool types such characters by remapping a key for each press and
    /// restoring it at once, which races with the client reading the new mapping.)
    func addToKeymap(_ keysym: KeySym) {
        var minCode: Int32 = 0, maxCode: Int32 = 0
        XDisplayKeycodes(dpy, &minCode, &maxCode)
        var perCode: Int32 = 0
        guard let map = XGetKeyboardMapping(dpy, KeyCode(minCode), maxCode - minCode + 1, &perCode) else { return }
        defer { XFree(map) }
        for code in (minCode...maxCode).reversed() {
            let base = Int(code - minCode) * Int(perCode)
            guard (0..<Int(perCode)).allSatisfy({ map[base + $0] == 0 }) else { continue }
            var syms = [keysym]
            XChangeKeyboardMapping(dpy, code, 1, &syms, 1)
            XSync(dpy, 0)
            return
        }
    }

    /// A key press as the server would deliver it to the focused window.
    func sendKey(_ window: Window, keysym: UInt, state: UInt32) {
        var e = XEvent()
        e.xkey.type = KeyPress
        e.xkey.display = dpy
        e.xkey.window = window
        e.xkey.root = root
        e.xkey.same_screen = 1
        e.xkey.state = state
        e.xkey.keycode = UInt32(XKeysymToKeycode(dpy, KeySym(keysym)))
        XSendEvent(dpy, window, 1, KeyPressMask, &e)
        XSync(dpy, 0)
    }
}

/// Pixels as 0xRRGGBB, row-major.
struct Screenshot: Equatable {
    let width: Int
    let height: Int
    let pixels: [UInt32]

    func pixel(_ x: Int, _ y: Int) -> UInt32 { pixels[y * width + x] }

    /// The pixels as a binary PPM, to look at a failure.
    func writePPM(to path: String) throws {
        var data = Data("P6\n\(width) \(height)\n255\n".utf8)
        for p in pixels { data += [UInt8((p >> 16) & 0xFF), UInt8((p >> 8) & 0xFF), UInt8(p & 0xFF)] }
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// The `w`×`h` region at (`x`, `y`).
    func crop(x: Int, y: Int, width w: Int, height h: Int) -> Screenshot {
        var out: [UInt32] = []
        out.reserveCapacity(w * h)
        for row in y..<(y + h) { out += pixels[(row * width + x)..<(row * width + x + w)] }
        return Screenshot(width: w, height: h, pixels: out)
    }

    /// How two pictures of one size differ: differing pixels, the largest channel difference,
    /// and the bounding box of the differences.
    struct Difference: CustomStringConvertible {
        var count = 0
        var maxChannel = 0
        var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
        var points: [(Int, Int)] = []
        var description: String {
            "\(count) pixels differ, max channel difference \(maxChannel), box \(box.map { "\($0)" } ?? "none")"
        }
    }

    func difference(from other: Screenshot) -> Difference {
        precondition(width == other.width && height == other.height)
        var d = Difference()
        for y in 0..<height {
            for x in 0..<width {
                let a = pixel(x, y), b = other.pixel(x, y)
                guard a != b else { continue }
                d.count += 1
                d.points.append((x, y))
                for shift in [0, 8, 16] as [UInt32] {
                    d.maxChannel = max(d.maxChannel, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
                }
                if let b = d.box {
                    d.box = (min(b.x0, x), min(b.y0, y), max(b.x1, x), max(b.y1, y))
                } else {
                    d.box = (x, y, x, y)
                }
            }
        }
        return d
    }
}
