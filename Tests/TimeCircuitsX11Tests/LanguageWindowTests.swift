import DesktopTestSupport
import Foundation
import Testing
import TimeCircuitsCore
import TimeCircuitsRender

/// The window in the user's language: the menu, a notice on the desktop's notification server,
/// and the keys card, with LANGUAGE=de; with LANGUAGE=xx (no catalogue) all English, silently.
///
/// The window's pixels are compared with headless renders of the same menu and card in German and
/// in English: the one it shows is much nearer one of them than the other.
@Suite("Languages in the window", .serialized, .xvfb)
struct LanguageWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    var harness: ClockHarness { ClockHarness(server: server) }
    static let width = 520, height = 335

    init() {
        // `swift test` alone has not run make: the catalogues are built where the clock finds them.
        if let problem = MessageLanguage.buildCatalogues(besides: ClockProcess.binary) { Issue.record("\(problem)") }
    }

    /// The face with `paint` over it, headless, as the window shows it with the colon lit or dim.
    static func render(lit: Bool, _ paint: (Canvas) -> Void) -> Screenshot {
        let level = lit ? ColonClock.fullLevel : ColonClock.dimLevel
        let content = FaceContent(cities: ClockHarness.defaultCities, at: ClockHarness.filmDate, colonLevel: level,
                                  zones: ShownZones(resolver: .system))
        let img = FaceRenderer.image(width: width, height: height, content: content, lighting: .full, theme: .prop)
        paint(Canvas(surface: img.surface))
        return Screenshot(img)
    }

    /// An overlay in `words`' language, with `open` done to it.
    static func overlay(_ words: Words, _ open: (inout OverlayPicture) -> Void) -> OverlayPicture {
        var o = OverlayPicture.fixture(cities: ClockHarness.defaultCities, width: width, height: height)
        o.shows.words = words
        open(&o)
        return o
    }

    /// The mean difference per channel between `a` and `b` inside `r`.
    static func difference(_ a: Screenshot, _ b: Screenshot, in r: Rect) -> Double {
        var sum = 0, n = 0
        for y in max(0, Int(r.minY))..<min(a.height, Int(r.maxY)) {
            for x in max(0, Int(r.minX))..<min(a.width, Int(r.maxX)) {
                let p = a.pixel(x, y), q = b.pixel(x, y)
                for shift in [0, 8, 16] { sum += abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)) }
                n += 3
            }
        }
        return n == 0 ? .infinity : Double(sum) / Double(n)
    }

    /// Waits until the window shows, inside `region`, a picture much nearer the render in
    /// `expected`'s language than in `other`'s; returns the two distances of the last screenshot.
    func expectShows(_ r: ClockHarness.Running, region: Rect, expected: (Bool) -> Screenshot, other: (Bool) -> Screenshot,
                     sourceLocation: SourceLocation = #_sourceLocation) -> (near: Double, far: Double)? {
        var last: (near: Double, far: Double)?
        let found = eventually { () -> Bool? in
            guard let shot = r.x.screenshot(r.window), shot.width == Self.width else { return nil }
            let near = [true, false].map { Self.difference(shot, expected($0), in: region) }.min()!
            let far = [true, false].map { Self.difference(shot, other($0), in: region) }.min()!
            last = (near, far)
            return near < 2 && far > 4 * near + 2 ? true : nil
        }
        if found == nil { Issue.record("the window is not showing the expected language: \(String(describing: last))", sourceLocation: sourceLocation) }
        return last
    }

    @Test("LANGUAGE=de: the right-click menu's items are German; LANGUAGE=xx: English", arguments: ["de", "xx"])
    func menu(language: String) throws {
        let german = CatalogueWords.words("de")
        let r = try harness.launch(["--geometry", "\(Self.width)x\(Self.height)+0+0"], environment: MessageLanguage.speaking(language))
        defer { _ = r.clock.stop() }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height))
        let anchor = Point(150, 10)
        try harness.xdotool(["mousemove", "--sync", "150", "10", "click", "3"])
        let open = { (words: Words) in Self.overlay(words) { _ = $0.send(.press(.right, at: anchor)) } }
        let de = open(german), en = open(.english)
        let menu = try #require(de.menuLayout)
        #expect(de.title(of: .quit) == "Beenden" && de.title(of: .onTop) == "Immer im Vordergrund" && de.title(of: .cities) == "Städte…")
        #expect(en.title(of: .quit) == "Quit")
        // The German menu is wider (its words are longer): the window's is as wide as the language's.
        #expect(menu.frame.width > (en.menuLayout?.frame.width ?? .infinity))
        // The titles' column, left of the shortcuts and check marks (which follow the window's state).
        let titles = Rect(x: menu.frame.minX, y: menu.frame.minY, width: menu.frame.width * 0.55, height: menu.frame.height)
        let render = { (o: OverlayPicture) in { (lit: Bool) in
            Self.render(lit: lit) { OverlayPainter(overlay: o, instant: ClockHarness.filmDate, zones: ShownZones(resolver: .system)).paint(on: $0) }
        } }
        let (expected, other) = language == "de" ? (render(de), render(en)) : (render(en), render(de))
        _ = expectShows(r, region: titles, expected: expected, other: other)
        #expect(!r.clock.stderr.contains("xx"), "a missing language is silent: \(r.clock.stderr)")
    }

    @Test("LANGUAGE=de: F1 shows the keys card in German; Esc puts it away; ? shows it and any key puts it away")
    func keysCard() throws {
        let german = CatalogueWords.words("de")
        let r = try harness.launch(["--geometry", "\(Self.width)x\(Self.height)+0+0"], environment: MessageLanguage.speaking("de"))
        defer { _ = r.clock.stop() }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height))
        try harness.xdotool(["windowfocus", "--sync", String(r.window)])
        let card = KeysCard(face: .world, words: german)
        #expect(card.title == "TASTEN · WELTUHR" && card.lines.contains { $0.keys == "Ctrl+Q" && $0.action == "Beenden" })
        #expect(KeysCard(face: .world, words: .english).lines.contains { $0.keys == "T" && $0.action == "Time travel" })
        let render = { (words: Words) in { (lit: Bool) in
            Self.render(lit: lit) { c in
                OverlayPainter(overlay: Self.overlay(words) { o in _ = o.send(.showKeysCard(.world)) }, instant: ClockHarness.filmDate,
                               zones: ShownZones(resolver: .system)).paint(on: c)
            }
        } }
        let whole = Rect(x: 0, y: 0, width: Double(Self.width), height: Double(Self.height))
        for (show, close) in [("F1", "Escape"), ("question", "a")] {
            try harness.xdotool(["key", show])
            _ = expectShows(r, region: whole, expected: render(german), other: render(.english))
            try harness.xdotool(["key", close])
            // Gone, and the key that closed it did nothing more: the bare face again.
            _ = ClockHarness.expectMatchesRender(r, width: Self.width, height: Self.height)
        }
    }

    @Test("a finished countdown's notice on dunst is German with LANGUAGE=de, English with LANGUAGE=xx", arguments: ["de", "xx"])
    func notice(language: String) throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let server = try NotificationServer.start(on: bus, display: self.server.name)
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-lang-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = bus.environment(MessageLanguage.speaking(language))
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        let r = try harness.launch(arguments: ["timer", "0:01", "--start", "--display", self.server.name,
                                               "--geometry", "\(Self.width)x\(Self.height)"], environment: environment)
        defer { _ = r.clock.stop() }
        let notice = try #require(eventually { server.notifications().values.first },
                                  "no notification arrived; dunst: \(server.log); clock: \(r.clock.stderr)")
        if language == "de" {
            #expect(notice.summary == "Timer abgelaufen – 0:01")
            #expect(notice.body == "Die Überzeit läuft auf dem Timer-Zifferblatt weiter.")
        } else {
            #expect(notice.summary == "Timer finished — 0:01")
            #expect(notice.body == "Counting the overtime up on the timer face.")
        }
    }
}
