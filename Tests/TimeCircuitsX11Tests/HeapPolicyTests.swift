import CX11
import DesktopTestSupport
import Foundation
import Glibc
import Testing
@testable import TimeCircuitsX11

/// The window's heap policy: once a picture is freed, the blocks of a few hundred kilobytes a
/// clock works in must still be mapped on their own (and given back when freed), not taken from
/// the heap, where glibc would keep them resident.
@Suite("Heap policy")
struct HeapPolicyTests {
    /// Set in the copy of the test process that checks the policy by itself.
    static let aloneVariable = "TC_HEAP_POLICY_ALONE"

    @Test func blocksAfterAFreedPictureAreMappedOnTheirOwn() throws {
        // Where a block comes from depends on what the process freed before (a free block of the
        // heap is taken before any mapping), and other suites run beside this one: so the check
        // runs in a fresh copy of this test binary that runs this suite alone.
        guard ProcessInfo.processInfo.environment[Self.aloneVariable] != nil else {
            let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
            var env = ProcessInfo.processInfo.environment
            env[Self.aloneVariable] = "1"
            let child = try SpawnedProcess(["/bin/sh", "-c", "exec \"$0\" --testing-library swift-testing --filter HeapPolicyTests >/dev/null 2>&1",
                                          binary], environment: env)
            #expect(child.waitForExit(timeout: 60) == 0, "the heap policy alone failed")
            return
        }
        HeapPolicy.apply()
        let pictureSize = 1 << 20  // a 520×335 face is 0.7 MB
        let picture = try #require(malloc(pictureSize))
        memset(picture, 1, pictureSize)
        // Here glibc's own policy would raise its threshold to the picture's size, and every
        // block below it would come from the heap from then on.
        free(picture)
        // A free block of the heap as large may still be taken first, so several are asked for.
        let blocks = (0..<8).map { _ in malloc(600 << 10)! }
        defer { blocks.forEach { free($0) } }
        // glibc marks a block mapped on its own in the size word before it (IS_MMAPPED, 0x2).
        let mapped = blocks.filter { $0.assumingMemoryBound(to: Int.self).advanced(by: -1).pointee & 0x2 != 0 }
        #expect(mapped.count >= 6)
    }
}
