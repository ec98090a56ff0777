import TimeCircuitsCore
import TimeCircuitsRender

/// The window icon: the application icon (`AppIconPainter`), the same drawing as the installed
/// hicolor PNGs, at each of `AppIcon.windowIconSizes`.
enum Icon {
    /// `_NET_WM_ICON` data: for each size, width, height, then width × height pixels as
    /// non-premultiplied 0xAARRGGBB. The property's format is 32, which Xlib transports as
    /// C `long` — 64 bits on x86_64 — hence `Int`, not `UInt32`.
    static func netWMIcon(variant: AppIcon.Variant = .standard) -> [Int] {
        var data: [Int] = []
        // Its exact size at once: grown by appending, the property's 200 KB went through copies
        // of twice that, at the launch's peak of memory.
        data.reserveCapacity(AppIcon.windowIconSizes.reduce(0) { $0 + 2 + $1 * $1 })
        for side in AppIcon.windowIconSizes {
            let icon = AppIconPainter.image(side: side, variant: variant)
            data += [side, side]
            icon.withPixels { px, stride in
                for y in 0..<side {
                    for x in 0..<side {
                        let v = UnsafeRawPointer(px.advanced(by: y * stride + x * 4)).loadUnaligned(as: UInt32.self)
                        data.append(Int(unpremultiplied(v)))
                    }
                }
            }
        }
        return data
    }

    /// Cairo stores premultiplied alpha; EWMH icons are straight alpha.
    static func unpremultiplied(_ v: UInt32) -> UInt32 {
        let a = v >> 24
        guard a != 0 else { return 0 }
        guard a != 255 else { return v }
        func ch(_ shift: UInt32) -> UInt32 { min(255, (((v >> shift) & 0xFF) * 255 + a / 2) / a) }
        return (a << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)
    }
}
