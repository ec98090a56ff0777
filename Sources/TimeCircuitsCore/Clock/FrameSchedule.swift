import FoundationEssentials

/// When the window's loop must next wake up: the pure half of the frame clock.
///
/// The step colon changes only on the wall-clock .0 and .5, and the digits only on the minute,
/// which is always a .0 edge; so a step face wakes twice a second and otherwise sleeps, or, with
/// its colon handed to the display server (`ColonHandOff`), only around the minute. The pulse
/// colon (and any animation) changes continuously and runs a 60 Hz frame clock whose ticks sit on
/// a fixed grid of the wall clock, so the pulse peaks land on whole seconds and the minute lands
/// on a frame, never between two.
public struct FrameSchedule: Sendable, Hashable {
    /// Frames per second while something animates.
    public static let frameRate = 60.0
    /// How long after the last resize the face is laid out again. Window managers send a burst
    /// of ConfigureNotify while the user drags; a full relayout of each would lag the pointer (at
    /// 1920×1240 one takes longer than the 33 ms between sizes of a 30 Hz drag), so each shows
    /// as a sketch (`ResizeSketch`) and the full face follows once the size has held still this
    /// long: longer than a drag's steps, short enough that the full face comes within 100 ms of
    /// the last one where its relayout takes under 50 ms (issue 52; it was 0.1 s). The window
    /// paints the face of each sketch's size meanwhile, so that relayout is mostly its upload.
    public static let relayoutDelay: TimeInterval = 0.05
    /// How long the size counts as moving after a sketch shows (`ClockInput.sketchShown`). A
    /// drag's next size was sent within a step of the last, which came before its sketch: a
    /// sketch the server was slow to show finds it queued, and one shown quickly leaves
    /// `relayoutDelay` from the size to cover it. So this covers reading what is queued, not a
    /// step: the full face is not held back by a sketch's own time (at 3840×2480 the server takes
    /// about 20 ms to show one, which pushed the relayout to 70 ms after the last size).
    public static let sketchHold: TimeInterval = 0.03

    public var colon: ColonStyle

    public init(colon: ColonStyle) { self.colon = colon }

    /// True when the picture changes continuously and a 60 Hz frame clock must run. A steady
    /// colon (night mode) does not pulse.
    public func runsFrameClock(animating: Bool, steadyColon: Bool = false) -> Bool {
        animating || (colon == .pulse && !steadyColon)
    }

    /// The next instant after `now` at which the picture can change.
    ///
    /// With a steady colon only the minute changes anything, so the loop wakes twice a minute:
    /// `prerenderLead` before it, to render the new digits ahead, and on it. Night mode is when a
    /// clock runs longest unwatched; it costs almost nothing then.
    public func nextVisualChange(after now: Date, animating: Bool, steadyColon: Bool = false) -> Date {
        if runsFrameClock(animating: animating, steadyColon: steadyColon) { return Self.nextFrame(after: now) }
        guard steadyColon else { return ColonClock.nextEdge(after: now) }
        let minute = ColonClock.nextMinute(after: now)
        let ahead = minute.addingTimeInterval(-Self.prerenderLead)
        return ahead > now ? ahead : minute
    }

    /// The next wake-up: the next visual change while the window can be seen, and a pending
    /// relayout. Nil means nothing is due and the loop may sleep until an event arrives: an
    /// unmapped or fully covered window paints nothing, so it has no reason to wake at all.
    public func nextWake(after now: Date, visible: Bool, animating: Bool, steadyColon: Bool = false,
                         relayoutDue: Date?) -> Date? {
        let change = visible ? nextVisualChange(after: now, animating: animating, steadyColon: steadyColon) : nil
        switch (change, relayoutDue) {
        case let (c?, r?): return min(c, r)
        case let (c?, nil): return c
        case let (nil, r?): return r
        case (nil, nil): return nil
        }
    }

    /// How long before a minute changes the shell renders the next minute's digits ahead, so the
    /// new readouts appear on the minute edge itself rather than one render later.
    public static let prerenderLead: TimeInterval = 1.0

    /// The minute edge whose readouts should be rendered now, ahead of time: the next whole
    /// minute when it is at most `prerenderLead` away, else nil.
    public static func prerenderTarget(after now: Date) -> Date? {
        let minute = ColonClock.nextMinute(after: now)
        return minute.timeIntervalSince(now) <= prerenderLead ? minute : nil
    }

    /// The next tick of the 60 Hz grid anchored at the epoch (so every .0 and .5 is a tick).
    public static func nextFrame(after now: Date) -> Date {
        let t = now.timeIntervalSince1970
        return Date(timeIntervalSince1970: ((t * frameRate).rounded(.down) + 1) / frameRate)
    }
}
