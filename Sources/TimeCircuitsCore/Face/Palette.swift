/// A colour with components in 0…1.
public struct RGB: Sendable, Hashable {
    public var r: Double, g: Double, b: Double
    public init(_ r: Double, _ g: Double, _ b: Double) { self.r = r; self.g = g; self.b = b }
    /// 0xRRGGBB, for naming colours the way the prop notes do.
    public init(hex: UInt32) {
        self.init(Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255)
    }
    public func scaled(_ k: Double) -> RGB { RGB(r * k, g * k, b * k) }
    /// Linear mix: 0 gives self, 1 gives `other`.
    public func mixed(with other: RGB, _ t: Double) -> RGB {
        RGB(r + (other.r - r) * t, g + (other.g - g) * t, b + (other.b - b) * t)
    }
    /// Perceived brightness (Rec. 709 luma), used by tests that tell lit from ghost.
    public var luma: Double { 0.2126 * r + 0.7152 * g + 0.0722 * b }
}

/// The LED colours of one row, by slot: what a real LED looks like behind coloured gel.
public struct RowTint: Sendable, Hashable {
    /// The gel colour: glow and the saturated rim of a lit bar.
    public var tint: RGB
    /// The pale, nearly white-hot centre of a lit bar.
    public var core: RGB
    /// An unlit bar: never fully black behind the gel.
    public var ghost: RGB
    /// The black display window, faintly tinted by the gel in front of it.
    public var window: RGB
}

/// Every colour on the face, in one home.
public enum Palette {
    /// Top row: red (on the prop, DESTINATION TIME).
    public static let red = RowTint(
        tint: RGB(hex: 0xFF2A14), core: RGB(hex: 0xFFC9B8),
        ghost: RGB(hex: 0x3A0A06), window: RGB(hex: 0x0E0403))
    /// Middle row: green (PRESENT TIME).
    public static let green = RowTint(
        tint: RGB(hex: 0x39FF3C), core: RGB(hex: 0xDAFFD0),
        ghost: RGB(hex: 0x0A3109), window: RGB(hex: 0x030B03))
    /// Bottom row: amber (LAST TIME DEPARTED).
    public static let amber = RowTint(
        tint: RGB(hex: 0xFFA214), core: RGB(hex: 0xFFE9B8),
        ghost: RGB(hex: 0x3A2305), window: RGB(hex: 0x0E0902))

    /// Row colours by slot, not by city: the top row is red whichever city fills it.
    public static let slots = [red, green, amber]

    /// Worn off-white of the DYMO label lettering.
    public static let labelText = RGB(hex: 0xC7C7BF)
    /// The black tape itself.
    public static let labelPlate = RGB(hex: 0x141414)
    public static let chassis = RGB(hex: 0x1C1C1E)
    public static let chassisEdge = RGB(hex: 0x0B0B0C)
    /// Mid grey of the brushed row panels.
    public static let panelMetal = RGB(hex: 0x9A9C9E)
    /// The thin dark line between panels and the shadow around recessed windows.
    public static let seamShadow = RGB(hex: 0x060606)
    public static let rivet = RGB(hex: 0x8A8C90)
}
