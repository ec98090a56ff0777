import TimeCircuitsCore

/// A domed rivet head lit from the upper left, in a dark ring where it meets the metal: the face's
/// chassis and the icon's plate share the drawing, each with its own proportions.
enum Rivet {
    /// `shadow` is the dark ring under the head (offset down-right), `gleam` the hot spot's colour
    /// and `midStop` where the gradient reaches the plain `metal`.
    static func paint(_ r: Circle, shadow: Circle, shadowAlpha: Double, gleam: RGB, midStop: Double, metal: RGB,
                      on c: Canvas) {
        c.setColor(Palette.seamShadow, alpha: shadowAlpha)
        c.circle(shadow)
        c.fill()
        let hi = Circle(center: Point(r.center.x - r.radius * 0.35, r.center.y - r.radius * 0.4), radius: r.radius * 0.1)
        c.setRadialGradient(hi, Circle(center: r.center, radius: r.radius), [
            (0, gleam, 1), (midStop, metal, 1), (1, metal.scaled(0.45), 1),
        ])
        c.circle(r)
        c.fill()
    }
}
