import CLinux
import CX11
import DesktopTestSupport
import Foundation
import Glibc
import Testing
@testable import TimeCircuitsCore
@testable import TimeCircuitsX11

/// A whole day through the window's real paint path, on a real X server, with an injected clock:
/// every minute rendered ahead and shown on its edge, and every colon edge in between, across a
/// DST change. Nothing the clock holds may grow: neither its memory nor its X resources.
@Suite("A simulated day", .serialized, .xvfb)
struct SimulatedDayTests {
    var server: XvfbServer { XvfbServer.shared! }

    /// Bytes malloc has handed out and not had back, heap and mmapped blocks together.
    static func heapInUse() -> Int {
        let info = mallinfo2()
        return Int(info.uordblks + info.hblkhd)
    }

    /// Set in the copy of the test process that runs the day by itself.
    static let aloneVariable = "TC_SIMULATED_DAY_ALONE"

    /// A few readings, the smallest: the paint path's own short-lived allocations come and go.
    static func settledHeap() -> Int {
        (0..<5).map { _ in usleep(20_000); return heapInUse() }.min()!
    }

    /// The X server's count of pixmaps for the connection that created `pixmap`, from xrestop.
    func pixmapCount(ownerOf pixmap: Pixmap) throws -> Int? {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tc-xrestop-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let tool = try SpawnedProcess(["/bin/sh", "-c", "xrestop -b -m 1 > \(out)"],
                                    environment: ["DISPLAY": server.name, "PATH": "/usr/bin:/bin"])
        guard tool.waitForExit() == 0, let text = try? String(contentsOfFile: out, encoding: .utf8) else { return nil }
        let base = String(format: "0x%x", pixmap & ~UInt(0x1F_FFFF))
        var inBlock = false
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2 else { continue }
            if fields[0] == "res_base" { inBlock = fields[1] == base }
            if inBlock, fields[0] == "pixmaps" { return Int(fields[1]) }
        }
        return nil
    }

    @Test("24 hours of minute changes and colon edges leave memory and X resources where they were after the first hours")
    func day() throws {
        // The heap is the whole process's, and other suites run beside this one; so the day runs
        // in a fresh copy of this test binary that runs this suite alone.
        guard ProcessInfo.processInfo.environment[Self.aloneVariable] != nil else {
            let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
            let log = FileManager.default.temporaryDirectory.appendingPathComponent("tc-day-\(UUID().uuidString).log").path
            defer { try? FileManager.default.removeItem(atPath: log) }
            var env = ProcessInfo.processInfo.environment
            env[Self.aloneVariable] = "1"
            let child = try SpawnedProcess(["/bin/sh", "-c", "exec \"$0\" --testing-library swift-testing --filter SimulatedDayTests > \"$1\" 2>&1", binary, log],
                                         environment: env)
            let status = child.waitForExit(timeout: 600)
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            let findings = output.split(separator: "\n").filter { $0.contains("✘") || $0.contains("↳") || $0.contains("recorded an issue") }
            #expect(status == 0, "the day alone failed (\(String(describing: status))): \(findings.joined(separator: " | "))")
            #expect(output.contains("passed"), "no result from the day alone: \(output.suffix(400))")
            return
        }
        // New York springs forward at 07:00 UTC that day.
        let start = try FrozenDate.parse("2026-03-08T00:00:00Z")
        let fixture = try BackBufferFixture(server: server, width: 208, height: 134, start: start)
        let (display, clock, buffer) = (fixture.display, fixture.clock, fixture.buffer)

        func run(minutes: Range<Int>) {
            for m in minutes {
                let minute = start.addingTimeInterval(Double(m) * 60)
                let next = clock.content(at: minute)
                buffer.prepare(AnimationFrame(next), colonLevel: next.colonLevel, levels: fixture.levels)
                for edge in 0..<120 {
                    let content = clock.content(at: minute.addingTimeInterval(Double(edge) / 2))
                    _ = buffer.present(AnimationFrame(content), colonLevel: content.colonLevel)
                }
                XSync(display.pointer, 0)
            }
        }

        run(minutes: 0..<120)
        let heapBefore = Self.settledHeap()
        let pixmapsBefore = try #require(try pixmapCount(ownerOf: buffer.pixmap))
        run(minutes: 120..<1440)
        let heapAfter = Self.settledHeap()
        let pixmapsAfter = try #require(try pixmapCount(ownerOf: buffer.pixmap))

        #expect(heapAfter - heapBefore <= 1 << 20, "heap grew by \(heapAfter - heapBefore) bytes over 22 hours")
        #expect(pixmapsAfter == pixmapsBefore, "pixmaps: \(pixmapsBefore) → \(pixmapsAfter)")
        // And the face ends the day showing the last minute of it.
        let last = start.addingTimeInterval(1439 * 60 + 59.5)
        #expect(buffer.lights == AnimationFrame(clock.content(at: last)))
        #expect(buffer.colonLevel == ColonClock.dimLevel)
    }
}
