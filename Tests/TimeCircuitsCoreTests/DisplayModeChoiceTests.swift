import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore

/// Choosing the replica's display mode from every place one is chosen: the menu's Display entry,
/// the theme page's row, D-Bus and `ctl`, MQTT's command words. Each shows the face in the mode
/// and saves `display-mode`; the room condition without a broker is refused with its reason and
/// changes nothing.
@Suite("Clock model: choosing the display mode")
struct DisplayModeChoiceTests {
    typealias M = ClockModelTests
    typealias T = ThemeModelTests
    static let t0 = M.t0
    static func broker(_ s: inout Settings) { s.mqtt.broker = BrokerAddress.parse("mqtt://127.0.0.1:1883") }

    @Test("the modes step full, minimal, room and round; a refused one is stepped past; the words round-trip")
    func stepping() {
        #expect(DisplayMode.full.next() == .minimal && DisplayMode.minimal.next() == .room && DisplayMode.room.next() == .full)
        #expect(DisplayMode.minimal.next(skipping: [.room]) == .full)
        #expect(DisplayMode.allCases.map(\.commandWord) == ["DISPLAY_FULL", "DISPLAY_MINIMAL", "DISPLAY_ROOM"])
        for mode in DisplayMode.allCases {
            #expect(PropCommand.parse(Array(" \(mode.commandWord.lowercased())\n".utf8)) == .success(.displayMode(mode)))
            #expect(PropCommand.displayMode(mode).word == mode.commandWord)
        }
    }

    @Test("the menu's Display entry names the mode and steps it: saved, the face laid out in it")
    func menu() throws {
        var m = ClockFixture.model(at: Self.t0, settings: Self.broker)
        _ = m.handle(M.rightClick, at: Self.t0)
        #expect(m.panel.title(of: .displayMode) == "Display: Full")
        let item = try #require(m.panel.menuLayout?.frame(of: .displayMode))
        var effects = T.send(T.click(item.center), to: &m)
        #expect(m.face.display.displayMode == .minimal && M.saves(effects).map(\.display.displayMode) == [.minimal])
        #expect(effects.contains { $0.isRelayout } && m.overlay.menu == nil)
        #expect(m.content(at: Self.t0).rows.filter { $0 == .dark }.count == 2, "only the present row lit")
        _ = m.handle(M.rightClick, at: Self.t0)
        effects = T.send(T.click(item.center), to: &m)
        #expect(m.face.display.displayMode == .room && M.saves(effects).map(\.display.displayMode) == [.room])
        #expect(m.content(at: Self.t0).rows.contains { $0.plateName == RoomView.plate }, "the room row beside the present time")
    }

    @Test("the menu without a broker: the room condition refused on the note line, nothing saved; the next click goes on to full")
    func menuRefusesRoom() throws {
        var m = ClockFixture.model(at: Self.t0, settings: { $0.display.displayMode = .minimal })
        _ = m.handle(M.rightClick, at: Self.t0)
        let item = try #require(m.panel.menuLayout?.frame(of: .displayMode))
        var effects = T.send(T.click(item.center), to: &m)
        #expect(M.saves(effects).isEmpty && m.face.display.displayMode == .minimal)
        #expect(m.overlay.menu != nil, "the menu stays to say why")
        #expect(m.panel.menuNoteShown == ReplicaDisplay.noBrokerReason && m.panel.menuLayout?.note != nil)
        // The note line came above the items, which moved down under it; the pointer moving
        // keeps the refusal up.
        let moved = try #require(m.panel.menuLayout?.frame(of: .displayMode))
        _ = m.handle(.pointer(.motion(to: moved.center)), at: Self.t0)
        #expect(m.panel.menuNoteShown == ReplicaDisplay.noBrokerReason && m.overlay.menu?.highlighted == .displayMode)
        effects = T.send(T.click(moved.center), to: &m)
        #expect(m.face.display.displayMode == .full && M.saves(effects).map(\.display.displayMode) == [.full])
        #expect(m.overlay.menu == nil)
    }

