import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

/// The MQTT decisions, pure: the replica's command words, the events' payloads, the broker's
/// address, the back-off and the one line per outage, Home Assistant's discovery, and the clock
/// model's run-up, re-entry, busy times and messages.
@Suite("MQTT in the core: words, payloads, addresses, back-off, discovery, the model's trips")
struct MQTTTests {
    static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test("the replica's commands, any case, blanks around them; anything else is refused with a reason")
    func commands() throws {
        #expect(try PropCommand.parse(Self.bytes("TIMETRAVEL")).get() == .timeTravel)
        #expect(try PropCommand.parse(Self.bytes(" timetravel\n")).get() == .timeTravel)
        #expect(try PropCommand.parse(Self.bytes("Return")).get() == .returnToPresent)
        #expect(try PropCommand.parse(Self.bytes("beep_30")).get() == .beep(.thirtySeconds))
        #expect(try PropCommand.parse(Self.bytes("BEEP_60")).get() == .beep(.sixtySeconds))
        #expect(try PropCommand.parse(Self.bytes("BEEP_OFF")).get() == .beep(.off))
        #expect(try PropCommand.parse(Self.bytes("ALARM_ON")).get() == .alarms(true))
        #expect(try PropCommand.parse(Self.bytes("NIGHTMODE_OFF")).get() == .night(false))
        #expect(try PropCommand.parse(Self.bytes("SOUNDS_ON")).get() == .sounds(true))
        for command in PropCommand.words.map(\.command) {
            #expect(try PropCommand.parse(Self.bytes(command.word.lowercased())).get() == command)
        }
        #expect(PropCommand.parse(Self.bytes("FLUX")) == .failure(.unknown("FLUX")))
        #expect(PropCommand.parse(Self.bytes("MP_PLAY")) == .failure(.notOurs("MP_PLAY")))
        #expect(PropCommand.parse([0x54, 0xFF, 0x00]) == .failure(.notASCII))
        #expect(PropCommand.parse(Array(repeating: 0x41, count: 65)) == .failure(.tooLong(bytes: 65, limit: 64)))
        #expect(PropCommand.parse([]) == .failure(.unknown("")))
        for error in [PropPayloadError.notASCII, .unknown("X\u{1B}[2J"), .tooLong(bytes: 9, limit: 1), .notOurs("MP_X")] {
            #expect(!error.message.contains("\n") && !error.message.unicodeScalars.contains { $0.value == 0x1B })
        }
    }

    @Test("messages: ASCII up to 255, upper case, line breaks as spaces")
    func messages() throws {
        #expect(try PropMessage.parse(Self.bytes("Hello\n88 mph")).get() == "HELLO 88 MPH")
        #expect(PropMessage.parse(Array(repeating: 0x41, count: 256)) == .failure(.tooLong(bytes: 256, limit: 255)))
        #expect(try PropMessage.parse(Array(repeating: 0x41, count: 255)).get().count == 255)
        #expect(PropMessage.parse(Self.bytes("café")) == .failure(.notASCII))
        // Found by the fuzz target: "\r\n" is one Character, which splitting at "\n" missed.
        #expect(try PropMessage.parse(Self.bytes("a\r\nb\tc\r")).get() == "A B C")
        #expect(!PropPayloadError.notOurs("MP_O\rE").message.contains("\r"))
    }

    @Test("events: the replica's words; the enhanced form's two numbers always four digits")
    func events() {
        #expect(PropEvent.timeTravel(lead: 5000, length: 2700).payload(enhanced: false) == "TIMETRAVEL")
        #expect(PropEvent.timeTravel(lead: 5000, length: 2700).payload(enhanced: true) == "TIMETRAVEL_5000_2700")
        #expect(PropEvent.timeTravel(lead: 42, length: 0).payload(enhanced: true) == "TIMETRAVEL_0042_0000")
        #expect(PropEvent.timeTravel(lead: 123_456, length: -3).payload(enhanced: true) == "TIMETRAVEL_9999_0000")
        #expect(PropEvent.reentry.payload(enhanced: true) == "REENTRY" && PropEvent.alarm.payload(enhanced: false) == "ALARM")
    }

