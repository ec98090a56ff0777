import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore

/// The settings panel shows the model as it is now, and is repainted whenever what it paints
/// changed, whichever way the change came: it keeps no copy that could fall behind, and the
/// repaint is decided by comparing whole pictures.
@Suite("The overlay is handed what it shows")
struct OverlayShowsTests {
    static let t0 = try! FrozenDate.parse("2026-03-01T12:00:00.1Z")
    static let ctrlComma = ClockFixture.key(Keysym.comma, .control)
    static let tab = ClockFixture.key(Keysym.tab)

    /// A clock with its panel open on the page `tabs` presses of Tab bring.
    func panel(tabs: Int) -> ClockModel {
        var m = ClockFixture.model(at: Self.t0)
        _ = m.handle(Self.ctrlComma, at: Self.t0)
        for _ in 0..<tabs { _ = m.handle(Self.tab, at: Self.t0) }
        return m
    }

    @Test("the volume and the beep changed in the file show on the open theme page and menu at once")
    func soundFromFile() throws {
        var m = panel(tabs: 3)
        #expect(m.overlay.page == .theme)
        #expect(m.panel.soundLine.name.contains("100%"))
        var settings = try #require(m.saved)
        settings.sound.volume = 40
        settings.sound.beep = .thirtySeconds
        let effects = m.handle(.settingsChanged(settings), at: Self.t0 + 1)
        #expect(effects.contains(.repaintOverlay))
        let shown = try #require(m.overlayView(at: Self.t0 + 1)).overlay
        #expect(shown.soundLine.name.contains("40%"), "\(shown.soundLine)")
        #expect(shown.title(of: .beep) == "Beep: 30 s")
    }

    @Test("the MQTT broker changed in the file shows on the open MQTT page")
    func mqttFromFile() throws {
        var m = panel(tabs: 3)
        _ = m.handle(.key(KeyPress(baseKeysym: 0x6d, text: "m")), at: Self.t0)
        #expect(m.overlay.page == .mqtt)
        #expect(m.panel.mqttConnectionLine.name == "MQTT off")
        var settings = try #require(m.saved)
        settings.mqtt.broker = BrokerAddress.parse("mqtt://broker.lan")
        #expect(m.handle(.settingsChanged(settings), at: Self.t0 + 1).contains(.repaintOverlay))
        #expect(try #require(m.overlayView(at: Self.t0 + 1)).overlay.mqttConnectionLine.name == "Not connected to broker.lan:1883")
    }

    @Test("the MQTT link coming up repaints the open page, which no effect of its own asks for; the same report again does not")
    func linkRepaints() throws {
        var m = panel(tabs: 3)
        let up = m.handle(.propLink(connected: true, state: nil), at: Self.t0 + 1)
        #expect(up.contains(.repaintOverlay))
        #expect(m.panel.mqttConnected)
        #expect(!m.handle(.propLink(connected: true, state: nil), at: Self.t0 + 2).contains(.repaintOverlay))
    }

    @Test("an idle tick in the same minute does not repaint the open panel; the next minute does")
    func idleTicks() {
        var m = panel(tabs: 0)
        _ = m.handle(.tick, at: Self.t0 + 1)
        #expect(!m.handle(.tick, at: Self.t0 + 1.5).contains(.repaintOverlay))
        #expect(!m.handle(.tick, at: Self.t0 + 30).contains(.repaintOverlay))
        #expect(m.handle(.tick, at: Self.t0 + 60).contains(.repaintOverlay))
    }

    @Test("two pictures differing only in what the panel is shown are different pictures")
    func picturesCompareWhole() {
        let picture = OverlayPicture.fixture(cities: [], width: 520, height: 335)
        for change in [{ (p: inout OverlayPicture) in p.soundVolume = 40 }, { $0.beep = .on }, { $0.mqttConnected = true },
                       { $0.windowToggles = [.onTop] }, { $0.displayChecks = [.toggleSounds] }, { $0.variants = [.bCar] },
                       { $0.menuNote = "Next alarm: Mon 7:30 AM" }] {
            var changed = picture
            change(&changed)
            #expect(changed != picture)
        }
    }
}
