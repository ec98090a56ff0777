import FoundationEssentials

/// Home Assistant's MQTT discovery for one clock: the retained `homeassistant/…/config` messages
/// that make it one device with buttons for Time travel and Return, switches for night mode, the
/// sounds and the beep, a select for the display mode, sensors for the three rows, the running timers, the next alarm and plan mode's planned time, and an availability topic
/// the broker sets `offline` (the last will) when the clock goes away. A button for each of the
/// timer face's presets follows the presets (`presetButtons`).
///
/// The buttons and switches send the replica's command words on the command topic, so an
/// automation written against a replica drives the clock too. States are published retained on
/// `timecircuits/<node>/…`.
public struct HomeAssistantDiscovery: Sendable, Hashable {
    /// This clock's id among others on the broker: letters, digits and underscores (the
    /// computer's name, folded).
    public let node: String
    public let commandTopic: String
    /// The version the device shows, when known.
    public let version: String?

    public static let online = "online"
    public static let offline = "offline"
    /// Home Assistant's discovery prefix (its default).
    public static let prefix = "homeassistant"
    /// What the device is called, once: its entities' names are their own ("Time travel"), and
    /// Home Assistant puts the device's before them.
    public static let deviceName = "Time Circuits"

    public init(machine: String, commandTopic: String, version: String?) {
        let folded = machine.lowercased().unicodeScalars.map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "_" }
        node = "timecircuits_" + (folded.isEmpty ? "clock" : String(folded))
        self.commandTopic = commandTopic
        self.version = version
    }

    /// Where the clock's own topics live.
    public var base: String { "timecircuits/\(node)" }
    public var availabilityTopic: String { "\(base)/availability" }
    func stateTopic(_ entity: String) -> String { "\(base)/\(entity)" }

    /// One retained message.
    public struct Message: Sendable, Hashable {
        public var topic: String
        public var payload: String
    }

    /// An entity as Home Assistant's discovery reads it; the keys are HA's.
    struct Config: Encodable {
        var name: String
        var unique_id: String
        var object_id: String
        var availability_topic: String
        var payload_available = HomeAssistantDiscovery.online
        var payload_not_available = HomeAssistantDiscovery.offline
        var device: Device
        var command_topic: String?
        var payload_press: String?
        var payload_on: String?
        var payload_off: String?
        var state_topic: String?
        var state_on: String?
        var state_off: String?
        var icon: String?
        var value_template: String?
        var json_attributes_topic: String?
        var options: [String]?
        var command_template: String?
    }

    struct Device: Encodable {
        var identifiers: [String]
        var name: String
        var manufacturer = "Time Circuits for X11"
        var model = "Desktop time circuits"
        var sw_version: String?
    }

    /// An entity of this clock's device, its name Home Assistant's own to show after the device's.
    private func entity(_ id: String, _ name: String, icon: String) -> Config {
        Config(name: name, unique_id: "\(node)_\(id)", object_id: "\(node)_\(id)", availability_topic: availabilityTopic,
               device: Device(identifiers: [node], name: Self.deviceName, sw_version: version), icon: icon)
    }

    /// A button that sends `command`'s word on the command topic.
    private func button(_ id: String, _ name: String, _ command: PropCommand, icon: String) -> (String, String, Config) {
        var c = entity(id, name, icon: icon)
        c.command_topic = commandTopic
        c.payload_press = command.word
        return ("button", id, c)
    }

    /// The entities: (component, id, name, what it sends or shows).
    private var entities: [(component: String, id: String, config: Config)] {
        func make(_ id: String, _ name: String, icon: String) -> Config { entity(id, name, icon: icon) }
        func toggle(_ id: String, _ name: String, on: PropCommand, off: PropCommand, icon: String) -> (String, String, Config) {
            var c = make(id, name, icon: icon)
            c.command_topic = commandTopic
            c.payload_on = on.word
            c.payload_off = off.word
            c.state_topic = stateTopic(id)
            c.state_on = "ON"
            c.state_off = "OFF"
            return ("switch", id, c)
        }
        // A choice among words: Home Assistant sends the option chosen through the template,
        // which makes it the command word (`minimal` → `DISPLAY_MINIMAL`).
        func select(_ id: String, _ name: String, options: [String], template: String, icon: String) -> (String, String, Config) {
            var c = make(id, name, icon: icon)
            c.command_topic = commandTopic
            c.command_template = template
            c.options = options
            c.state_topic = stateTopic(id)
            return ("select", id, c)
        }
        func sensor(_ id: String, _ name: String, icon: String) -> (String, String, Config) {
            var c = make(id, name, icon: icon)
            c.state_topic = stateTopic(id)
            return ("sensor", id, c)
        }
        // The running timers: their count as the state, and each one's name, state and end as
        // the attributes (a state holds 255 characters; the list may not fit in one).
        func timersSensor() -> (String, String, Config) {
            var c = sensor(Self.timersEntity, "Timers running", icon: "mdi:timer-outline")
            c.2.value_template = "{{ value_json.timers | length }}"
            c.2.json_attributes_topic = stateTopic(Self.timersEntity)
            return c
        }
        return [
            button("time_travel", "Time travel", .timeTravel, icon: "mdi:car-sports"),
            button("return", "Return", .returnToPresent, icon: "mdi:keyboard-return"),
            toggle("night_mode", "Night mode", on: .night(true), off: .night(false), icon: "mdi:weather-night"),
            // Who rules the switch above (schedule, sun, you, setting) and its next edge.
            sensor("night_source", "Night mode rule", icon: "mdi:weather-sunset"),
            sensor("night_until", "Night mode until", icon: "mdi:timer-sand"),
            toggle("sounds", "Sounds", on: .sounds(true), off: .sounds(false), icon: "mdi:volume-high"),
            toggle("beep", "Beep", on: .beep(.on), off: .beep(.off), icon: "mdi:metronome-tick"),
            select(Self.displayModeEntity, "Display mode", options: DisplayMode.allCases.map(\.rawValue),
                   template: Self.displayModeTemplate, icon: "mdi:view-agenda-outline"),
            sensor("destination", "Destination time", icon: "mdi:calendar-arrow-right"),
            sensor("present", "Present time", icon: "mdi:clock-outline"),
            sensor("departed", "Last time departed", icon: "mdi:calendar-arrow-left"),
            sensor("planned", "Planned time", icon: "mdi:calendar-clock"),
            sensor("next_alarm", "Next alarm", icon: "mdi:alarm"),
            timersSensor(),
        ].map { (component: $0.0, id: $0.1, config: $0.2) }
    }

    /// The retained config messages, one an entity.
    public var configs: [Message] {
        entities.map { config($0.component, $0.id, $0.config) }
    }

    /// One entity's retained config message.
    private func config(_ component: String, _ id: String, _ config: Config?) -> Message {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // No config is an empty payload: Home Assistant removes the entity, the broker its retained config.
        let json = config.map { (try? encoder.encode($0)).map { String(decoding: $0, as: UTF8.self) } ?? "{}" } ?? ""
        return Message(topic: "\(Self.prefix)/\(component)/\(node)/\(id)/config", payload: json)
    }

    /// The id of preset slot `slot`'s button.
    static func presetEntity(_ slot: Int) -> String { "timer_preset_\(slot)" }

    /// The presets' buttons as Home Assistant should have them: for each filled slot a button
    /// named by the timer it starts ("Start 5:00 timer"), which sends `TIMER_PRESET_<slot>`; for
    /// each empty one an empty config, which deletes a button left from presets since changed
    /// (on a broker that kept it while the clock was away, too). With `old`, the presets Home
    /// Assistant was last told, only the slots that changed since.
    public func presetButtons(_ presets: TimerPresets, since old: TimerPresets? = nil) -> [Message] {
        (1...TimerPresets.count).compactMap { slot in
            let preset = presets[slot: slot]
            if let old, old[slot: slot] == preset { return nil }
            let id = Self.presetEntity(slot)
            let made = preset.map { button(id, "Start \(TimerName.standard(seconds: $0.duration))", .timerPreset(slot: slot), icon: "mdi:timer-play-outline").2 }
            return config("button", id, made)
        }
    }

    /// One state Home Assistant shows, by its entity's id (`night_mode`): what the model compares
    /// and tells (`StatusChange`), whatever this clock's topics are.
    public struct State: Sendable, Hashable {
        public var entity: String
        public var payload: String

        public init(entity: String, payload: String) {
            self.entity = entity
            self.payload = payload
        }
    }

    /// The states for what `status` shows, and the next alarm's words ("none" for none).
    public static func states(_ status: ClockStatus, nextAlarm: String?) -> [State] {
        func onOff(_ on: Bool) -> String { on ? "ON" : "OFF" }
        func text(_ r: ReadoutRow) -> String { r.readout.line(separator: " ") }
        func row(_ role: String) -> String? {
            status.rows.first { $0.role == role }.map(text)
        }
        // On the world clock the present is the top row's city.
        let present = row("present") ?? status.rows.first.map(text) ?? ""
        return [
            State(entity: "night_mode", payload: onOff(status.night)),
            State(entity: "night_source", payload: status.nightSource),
            State(entity: "night_until", payload: status.nightUntil.isEmpty ? "none" : status.nightUntil),
            State(entity: "sounds", payload: onOff(status.sounds)),
            State(entity: "beep", payload: onOff(status.beep != .off)),
            State(entity: displayModeEntity, payload: status.displayMode.rawValue),
            State(entity: "destination", payload: row("destination") ?? status.destination),
            State(entity: "present", payload: present),
            State(entity: "departed", payload: row("departed") ?? ""),
            // While a plan shows, the rows above are the plan's: this says so, and what it is.
            State(entity: "planned", payload: status.plannedText.isEmpty ? "none" : status.plannedText),
            State(entity: timersEntity, payload: timersPayload(status.timers)),
            State(entity: "next_alarm", payload: nextAlarm ?? "none"),
        ]
    }

    /// The display mode's select, whose state is the mode's settings word (`minimal`).
    static let displayModeEntity = "display_mode"
    /// The select's option made the command word `DisplayMode.commandWord` says.
    static let displayModeTemplate = "DISPLAY_{{ value | upper }}"

    /// The timers' entity.
    static let timersEntity = "timers"

    /// `{"timers":[{"ends":"2026-12-03T13:30:00Z","name":"Tea","number":2,"phase":null,"state":"running"}]}`:
    /// each running timer (or one counting its overtime) as the D-Bus `Timers` property and
    /// `timer list --json` have it, without the seconds that run down (what changes is published,
    /// not every second).
    static func timersPayload(_ timers: [TimerListing.Entry]) -> String {
        struct Running: Encodable {
            var number: Int, name: String, state: String, ends: String?, phase: String?
        }
        struct Payload: Encodable { var timers: [Running] }
        let running = timers.filter { $0.state == "running" || $0.state == "overtime" }
            .map { Running(number: $0.number, name: $0.name, state: $0.state, ends: $0.ends, phase: $0.phase) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(Payload(timers: running))).map { String(decoding: $0, as: UTF8.self) } ?? "{\"timers\":[]}"
    }

    /// `state` as this clock publishes it, on its own state topic.
    public func message(_ state: State) -> Message {
        Message(topic: stateTopic(state.entity), payload: state.payload)
    }
}
