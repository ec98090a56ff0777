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
    /// Twenty sizes of a corner dragged, some keeping the face's proportions and some not.
    static let dragSizes: [(width: Int, height: Int)] = (1...20).map { i in (520 + 23 * i + (i % 2) * 40, 335 + 15 * i) }

    /// Drags the window through `dragSizes`, each sent as soon as the last one shows, and returns
    /// the sketches' trace lines. Every size must show as a sketch first: the live path, not the
    /// last frame copied while the clock waits for the size to settle.
    static func drag(_ r: ClockHarness.Running) -> [Substring] {
        for (w, h) in dragSizes {
            r.x.resize(r.window, width: w, height: h)
            #expect(eventually(timeout: 60, interval: 0.005) { r.clock.stderr.contains("trace sketch size=\(w)x\(h) ") ? true : nil } == true,
                    "no sketch at \(w)x\(h): \(r.clock.stderr.suffix(2000))")
        }
        return r.clock.stderr.split(separator: "\n").filter { $0.contains("trace sketch ") }
    }

    @Test("a drag through 20 sizes shows each as it comes (the last frame scaled), and settles to the render at the last size, its background painted while the sketch showed")
    func drag() throws {
        let r = try ClockHarness(server: server).launch(["--geometry", "520x335+0+0"],
                                                        environment: ["TIMECIRCUITS_TRACE_TIMING": "1"])
        defer { _ = r.clock.stop() }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 520, height: 335))
        let sketches = Self.drag(r)
        // The frozen clock's lights never change: every sketch is the last full picture, scaled.
        #expect(sketches.count >= Self.dragSizes.count && sketches.allSatisfy { $0.contains(" from=scaled:") }, "\(sketches)")
        let last = Self.dragSizes.last!
        _ = ClockHarness.expectMatchesRender(r, width: last.width, height: last.height, timeout: 60)
        // Its background was painted while the sketch showed, and the relayout took it.
        #expect(r.clock.stderr.contains("trace background size=\(last.width)x\(last.height) "))
        #expect(r.clock.stderr.contains("trace relayout size=\(last.width)x\(last.height) base=ahead "),
                "\(r.clock.stderr.split(separator: "\n").filter { $0.contains("trace relayout ") })")
        let complaints = r.clock.stderr.split(separator: "\n").filter { !$0.hasPrefix("timecircuits: trace ") }
        #expect(complaints.isEmpty, "stderr: \(complaints)")
    }

    @Test("a drag that settles a little smaller draws the new face into the picture the server holds already; much smaller, into a new one")
    func dragKeepsPicture() throws {
        let r = try ClockHarness(server: server).launch(["--geometry", "700x451+0+0"],
                                                        environment: ["TIMECIRCUITS_TRACE_TIMING": "1"])
        defer { _ = r.clock.stop() }
        _ = try #require(ClockHarness.expectMatchesRender(r, width: 700, height: 451))
        func relayouts() -> [Substring] { r.clock.stderr.split(separator: "\n").filter { $0.contains("trace relayout ") } }
        for (w, h, screen) in [(684, 440, "kept"), (521, 336, "new")] {
            r.x.resize(r.window, width: w, height: h)
            // The kept pixmap is larger than the picture: what shows must still be the render.
            _ = ClockHarness.expectMatchesRender(r, width: w, height: h, timeout: 60)
            #expect(relayouts().last?.contains("size=\(w)x\(h) base=ahead screen=\(screen) ") == true, "\(relayouts())")
        }
    }

    @Test("a drag during the power-on sketches each of its frames at the new size, and settles to the clock's render")
    func dragWhileAnimating() throws {
        let r = try ClockHarness(server: server).launch(["--geometry", "520x335+0+0"], animations: true,
                                                        environment: ["TIMECIRCUITS_TRACE_TIMING": "1"])
        defer { _ = r.clock.stop() }
        // The first frame of the power-on is up once the window has been laid out.
        #expect(eventually(timeout: 60) { r.clock.stderr.contains("trace relayout size=520x335 ") ? true : nil } == true)
        let sketches = Self.drag(r)
        // The power-on's lights move on while the size changes: those frames are rendered small
        // and scaled up, never the last full picture with its old lights.
        #expect(sketches.contains { $0.contains(" from=rendered:") }, "\(sketches)")
        let last = Self.dragSizes.last!
        _ = ClockHarness.expectMatchesRender(r, width: last.width, height: last.height, timeout: 60)
    }
}
