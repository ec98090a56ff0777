import CX11
import Glibc
import Testing
@testable import TimeCircuitsX11

/// The window's heap policy: once a picture is freed, the blocks of a few hundred kilobytes a
/// clock works in must still be mapped on their own (and given back when freed), not taken from
/// the heap, where glibc would keep them resident.
@Suite("Heap policy")
struct HeapPolicyTests {
    @Test func blocksAfterAFreedPictureAreMappedOnTheirOwn() throws {
        HeapPolicy.apply()
        let pictureSize = 1 << 20  // a 520×335 face is 0.7 MB
        let picture = try #require(malloc(pictureSize))
        memset(picture, 1, pictureSize)
        // Here glibc's own policy would raise its threshold to the picture's size.
        free(picture)
        let block = try #require(malloc(256 << 10))
        defer { free(block) }
        // glibc marks a block mapped on its own in the size word before it (IS_MMAPPED, 0x2),
        // which other threads' allocations cannot disturb as the heap's totals could.
        let sizeWord = block.assumingMemoryBound(to: Int.self).advanced(by: -1).pointee
        #expect(sizeWord & 0x2 != 0)
    }
}
