import TimeCircuitsRender

/// A canvas for measuring text in tests, holding the small image it draws on: a canvas whose
/// surface was freed measures every text as 0 wide, so every text would seem to fit.
final class MeasuringCanvas {
    private let image = ImageSurface(width: 8, height: 8)
    private let canvas: Canvas

    init() { canvas = Canvas(surface: image.surface) }

    /// How wide `text` would be drawn, as `Canvas.textWidth` says.
    func textWidth(_ text: String, capHeight: Double, bold: Bool = false) -> Double {
        canvas.textWidth(text, capHeight: capHeight, bold: bold)
    }
}
