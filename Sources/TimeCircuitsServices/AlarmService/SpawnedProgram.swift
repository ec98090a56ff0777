import FoundationEssentials
import Glibc
import CLinux

/// Another program started from the clock: the alarm service, in a session of its own so that it
/// outlives whoever started it, or `systemctl --user`, waited for.
enum SpawnedProgram {
    /// Starts `argv` (a path or a name looked up on PATH, then its arguments) with this
    /// environment. `newSession`: a terminal's hang-up or the starter's process group ending
    /// leaves it be. `quiet`: its output goes to /dev/null rather than where the caller's goes.
    static func start(_ argv: [String], newSession: Bool, quiet: Bool) -> pid_t? {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if newSession { tc_spawnattr_setsid(&attributes) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if quiet {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let words: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { words.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, argv[0], &actions, &attributes, words, environ) == 0 else { return nil }
        return pid
    }

    /// Runs `argv` to its end, quietly; its exit status, or nil when it could not start.
    static func run(_ argv: [String]) -> Int32? {
        guard let pid = start(argv, newSession: false, quiet: true) else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : nil
    }
}
