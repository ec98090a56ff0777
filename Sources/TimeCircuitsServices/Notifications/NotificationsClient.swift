import TimeCircuitsCore

/// Desktop notifications through the freedesktop Notifications interface
/// (`org.freedesktop.Notifications` at `/org/freedesktop/Notifications` on the session bus).
///
/// `send` calls Notify without waiting and hands back the server's id; `close` withdraws one;
/// `onEvent` receives ActionInvoked and NotificationClosed for the notifications sent here.
/// A failure (no notification server on the bus, a server that errs) goes to `onProblem` once,
/// and again only after a later notification has gone through, so a clock without a
/// notification server says so once rather than at every alarm.
///
/// Runs on the thread that drives the `BusConnection`; callbacks come from its `process()`.
public final class NotificationsClient {
    static let service = "org.freedesktop.Notifications"
    static let path = "/org/freedesktop/Notifications"

    /// What the server reported about one of our notifications.
    public var onEvent: ((NotificationEvent) -> Void)?
    /// Called once when notifications stop working, with the reason.
    public var onProblem: ((BusError) -> Void)?

    private let bus: BusConnection
    private let appName: String
    private let appIcon: String
    private var subscriptions: [BusSubscription] = []
    /// Ids the server gave our notifications: servers such as GNOME Shell's broadcast the
    /// signals for every application's notifications, and the ids of others' are no business
    /// of ours (and may equal ids we are yet to be given).
    private var live: Set<UInt32> = []
    private var problemReported = false

    /// Subscribes to the server's signals on `bus`. `appName` and `appIcon` go with every
    /// notification (the icon is a name from the icon theme, as installed by `make install`).
    public init(bus: BusConnection, appName: String = "Time Circuits", appIcon: String = "timecircuits") throws(BusError) {
        self.bus = bus
        self.appName = appName
        self.appIcon = appIcon
        // Both matches name the service, so only its current owner's signals arrive.
        let action = BusSignalMatch(sender: Self.service, path: Self.path, interface: Self.service, member: "ActionInvoked")
        let closed = BusSignalMatch(sender: Self.service, path: Self.path, interface: Self.service, member: "NotificationClosed")
        subscriptions.append(try bus.subscribe(to: action) { [weak self] in self?.received($0) })
        subscriptions.append(try bus.subscribe(to: closed) { [weak self] in self?.received($0) })
    }

    deinit {
        for subscription in subscriptions { bus.cancel(subscription) }
    }

    /// Sends `notification`, replacing the one with id `replacing` (0: a new one). `delivered`
    /// runs later with the server's id for it, or the error (also given to `onProblem`).
    public func send(_ notification: DesktopNotification, replacing: UInt32 = 0,
                     delivered: ((Result<UInt32, BusError>) -> Void)? = nil) {
        let call = BusMethodCall(destination: Self.service, path: Self.path, interface: Self.service, member: "Notify",
                                 arguments: notifyArguments(notification, replacing: replacing))
        do throws(BusError) {
            try bus.call(call) { [weak self] result in
                let id = result.flatMap { values -> Result<UInt32, BusError> in
                    guard let id = values.first?.uint32Value else {
                        return .failure(BusError(message: "the notification server answered Notify without an id"))
                    }
                    return .success(id)
                }.mapError(Self.readable)
                self?.settled(id)
                delivered?(id)
            }
        } catch {
            settled(.failure(error))
            delivered?(.failure(error))
        }
    }

    /// Withdraws a notification (the server then sends NotificationClosed, reason `.closedByCall`).
    public func close(id: UInt32) {
        let call = BusMethodCall(destination: Self.service, path: Self.path, interface: Self.service,
                                 member: "CloseNotification", arguments: [.uint32(id)])
        // Closing one the server already closed is not a problem worth a line on stderr.
        try? bus.call(call) { _ in }
    }

    /// Notify(app_name s, replaces_id u, app_icon s, summary s, body s, actions as, hints a{sv},
    /// expire_timeout i), as the Desktop Notifications spec 1.2 gives it.
    func notifyArguments(_ n: DesktopNotification, replacing: UInt32) -> [BusValue] {
        // Actions are a flat list of key, label, key, label…
        let actions = n.actions.flatMap { [$0.key, $0.label] }
        return [.string(appName), .uint32(replacing), .string(appIcon), .string(n.summary), .string(n.body),
                .strings(actions), .vardict(n.hints), .int32(n.expiry.milliseconds)]
    }