    @Test("the broker's address: mqtt and mqtts, a user, a port; a password in it is refused")
    func addresses() {
        #expect(BrokerAddress.parse("mqtt://broker.lan") == BrokerAddress(tls: false, user: nil, host: "broker.lan", port: 1883))
        #expect(BrokerAddress.parse("mqtts://marty@broker.lan") == BrokerAddress(tls: true, user: "marty", host: "broker.lan", port: 8883))
        #expect(BrokerAddress.parse("mqtt://doc@10.0.0.5:1884/") == BrokerAddress(tls: false, user: "doc", host: "10.0.0.5", port: 1884))
        #expect(BrokerAddress.parse("mqtt://[::1]:1883") == BrokerAddress(tls: false, user: nil, host: "::1", port: 1883))
        #expect(BrokerAddress.parse("mqtt://doc:secret@broker") == nil, "a password in the address")
        for bad in ["broker", "http://broker", "mqtt://", "mqtt://host:0", "mqtt://host:70000", "mqtt://ho st"] {
            #expect(BrokerAddress.parse(bad) == nil, "\(bad)")
        }
        let address = BrokerAddress(tls: true, user: "marty", host: "hill.valley", port: 8883)
        #expect(BrokerAddress.parse(address.text) == address)
        #expect(address.place == "hill.valley:8883", "lines name the place, never the user")
    }

    @Test("the settings: every mqtt key read and written back; a bad value one warning, MQTT off")
    func settings() throws {
        let text = """
            version = 1
            cities = london
            mqtt = mqtts://marty@broker.lan:8883
            mqtt-ca = ~/ca.pem
            mqtt-password-file = mqtt-password
            mqtt-topic-cmd = home/tcd/cmd
            mqtt-topic-pub = home/tcd/pub
            mqtt-messages = home/tcd/msg
            mqtt-enhanced = yes

            """
        let parsed = SettingsFile.parse(text)
        #expect(parsed.warnings.isEmpty, "\(parsed.warnings)")
        let m = parsed.settings.mqtt
        #expect(m.broker == BrokerAddress(tls: true, user: "marty", host: "broker.lan", port: 8883))
        #expect(m.certificateAuthority == "~/ca.pem" && m.passwordFile == "mqtt-password")
        #expect(m.commandTopic == "home/tcd/cmd" && m.publishTopic == "home/tcd/pub" && m.messagesTopic == "home/tcd/msg" && m.enhanced)
        #expect(SettingsFile.parse(SettingsFile.serialize(parsed.settings)).settings.mqtt == m)
        #expect(!SettingsFile.serialize(Settings.defaults()).contains("mqtt"), "off is a fresh install's: nothing written")
        let bad = SettingsFile.parse("version = 1\ncities = london\nmqtt = mqtt://doc:secret@broker\nmqtt-topic-cmd = bttf/+\n")
        #expect(bad.settings.mqtt.broker == nil && bad.settings.mqtt.commandTopic == "bttf/tcd/cmd")
        #expect(bad.warnings.count == 2 && bad.warnings[0].contains("line 3: mqtt") && bad.warnings[0].contains("MQTT stays off"), "\(bad.warnings)")
    }

    static func settings() -> MQTTSettings {
        var s = MQTTSettings()
        s.broker = BrokerAddress(tls: false, user: "marty", host: "127.0.0.1", port: 1883)
        s.messagesTopic = "bttf/tcd/msg"
        return s
    }

    static let t0 = Date(timeIntervalSince1970: 1_795_000_000)

