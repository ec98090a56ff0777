import Foundation

/// What the window icon shows: the face at the film's destination time, colon lit.
///
/// A fixed instant rather than now: an icon is drawn once at startup and must not go stale, and
/// 26 October 1985, 1:21 AM in Hill Valley is the time the display is famous for.
public enum AppIcon {
    /// Square sizes offered in `_NET_WM_ICON`; window managers and taskbars pick the closest.
    public static let sizes = [32, 64, 128]
    /// The film's destination time, Pacific Daylight Time.
    public static let instant = Date(timeIntervalSince1970: 499_162_860)  // 1985-10-26T01:21:00-07:00

    /// The face the icon shows for `cities`.
    public static func content(cities: [City]) -> FaceContent {
        FaceContent(cities: cities, at: instant, colonLevel: ColonClock.fullLevel)
    }

    /// Where the face sits in a square icon of `side` pixels: the full width, centred vertically,
    /// the rest transparent (an icon is square; the face is not).
    public static func faceRect(side: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let h = Int((Double(side) / FaceLayout.aspect).rounded())
        return (0, (side - h) / 2, side, h)
    }
}
