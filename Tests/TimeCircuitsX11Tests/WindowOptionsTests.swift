import CX11
import Foundation
import Testing
import TimeCircuitsCore

/// Borderless, on top, on all desktops, and the remembered frame, on a real X server. There is no
/// window manager here, so these check what the clock tells one: the properties set before the
/// window is mapped, and what the settings file keeps for the next launch.
@Suite("Window options", .serialized, .xvfb)
struct WindowOptionsTests {
    var server: XvfbServer { XvfbServer.shared! }
    var harness: ClockHarness { ClockHarness(server: server) }

    static func configHome() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("tc-options-\(UUID().uuidString)")
    }

    static func settings(in home: URL) -> String {
        (try? String(contentsOf: home.appendingPathComponent("timecircuits/settings.conf"), encoding: .utf8)) ?? ""
    }

    func atoms(_ r: ClockHarness.Running, _ property: String) -> [Atom] {
        (r.x.property(r.window, property)?.longs ?? []).map { Atom(UInt(bitPattern: $0)) }
    }

    @Test("the flags set the Motif and EWMH properties before the window maps, and are not written down")
    func flags() throws {
        let home = Self.configHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let r = try harness.launch(["--geometry", "520x335+0+0", "--borderless", "--on-top", "--all-desktops"],
                                   environment: ["XDG_CONFIG_HOME": home.path])
        #expect(r.x.property(r.window, "_MOTIF_WM_HINTS")?.longs == [2, 0, 0, 0, 0])
        let states = atoms(r, "_NET_WM_STATE")
        #expect(states.contains(r.x.atom("_NET_WM_STATE_ABOVE")) && states.contains(r.x.atom("_NET_WM_STATE_STICKY")))
        #expect(r.x.property(r.window, "_NET_WM_DESKTOP")?.longs.map { UInt32(truncatingIfNeeded: $0) } == [0xFFFF_FFFF])
        #expect(r.clock.stop() == 0)
        let saved = Self.settings(in: home)
        #expect(!saved.contains("borderless") && !saved.contains("on-top") && !saved.contains("all-desktops"), "\(saved)")
    }

    @Test("a menu toggle is saved, and the next launch starts with it")
    func menuToggleIsRemembered() throws {
        let home = Self.configHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["XDG_CONFIG_HOME": home.path]
        let r = try harness.launch(["--geometry", "520x335+0+0"], environment: env)
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335))
        #expect(r.x.property(r.window, "_MOTIF_WM_HINTS") == nil)

        let anchor = Point(100, 60)
        let item = try #require(ClockHarness.menu(width: 520, height: 335, at: anchor).frame(of: .onTop))
        try xdotool("mousemove", "--sync", "100", "60", "click", "3")
        try xdotool("mousemove", "--sync", String(Int(item.midX)), String(Int(item.midY)), "click", "1")
        #expect(eventually { Self.settings(in: home).contains("on-top = yes") ? true : nil } == true, "\(Self.settings(in: home))")
        #expect(r.clock.stop() == 0)

        let again = try harness.launch(["--geometry", "520x335+0+0"], environment: env)
        defer { _ = again.clock.stop() }
        #expect(atoms(again, "_NET_WM_STATE").contains(again.x.atom("_NET_WM_STATE_ABOVE")))
    }

    @Test("the window reopens where it was, and on screen when that place is gone")
    func frameIsRemembered() throws {
        let home = Self.configHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["XDG_CONFIG_HOME": home.path]
        let r = try harness.launch(["--geometry", "520x335+0+0"], environment: env)
        XMoveResizeWindow(r.x.dpy, r.window, 210, 140, 780, 502)
        XSync(r.x.dpy, 0)
        _ = ClockHarness.expectMatchesRender(r, width: 780, height: 502)
        #expect(r.clock.stop() == 0)
        #expect(Self.settings(in: home).contains("window = 780x502+210+140\n"), "\(Self.settings(in: home))")

        let back = try harness.launch(arguments: ["window", "--display", server.name, "--frozen-date", ClockHarness.film],
                                      environment: env)
        let place = back.x.attributes(back.window)
        #expect(place.map { [$0.x, $0.y, $0.width, $0.height] } == [210, 140, 780, 502])
        #expect(back.clock.stop() == 0)

        // Somewhere no monitor is now (say, a screen unplugged since): brought back on screen.
        let file = home.appendingPathComponent("timecircuits/settings.conf")
        let moved = Self.settings(in: home).replacingOccurrences(of: "780x502+210+140", with: "780x502+5000+4000")
        try moved.write(to: file, atomically: true, encoding: .utf8)
        let lost = try harness.launch(arguments: ["window", "--display", server.name, "--frozen-date", ClockHarness.film],
                                      environment: env)
        defer { _ = lost.clock.stop() }
        let a = try #require(lost.x.attributes(lost.window))
        #expect(a.width == 780 && a.height == 502)
        #expect(a.x >= 0 && a.y >= 0 && Int(a.x + a.width) <= XvfbServer.screenWidth && Int(a.y + a.height) <= XvfbServer.screenHeight,
                "placed at \(a.x),\(a.y)")
    }

    static func autostart(in home: URL) -> String? {
        try? String(contentsOf: home.appendingPathComponent("autostart/timecircuits.desktop"), encoding: .utf8)
    }

    /// Right-clicks at `anchor` and clicks the menu's Start at Login.
    func chooseStartAtLogin(at anchor: Point) throws {
        let item = try #require(ClockHarness.menu(width: 520, height: 335, at: anchor).frame(of: .startAtLogin))
        try xdotool("mousemove", "--sync", String(Int(anchor.x)), String(Int(anchor.y)), "click", "3")
        try xdotool("mousemove", "--sync", String(Int(item.midX)), String(Int(item.midY)), "click", "1")
    }

    @Test("the menu's Start at Login writes the autostart entry naming this binary and saves the setting; again removes both; the file edited by hand is followed")
    func startAtLogin() throws {
        let home = Self.configHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let r = try harness.launch(["--geometry", "520x335+0+0"], environment: ["XDG_CONFIG_HOME": home.path])
        defer { _ = r.clock.stop() }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335))
        #expect(Self.autostart(in: home) == nil, "off on a fresh install: no entry")

        try chooseStartAtLogin(at: Point(100, 60))
        let entry = try #require(eventually { Self.autostart(in: home) }, "no entry written")
        let exec = entry.split(separator: "\n").first { $0.hasPrefix("Exec=") }.map { String($0.dropFirst(5)) }
        let binary = URL(fileURLWithPath: ClockProcess.binary).resolvingSymlinksInPath().path
        #expect(exec == binary, "Exec names the binary that ran: \(entry)")
        #expect(entry.contains("\nX-TimeCircuits-Autostart=window\n"))
        #expect(eventually { Self.settings(in: home).contains("start-at-login = yes") ? true : nil } == true, "\(Self.settings(in: home))")

        // A second menu, a little further on (--sync waits for the pointer to move).
        try chooseStartAtLogin(at: Point(120, 70))
        #expect(eventually { Self.autostart(in: home) == nil ? true : nil } == true, "the entry is removed")
        #expect(eventually { Self.settings(in: home).contains("start-at-login") ? nil : true } == true, "\(Self.settings(in: home))")

        // The settings file edited by another hand: the window follows it both ways.
        let file = home.appendingPathComponent("timecircuits/settings.conf")
        try (Self.settings(in: home) + "start-at-login = yes\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(eventually { Self.autostart(in: home) } != nil, "the edited file's yes writes the entry")
        let off = Self.settings(in: home).split(separator: "\n").filter { !$0.hasPrefix("start-at-login") }.joined(separator: "\n") + "\n"
        try off.write(to: file, atomically: true, encoding: .utf8)
        #expect(eventually { Self.autostart(in: home) == nil ? true : nil } == true, "the edited file's no removes it")
        #expect(r.clock.stderr.isEmpty, "\(r.clock.stderr)")
    }

    @Test("a user's own timecircuits.desktop is left alone, quietly while start at login is off, with one warning when it is switched on")
    func usersOwnEntryStays() throws {
        let home = Self.configHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("autostart")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let mine = "[Desktop Entry]\nType=Application\nName=Clock\nExec=timecircuits --on-top\n"
        try mine.write(to: folder.appendingPathComponent("timecircuits.desktop"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: home.appendingPathComponent("timecircuits"), withIntermediateDirectories: true)
        try "start-at-login = no\n".write(to: home.appendingPathComponent("timecircuits/settings.conf"), atomically: true, encoding: .utf8)
        let r = try harness.launch(["--geometry", "520x335+0+0"], environment: ["XDG_CONFIG_HOME": home.path])
        _ = ClockHarness.expectMatchesRender(r, width: 520, height: 335)
        #expect(r.clock.stderr.isEmpty, "off, and the entry is not ours: nothing to say at launch: \(r.clock.stderr)")
        try chooseStartAtLogin(at: Point(100, 60))
        #expect(eventually { Self.settings(in: home).contains("start-at-login = yes") ? true : nil } == true)
        #expect(eventually { r.clock.stderr.contains("was not written by the clock") ? true : nil } == true, "\(r.clock.stderr)")
        #expect(r.clock.stop() == 0)
        #expect(Self.autostart(in: home) == mine, "never replaced")
    }

    func xdotool(_ arguments: String...) throws { try harness.xdotool(arguments) }
}
