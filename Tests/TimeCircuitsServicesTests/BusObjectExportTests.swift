import DesktopTestSupport
import Foundation
import Glibc
import Testing
@testable import TimeCircuitsServices

/// An object exported on one connection of a private dbus-daemon and used from another (and
/// from dbus-send), as a desktop shortcut or script would drive the clock (issue 18).
@Suite struct BusObjectExportTests {
    static let name = "org.example.TimeCircuitsTest"
    static let path = "/org/example/TimeCircuitsTest"
    static let interfaceName = "org.example.TimeCircuitsTest.Clock"

    static let everyType: [(name: String, value: BusValue)] = [
        ("byte", .byte(200)), ("boolean", .boolean(true)), ("int16", .int16(-300)), ("uint16", .uint16(60_000)),
        ("int32", .int32(-70_000)), ("uint32", .uint32(4_000_000_000)), ("int64", .int64(-5_000_000_000)),
        ("uint64", .uint64(18_000_000_000_000_000_000)), ("double", .double(88.0)), ("string", .string("Doc — 1.21 GW")),
        ("path", .objectPath("/org/example/DeLorean")), ("signature", .signature("a{sv}")),
        ("variant", .variant(.strings(["Hill Valley"]))), ("hints", .vardict([("urgency", .byte(2)), ("resident", .boolean(true))])),
        ("empty", .strings([])), ("pair", .structure([.string("OCT"), .uint32(26)])),
    ]

    /// A small clock interface: Add (two numbers), Travel (fails for year 0), the Mode property
    /// and the Travelled signal.
    final class Model {
        var mode = "world"
        var interface: BusInterface {
            BusInterface(
                name: BusObjectExportTests.interfaceName,
                methods: [
                    BusMethod(name: "Add", parameters: [BusParameter("a", "i"), BusParameter("b", "i")],
                              results: [BusParameter("sum", "i")]) { arguments in
                        guard case .int32(let a) = arguments[0], case .int32(let b) = arguments[1] else {
                            return .failure(BusError(message: "not numbers"))
                        }
                        return .success([.int32(a &+ b)])
                    },
                    // Every type the coding knows, there and back.
                    BusMethod(name: "Echo", parameters: BusObjectExportTests.everyType.map { BusParameter("in_" + $0.name, $0.value.signature) },
                              results: BusObjectExportTests.everyType.map { BusParameter("out_" + $0.name, $0.value.signature) }) { .success($0) },
                    BusMethod(name: "Travel", parameters: [BusParameter("year", "u")]) { arguments in
                        guard arguments.first != .uint32(0) else {
                            return .failure(BusError(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "there is no year 0"))
                        }
                        return .success([])
                    },
                ],
                properties: [BusProperty(name: "Mode", signature: "s") { [unowned self] in .string(self.mode) }],
                signals: [BusSignalDeclaration(name: "Travelled", parameters: [BusParameter("destination", "s")])])
        }
    }

