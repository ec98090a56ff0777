import FoundationEssentials
import Glibc
import TimeCircuitsCore
import TimeCircuitsStorage

/// The clock's MQTT link to the replica props and Home Assistant, for a loop to poll: the
/// decisions are the core's `MQTTSession`, the connection an `MosquittoConnection` (a new one each try).
///
/// The window's link subscribes to the command and messages topics, announces the clock to Home
/// Assistant and keeps its availability (`online`, and `offline` as its last will); the alarm
/// service's only publishes ALARM when it rings. Credentials are handed to libmosquitto and go
/// nowhere else: no line this link says names the user or the password.
public final class PropLink {
    /// What reaches the clock from the broker.
    public enum Incoming: Sendable, Hashable {
        case command(PropCommand)
        case message(String)
        /// A room sensor's message, for the room condition.
        case room(RoomReading.Quantity, payload: String)
    }

    /// Which process the link belongs to.
    public enum Role: String, Sendable {
        /// The window: commands, messages, Home Assistant.
        case window
        /// The alarm service: ALARM only.
        case alarms
    }

    private var link: MQTTSession
    private var client: MosquittoConnection?
    private let password: String?
    private let role: Role
    /// Debug lines (a payload ignored) are said only when TIMECIRCUITS_DEBUG is set.
    private let debug: Bool
    private var incoming: [Incoming] = []
    /// Whether the connection's state changed since `takeChange`.
    private var changed = true

    /// The link `settings` ask for, started at `now`; nil when MQTT is off, or (said in one line)
    /// when its password file is refused or libmosquitto is missing. What it says on stderr and to
    /// the panel is in the language of `words`; `environment` is the process's, as its loop was given.
    public init?(settings: MQTTSettings, role: Role, paths: SoundPaths, version: String? = nil,
                 environment: [String: String], words: Words = .english, at now: Date) {
        guard settings.isOn else { return nil }
        var password: String?
        if let file = settings.passwordFile {
            switch MQTTPasswordFile.read(paths.expand(file), words: words) {
            case .success(let secret): password = secret
            case .failure(let error):
                NoticeSender.warn(error.message)
                return nil
            }
        }
        self.password = password
        self.role = role
        debug = environment["TIMECIRCUITS_DEBUG"].map { !$0.isEmpty && $0 != "0" } ?? false
        var resolved = settings
        resolved.certificateAuthority = settings.certificateAuthority.map(paths.expand)
        let discovery = role == .window
            ? HomeAssistantDiscovery(machine: Self.machineName(), commandTopic: settings.commandTopic, version: version) : nil
        link = MQTTSession(settings: resolved, discovery: discovery, words: words)
        perform(link.handle(.start(at: now)), at: now)
        if client == nil, case .connecting = link.phase {
            NoticeSender.warn(words("MQTT needs libmosquitto (apt install libmosquitto1); MQTT stays off"))
            return nil
        }
    }

    deinit { client?.disconnect() }

    /// The socket to poll (fd −1 while there is none).
    public var pollDescriptor: pollfd {
        client?.pollDescriptor ?? pollfd(fd: -1, events: 0, revents: 0)
    }

    /// When the loop must come back with nothing on the socket: the next try, or the keep-alive;
    /// the loop's `WakePolicy` makes it a timeout.
    public var nextDue: Date? {
        [link.nextWake, client?.miscDue].compactMap { $0 }.min()
    }

    /// After poll(): reads and writes what is ready, keeps the connection alive, tries again
    /// when due; returns the commands and messages that arrived.
    public func process(revents: Int16, at now: Date) -> [Incoming] {
        if let client {
            if revents != 0 { client.service(revents: revents, at: now) }
            if now >= client.miscDue { client.misc(at: now) }
        }
        drain(at: now)
        perform(link.handle(.tick(at: now)), at: now)
        drain(at: now)
        defer { incoming = [] }
        return incoming
    }

    /// Tells the props: TIMETRAVEL, REENTRY, ALARM. Lost when the broker is down, as the
    /// replica's are: an event late is worse than none.
    public func publish(_ event: PropEvent, at now: Date) {
        perform(link.handle(.publishEvent(event)), at: now)
    }

    /// Home Assistant's states that changed, as the model says (`StatusChange`).
    public func publish(_ states: [HomeAssistantDiscovery.State], at now: Date) {
        perform(link.handle(.publishStates(states)), at: now)
    }

    /// The timer face's presets, when the model says Home Assistant's buttons should follow them.
    public func publish(_ presets: TimerPresets, at now: Date) {
        perform(link.handle(.publishPresets(presets)), at: now)
    }

    /// Whether the broker is connected now.
    public var connected: Bool { link.phase == .connected }

    /// The connection's state in words, for the settings panel.
    public var stateText: String { link.phaseText }

    /// Whether the connection's state changed since the last call.
    public func takeChange() -> Bool {
        defer { changed = false }
        return changed
    }

    /// Leaves the broker cleanly (the window quitting, at `now`): availability goes `offline`
    /// first, since a clean goodbye sends no will.
    public func close(at now: Date) {
        if let discovery = link.discovery, connected {
            client?.publish(topic: discovery.availabilityTopic, payload: HomeAssistantDiscovery.offline, retain: true, at: now)
        }
        client?.disconnect()
        client = nil
    }

    private func drain(at now: Date) {
        while let client, case let events = client.take(), !events.isEmpty {
            for event in events {
                switch event {
                case .connected: perform(link.handle(.connected), at: now)
                case .failed(let failure):
                    self.client = nil
                    perform(link.handle(.failed(failure, at: now)), at: now)
                case .message(let topic, let payload): perform(link.handle(.received(topic: topic, payload: payload)), at: now)
                }
                changed = true
            }
        }
    }

    private func perform(_ actions: [MQTTSession.Action], at now: Date) {
        for action in actions {
            switch action {
            case .connect:
                changed = true
                guard let broker = link.settings.broker else { continue }
                let will = link.discovery.map { ($0.availabilityTopic, HomeAssistantDiscovery.offline) }
                client = MosquittoConnection(id: "timecircuits-\(role.rawValue)-\(getpid())", user: broker.user, password: password, will: will,
                                    tls: broker.tls, certificateAuthority: link.settings.certificateAuthority)
                client?.connect(host: broker.host, port: broker.port, at: now)
            case .abandon:
                client?.disconnect()
                client = nil
            case .subscribe(let topics):
                for topic in topics { client?.subscribe(topic) }
            case .publish(let topic, let payload, let retain):
                client?.publish(topic: topic, payload: payload, retain: retain, at: now)
            case .warn(let line):
                NoticeSender.warn(line)
            case .debug(let line):
                if debug { StandardError.write("timecircuits: debug: \(line)\n") }
            case .command(let command):
                incoming.append(.command(command))
            case .message(let text):
                incoming.append(.message(text))
            case .room(let quantity, let payload):
                incoming.append(.room(quantity, payload: payload))
            }
        }
    }

    /// This computer's name, which names the clock's device in Home Assistant.
    static func machineName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "clock" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
