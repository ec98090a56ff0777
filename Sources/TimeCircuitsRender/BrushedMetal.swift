import CBrushedMetal
import TimeCircuitsCore

/// A brushed-aluminium texture, made procedurally and deterministically.
///
/// Brushing leaves long horizontal streaks of slightly different brightness; a noise value that
/// wanders slowly along x and jumps between rows reproduces that. The generator is seeded, so a
/// render of the same size is byte-identical every time.
enum BrushedMetal {
    /// Rows a part of the texture is generated in at once: rows are independent (each starts its
    /// generator where the rows above left it, computed directly), so parts run on all cores.
    /// A multiple of the C code's eight lanes, so only the last part has rows left over.
    private static let rowsPerPart = 64
    private static let lanes = 8

    static func texture(width: Int, height: Int, base: RGB, seed: UInt64) -> ImageSurface {
        let img = ImageSurface(width: max(width, 1), height: max(height, 1))
        img.withPixels { data, stride in make(into: data, stride: stride, width: img.width, height: img.height, base: base, seed: seed) }
        img.markDirty()
        return img
    }

    /// The same pixels written straight into `data` (a `width` × `height` box of an ARGB32 image
    /// whose rows are `stride` bytes apart), as a panel laid into the face's own image is.
    static func make(into data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int, base: RGB, seed: UInt64) {
        // Single precision and one generator step per pixel (its 64 bits split in two), in C
        // eight rows at a time: this runs for every pixel of every panel at each new window
        // size, 7 million at 4K.
        let b = Float(base.b) * 255, g = Float(base.g) * 255, r = Float(base.r) * 255
        let groups = (height + lanes - 1) / lanes
        let parts = Parallel.chunks(of: groups, parts: (height + rowsPerPart - 1) / rowsPerPart)
        Parallel.forEach(parts.count) { part in
            let rows = parts[part].lowerBound * lanes..<min(parts[part].upperBound * lanes, height)
            tc_brushed_metal_rows(data, Int32(stride), Int32(width), Int32(rows.lowerBound), Int32(rows.upperBound), seed, r, g, b)
        }
    }
}
