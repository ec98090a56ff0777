import Foundation
import Testing
import DesktopTestSupport
import TimeCircuitsCore

/// The settings panel's time page and the theme page's spoken-hours switch in the real window:
/// typed with the keyboard through XTest, saved to the settings and state files, and the face
/// holding the exhibition's time once the panel closes.
extension SettingsWindowTests {
    @Test("the time page sets the exhibition (the face holds it) and a departure; the theme page's H speaks the hours; each saved")
    func timePageAndSpokenHours() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-time-page-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config.appendingPathComponent("timecircuits"), withIntermediateDirectories: true)
        try "intro = no\n".write(to: Self.settingsFile(in: config), atomically: true, encoding: .utf8)
        func settings() -> String { (try? String(contentsOf: Self.settingsFile(in: config), encoding: .utf8)) ?? "" }
        func state() -> String {
            (try? String(contentsOf: home.appendingPathComponent("state/timecircuits/state.conf"), encoding: .utf8)) ?? ""
        }
        // Not frozen: --frozen-date would win over the exhibition.
        let r = try harness.launch(["--geometry", "520x335+0+0"], frozen: false,
                                   environment: ["XDG_CONFIG_HOME": config.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                                                 "TZ": "UTC"])
        defer { _ = r.clock.stop() }
        try focus(r)

        // The exhibition, typed on the time page (→ from the cities).
        try xdotool("key", "ctrl+comma")
        try xdotool("key", "Right")
        try xdotool("type", "--delay", "20", "1985-10-26 01:21")
        try xdotool("key", "Return")
        #expect(eventually { settings().contains("exhibition = 1985-10-26 01:21") ? true : nil } == true, "\(settings())")
        try xdotool("key", "Escape")
        try xdotool("key", "Escape")
        let held = try FrozenDate.parse("1985-10-26T01:21:00Z")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, at: held), "the face holds the exhibition's minute")

        // A departure, typed on the same page's second row.
        try xdotool("key", "ctrl+comma")
        try xdotool("key", "Right")
        try xdotool("key", "Down")
        try xdotool("type", "--delay", "20", "2031-01-01 00:00")
        try xdotool("key", "Return")
        #expect(eventually { state().contains("depart-at = 2031-01-01T00:00") ? true : nil } == true, "\(state())")

        // The theme page (Shift+Tab from the time page, the tab before the cities'): H speaks the hours.
        try xdotool("key", "shift+Tab")
        try xdotool("key", "h")
        #expect(eventually { settings().contains("speak-hours = yes") ? true : nil } == true, "\(settings())")
        #expect(settings().contains("exhibition = 1985-10-26 01:21"), "a later save keeps the exhibition (merge)")
    }
}
