import Glibc

/// Plays the clock's short sounds (the keypad, a time travel, the power-on, the timer's end) each
/// in a helper process of its own: the clock's own binary as `timecircuits play-sound`, which
/// plays one sound through libcanberra, waits for its end and exits.
///
/// Why a process rather than a thread: a sound server's client libraries (libpulse and the codecs
/// libcanberra brings) stay loaded and resident once used, about 2 MB for a clock that runs all day,
/// and a thread of theirs would wake with the server. In a helper they come and go with the sound:
/// between sounds the clock holds no connection, no stream, no thread and no page of them, and a
/// sound server that hangs can hang only the helper. Starting one costs the helper a few
/// milliseconds; the loop pays only `posix_spawn`.
///
/// What became of each sound comes back on one pipe, a line from each helper before it exits
/// (`Report`); `fileDescriptor` turns readable and the loop calls `takeReports()`.
public final class PlaySoundProcess {
    /// The helper's verb, and its options.
    public static let verb = "play-sound"

    private let executable: String
    private let readEnd: Int32
    private let writeEnd: Int32
    /// Helpers started and not yet reaped.
    private var running: Set<pid_t> = []

    /// One sound to play.
    public struct Request: Sendable, Hashable {
        /// The built-in sound's name (`key-7`): the helper makes its file when it is missing.
        public var effect: String
        /// A user's file to play instead, already expanded; the built-in plays when it cannot.
        public var file: String?
        /// Loudness in decibels against the file's own (0 is as made, −6 half as loud).
        public var decibels: Double
        /// When the sound is to be heard, in seconds since 1970 on the wall clock: the helper
        /// connects at once and plays it then (the beep's tick, started ahead of its edge); nil
        /// plays it at once.
        public var at: Double?

        public init(effect: String, file: String? = nil, decibels: Double = 0, at: Double? = nil) {
            self.effect = effect
            self.file = file
            self.decibels = decibels
            self.at = at
        }

        /// The helper's arguments after the verb.
        public var arguments: [String] {
            ["--effect", effect, "--decibels", String(decibels)] + (file.map { ["--file", $0] } ?? [])
                + (at.map { ["--at", String($0)] } ?? [])
        }
    }

    /// What a helper said of its sound, one line on the report pipe.
    public enum Report: Sendable, Hashable {
        /// Played (the user's file, or the built-in when there was none).
        case played(effect: String)
        /// The user's file could not be played; the built-in played instead.
        case replaced(effect: String, file: String, why: String)
        /// No sound server or device answered: nothing was heard.
        case unavailable(effect: String, why: String)
        /// Nothing could be played (not even the built-in).
        case failed(effect: String, why: String)

        /// The line a helper writes: a letter, the effect, then what else it says, tab-separated.
        public var line: String {
            switch self {
            case .played(let e): "P\t\(e)\n"
            case .replaced(let e, let file, let why): "R\t\(e)\t\(file)\t\(why)\n"
            case .unavailable(let e, let why): "U\t\(e)\t\(why)\n"
            case .failed(let e, let why): "F\t\(e)\t\(why)\n"
            }
        }

        public init?(line: Substring) {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch (f.first, f.count) {
            case ("P", 2): self = .played(effect: f[1])
            case ("R", 4): self = .replaced(effect: f[1], file: f[2], why: f[3])
            case ("U", 3): self = .unavailable(effect: f[1], why: f[2])
            case ("F", 3): self = .failed(effect: f[1], why: f[2])
            default: return nil
            }
        }
    }

    /// `executable` is the clock's own binary (`/proc/self/exe`).
    public init(executable: String) {
        self.executable = executable
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            // Close-on-exec, so only a helper's own copy (made by dup2 at its spawn) is open in
            // it, and no other child inherits the pipe. Set at once: the loop's thread is the
            // only one that starts processes.
            for fd in fds {
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            }
        } else {
            fds = [-1, -1]
        }
        readEnd = fds[0]
        writeEnd = fds[1]
    }

    deinit {
        if readEnd >= 0 { close(readEnd); close(writeEnd) }
    }

    /// Poll this for POLLIN; when readable, call `takeReports()`.
    public var fileDescriptor: Int32 { readEnd }

    /// The descriptor number a helper finds the report pipe on.
    public static let reportDescriptor: Int32 = 3

    /// Starts a helper for `request`; returns at once. False when none could be started.
    @discardableResult
    public func play(_ request: Request) -> Bool {
        reap()
        guard writeEnd >= 0 else { return false }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, writeEnd, Self.reportDescriptor)
        let argv = ([executable, Self.verb] + request.arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return false }
        running.insert(pid)
        return true
    }

    /// Silences every sound playing now (a skipped animation takes its sound with it): the
    /// helpers are ended, and the server drops their streams.
    public func stopAll() {
        for pid in running { kill(pid, SIGTERM) }
        reap()
    }

    /// What the helpers said since the last call.
    public func takeReports() -> [Report] {
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(readEnd, &buffer, buffer.count)
            guard n > 0 else { break }
            text += String(decoding: buffer[0..<n], as: UTF8.self)
        }
        reap()
        return text.split(separator: "\n").compactMap(Report.init(line:))
    }

    /// Collects the helpers that have exited, so none is left a zombie.
    private func reap() {
        for pid in running {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { running.remove(pid) }
        }
    }
}
