import DesktopTestSupport
import Foundation
import Glibc

/// The real `timecircuits` binary, run as a user would, against the test's X server.
final class ClockProcess {
    let child: SpawnedProcess
    /// The empty configuration and state homes made for this clock, removed with it.
    private let ownConfigHome: String?
    private let ownStateHome: String?

    /// The binary SwiftPM built beside this test bundle, or the one `TIMECIRCUITS_TEST_BINARY`
    /// names (`make soak` runs the release build, as users do).
    static let binary: String = {
        if let chosen = ProcessInfo.processInfo.environment["TIMECIRCUITS_TEST_BINARY"] { return chosen }
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("timecircuits").path
    }()

    /// Starts `timecircuits ARGS` with `DISPLAY` unset, so only `--display` can point it at a
    /// server, and `environment` added. Unless the test names them, `XDG_CONFIG_HOME` and
    /// `XDG_STATE_HOME` are new empty folders: the clock then shows the default cities and never
    /// reads or writes the settings or state of whoever runs the tests.
    /// `executable` runs instead of the clock (a wrapper such as setpriv, which then runs it).
    init(_ arguments: [String], environment: [String: String] = [:], executable: String? = nil) throws {
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
        // English, whatever the language of whoever runs the tests, unless the test names one.
        env.merge(MessageLanguage.english) { _, new in new }
        env.merge(environment) { _, new in new }
        let errPath = FileManager.default.temporaryDirectory.appendingPathComponent("tc-x11-\(UUID().uuidString).err").path
        child = try SpawnedProcess([executable ?? Self.binary] + arguments, environment: env, stderrPath: errPath)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: child.stderrPath)
        if let ownConfigHome { try? FileManager.default.removeItem(atPath: ownConfigHome) }
        if let ownStateHome { try? FileManager.default.removeItem(atPath: ownStateHome) }
    }

    var pid: Int32 { child.pid }
    func waitForExit(timeout: TimeInterval = Patience.seconds) -> Int32? { child.waitForExit(timeout: timeout) }
    func stop(signal: Int32 = SIGTERM, timeout: TimeInterval = Patience.seconds) -> Int32? { child.stop(signal: signal, timeout: timeout) }
    var stderr: String { child.stderr }

    /// The timing trace's lines so far (the clock started with `TIMECIRCUITS_TRACE_TIMING=1`), of
    /// `kind` when given (`colon`, `minute`, `second`, `prepare`, `relayout`, `frame`). A line
    /// still being written is left for the next read.
    func trace(_ kind: String? = nil) -> [TraceLine] {
        var text = stderr[...]
        if let end = text.lastIndex(of: "\n") { text = text[...end] } else { return [] }
        return text.split(separator: "\n").compactMap(TraceLine.init).filter { kind == nil || $0.kind == kind }
    }

    /// A field of `/proc/PID/task/*/schedstat`, summed over the process's threads.
    private func schedstat(_ field: Int) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { sum, task in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)) ?? ""
            return sum + (Int(text.split(separator: " ").dropFirst(field).first?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0)
        }
    }

    /// How many times the process's threads have been scheduled in: each wake-up counts one.
    var wakeups: Int { schedstat(2) }

    /// The CPU time the process's threads have used, in nanoseconds: work done, which neither
    /// waiting on the X server nor other programs taking the cores makes longer.
    var cpuNanoseconds: Int { schedstat(0) }

    /// The fewest of the loop's own wake-ups (`sleepsEnded`) in `windows` windows of `seconds` one
    /// after another: what the loop itself asks for. A sleeping loop's count is small in every
    /// window; one window can still be inflated from outside, when the suites beside this one map,
    /// unmap and repaint windows over it on the shared display (each Expose and VisibilityNotify is
    /// a wake-up the clock did not ask for). A busy loop is busy in every window, so the fewest still
    /// catches it. Counted as sleeps ended, not as `wakeups`: on a loaded machine the scheduler takes
    /// a thread off its core mid-frame and puts it back, runs that grow with the machine's load and
    /// not with how often the loop wakes (a CI run found 11 against a bound of 6 that way).
    func fewestWakeups(over seconds: Double, windows: Int = 3, counting: KeyPath<ClockProcess, Int> = \.sleepsEnded) -> Int {
        (0..<windows).map { _ in wakeups(over: seconds, counting: counting) }.min() ?? 0
    }

    /// The fewest sleeps ended in windows of `seconds` one after another, measured until one
    /// window comes to `bound` or `timeout` has passed: waiting for the loop to be seen at rest,
    /// as a test waits for any condition. A busy loop is busy in every window and fails after the
    /// deadline; a sleeping one beside suites that keep a loaded machine's display busy for a few
    /// seconds passes as soon as a window is quiet. (A full run on two cores once found 105 in
    /// each of three windows right after a power-on sequence; the same test alone passes.)
    func fewestWakeups(over seconds: Double, reaching bound: Int, timeout: Double = 30) -> Int {
        let deadline = bootClockNow() + timeout
        var fewest = Int.max
        repeat {
            fewest = min(fewest, wakeups(over: seconds, counting: \.sleepsEnded))
        } while fewest > bound && bootClockNow() < deadline
        return fewest
    }

    /// Wake-ups (`counting`: all runs by default) in a window of `seconds`. The window is a
    /// measurement, not a wait for something: a loaded machine can stretch it, so the count is
    /// scaled to the time that really passed, and the answer never depends on the sleep's length.
    func wakeups(over seconds: Double, counting: KeyPath<ClockProcess, Int> = \.wakeups) -> Int {
        let before = self[keyPath: counting], start = bootClockNow()
        usleep(useconds_t(seconds * 1_000_000))
        let count = self[keyPath: counting] - before, elapsed = bootClockNow() - start
        return elapsed > seconds ? Int((Double(count) * seconds / elapsed).rounded(.up)) : count
    }

    /// How many times the process's threads have slept and been woken (`voluntary_ctxt_switches`
    /// in `/proc/PID/task/*/status`): the wake-ups the loop asked for. `wakeups` counts these and
    /// also each time a thread was put back on a CPU after the scheduler took it off mid-work, which
    /// on a loaded machine grows with the CPU a frame takes, not with how often the loop wakes.
    var sleepsEnded: Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { sum, task in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)) ?? ""
            let line = text.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
            return sum + (line.flatMap { Int($0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") } ?? 0)
        }
    }
}

