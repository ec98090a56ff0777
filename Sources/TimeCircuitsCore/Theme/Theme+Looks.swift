/// The four looks the clock ships with.
extension Theme {
    /// The DeLorean's time circuits, as the replicas build them: the face the clock has always had.
    /// Its hot core blurs by 0.035 of the digit height, a fraction of a bar's width, so the centre
    /// line is nearly white and the edges keep the gel colour; at least half a pixel, below which a
    /// small digit's core would be a hard white line. Dimmed, an LED keeps its hue and loses its
    /// white heart first: the core fades with the square of the level.
    public static let prop = Theme(
        name: .prop, rows: Palette.slots, chassis: .metal, panel: .brushed(Palette.panelMetal), window: .recessed,
        lit: [.bloom(radii: FaceLayout.glowRadii, alphas: [1.0, 0.75, 0.5]), .gel, .core(share: 0.035, floor: 0.5)],
        unlit: .ghost, lamps: .gel, labels: .dymo, easing: 0)

    /// Neon tubes on a dark board: each segment a hollow glass tube glowing in its colour.
    public static let neon = Theme(
        name: .neon, rows: Palette.slots, chassis: .flat(RGB(hex: 0x07060B)),
        panel: .board(fill: RGB(hex: 0x0E0C14), rim: RGB(hex: 0x2A2633)), window: .none,
        lit: [.bloom(radii: [2.5, 6.0], alphas: [0.75, 0.6]), .tube(width: 2.2, core: 0.7)],
        unlit: .outline(width: 1.0), lamps: .segments, labels: .tinted(alpha: 0.55), easing: 0)

    /// The segment article's neumorphic panel: a light surface (240, 240, 243) the lit segments
    /// rise out of, a soft shadow (174, 174, 192, 0.4) down-right and a white highlight up-left.
    public static let neumorphic = Theme(
        name: .neumorphic, rows: Palette.slots, chassis: .flat(neumorphicSurface),
        panel: .raised(shadow: Shade(color: RGB(hex: 0xAEAEC0), alpha: 0.4, offset: 4, blur: 4),
                       light: Shade(color: RGB(1, 1, 1), alpha: 1, offset: -2, blur: 2)),
        window: .none,
        lit: [.shade(Shade(color: RGB(hex: 0xAEAEC0), alpha: 0.4, offset: 2, blur: 2)),
              .shade(Shade(color: RGB(1, 1, 1), alpha: 0.9, offset: -1, blur: 1)), .face(mix: 0.62)],
        unlit: .flush(alpha: 0.1), lamps: .segments, labels: .engraved(text: RGB(hex: 0x9C9CAA), light: RGB(1, 1, 1)),
        easing: ThemeName.neumorphic.eases ? Theme.easeDuration : 0)

    /// SpeakerClock's plain LEDs: flat lit bars with a radiance of their colour, grey unlit bars, black.
    public static let classic = Theme(
        name: .classic, rows: Palette.slots, chassis: .flat(RGB(0, 0, 0)), panel: .none, window: .none,
        lit: [.bloom(radii: [4.0], alphas: [0.6]), .gel],
        unlit: .flat(RGB(hex: 0x1A1A1A)), lamps: .segments, labels: .printed(RGB(hex: 0x6E6E6E)), easing: 0)

    /// The neumorphic surface, (240, 240, 243).
    public static let neumorphicSurface = RGB(240.0 / 255, 240.0 / 255, 243.0 / 255)
}
