import DesktopTestSupport
import Foundation
import Testing
import TimeCircuitsServices

/// logind as the clock hears it announce a suspend and a resume: a client of the test's own
/// system bus that owns `org.freedesktop.login1` and emits PrepareForSleep from its object.
final class FakeLogind {
    private let connection: BusConnection

    /// Takes logind's name on `system`.
    init(_ system: PrivateSessionBus) throws {
        connection = try BusConnection(address: system.address, kind: "system")
        var owned: Result<Void, BusError>?
        try connection.requestName("org.freedesktop.login1") { owned = $0 }
        _ = try connection.run(until: { owned != nil }, timeout: .patience)
        try #require(owned.map { (try? $0.get()) != nil } == true, "could not own org.freedesktop.login1 on the test's system bus")
    }

    /// PrepareForSleep(`going`): true as the computer goes to sleep, false once it has resumed.
    func prepareForSleep(_ going: Bool) throws {
        try connection.emitSignal(path: "/org/freedesktop/login1", interface: "org.freedesktop.login1.Manager", member: "PrepareForSleep",
                                  arguments: [.boolean(going)])
        // Flushed: the signal has left this client before the test goes on.
        _ = try connection.run(until: { false }, timeout: .milliseconds(100))
    }
}