    @Test("the theme page's row: D steps the mode, a click too; without a broker the room is refused on the row, then passed")
    func themePage() throws {
        var m = ClockFixture.model(at: Self.t0)
        _ = m.handle(M.ctrlComma, at: Self.t0)
        _ = T.send([ClockFixture.key(Keysym.tab), ClockFixture.key(Keysym.tab), ClockFixture.key(Keysym.tab)], to: &m)
        #expect(m.overlay.page == .theme)
        #expect(m.panel.displayModeLine.name == "Display: Full · D steps it")
        let d = ClockFixture.key(UInt32(("d" as Unicode.Scalar).value), text: "d")
        var effects = m.handle(d, at: Self.t0)
        #expect(m.face.display.displayMode == .minimal && M.saves(effects).map(\.display.displayMode) == [.minimal])
        effects = m.handle(d, at: Self.t0)
        #expect(M.saves(effects).isEmpty && m.face.display.displayMode == .minimal)
        #expect(m.overlay.message == OverlayMessage(.refusal, ReplicaDisplay.noBrokerReason))
        #expect(m.panel.displayModeLine.detail == ReplicaDisplay.noBrokerReason, "the row's second line says why")
        effects = T.send(T.click(m.overlay.layout.displayModeRow.frame.center), to: &m)
        #expect(m.face.display.displayMode == .full && M.saves(effects).map(\.display.displayMode) == [.full])
        #expect(m.overlay.message == nil)
        // Nine rows, inside the panel above its padding, none overlapping.
        let l = m.overlay.layout
        let rows = l.themeRows.map(\.frame) + [l.soundRow, l.speakRow, l.loginRow, l.nightRow, l.displayModeRow].map(\.frame)
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(a.maxY < b.minY) }
        #expect(l.displayModeRow.frame.maxY <= l.panel.maxY - OverlayMetrics.padding * l.scale + 0.5)
    }

    @Test("D-Bus and ctl: SetDisplayMode and display-mode take full, minimal or room; the room refused without a broker; the status says the mode")
    func control() throws {
        #expect(try ControlVerb.parse(["display-mode", "minimal"]) == .command(.displayMode(.minimal)))
        #expect(throws: InputError("invalid display mode \"tiny\": expected full, minimal or room")) {
            try ControlVerb.parse(["display-mode", "tiny"])
        }
        #expect(throws: InputError("ctl display-mode takes full, minimal or room")) { try ControlVerb.parse(["display-mode"]) }
        let call = ControlCommand.displayMode(.room).call
        #expect(call.method == "SetDisplayMode" && ControlInterface.methods.contains { $0.name == "SetDisplayMode" })
        #expect(try ControlCommand.decode(method: call.method, arguments: call.arguments) == .displayMode(.room))
        #expect(throws: InputError.self) { try ControlCommand.decode(method: "SetDisplayMode", arguments: [.string("huge")]) }

        var m = ClockFixture.model(at: Self.t0)
        #expect(m.refusal(of: .displayMode(.room)) == ReplicaDisplay.noBrokerReason)
        #expect(m.handle(.control(.displayMode(.room)), at: Self.t0).isEmpty && m.face.display.displayMode == .full)
        let before = m.status(at: Self.t0)
        let effects = m.handle(.control(.displayMode(.minimal)), at: Self.t0)
        #expect(M.saves(effects).map(\.display.displayMode) == [.minimal])
        let after = m.status(at: Self.t0)
        #expect(after.displayMode == .minimal && after.changedProperties(since: before).contains("DisplayMode"))
        #expect(StatusProperty.displayMode.value(of: after) == .string("minimal"))
    }

    @Test("MQTT: the DISPLAY_ words change the mode as the menu does; Home Assistant's select sends them and shows the state")
    func mqtt() throws {
        var m = ClockFixture.model(at: Self.t0, settings: Self.broker)
        _ = m.handle(.prop(.displayMode(.room)), at: Self.t0)
        #expect(m.face.display.displayMode == .room)
        let states = HomeAssistantDiscovery.states(m.status(at: Self.t0), nextAlarm: nil)
        #expect(states.contains(HomeAssistantDiscovery.State(entity: "display_mode", payload: "room")))
        let discovery = HomeAssistantDiscovery(machine: "desk", commandTopic: "bttf/tcd/cmd", version: nil)
        let config = try #require(discovery.configs.first { $0.topic == "homeassistant/select/timecircuits_desk/display_mode/config" })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(config.payload.utf8)) as? [String: Any])
        #expect(json["options"] as? [String] == ["full", "minimal", "room"])
        #expect(json["command_topic"] as? String == "bttf/tcd/cmd" && json["state_topic"] as? String == "timecircuits/timecircuits_desk/display_mode")
        #expect(json["command_template"] as? String == "DISPLAY_{{ value | upper }}")
    }
}
