/// Where the face sits when the clock paints into a window it does not own: an xscreensaver
/// hack's window, or the root window (a monitor of it). The face keeps its aspect and is centred
/// in the largest rectangle that fits, on black; with drift it is a little smaller and wanders
/// across the free space, one step a minute, so no pixel of an OLED or plasma screen shows the
/// same segment for hours.
public struct HostedPlacement: Sendable, Hashable {
    public var x: Int, y: Int, width: Int, height: Int

    /// The drifting face's size, as a share of the fitted one: the rest is room to wander.
    public static let driftScale = 0.8
    /// The drift's periods in minutes, one per axis, coprime so that the path covers the free
    /// space (a Lissajous figure) instead of retracing one diagonal.
    public static let driftPeriods = (x: 37, y: 23)

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The face's rectangle in a host of `width`×`height` at `minute` (whole minutes since 1970;
    /// only a drifting face moves with it).
    public init(hostWidth: Int, hostHeight: Int, drift: Bool, minute: Int) {
        let scale = drift ? Self.driftScale : 1
        let fitted = min(Double(hostWidth), Double(hostHeight) * FaceLayout.aspect)
        width = max(1, Int((fitted * scale).rounded()))
        height = max(1, Int((Double(width) / FaceLayout.aspect).rounded()))
        let free = (x: max(0, hostWidth - width), y: max(0, hostHeight - height))
        if drift {
            x = Int((Double(free.x) * Self.triangle(minute, period: Self.driftPeriods.x)).rounded())
            y = Int((Double(free.y) * Self.triangle(minute, period: Self.driftPeriods.y)).rounded())
        } else {
            x = free.x / 2
            y = free.y / 2
        }
    }

    /// A triangle wave from 0 to 1 and back over `2 × period` minutes.
    static func triangle(_ minute: Int, period: Int) -> Double {
        let phase = Double(((minute % (2 * period)) + 2 * period) % (2 * period)) / Double(period)
        return 1 - abs(phase - 1)
    }
}
