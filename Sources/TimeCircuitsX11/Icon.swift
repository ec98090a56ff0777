import CCairo
import TimeCircuitsCore
import TimeCircuitsRender

/// The window icon, drawn by the same renderer as the face.
enum Icon {
    /// `_NET_WM_ICON` data: for each size, width, height, then width × height pixels as
    /// non-premultiplied 0xAARRGGBB. The property's format is 32, which Xlib transports as
    /// C `long` — 64 bits on x86_64 — hence `Int`, not `UInt32`.
    static func netWMIcon(cities: [City]) -> [Int] {
        var data: [Int] = []
        for side in AppIcon.sizes {
            let rect = AppIcon.faceRect(side: side)
            let face = FaceRenderer.image(width: rect.width, height: rect.height, content: AppIcon.content(cities: cities))
            let icon = ImageSurface(width: side, height: side)
            do {
                let c = Canvas(surface: icon.surface)
                c.setSource(face, at: Point(Double(rect.x), Double(rect.y)))
                c.paint()
            }
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
