/// The MQTT page of the settings panel: whether the clock is paired with the replica props and
/// Home Assistant, and how. It shows, it does not edit: the broker, its certificate authority and
/// the password file are set in the settings file, where a password is never typed on screen.
///
/// The page shares the theme's tab, which names it while it shows: M on the theme page, or a
/// click on that tab while the theme shows, brings it; ← or M or another click goes back.
///
/// Keys: Esc closes; Tab goes round the pages. A click outside the panel closes it.
extension SettingsOverlay {
    public static let mqttTitle = "MQTT"
    public static let mqttHint = Words.marked("Set in settings.conf · Tab cities · Esc")
    /// The line under the rows: where the link is set.
    public static let mqttNote = Words.marked("Set mqtt, mqtt-ca and mqtt-password-file in settings.conf (README: the props)")

    /// A key on the MQTT page; nil when the page is not showing.
    mutating func handleMQTTKey(_ key: OverlayKey) -> [OverlayEffect]? {
        guard page == .mqtt else { return nil }
        switch key {
        case .escape: return close()
        case .left, .text("m"), .text("M"):
            show(.theme)  // back to the theme, under the same tab
            return []
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

extension OverlayPicture {
    /// The connection's row: its state (a lamp lit while connected).
    public var mqttConnectionLine: (name: String, detail: String) {
        guard let broker = shows.mqtt.broker else {
            return (words("MQTT off"), words("Set mqtt = mqtt://host:1883 in settings.conf to pair with the props and Home Assistant"))
        }
        let place = broker.place + (broker.tls ? " (TLS)" : "")
        let name = shows.mqttConnected ? words("Connected to %1$s", place) : words("Not connected to %1$s", place)
        // Connected, the detail says what goes out; down, why (the line stderr had). The
        // replica's words (TIMETRAVEL…) are its protocol: a translation keeps them.
        return (name, shows.mqttConnected ? words("TIMETRAVEL, REENTRY and ALARM go to the props") : shows.mqttState ?? words("not started"))
    }

    /// The topics' row: where commands come from and events go.
    public var mqttTopicsLine: (name: String, detail: String) {
        (shows.mqtt.enhanced ? words("Commands %1$s · events %2$s (enhanced)", shows.mqtt.commandTopic, shows.mqtt.publishTopic)
                       : words("Commands %1$s · events %2$s", shows.mqtt.commandTopic, shows.mqtt.publishTopic),
         shows.mqtt.messagesTopic.map { words("Messages on %1$s show on the red row", $0) } ?? words("No messages topic (mqtt-messages)"))
    }

    /// Home Assistant's row: the device it finds.
    public var mqttHomeAssistantLine: (name: String, detail: String) {
        (words("Home Assistant: one device, %1$s", HomeAssistantDiscovery.deviceName),
         words("Travel and Return; night, sounds, beep; the rows and the next alarm"))
    }
}
