import DesktopTestSupport
import Foundation
import Testing
import TimeCircuitsCore
import TimeCircuitsRender

/// Exhibition mode and the films' variants in the real window: from the settings file, the
/// right-click menu and the flags, each time the window equal, pixel for pixel, to the headless
/// render of the same face, and the choice in the file.
@Suite("Exhibition and the films' variants in the window", .serialized, .xvfb)
struct FilmVariantWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    var harness: ClockHarness { ClockHarness(server: server) }
    static let width = 520, height = 335
    static let utc = Zone(identifier: "UTC")!

    func xdotool(_ arguments: String...) throws { try harness.xdotool(arguments) }

    static func settings(in home: URL) -> String {
        (try? String(contentsOf: home.appendingPathComponent("timecircuits/settings.conf"), encoding: .utf8)) ?? ""
    }

    /// The look the face is painted in with `variants` on.
    static func look(_ variants: Set<FilmVariant>) -> Theme {
        var p = DisplayPreferences()
        p.variants = variants
        return p.look
    }

    /// A clock with homes of its own and `settings` in its file, in UTC.
    func launch(_ extra: [String] = [], frozen: Bool = true, settings: String) throws -> (ClockHarness.Running, URL) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-variants-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("timecircuits"), withIntermediateDirectories: true)
        try settings.write(to: home.appendingPathComponent("timecircuits/settings.conf"), atomically: true, encoding: .utf8)
        let r = try harness.launch(["--geometry", "\(Self.width)x\(Self.height)+0+0"] + extra, frozen: frozen,
                                   environment: ["XDG_CONFIG_HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                                                 "TZ": "UTC"])
        return (r, home)
    }

    /// Right-clicks at `anchor` and clicks `item`, once the menu is drawn over the face.
    func choose(_ item: ContextMenuItem, _ r: ClockHarness.Running, at anchor: Point, over theme: Theme) throws {
        let frame = try #require(ClockHarness.menu(width: Self.width, height: Self.height, at: anchor).frame(of: item))
        try xdotool("mousemove", "--sync", String(Int(anchor.x)), String(Int(anchor.y)), "click", "3")
        let b = frame.pixelBounds
        let (x, y, w, h) = (Int(b.x), Int(b.y), Int(b.width), Int(b.height))
        let face = [true, false].map {
            ClockHarness.reference(width: Self.width, height: Self.height, lit: $0, theme: theme).crop(x: x, y: y, width: w, height: h)
        }
        let drawn = eventually { r.x.screenshot(r.window).flatMap { face.contains($0.crop(x: x, y: y, width: w, height: h)) ? nil : true } }
        try #require(drawn == true, "the menu never showed")
        try xdotool("mousemove", "--sync", String(Int(frame.midX)), String(Int(frame.midY)), "click", "1")
    }

    @Test("the file's b-car and reversed-ampm show as the headless render draws them")
    func fromFile() throws {
        let (r, home) = try launch(settings: "version = 1\ncities = new_york, london, hong_kong\nb-car = yes\nreversed-ampm = yes\n")
        defer { _ = r.clock.stop(); try? FileManager.default.removeItem(at: home) }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height,
                                                          theme: Self.look([.bCar, .reversedLamps])))
    }

    @Test("the menu's B-Car Colours and Reversed AM/PM entries switch the face at once and are saved; clicked again, off")
    func fromMenu() throws {
        let (r, home) = try launch(settings: "version = 1\ncities = new_york, london, hong_kong\n")
        defer { _ = r.clock.stop(); try? FileManager.default.removeItem(at: home) }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height))
        try choose(.bCar, r, at: Point(100, 20), over: .prop)
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height, theme: Self.look([.bCar])))
        #expect(eventually { Self.settings(in: home).contains("b-car = yes\n") ? true : nil } == true, "\(Self.settings(in: home))")
        try choose(.reversedLamps, r, at: Point(110, 20), over: Self.look([.bCar]))
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height,
                                                          theme: Self.look([.bCar, .reversedLamps])))
        #expect(eventually { Self.settings(in: home).contains("reversed-ampm = yes\n") ? true : nil } == true)
        try choose(.bCar, r, at: Point(100, 20), over: Self.look([.bCar, .reversedLamps]))
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height, theme: Self.look([.reversedLamps])))
        #expect(eventually { Self.settings(in: home).contains("b-car") ? nil : true } == true, "\(Self.settings(in: home))")
    }

    @Test("exhibition = … holds the readouts in the window with the colon still running; the menu's entry stops it and saves that")
    func exhibition() throws {
        let (r, home) = try launch(frozen: false,
                                   settings: "version = 1\ncities = new_york, london, hong_kong\nexhibition = 1985-10-26 01:21\n")
        defer { _ = r.clock.stop(); try? FileManager.default.removeItem(at: home) }
        let held = try FrozenDate.parse("1985-10-26T01:21Z")
        let first = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height, at: held))
        // The colon keeps its beat: the other half of the second shows too, the digits unchanged.
        let other = ClockHarness.reference(width: Self.width, height: Self.height, lit: !first.lit, at: held)
        #expect(eventually { r.x.screenshot(r.window).flatMap { $0 == other ? true : nil } } == true)
        try choose(.exhibition, r, at: Point(100, 20), over: .prop)
        #expect(eventually { Self.settings(in: home).contains("exhibition") ? nil : true } == true, "\(Self.settings(in: home))")
        // The clock runs again: the face is no longer 1985's.
        #expect(eventually { r.x.screenshot(r.window).flatMap { [first.shot, other].contains($0) ? nil : true } } == true)
    }

    @Test("--frozen-date wins over the file's exhibition for its run, and writes nothing")
    func frozenWins() throws {
        let (r, home) = try launch(settings: "version = 1\ncities = new_york, london, hong_kong\nexhibition = 2015-10-21 16:29\n")
        defer { _ = r.clock.stop(); try? FileManager.default.removeItem(at: home) }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height))
        #expect(Self.settings(in: home).contains("exhibition = 2015-10-21 16:29\n"))
    }

    @Test("part III's entry: a typed destination fills in after Enter, then the window is the render of the new destination")
    func partThreeEntry() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tc-variants-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let config = base.appendingPathComponent("config"), stateHome = base.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: config.appendingPathComponent("timecircuits"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: stateHome.appendingPathComponent("timecircuits"), withIntermediateDirectories: true)
        try "version = 1\nmode = movie\n".write(to: stateHome.appendingPathComponent("timecircuits/state.conf"), atomically: true, encoding: .utf8)
        try "version = 1\npart3-entry = yes\nintro = no\n".write(to: config.appendingPathComponent("timecircuits/settings.conf"),
                                                              atomically: true, encoding: .utf8)
        // Animations on: part III's fill is one.
        let r = try harness.launch(["--geometry", "\(Self.width)x\(Self.height)+0+0"], animations: true,
                                   environment: ["XDG_CONFIG_HOME": config.path, "XDG_STATE_HOME": stateHome.path, "TZ": "UTC"])
        defer { _ = r.clock.stop() }
        var expected = MovieState.film
        expected.mode = .movie
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height, rows: MovieWindowTests.rows(expected)))
        try xdotool("windowfocus", "--sync", String(r.window), "type", "--delay", "30", "090218850800")
        try xdotool("key", "Return")
        expected.destination = CivilDateTime(year: 1885, month: 9, day: 2, hour: 8, minute: 0)!
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height, rows: MovieWindowTests.rows(expected)))
    }
}
