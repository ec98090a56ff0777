import Foundation

/// The real `timecircuits` binary, run as a user would, against the test's X server.
final class ClockProcess {
    let child: ChildProcess
    /// The empty configuration and state homes made for this clock, removed with it.
    private let ownConfigHome: String?
    private let ownStateHome: String?

    /// The binary SwiftPM built beside this test bundle.
    static let binary: String = {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("timecircuits").path
    }()

    /// Starts `timecircuits ARGS` with `DISPLAY` unset, so only `--display` can point it at a
    /// server, and `environment` added. Unless the test names them, `XDG_CONFIG_HOME` and
    /// `XDG_STATE_HOME` are new empty folders: the clock then shows the default cities and never
    /// reads or writes the settings or state of whoever runs the tests.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["TIMECIRCUITS_TRACE_TIMING"] = nil
        let own = environment["XDG_CONFIG_HOME"] == nil
            ? FileManager.default.temporaryDirectory.appendingPathComponent("tc-config-\(UUID().uuidString)").path : nil
        ownConfigHome = own
        env["XDG_CONFIG_HOME"] = own
        // A user's configuration home exists (its `timecircuits` folder may not): the clock then
        // watches that quiet folder for its own to appear, not the busy temporary folder above it.
        if let own { try? FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true) }
        // Likewise the state home: movie mode's trips are remembered there.
        let ownState = environment["XDG_STATE_HOME"] == nil
            ? FileManager.default.temporaryDirectory.appendingPathComponent("tc-state-\(UUID().uuidString)").path : nil
        ownStateHome = ownState
        env["XDG_STATE_HOME"] = ownState
        // Nor the developer's desktop: a countdown finishing in a test notifies no real session
        // bus. Tests that want notifications start a private bus and name it.
        env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent/timecircuits-tests-have-no-bus"
        env.merge(environment) { _, new in new }
        let errPath = FileManager.default.temporaryDirectory.appendingPathComponent("tc-x11-\(UUID().uuidString).err").path
        child = try ChildProcess([Self.binary] + arguments, environment: env, stderrPath: errPath)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: child.stderrPath)
        if let ownConfigHome { try? FileManager.default.removeItem(atPath: ownConfigHome) }
        if let ownStateHome { try? FileManager.default.removeItem(atPath: ownStateHome) }
    }

    var pid: Int32 { child.pid }
    func waitForExit(timeout: TimeInterval = 10) -> Int32? { child.waitForExit(timeout: timeout) }
    func stop(signal: Int32 = SIGTERM, timeout: TimeInterval = 10) -> Int32? { child.stop(signal: signal, timeout: timeout) }
    var stderr: String { child.stderr }
}

/// Polls `condition` until it holds or `timeout` passes: robust on a loaded 2-core machine
/// where fixed sleeps are either slow or flaky.
func eventually<T>(timeout: TimeInterval = 15, interval: TimeInterval = 0.05, _ condition: () -> T?) -> T? {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
        if let v = condition() { return v }
        usleep(useconds_t(interval * 1_000_000))
    } while Date() < deadline
    return condition()
}
