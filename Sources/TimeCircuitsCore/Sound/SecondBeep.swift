import FoundationEssentials

/// When the beep on the second sounds: a tick on every whole wall-clock second (the colon's
/// lighting edge) while its mode says so. A pure model: the clock tells it of the events that
/// start a timed beep (`arm`), asks when to wake (`nextWake`) and which edge to sound (`due`).
///
/// The tick is asked for `lead` before its edge, so the helper that plays it has connected to
/// the sound server and is waiting when the edge comes: it is heard on the edge, not a
/// process start and a connection after it.
public struct SecondBeep: Sendable, Hashable {
    /// How far before its edge a tick is handed to its player: time for the helper to start and
    /// connect even on a loaded machine (150 ms was not, with the test suite on both cores), so
    /// it waits for the edge rather than the edge for it.
    public static let lead: TimeInterval = 0.4
    /// An edge more than this past when the loop got to it is skipped: a late tick is worse than
    /// none, and a loop that slept through many (a suspend) plays no burst.
    public static let stale: TimeInterval = 0.1

    public var mode: BeepMode
    /// For the timed modes: the beep lasts until here (the last event plus the mode's window).
    public private(set) var until: Date?
    /// The last edge handed to a player, so none is played twice.
    public private(set) var lastEdge: Date?

    public init(mode: BeepMode = .off) { self.mode = mode }

    /// A time travel, a return or a typed destination at `now`: a timed beep starts (or starts
    /// again) for its window: its first tick the first edge a whole `lead` away (a closer one
    /// could not be heard on time), and as many ticks as the window has seconds.
    public mutating func arm(at now: Date) {
        guard let window = mode.window else { return }
        skipEdgesTooClose(at: now)
        until = now.addingTimeInterval(Self.lead + window)
    }

    /// The mode chosen at `now`: its first tick, too, is the first edge a whole `lead` away.
    public mutating func choose(_ mode: BeepMode, at now: Date) {
        self.mode = mode
        skipEdgesTooClose(at: now)
    }

    /// Counts the edges closer than `lead` as handed over already.
    private mutating func skipEdgesTooClose(at now: Date) {
        let close = Date(timeIntervalSince1970: now.addingTimeInterval(Self.lead).timeIntervalSince1970.rounded(.down))
        lastEdge = max(lastEdge ?? close, close)
    }

    /// Whether the tick of `edge` sounds.
    public func sounds(at edge: Date) -> Bool {
        switch mode {
        case .off: false
        case .on: true
        case .thirtySeconds, .sixtySeconds: until.map { edge <= $0 } ?? false
        }
    }

    /// The next edge whose tick is still to be handed over at `now`: the first whole second
    /// not yet stale, after the last one handed over.
    private func nextEdge(at now: Date) -> Date {
        var t = (now.timeIntervalSince1970 - Self.stale).rounded(.up)
        if let last = lastEdge?.timeIntervalSince1970, t <= last { t = last + 1 }
        return Date(timeIntervalSince1970: t)
    }

    /// When the loop must wake to hand the next tick over (`lead` before its edge); nil while
    /// no tick is to come.
    public func nextWake(after now: Date) -> Date? {
        guard mode != .off else { return nil }
        let edge = nextEdge(at: now)
        guard sounds(at: edge) else { return nil }
        return max(now, edge.addingTimeInterval(-Self.lead))
    }

    /// The edge whose tick is to be handed to a player at `now`, if one is due: within `lead`
    /// ahead, or at most `stale` behind, and not handed over already.
    public mutating func due(at now: Date) -> Date? {
        guard mode != .off else { return nil }
        let edge = nextEdge(at: now)
        guard edge <= now.addingTimeInterval(Self.lead), sounds(at: edge) else { return nil }
        lastEdge = edge
        return edge
    }
}
