import DesktopTestSupport
import Foundation
import Testing
import TimeCircuitsCore
import TimeCircuitsRender

/// Choosing the face's theme in the real window: from the right-click menu and the settings
/// panel with XTest clicks and keys, with flags, from the settings file edited while it runs,
/// and over D-Bus. Each time the window must equal, pixel for pixel, the headless render in the
/// same theme (so this holds whatever each theme paints), and the choice is in the file.
@Suite("Themes in the window", .serialized, .xvfb)
struct ThemeWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    var harness: ClockHarness { ClockHarness(server: server) }
    static let width = 520, height = 335

    func xdotool(_ arguments: String...) throws { try harness.xdotool(arguments) }

    static func settings(in home: URL) -> String {
        (try? String(contentsOf: home.appendingPathComponent("timecircuits/settings.conf"), encoding: .utf8)) ?? ""
    }

    /// A clock with a settings home of its own, showing the face in `theme` at 520×335.
    func launch(_ extra: [String] = [], theme: Theme = .prop, settings: String? = nil) throws -> (ClockHarness.Running, URL) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-theme-\(UUID().uuidString)")
        if let settings {
            try FileManager.default.createDirectory(at: home.appendingPathComponent("timecircuits"), withIntermediateDirectories: true)
            try settings.write(to: home.appendingPathComponent("timecircuits/settings.conf"), atomically: true, encoding: .utf8)
        }
        let r = try harness.launch(["--geometry", "\(Self.width)x\(Self.height)+0+0"] + extra,
                                   environment: ["XDG_CONFIG_HOME": home.path])
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height, theme: theme))
        return (r, home)
    }

    /// Right-clicks at `anchor` over the face in `theme` and clicks the menu's Theme entry, as a
    /// person would.
    func chooseFromMenu(_ r: ClockHarness.Running, at anchor: Point, over theme: Theme) throws {
        let item = try #require(ClockHarness.menu(width: Self.width, height: Self.height, at: anchor).frame(of: .theme))
        try xdotool("mousemove", "--sync", String(Int(anchor.x)), String(Int(anchor.y)), "click", "3")
        // The next click must find the menu there: it is drawn once the entry's pixels are no
        // longer the face's.
        let b = item.pixelBounds
        let (x, y, w, h) = (Int(b.x), Int(b.y), Int(b.width), Int(b.height))
        let face = [true, false].map {
            ClockHarness.reference(width: Self.width, height: Self.height, lit: $0, theme: theme).crop(x: x, y: y, width: w, height: h)
        }
        let drawn = eventually { r.x.screenshot(r.window).flatMap { face.contains($0.crop(x: x, y: y, width: w, height: h)) ? nil : true } }
        try #require(drawn == true, "the menu never showed")
        try xdotool("mousemove", "--sync", String(Int(item.midX)), String(Int(item.midY)), "click", "1")
    }

    @Test("the menu's Theme entry steps prop → neon → neumorphic: each time the window is the headless render of that theme, and saved")
    func menu() throws {
        let (r, home) = try launch()
        defer { _ = r.clock.stop(); try? FileManager.default.removeItem(at: home) }
        try chooseFromMenu(r, at: Point(100, 60), over: .prop)
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height, theme: .named(.neon)))
        #expect(eventually { Self.settings(in: home).contains("theme = neon\n") ? true : nil } == true, "\(Self.settings(in: home))")
        try chooseFromMenu(r, at: Point(120, 70), over: .named(.neon))
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height, theme: .named(.neumorphic)))
        #expect(eventually { Self.settings(in: home).contains("theme = neumorphic\n") ? true : nil } == true)
    }

    @Test("the settings panel's theme page: Tab Tab, Down chooses neon at once, Esc shows the neon face; saved")
    func settingsPage() throws {
        let (r, home) = try launch()
        defer { _ = r.clock.stop(); try? FileManager.default.removeItem(at: home) }
        try xdotool("windowfocus", "--sync", String(r.window), "key", "ctrl+comma", "shift+Tab", "Down")
        #expect(eventually { Self.settings(in: home).contains("theme = neon\n") ? true : nil } == true, "\(Self.settings(in: home))")
        try xdotool("windowfocus", "--sync", String(r.window), "key", "Escape")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height, theme: .named(.neon)))
    }

    @Test("--theme and --colors show for the run and write nothing; the file's theme and colours show when no flag is given")
    func flagsAndFile() throws {
        let allRed = try #require(RowColors.parse("red"))
        let (r, home) = try launch(["--theme", "classic", "--colors", "red"], theme: .named(.classic, colors: allRed))
        _ = r.clock.stop()
        // Quitting remembers where the window was; the flags' look is never written with it.
        let written = Self.settings(in: home)
        #expect(!written.contains("theme") && !written.contains("colors") && !written.contains("ease"), "\(written)")
        try? FileManager.default.removeItem(at: home)

        let file = "version = 1\ncities = new_york, london, hong_kong\ntheme = neon\ncolors = #ff2a14, white, blue\n"
        let colors = try #require(RowColors.parse("#ff2a14, white, blue"))
        let (s, fileHome) = try launch(theme: .named(.neon, colors: colors), settings: file)
        defer { _ = s.clock.stop(); try? FileManager.default.removeItem(at: fileHome) }
        // Another program edits the file: the window follows at once, and nothing is written back.
        let edited = "version = 1\ncities = new_york, london, hong_kong\ntheme = classic\n"
        try edited.write(to: fileHome.appendingPathComponent("timecircuits/settings.conf"), atomically: true, encoding: .utf8)
        _ = try #require(ClockHarness.expectMatchesRender(s, width: Self.width, height: Self.height, theme: .named(.classic)))
        #expect(Self.settings(in: fileHome) == edited)
    }

    @Test("the timer face is drawn in the theme too")
    func timerFace() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-theme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let r = try harness.launch(arguments: ["timer", "--theme", "neon", "--display", server.name,
                                               "--geometry", "\(Self.width)x\(Self.height)"],
                                   environment: ["XDG_CONFIG_HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                                                 "TZ": "UTC"])
        defer { _ = r.clock.stop() }
        TimerWindowTests.expectShows(r, theme: .named(.neon)) { [TimerWindowTests.stopped(CountdownTimer(presets: .standard))] }
    }

    @Test("D-Bus: ctl theme and SetTheme choose a theme (the window follows, the file keeps it, status reads it); a bad name is InvalidArgs")
    func bus() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let control = ControlWindowTests()
        let clock = try control.launch(bus)
        defer { _ = clock.running.clock.stop(); try? FileManager.default.removeItem(at: clock.home) }
        let r = clock.running
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height))
        #expect(try control.status(bus).theme == .prop)

        try control.expectOK(bus, "theme", "neumorphic")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height, theme: .named(.neumorphic)))
        #expect(try control.status(bus).theme == .neumorphic)
        let config = clock.home.appendingPathComponent("config")
        #expect(eventually { Self.settings(in: config).contains("theme = neumorphic\n") ? true : nil } == true)

        let i = ControlInterface.interface
        let set = try control.send(bus, "\(i).SetTheme", ["string:classic"])
        #expect(set.status == 0, "\(set.text)")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height, theme: .named(.classic)))
        let bad = try control.send(bus, "\(i).SetTheme", ["string:glitter"])
        #expect(bad.status != 0 && bad.text.contains("InvalidArgs") && bad.text.contains("prop, neon, neumorphic or classic"), "\(bad.text)")
        let refused = try control.ctl(bus, "theme", "glitter")
        #expect(refused.status == 64 && refused.err.split(separator: "\n").count == 1, "\(refused.err)")
        #expect(try control.status(bus).theme == .classic, "nothing changed")
        let lines = try control.ctl(bus, "status")
        #expect(lines.out.contains("theme classic"), "\(lines.out)")
    }
}
