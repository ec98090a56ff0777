import CCairo
import TimeCircuitsCore

/// The prop's LED display window, one recipe for the face and the icon: the recessed black
/// window in the metal. Its lights are the prop theme's layers (`Theme.prop`, painted by
/// `LightPainter`): a bloom blurred at the face's three radii, the bars in their gel colour, then
/// a pale hot core fading to the bar's saturated rim.
enum LEDWindow {
    /// The face's digit height at its natural size, for painting at another digit size.
    static let naturalDigitHeight = FaceLayout(width: Int(FaceMetrics.naturalWidth), height: Int(FaceMetrics.naturalHeight)).digitHeight

    /// The window sunk into the metal: a highlight where the metal turns down at `highlight`, a
    /// shadow ring `ring` wide around it, and the tinted black of the gel.
    static func paintRecess(_ r: Rect, radius: Double, highlight: Rect, ring: Double, tint: RowTint, on c: Canvas) {
        c.setColor(RGB(1, 1, 1), alpha: 0.35)
        c.roundedRect(highlight, radius: radius)
        c.fill()
        c.setColor(Palette.seamShadow, alpha: 0.9)
        c.roundedRect(r.insetBy(-ring, -ring), radius: radius + ring)
        c.fill()
        c.setColor(tint.window)
        c.roundedRect(r, radius: radius)
        c.fill()
    }
}
