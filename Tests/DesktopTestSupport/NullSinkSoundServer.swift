import Foundation
import Glibc

/// A real PulseAudio server for a test: no hardware, one null sink (the default, so anything
/// played goes there) and a private socket, recorded through the sink's monitor with parec.
///
/// Its state lives in its own directory (HOME, XDG_RUNTIME_DIR and the socket), so it never
/// meets the developer's own sound server. Clients find it through `PULSE_SERVER`; the socket
/// takes anonymous clients, so no cookie is needed. The daemon can be stopped and started again
/// on the same socket, as a sound server restarting is (the daemon, the one thing that changes,
/// is kept under a lock).
public final class NullSinkSoundServer: @unchecked Sendable {
    /// The value for PULSE_SERVER.
    public let address: String
    public let directory: TemporaryDirectory
    private let lock = NSLock()
    /// The daemon serving now; nil between `stopDaemon()` and `startDaemon()`.
    private var daemon: SpawnedProcess?
    static let sink = "timecircuits_test"

    public static func start() throws -> NullSinkSoundServer {
        try TemporaryDirectory.holding(prefix: "timecircuits-pulse") { directory in
            try FileManager.default.createDirectory(atPath: directory.path + "/runtime", withIntermediateDirectories: true)
            let server = NullSinkSoundServer(address: "unix:" + directory.path + "/native", directory: directory)
            try server.startDaemon()
            return server
        }
    }

    private init(address: String, directory: TemporaryDirectory) {
        self.address = address
        self.directory = directory
    }

    /// Starts the daemon on this server's socket, as a sound server restarting does; returns
    /// once it answers a client.
    public func startDaemon() throws {
        let socket = directory.path + "/native"
        // -n: no default.pa (it would look for hardware); --exit-idle-time=-1: stay up while
        // no client is connected, between two sounds.
        let started = try SpawnedProcess(
            ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no", "--system=no",
             "--log-target=stderr", "-L", "module-null-sink sink_name=\(Self.sink)",
             "-L", "module-native-protocol-unix auth-anonymous=1 socket=\(socket)"],
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                          "HOME": directory.path, "XDG_RUNTIME_DIR": directory.path + "/runtime"],
            stderrPath: directory.path + "/pulseaudio-\(UUID().uuidString).log")
        // Ready once a client is answered, not when the socket appears: a loaded machine can
        // leave the daemon loading its modules with the socket already there.
        let client = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": directory.path,
                      "XDG_RUNTIME_DIR": directory.path + "/runtime", "PULSE_SERVER": address,
                      "PULSE_COOKIE": directory.path + "/cookie"]
        let answered = waitUntil {
            guard started.isRunning else { return true }
            guard FileManager.default.fileExists(atPath: socket) else { return false }
            return (try? SpawnedProcess.run(["pactl", "info"], environment: client, timeout: 10)) == 0
        }
        guard answered, started.isRunning else {
            let log = started.stderr
            started.stop(signal: SIGKILL)
            throw TestDaemonError("pulseaudio did not start (is pulseaudio installed?): \(log)")
        }
        lock.withLock { daemon = started }
    }

    /// Stops the daemon, as a sound server going away does; the socket's place is kept for
    /// `startDaemon()`.
    public func stopDaemon() {
        let stopping = lock.withLock { () -> SpawnedProcess? in
            defer { daemon = nil }
            return daemon
        }
        stopping?.stop()
    }

    /// `base` with PULSE_SERVER pointing here (and the client's cookie kept in this server's
    /// directory rather than the developer's home), for a program under test.
    public func environment(_ base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var environment = base
        environment["PULSE_SERVER"] = address
        environment["PULSE_COOKIE"] = directory.path + "/cookie"
        return environment
    }

    /// Starts recording what the null sink plays, 16-bit mono at 44.1 kHz, and returns once
    /// samples arrive.
    public func record() throws -> SinkRecording {
        let path = directory.path + "/recording-\(UInt32.random(in: 0...UInt32.max)).raw"
        // --latency-msec: parec writes small chunks, so what was played is on disk soon after.
        let recorder = try SpawnedProcess(
            ["parec", "--device=\(Self.sink).monitor", "--format=s16le", "--rate=44100", "--channels=1", "--latency-msec=20"],
            environment: environment(), stdoutPath: path, stderrPath: path + ".log")
        let recording = SinkRecording(path: path, recorder: recorder)
        guard recording.waitUntilRecording() else {
            recorder.stop()
            throw TestDaemonError("parec recorded nothing: \(recorder.stderr)")
        }
        return recording
    }

    /// The streams playing on the server now (its sink inputs), by index; nil if pactl failed.
    public func playingStreams() -> [Int]? {
        let out = directory.path + "/sink-inputs-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        guard let p = try? SpawnedProcess(["pactl", "list", "short", "sink-inputs"], environment: environment(), stdoutPath: out),
              p.waitForExit() == 0, let text = try? String(contentsOfFile: out, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").compactMap { $0.split(separator: "\t").first.flatMap { Int($0) } }
    }

    /// A server dropped without `stop()` is stopped all the same.
    deinit { stop() }

    /// Stops the server by its PID and removes its directory; stopping twice does nothing.
    public func stop() {
        stopDaemon()
        directory.remove()
    }
}

