import FoundationEssentials

/// The clock's side of an MQTT connection, decided here and carried out by the services' client:
/// when to connect and to try again (a back-off growing to a minute), what to subscribe to and
/// announce once connected, what an incoming payload is, and the one line a person is told.
///
/// Pure: the client reports what happened (`connected`, `failed`, `received`) and carries out
/// the `Action`s returned; `nextWake` says when the loop must come back to try again. In the
/// shape docs/ARCHITECTURE.md ("The shape rules") asks of the model's parts, it takes one `Input` through `handle` and
/// answers in its own `Action`s.
public struct MQTTSession: Sendable {
    /// Where the connection stands, as the settings panel shows it.
    public enum Phase: Sendable, Hashable {
        /// Trying since this instant.
        case connecting(since: Date)
        case connected
        /// Down; the next try is at this instant.
        case retrying(at: Date, why: String)
    }

    /// Why a connection failed or ended, as the client tells it.
    public enum Failure: Sendable, Hashable {
        /// Nobody answered, the connection was refused or lost: try again later.
        case unreachable(String)
        /// The broker's certificate could not be verified against the authority trusted.
        case untrusted
        /// The broker answered and said no (a bad user or password, not authorised).
        case refused(String)
        /// The connection could not even be set up as asked (a certificate authority's file that
        /// cannot be used): nothing was sent, and no plain connection is tried in its place.
        case setup(String)
    }

    /// What can happen to the link: the client's reports, the loop's ticks, and what the clock
    /// has to tell the props.
    public enum Input: Sendable, Hashable {
        /// The first connection.
        case start(at: Date)
        /// The broker accepted the connection.
        case connected
        /// The connection failed or ended at this instant.
        case failed(Failure, at: Date)
        /// The loop woke: another try when its time has come; an attempt unanswered too long, given up.
        case tick(at: Date)
        /// A message from the broker, on its topic.
        case received(topic: String, payload: [UInt8])
        /// An event for the props (TIMETRAVEL, REENTRY, ALARM), on the publish topic.
        case publishEvent(PropEvent)
        /// Home Assistant's states the model says changed (`StatusChange`).
        case publishStates([HomeAssistantDiscovery.State])
        /// The timer face's presets, as the model holds them now: their buttons follow.
        case publishPresets(TimerPresets)
    }

    /// Applies one input: what the client does next.
    public mutating func handle(_ input: Input) -> [Action] {
        switch input {
        case .start(let now): start(at: now)
        case .connected: connected()
        case .failed(let failure, let now): failed(failure, at: now)
        case .tick(let now): tick(at: now)
        case .received(let topic, let payload): received(topic: topic, payload: payload)
        case .publishEvent(let event): [publish(event)]
        case .publishStates(let states): publish(states)
        case .publishPresets(let presets): publish(presets)
        }
    }

    /// What the client does next.
    public enum Action: Sendable, Hashable {
        case connect
        /// Give up the attempt under way (no answer): close its socket.
        case abandon
        case subscribe([String])
        case publish(topic: String, payload: String, retain: Bool)
        /// One line for stderr: the broker unreachable, a certificate refused.
        case warn(String)
        /// One line for the debug log: a payload ignored.
        case debug(String)
        /// A command arrived: the clock carries it out.
        case command(PropCommand)
        /// A message arrived for the DESTINATION TIME row.
        case message(String)
        /// A message on the room sensor's topic for `quantity`, for the room condition to read.
        case room(RoomReading.Quantity, payload: String)
    }

    public let settings: MQTTSettings
    /// Home Assistant's discovery for this clock; nil for a link that only publishes events (the
    /// alarm service).
    public let discovery: HomeAssistantDiscovery?
    public private(set) var phase = Phase.connecting(since: .distantPast)
    /// Failures in a row since the last connection: the back-off grows with them.
    private var failures = 0
    /// Whether this outage has been said: one line, once, until a connection comes back.
    private var saidDown = false
    /// The presets as the model last told them, and as Home Assistant was last told them on this
    /// connection (nil: not yet): a change is published as the buttons that changed.
    private var presets: TimerPresets?
    private var presetsAnnounced: TimerPresets?

    /// The language of the lines a person reads: the warning on stderr and the panel's state.
    /// The payloads and topics are the replica's protocol and stay as they are.
    public let words: Words

    public init(settings: MQTTSettings, discovery: HomeAssistantDiscovery?, words: Words = .english) {
        self.settings = settings
        self.discovery = discovery
        self.words = words
    }

    /// The longest wait between two tries: the minute.
    public static let longestBackOff: TimeInterval = 60
    /// How long an attempt may go unanswered (a host that drops the packets, a TLS handshake that
    /// stalls) before it is given up; the kernel alone would wait about two minutes.
    public static let connectTimeout: TimeInterval = 15

    /// The wait after `failures` failures in a row: 1, 2, 4 … seconds, at most a minute.
    public static func backOff(afterFailures failures: Int) -> TimeInterval {
        min(longestBackOff, Double(1 << min(max(failures - 1, 0), 6)))
    }

    /// The first connection.
    private mutating func start(at now: Date) -> [Action] {
        phase = .connecting(since: now)
        return [.connect]
    }

