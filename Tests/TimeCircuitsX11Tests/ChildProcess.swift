import DesktopTestSupport
import Foundation
import Glibc

/// A child process started with `posix_spawn`, a clean signal mask and default dispositions.
///
/// Foundation's `Process` hands the child the spawning thread's signal mask, and Swift Testing
/// runs tests on worker threads that block most signals: an Xvfb started that way ignores
/// SIGTERM, and a clock started that way could not be tested for its signal handling.
final class ChildProcess: @unchecked Sendable {  // pid and paths are immutable; the status is read under a lock.
    let pid: pid_t
    let stderrPath: String
    private let lock = NSLock()
    private var status: Int32?

    /// Standard output goes to `stdoutPath` when given, else nowhere.
    init(_ argv: [String], environment: [String: String], stderrPath: String? = nil, stdoutPath: String? = nil) throws {
        let errPath = stderrPath ?? "/dev/null"
        self.stderrPath = errPath
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attr, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for s in [SIGINT, SIGTERM, SIGPIPE, SIGHUP, SIGCHLD, SIGUSR1, SIGUSR2, SIGALRM] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigdefault(&attr, &defaults)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let cArgs = argv.map { strdup($0) } + [nil]
        let cEnv = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArgs + cEnv).forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawnp(&child, argv[0], &actions, &attr, cArgs, cEnv)
        guard rc == 0 else { throw XvfbError(message: "cannot start \(argv[0]): \(String(cString: strerror(rc)))") }
        pid = child
    }

    deinit {
        if isRunning { kill(pid, SIGKILL); _ = waitForExit(timeout: 5) }
    }

    /// Reaps the child if it has ended; true while it runs.
    var isRunning: Bool {
        lock.lock(); defer { lock.unlock() }
        if status != nil { return false }
        var s: Int32 = 0
        if waitpid(pid, &s, WNOHANG) == pid {
            // Exited: the code; killed by a signal: 128 + its number, as a shell reports it.
            status = (s & 0x7F) == 0 ? (s >> 8) & 0xFF : 128 + (s & 0x7F)
            return false
        }
        return true
    }

    /// The exit status, or nil if the child still runs after `timeout` seconds.
    func waitForExit(timeout: TimeInterval = Patience.seconds) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning && Date() < deadline { usleep(10_000) }
        lock.lock(); defer { lock.unlock() }
        return status
    }

    /// Signals the child and waits for it to end.
    func stop(signal: Int32 = SIGTERM, timeout: TimeInterval = Patience.seconds) -> Int32? {
        if isRunning { kill(pid, signal) }
        return waitForExit(timeout: timeout)
    }

    /// What the child wrote to stderr so far.
    var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }
}
