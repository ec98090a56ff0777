import Glibc

/// Memory for an image's pixels that outlives the image, to be painted on again
/// (`ImageSurface.init(width:height:memory:)`): a page the process has written once costs a
/// quarter of a fresh one to write again (3787×2445 here: 10 ms to fault a new 37 MB in, 2.8 to
/// clear it again), and a drag paints one size after another (`ResizeBackground`).
public final class PixelMemory: @unchecked Sendable {
    public let pointer: UnsafeMutableRawPointer
    public let bytes: Int
    /// Zero throughout: new from `calloc`, which has the kernel's zeroed pages, and not yet painted.
    private var zeroed = true

    public init?(bytes: Int) {
        guard bytes > 0, let pointer = calloc(bytes, 1) else { return nil }
        self.bytes = bytes
        self.pointer = pointer
    }

    /// Makes the first `count` bytes zero for a new image, which will paint them.
    func clear(_ count: Int) {
        if !zeroed { pointer.initializeMemory(as: UInt8.self, repeating: 0, count: min(count, bytes)) }
        zeroed = false
    }

    deinit { free(pointer) }
}
