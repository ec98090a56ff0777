import DesktopTestSupport
import Foundation
import Testing
import TimeCircuitsCore
import TimeCircuitsServices

/// The replica's display mode driven from outside: `ctl display-mode` and D-Bus SetDisplayMode,
/// the `DisplayMode` property and its PropertiesChanged, the window compared with headless
/// renders, the settings file, and the room condition refused without a broker.
extension ControlWindowTests {
    /// The default cities' rows as `mode` shows them (the first row is the present's).
    static func rows(in mode: DisplayMode) -> [RowContent] {
        var display = ReplicaDisplay()
        _ = display.handle(.choose(mode, broker: true))
        let rows = FaceContent(cities: ClockHarness.defaultCities, at: ClockHarness.filmDate, colonLevel: 0,
                               zones: ShownZones(resolver: .system)).rows
        return display.shown(rows, present: 0, at: ClockHarness.filmDate)
    }

    @Test("ctl display-mode minimal shows the present row alone, saved, DisplayMode changed; room is refused without a broker; a bad word exits 64; SetDisplayMode full")
    func displayMode() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let clock = try launch(bus)
        defer { _ = clock.running.clock.stop(); try? FileManager.default.removeItem(at: clock.home) }
        let r = clock.running, w = Self.width, h = Self.height
        let listener = try BusConnection(address: bus.address)
        var heard: [BusSignal] = []
        try listener.subscribe(to: BusSignalMatch(path: ControlInterface.objectPath, member: "PropertiesChanged")) { heard.append($0) }
        _ = try listener.run(until: { false }, timeout: .milliseconds(300))
        func changed() -> [String] {
            heard.flatMap { signal -> [String] in
                guard signal.arguments.count == 3, case .array(_, let entries) = signal.arguments[1] else { return [] }
                return entries.compactMap { if case .dictEntry(.string(let k), _) = $0 { k } else { nil } }
            }
        }
        #expect(try status(bus).displayMode == .full)

        try expectOK(bus, "display-mode", "minimal")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, rows: Self.rows(in: .minimal)), "the present row alone")
        #expect(try listener.run(until: { changed().contains("DisplayMode") }, timeout: .patience), "PropertiesChanged: \(changed())")
        #expect(try status(bus).displayMode == .minimal)
        #expect(try ctl(bus, "status").out.contains("display mode minimal"))
        let settings = clock.home.appendingPathComponent("config/timecircuits/settings.conf")
        #expect(eventually { ((try? String(contentsOf: settings, encoding: .utf8)) ?? "").contains("display-mode = minimal") ? true : nil } == true)

        // The room condition without a broker: refused with the reason, exit 1, nothing changed.
        let room = try ctl(bus, "display-mode", "room")
        #expect(room.status == 1 && room.err.contains("needs an MQTT broker"), "\(room)")
        let bad = try ctl(bus, "display-mode", "normal")
        #expect(bad.status == 64 && bad.err.split(separator: "\n").count == 1 && bad.err.contains("full, minimal or room"), "\(bad)")
        let refused = try send(bus, "\(ControlInterface.interface).SetDisplayMode", ["string:room"])
        #expect(refused.status != 0 && refused.text.contains("MQTT broker"), "\(refused.text)")
        #expect(try status(bus).displayMode == .minimal)

        let full = try send(bus, "\(ControlInterface.interface).SetDisplayMode", ["string:full"])
        #expect(full.status == 0, "\(full.text)")
        let read = try send(bus, "org.freedesktop.DBus.Properties.Get", ["string:\(ControlInterface.interface)", "string:DisplayMode"])
        #expect(read.text.contains("\"full\""), "\(read.text)")
        _ = try #require(ClockHarness.expectMatchesRender(r, width: w, height: h, rows: Self.rows(in: .full)), "the three rows again")
    }
}
