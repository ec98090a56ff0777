/// Whether assistive technology runs, as at-spi2-core's `org.a11y.Status` says on the session
/// bus: `IsEnabled` (any assistive technology) or `ScreenReaderEnabled`. Followed through
/// PropertiesChanged, so the clock builds its accessible tree when a screen reader starts and
/// drops it when the last one stops; while neither is on, it builds nothing and sends nothing.
public final class AccessibilityStatus {
    static let launcher = "org.a11y.Bus"
    static let path = "/org/a11y/bus"
    static let interface = "org.a11y.Status"

    /// Whether an assistive technology asks for the tree now.
    public private(set) var enabled = false
    /// Called with the new value each time `enabled` changes.
    public var changed: ((Bool) -> Void)?
    private var flags: [String: Bool] = [:]
    private let session: BusConnection

    /// Starts following the status; the first answer comes in a later `process()`. Where no
    /// launcher runs or can be started, `enabled` stays false.
    public init(session: BusConnection) throws(BusError) {
        self.session = session
        try session.subscribe(to: BusSignalMatch(sender: Self.launcher, path: Self.path,
                                                 interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged")) {
            [weak self] signal in
            guard signal.arguments.first?.stringValue == Self.interface, signal.arguments.count > 1 else { return }
            self?.take(signal.arguments[1])
        }
        try session.call(BusMethodCall(destination: Self.launcher, path: Self.path, interface: "org.freedesktop.DBus.Properties",
                                       member: "GetAll", arguments: [.string(Self.interface)])) { [weak self] result in
            if case .success(let values) = result, let all = values.first { self?.take(all) }
        }
    }

    /// Reads IsEnabled and ScreenReaderEnabled out of an `a{sv}`.
    private func take(_ properties: BusValue) {
        guard case .array(_, let entries) = properties else { return }
        for case .dictEntry(.string(let name), .variant(.boolean(let on))) in entries
        where name == "IsEnabled" || name == "ScreenReaderEnabled" {
            flags[name] = on
        }
        let now = flags.values.contains(true)
        guard now != enabled else { return }
        enabled = now
        changed?(now)
    }

    /// The accessibility bus's address: `AT_SPI_BUS_ADDRESS` when the environment sets it (as a
    /// session without the launcher may), else what the launcher's `GetAddress` answers.
    public static func busAddress(session: BusConnection, environment: [String: String],
                                  reply: @escaping (Result<String, BusError>) -> Void) throws(BusError) {
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return reply(.success(address)) }
        try session.call(BusMethodCall(destination: launcher, path: path, interface: launcher, member: "GetAddress")) { result in
            reply(result.flatMap { values in
                guard let address = values.first?.stringValue, !address.isEmpty else {
                    return .failure(BusError(message: "the accessibility bus launcher gave no address"))
                }
                return .success(address)
            })
        }
    }
}
