import CCairo
import TimeCircuitsCore
import TimeCircuitsRender

/// The one base the window's pictures are made from (`BackBuffer`): the background with the
/// lights over it, all but the colons that follow the clock (the expensive part: blurred glow),
/// and which lights it holds. A change repaints in it only what its lights change
/// (`ReadoutChange`); the background is kept only under the lights (`patches`), since elsewhere
/// the base is the background, and is painted again, into the base itself, when the plates change.
final class LitBase {
    let image: ImageSurface
    /// What it holds: the lights showing, or those of the minute prepared ahead.
    private(set) var lights: AnimationFrame
    private let painter: FacePainter
    /// The background under the lights, the parts that change only with the size or the plates.
    private var patches: BackgroundPatches
    /// The plates the background shows.
    private var plates: [String?]
    private let whole: Rect

    /// The background for `key`: `ahead`, painted before (at launch), when it is that one, else
    /// painted now on a new image.
    static func background(_ key: PaintedBackground.Key, ahead: PaintedBackground?, painter: FacePainter) -> ImageSurface {
        if let ahead, ahead.key == key { return ahead.image }
        let image = ImageSurface(width: key.width, height: key.height)
        painter.paintBackground(plates: key.plates, on: Canvas(surface: image.surface))
        return image
    }

    /// The base for `key` lit with `lights`: from `ahead` when it is that background (lit ahead as
    /// well, only what changed since is painted here), else painted now. Laps "background" and
    /// "lights" for the trace.
    static func made(_ key: PaintedBackground.Key, lights: AnimationFrame, ahead: PaintedBackground?, painter: FacePainter,
                     laps: inout Laps) -> LitBase {
        if let ahead, ahead.key == key, let painted = ahead.lit {
            laps.lap("background")
            let lit = LitBase(ahead.image, holding: painted.lights, patches: painted.patches, painter: painter)
            if painted.lights != lights { _ = lit.paint(lights) }
            laps.lap("lights")
            return lit
        }
        let image = background(key, ahead: ahead, painter: painter)
        laps.lap("background")
        let lit = LitBase(image, lights: lights, painter: painter)
        laps.lap("lights")
        return lit
    }

    /// `image`, the background for `lights`' plates painted on it, with `lights` lit over it here.
    convenience init(_ image: ImageSurface, lights: AnimationFrame, painter: FacePainter) {
        self.init(image, holding: lights, patches: painter.light(image, with: lights), painter: painter)
    }

    /// `image`, lit with `lights` already over the background `patches` keeps under them
    /// (`PaintedBackground.lit`).
    init(_ image: ImageSurface, holding lights: AnimationFrame, patches: BackgroundPatches, painter: FacePainter) {
        self.image = image
        self.lights = lights
        self.painter = painter
        self.patches = patches
        plates = lights.plates
        whole = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
    }

    /// Brings it to `lights` from what it holds: only what changed while the plates stay, all of
    /// it over a background painted again when they do not. Returns the rectangles it repainted.
    func paint(_ lights: AnimationFrame) -> [Rect] {
        let old = self.lights
        self.lights = lights
        let c = Canvas(surface: image.surface)
        guard lights.plates == plates, let change = ReadoutChange.between(old, lights) else {
            plates = lights.plates
            // Painted as on a new surface: the chassis's rounded edges blend with what lies under.
            c.withState {
                c.setOperator(CAIRO_OPERATOR_CLEAR)
                c.paint()
            }
            painter.paintBackground(plates: lights.plates, on: c)
            patches = painter.light(image, with: lights)
            return [whole]
        }
        return painter.repaintLights(lights.rows, timerLamp: lights.timerLamp, alarmLamp: lights.alarmLamp, colonLevel: 0,
                                     change: change, restore: { patches.restore($0, on: c) }, on: c)
    }

    /// The rectangles whose pixels differ between pictures of `old` and of `lights`.
    func difference(from old: AnimationFrame, to lights: AnimationFrame) -> [Rect] {
        ReadoutChange.between(old, lights).map { painter.damage($0) } ?? [whole]
    }
}
