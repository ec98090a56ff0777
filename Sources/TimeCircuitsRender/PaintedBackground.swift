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
            guard let lights = picture.lights else { return nil }
            self.init(width: width, height: height, lighting: lighting, theme: theme, plates: lights.plates)
        }
    }

    public let key: Key
    /// Owned by whoever takes it: the window's buffer paints the lights over it in place.
    public let image: ImageSurface
    /// The lights painted over it already, when it was asked for with them, and the background
    /// kept under them (`FacePainter.light`).
    public let lit: (lights: AnimationFrame, patches: BackgroundPatches)?

    /// Paints the background for `key`: the same pixels `FacePainter.paintBackground` gives.
    public convenience init(_ key: Key) {
        self.init(key, lights: nil, abandon: { false })!
    }

    /// Paints the background for `key`, and `lights` over it when given, unless `abandon` says,
    /// between the background's parts or before a light, that it is no longer wanted: then nil.
    /// Painted in `memory` when given and large enough.
    public init?(_ key: Key, lights: AnimationFrame?, memory: PixelMemory? = nil, abandon: () -> Bool) {
        let image = memory.flatMap { ImageSurface(width: key.width, height: key.height, memory: $0) }
            ?? ImageSurface(width: key.width, height: key.height)
        let painter = FacePainter(layout: FaceLayout(width: key.width, height: key.height), lighting: key.lighting, theme: key.theme)
        guard painter.paintBackground(plates: key.plates, on: Canvas(surface: image.surface), abandon: abandon) else { return nil }
        self.key = key
        self.image = image
        if let lights, lights.plates == key.plates {
            lit = (lights, painter.light(image, with: lights, abandon: abandon))
        } else {
            lit = nil
        }
        // Once true it stays so: lights left half painted are never shown.
        if abandon() { return nil }
    }
}
