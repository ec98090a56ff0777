import CLinux
import CX11
import DesktopTestSupport
import Foundation
import Glibc
import Testing
@testable import TimeCircuitsX11

/// The window's heap policy: once a picture is freed, the blocks of a few hundred kilobytes a
/// clock works in must still be mapped on their own (and given back when freed), not taken from
/// the heap, where glibc would keep them resident; and new threads share the arenas there are.
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

        // A thread's first block comes from an arena that exists: the painting threads make no
        // heap of their own, whose freed blocks would stay resident beside the main one's.
        let arenas = Self.arenaCount()
        let threads = (0..<3).map { _ in
            Thread {
                guard let block = malloc(256) else { return }
                memset(block, 1, 256)
                free(block)
            }
        }
        threads.forEach { $0.start() }
        #expect(eventually(timeout: 10) { threads.allSatisfy { $0.isFinished } ? true : nil } == true, "the threads never ended")
        #expect(Self.arenaCount() == arenas, "threads made arenas of their own")
    }

    /// How many arenas glibc's allocator keeps: `malloc_info` writes one `<heap nr=…>` each.
    static func arenaCount() -> Int {
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        guard let stream = open_memstream(&buffer, &length) else { return -1 }
        malloc_info(0, stream)
        fclose(stream)
        defer { free(buffer) }
        guard let buffer else { return -1 }
        return String(cString: buffer).components(separatedBy: "<heap nr=").count - 1
    }
}
