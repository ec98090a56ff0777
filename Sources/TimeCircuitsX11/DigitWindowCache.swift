import TimeCircuitsCore
import TimeCircuitsRender

/// A big-digit face's digit panes as already painted, by what they show: a digit's light stays
/// inside its own pane (and the colon's outside the windows), so a pane's pixels depend on its
/// digit alone, and a countdown's last digit cycles through ten pictures, each the same every time
/// it comes round. After the first ten seconds a second is a copy rather than a blur; the
/// stopwatch's hundredths likewise.
///
/// The budget goes to the panes that change most often first (hundredths, then the last digit of
/// SEC, then its tens, …): each is admitted only while the whole cycle of every pane ranked above
/// it still fits, so a minute's first second, which changes MIN too, cannot crowd out the last
/// digit of SEC. What fits is then kept as it is: a cycle that does not all fit would evict each
/// picture just before it was needed again. A new phase colours every pane anew, so its pictures
/// replace the old phase's.
struct DigitWindowCache {
    /// What a pane's pixels depend on besides the layout.
    struct Key: Hashable {
        var window: Int
        var pane: Int
        var character: Character?
        var phase: TimerPhase
        var level: Double
    }

    /// The ten pictures of the last digit at 1920×1080 (about a megabyte each), or every
    /// picture of SEC and MIN at the natural size: a full-HD countdown's seconds are copies, and
    /// the peak memory stays where the one-window face's twelve megabytes had it.
    static let budget = 11 << 20
    /// The pictures a pane's cycle holds at most: a digit's ten.
    static let cycle = 10

    private struct Position: Hashable { let window: Int, pane: Int }

    private var patches: [Key: ImageSurface] = [:]
    /// Bytes kept a pane, and what the full cycles of the panes ranked above each one take.
    private var used: [Position: Int] = [:]
    private let reserved: [Position: Int]
    private let rank: [Position: Int]
    private var phase: TimerPhase?

    init(layout: BigDigitsLayout) {
        // How often each pane changes: the fraction's (no step of its own) most often, then by
        // the window's step, a tens digit ten times more seldom than its units.
        var panes: [(Position, period: Double, bytes: Int)] = []
        for (i, w) in layout.windows.enumerated() {
            for (k, pane) in w.panes.enumerated() {
                let r = pane.pixelBounds
                let period = (k + 1..<w.panes.count).reduce(w.step == 0 ? 0.01 : Double(w.step)) { p, _ in p * 10 }
                panes.append((Position(window: i, pane: k), period, Int(r.width) * Int(r.height) * 4 * Self.cycle))
            }
        }
        panes.sort { $0.period < $1.period }
        var above = 0
        var reserved: [Position: Int] = [:], rank: [Position: Int] = [:]
        for (n, pane) in panes.enumerated() {
            reserved[pane.0] = above
            rank[pane.0] = n
            above += pane.bytes
        }
        self.reserved = reserved
        self.rank = rank
    }

    /// The key of pane `k` of window `i` showing `content`.
    static func key(_ i: Int, _ k: Int, _ content: BigDigitsContent) -> Key {
        let field = content.fields[i]
        return Key(window: i, pane: k, character: k < field.count ? field[k] : nil, phase: content.phase, level: content.level)
    }

    func patch(for key: Key) -> ImageSurface? { patches[key] }

    /// Keeps `rect` of `image` as `key`'s picture, if its pane's share of the budget allows.
    mutating func keep(_ key: Key, from image: ImageSurface, rect: Rect) {
        if phase != key.phase {
            (patches, used, phase) = ([:], [:], key.phase)
        }
        let at = Position(window: key.window, pane: key.pane)
        guard patches[key] == nil, let ours = rank[at], let above = reserved[at] else { return }
        let size = Int(rect.width) * Int(rect.height) * 4
        let below = used.reduce(0) { $0 + (rank[$1.key].map { $0 >= ours } == true ? $1.value : 0) }
        guard above + below + size <= Self.budget else { return }
        let patch = ImageSurface(width: Int(rect.width), height: Int(rect.height))
        Canvas(surface: patch.surface).replace(with: image, at: Point(-rect.x, -rect.y))
        patches[key] = patch
        used[at, default: 0] += size
    }
}
