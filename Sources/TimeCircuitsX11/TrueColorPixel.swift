import CX11

extension FacePresenter {
    /// On a TrueColor visual the pixel `XAllocColor` answers is known without asking: each
    /// channel's 16-bit value cut to the channel's bits, as the server does it (`MarginPixelTests`
    /// holds the two equal). Asking is a round trip at launch, while the server is still taking
    /// in the window's setup.
    static func trueColorPixel(_ color: XColor, visual: Visual) -> UInt? {
        guard visual.`class` == TrueColor else { return nil }
        func channel(_ value: UInt16, mask: UInt) -> UInt? {
            let bits = mask.nonzeroBitCount
            guard bits > 0, bits <= 16 else { return nil }
            return UInt(value >> (16 - bits)) << mask.trailingZeroBitCount
        }
        guard let r = channel(color.red, mask: visual.red_mask), let g = channel(color.green, mask: visual.green_mask),
              let b = channel(color.blue, mask: visual.blue_mask) else { return nil }
        return r | g | b
    }
}
