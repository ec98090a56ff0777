import FoundationEssentials
import Glibc
import TimeCircuitsCore
import TimeCircuitsStorage

/// Sends the model's desktop notices through the freedesktop Notifications interface on the
/// session bus, whose connection joins the loop's poll(), and brings their buttons back.
///
/// A notice with a tag replaces the one shown with the same tag (the server's replaces_id), and
/// a click on one of its buttons waits in `takeActions()` for the loop to hand to the model.
/// Without a session bus, or without a notification server on it, the clock goes on and says so
/// once on stderr; the face still flashes and the bell still rings.
public final class NoticeSender {
    private let bus: BusConnection?
    private let notifications: NotificationsClient?
    private var warned = false
    /// The server's id of the notice shown for each tag.
    private var shown: [String: UInt32] = [:]
    /// Buttons clicked since the loop last asked.
    private var clicked: [(tag: String, action: NoticeAction)] = []

    /// On a connection the clock opened already (its own D-Bus object is served on it too).
    public init(bus opened: Result<BusConnection, BusError>) {
        do throws(BusError) {
            let bus = try opened.get()
            let notifications = try NotificationsClient(bus: bus)
            self.bus = bus
            self.notifications = notifications
            notifications.onProblem = { problem in
                Self.warn("desktop notifications are off: \(problem.message)")
            }
        } catch {
            bus = nil
            notifications = nil
            unavailable = error.message
        }
        notifications?.onEvent = { [weak self] event in self?.received(event) }
    }

    /// Why there is no bus, said once at the first notice rather than at every launch.
    private var unavailable: String?

    public func send(_ notice: DesktopNotice) {
        guard let notifications else {
            if let why = unavailable, !warned {
                warned = true
                Self.warn("no desktop notification (\(why)): \(notice.summary)")
            }
            return
        }
        let alarm = notice.tag != nil || !notice.actions.isEmpty
        let note = DesktopNotification(summary: notice.summary, body: notice.body,
                                       actions: zip(notice.actions, notice.actionLabels).map { NotificationAction(key: $0.rawValue, label: $1) },
                                       urgency: notice.urgent ? .critical : .normal,
                                       category: alarm ? "x-timecircuits.alarm" : "x-timecircuits.timer",
                                       // Kept after a click, so the notice can become the next one.
                                       resident: !notice.actions.isEmpty)
        let tag = notice.tag
        notifications.send(note, replacing: tag.flatMap { shown[$0] } ?? 0) { [weak self] result in
            if let tag, case .success(let id) = result { self?.shown[tag] = id }
        }
    }

    /// Takes the notice with `tag` off the desktop.
    public func withdraw(tag: String) {
        guard let id = shown.removeValue(forKey: tag) else { return }
        notifications?.close(id: id)
    }

    /// The buttons clicked since the last call, oldest first.
    public func takeActions() -> [(tag: String, action: NoticeAction)] {
        defer { clicked = [] }
        return clicked
    }

    private func received(_ event: NotificationEvent) {
        switch event {
        case .actionInvoked(let id, let key):
            guard let tag = shown.first(where: { $0.value == id })?.key, let action = NoticeAction(rawValue: key) else { return }
            clicked.append((tag, action))
        case .closed(let id, _):
            shown = shown.filter { $0.value != id }
        }
    }

    /// The bus's descriptor and events for poll(), or -1 with none.
    public var pollDescriptor: pollfd {
        pollfd(fd: bus?.fileDescriptor ?? -1, events: bus?.pollEvents ?? 0, revents: 0)
    }

    /// How long sd-bus may wait before it has work of its own (a call's timeout); -1 for never.
    public var timeoutMilliseconds: Int32 { bus?.pollTimeoutMilliseconds ?? -1 }

    /// Runs whatever the bus has for us (replies, signals). A lost bus is said once and dropped.
    public func process() {
        guard let bus else { return }
        do throws(BusError) { try bus.process() } catch {
            if !warned {
                warned = true
                Self.warn("the session bus went away: \(error.message)")
            }
        }
    }

    public static func warn(_ text: String) {
        StandardError.write("timecircuits: \(text)\n")
    }
}
