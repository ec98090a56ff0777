import CX11
import Foundation
import Testing
import TimeCircuitsCore
import TimeCircuitsRender

/// The settings overlay and the right-click menu in the real window, driven as a user drives
/// them: keys and clicks go through XTest (xdotool), so they take the same path as a keyboard's,
/// input method included, and the results are read back from the file on disk and the pixels.
///
/// Serialized: the tests share one Xvfb, and XTest input goes to whichever window has focus.
@Suite("Settings overlay in the window", .serialized, .xvfb)
struct SettingsWindowTests {
    var server: XvfbServer { XvfbServer.shared! }
    var harness: ClockHarness { ClockHarness(server: server) }

    static func cities(_ ids: String...) -> [City] { ids.map { CityCatalogue.standard.city(id: $0)! } }

    /// A fresh configuration home, as a new user has.
    static func configHome() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("tc-settings-\(UUID().uuidString)")
    }

    static func settingsFile(in home: URL) -> URL {
        home.appendingPathComponent("timecircuits/settings.conf")
    }

    /// The `cities = …` line of the settings file, or nil while there is no file.
    static func savedCities(in home: URL) -> String? {
        guard let text = try? String(contentsOf: settingsFile(in: home), encoding: .utf8) else { return nil }
        return text.split(separator: "\n").first { $0.hasPrefix("cities") }.map(String.init)
    }

    func xdotool(_ arguments: String...) throws { try harness.xdotool(arguments) }

    func focus(_ r: ClockHarness.Running) throws {
        try xdotool("windowfocus", "--sync", String(r.window))
    }

    /// Waits for the window to show something other than the bare face of `cities`: the overlay or
    /// the menu is up.
    func expectCovered(_ r: ClockHarness.Running, cities: [City], sourceLocation: SourceLocation = #_sourceLocation) -> Screenshot? {
        let lit = ClockHarness.reference(width: 520, height: 335, lit: true, cities: cities)
        let dim = ClockHarness.reference(width: 520, height: 335, lit: false, cities: cities)
        let shot = eventually { () -> Screenshot? in
            guard let s = r.x.screenshot(r.window), s.width == 520, s != lit, s != dim else { return nil }
            return s
        }
        if shot == nil { Issue.record("the window still shows the bare face", sourceLocation: sourceLocation) }
        return shot
    }

    /// A clock launched with a fresh settings folder, focused, its settings panel open; `body`
    /// gets it and the folder, both gone afterwards.
    func withPanelOpen(_ body: (ClockHarness.Running, URL) throws -> Void) throws {
        let home = Self.configHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let r = try harness.launch(["--geometry", "520x335+0+0"], environment: ["XDG_CONFIG_HOME": home.path])
        defer { _ = r.clock.stop() }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335))
        try focus(r)
        try xdotool("key", "ctrl+comma")
        _ = try #require(expectCovered(r, cities: ClockHarness.defaultCities))
        try body(r, home)
    }

    @Test("Ctrl+comma during the power-on ends it and opens the settings at once; Esc then shows the clock, not the rest of the sequence")
    func settingsDuringPowerOn() throws {
        let home = Self.configHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let r = try harness.launch(["--geometry", "520x335+0+0"], animations: true,
                                   environment: ["XDG_CONFIG_HOME": home.path, "TIMECIRCUITS_TRACE_TIMING": "1"])
        defer { _ = r.clock.stop() }
        try focus(r)
        try xdotool("key", "ctrl+comma")
        // The overlay dims the face around its panel; the power-on never dims the metal.
        let layout = OverlayLayout(width: 520, height: 335)
        let probe = (x: Int(layout.panel.minX / 2), y: Int(layout.panel.midY))
        let under = ClockHarness.reference(width: 520, height: 335, lit: true).pixel(probe.x, probe.y)
        let dimmedShown = eventually { () -> Bool? in
            guard let shot = r.x.screenshot(r.window), shot.width == 520 else { return nil }
            let dimmed = shot.pixel(probe.x, probe.y)
            let matches = [0, 8, 16].allSatisfy { (shift: UInt32) in
                abs(Double((dimmed >> shift) & 0xFF) - Double((under >> shift) & 0xFF) * (1 - OverlayMetrics.faceDimming)) <= 2
            }
            return matches ? true : nil
        }
        #expect(dimmedShown == true, "the overlay never showed over the face")
        try xdotool("key", "Escape")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335))
        // The clock's own word on how the sequence stopped: no stopwatch of the test's to outrun.
        let ended = r.clock.trace("animation")
        #expect(ended.map { $0.fields["by"] } == ["input"],
                "Ctrl+comma ended the sequence, and the clock came on when the settings closed: \(ended)")
        #expect(Self.savedCities(in: home) == nil, "opening and closing the settings writes nothing")
    }

    @Test("an edit of the settings file by another program shows at once, whether the editor replaces the file or writes it in place")
    func fileEditedOutside() throws {
        let home = Self.configHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = Self.settingsFile(in: home)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "version = 1\ncities = new_york, london, hong_kong\n".write(to: file, atomically: false, encoding: .utf8)
        let r = try harness.launch(["--geometry", "520x335+0+0"], environment: ["XDG_CONFIG_HOME": home.path])
        defer { _ = r.clock.stop() }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335))

        // As vim and most editors save: a new file renamed over the old one.
        try "version = 1\ncities = tokyo, paris\n".write(to: file, atomically: true, encoding: .utf8)
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, cities: Self.cities("tokyo", "paris")))
        // As `echo … > settings.conf` does: the same file truncated and written.
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("version = 1\ncities = sydney\n".utf8))
        try handle.close()
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, cities: Self.cities("sydney")))
        #expect(try String(contentsOf: file, encoding: .utf8) == "version = 1\ncities = sydney\n", "the clock did not rewrite it")
    }

    @Test("A dead key and a letter make one letter in the panel's search, as the letter's own key does: the input method opens with the panel, not at launch")
    func deadKeyComposesInThePanel() throws {
        try withPanelOpen { r, _ in
            let f = OverlayLayout(width: 520, height: 335).searchField.insetBy(-2, -2).pixelBounds
            func field() -> Screenshot? {
                r.x.screenshot(r.window)?.crop(x: Int(f.minX), y: Int(f.minY), width: Int(f.width), height: Int(f.height))
            }
            let empty = try #require(field())
            r.x.addToKeymap(KeySym(XK_atilde))
            r.x.addToKeymap(KeySym(XK_dead_tilde))
            try xdotool("key", "atilde")
            let typed = try #require(eventually { field().flatMap { $0 != empty ? $0 : nil } }, "the search shows no letter")
            try xdotool("key", "BackSpace")
            #expect(eventually { field() == empty ? true : nil } == true, "BackSpace left the search non-empty")
            // Without an input method the dead key types nothing and "a" types a plain a.
            try xdotool("key", "dead_tilde", "a")
            let composed = eventually { field().flatMap { $0 == typed ? $0 : nil } }
            #expect(composed != nil, "dead_tilde a did not make ã in the search")
        }
    }

    @Test("Ctrl+comma shows the overlay over a dimmed face; keys remove and add cities, saved to the file and shown on the face; a relaunch keeps them")
    func keyboardEditingPersists() throws {
        let home = Self.configHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["XDG_CONFIG_HOME": home.path]
        let r = try harness.launch(["--geometry", "520x335+0+0"], environment: env)
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335))
        #expect(Self.savedCities(in: home) == nil, "launching alone must not write settings")

        try focus(r)
        try xdotool("key", "ctrl+comma")
        let shot = try #require(expectCovered(r, cities: ClockHarness.defaultCities))
        // Between the face's edge and the panel the face shows through, dimmed but not hidden.
        let layout = OverlayLayout(width: 520, height: 335)
        let probe = (x: Int(layout.panel.minX / 2), y: Int(layout.panel.midY))
        let under = ClockHarness.reference(width: 520, height: 335, lit: true).pixel(probe.x, probe.y)
        let dimmed = shot.pixel(probe.x, probe.y)
        for shift in [0, 8, 16] as [UInt32] {
            let before = Double((under >> shift) & 0xFF), after = Double((dimmed >> shift) & 0xFF)
            #expect(abs(after - before * (1 - OverlayMetrics.faceDimming)) <= 2, "channel at \(shift): \(before) → \(after)")
        }

        // New York is the selected row: Delete removes it, and the file follows at once.
        try xdotool("key", "Delete")
        #expect(eventually { Self.savedCities(in: home) == "cities = london, hong_kong" ? true : nil } == true,
                "file: \(Self.savedCities(in: home) ?? "none")")

        // Typed with a diacritic through the input method, then added with Return.
        r.x.addToKeymap(KeySym(XK_atilde))
        try xdotool("type", "--delay", "60", "São")
        try xdotool("key", "Return")
        #expect(eventually { Self.savedCities(in: home) == "cities = london, hong_kong, sao_paulo" ? true : nil } == true,
                "file: \(Self.savedCities(in: home) ?? "none")")

        // Return cleared the search, so Esc closes; the face shows the new cities.
        try xdotool("key", "Escape")
        let chosen = Self.cities("london", "hong_kong", "sao_paulo")
        _ = ClockHarness.expectMatchesRender(r, width: 520, height: 335, cities: chosen)
        #expect(r.clock.stop() == 0)

        let again = try harness.launch(["--geometry", "520x335+0+0"], environment: env)
        defer { _ = again.clock.stop() }
        _ = ClockHarness.expectMatchesRender(again, width: 520, height: 335, cities: chosen)
        #expect(again.clock.stderr.isEmpty, "stderr: \(again.clock.stderr)")
    }

    /// The headless picture of the window with `overlay` open: the face at the frozen instant
    /// (the alarm lamp as `lamp` says, the colon lit or dim) and the panel painted over it.
    static func overlayRender(_ overlay: OverlayPicture, lit: Bool, lamp: Bool) -> Screenshot {
        var content = FaceContent(cities: ClockHarness.defaultCities, at: ClockHarness.filmDate,
                                  colonLevel: lit ? ColonClock.fullLevel : ColonClock.dimLevel, hourCycle: .twelve, zones: ShownZones(resolver: .system))
        content.alarmLamp = lamp
        let img = FaceRenderer.image(width: 520, height: 335, content: content)
        OverlayPainter(overlay: overlay, instant: ClockHarness.filmDate, zones: ShownZones(resolver: .system)).paint(on: Canvas(surface: img.surface))
        return Screenshot(img)
    }

    @Test("on the alarms page, typing 07:30 mon-fri Work and Return saves the alarm to the file and lists it, pixel for pixel as the headless render")
    func alarmTypedInThePanel() throws {
        try withPanelOpen { r, home in
            try xdotool("key", "Tab")
            try xdotool("type", "--delay", "40", "07:30 mon-fri Work")
            try xdotool("key", "Return")
            let alarmLine = { () -> String? in
                guard let text = try? String(contentsOf: Self.settingsFile(in: home), encoding: .utf8) else { return nil }
                return text.split(separator: "\n").first { $0.hasPrefix("alarm ") || $0.hasPrefix("alarm=") }.map(String.init)
            }
            #expect(eventually { alarmLine() == "alarm = 07:30 mon-fri Work" ? true : nil } == true,
                    "file: \(alarmLine() ?? "no alarm line")")

            // The same keys on a headless panel give the picture the window must show.
            var expected = OverlayPicture.fixture(cities: ClockHarness.defaultCities, width: 520, height: 335)
            for key in [OverlayKey.ctrlComma, .tab, .text("07:30 mon-fri Work"), .enter] { _ = expected.follow(.key(key)) }
            #expect(expected.alarms.map(\.text) == ["07:30 mon-fri Work"])
            let lit = Self.overlayRender(expected, lit: true, lamp: true)
            let dim = Self.overlayRender(expected, lit: false, lamp: true)
            var last: Screenshot?
            let matched = eventually { () -> Bool? in
                guard let shot = r.x.screenshot(r.window), shot.width == 520 else { return nil }
                last = shot
                return shot == lit || shot == dim ? true : nil
            }
            #expect(matched == true, "the page never matched: \(last.map { $0.difference(from: lit).description } ?? "no screenshot")")
            #expect(r.clock.stderr.isEmpty, "stderr: \(r.clock.stderr)")
        }
    }

    @Test("--cities overrides the file for one run and never writes it; removed cities leave dark rows")
    func commandLineCitiesAreNotSaved() throws {
        let home = Self.configHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let r = try harness.launch(["--geometry", "520x335+0+0", "--cities", "tokyo,paris"],
                                   environment: ["XDG_CONFIG_HOME": home.path])
        defer { _ = r.clock.stop() }
        _ = ClockHarness.expectMatchesRender(r, width: 520, height: 335, cities: Self.cities("tokyo", "paris"))

        try focus(r)
        try xdotool("key", "ctrl+comma")
        _ = expectCovered(r, cities: Self.cities("tokyo", "paris"))
        try xdotool("key", "Delete")
        try xdotool("key", "Escape")
        // Paris moves up to the red row; the green and amber rows go dark.
        _ = ClockHarness.expectMatchesRender(r, width: 520, height: 335, cities: Self.cities("paris"))
        #expect(!FileManager.default.fileExists(atPath: Self.settingsFile(in: home).path))
    }

    @Test("a damaged settings file is one warning line, its valid part is shown, and it is kept as .bad on the next change")
    func damagedFileIsKept() throws {
        let home = Self.configHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = Self.settingsFile(in: home)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let damaged = Data("version = 1\ncities = tokio, london, paris\nthis is not a setting\n".utf8)
        try damaged.write(to: file)

        let r = try harness.launch(["--geometry", "520x335+0+0"], environment: ["XDG_CONFIG_HOME": home.path])
        defer { _ = r.clock.stop() }
        _ = ClockHarness.expectMatchesRender(r, width: 520, height: 335, cities: Self.cities("london", "paris"))
        let lines = r.clock.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(r.clock.stderr)")
        #expect(lines.first?.contains(file.path) == true && lines.first?.contains("tokio") == true)
        #expect(try Data(contentsOf: file) == damaged, "reading must not change the file")

        try focus(r)
        try xdotool("key", "ctrl+comma")
        _ = expectCovered(r, cities: Self.cities("london", "paris"))
        try xdotool("key", "Delete")
        let bad = file.appendingPathExtension("bad")
        #expect(eventually { Self.savedCities(in: home) == "cities = paris" ? true : nil } == true)
        #expect(try Data(contentsOf: bad) == damaged)
    }

    @Test("a right-click opens the menu; Esc closes it; its Quit item ends the clock with status 0")
    func contextMenu() throws {
        let r = try harness.launch(["--geometry", "520x335+0+0"])
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335))
        let anchor = Point(200, 120)
        try xdotool("mousemove", "--sync", "200", "120", "click", "3")
        let shot = try #require(expectCovered(r, cities: ClockHarness.defaultCities))
        let menu = ClockHarness.menu(width: 520, height: 335, at: anchor)
        let bare = ClockHarness.reference(width: 520, height: 335, lit: true)
        // The menu covers its own frame and nothing else: the face beside it is untouched.
        let inside = (x: Int(menu.frame.midX), y: Int(menu.frame.midY))
        #expect(shot.pixel(inside.x, inside.y) != bare.pixel(inside.x, inside.y))
        #expect(shot.pixel(10, 300) == bare.pixel(10, 300) || shot.pixel(10, 300) == ClockHarness.reference(width: 520, height: 335, lit: false).pixel(10, 300))

        try focus(r)
        try xdotool("key", "Escape")
        _ = ClockHarness.expectMatchesRender(r, width: 520, height: 335)

        // (--sync waits for the pointer to move, so the second menu opens a little further on.)
        try xdotool("mousemove", "--sync", "220", "130", "click", "3")
        _ = expectCovered(r, cities: ClockHarness.defaultCities)
        let quit = try #require(ClockHarness.menu(width: 520, height: 335, at: Point(220, 130)).frame(of: .quit))
        try xdotool("mousemove", "--sync", String(Int(quit.midX)), String(Int(quit.midY)), "click", "1")
        #expect(r.clock.waitForExit() == 0)
    }
}
