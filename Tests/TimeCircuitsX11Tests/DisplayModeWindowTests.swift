import DesktopTestSupport
import Foundation
import Testing
import TimeCircuitsCore

/// Choosing the replica's display mode in the real window, as a person would: the right-click
/// menu's Display entry and the settings panel's theme page (D), with XTest clicks and keys. The
/// window must equal the headless render of the mode chosen, the choice is in the file, and the
/// room condition without a broker is refused in amber where the person looked.
@Suite("Display modes in the window", .serialized, .xvfb)
struct DisplayModeWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    var harness: ClockHarness { ClockHarness(server: server) }
    static let width = 520, height = 335

    func xdotool(_ arguments: String...) throws { try harness.xdotool(arguments) }

    func launch() throws -> (ClockHarness.Running, URL) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-display-\(UUID().uuidString)")
        let r = try harness.launch(["--geometry", "\(Self.width)x\(Self.height)+0+0"], environment: ["XDG_CONFIG_HOME": home.path])
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height))
        return (r, home)
    }

    static func settings(in home: URL) -> String {
        (try? String(contentsOf: home.appendingPathComponent("timecircuits/settings.conf"), encoding: .utf8)) ?? ""
    }

    /// The amber of a refusal's words (bold, anti-aliased): red high, green half, blue low.
    static func amberPixels(_ shot: Screenshot, in box: Rect) -> Int {
        let b = box.pixelBounds
        var n = 0
        for y in Int(b.minY)..<min(Int(b.maxY), shot.height) {
            for x in Int(b.minX)..<min(Int(b.maxX), shot.width) {
                let p = shot.pixel(x, y)
                let (r, g, bl) = (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
                if r > 170 && g > 90 && g < r - 40 && bl < 90 { n += 1 }
            }
        }
        return n
    }

    /// Keeps a screenshot to look at, when `TC_KEEP_RENDERS` names a folder.
    static func keep(_ shot: Screenshot?, _ name: String) {
        guard let shot, let dir = ProcessInfo.processInfo.environment["TC_KEEP_RENDERS"] else { return }
        try? shot.writePPM(to: "\(dir)/\(name).ppm")
    }

    /// Right-clicks at `anchor` and waits for the menu: the Display entry's pixels no longer the face's.
    func openMenu(_ r: ClockHarness.Running, at anchor: Point, over rows: [RowContent]?) throws -> ContextMenuLayout {
        let menu = ClockHarness.menu(width: Self.width, height: Self.height, at: anchor)
        let item = try #require(menu.frame(of: .displayMode))
        try xdotool("mousemove", "--sync", String(Int(anchor.x)), String(Int(anchor.y)), "click", "3")
        let b = item.pixelBounds
        let (x, y, w, h) = (Int(b.x), Int(b.y), Int(b.width), Int(b.height))
        let face = [true, false].map {
            ClockHarness.reference(width: Self.width, height: Self.height, lit: $0, rows: rows).crop(x: x, y: y, width: w, height: h)
        }
        let drawn = eventually { r.x.screenshot(r.window).flatMap { face.contains($0.crop(x: x, y: y, width: w, height: h)) ? nil : true } }
        try #require(drawn == true, "the menu never showed")
        return menu
    }

    @Test("the menu's Display entry: full → minimal shows the present row alone, saved; room without a broker refused in amber on the note line; the next click goes on to full")
    func menu() throws {
        let (r, home) = try launch()
        defer { _ = r.clock.stop(); try? FileManager.default.removeItem(at: home) }
        let anchor = Point(100, 20)
        var menu = try openMenu(r, at: anchor, over: nil)
        var item = try #require(menu.frame(of: .displayMode))
        try xdotool("mousemove", "--sync", String(Int(item.midX)), String(Int(item.midY)), "click", "1")
        let minimal = ControlWindowTests.rows(in: .minimal)
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height, rows: minimal))
        #expect(eventually { Self.settings(in: home).contains("display-mode = minimal\n") ? true : nil } == true, "\(Self.settings(in: home))")

        // Minimal → room: no broker. The menu stays, its note line says why in amber.
        menu = try openMenu(r, at: anchor, over: minimal)
        item = try #require(menu.frame(of: .displayMode))
        try xdotool("mousemove", "--sync", String(Int(item.midX)), String(Int(item.midY)), "click", "1")
        var refused = OverlayPicture.fixture(cities: ClockHarness.defaultCities, width: Self.width, height: Self.height)
        refused.displayMode = .minimal
        _ = refused.follow(.press(.right, at: anchor))
        _ = refused.follow(.press(.left, at: item.center))
        let noted = try #require(refused.menuLayout, "the fixture's menu stays open")
        let note = try #require(noted.note)
        let shot = eventually { r.x.screenshot(r.window).flatMap { Self.amberPixels($0, in: note) > 40 ? $0 : nil } }
        Self.keep(shot ?? r.x.screenshot(r.window), "display-menu-refused")
        #expect(shot != nil, "no amber refusal on the menu's note line")
        #expect(Self.settings(in: home).contains("display-mode = minimal\n"), "nothing saved: \(Self.settings(in: home))")

        // The entry moved down under the note; clicked again, it goes on past the room to full.
        let moved = try #require(noted.frame(of: .displayMode))
        try xdotool("mousemove", "--sync", String(Int(moved.midX)), String(Int(moved.midY)), "click", "1")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height))
        #expect(eventually { !Self.settings(in: home).contains("display-mode") ? true : nil } == true, "\(Self.settings(in: home))")
    }

    @Test("the theme page's Display row: D chooses minimal, saved; D again refuses the room in amber on the row; D goes on to full; Esc shows the face")
    func themePage() throws {
        let (r, home) = try launch()
        defer { _ = r.clock.stop(); try? FileManager.default.removeItem(at: home) }
        try xdotool("windowfocus", "--sync", String(r.window), "key", "ctrl+comma", "shift+Tab", "d")
        #expect(eventually { Self.settings(in: home).contains("display-mode = minimal\n") ? true : nil } == true, "\(Self.settings(in: home))")
        let page = OverlayLayout(width: Self.width, height: Self.height)
        try xdotool("key", "d")
        let shot = eventually { r.x.screenshot(r.window).flatMap { Self.amberPixels($0, in: page.displayModeRow.detailLine) > 40 ? $0 : nil } }
        Self.keep(shot ?? r.x.screenshot(r.window), "display-theme-refused")
        #expect(shot != nil, "no amber refusal on the display row")
        #expect(Self.settings(in: home).contains("display-mode = minimal\n"))
        try xdotool("key", "d")
        #expect(eventually { !Self.settings(in: home).contains("display-mode") ? true : nil } == true, "\(Self.settings(in: home))")
        try xdotool("key", "Escape")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height))
    }
}
