import FoundationEssentials

/// The loops' rules for sleeping and waking, the window's and the alarm service's, as pure
/// functions: how long `poll()` may sleep, when a watchdog's wake has nothing to do, and how far a
/// fired timer is trusted.
///
/// The loop sleeps on kernel timers (the wall clock's, which also reports steps, and the boot
/// clock's for countdowns); the poll timeout is only a watchdog, for a wall clock stepped where
/// no report arrives (a container's odd kernel, a clock faker such as libfaketime, which rewrites
/// the clocks a process reads but not the kernel's timers). What a run can trust is told, never
/// guessed: `stepsReported` is false when the timer could not ask for reports, or when the
/// launch said the clock may be stepped unreported (`TIMECIRCUITS_UNREPORTED_CLOCK_STEPS`).
public struct WakePolicy: Sendable, Hashable {
    /// The longest the loop sleeps while something is due, whatever the timer says.
    public static let watchdogMilliseconds: Int32 = 1000
    /// How far before its deadline a fired timer may find the clock (the kernel wakes on
    /// nanoseconds, the clocks are read a little coarser).
    public static let deadlineSlack = 0.002
    /// How far the wall clock may drift from the boot clock while the colon is handed off before
    /// the loop takes it back as stepped (a step no timer reported).
    public static let stepTolerance = 0.005
    /// Seconds between two signs of life on the MQTT link when nothing else is said: the
    /// broker's and the replica's usual minute, so an idle link wakes the loop once a minute.
    public static let brokerKeepAliveSeconds: Int32 = 60
    /// How long after the keep-alive could first be due the loop comes back for it: libmosquitto
    /// counts in whole seconds, and a loop a hair early would find nothing to send and wake again.
    public static let brokerKeepAliveMargin = 1.0

    /// Whether every step of the wall clock is reported by the loop's timer.
    public var stepsReported: Bool

    public init(stepsReported: Bool) { self.stepsReported = stepsReported }

    /// How long the loop sleeps in `poll()`, in milliseconds (-1: until an event).
    ///
    /// - `wake`: the model's next wall-clock wake, nil for none; `colonHandedOff`: the display
    ///   server shows the colon's steps until then.
    /// - `bootWake` and `boot`: the countdown's next boot-clock wake, and the boot clock now.
    /// - `busWait` and `bellWait`: what sd-bus and the alarm's bell ask for (-1: nothing).
    /// - `brokerDue`: when the MQTT link must next be looked at, its next try or its keep-alive
    ///   (`brokerKeepAliveDue`: once a minute while connected and idle; nil: MQTT is off), counted
    ///   from the wall clock's `now`.
    ///
    /// `watchdogOnly` says that a timeout would be the watchdog's alone: with the colon handed off
    /// and the clock where it should be, the loop may go straight back to sleep.
    public func timeout(at now: Date, wake: Date?, colonHandedOff: Bool, bootWake: Double?, boot: Double,
                        busWait: Int32, bellWait: Int32, brokerDue: Date? = nil) -> (milliseconds: Int32, watchdogOnly: Bool) {
        let brokerWait = Self.milliseconds(until: brokerDue, from: now)
        var timeout = wake == nil ? -1 : Self.watchdogMilliseconds
        // With the colon handed off the loop may sleep a minute: the timer reports any step of
        // the clock, so the watchdog is kept only where steps can go unreported.
        if colonHandedOff, stepsReported { timeout = -1 }
        if let bootWake {
            // The boot timer is the one that wakes on time. Where steps go unreported, a clock
            // faker may have rewritten it too (libfaketime moves every absolute timer by its
            // wall-clock offset), so the watchdog bounds it and a countdown never stalls; where
            // they are reported, a timer's lamp on the clock face sleeps until its next phase, not
            // a second at a time (stop 67's bench: 207 wake-ups a minute for one timer).
            let due = max(0, (bootWake - boot) * 1000).rounded(.up)
            let longest = stepsReported ? Int32.max : Self.watchdogMilliseconds
            timeout = Self.sooner(timeout, Int32(min(due, Double(longest))))
        }
        timeout = Self.sooner(timeout, busWait)
        timeout = Self.sooner(timeout, bellWait)
        timeout = Self.sooner(timeout, brokerWait)
        let watchdogOnly = timeout == Self.watchdogMilliseconds && bootWake == nil && busWait < 0 && bellWait < 0
            && (brokerWait < 0 || brokerWait > timeout)
        return (timeout, watchdogOnly)
    }

    /// How long the alarm service sleeps in `poll()`: until the soonest of what its parts ask
    /// for (`waits`: the bus, logind, the alarm sound; -1 for nothing) and the MQTT link's
    /// `brokerDue` (as in `timeout`), and no longer than the watchdog where steps of the wall clock
    /// go unreported. It has no colon and no frames: an idle service with trusted timers sleeps
    /// until an event.
    public func serviceTimeout(at now: Date, waits: [Int32], brokerDue: Date? = nil) -> Int32 {
        let timeout = waits.reduce(stepsReported ? -1 : Self.watchdogMilliseconds, Self.sooner)
        return Self.sooner(timeout, Self.milliseconds(until: brokerDue, from: now))
    }

    /// When the MQTT link's keep-alive is due after the last packet went out at `lastSent`.
    public static func brokerKeepAliveDue(lastSent: Date) -> Date {
        lastSent.addingTimeInterval(Double(brokerKeepAliveSeconds) + brokerKeepAliveMargin)
    }

    /// A deadline as a poll() timeout from `now`: whole milliseconds rounded up, so the loop never
    /// wakes before it; 0 when it has passed, -1 for none.
    public static func milliseconds(until due: Date?, from now: Date) -> Int32 {
        guard let due else { return -1 }
        return Int32(clamping: Int(max(0, (due.timeIntervalSince(now) * 1000).rounded(.up))))
    }

    /// The sooner of two poll timeouts, where -1 is "never".
    static func sooner(_ a: Int32, _ b: Int32) -> Int32 {
        if b < 0 { return a }
        return a < 0 ? b : min(a, b)
    }

    /// The instant the loop takes as now after a timer fired for `deadline`: a hair before it is
    /// the deadline itself (the state shown is the deadline's, never the one just before it);
    /// further before, the clock's own reading, since a timer rewritten by a clock faker can fire
    /// seconds early, and taking its deadline then would run a countdown ahead a second per wake.
    public static func settled(_ reading: Double, deadline: Double?) -> Double {
        guard let deadline, reading < deadline, deadline - reading < deadlineSlack else { return reading }
        return deadline
    }

    /// `settled` on the wall clock.
    public static func settled(_ reading: Date, deadline: Date?) -> Date {
        Date(timeIntervalSince1970: settled(reading.timeIntervalSince1970, deadline: deadline?.timeIntervalSince1970))
    }

    /// Whether the colon's steps still hold at a watchdog's wake: the wall clock has not passed
    /// `wake` (less the slack), nor stepped since the steps were handed off at `handedOff`.
    public static func colonStillHandedOff(wall: Date, boot: Double, handedOff: (wall: Date, boot: Double), wake: Date?) -> Bool {
        guard wall >= handedOff.wall, wall < (wake ?? .distantFuture).addingTimeInterval(-deadlineSlack) else { return false }
        return abs(wall.timeIntervalSince(handedOff.wall) - (boot - handedOff.boot)) < stepTolerance
    }
}
