import TimeCircuitsCore

/// A face's background (chassis, panels, windows, plates: everything the lights are painted over)
/// painted for one size, lighting, look and set of plates.
///
/// At launch the window's size is usually known from `--geometry` or the settings file before the
/// X server is reached, so the background of the first frame is painted on another thread while
/// this one connects and sets the window up; the first relayout then starts from it, if it still
/// fits, instead of painting it on the path to the first frame (issue 30).
public final class PaintedBackground: @unchecked Sendable {
    /// What the pixels depend on.
    public struct Key: Sendable, Hashable {
        public var width: Int
        public var height: Int
        public var lighting: Lighting
        public var theme: Theme
        public var plates: [String?]

        public init(width: Int, height: Int, lighting: Lighting, theme: Theme, plates: [String?]) {
            self.width = width
            self.height = height
            self.lighting = lighting
            self.theme = theme
            self.plates = plates
        }

        /// The background of the clock's face `picture` shows at a size; nil for the big digits,
        /// whose background is their own.
        public init?(width: Int, height: Int, lighting: Lighting, theme: Theme, showing picture: ClockPicture) {
            let plates: [String?]
            switch picture {
            case .clock(let content): plates = AnimationFrame(content).plates
            case .animation(let frame, _): plates = frame.plates
            case .bigDigits: return nil
            }
            self.init(width: width, height: height, lighting: lighting, theme: theme, plates: plates)
        }
    }

    public let key: Key
    /// Owned by whoever takes it: the window's buffer paints the lights over it in place.
    public let image: ImageSurface

    /// Paints the background for `key`: the same pixels `FacePainter.paintBackground` gives.
    public init(_ key: Key) {
        self.key = key
        image = ImageSurface(width: key.width, height: key.height)
        FacePainter(layout: FaceLayout(width: key.width, height: key.height), lighting: key.lighting, theme: key.theme)
            .paintBackground(plates: key.plates, on: Canvas(surface: image.surface))
    }
}