    /// Drives both connections until `done()` holds, as one poll() loop would.
    func drive(_ buses: [BusConnection], timeout: Duration = .patience, until done: () -> Bool) throws -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            for bus in buses { try bus.process() }
            if done() { return true }
            if ContinuousClock.now >= deadline { return false }
            var fds = buses.map { pollfd(fd: $0.fileDescriptor, events: $0.pollEvents, revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), 50)
        }
    }

    func call(_ member: String, _ arguments: [BusValue], on client: BusConnection, server: BusConnection,
              interface: String = BusObjectExportTests.interfaceName) throws -> Result<[BusValue], BusError>? {
        var reply: Result<[BusValue], BusError>?
        try client.call(BusMethodCall(destination: Self.name, path: Self.path, interface: interface, member: member,
                                      arguments: arguments)) { reply = $0 }
        _ = try drive([client, server]) { reply != nil }
        return reply
    }

    /// The exporting connection, with the name taken, and a client connection.
    func exported(_ model: Model, on daemon: PrivateSessionBus) throws -> (server: BusConnection, client: BusConnection) {
        let server = try BusConnection(address: daemon.address)
        _ = try server.export(model.interface, at: Self.path)
        var named: Result<Void, BusError>?
        try server.requestName(Self.name) { named = $0 }
        #expect(try server.run(until: { named != nil }, timeout: .patience))
        #expect((try? named?.get()) != nil)
        return (server, try BusConnection(address: daemon.address))
    }

    @Test func methodsAnswerWithResultsOrTheirErrors() throws {
        let daemon = try PrivateSessionBus.start()
        defer { daemon.stop() }
        let model = Model()
        let (server, client) = try exported(model, on: daemon)

        #expect(try call("Add", [.int32(2), .int32(40)], on: client, server: server)?.get() == [.int32(42)])
        let values = Self.everyType.map(\.value)
        #expect(try call("Echo", values, on: client, server: server)?.get() == values)
        let refused = try call("Travel", [.uint32(0)], on: client, server: server)
        #expect(refused == .failure(BusError(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "there is no year 0")))
        // sd-bus checks the types against the declaration before the handler runs.
        guard case .failure(let wrongTypes) = try call("Add", [.string("two")], on: client, server: server) else {
            Issue.record("Add took a string"); return
        }
        #expect(wrongTypes.name == "org.freedesktop.DBus.Error.InvalidArgs")
    }

    @Test func propertiesAndSignalsReachAClient() throws {
        let daemon = try PrivateSessionBus.start()
        defer { daemon.stop() }
        let model = Model()
        let (server, client) = try exported(model, on: daemon)

        let mode = try call("Get", [.string(Self.interfaceName), .string("Mode")], on: client, server: server,
                            interface: "org.freedesktop.DBus.Properties")
        #expect(try mode?.get() == [.variant(.string("world"))])

        // Every signal of the object: its own and PropertiesChanged.
        var signals: [BusSignal] = []
        try client.subscribe(to: BusSignalMatch(sender: Self.name, path: Self.path)) { signals.append($0) }
        // The AddMatch calls are answered before the server's signals are sent.
        var synced = false
        try client.call(BusMethodCall(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                      interface: "org.freedesktop.DBus", member: "GetId")) { _ in synced = true }
        #expect(try drive([client, server]) { synced })

        model.mode = "movie"
        try server.emitPropertiesChanged(path: Self.path, interface: Self.interfaceName, properties: ["Mode"])
        try server.emitSignal(path: Self.path, interface: Self.interfaceName, member: "Travelled", arguments: [.string("1955-11-05T06:00")])
        #expect(try drive([client, server]) { signals.count == 2 })
        #expect(signals.map(\.member) == ["PropertiesChanged", "Travelled"])
        let changed = try #require(signals.first { $0.member == "PropertiesChanged" })
        #expect(changed.arguments == [.string(Self.interfaceName), .vardict([("Mode", .string("movie"))]), .strings([])])
        let travelled = try #require(signals.first { $0.member == "Travelled" })
        #expect(travelled.interface == Self.interfaceName)
        #expect(travelled.arguments == [.string("1955-11-05T06:00")])
    }

    @Test func introspectionShowsTheDeclaration() throws {
        let daemon = try PrivateSessionBus.start()
        defer { daemon.stop() }
        let model = Model()
        let (server, _) = try exported(model, on: daemon)
        // dbus-send blocks for the reply, so the server is driven on this thread meanwhile.
        let outputPath = daemon.directory.path + "/introspect.xml"
        let introspect = try SpawnedProcess(
            ["dbus-send", "--bus=\(daemon.address)", "--print-reply=literal", "--dest=\(Self.name)", Self.path,
             "org.freedesktop.DBus.Introspectable.Introspect"], environment: daemon.environment(), stdoutPath: outputPath)
        #expect(try drive([server]) { !introspect.isRunning })
        #expect(introspect.waitForExit() == 0)
        let xml = try String(contentsOfFile: outputPath, encoding: .utf8)
        #expect(xml.contains("<interface name=\"\(Self.interfaceName)\">"))
        #expect(xml.contains("<method name=\"Add\">"))
        #expect(xml.contains("<arg type=\"i\" name=\"a\" direction=\"in\"/>"))
        #expect(xml.contains("<arg type=\"i\" name=\"sum\" direction=\"out\"/>"))
        #expect(xml.contains("<property name=\"Mode\" type=\"s\" access=\"read\">"))
        #expect(xml.contains("<signal name=\"Travelled\">"))
        #expect(xml.contains("<arg type=\"s\" name=\"destination\"/>"))
    }

    @Test func aSecondOwnerOfTheNameIsRefused() throws {
        let daemon = try PrivateSessionBus.start()
        defer { daemon.stop() }
        let model = Model()
        let (server, client) = try exported(model, on: daemon)
        var second: Result<Void, BusError>?
        try client.requestName(Self.name) { second = $0 }
        #expect(try drive([client, server]) { second != nil })
        guard case .failure(let refused) = second else { Issue.record("a second connection got the name"); return }
        #expect(refused == BusError(name: "org.freedesktop.DBus.Error.AddressInUse",
                                    message: "\(Self.name) is already owned on the session bus"))
    }
}
