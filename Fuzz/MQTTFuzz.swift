import Foundation
import TimeCircuitsCore
import TimeCircuitsStorage

/// libFuzzer entry for what arrives over MQTT from anyone on the broker: the command parser
/// (`PropCommand.parse`), the messages for the red row (`PropMessage.parse`) and the link's
/// handling of both (`MQTTSession`'s `.received` input), and the clock carrying out whatever they accept.
///
/// The input's first byte picks the topic (even: the command topic, odd: the messages topic);
/// the rest is the payload, raw bytes. A payload is a command, a message, or ignored with one
/// clear debug line; an accepted command is one of the replica's words, and its word parses back
/// to it; the clock carries it out without crashing; a message is printable ASCII, upper case,
/// at most 255 characters.
@_cdecl("LLVMFuzzerTestOneInput")
public func mqttFuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: data, count: size))
    guard let first = bytes.first else { return 0 }
    let payload = Array(bytes.dropFirst())
    let text = String(decoding: payload, as: UTF8.self)
    let topic = first % 2 == 0 ? MQTTFuzzClock.settings.commandTopic : MQTTFuzzClock.settings.messagesTopic!
    var link = MQTTSession(settings: MQTTFuzzClock.settings, discovery: nil)
    let actions = link.handle(.received(topic: topic, payload: payload))
    FuzzCheck.require(actions.count == 1, "\(actions.count) actions for one payload", input: text)
    var model = MQTTFuzzClock.model
    let now = Date(timeIntervalSince1970: 500_000_000)
    for action in actions {
        switch action {
        case .command(let command):
            FuzzCheck.require(PropCommand.words.contains { $0.command == command }, "\(command) is no word's", input: text)
            FuzzCheck.require((try? PropCommand.parse(Array(command.word.utf8)).get()) == command, "\(command.word) does not parse back", input: text)
            _ = model.handle(.prop(command), at: now, boot: 1000)
        case .message(let message):
            FuzzCheck.require(message.count <= PropMessage.longest && message == message.uppercased()
                              && message.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }, "message \(message.debugDescription)", input: text)
            _ = model.handle(.propMessage(message), at: now, boot: 1000)
        case .debug(let line):
            FuzzCheck.requireClearMessage(line, for: text, "MQTTSession .received")
        default:
            FuzzCheck.fail("\(action) for a payload", input: text)
        }
    }
    _ = model.handle(.tick, at: now.addingTimeInterval(6), boot: 1006)
    _ = model.frame(at: now.addingTimeInterval(6))
    return 0
}

/// One launched clock with a broker connected, copied for each input.
private enum MQTTFuzzClock {
    static let settings: MQTTSettings = {
        var s = MQTTSettings()
        s.broker = BrokerAddress(tls: false, user: nil, host: "127.0.0.1", port: 1883)
        s.messagesTopic = "bttf/tcd/msg"
        return s
    }()

    static let model: ClockModel = {
        var settings = Settings.defaults()
        settings.mqtt = MQTTFuzzClock.settings
        let setup = ClockSetup(file: LoadedSettings(settings: settings, warning: nil), state: .film,
                               overrides: LaunchOverrides(noIntro: true), localZone: Zone.utc, zones: .system)
        var m = ClockModel(setup: setup, width: 520, height: 335, seed: 1)
        let start = Date(timeIntervalSince1970: 500_000_000)
        _ = m.handle(.mapped(true), at: start, boot: 1000)
        _ = m.handle(.launch, at: start, boot: 1000)
        _ = m.handle(.propLink(connected: true, state: "connected"), at: start, boot: 1000)
        return m
    }()
}
