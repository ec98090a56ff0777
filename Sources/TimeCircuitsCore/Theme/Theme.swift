/// A look for the face, as data: its colours, the materials of its chassis and panels, the layers
/// a lit segment is built from, how unlit segments and labels show, and whether digits ease from
/// one to the next. The renderer paints every theme through the same path; only these values
/// differ, so a new look is a new value here, not a branch in each painter function.
///
/// Lengths are in face units (the face's natural size, 1040 units wide, scaled to the window).
public struct Theme: Sendable, Hashable {
    public var name: ThemeName
    /// LED colours by slot, top row first.
    public var rows: [RowTint]
    /// What lies behind the panels, to the window's edges.
    public var chassis: ChassisLook
    /// The row panels.
    public var panel: PanelLook
    /// The display windows the segments sit in.
    public var window: WindowLook
    /// What a lit segment (and a lamp, unless `lamps` is `.gel`) is painted with, first to last.
    public var lit: [LightLayer]
    public var unlit: UnlitLook
    public var lamps: LampLook
    public var labels: LabelLook
    /// Seconds over which a segment turning on or off fades and rises, ease-in-out; 0: at once.
    public var easing: Double
    /// Parts II and III's lamp stack, PM above AM (`FilmVariant.reversedLamps`): the painter
    /// lays the lamps out swapped, so every look shows it.
    public var reversedLamps = false

    /// The prop's ease, as the segment article's SwiftUI `.easeInOut` default takes.
    public static let easeDuration = 0.3

    public init(name: ThemeName, rows: [RowTint], chassis: ChassisLook, panel: PanelLook, window: WindowLook,
                lit: [LightLayer], unlit: UnlitLook, lamps: LampLook, labels: LabelLook, easing: Double) {
        precondition(rows.count == 3)
        self.name = name; self.rows = rows; self.chassis = chassis; self.panel = panel; self.window = window
        self.lit = lit; self.unlit = unlit; self.lamps = lamps; self.labels = labels; self.easing = easing
    }

    /// The theme `name`, with the user's row colours over its own and easing switched on or off
    /// (nil: as the theme has it).
    public static func named(_ name: ThemeName, colors: RowColors? = nil, easing: Bool? = nil) -> Theme {
        var t: Theme
        switch name {
        case .prop: t = .prop
        case .neon: t = .neon
        case .neumorphic: t = .neumorphic
        case .classic: t = .classic
        }
        if let colors { t.rows = colors.slots.enumerated().map { t.tint(for: $1, slot: $0) } }
        if let easing { t.easing = easing ? Theme.easeDuration : 0 }
        return t
    }

    /// A row tint for a user's colour: the prop's own gel where it is one of them, else one
    /// built the way the prop's are (a pale core, a dark ghost, a nearly black window).
    func tint(for color: RGB, slot: Int) -> RowTint {
        if let own = Palette.slots.first(where: { $0.tint == color }) { return own }
        return RowTint(tint: color, core: color.mixed(with: RGB(1, 1, 1), 0.72),
                       ghost: color.scaled(0.2), window: color.scaled(0.05))
    }
}

/// A soft shape cast by a raised light or panel: a shadow below it, or a highlight above.
public struct Shade: Sendable, Hashable {
    public var color: RGB
    public var alpha: Double
    /// How far it falls, in face units; positive is down and right.
    public var offset: Double
    /// Its blur radius, in face units.
    public var blur: Double
    public init(color: RGB, alpha: Double, offset: Double, blur: Double) {
        self.color = color; self.alpha = alpha; self.offset = offset; self.blur = blur
    }
}

/// What surrounds the panels.
public enum ChassisLook: Sendable, Hashable {
    /// The prop's dark painted body, lit from above, with rivets at the corners.
    case metal
    /// One flat colour to the edges.
    case flat(RGB)

    /// The colour at the window's edges, outside the face: what a window of another shape than the
    /// face shows around it, painted (`FacePainter`) or filled on the server while a resize settles.
    public var edge: RGB {
        switch self {
        case .metal: Palette.chassisEdge
        case .flat(let color): color
        }
    }
}

/// The panel each row sits on.
public enum PanelLook: Sendable, Hashable {
    /// The prop's brushed aluminium of this base colour, in a shadowed recess.
    case brushed(RGB)
    /// A rounded board of `fill` with a thin `rim`, a shade lighter or darker than the chassis.
    case board(fill: RGB, rim: RGB)
    /// Raised out of the surface it is made of: soft shadow below right, highlight above left.
    case raised(shadow: Shade, light: Shade)
    /// No panel: the rows lie on the chassis.
    case none
}

/// The window behind a field's segments.
public enum WindowLook: Sendable, Hashable {
    /// The prop's black window sunk into the metal, tinted by its gel, with a sheen.
    case recessed
    /// No window: the segments lie on the panel.
    case none
}

/// One layer of a lit segment, in the row's colour (at the light's level, lighting included).
public enum LightLayer: Sendable, Hashable {
    /// The glow the light throws: the lit shapes blurred at each radius (face units), added at
    /// each alpha.
    case bloom(radii: [Double], alphas: [Double])
    /// The shape filled in the gel colour; below full level it sinks towards the ghost.
    case gel
    /// The pale hot centre of an LED: the shape blurred by `share` of the digit height (at least
    /// `floor` pixels), in the core colour, inside the shape.
    case core(share: Double, floor: Double)
    /// A neon tube: the shape's outline stroked `width` wide in the colour, a pale line `core`
    /// wide down its middle.
    case tube(width: Double, core: Double)
    /// A shade the raised shape casts (shadow or highlight), under the layers after it.
    case shade(Shade)
    /// The shape filled with the chassis colour mixed `mix` of the way to the row's colour.
    case face(mix: Double)
}

/// How a segment that is off shows.
public enum UnlitLook: Sendable, Hashable {
    /// The prop's ghost: the dark gel colour, never fully black.
    case ghost
    /// A flat colour, whatever the row's.
    case flat(RGB)
    /// The tube's outline in the ghost colour, `width` wide (face units).
    case outline(width: Double)
    /// Flush with the surface: only a faint seam of `alpha` shows where it would rise.
    case flush(alpha: Double)
}

/// How the AM/PM lamps, colon dots and the timer and alarm lamps are lit.
public enum LampLook: Sendable, Hashable {
    /// The prop's round lamp: bloom on the metal, the lit gel, a white-cored hot spot.
    case gel
    /// With the same layers as a segment.
    case segments
}

/// How labels (fields, AM/PM, city plates) show.
public enum LabelLook: Sendable, Hashable {
    /// The prop's black DYMO tape with embossed off-white lettering.
    case dymo
    /// Plain lettering in one colour, no plate.
    case printed(RGB)
    /// Lettering in the row's colour at `alpha`, no plate: unlit neon script.
    case tinted(alpha: Double)
    /// Lettering pressed into the surface: `text` with a `light` edge below it.
    case engraved(text: RGB, light: RGB)
}
