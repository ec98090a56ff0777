import Foundation
import Glibc

/// A private `dbus-daemon --session` for one test or suite: its own config, socket and address,
/// so nothing reaches the developer's real session bus, and parallel tests never share one.
///
/// No service directories are configured, so nothing is activated: a service is on the bus
/// only while a test runs it (the notification server), and a call to any other fails at once
/// with `ServiceUnknown`, as on a desktop without that service.
public final class PrivateSessionBus: Sendable {
    /// The address to put in DBUS_SESSION_BUS_ADDRESS.
    public let address: String
    public let directory: TemporaryDirectory
    private let daemon: SpawnedProcess

    /// `environment` with DBUS_SESSION_BUS_ADDRESS pointing here, for the code under test and
    /// for helpers (dunst, dunstctl, dbus-send).
    public func environment(_ base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var environment = base
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        return environment
    }

    /// `serviceDirectory`: a folder of D-Bus activation files the bus reads, as a session bus reads
    /// share/dbus-1/services.
    /// `type` `system` makes it a stand-in for the system bus (DBUS_SYSTEM_BUS_ADDRESS), where a
    /// test owns org.freedesktop.login1 and sends logind's signals; its policy is as open.
    public static func start(serviceDirectory: String? = nil, type: String = "session") throws -> PrivateSessionBus {
        try TemporaryDirectory.holding(prefix: "timecircuits-bus") { directory in
            let config = """
                <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
                 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
                <busconfig>
                  <type>\(type)</type>
                  <listen>unix:path=\(directory.path)/bus</listen>
                  <auth>EXTERNAL</auth>\(serviceDirectory.map { "\n  <servicedir>\($0)</servicedir>" } ?? "")
                  <policy context="default">
                    <allow send_destination="*" eavesdrop="true"/>
                    <allow eavesdrop="true"/>
                    <allow own="*"/>
                  </policy>
                </busconfig>
                """
            try config.write(toFile: directory.path + "/session.conf", atomically: true, encoding: .utf8)
            let addressFile = directory.path + "/address"
            let daemon = try SpawnedProcess(
                ["dbus-daemon", "--config-file=\(directory.path)/session.conf", "--nofork", "--nopidfile", "--print-address"],
                environment: ProcessInfo.processInfo.environment,
                stdoutPath: addressFile, stderrPath: directory.path + "/dbus-daemon.log")
            // The address is printed once the socket listens.
            var address = ""
            let ready = waitUntil {
                address = ((try? String(contentsOfFile: addressFile, encoding: .utf8)) ?? "")
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                return !address.isEmpty || !daemon.isRunning
            }
            guard ready, !address.isEmpty else {
                daemon.stop(signal: SIGKILL)
                throw TestDaemonError("dbus-daemon did not start (is dbus-daemon installed?): \(daemon.stderr)")
            }
            return PrivateSessionBus(address: address, directory: directory, daemon: daemon)
        }
    }

    private init(address: String, directory: TemporaryDirectory, daemon: SpawnedProcess) {
        self.address = address
        self.directory = directory
        self.daemon = daemon
    }

    /// A bus dropped without `stop()` (a test that forgot, or threw first) is stopped all the same.
    deinit { stop() }

    /// Stops the daemon (by its PID) and removes its directory; stopping twice does nothing.
    public func stop() {
        daemon.stop()
        directory.remove()
    }

    /// Whether some client owns `name` now, asked of the daemon with dbus-send (dbus-bin, which
    /// dunstctl needs too; busctl would bring in systemd).
    public func hasOwner(_ name: String) -> Bool {
        (try? SpawnedProcess.run(["dbus-send", "--bus=\(address)", "--print-reply", "--dest=org.freedesktop.DBus",
                                  "/org/freedesktop/DBus", "org.freedesktop.DBus.GetNameOwner", "string:\(name)"],
                                 environment: environment())) == 0
    }

    /// Emits a signal from a client of its own (a dbus-send process), as another application
    /// would; `arguments` in dbus-send's form: "string:first", "uint32:7".
    public func emitSignal(path: String, interface: String, member: String, arguments: [String]) throws {
        let status = try SpawnedProcess.run(["dbus-send", "--bus=\(address)", "--type=signal", path, "\(interface).\(member)"] + arguments,
                                            environment: environment())
        guard status == 0 else { throw TestDaemonError("dbus-send could not emit \(interface).\(member)") }
    }

    /// Reads property `property` of `interface` on `destination`'s object `path` with dbus-send:
    /// its value as dbus-send prints it (`string "7:30 AM"`, `boolean true`); nil when the call fails.
    public func property(_ destination: String, _ path: String, _ interface: String, _ property: String) -> String? {
        call(["--dest=\(destination)", path, "org.freedesktop.DBus.Properties.Get", "string:\(interface)", "string:\(property)"])
            .flatMap { reply in reply.split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) } }
            .map { $0.hasPrefix("variant") ? String($0.dropFirst("variant".count)).trimmingCharacters(in: .whitespaces) : $0 }
    }

    /// Calls a method with dbus-send (`arguments`: `--dest=…`, the path, `interface.Member`, then
    /// its arguments) and returns the printed reply; nil when the call fails.
    @discardableResult
    public func call(_ arguments: [String]) -> String? {
        let out = directory.path + "/reply-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: out) }
        guard let p = try? SpawnedProcess(["dbus-send", "--bus=\(address)", "--print-reply"] + arguments, environment: environment(),
                                          stdoutPath: out),
              p.waitForExit() == 0 else { return nil }
        return try? String(contentsOfFile: out, encoding: .utf8)
    }

    /// True while the daemon runs.
    public var isRunning: Bool { daemon.isRunning }
}