    @Test("the back-off grows to a minute; one line per outage; a connection subscribes and announces the clock")
    func backOffAndLines() {
        #expect((1...9).map { MQTTSession.backOff(afterFailures: $0) } == [1, 2, 4, 8, 16, 32, 60, 60, 60])
        var link = MQTTSession(settings: Self.settings(), discovery: HomeAssistantDiscovery(machine: "Hill Valley", commandTopic: "bttf/tcd/cmd", version: "1.0"))
        #expect(link.handle(.start(at: Self.t0)) == [.connect])
        // An attempt nobody answers is given up after the connect timeout, said as unreachable.
        #expect(link.nextWake == Self.t0.addingTimeInterval(MQTTSession.connectTimeout))
        #expect(link.handle(.tick(at: Self.t0.addingTimeInterval(MQTTSession.connectTimeout - 0.01))).isEmpty)
        let abandoned = link.handle(.tick(at: Self.t0.addingTimeInterval(MQTTSession.connectTimeout)))
        #expect(abandoned.first == .abandon && abandoned.contains(.warn("cannot reach the MQTT broker at 127.0.0.1:1883 (no answer in 15 s); trying again in the background")))
        link = MQTTSession(settings: Self.settings(), discovery: HomeAssistantDiscovery(machine: "Hill Valley", commandTopic: "bttf/tcd/cmd", version: "1.0"))
        _ = link.handle(.start(at: Self.t0))
        var t = Self.t0
        var lines: [String] = []
        for _ in 0..<8 {
            for action in link.handle(.failed(.unreachable("Connection refused"), at: t)) { if case .warn(let l) = action { lines.append(l) } }
            let wake = try! #require(link.nextWake)
            #expect(wake.timeIntervalSince(t) <= 60)
            #expect(link.handle(.tick(at: wake.addingTimeInterval(-0.001))).isEmpty)
            #expect(link.handle(.tick(at: wake)) == [.connect])
            t = wake
        }
        #expect(lines.count == 1 && lines[0] == "cannot reach the MQTT broker at 127.0.0.1:1883 (Connection refused); trying again in the background")
        #expect(!lines[0].contains("marty"))
        let up = link.handle(.connected)
        #expect(up.first == .subscribe(["bttf/tcd/cmd", "bttf/tcd/msg"]))
        #expect(up.contains(.publish(topic: "timecircuits/timecircuits_hill_valley/availability", payload: "online", retain: true)))
        #expect(up.filter { if case .publish(let topic, _, true) = $0 { topic.hasSuffix("/config") } else { false } }.count == 14)
        #expect(link.nextWake == nil && link.phase == .connected)
        // A new outage is said again, once; the back-off starts over.
        #expect(link.handle(.failed(.unreachable("Connection lost"), at: t)).count == 1)
        #expect(link.nextWake == t.addingTimeInterval(1))
        let untrusted = MQTTSession(settings: Self.settings(), discovery: nil)
        var u = untrusted
        var setup = MQTTSession(settings: Self.settings(), discovery: nil)
        #expect(setup.handle(.failed(.setup("the certificate authority in /x.pem cannot be used (Invalid arguments provided.)"), at: t))
                == [.warn("cannot connect to the MQTT broker at 127.0.0.1:1883: the certificate authority in /x.pem cannot be used (Invalid arguments provided.); trying again in the background")])
        let said = u.handle(.failed(.untrusted, at: t))
        #expect(said == [.warn("the MQTT broker's certificate for 127.0.0.1 is not trusted by the system's authorities (set mqtt-ca); trying again in the background")])
    }

    @Test("incoming: commands on the command topic, messages on theirs, anything else one debug line")
    func incoming() {
        var link = MQTTSession(settings: Self.settings(), discovery: nil)
        #expect(link.handle(.received(topic: "bttf/tcd/cmd", payload: Self.bytes("RETURN"))) == [.command(.returnToPresent)])
        #expect(link.handle(.received(topic: "bttf/tcd/msg", payload: Self.bytes("hi"))) == [.message("HI")])
        guard case .debug(let line)? = link.handle(.received(topic: "bttf/tcd/cmd", payload: Self.bytes("flux"))).first else {
            Issue.record("no debug line")
            return
        }
        #expect(line == "mqtt: ignored on bttf/tcd/cmd: \"FLUX\" is not a command")
        #expect(link.handle(.received(topic: "elsewhere", payload: Self.bytes("TIMETRAVEL"))).isEmpty)
        #expect(link.handle(.publishEvent(.alarm)) == [.publish(topic: "bttf/tcd/pub", payload: "ALARM", retain: false)])
    }

    @Test("discovery: fourteen configs, each JSON, one device named once; states sent only when they change")
    func discovery() throws {
        let d = HomeAssistantDiscovery(machine: "doc-lab", commandTopic: "bttf/tcd/cmd", version: "1.0")
        #expect(d.node == "timecircuits_doc_lab")
        var identifiers: Set<[String]> = []
        for config in d.configs {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(config.payload.utf8)) as? [String: Any])
            let device = try #require(object["device"] as? [String: Any])
            identifiers.insert(device["identifiers"] as? [String] ?? [])
            #expect(device["name"] as? String == "Time Circuits")
            #expect(!(object["name"] as? String ?? "Time Circuits").contains("Time Circuits"))
            #expect(config.topic.hasPrefix("homeassistant/") && config.topic.hasSuffix("/config"))
        }
        #expect(identifiers == [["timecircuits_doc_lab"]])
        let buttons = d.configs.filter { $0.topic.hasPrefix("homeassistant/button/") }.map(\.payload)
        #expect(buttons.contains { $0.contains("\"payload_press\":\"TIMETRAVEL\"") } && buttons.contains { $0.contains("\"payload_press\":\"RETURN\"") })

        var link = MQTTSession(settings: Self.settings(), discovery: d)
        var status = ClockStatus(mode: .movie, face: .clock, rows: [], destination: "1955-11-05T06:00", timerState: .set, timerDuration: 0,
                                 timerRemaining: 0, night: false, brightness: 5, twentyFourHour: false, settingsShown: false)
        let states = HomeAssistantDiscovery.states(status, nextAlarm: "Mon 7:30 AM")
        #expect(states.map(\.entity) == ["night_mode", "night_source", "night_until", "sounds", "beep", "display_mode", "destination", "present", "departed", "planned", "timers", "next_alarm"])
        #expect(states[1].payload == "setting" && states[2].payload == "none", "no schedule: the setting rules, for good")
        #expect(states.last?.payload == "Mon 7:30 AM" && HomeAssistantDiscovery.states(status, nextAlarm: nil).last?.payload == "none")
        #expect(link.handle(.publishStates(states)).isEmpty, "nothing while not connected")
        _ = link.handle(.start(at: Self.t0))
        _ = link.handle(.connected)
        #expect(link.handle(.publishStates(states)).count == 12)
        status.night = true
        let night = HomeAssistantDiscovery.states(status, nextAlarm: "Mon 7:30 AM").filter { $0.entity == "night_mode" }
        #expect(link.handle(.publishStates(night)) == [.publish(topic: "timecircuits/timecircuits_doc_lab/night_mode", payload: "ON", retain: true)])
    }

    @Test("preset buttons: one per filled preset, named by the timer it starts, empty configs for the empty slots; a change publishes only the slots that changed")
    func presetButtons() throws {
        let d = HomeAssistantDiscovery(machine: "doc-lab", commandTopic: "bttf/tcd/cmd", version: "1.0")
        let all = d.presetButtons(.standard)
        #expect(all.map(\.topic) == (1...9).map { "homeassistant/button/timecircuits_doc_lab/timer_preset_\($0)/config" })
        #expect(all[3...].allSatisfy { $0.payload.isEmpty }, "the empty slots delete their buttons")
        var names: [String] = []
        for message in all.prefix(3) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(message.payload.utf8)) as? [String: Any])
            names.append(object["name"] as? String ?? "")
            #expect(object["command_topic"] as? String == "bttf/tcd/cmd")
            #expect(object["availability_topic"] as? String == d.availabilityTopic)
            #expect((object["device"] as? [String: Any])?["identifiers"] as? [String] == ["timecircuits_doc_lab"])
            let press = try #require(object["payload_press"] as? String)
            #expect(PropCommand.parse(Self.bytes(press)) == .success(.timerPreset(slot: names.count)), "\(press)")
        }
        #expect(names == ["Start 5:00 timer", "Start 10:00 timer", "Start 18:00 timer"])
        // Slot 2 emptied, slot 3 made 20 minutes, slot 5 filled: those three, and no other.
        var changed = TimerPresets.standard
        changed[slot: 2] = nil
        changed[slot: 3] = TimerPreset(duration: 20 * 60)
        changed[slot: 5] = TimerPreset(duration: 90)
        let diff = d.presetButtons(changed, since: .standard)
        #expect(diff.map { $0.topic.split(separator: "/")[3] } == ["timer_preset_2", "timer_preset_3", "timer_preset_5"])
        #expect(diff[0].payload.isEmpty && diff[1].payload.contains("\"name\":\"Start 20:00 timer\"")
                && diff[2].payload.contains("\"payload_press\":\"TIMER_PRESET_5\""))

        // The link: nothing before it is connected; the connection tells every slot; a change, the
        // slots changed; the same presets again, nothing.
        var link = MQTTSession(settings: Self.settings(), discovery: d)
        _ = link.handle(.start(at: Self.t0))
        #expect(link.handle(.publishPresets(.standard)).isEmpty)
        let up = link.handle(.connected)
        let buttons = up.filter { if case .publish(let topic, _, true) = $0 { topic.contains("/timer_preset_") } else { false } }
        #expect(buttons == all.map { .publish(topic: $0.topic, payload: $0.payload, retain: true) })
        #expect(link.handle(.publishPresets(.standard)).isEmpty)
        #expect(link.handle(.publishPresets(changed)) == diff.map { .publish(topic: $0.topic, payload: $0.payload, retain: true) })
        #expect(link.handle(.publishPresets(changed)).isEmpty)
        // After an outage the connection tells them all again, as they are now.
        _ = link.handle(.failed(.unreachable("Connection lost"), at: Self.t0))
        #expect(link.handle(.connected).filter { if case .publish(let topic, _, _) = $0 { topic.contains("/timer_preset_") } else { false } }.count == 9)
    }

    @Test("a preset's button starts a new timer of that preset, even while a travel plays; an empty slot's starts nothing; the model tells the presets when they change")
    func presetButtonInTheModel() throws {
        var m = ClockFixture.model(at: Self.t0, settings: { $0.timerPresets[slot: 2] = TimerPreset(duration: 90, thresholds: PhaseThresholds(amber: 30, red: 10)) },
                                   mode: .movie, announces: true, tick: Self.t0.addingTimeInterval(1))
        _ = m.handle(.prop(.timeTravel), at: Self.t0.addingTimeInterval(2))
        #expect(m.clock.travelling)
        _ = m.handle(.prop(.timerPreset(slot: 2)), at: Self.t0.addingTimeInterval(2.5))
        let added = try #require(m.timers.others.last, "no timer added")
        #expect(added.countdown.duration == 90 && added.countdown.isRunning && added.name.isEmpty)
        #expect(added.countdown.thresholds == PhaseThresholds(amber: 30, red: 10))
        #expect(m.timerListing(at: Self.t0.addingTimeInterval(3), boot: m.bootNow).timers.last?.name == "1:30 timer")
        let count = m.timers.others.count
        _ = m.handle(.prop(.timerPreset(slot: 7)), at: Self.t0.addingTimeInterval(3))
        #expect(m.timers.others.count == count, "an empty slot's word added a timer")
        // The settings file's presets change: the next status tells them, once.
        var settings = Settings.defaults()
        settings.timerPresets[slot: 4] = TimerPreset(duration: 300)
        let told = m.handle(.settingsChanged(settings), at: Self.t0.addingTimeInterval(4)).compactMap { effect -> StatusChange? in
            if case .statusChanged(let change) = effect { change } else { nil }
        }
        #expect(told.compactMap(\.presets) == [settings.timerPresets], "\(told.map(\.presets))")
        let again = m.handle(.control(.sounds(true)), at: Self.t0.addingTimeInterval(5)).compactMap { effect -> StatusChange? in
            if case .statusChanged(let change) = effect { change } else { nil }
        }
        #expect(!again.isEmpty && again.allSatisfy { $0.presets == nil }, "the sounds told, the presets not again")
    }

    @Test("a row's state is the row as the face spells it, one space between the date and the time")
    func rowStates() {
        func row(_ role: String, _ month: String, _ day: Int, _ year: Int, _ hour: Int, _ minute: Int, _ meridiem: String?) -> ReadoutRow {
            ReadoutRow(role: role, id: role, name: role.capitalized, zone: nil, month: month, day: day, year: year,
                       hour: hour, minute: minute, meridiem: meridiem)
        }
        var status = ClockStatus(mode: .movie, face: .clock, rows: [
            row("destination", "NOV", 5, 1955, 6, 0, "AM"), row("present", "OCT", 26, 1985, 1, 21, "AM"),
            row("departed", "OCT", 26, 1985, 13, 20, nil),
        ], destination: "1955-11-05T06:00", timerState: .set, timerDuration: 0, timerRemaining: 0, night: false,
           brightness: 5, twentyFourHour: false, settingsShown: false)
        func payloads() -> [String] {
            HomeAssistantDiscovery.states(status, nextAlarm: nil).filter { ["destination", "present", "departed"].contains($0.entity) }.map(\.payload)
        }
        #expect(payloads() == ["NOV 05 1955 06:00 AM", "OCT 26 1985 01:21 AM", "OCT 26 1985 13:20"])
        status.rows = [row("present", "JUL", 4, 1776, 12, 5, "PM")]
        #expect(payloads() == ["1955-11-05T06:00", "JUL 04 1776 12:05 PM", ""], "no destination row: the kept one; no departed row: empty")
        // Four digits of year, as the face's YEAR window shows it.
        status.rows = [row("present", "JAN", 1, 885, 12, 0, "AM")]
        #expect(payloads()[1] == "JAN 01 0885 12:00 AM")
    }

    // MARK: The model

    static func events(_ effects: [ClockEffect]) -> [PropEvent] {
        effects.compactMap { if case .propEvent(let e) = $0 { e } else { nil } }
    }

    static let t = Keysym.t

    @Test("the settings panel's MQTT page: off, then the link's state as it comes and goes, repainted while open")
    func panelPage() {
        let off = ClockFixture.model(at: Self.t0, settings: { $0.alarms = [AlarmTests.alarm("07:30 daily Work")] }, mode: .movie,
                                     tick: Self.t0.addingTimeInterval(1))
        #expect(off.panel.mqttConnectionLine.name == "MQTT off")
        var settings = Settings.defaults()
        settings.mqtt = Self.settings()
        let setup = ClockSetup(file: LoadedSettings(settings: settings, warning: nil), overrides: LaunchOverrides(noIntro: true),
                               localZone: Zone(identifier: "UTC")!, zones: .system)
        var m = ClockModel(setup: setup, width: 520, height: 335, seed: 3)
        _ = m.handle(.launch, at: Self.t0)
        #expect(m.panel.mqttConnectionLine.name == "Not connected to 127.0.0.1:1883")
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.comma, modifiers: [.control])), at: Self.t0)
        for _ in 0..<3 { _ = m.handle(.key(KeyPress(baseKeysym: Keysym.tab)), at: Self.t0) }
        _ = m.handle(.key(KeyPress(baseKeysym: 0x6d, text: "m")), at: Self.t0)
        #expect(m.overlay.page == .mqtt)
        #expect(m.handle(.propLink(connected: true, state: "connected to 127.0.0.1:1883"), at: Self.t0) == [.repaintOverlay])
        #expect(m.panel.mqttConnectionLine.name == "Connected to 127.0.0.1:1883" && m.panel.mqttConnected)
        let down = "cannot reach the MQTT broker at 127.0.0.1:1883 (Connection refused)"
        #expect(m.handle(.propLink(connected: false, state: down), at: Self.t0) == [.repaintOverlay])
        #expect(m.panel.mqttConnectionLine.detail == down)
        #expect(m.panel.mqttTopicsLine.detail.contains("bttf/tcd/msg"))
    }

    @Test("without a broker T travels at once and tells nobody")
    func unlinked() {
        var m = ClockFixture.model(at: Self.t0, settings: { $0.alarms = [AlarmTests.alarm("07:30 daily Work")] }, mode: .movie,
                                   tick: Self.t0.addingTimeInterval(1))
        let effects = m.handle(.key(KeyPress(baseKeysym: Self.t)), at: Self.t0.addingTimeInterval(2))
        #expect(Self.events(effects).isEmpty && m.clock.travelling)
    }

    @Test("with a broker: T sends TIMETRAVEL, the displacement 5 s later, REENTRY as the new time comes on; a second T is not sent again")
    func runUp() throws {
        var m = ClockFixture.model(at: Self.t0, settings: { $0.alarms = [AlarmTests.alarm("07:30 daily Work")] }, mode: .movie,
                                   tick: Self.t0.addingTimeInterval(1))
        _ = m.handle(.propLink(connected: true, state: "connected"), at: Self.t0.addingTimeInterval(1.5))
        let pressed = Self.t0.addingTimeInterval(2)
        let effects = m.handle(.key(KeyPress(baseKeysym: Self.t)), at: pressed)
        #expect(Self.events(effects) == [.timeTravel(lead: 5000, length: 2700)])
        #expect(!m.clock.travelling && m.runningUp)
        // The rows throb through the run-up, deeper towards its end.
        let playing = try #require(m.animation)
        #expect(playing.kind == .runUp(duration: 5) && playing.start == pressed)
        let rows = m.content(at: pressed).rows
        func darkest(from a: Double, to b: Double) -> Double {
            stride(from: a, to: b, by: 0.01).compactMap { playing.kind.frame(at: $0, target: rows)?.rows[1].levels.min() }.min() ?? 1
        }
        #expect(darkest(from: 0, to: 1) > 0.85 && darkest(from: 4, to: 5) < 0.65, "\(darkest(from: 0, to: 1)) then \(darkest(from: 4, to: 5))")
        #expect(m.nextWake(after: pressed, colonHandedOff: true)! <= pressed.addingTimeInterval(5))
        #expect(Self.events(m.handle(.key(KeyPress(baseKeysym: Self.t)), at: pressed.addingTimeInterval(1))).isEmpty)
        #expect(!m.clock.travelling)
        // R in the run-up acts: the trip becomes the return, at the time the props were given.
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.r)), at: pressed.addingTimeInterval(1.5))
        #expect(m.propTrips.runUp?.action == .returnToPresent && m.propTrips.runUp?.due == pressed.addingTimeInterval(5))
        _ = m.handle(.key(KeyPress(baseKeysym: Self.t)), at: pressed.addingTimeInterval(2))
        #expect(m.propTrips.runUp?.action == .timeTravel)
        _ = m.handle(.tick, at: pressed.addingTimeInterval(4.99))
        #expect(!m.clock.travelling)
        _ = m.handle(.tick, at: pressed.addingTimeInterval(5))
        #expect(m.clock.travelling && m.animation?.start == pressed.addingTimeInterval(5))
        let wake = try #require(m.nextWake(after: pressed.addingTimeInterval(5.01)))
        #expect(wake <= pressed.addingTimeInterval(5 + 2.7))
        #expect(Self.events(m.handle(.tick, at: pressed.addingTimeInterval(7.69))).isEmpty)
        #expect(Self.events(m.handle(.tick, at: pressed.addingTimeInterval(7.7))) == [.reentry])
    }

    @Test("commands act as their keys; while a travel plays or a destination is typed they are ignored")
    func commandsInTheModel() {
        var m = ClockFixture.model(at: Self.t0, settings: { $0.alarms = [AlarmTests.alarm("07:30 daily Work")] }, mode: .movie,
                                   tick: Self.t0.addingTimeInterval(1))
        _ = m.handle(.prop(.night(true)), at: Self.t0.addingTimeInterval(2))
        #expect(m.face.isNight(at: Self.t0.addingTimeInterval(2)))
        _ = m.handle(.prop(.beep(.sixtySeconds)), at: Self.t0.addingTimeInterval(2))
        #expect(m.sounds.choices.beep == .sixtySeconds)
        let off = m.handle(.prop(.alarms(false)), at: Self.t0.addingTimeInterval(2))
        #expect(off.contains { if case .saveSettings(let c) = $0 { c.mine.alarms.allSatisfy { !$0.enabled } } else { false } })
        _ = m.handle(.prop(.timeTravel), at: Self.t0.addingTimeInterval(3))
        #expect(m.clock.travelling)
        // Mid-travel: ignored.
        _ = m.handle(.prop(.night(false)), at: Self.t0.addingTimeInterval(3.5))
        #expect(m.face.isNight(at: Self.t0.addingTimeInterval(3.5)))
        _ = m.handle(.prop(.sounds(true)), at: Self.t0.addingTimeInterval(3.5))
        #expect(!m.face.display.sounds)
        _ = m.handle(.tick, at: Self.t0.addingTimeInterval(10))
        // Typing a destination: ignored too.
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.digits.lowerBound + 1)), at: Self.t0.addingTimeInterval(11))
        _ = m.handle(.prop(.sounds(true)), at: Self.t0.addingTimeInterval(11.5))
        #expect(!m.face.display.sounds)
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.escape)), at: Self.t0.addingTimeInterval(12))
        _ = m.handle(.prop(.sounds(true)), at: Self.t0.addingTimeInterval(12.5))
        #expect(m.face.display.sounds)
    }

    @Test("a message scrolls across the red row, the other rows as they are, and ends")
    func messageOnTheRedRow() throws {
        var m = ClockFixture.model(at: Self.t0, settings: { $0.alarms = [AlarmTests.alarm("07:30 daily Work")] }, mode: .movie,
                                   tick: Self.t0.addingTimeInterval(1))
        let at = Self.t0.addingTimeInterval(3)
        _ = m.handle(.propMessage("OUTATIME"), at: at)
        let playing = try #require(m.animation)
        #expect(playing.kind == .message("OUTATIME"))
        let content = m.content(at: at.addingTimeInterval(2))
        let frame = try #require(playing.kind.frame(at: 2, target: content.rows))
        #expect(frame.rows[0] != RowLights(readout: content.rows[0].readout))
        #expect(frame.rows[0].masks.contains { $0 != 0 }, "letters lit on the red row")
        #expect(frame.rows[1] == RowLights(readout: content.rows[1].readout) && frame.rows[2] == RowLights(readout: content.rows[2].readout))
        #expect(playing.kind.frame(at: playing.kind.duration, target: content.rows) == nil)
        // Heard when the sounds are on, as the replica plays a sound with a message.
        #expect(!m.handle(.tick, at: at.addingTimeInterval(0.1)).contains { $0.sound == .message }, "the sounds are off")
        var loud = ClockFixture.model(at: Self.t0, settings: { $0.alarms = [AlarmTests.alarm("07:30 daily Work")] }, mode: .movie,
                                      tick: Self.t0.addingTimeInterval(1))
        _ = loud.handle(.control(.sounds(true)), at: at)
        let effects = loud.handle(.propMessage("OUTATIME"), at: at.addingTimeInterval(1))
        #expect(effects.contains { $0.sound == .message }, "\(effects)")
    }
}
