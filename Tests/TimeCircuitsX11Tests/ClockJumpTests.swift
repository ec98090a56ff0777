import Foundation
import Testing
import TimeCircuitsCore
import TimeCircuitsStorage

/// Wall-clock steps (suspend and resume, an NTP step, a manual change) seen by the real binary:
/// libfaketime shifts the clock the process reads, by days forwards and backwards, and the window
/// must show the new instant at once rather than at the next minute.
///
/// libfaketime hides argv from the Swift runtime, so the clock runs with no arguments, as a
/// desktop launcher starts it: the display from `DISPLAY`, the cities from its settings file.
@Suite("Wall-clock jumps", .serialized, .xvfb)
struct ClockJumpTests {
    var server: XvfbServer { XvfbServer.shared! }

    /// Where Debian's libfaketime package puts the preload library. Every test that preloads it
    /// with `FAKETIME_NO_CACHE` also sets `NO_FAKE_STAT`: libfaketime 0.9.10 (Debian 13) can
    /// deadlock in its `stat()` wrapper, which re-reads the faked time under a lock that reading
    /// takes again (seen as the alarm service asleep on a futex for good), and the clock needs
    /// no faked file times.
    ///
    /// `FAKETIME_DONT_RESET` is set unless a test says otherwise. A window with an alarm armed or
    /// a countdown running starts the alarm service, and without it libfaketime starts a child's
    /// "start at" clock over: the service ran seconds behind the window (seen as an alarm rung at
    /// 8:30 and snoozed "until 8:38"). With it, a "start at" written later counts from the first
    /// process's start, not from the write (measured: 10:00:02 for "@10:00:00" written two seconds
    /// in). So a test that steps the clock with it set keeps its targets ten seconds into their
    /// minute (this suite, `TimerWindowTests`). `AlarmServiceTests`, which starts each of its
    /// processes itself, leaves it off.
    ///
    /// The MT build, never the plain one: the plain one reads the clock file into one buffer
    /// shared by every thread, and the clock has several (the background painter, libcanberra's
    /// and libpulse's). Two threads reading at once now and then get the real time instead of the
    /// faked one, six days off here, for both the wall clock and CLOCK_BOOTTIME; a CI run saw it
    /// as an alarm that stopped after four rings (the boot clock's jump timed it out). Four
    /// threads reading for 30 s got 45,000 wrong readings with the plain build on Debian 12, none
    /// with the MT build, which takes a lock around the read; Debian 13's the same.
    static let libfaketime = ["/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1",
                              "/usr/lib/aarch64-linux-gnu/faketime/libfaketimeMT.so.1",
                              "/usr/lib/faketime/libfaketimeMT.so.1"]
        .first { FileManager.default.fileExists(atPath: $0) }

    /// What runs a clock process on the fake clock written in `file`, with `library` preloaded.
    static func fakeClock(library: String, file: URL, dontReset: Bool = true) -> [String: String] {
        var env = ["LD_PRELOAD": library, "TIMECIRCUITS_UNREPORTED_CLOCK_STEPS": "1", "FAKETIME_TIMESTAMP_FILE": file.path,
                   "FAKETIME_NO_CACHE": "1", "NO_FAKE_STAT": "1"]
        if dontReset { env["FAKETIME_DONT_RESET"] = "1" }
        return env
    }

    /// libfaketime's absolute form, read in the process's `TZ` (UTC here).
    static func faketime(_ instant: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "'@'yyyy-MM-dd HH:mm:ss"
        return f.string(from: instant) + "\n"
    }

    static func utc(_ text: String) -> Date { try! FrozenDate.parse(text) }

    /// How long a step may take to show. What tells a clock that reacts to a step from one that
    /// does not is not a stopwatch (a loaded machine can stretch any reaction) but the minute: the
    /// targets are ten seconds into theirs, so a clock that missed the step would show the new
    /// digits only at the minute edge it had scheduled, some fifty seconds later. Ten seconds is
    /// far longer than the clock needs and far shorter than that.
    static let stepShown: TimeInterval = 10

    @Test("jumps forwards by days and backwards by years show the new instant at once, not at the minute the clock had scheduled")
    func jumps() throws {
        let library = try #require(Self.libfaketime, "libfaketime is missing: apt-get install faketime (make test installs it)")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-jump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let clockFile = home.appendingPathComponent("faketime")
        // Ten seconds into a minute, so no minute passes while each check runs.
        let start = Self.utc("1985-10-26T08:21:10Z")
        try Self.faketime(start).write(to: clockFile, atomically: true, encoding: .utf8)

        // With FAKETIME_DONT_RESET (fakeClock's default), "@T" reads T plus the time since the
        // process began, on every libfaketime. Debian 13's (0.9.10+2024-06-05) restarts its "@"
        // clock on a changed file under its shared clock's semaphore, and a stat() it intercepts
        // meanwhile (the settings watch, looking at the folder the file is written in) waits on
        // that semaphore for ever: the window froze on the minute before the step. Without the
        // restart nothing takes it there; Debian 12's 0.9.10 behaves the same either way. The
        // targets are ten seconds into their minute and the process lives far less than fifty,
        // so the minute shown is the target's.
        let r = try ClockHarness(server: server).launch(arguments: [], environment: [
            "DISPLAY": server.name, "TZ": "UTC", "XDG_CONFIG_HOME": home.path,
        ].merging(Self.fakeClock(library: library, file: clockFile)) { _, new in new })
        defer { _ = r.clock.stop() }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335, at: start))

        for target in [Self.utc("1985-10-29T17:45:10Z"), Self.utc("1984-02-29T23:58:10Z"), Self.utc("2026-11-22T12:00:10Z")] {
            try Self.faketime(target).write(to: clockFile, atomically: true, encoding: .utf8)
            let seen = ClockHarness.expectMatchesRender(r, width: 520, height: 335, at: target, timeout: Self.stepShown)
            #expect(seen != nil, "the face did not show \(target) within \(Self.stepShown) s of the step")
        }
        #expect(r.clock.stderr.isEmpty, "stderr: \(r.clock.stderr)")
    }
}
