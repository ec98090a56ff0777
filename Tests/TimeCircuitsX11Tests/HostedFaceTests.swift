import DesktopTestSupport
import CX11
import Foundation
import Testing
import TimeCircuitsCore
import TimeCircuitsRender

/// The clock on the desktop (issue 29): painted into a window another program made (an
/// xscreensaver hack), on the root window, and as a desktop widget below every window. A real
/// Xvfb, the real binary, and pixels compared with headless renders.
@Suite("Hack, root window and desktop widget", .serialized, .xvfb)
struct HostedFaceTests {
    var server: XvfbServer { XvfbServer.shared! }

    /// A window the test makes, as xscreensaver makes one for its hack: black, mapped.
    static func hostWindow(_ x: XClient, width: Int, height: Int) -> Window {
        let black = XBlackPixel(x.dpy, XDefaultScreen(x.dpy))
        let w = XCreateSimpleWindow(x.dpy, x.root, 0, 0, UInt32(width), UInt32(height), 0, black, black)
        XMapWindow(x.dpy, w)
        XSync(x.dpy, 0)
        return w
    }

    static func children(_ x: XClient, of window: Window) -> [Window] {
        var rootReturn: Window = 0, parent: Window = 0
        var list: UnsafeMutablePointer<Window>?
        var n: UInt32 = 0
        guard XQueryTree(x.dpy, window, &rootReturn, &parent, &list, &n) != 0, let list else { return [] }
        defer { XFree(list) }
        return Array(UnsafeBufferPointer(start: list, count: Int(n)))
    }

    /// The face at the frozen instant at `p`'s size, colon lit and dim.
    static func faces(_ p: HostedPlacement) -> [Screenshot] {
        [ColonClock.fullLevel, ColonClock.dimLevel].map { level in
            let content = FaceContent(cities: ClockHarness.defaultCities, at: ClockHarness.filmDate, colonLevel: level, zones: ShownZones(resolver: .system))
            return Screenshot(FaceRenderer.image(width: p.width, height: p.height, content: content))
        }
    }

    /// Waits until `window` shows the face at `p` (pixel for pixel its headless render) with
    /// black around it when `letterbox`.
    static func showsFace(_ x: XClient, in window: Window, at p: HostedPlacement, letterbox: Bool = true,
                          timeout: TimeInterval = Patience.seconds) -> Bool {
        let faces = faces(p)
        return eventually(timeout: timeout, interval: 0.05) { () -> Bool? in
            guard let shot = x.screenshot(window) else { return nil }
            guard faces.contains(shot.crop(x: p.x, y: p.y, width: p.width, height: p.height)) else { return nil }
            guard letterbox else { return true }
            let corners = [(0, 0), (shot.width - 1, shot.height - 1), (shot.width - 1, 0), (0, shot.height - 1)]
            let margins = corners.filter { c in !(p.x...(p.x + p.width - 1)).contains(c.0) || !(p.y...(p.y + p.height - 1)).contains(c.1) }
            return margins.allSatisfy { shot.pixel($0.0, $0.1) == 0 } ? true : nil
        } ?? false
    }

    static let frozen = ["--frozen-date", ClockHarness.film, "--no-animations"]

    @Test("--window-id: the face in the test's window, letterboxed on black, pixel for pixel its render; it follows a resize, takes no input, and exits quietly when the window goes")
    func paintsIntoAWindow() throws {
        let x = try XClient(display: server.name)
        let host = Self.hostWindow(x, width: 800, height: 600)
        let clock = try ClockProcess(["window", "--display", server.name, "--window-id", "0x" + String(host, radix: 16)] + Self.frozen)
        defer { _ = clock.stop() }
        let wide = HostedPlacement(hostWidth: 800, hostHeight: 600, drift: false, minute: 0)
        #expect(Self.showsFace(x, in: host, at: wide), "stderr: \(clock.stderr)")
        let inside = Self.children(x, of: host)
        #expect(inside.count == 1, "one window of the clock's, inside the host")
        #expect(x.window(pid: clock.pid) == nil, "no top-level window of its own")
        if let child = inside.first, let a = x.attributes(child) {
            #expect(a.all_event_masks & (KeyPressMask | ButtonPressMask | PointerMotionMask) == 0,
                    "keys and clicks are the screensaver's (they wake it)")
        }

