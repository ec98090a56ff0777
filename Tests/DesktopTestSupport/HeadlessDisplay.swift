import Foundation
import Glibc

/// An Xvfb for helpers that need an X display and no more (dunst draws its notifications on
/// one). Displays :70 to :89, apart from the X11 suite's (from :90) and hand-started ones.
public final class HeadlessDisplay: Sendable {
    /// The DISPLAY value, ":70".
    public let name: String
    private let server: SpawnedProcess

    public static func start() throws -> HeadlessDisplay {
        for n in 70..<90 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)")
            && !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock") {
            // -noreset: Xvfb otherwise resets when its last client leaves, and refuses
            // connections meanwhile.
            let server = try SpawnedProcess(["Xvfb", ":\(n)", "-screen", "0", "1024x768x24", "-nolisten", "tcp", "-noreset"],
                                            environment: ProcessInfo.processInfo.environment)
            _ = waitUntil { !server.isRunning || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") }
            // Two suites may race for one number: the display is ours only if the lock file
            // names our server's PID.
            let lock = (try? String(contentsOfFile: "/tmp/.X\(n)-lock", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if server.isRunning, lock == String(server.pid) { return HeadlessDisplay(name: ":\(n)", server: server) }
            server.stop(signal: SIGKILL)
        }
        throw TestDaemonError("could not start Xvfb on any display from :70 to :89 (is xvfb installed?)")
    }

    private init(name: String, server: SpawnedProcess) {
        self.name = name
        self.server = server
    }

    /// A display dropped without `stop()` is stopped all the same.
    deinit { stop() }

    /// Stops the server by its PID; stopping twice does nothing.
    public func stop() { server.stop() }
}
