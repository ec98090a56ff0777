import CCairo
import Glibc
import FoundationEssentials
import TimeCircuitsCore

/// An owned Cairo image surface: the headless render target, a cached layer, or a mask.
public final class ImageSurface {
    public let surface: OpaquePointer
    public let width: Int
    public let height: Int

    /// Pixel layouts used here: ARGB32 for pictures, A8 for glow masks.
    public enum Format { case argb32, a8 }

    /// The memory under the pixels when it is not Cairo's own (`init(width:height:memory:)`).
    public let memory: PixelMemory?

    public init(width: Int, height: Int, format: Format = .argb32) {
        self.width = width
        self.height = height
        let f = format == .argb32 ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_A8
        surface = cairo_image_surface_create(f, Int32(width), Int32(height))
        memory = nil
    }

    /// A clear ARGB32 image over `memory`, which it keeps until it is gone; nil when `memory` is
    /// too small for it.
    public init?(width: Int, height: Int, memory: PixelMemory) {
        guard width > 0, height > 0, memory.bytes >= width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.memory = memory
        memory.clear(width * height * 4)
        surface = cairo_image_surface_create_for_data(memory.pointer.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                      Int32(width), Int32(height), Int32(width * 4))
    }

    /// Takes ownership of `surface`, an image surface.
    init(owning surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        memory = nil
    }

    deinit { cairo_surface_destroy(surface) }

    public var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Direct access to the pixels; call `markDirty()` after writing.
    public func withPixels<T>(_ body: (UnsafeMutablePointer<UInt8>, _ stride: Int) -> T) -> T {
        cairo_surface_flush(surface)
        return body(cairo_image_surface_get_data(surface)!, stride)
    }

    public func markDirty() { cairo_surface_mark_dirty(surface) }

    /// Finishes Cairo's drawing, so that `data` holds every pixel.
    func flush() { cairo_surface_flush(surface) }

    /// The pixels, for loops that read them while other work is under way (`flush()` first).
    var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(surface)! }

    /// The colour at a pixel, un-premultiplied (for tests and screenshot comparisons).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        withPixels { data, stride in
            let p = data.advanced(by: y * stride + x * 4)
            // ARGB32 is native-endian 32-bit: B G R A in memory on little-endian machines.
            let v = UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)
            return (UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF), UInt8(v >> 24))
        }
    }

    /// Writes a PNG (see `PNGEncoder`); throws with the system's reason when it cannot.
    public func writePNG(to path: String) throws {
        let bytes = PNGEncoder.encode(self)
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw RenderError(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var done = 0
        while done < bytes.count {
            let n = bytes[done...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw RenderError(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
            done += n
        }
    }
}

/// A failure to produce output (an unwritable path), reported as one line by the command line.
public struct RenderError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