        x.resize(host, width: 600, height: 800)
        let tall = HostedPlacement(hostWidth: 600, hostHeight: 800, drift: false, minute: 0)
        #expect(Self.showsFace(x, in: host, at: tall), "the face follows the host's new shape")

        XDestroyWindow(x.dpy, host)
        XSync(x.dpy, 0)
        #expect(clock.waitForExit() == 0, "the hack ends with its window")
        #expect(clock.stderr.isEmpty, "quietly: \(clock.stderr)")
    }

    @Test("$XSCREENSAVER_WINDOW, as xscreensaver sets it (decimal): the same hack")
    func screensaverVariable() throws {
        let x = try XClient(display: server.name)
        let host = Self.hostWindow(x, width: 640, height: 480)
        let clock = try ClockProcess(["--display", server.name] + Self.frozen,
                                     environment: ["XSCREENSAVER_WINDOW": String(host)])
        defer { _ = clock.stop() }
        #expect(Self.showsFace(x, in: host, at: HostedPlacement(hostWidth: 640, hostHeight: 480, drift: false, minute: 0)),
                "stderr: \(clock.stderr)")
        XDestroyWindow(x.dpy, host)
        XSync(x.dpy, 0)
        #expect(clock.waitForExit() == 0)
        #expect(clock.stderr.isEmpty, "\(clock.stderr)")
    }

    @Test("--drift: a smaller face, placed where the drift puts it for this minute")
    func drift() throws {
        let x = try XClient(display: server.name)
        let host = Self.hostWindow(x, width: 800, height: 600)
        defer { XDestroyWindow(x.dpy, host); XSync(x.dpy, 0) }
        let clock = try ClockProcess(["--display", server.name, "--window-id", String(host), "--drift"] + Self.frozen)
        defer { _ = clock.stop() }
        // The drift follows the real minute (the readouts are frozen, time is not).
        let found = eventually { () -> Bool? in
            let minute = Int((Date().timeIntervalSince1970 / 60).rounded(.down))
            let p = HostedPlacement(hostWidth: 800, hostHeight: 600, drift: true, minute: minute)
            return Self.showsFace(x, in: host, at: p, timeout: 0.5) ? true : nil
        }
        #expect(found == true, "stderr: \(clock.stderr)")
        let p = HostedPlacement(hostWidth: 800, hostHeight: 600, drift: true, minute: 0)
        #expect(p.width == Int((800 * HostedPlacement.driftScale).rounded()), "room to wander")
    }

    @Test("the drift walks the whole free space, a step a minute, never jumping")
    func driftPath() {
        var xs: Set<Int> = [], ys: Set<Int> = []
        var last = HostedPlacement(hostWidth: 1920, hostHeight: 1080, drift: true, minute: 0)
        for minute in 1...(2 * 37 * 23) {
            let p = HostedPlacement(hostWidth: 1920, hostHeight: 1080, drift: true, minute: minute)
            #expect(abs(p.x - last.x) <= (1920 - p.width) / HostedPlacement.driftPeriods.x + 1)
            #expect(abs(p.y - last.y) <= (1080 - p.height) / HostedPlacement.driftPeriods.y + 1)
            #expect(p.x >= 0 && p.y >= 0 && p.x + p.width <= 1920 && p.y + p.height <= 1080)
            xs.insert(p.x); ys.insert(p.y)
            last = p
        }
        #expect(xs.min() == 0 && xs.max() == 1920 - last.width, "from edge to edge")
        #expect(ys.min() == 0 && ys.max() == 1080 - last.height)
    }

    @Test("--root: the face on the root window, under every other window; --monitor picks a monitor and names the ones there are")
    func rootWindow() throws {
        let own = try XvfbServer.start(from: 140)
        defer { own.stop() }
        let x = try XClient(display: own.name)
        let other = Self.hostWindow(x, width: 200, height: 200)
        let clock = try ClockProcess(["--display", own.name, "--root"] + Self.frozen)
        defer { _ = clock.stop() }
        let p = HostedPlacement(hostWidth: XvfbServer.screenWidth, hostHeight: XvfbServer.screenHeight, drift: false, minute: 0)
        let faces = Self.faces(p)
        let shown = eventually { () -> Bool? in
            guard let shot = x.screenshot(x.root) else { return nil }
            // The test's window covers the screen's first 200 columns; the face shows right of it.
            let left = max(200, p.x)
            let visible = shot.crop(x: left, y: p.y, width: p.x + p.width - left, height: p.height)
            return faces.contains { $0.crop(x: left - p.x, y: 0, width: p.x + p.width - left, height: p.height) == visible } ? true : nil
        }
        #expect(shown == true, "stderr: \(clock.stderr)")
        let stack = Self.children(x, of: x.root)
        #expect(stack.first != other && stack.last == other, "the face is under the test's window, which was there first")

        let bad = try ClockProcess(["--display", own.name, "--root", "--monitor", "3"] + Self.frozen)
        #expect(bad.waitForExit() == 1)
        #expect(bad.stderr.contains("no monitor 3") && bad.stderr.contains("it has 1"), "\(bad.stderr)")
    }

    @Test("--desktop: below every window (even one mapped before it), on every desktop, out of the taskbar and pager, borderless; desktop = yes in the file does the same")
    func desktopWidget() throws {
        let x = try XClient(display: server.name)
        let other = Self.hostWindow(x, width: 300, height: 300)
        defer { XDestroyWindow(x.dpy, other); XSync(x.dpy, 0) }
        let harness = ClockHarness(server: server)
        for fromFile in [false, true] {
            let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-desktop-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: home) }
            if fromFile {
                try FileManager.default.createDirectory(at: home.appendingPathComponent("timecircuits"), withIntermediateDirectories: true)
                try "desktop = yes\n".write(to: home.appendingPathComponent("timecircuits/settings.conf"), atomically: true, encoding: .utf8)
            }
            let r = try harness.launch(["--geometry", "520x335+0+0"] + (fromFile ? [] : ["--desktop"]),
                                       environment: ["XDG_CONFIG_HOME": home.path])
            defer { _ = r.clock.stop() }
            let states = Set((x.property(r.window, "_NET_WM_STATE")?.longs ?? []).map { Atom($0) })
            for name in ["_NET_WM_STATE_BELOW", "_NET_WM_STATE_STICKY", "_NET_WM_STATE_SKIP_TASKBAR", "_NET_WM_STATE_SKIP_PAGER"] {
                #expect(states.contains(x.atom(name)), "\(name), from \(fromFile ? "the file" : "the flag")")
            }
            #expect(!states.contains(x.atom("_NET_WM_STATE_ABOVE")))
            #expect(x.property(r.window, "_NET_WM_DESKTOP")?.longs.map { UInt32(truncatingIfNeeded: $0) } == [0xFFFF_FFFF], "every desktop")
            #expect(x.property(r.window, "_MOTIF_WM_HINTS")?.longs.dropFirst(2).first == 0, "no decorations")
            let below = eventually { () -> Bool? in
                let stack = Self.children(x, of: x.root)
                guard let mine = stack.firstIndex(of: r.window), let theirs = stack.firstIndex(of: other) else { return nil }
                return mine < theirs ? true : nil
            }
            #expect(below == true, "the widget lies under the window that was there before it")
        }
    }
}
