import TimeCircuitsCore
import TimeCircuitsRender

/// A big-digit face's windows as already painted, by what they show: a countdown's SEC window
/// cycles through sixty pictures a minute, each the same every time it comes round (a window's
/// light stays inside its bezel, and the colon's stops outside it), so after the first minute a
/// second is a copy rather than a blur; the stopwatch's small hundredths window likewise.
///
/// Filled until `budget` bytes and then kept as it is: a sixty-picture cycle that does not all
/// fit would evict each picture just before it was needed again, so the ones that fit stay.
struct DigitWindowCache {
    /// What a window's pixels depend on besides the layout.
    struct Key: Hashable {
        var window: Int
        var characters: [Character]
        var phase: TimerPhase
        var level: Double
    }

    /// Enough for every picture of SEC and MIN at the natural size and at twice it.
    static let budget = 12 << 20

    private var patches: [Key: ImageSurface] = [:]
    private var bytes = 0

    /// The key of window `i` showing `content`.
    static func key(_ i: Int, _ content: BigDigitsContent) -> Key {
        Key(window: i, characters: content.fields[i], phase: content.phase, level: content.level)
    }

    func patch(for key: Key) -> ImageSurface? { patches[key] }

    /// Keeps `rect` of `image` as `key`'s picture, if the budget allows.
    mutating func keep(_ key: Key, from image: ImageSurface, rect: Rect) {
        let size = Int(rect.width) * Int(rect.height) * 4
        guard patches[key] == nil, bytes + size <= Self.budget else { return }
        let patch = ImageSurface(width: Int(rect.width), height: Int(rect.height))
        Canvas(surface: patch.surface).replace(with: image, at: Point(-rect.x, -rect.y))
        patches[key] = patch
        bytes += size
    }
}
