import Foundation

/// A source of "now" for the window's frame clock.
///
/// Injected rather than called directly so a test harness can drive the schedule, and so the
/// frozen and the live face go through the same code: only `ReadoutClock` tells them apart.
public protocol TimeSource: Sendable {
    func now() -> Date
}

/// The system's wall clock (`CLOCK_REALTIME`, which `Date()` reads).
///
/// Never a monotonic clock since boot: the colon must tick on the wall-clock second, and a clock
/// that drifts from it or ignores NTP steps would put the edges off the real .0 and .5.
public struct SystemTimeSource: TimeSource {
    public init() {}
    public func now() -> Date { Date() }
}

/// Where the readouts take their instant from, as a pure function of the wall clock.
///
/// A frozen instant freezes the digits but not the colon, which always follows the wall clock.
public enum ReadoutClock: Sendable, Hashable {
    /// The readouts show the wall clock.
    case live
    /// The readouts show this instant whatever the time (`--frozen-date`).
    case frozen(Date)

    /// The instant the readouts show when the wall clock reads `wall`.
    public func instant(atWallClock wall: Date) -> Date {
        switch self {
        case .live: wall
        case .frozen(let instant): instant
        }
    }
}

/// Decides what the face shows at a wall-clock instant: the one seam between the clock and the
/// shell, which only asks it for content and never decides anything about the face itself.
public struct FaceClock: Sendable {
    public var cities: [City]
    public var readouts: ReadoutClock
    public var colon: ColonStyle
    /// Hour cycle, brightness and night mode (and whether animations play).
    public var display: DisplayPreferences
    /// The machine's own zone, in which the night schedule's hours are read.
    public var localZone: TimeZone
    /// N pressed while a schedule runs: night or day until the schedule next changes.
    public var nightOverride: NightOverride?

    public init(cities: [City], readouts: ReadoutClock, colon: ColonStyle,
                display: DisplayPreferences = DisplayPreferences(), localZone: TimeZone = .current) {
        self.cities = cities
        self.readouts = readouts
        self.colon = colon
        self.display = display
        self.localZone = localZone
    }

    /// How brightly the face is lit at wall-clock time `wall`. The night schedule follows the
    /// wall clock, not a frozen readout: it is about the room the clock is in.
    public func lighting(at wall: Date) -> Lighting {
        Lighting(brightness: display.brightness, night: isNight(at: wall))
    }

    /// Whether night mode is on at `wall`: an override while it lasts, else the preferences.
    public func isNight(at wall: Date) -> Bool {
        if let o = nightOverride, wall < o.until { return o.night }
        return display.isNight(at: wall, zone: localZone)
    }

    /// The face at wall-clock time `wall`: readouts from the readout clock, colon from `wall`.
    public func content(at wall: Date) -> FaceContent {
        FaceContent(rows: rows(at: wall), colonLevel: colonLevel(at: wall))
    }

    /// The rows at `wall`. They change only when `readoutMinute(at:)` does, so a caller may keep
    /// them for the minute: working out readouts in three time zones costs far more than the
    /// colon tick that asks for them.
    public func rows(at wall: Date) -> [RowContent] {
        FaceContent(cities: cities, at: readouts.instant(atWallClock: wall), colonLevel: 0, hourCycle: display.hourCycle).rows
    }

    /// The colon's brightness at `wall`, which always follows the wall clock.
    public func colonLevel(at wall: Date) -> Double {
        lighting(at: wall).steadyColon ? ColonClock.fullLevel : ColonClock.level(at: wall, style: colon)
    }

    /// The whole minute (since 1970) whose readouts show at `wall`: zone offsets are whole
    /// minutes, so readouts never change within one.
    public func readoutMinute(at wall: Date) -> Int {
        Int((readouts.instant(atWallClock: wall).timeIntervalSince1970 / 60).rounded(.down))
    }
}

/// Night mode switched by hand (N) against a schedule: holds until the schedule's next change,
/// so tonight's "lights on" does not undo tomorrow's night.
public struct NightOverride: Sendable, Hashable {
    public var night: Bool
    public var until: Date
    public init(night: Bool, until: Date) {
        self.night = night
        self.until = until
    }
}

/// When the window's loop must next wake up: the pure half of the frame clock.
///
/// The step colon changes only on the wall-clock .0 and .5, and the digits only on the minute,
/// which is always a .0 edge; so a step face wakes twice a second and otherwise sleeps. The pulse
/// colon (and any animation) changes continuously and runs a 60 Hz frame clock whose ticks sit on
/// a fixed grid of the wall clock, so the pulse peaks land on whole seconds and the minute lands
/// on a frame, never between two.
public struct FrameSchedule: Sendable, Hashable {
    /// Frames per second while something animates.
    public static let frameRate = 60.0
    /// How long after the last resize the face is laid out again. Window managers send a burst
    /// of ConfigureNotify while the user drags; re-rendering each would lag the pointer (dclock
    /// waits 100 ms as well), and Expose meanwhile copies the last frame.
    public static let relayoutDelay: TimeInterval = 0.1

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
