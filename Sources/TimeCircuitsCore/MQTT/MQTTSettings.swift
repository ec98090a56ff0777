/// Where the clock meets the replica props and Home Assistant over MQTT, as the settings file has
/// it (`mqtt = mqtt://user@host:1883` and the `mqtt-…` keys). Off (no broker) on a fresh install.
///
/// The password is never here: the file names a file that holds it (`mqtt-password-file`), read
/// when the link starts, so a settings file can be shown, shared or saved without a secret in it.
public struct MQTTSettings: Sendable, Hashable {
    /// The broker; nil is MQTT off.
    public var broker: BrokerAddress?
    /// The certificate authority that signed an `mqtts://` broker's certificate (a PEM file); nil
    /// trusts the system's authorities.
    public var certificateAuthority: String?
    /// The file holding the password for the broker's user, as written (`~/…` allowed).
    public var passwordFile: String?
    /// Where commands arrive: the replica's topic, so what drives a replica drives the clock.
    public var commandTopic = MQTTSettings.replicaCommandTopic
    /// Where the clock's events go (TIMETRAVEL, REENTRY, ALARM): the replica's topic, which the
    /// props listen to.
    public var publishTopic = MQTTSettings.replicaPublishTopic
    /// Text published here shows on the DESTINATION TIME row; nil is no messages.
    public var messagesTopic: String?
    /// The room sensor's temperature and humidity topics, which the room condition shows; nil,
    /// none.
    public var roomTemperatureTopic: String?
    public var roomHumidityTopic: String?
    /// TIMETRAVEL_xxxx_yyyy (the lead and the length, in milliseconds) rather than TIMETRAVEL.
    public var enhanced = false

    public init() {}

    /// The replica's own topics (TCD firmware README), used so the props need no setting changed.
    public static let replicaCommandTopic = "bttf/tcd/cmd"
    public static let replicaPublishTopic = "bttf/tcd/pub"

    public var isOn: Bool { broker != nil }

    /// A topic the clock subscribes to or publishes on: printable ASCII without MQTT's wildcards
    /// (`+`, `#`), which would make one setting listen to many topics.
    public static func parseTopic(_ text: String) -> String? {
        let t = text.trimmingWhitespace()
        guard !t.isEmpty, t.utf8.count <= maximumTopicBytes,
              t.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && $0 != "+" && $0 != "#" }) else { return nil }
        return t
    }

    public static let topicExpected = Words.marked("a topic like bttf/tcd/cmd (no spaces, + or #)")
    /// Far below MQTT's 65,535: a topic is a short name.
    static let maximumTopicBytes = 256
}

/// An MQTT broker as the settings write it: `mqtt://host`, `mqtt://user@host:1883`, or `mqtts://…`
/// for TLS. A password in the address is refused: it belongs in `mqtt-password-file`.
public struct BrokerAddress: Sendable, Hashable {
    public var tls: Bool
    public var user: String?
    public var host: String
    public var port: Int

    public init(tls: Bool, user: String?, host: String, port: Int) {
        self.tls = tls
        self.user = user
        self.host = host
        self.port = port
    }

    /// MQTT's registered ports, plain and over TLS.
    public static let plainPort = 1883
    public static let tlsPort = 8883

    public static let expected = Words.marked("an address like mqtt://user@host:1883 or mqtts://host (the password goes in mqtt-password-file)")

    /// The address `text` names; nil when it is not one (a password in it is not one).
    public static func parse(_ text: String) -> BrokerAddress? {
        let t = text.trimmingWhitespace()
        let tls: Bool
        var rest: Substring
        if t.lowercased().hasPrefix("mqtts://") {
            tls = true
            rest = t.dropFirst("mqtts://".count)
        } else if t.lowercased().hasPrefix("mqtt://") {
            tls = false
            rest = t.dropFirst("mqtt://".count)
        } else {
            return nil
        }
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        var user: String?
        if let at = rest.lastIndex(of: "@") {
            let who = rest[..<at]
            // user:password@ puts a secret where settings are shown and shared.
            guard !who.isEmpty, !who.contains(":") else { return nil }
            user = String(who)
            rest = rest[rest.index(after: at)...]
        }
        var host = rest, port = tls ? tlsPort : plainPort
        if let colon = rest.lastIndex(of: ":"), !rest.hasPrefix("[") || rest[..<colon].hasSuffix("]") {
            guard let number = Int(rest[rest.index(after: colon)...]), (1...65535).contains(number) else { return nil }
            port = number
            host = rest[..<colon]
        }
        if host.hasPrefix("["), host.hasSuffix("]") { host = host.dropFirst().dropLast() }
        guard !host.isEmpty, host.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && !"/?#@[]".unicodeScalars.contains($0) || $0 == ":" }),
              user.map({ $0.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F } }) ?? true else { return nil }
        return BrokerAddress(tls: tls, user: user, host: String(host), port: port)
    }

    /// The address as the settings file writes it.
    public var text: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return (tls ? "mqtts://" : "mqtt://") + (user.map { $0 + "@" } ?? "") + shownHost + ":\(port)"
    }

    /// Host and port, as every line about the connection names the broker: never the user.
    public var place: String {
        (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }
}
