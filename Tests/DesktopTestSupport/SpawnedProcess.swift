import Foundation
import Glibc

/// A process a test starts (a bus daemon, a notification or sound server, a recorder, Xvfb, the
/// clock itself, a tool it runs), with a clean signal mask and default dispositions, stopped by
/// its own PID and by nothing broader.
///
/// Spawned with posix_spawn rather than Foundation's `Process`: `Process` hands the child the
/// spawning thread's signal mask, and Swift Testing runs tests on worker threads that block most
/// signals. A child started that way ignores the SIGTERM meant to stop it (an Xvfb would linger),
/// and a clock started that way could not be tested for its signal handling.
public final class SpawnedProcess: @unchecked Sendable {  // pid and paths are immutable; the status is read under a lock.
    public let pid: pid_t
    public let argv: [String]
    /// Where its stderr goes (a file, kept for error messages).
    public let stderrPath: String
    private let lock = NSLock()
    private var status: Int32?

    /// Starts `argv` (looked up in PATH) with exactly `environment`; stdout goes to `stdoutPath`
    /// when given, else nowhere.
    public init(_ argv: [String], environment: [String: String], stdoutPath: String? = nil, stderrPath: String? = nil) throws {
        self.argv = argv
        self.stderrPath = stderrPath ?? "/dev/null"
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaulted = sigset_t()
        sigemptyset(&defaulted)
        for s in [SIGINT, SIGTERM, SIGPIPE, SIGHUP, SIGCHLD, SIGUSR1, SIGUSR2, SIGALRM] { sigaddset(&defaulted, s) }
        posix_spawnattr_setsigdefault(&attributes, &defaulted)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var files = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&files)
        defer { posix_spawn_file_actions_destroy(&files) }
        posix_spawn_file_actions_addopen(&files, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&files, 1, stdoutPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&files, 2, self.stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let cArgv = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArgv + cEnvironment).forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawnp(&child, argv[0], &files, &attributes, cArgv, cEnvironment)
        guard rc == 0 else { throw TestDaemonError("cannot start \(argv[0]): \(String(cString: strerror(rc)))") }
        pid = child
    }

    deinit {
        if isRunning { kill(pid, SIGKILL); _ = waitForExit(timeout: 5) }
    }

    /// Reaps the process if it has ended; true while it runs.
    public var isRunning: Bool {
        lock.lock(); defer { lock.unlock() }
        if status != nil { return false }
        var s: Int32 = 0
        guard waitpid(pid, &s, WNOHANG) == pid else { return true }
        // Exited: its code; killed: 128 + the signal, as a shell reports it.
        status = (s & 0x7F) == 0 ? (s >> 8) & 0xFF : 128 + (s & 0x7F)
        return false
    }

    /// The exit status, or nil if it still runs after `timeout` seconds.
    public func waitForExit(timeout: TimeInterval = Patience.seconds) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning && Date() < deadline { usleep(5_000) }
        lock.lock(); defer { lock.unlock() }
        return status
    }

    /// Sends `signal`, waits for the end, and kills it if it lingers.
    @discardableResult
    public func stop(signal: Int32 = SIGTERM, timeout: TimeInterval = Patience.seconds) -> Int32? {
        if isRunning { kill(pid, signal) }
        if let status = waitForExit(timeout: timeout) { return status }
        kill(pid, SIGKILL)
        return waitForExit(timeout: 5)
    }

    /// What it wrote to stderr so far.
    public var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    /// Runs a short command to its end; its exit status (nil if it overran `timeout`).
    public static func run(_ argv: [String], environment: [String: String], timeout: TimeInterval = Patience.seconds) throws -> Int32? {
        let process = try SpawnedProcess(argv, environment: environment)
        if let status = process.waitForExit(timeout: timeout) { return status }
        process.stop(signal: SIGKILL)
        return nil
    }
}

/// A helper daemon that would not start or misbehaved, said in one line.
public struct TestDaemonError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// A fresh directory under /tmp, removed with everything in it by `remove()`.
public struct TemporaryDirectory: Sendable {
    public let path: String

    public init(prefix: String) throws {
        var template = Array("/tmp/\(prefix).XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw TestDaemonError("cannot make a temporary directory") }
        path = String(cString: made)
    }

    public func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Makes a directory and hands it to `body`, which starts something that lives there; if
    /// `body` throws, the directory goes with it.
    public static func holding<T>(prefix: String, _ body: (TemporaryDirectory) throws -> T) throws -> T {
        let directory = try TemporaryDirectory(prefix: prefix)
        do {
            return try body(directory)
        } catch {
            directory.remove()
            throw error
        }
    }
}

/// Waits until `condition` holds or `timeout` seconds pass; true if it held.
public func waitUntil(timeout: TimeInterval = Patience.seconds, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() >= deadline { return false }
        usleep(10_000)
    }
    return true
}
