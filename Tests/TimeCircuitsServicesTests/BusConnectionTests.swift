import DesktopTestSupport
import Foundation
import Glibc
import Testing
@testable import TimeCircuitsServices

/// The session bus against a real dbus-daemon, private to each test.
@Suite struct BusConnectionTests {
    @Test func opensTheBusNamedByTheEnvironmentAndGetsAUniqueName() throws {
        let daemon = try PrivateSessionBus.start()
        defer { daemon.stop() }
        let bus = try BusConnection.open(environment: daemon.environment([:]))
        #expect(try bus.run(until: { bus.uniqueName != nil }, timeout: .patience))
        #expect(bus.uniqueName?.hasPrefix(":1.") == true)
    }

    @Test func aSocketThatIsNotThereFailsAsSdBusSaysWithoutLoadingIt() throws {
        #expect(BusConnection.socketMissing("unix:path=/nonexistent/bus"))
        #expect(!BusConnection.socketMissing("unix:path=/nonexistent/bus,guid=0123456789abcdef0123456789abcdef"), "a key after it: sd-bus's")
        #expect(!BusConnection.socketMissing("unix:path=/nonexistent%2fbus"), "escaped: sd-bus's")
        #expect(!BusConnection.socketMissing("unix:abstract=timecircuits"))
        let daemon = try PrivateSessionBus.start()
        defer { daemon.stop() }
        let address = try #require(daemon.environment([:])["DBUS_SESSION_BUS_ADDRESS"])
        if address.hasPrefix("unix:path=") { #expect(!BusConnection.socketMissing(address)) }
        // Checked here and by sd-bus (the same address with a key after it), the same words.
        let checked = #expect(throws: BusError.self) { try BusConnection(address: "unix:path=/nonexistent/bus", kind: "system") }
        let asked = #expect(throws: BusError.self) {
            try BusConnection(address: "unix:path=/nonexistent/bus,guid=0123456789abcdef0123456789abcdef", kind: "system")
        }
        #expect(checked?.message == "no system bus at unix:path=/nonexistent/bus: No such file or directory (is dbus-daemon running?)")
        #expect(asked?.message.hasSuffix(": No such file or directory (is dbus-daemon running?)") == true, "\(String(describing: asked))")
    }