/// A recording of the null sink in progress; `samples()` reads what it has so far.
public final class SinkRecording: Sendable {
    public static let sampleRate = 44_100
    let path: String
    private let recorder: SpawnedProcess

    init(path: String, recorder: SpawnedProcess) {
        self.path = path
        self.recorder = recorder
    }

    /// The samples recorded so far.
    public func samples() -> [Int16] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    /// Waits until the recorder delivers samples (it takes a few hundred milliseconds to
    /// connect); a sound played before then would be missed.
    public func waitUntilRecording(timeout: TimeInterval = Patience.seconds) -> Bool {
        waitUntil(timeout: timeout) { !samples().isEmpty }
    }

    /// Stops the recorder (by its PID); the samples stay readable.
    public func stop() { recorder.stop() }

    public var isRunning: Bool { recorder.isRunning }

    /// The root-mean-square level of each 50 ms window of `samples`, on 0…32767 (a full-scale
    /// sine is about 23170; silence on a null sink is exactly 0).
    public static func windowRMS(_ samples: [Int16], window: Int = sampleRate / 20) -> [Double] {
        stride(from: 0, to: samples.count, by: window).map { start in
            let slice = samples[start..<min(start + window, samples.count)]
            let sum = slice.reduce(0.0) { $0 + Double($1) * Double($1) }
            return (sum / Double(slice.count)).squareRoot()
        }
    }

    /// The loudest 50 ms window's level.
    public static func loudestRMS(_ samples: [Int16]) -> Double { windowRMS(samples).max() ?? 0 }

    /// Whether a whole 50 ms window of `samples` is louder than `threshold`: what a later
    /// `loudSpan` of the same samples and more agrees with. (The last window, still filling, can
    /// read loud on a few samples and not once it is full.)
    public static func hasLoudWindow(_ samples: [Int16], threshold: Double) -> Bool {
        let window = sampleRate / 20
        return loudSpan(Array(samples.prefix(samples.count / window * window)), threshold: threshold) != nil
    }

    /// From the first to the last 50 ms window louder than `threshold`, in seconds of the
    /// recording (so it does not depend on when the recorder's output was read); nil if none is.
    public static func loudSpan(_ samples: [Int16], threshold: Double) -> ClosedRange<Double>? {
        let levels = windowRMS(samples)
        guard let first = levels.firstIndex(where: { $0 > threshold }),
              let last = levels.lastIndex(where: { $0 > threshold }) else { return nil }
        return Double(first) / 20...Double(last + 1) / 20
    }
}

/// The level of `frequency` in `samples` (the Goertzel algorithm), 0…1 of a full-scale sine: how
/// the tests tell one pitch from another in a recording or a made sound.
public func toneLevel(_ samples: [Int16], _ frequency: Double, rate: Double = Double(SinkRecording.sampleRate)) -> Double {
    guard !samples.isEmpty else { return 0 }
    let w = 2 * Double.pi * frequency / rate
    let c = 2 * cos(w)
    var s1 = 0.0, s2 = 0.0
    for x in samples {
        let s0 = Double(x) / 32768 + c * s1 - s2
        s2 = s1
        s1 = s0
    }
    let power = max(0, s1 * s1 + s2 * s2 - c * s1 * s2)
    return 2 * power.squareRoot() / Double(samples.count)
}
