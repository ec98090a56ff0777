import Foundation
import Glibc

/// at-spi2-core's accessibility bus and registry on a private session bus, as a desktop runs
/// them: `at-spi-bus-launcher` owns `org.a11y.Bus` there and starts the accessibility bus, whose
/// own configuration activates `at-spi2-registryd` when a client first asks for it. Clients
/// (pyatspi, Orca) and the clock find it as they would on a desktop, through the session bus.
public final class AccessibilityBus: Sendable {
    public let session: PrivateSessionBus
    /// The accessibility bus's address, as `org.a11y.Bus.GetAddress` gives it.
    public let address: String
    private let launcher: SpawnedProcess

    /// The environment for the code under test and for the clients: the private session bus,
    /// and the launcher's runtime folder (where the accessibility bus's socket is).
    public func environment(_ base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var environment = session.environment(base)
        environment["XDG_RUNTIME_DIR"] = session.directory.path
        environment.removeValue(forKey: "AT_SPI_BUS_ADDRESS")
        return environment
    }

    public static func start() throws -> AccessibilityBus {
        let launcherPath = "/usr/libexec/at-spi-bus-launcher"
        guard FileManager.default.isExecutableFile(atPath: launcherPath) else {
            throw TestDaemonError("no \(launcherPath): install at-spi2-core (make test installs it)")
        }
        let session = try PrivateSessionBus.start()
        var environment = session.environment()
        environment["XDG_RUNTIME_DIR"] = session.directory.path
        // The launcher keeps org.a11y.Status in GSettings. dconf would write through a service the
        // private bus cannot start, and GSettings would then take a switch-on back; memory keeps it.
        environment["GSETTINGS_BACKEND"] = "memory"
        let launcher = try SpawnedProcess([launcherPath, "--launch-immediately"], environment: environment,
                                          stdoutPath: session.directory.path + "/launcher.out",
                                          stderrPath: session.directory.path + "/launcher.log")
        var address = ""
        let ready = waitUntil {
            address = Self.askAddress(environment: environment) ?? ""
            return !address.isEmpty || !launcher.isRunning
        }
        guard ready, !address.isEmpty else {
            launcher.stop(signal: SIGKILL)
            session.stop()
            throw TestDaemonError("at-spi-bus-launcher did not start the accessibility bus: \(launcher.stderr)")
        }
        return AccessibilityBus(session: session, address: address, launcher: launcher)
    }

    private init(session: PrivateSessionBus, address: String, launcher: SpawnedProcess) {
        self.session = session
        self.address = address
        self.launcher = launcher
    }

    deinit { stop() }

    /// Stops the launcher (which takes the accessibility bus and the registry with it) and the
    /// session bus; stopping twice does nothing.
    public func stop() {
        launcher.stop()
        session.stop()
    }

    /// Switches accessibility on as a screen reader does when it starts: org.a11y.Status's
    /// IsEnabled and ScreenReaderEnabled.
    public func enable(screenReader: Bool = true) throws {
        for property in ["IsEnabled"] + (screenReader ? ["ScreenReaderEnabled"] : []) {
            let status = try SpawnedProcess.run(
                ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                 "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status", "string:\(property)", "variant:boolean:true"],
                environment: environment())
            guard status == 0 else { throw TestDaemonError("could not set org.a11y.Status \(property)") }
        }
    }

    private static func askAddress(environment: [String: String]) -> String? {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-address-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        defer { unlink(out) }
        guard let process = try? SpawnedProcess(["dbus-send", "--session", "--print-reply=literal", "--dest=org.a11y.Bus", "/org/a11y/bus",
                                                 "org.a11y.Bus.GetAddress"], environment: environment, stdoutPath: out),
              process.waitForExit() == 0 else { return nil }
        return (try? String(contentsOfFile: out, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
