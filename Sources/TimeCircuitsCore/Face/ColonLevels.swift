/// The colon brightnesses the window keeps ready, pre-rendered, so a tick is a copy, not a paint.
///
/// The step colon has two levels. The pulse fades continuously, but a glowing dot cannot show
/// more than a handful of distinguishable brightnesses at this size, so its level is rounded to a
/// grid of `steps`; neighbouring levels differ by 5 % of full brightness, below what the eye picks
/// out in a fade that lasts half a second.
public enum ColonLevels {
    /// Levels per unit of brightness: the pulse, from its 0.25 trough to 1, uses 16 of them.
    public static let steps = 20.0

    /// `level` rounded to the grid; dim (0) and full (1) are on it, and so is the pulse's trough.
    public static func quantized(_ level: Double) -> Double {
        (min(max(level, 0), 1) * steps).rounded() / steps
    }

    /// Every level `style` can show, after rounding.
    public static func levels(for style: ColonStyle) -> [Double] {
        switch style {
        case .step:
            return [ColonClock.dimLevel, ColonClock.fullLevel]
        case .pulse:
            let first = Int((ColonClock.pulseTroughLevel * steps).rounded(.up))
            let last = Int((ColonClock.fullLevel * steps).rounded(.down))
            return (first...last).map { Double($0) / steps }
        }
    }
}
