import TimeCircuitsCore

/// Headless rendering: the same painter the window uses, onto an image.
public enum FaceRenderer {
    /// The face at `width`×`height` with `content`, lit as `lighting` says, in `theme`.
    public static func image(width: Int, height: Int, content: FaceContent, lighting: Lighting = .full,
                             theme: Theme = .prop) -> ImageSurface {
        image(width: width, height: height, frame: AnimationFrame(content), colonLevel: content.colonLevel, lighting: lighting,
              theme: theme)
    }

    /// A big-digit face (timer, stopwatch) showing `content`.
    public static func image(width: Int, height: Int, bigDigits content: BigDigitsContent, lighting: Lighting = .full,
                             theme: Theme = .prop) -> ImageSurface {
        let layout = BigDigitsLayout(width: width, height: height, shape: content.shape)
        let img = ImageSurface(width: width, height: height)
        BigDigitsPainter(layout: layout, lighting: lighting, theme: theme).paint(content, on: Canvas(surface: img.surface))
        return img
    }

    /// The face showing `frame`, the colon at `colonLevel` where the frame leaves it to the clock.
    public static func image(width: Int, height: Int, frame: AnimationFrame, colonLevel: Double,
                             lighting: Lighting = .full, theme: Theme = .prop) -> ImageSurface {
        let img = ImageSurface(width: width, height: height)
        FacePainter(layout: FaceLayout(width: width, height: height), lighting: lighting, theme: theme)
            .paint(frame, colonLevel: colonLevel, on: Canvas(surface: img.surface))
        return img
    }
}