    private func settled(_ result: Result<UInt32, BusError>) {
        switch result {
        case .success(let id):
            live.insert(id)
            problemReported = false
        case .failure(let error):
            if !problemReported { onProblem?(error) }
            problemReported = true
        }
    }

    private func received(_ signal: BusSignal) {
        guard let id = signal.arguments.first?.uint32Value, live.contains(id) else { return }
        switch signal.member {
        case "ActionInvoked":
            guard let key = signal.arguments.dropFirst().first?.stringValue else { return }
            onEvent?(.actionInvoked(id: id, action: key))
        case "NotificationClosed":
            live.remove(id)
            let reason = signal.arguments.dropFirst().first?.uint32Value ?? 4
            onEvent?(.closed(id: id, reason: NotificationCloseReason(rawValue: reason) ?? .undefined))
        default:
            break
        }
    }

    /// The bus's own words for a missing service name the .service files; ours name the fix.
    static func readable(_ error: BusError) -> BusError {
        guard error.isServiceMissing else { return error }
        return BusError(name: error.name, message: "no notification server on the session bus (nothing owns \(service))")
    }
}

/// One notification: what it says, the buttons it offers, and how urgent it is.
public struct DesktopNotification: Sendable, Equatable {
    public var summary: String
    /// May carry the spec's small markup subset (<b>, <i>…) where the server supports it.
    public var body: String
    public var actions: [NotificationAction]
    public var urgency: NotificationUrgency
    /// A spec category such as "x-timecircuits.alarm" or "im.received"; nil for none.
    public var category: String?
    /// Kept by the server after an action is invoked (for Snooze, so Stop is still there).
    public var resident: Bool
    public var expiry: NotificationExpiry
    /// The desktop entry's name without `.desktop`, so the server can find the application's
    /// name and icon.
    public var desktopEntry: String?

    public init(summary: String, body: String = "", actions: [NotificationAction] = [],
                urgency: NotificationUrgency = .normal, category: String? = nil, resident: Bool = false,
                expiry: NotificationExpiry = .serverDefault, desktopEntry: String? = ControlInterface.applicationID) {
        self.summary = summary
        self.body = body
        self.actions = actions
        self.urgency = urgency
        self.category = category
        self.resident = resident
        self.expiry = expiry
        self.desktopEntry = desktopEntry
    }

    /// The spec's hints: urgency is a byte, the others strings and booleans.
    var hints: [(String, BusValue)] {
        var hints: [(String, BusValue)] = [("urgency", .byte(urgency.rawValue))]
        if let category { hints.append(("category", .string(category))) }
        if let desktopEntry { hints.append(("desktop-entry", .string(desktopEntry))) }
        if resident { hints.append(("resident", .boolean(true))) }
        return hints
    }
}

/// A button on a notification: `key` comes back in ActionInvoked, `label` is what it says.
/// The key "default" is the spec's action for clicking the notification itself.
public struct NotificationAction: Sendable, Equatable {
    public var key: String
    public var label: String
    public init(key: String, label: String) {
        self.key = key
        self.label = label
    }
}

/// The spec's urgency levels.
public enum NotificationUrgency: UInt8, Sendable {
    case low = 0, normal = 1, critical = 2
}

/// How long the server shows a notification.
public enum NotificationExpiry: Sendable, Equatable {
    case serverDefault
    case never
    case after(milliseconds: Int32)

    /// The spec's expire_timeout: -1 the server's default, 0 never.
    var milliseconds: Int32 {
        switch self {
        case .serverDefault: -1
        case .never: 0
        case .after(let ms): max(1, ms)
        }
    }
}

/// What the notification server reported.
public enum NotificationEvent: Sendable, Equatable {
    case actionInvoked(id: UInt32, action: String)
    case closed(id: UInt32, reason: NotificationCloseReason)
}

/// Why a notification closed, as the spec numbers the NotificationClosed reasons.
public enum NotificationCloseReason: UInt32, Sendable {
    case expired = 1, dismissedByUser = 2, closedByCall = 3, undefined = 4
}
