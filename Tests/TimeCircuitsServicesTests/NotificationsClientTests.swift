import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsServices

/// Notifications sent to a real notification server (dunst, see `NotificationServer` for why)
/// on a private dbus-daemon, and the graceful failure without one. Each test has its own bus,
/// server and Xvfb, so the tests run in parallel.
@Suite struct NotificationsClientTests {
    /// A private bus with dunst on it, torn down after `body`.
    func withServer(_ body: (BusConnection, NotificationServer) throws -> Void) throws {
        let daemon = try PrivateSessionBus.start()
        defer { daemon.stop() }
        let server = try NotificationServer.start(on: daemon)
        defer { server.stop() }
        let bus = try BusConnection.open(environment: daemon.environment([:]))
        try body(bus, server)
    }

    /// Sends `notification` and drives the bus until the server has answered with its id.
    func send(_ notification: DesktopNotification, replacing: UInt32 = 0, with notifications: NotificationsClient,
              on bus: BusConnection) throws -> UInt32 {
        var delivered: Result<UInt32, BusError>?
        notifications.send(notification, replacing: replacing) { delivered = $0 }
        #expect(try bus.run(until: { delivered != nil }, timeout: .patience))
        return try #require(try delivered?.get())
    }

    static let alarm = DesktopNotification(
        summary: "Alarm — 07:30", body: "Work\nsecond line",
        actions: [NotificationAction(key: "snooze", label: "Snooze"), NotificationAction(key: "stop", label: "Stop")],
        urgency: .critical, category: "x-timecircuits.alarm", resident: true, expiry: .never)

    @Test func aNotificationArrivesWithItsTextActionsAndHints() throws {
        try withServer { bus, server in
            let notifications = try NotificationsClient(bus: bus)
            let id = try send(Self.alarm, with: notifications, on: bus)

            let shown = try #require(server.waitForNotification(id: id))
            #expect(shown.appName == "Time Circuits")
            #expect(shown.summary == "Alarm — 07:30")
            #expect(shown.body == "Work\nsecond line")
            #expect(shown.icon == "timecircuits")
            #expect(shown.urgency == "CRITICAL")
            #expect(shown.category == "x-timecircuits.alarm")
            #expect(shown.desktopEntry == "io.github.timecircuits.Clock")

            // dunst lists the actions in its context menu; choosing Snooze emits ActionInvoked.
            var events: [NotificationEvent] = []
            notifications.onEvent = { events.append($0) }
            let offered = try server.invokeAction(id: id, key: "snooze")
            #expect(offered == [OfferedAction(id: id, key: "snooze", label: "Snooze"),
                                OfferedAction(id: id, key: "stop", label: "Stop")])
            #expect(try bus.run(until: { !events.isEmpty }, timeout: .patience))
            #expect(events.first == .actionInvoked(id: id, action: "snooze"))
        }
    }

    @Test func closingANotificationReportsItClosedByCall() throws {
        try withServer { bus, server in
            let notifications = try NotificationsClient(bus: bus)
            var events: [NotificationEvent] = []
            notifications.onEvent = { events.append($0) }
            let id = try send(DesktopNotification(summary: "Timer finished — 18:00"), with: notifications, on: bus)
            #expect(server.waitForNotification(id: id)?.summary == "Timer finished — 18:00")

            notifications.close(id: id)
            #expect(try bus.run(until: { !events.isEmpty }, timeout: .patience))
            #expect(events == [.closed(id: id, reason: .closedByCall)])
        }
    }

    @Test func aReplacedNotificationKeepsItsIdAndADismissalIsTheUsers() throws {
        try withServer { bus, server in
            let notifications = try NotificationsClient(bus: bus)
            var events: [NotificationEvent] = []
            notifications.onEvent = { events.append($0) }
            let id = try send(DesktopNotification(summary: "Timer — 5:00 left"), with: notifications, on: bus)
            let replaced = try send(DesktopNotification(summary: "Timer finished — 5:00"), replacing: id,
                                    with: notifications, on: bus)
            #expect(replaced == id)
            #expect(waitUntil { server.notifications()[id]?.summary == "Timer finished — 5:00" })

            try server.dismissNewest()
            #expect(try bus.run(until: { !events.isEmpty }, timeout: .patience))
            #expect(events == [.closed(id: id, reason: .dismissedByUser)])
        }
    }

    /// Only the server's own signals count: another client on the bus emitting ActionInvoked for
    /// our id (a forged "stop") is not reported, the server's choice that follows is.
    @Test func anActionInvokedFromAnotherClientIsIgnored() throws {
        try withServer { bus, server in
            let notifications = try NotificationsClient(bus: bus)
            var events: [NotificationEvent] = []
            notifications.onEvent = { events.append($0) }
            let id = try send(Self.alarm, with: notifications, on: bus)
            #expect(server.waitForNotification(id: id) != nil, "dunst: \(server.log)")

            try server.bus.emitSignal(path: "/org/freedesktop/Notifications", interface: "org.freedesktop.Notifications",
                                      member: "ActionInvoked", arguments: ["uint32:\(id)", "string:stop"])
            try server.invokeAction(id: id, key: "snooze")
            #expect(try bus.run(until: { !events.isEmpty }, timeout: .patience))
            _ = try bus.run(until: { events.count > 1 }, timeout: .milliseconds(300))
            #expect(events == [.actionInvoked(id: id, action: "snooze")])
        }
    }

    @Test func withoutANotificationServerTheProblemIsReportedOnce() throws {
        let daemon = try PrivateSessionBus.start()
        defer { daemon.stop() }
        let bus = try BusConnection(address: daemon.address)
        let notifications = try NotificationsClient(bus: bus)
        var problems: [BusError] = []
        notifications.onProblem = { problems.append($0) }
        var results: [Result<UInt32, BusError>] = []
        notifications.send(DesktopNotification(summary: "Timer finished")) { results.append($0) }
        notifications.send(DesktopNotification(summary: "Alarm")) { results.append($0) }
        #expect(try bus.run(until: { results.count == 2 }, timeout: .patience))
        #expect(problems.count == 1)
        #expect(problems.first?.message == "no notification server on the session bus (nothing owns org.freedesktop.Notifications)")
        for result in results {
            guard case .failure(let error) = result else { Issue.record("sent without a server: \(result)"); continue }
            #expect(error.isServiceMissing)
        }
    }
}
