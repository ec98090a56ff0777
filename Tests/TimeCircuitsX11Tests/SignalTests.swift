import Foundation
import Glibc
import Testing

/// Every signal that means "quit" ends the real clock cleanly: status 0, nothing on stderr, and
/// its window gone from the server. SIGINT (Ctrl+C), SIGTERM, SIGHUP (the terminal the clock was
/// started from closing), and a burst of all three, as a session manager sends when it gives up
/// waiting.
///
/// Serialized: the tests share one Xvfb.
@Suite("Signals", .serialized, .xvfb)
struct SignalTests {
    var server: XvfbServer { XvfbServer.shared! }

    /// How long a clean exit may take before the test calls it a hang.
    static let exitTimeout: TimeInterval = 10

    func launch() throws -> ClockHarness.Running {
        try ClockHarness(server: server).launch()
    }

    /// Exit 0 with nothing on stderr, and no window of that process left on the server.
    func expectCleanExit(_ r: ClockHarness.Running, status: Int32?, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(status == 0, "stderr: \(r.clock.stderr)", sourceLocation: sourceLocation)
        #expect(r.clock.stderr.isEmpty, sourceLocation: sourceLocation)
        #expect(eventually(timeout: Self.exitTimeout) { r.x.window(pid: r.clock.pid) == nil ? true : nil } == true,
                "the window outlived its process", sourceLocation: sourceLocation)
    }

    @Test("SIGINT, SIGTERM and SIGHUP each end the process cleanly with status 0", arguments: [SIGINT, SIGTERM, SIGHUP])
    func quitSignal(signal: Int32) throws {
        let r = try launch()
        expectCleanExit(r, status: r.clock.stop(signal: signal, timeout: Self.exitTimeout))
    }

    @Test("SIGHUP, SIGTERM and SIGINT back to back still end it once, with status 0")
    func burst() throws {
        let r = try launch()
        for s in [SIGHUP, SIGTERM, SIGINT] { kill(r.clock.pid, s) }
        expectCleanExit(r, status: r.clock.waitForExit(timeout: Self.exitTimeout))
    }
}