    @Test func withoutAnAddressOrRuntimeDirectoryOpeningSaysWhy() {
        #expect(throws: BusError(message: "no session bus: DBUS_SESSION_BUS_ADDRESS is not set and there is no $XDG_RUNTIME_DIR/bus")) {
            try BusConnection.open(environment: ["XDG_RUNTIME_DIR": "/nonexistent-runtime-dir"])
        }
    }

    @Test func anAddressWithNoDaemonBehindItSaysSo() throws {
        let directory = try TemporaryDirectory(prefix: "timecircuits-nobus")
        defer { directory.remove() }
        let address = "unix:path=\(directory.path)/bus"
        do {
            _ = try BusConnection.open(environment: ["DBUS_SESSION_BUS_ADDRESS": address])
            Issue.record("opened a bus where there is none")
        } catch {
            #expect(error.message == "no session bus at \(address): No such file or directory (is dbus-daemon running?)")
        }
    }

    @Test func callsTheBusDaemonAndDecodesItsReply() throws {
        let daemon = try PrivateSessionBus.start()
        defer { daemon.stop() }
        let bus = try BusConnection(address: daemon.address)
        var reply: Result<[BusValue], BusError>?
        try bus.call(BusMethodCall(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                   interface: "org.freedesktop.DBus", member: "ListNames")) { reply = $0 }
        #expect(try bus.run(until: { reply != nil }, timeout: .patience))
        let names = try #require(try reply?.get().first)
        guard case .array(let element, let items) = names else { Issue.record("ListNames gave \(names)"); return }
        #expect(element == "s")
        #expect(items.contains(.string("org.freedesktop.DBus")))
        #expect(items.contains(.string(try #require(bus.uniqueName))))
    }

    @Test func aFailedCallDeliversTheBusError() throws {
        let daemon = try PrivateSessionBus.start()
        defer { daemon.stop() }
        let bus = try BusConnection(address: daemon.address)
        var reply: Result<[BusValue], BusError>?
        try bus.call(BusMethodCall(destination: "org.example.Nobody", path: "/", interface: "org.example.Nobody", member: "Hello")) { reply = $0 }
        #expect(try bus.run(until: { reply != nil }, timeout: .patience))
        guard case .failure(let error) = reply else { Issue.record("expected an error, got \(String(describing: reply))"); return }
        #expect(error.name == "org.freedesktop.DBus.Error.ServiceUnknown")
        #expect(error.isServiceMissing)
    }

    /// An idle connection waits for input with no deadline; a pending call's reply deadline shows
    /// as a timeout within sd-bus's 25-second default, and goes with the reply.
    @Test func pollEventsAndTimeoutFollowTheQueuedWork() throws {
        let daemon = try PrivateSessionBus.start()
        defer { daemon.stop() }
        let bus = try BusConnection(address: daemon.address)
        #expect(bus.fileDescriptor >= 0)
        #expect(try bus.run(until: { bus.uniqueName != nil }, timeout: .patience))
        #expect(bus.pollEvents == Int16(POLLIN))
        #expect(bus.timeout == nil)
        #expect(bus.pollTimeoutMilliseconds == -1)

        var replied = false
        try bus.call(BusMethodCall(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                   interface: "org.freedesktop.DBus", member: "GetId")) { _ in replied = true }
        let timeout = try #require(bus.timeout)
        #expect(timeout > .seconds(20) && timeout <= .seconds(25))
        #expect(bus.pollTimeoutMilliseconds > 20_000 && bus.pollTimeoutMilliseconds <= 25_000)
        #expect(try bus.run(until: { replied }, timeout: .patience))
        #expect(bus.timeout == nil)
    }

    @Test func subscribedSignalsArriveUntilCancelled() throws {
        let daemon = try PrivateSessionBus.start()
        defer { daemon.stop() }
        let bus = try BusConnection(address: daemon.address)
        var received: [BusSignal] = []
        let subscription = try bus.subscribe(to: BusSignalMatch(interface: "org.example.Clock", member: "Tick")) { received.append($0) }
        #expect(try bus.run(until: { bus.uniqueName != nil }, timeout: .patience))
        // Let the AddMatch reach the daemon before another client emits.
        _ = try bus.run(until: { false }, timeout: .milliseconds(200))

        func emit(_ text: String) throws {
            try daemon.emitSignal(path: "/org/example/Clock", interface: "org.example.Clock", member: "Tick",
                                  arguments: ["string:\(text)", "uint32:7"])
        }
        try emit("first")
        #expect(try bus.run(until: { received.count == 1 }, timeout: .patience))
        #expect(received.first?.member == "Tick")
        #expect(received.first?.path == "/org/example/Clock")
        #expect(received.first?.arguments == [.string("first"), .uint32(7)])

        bus.cancel(subscription)
        try emit("second")
        _ = try bus.run(until: { received.count > 1 }, timeout: .milliseconds(500))
        #expect(received.count == 1)
    }

    @Test func losingTheDaemonMakesProcessThrow() throws {
        let daemon = try PrivateSessionBus.start()
        let bus = try BusConnection(address: daemon.address)
        #expect(try bus.run(until: { bus.uniqueName != nil }, timeout: .patience))
        daemon.stop()
        #expect(throws: BusError.self) {
            _ = try bus.run(until: { false }, timeout: .seconds(5))
        }
        // Closed: nothing left for poll() to watch (a negative descriptor is skipped), no deadline.
        #expect(bus.fileDescriptor < 0)
        #expect(bus.pollTimeoutMilliseconds == -1)
        #expect(throws: BusError.self) { try bus.process() }
    }

    @Test func valuesKeepTheirSignatures() {
        #expect(BusValue.strings([]).signature == "as")
        #expect(BusValue.vardict([("urgency", .byte(2))]).signature == "a{sv}")
        #expect(BusValue.structure([.string("a"), .int32(1)]).signature == "(si)")
        #expect(escapeAddressValue("/run/user/1000/bus") == "/run/user/1000/bus")
        #expect(escapeAddressValue("/tmp/a b,c") == "/tmp/a%20b%2Cc")
    }
}
