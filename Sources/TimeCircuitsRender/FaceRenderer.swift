import TimeCircuitsCore

/// Headless rendering: the same painter the window uses, onto an image.
public enum FaceRenderer {
    /// The face at `width`×`height` with `content`.
    public static func image(width: Int, height: Int, content: FaceContent) -> ImageSurface {
        let img = ImageSurface(width: width, height: height)
        let canvas = Canvas(surface: img.surface)
        FacePainter(layout: FaceLayout(width: width, height: height)).paint(content, on: canvas)
        return img
    }
}