    /// The broker accepted the connection: subscribe, say the clock is online and (for the
    /// window) announce it to Home Assistant. Nothing is said on stderr: the line about the
    /// outage was enough.
    private mutating func connected() -> [Action] {
        phase = .connected
        failures = 0
        saidDown = false
        guard let discovery else { return [] }
        let topics = [settings.commandTopic] + [settings.messagesTopic, settings.roomTemperatureTopic, settings.roomHumidityTopic].compactMap { $0 }
        // Every preset slot: a broker that kept a button while the clock was away loses it now.
        presetsAnnounced = presets
        let buttons = presets.map { discovery.presetButtons($0) } ?? []
        return [.subscribe(topics), .publish(topic: discovery.availabilityTopic, payload: HomeAssistantDiscovery.online, retain: true)]
            + (discovery.configs + buttons).map { .publish(topic: $0.topic, payload: $0.payload, retain: true) }
    }

    /// The connection failed or ended at `now`: the next try after the back-off, and one line
    /// when this outage is new.
    private mutating func failed(_ failure: Failure, at now: Date) -> [Action] {
        failures += 1
        let broker = settings.broker?.place ?? "?"
        let why: String
        switch failure {
        case .unreachable(let reason): why = words("cannot reach the MQTT broker at %1$s (%2$s)", broker, reason)
        case .untrusted:
            let host = settings.broker?.host ?? "?"
            why = settings.certificateAuthority.map { words("the MQTT broker's certificate for %1$s is not trusted by the authority in %2$s", host, $0) }
                ?? words("the MQTT broker's certificate for %1$s is not trusted by the system's authorities (set mqtt-ca)", host)
        case .refused(let reason): why = words("the MQTT broker at %1$s refused the clock (%2$s)", broker, reason)
        case .setup(let reason): why = words("cannot connect to the MQTT broker at %1$s: %2$s", broker, reason)
        }
        phase = .retrying(at: now.addingTimeInterval(Self.backOff(afterFailures: failures)), why: why)
        guard !saidDown else { return [] }
        saidDown = true
        return [.warn(words("%1$s; trying again in the background", why))]
    }

    /// Another try, when its time has come; an attempt unanswered for too long, given up.
    private mutating func tick(at now: Date) -> [Action] {
        switch phase {
        case .retrying(let at, _) where now >= at:
            phase = .connecting(since: now)
            return [.connect]
        case .connecting(let since) where now >= since.addingTimeInterval(Self.connectTimeout):
            return [.abandon] + failed(.unreachable(words("no answer in %1$s s", "\(Int(Self.connectTimeout))")), at: now)
        default:
            return []
        }
    }

    /// When the loop must wake: the next try, or the end of an attempt's patience; nil while
    /// connected.
    public var nextWake: Date? {
        switch phase {
        case .retrying(let at, _): at
        case .connecting(let since): since.addingTimeInterval(Self.connectTimeout)
        case .connected: nil
        }
    }

    /// A message from the broker: a command, a message for the row, or ignored with one debug line.
    private func received(topic: String, payload: [UInt8]) -> [Action] {
        if topic == settings.commandTopic {
            switch PropCommand.parse(payload) {
            case .success(let command): return [.command(command)]
            case .failure(let error): return [.debug("mqtt: ignored on \(topic): \(error.message)")]
            }
        }
        for (quantity, room) in [(RoomReading.Quantity.temperature, settings.roomTemperatureTopic), (.humidity, settings.roomHumidityTopic)] where topic == room {
            return [.room(quantity, payload: String(decoding: payload, as: UTF8.self))]
        }
        if topic == settings.messagesTopic {
            switch PropMessage.parse(payload) {
            case .success(let text): return [.message(text)]
            case .failure(let error): return [.debug("mqtt: ignored on \(topic): \(error.message)")]
            }
        }
        return []
    }

    /// The event as published on the publish topic.
    private func publish(_ event: PropEvent) -> Action {
        .publish(topic: settings.publishTopic, payload: event.payload(enhanced: settings.enhanced), retain: false)
    }

    /// Home Assistant's states the model says changed (`StatusChange`), on their topics,
    /// retained so HA shows them after a restart; nothing while not connected (the model tells
    /// every state again when the link comes up).
    private func publish(_ states: [HomeAssistantDiscovery.State]) -> [Action] {
        guard let discovery, phase == .connected else { return [] }
        return states.map(discovery.message).map { .publish(topic: $0.topic, payload: $0.payload, retain: true) }
    }

    /// The presets as the model holds them now: the buttons that changed since Home Assistant was
    /// last told, once connected (the connection tells them all).
    private mutating func publish(_ presets: TimerPresets) -> [Action] {
        self.presets = presets
        guard let discovery, phase == .connected, presets != presetsAnnounced else { return [] }
        defer { presetsAnnounced = presets }
        return discovery.presetButtons(presets, since: presetsAnnounced).map { .publish(topic: $0.topic, payload: $0.payload, retain: true) }
    }

    /// The words the settings panel shows for the connection.
    public var phaseText: String {
        switch phase {
        case .connecting: words("connecting to %1$s…", settings.broker?.place ?? "?")
        case .connected: words("connected to %1$s", settings.broker?.place ?? "?")
        case .retrying(_, let why): why
        }
    }
}