/// One line of the clock's timing trace (see `TimingTrace` in the clock): its kind and its
/// `key=value` fields, e.g. `timecircuits: trace second woke=1764172800.016 flushed=0.4 work=0.3`.
struct TraceLine {
    let kind: String
    let fields: [String: String]

    init?(_ line: Substring) {
        let words = line.split(separator: " ")
        guard words.count >= 3, words[0] == "timecircuits:", words[1] == "trace" else { return nil }
        kind = String(words[2])
        var fields: [String: String] = [:]
        for word in words.dropFirst(3) {
            guard let eq = word.firstIndex(of: "=") else { continue }
            fields[String(word[..<eq])] = String(word[word.index(after: eq)...])
        }
        self.fields = fields
    }

    /// A numeric field: milliseconds, or seconds since the epoch for `tick` and a second's `woke`.
    subscript(_ key: String) -> Double? { fields[key].flatMap(Double.init) }
}

/// The boot clock (`CLOCK_BOOTTIME`), in seconds: the clock's timer and stopwatch count on it.
func bootClockNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_BOOTTIME, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Waits until the boot clock reaches `boot`, however late a loaded machine wakes the test: time
/// for a running countdown or stopwatch to move on. What follows must check what it sees, not
/// count on the wait having been exactly that long.
func waitUntilBoot(_ boot: Double) {
    _ = eventually(timeout: max(1, boot - bootClockNow() + 5), interval: 0.01) { bootClockNow() >= boot ? true : nil }
}

/// Polls `condition` until it holds or `timeout` passes: robust on a loaded 2-core machine
/// where fixed sleeps are either slow or flaky.
func eventually<T>(timeout: TimeInterval = Patience.seconds, interval: TimeInterval = 0.05, _ condition: () -> T?) -> T? {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
        if let v = condition() { return v }
        usleep(useconds_t(interval * 1_000_000))
    } while Date() < deadline
    return condition()
}
