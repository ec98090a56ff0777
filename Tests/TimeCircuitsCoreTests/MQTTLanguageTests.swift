import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore

/// The words the MQTT link and the beep say, in the language the model is handed: the menu's
/// Beep entry, ctl beep's refusal, the settings panel's MQTT page and the link's line on stderr.
/// The replica's command and event words are its protocol and stay as they are.
@Suite("Languages: MQTT and the beep")
struct MQTTLanguageTests {
    static let german = LanguageTests.german

    @Test("the menu's Beep entry and its modes, in German; English without words")
    func beepEntry() {
        let de = ClockFixture.model(at: LanguageTests.t0, overrides: LanguageTests.frozen, alarmRecord: AlarmRecord(), words: Self.german,
                                    boot: 100)
        var panel = de.panel
        #expect(panel.title(of: .beep) == "Piepton: Aus")
        panel.beep = .thirtySeconds
        #expect(panel.title(of: .beep) == "Piepton: 30 s")
        panel.beep = .on
        #expect(panel.title(of: .beep) == "Piepton: An")
        #expect(ClockFixture.model(at: LanguageTests.t0, overrides: LanguageTests.frozen, alarmRecord: AlarmRecord(), words: .english,
                                   boot: 100).panel.title(of: .beep) == "Beep: Off")
    }

    @Test("ctl beep refuses in German, naming the values as the verb takes them")
    func ctlBeep() {
        func refusal(_ arguments: [String], _ words: Words) -> String {
            do { _ = try ControlVerb.parse(arguments, words: words); return "accepted" } catch { return error.message }
        }
        #expect(refusal(["beep", "loud"], Self.german) == "ungültiger Piepton \"loud\": erwartet off, on, 30 oder 60")
        #expect(refusal(["beep"], Self.german) == "ctl beep nimmt off, on, 30 oder 60")
        #expect(refusal(["beep", "loud"], .english) == "invalid beep \"loud\": expected off, on, 30 or 60")
    }

    @Test("the MQTT page's rows in German; the replica's words and the topics kept as they are")
    func mqttPage() {
        var overlay = OverlayPicture.fixture(cities: [], width: 520, height: 335)
        overlay.shows.words = Self.german
        #expect(overlay.mqttConnectionLine.name == "MQTT aus")
        overlay.mqtt.broker = BrokerAddress.parse("mqtts://broker.lan")
        #expect(overlay.mqttConnectionLine == ("Nicht verbunden mit broker.lan:8883 (TLS)", "nicht gestartet"))
        overlay.mqttConnected = true
        #expect(overlay.mqttConnectionLine == ("Verbunden mit broker.lan:8883 (TLS)", "TIMETRAVEL, REENTRY und ALARM gehen an die Props"))
        #expect(overlay.mqttTopicsLine.name == "Befehle bttf/tcd/cmd · Ereignisse bttf/tcd/pub")
        #expect(Self.german(SettingsOverlay.mqttHint) == "In settings.conf · Tab Städte · Esc")
        #expect(overlay.tabTitle(.mqtt) == "MQTT")
    }

    @Test("the link's line on stderr and the panel's state, in German")
    func linkLines() {
        var link = MQTTSession(settings: MQTTTests.settings(), discovery: nil, words: Self.german)
        _ = link.handle(.start(at: MQTTTests.t0))
        #expect(link.phaseText == "verbinde mit 127.0.0.1:1883…")
        let said = link.handle(.tick(at: MQTTTests.t0.addingTimeInterval(MQTTSession.connectTimeout)))
        #expect(said.contains(.warn("MQTT-Broker unter 127.0.0.1:1883 nicht erreichbar (keine Antwort in 15 s); neuer Versuch im Hintergrund")))
        #expect(link.phaseText == "MQTT-Broker unter 127.0.0.1:1883 nicht erreichbar (keine Antwort in 15 s)")
    }
}
