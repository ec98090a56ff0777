import FoundationEssentials

/// One change of the colon: from `instant` on it shows at `level`.
public struct ColonStep: Sendable, Hashable {
    public var instant: Date
    public var level: Double

    public init(instant: Date, level: Double) {
        self.instant = instant
        self.level = level
    }
}

/// The colon's changes until the loop's next wake, for the display server to show on time by
/// itself while the loop sleeps.
///
/// An idle clock otherwise wakes twice a second for nothing but its colon: twice as often as
/// dclock, which blinks nothing. The blink is a pure function of the wall clock, so every edge of
/// the coming minute is known now, and its pictures are already on the server (the colon's
/// sprites); the server can be asked to copy each at its instant. Then the loop wakes only for
/// what it must work out: the minute rendered ahead and the minute itself.
public struct ColonHandOff: Sendable, Hashable {
    /// The colon's changes, in order, each at least `ColonHandOff.lead` after the instant the
    /// hand-off was made and all before `wake`.
    public var steps: [ColonStep]
    /// When the loop must wake next with the colon handed off; nil when nothing else is due.
    public var wake: Date?

    public init(steps: [ColonStep], wake: Date?) {
        self.steps = steps
        self.wake = wake
    }

    /// How far ahead the first step must be for a hand-off: the loop's own copy of the colon
    /// (sent as it hands off) and the server's first step travel on two connections, and the
    /// server may take them in either order; a step this close is shown by the loop itself.
    public static let lead: TimeInterval = 0.05

    /// The longest a hand-off reaches: a minute of steps at most, however long the loop sleeps.
    public static let horizon: TimeInterval = 61
}

extension ClockModel {
    /// What of the colon the window can hand to the display server after `now`, and when the
    /// loop must wake with it handed off; nil when the loop must show the colon itself.
    ///
    /// Only the plain face's step colon is handed off: while anything else moves or the colon is
    /// painted rather than copied (an animation, the settings panel, a destination being typed,
    /// a ringing alarm's flash, the pulse colon, the timer and stopwatch faces, a relayout
    /// waiting), the loop keeps its own ticks, as before.
    public func colonHandOff(after now: Date) -> ColonHandOff? {
        guard visible, shown == .clock, face.colon == .step, animation == nil, entry == nil, relayoutDue == nil,
              !overlay.capturesInput, !alarmRings, !face.holdsColon(at: now) else { return nil }
        let wake = nextWake(after: now, colonHandedOff: true)
        let end = min(wake ?? .distantFuture, now.addingTimeInterval(ColonHandOff.horizon))
        var steps: [ColonStep] = []
        var level = face.colonLevel(at: now)
        var edge = ColonClock.nextEdge(after: now)
        while edge < end {
            let next = face.colonLevel(at: edge)
            if next != level { steps.append(ColonStep(instant: edge, level: next)) }
            level = next
            edge = ColonClock.nextEdge(after: edge)
        }
        guard let first = steps.first, first.instant.timeIntervalSince(now) >= ColonHandOff.lead else { return nil }
        return ColonHandOff(steps: steps, wake: wake)
    }
}
