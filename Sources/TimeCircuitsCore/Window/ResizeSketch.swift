/// The picture a window shows while its size keeps changing (issue 52): the face rendered at a
/// fraction of the window's size and scaled up by the display server, so every size of a drag
/// shows within a frame, where a full relayout takes tens of milliseconds at desktop sizes (the
/// brushed metal, the glow's blurs and the upload all grow with the pixels). The full picture
/// follows once the size has held still for `FrameSchedule.relayoutDelay`.
public enum ResizeSketch {
    /// The most pixels a sketch is rendered at: a little over the default window's 520×335,
    /// which renders in a few milliseconds and, scaled up, still shows every segment and label
    /// of the full face.
    public static let maxPixels = 180_000

    /// The size to render the sketch of a `width`×`height` window at: the window's size divided by
    /// the smallest whole factor that brings it within `maxPixels` (a whole factor keeps the
    /// face's proportions, and a small window is sketched at its own size).
    public static func size(width: Int, height: Int) -> (width: Int, height: Int) {
        let w = max(width, 1), h = max(height, 1)
        var factor = 1
        while ((w + factor - 1) / factor) * ((h + factor - 1) / factor) > maxPixels { factor += 1 }
        return ((w + factor - 1) / factor, (h + factor - 1) / factor)
    }
}
