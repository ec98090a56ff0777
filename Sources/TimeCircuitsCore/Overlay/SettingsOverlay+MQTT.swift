/// The MQTT page of the settings panel: whether the clock is paired with the replica props and
/// Home Assistant, and how. It shows, it does not edit: the broker, its certificate authority and
/// the password file are set in the settings file, where a password is never typed on screen.
///
/// Keys: Esc closes; Tab goes round the pages. A click outside the panel closes it.
extension SettingsOverlay {
    public static let mqttTitle = "MQTT"
    public static let mqttHint = "Set in settings.conf · Tab cities · Esc"
    /// The line under the rows: where the link is set.
    public static let mqttNote = "Set mqtt, mqtt-ca and mqtt-password-file in settings.conf (README: the props)"

    /// The connection's row: its state (a lamp lit while connected).
    public var mqttConnectionLine: (name: String, detail: String) {
        guard let broker = mqtt.broker else {
            return ("MQTT off", "Set mqtt = mqtt://host:1883 in settings.conf to pair with the props and Home Assistant")
        }
        let name = (mqttConnected ? "Connected to " : "Not connected to ") + broker.place + (broker.tls ? " (TLS)" : "")
        // Connected, the detail says what goes out; down, why (the line stderr had).
        return (name, mqttConnected ? "TIMETRAVEL, REENTRY and ALARM go to the props" : mqttState ?? "not started")
    }

    /// The topics' row: where commands come from and events go.
    public var mqttTopicsLine: (name: String, detail: String) {
        ("Commands \(mqtt.commandTopic) · events \(mqtt.publishTopic)" + (mqtt.enhanced ? " (enhanced)" : ""),
         mqtt.messagesTopic.map { "Messages on \($0) show on the red row" } ?? "No messages topic (mqtt-messages)")
    }

    /// Home Assistant's row: the device it finds.
    public var mqttHomeAssistantLine: (name: String, detail: String) {
        ("Home Assistant: one device, \(HomeAssistantDiscovery.deviceName)",
         "Travel and Return; night, sounds, beep; the rows and the next alarm")
    }

    /// A key on the MQTT page; nil when the page is not showing.
    mutating func handleMQTTKey(_ key: OverlayKey) -> [OverlayEffect]? {
        guard page == .mqtt else { return nil }
        switch key {
        case .escape: return close()
        case .f11, .ctrlQ, .ctrlComma, .ctrlM, .tab, .shiftTab:
            return nil  // handled before the page is asked
        default:
            return []  // nothing to choose or type here
        }
    }

    /// A click on the MQTT page; nil when the page is not showing.
    mutating func handleMQTTPress(at point: Point) -> [OverlayEffect]? {
        guard page == .mqtt else { return nil }
        return layout.panel.contains(point) ? [] : close()
    }
}
