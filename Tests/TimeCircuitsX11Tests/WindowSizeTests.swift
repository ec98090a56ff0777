import CX11
import Foundation
import Testing
import TimeCircuitsCore

/// Hostile window sizes against the real binary: from one pixel to 8192 square, and a storm of
/// resizes faster than the clock can render. It must survive, end showing the right face, and
/// give back what the giant sizes took.
@Suite("Window sizes", .serialized, .xvfb)
struct WindowSizeTests {
    var server: XvfbServer { XvfbServer.shared! }

    /// Resident memory of a process, in bytes.
    static func residentBytes(_ pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kb = Int(line.split(separator: " ").dropFirst().first { !$0.isEmpty } ?? "") else { return nil }
        return kb * 1024
    }

    @Test("1×1 to 8192×8192 and a resize storm: no crash, the right face at the end, memory given back")
    func sizes() throws {
        // The timing trace says when each size has been laid out and rendered.
        let r = try ClockHarness(server: server).launch(["--geometry", "520x335+0+0"],
                                                        environment: ["TIMECIRCUITS_TRACE_TIMING": "1"])
        defer { _ = r.clock.stop() }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335))
        let settled = try #require(Self.residentBytes(r.clock.pid))

        for (w, h) in [(1, 1), (2, 3), (1, 8192), (8192, 1), (8192, 8192)] {
            r.x.resize(r.window, width: w, height: h)
            // The clock renders each size after a short pause; wait until it has.
            #expect(eventually(timeout: 120) { r.clock.stderr.contains("relayout size=\(w)x\(h) ") ? true : nil } == true,
                    "no relayout at \(w)x\(h)")
            #expect(r.clock.child.isRunning, "the clock died at \(w)x\(h): \(r.clock.stderr)")
        }

        // Faster than any relayout: only the last size should be rendered, and rendered right.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<60 {
            r.x.resize(r.window, width: Int.random(in: 1...3000, using: &generator), height: Int.random(in: 1...2000, using: &generator))
        }
        r.x.resize(r.window, width: 780, height: 502)
        _ = ClockHarness.expectMatchesRender(r, width: 780, height: 502, timeout: 90)
        #expect(r.clock.child.isRunning)

        // Back at a desktop size, the giant frames' memory is gone (allowing for the larger face).
        r.x.resize(r.window, width: 520, height: 335)
        _ = ClockHarness.expectMatchesRender(r, width: 520, height: 335, timeout: 60)
        let after = try #require(Self.residentBytes(r.clock.pid))
        #expect(after < settled + 64 << 20, "resident \(settled >> 20) MB before, \(after >> 20) MB after")
        let complaints = r.clock.stderr.split(separator: "\n").filter { !$0.hasPrefix("timecircuits: trace ") }
        #expect(complaints.isEmpty, "stderr: \(complaints)")
    }
}
