import CDeflate

/// PNG files from ARGB32 images, written for speed: Cairo's writer compresses with zlib's default
/// level through libpng's filters, which was two thirds of `timecircuits render`. Here the rows
/// go unfiltered into libdeflate at its fastest level (a 4K face: about a tenth of the
/// instructions, for a file about a tenth larger), and a fully opaque image is stored as RGB, a
/// quarter fewer bytes to compress. Rows are checked and converted on every core. Pixels with
/// alpha are un-premultiplied exactly as Cairo does.
enum PNGEncoder {
    /// libdeflate's fastest level: its level 1 already beats zlib's default on these images.
    static let compressionLevel: Int32 = 1
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The whole PNG file for `image`.
    static func encode(_ image: ImageSurface) -> [UInt8] {
        let w = image.width, h = image.height
        let opaque = isOpaque(image)
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + w * channels
        var raw = [UInt8](repeating: 0, count: rowBytes * h)
        let parts = Parallel.chunks(of: h, parts: Parallel.cores)
        image.withPixels { data, stride in
            raw.withUnsafeMutableBufferPointer { out in
                let out = out.baseAddress!
                Parallel.forEach(parts.count) { part in for y in parts[part] {
                    let src = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    let dst = out + y * rowBytes + 1   // filter byte 0: none
                    if opaque {
                        for x in 0..<w {
                            let v = src[x]
                            dst[x * 3] = UInt8(truncatingIfNeeded: v >> 16)
                            dst[x * 3 + 1] = UInt8(truncatingIfNeeded: v >> 8)
                            dst[x * 3 + 2] = UInt8(truncatingIfNeeded: v)
                        }
                    } else {
                        for x in 0..<w { unpremultiply(src[x], into: dst + x * 4) }
                    }
                } }
            }
        }
        var file = signature
        var header: [UInt8] = []
        header += bigEndian(UInt32(w)) + bigEndian(UInt32(h))
        header += [8, opaque ? 2 : 6, 0, 0, 0]   // 8 bits, RGB or RGBA, deflate, no filter set, no interlace
        chunk("IHDR", header, into: &file)
        chunk("IDAT", compressed(raw), into: &file)
        chunk("IEND", [], into: &file)
        return file
    }

    private static func isOpaque(_ image: ImageSurface) -> Bool {
        let parts = Parallel.chunks(of: image.height, parts: Parallel.cores)
        var opaque = [Bool](repeating: true, count: parts.count)
        image.withPixels { data, stride in
            opaque.withUnsafeMutableBufferPointer { opaque in
                let opaque = opaque.baseAddress!
                Parallel.forEach(parts.count) { part in
                    for y in parts[part] {
                        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                        for x in 0..<image.width where row[x] >> 24 != 0xFF {
                            opaque[part] = false
                            return
                        }
                    }
                }
            }
        }
        return !opaque.contains(false)
    }

    /// Cairo's own rounding, so an icon written here has the bytes Cairo's writer gave it.
    @inline(__always)
    private static func unpremultiply(_ v: UInt32, into dst: UnsafeMutablePointer<UInt8>) {
        let a = v >> 24
        guard a != 0 else { dst.update(repeating: 0, count: 4); return }
        for (i, shift) in [16, 8, 0].enumerated() {
            dst[i] = UInt8(truncatingIfNeeded: (((v >> UInt32(shift)) & 0xFF) * 255 + a / 2) / a)
        }
        dst[3] = UInt8(truncatingIfNeeded: a)
    }

    private static func compressed(_ raw: [UInt8]) -> [UInt8] {
        let compressor = libdeflate_alloc_compressor(compressionLevel)!
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, raw.count)
        var out = [UInt8](repeating: 0, count: bound)
        let n = raw.withUnsafeBytes { r in
            out.withUnsafeMutableBytes { o in
                libdeflate_zlib_compress(compressor, r.baseAddress, raw.count, o.baseAddress, bound)
            }
        }
        // The bound is libdeflate's own worst case, so 0 (did not fit) cannot happen.
        precondition(n > 0, "libdeflate_zlib_compress_bound was too small")
        out.removeSubrange(n...)
        return out
    }

    private static func chunk(_ type: String, _ data: [UInt8], into file: inout [UInt8]) {
        let name = Array(type.utf8)
        file += bigEndian(UInt32(data.count)) + name + data
        let crc = data.withUnsafeBytes { d in
            name.withUnsafeBytes { libdeflate_crc32(libdeflate_crc32(0, $0.baseAddress, name.count), d.baseAddress, data.count) }
        }
        file += bigEndian(crc)
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
    }
}
