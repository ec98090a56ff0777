import Foundation
import Glibc
import TimeCircuitsCore
import TimeCircuitsDesktop

/// Sends the model's desktop notices through the freedesktop Notifications interface on the
/// session bus, whose connection joins the loop's poll().
///
/// Without a session bus, or without a notification server on it, the clock goes on and says so
/// once on stderr; the face still flashes and the X bell still rings.
final class Notifier {
    private let bus: SessionBus?
    private let notifications: DesktopNotifications?
    private var warned = false

    convenience init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        do throws(BusError) {
            self.init(bus: .success(try SessionBus.open(environment: environment)))
        } catch {
            self.init(bus: .failure(error))
        }
    }

    /// On a connection the clock opened already (its own D-Bus object is served on it too).
    init(bus opened: Result<SessionBus, BusError>) {
        do throws(BusError) {
            let bus = try opened.get()
            let notifications = try DesktopNotifications(bus: bus)
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
    }

    /// Why there is no bus, said once at the first notice rather than at every launch.
    private var unavailable: String?

    func send(_ notice: DesktopNotice) {
        guard let notifications else {
            if let why = unavailable, !warned {
                warned = true
                Self.warn("no desktop notification (\(why)): \(notice.summary)")
            }
            return
        }
        notifications.send(DesktopNotification(summary: notice.summary, body: notice.body,
                                               urgency: notice.urgent ? .critical : .normal, category: "x-timecircuits.timer"))
    }

    /// The bus's descriptor and events for poll(), or -1 with none.
    var pollDescriptor: pollfd {
        pollfd(fd: bus?.fileDescriptor ?? -1, events: bus?.pollEvents ?? 0, revents: 0)
    }

    /// How long sd-bus may wait before it has work of its own (a call's timeout); -1 for never.
    var timeoutMilliseconds: Int32 { bus?.pollTimeoutMilliseconds ?? -1 }

    /// Runs whatever the bus has for us (replies, signals). A lost bus is said once and dropped.
    func process() {
        guard let bus else { return }
        do throws(BusError) { try bus.process() } catch {
            if !warned {
                warned = true
                Self.warn("the session bus went away: \(error.message)")
            }
        }
    }

    private static func warn(_ text: String) {
        FileHandle.standardError.write(Data("timecircuits: \(text)\n".utf8))
    }
}
