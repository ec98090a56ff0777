import FoundationEssentials
import Testing
@testable import TimeCircuitsCore

@Suite("The loop's wake and timeout rules")
struct WakePolicyTests {
    static let trusted = WakePolicy(stepsReported: true)
    static let faked = WakePolicy(stepsReported: false)
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let wake = Date(timeIntervalSince1970: 1_800_000_000.5)

    /// An instant `ms` milliseconds after `now` (a binary fraction of a second, so the sum is exact).
    static func later(_ ms: Double) -> Date { now.addingTimeInterval(ms / 1000) }

    @Test("nothing due: the loop sleeps until an event, with no watchdog")
    func nothingDue() {
        let t = Self.trusted.timeout(at: Self.now, wake: nil, colonHandedOff: false, bootWake: nil, boot: 0, busWait: -1, bellWait: -1)
        #expect(t.milliseconds == -1 && !t.watchdogOnly)
    }

    @Test("a wake due keeps the one-second watchdog, for a step no timer reports")
    func watchdog() {
        let t = Self.trusted.timeout(at: Self.now, wake: Self.wake, colonHandedOff: false, bootWake: nil, boot: 0, busWait: -1, bellWait: -1)
        #expect(t.milliseconds == WakePolicy.watchdogMilliseconds && t.watchdogOnly)
    }

    @Test("with the colon handed off, a clock whose steps are reported sleeps on its timer alone")
    func handedOff() {
        let trusted = Self.trusted.timeout(at: Self.now, wake: Self.wake, colonHandedOff: true, bootWake: nil, boot: 0, busWait: -1, bellWait: -1)
        #expect(trusted.milliseconds == -1)
        // Told the clock may step unreported (libfaketime), the watchdog stays.
        let faked = Self.faked.timeout(at: Self.now, wake: Self.wake, colonHandedOff: true, bootWake: nil, boot: 0, busWait: -1, bellWait: -1)
        #expect(faked.milliseconds == WakePolicy.watchdogMilliseconds && faked.watchdogOnly)
    }

    @Test("a countdown's boot wake bounds the sleep, rounded up, and is never the watchdog's; the watchdog bounds it only where steps go unreported")
    func bootWake() {
        let t = Self.trusted.timeout(at: Self.now, wake: nil, colonHandedOff: false, bootWake: 100.2501, boot: 100, busWait: -1, bellWait: -1)
        #expect(t.milliseconds == 251 && !t.watchdogOnly)
        let far = Self.trusted.timeout(at: Self.now, wake: nil, colonHandedOff: true, bootWake: 160, boot: 100, busWait: -1, bellWait: -1)
        #expect(far.milliseconds == 60_000 && !far.watchdogOnly, "a trusted boot timer wakes the loop itself: \(far)")
        let farBesideMinute = Self.trusted.timeout(at: Self.now, wake: Self.wake, colonHandedOff: false, bootWake: 160, boot: 100,
                                                   busWait: -1, bellWait: -1)
        #expect(farBesideMinute.milliseconds == WakePolicy.watchdogMilliseconds, "the colon not handed off keeps its own bound")
        let faked = Self.faked.timeout(at: Self.now, wake: nil, colonHandedOff: true, bootWake: 160, boot: 100, busWait: -1, bellWait: -1)
        #expect(faked.milliseconds == WakePolicy.watchdogMilliseconds && !faked.watchdogOnly,
                "a boot timer a clock faker may have moved is bounded by the watchdog: \(faked)")
        let years = Self.trusted.timeout(at: Self.now, wake: nil, colonHandedOff: true, bootWake: 1e12, boot: 100, busWait: -1, bellWait: -1)
        #expect(years.milliseconds == Int32.max, "a wake beyond poll's range is clamped, not wrapped: \(years)")
        let past = Self.trusted.timeout(at: Self.now, wake: nil, colonHandedOff: false, bootWake: 99, boot: 100, busWait: -1, bellWait: -1)
        #expect(past.milliseconds == 0)
    }

    @Test("the broker's keep-alive joins the other waits: kept when sooner, and never taken for the watchdog's alone")
    func brokerWait() {
        let idle = Self.trusted.timeout(at: Self.now, wake: nil, colonHandedOff: true, bootWake: nil, boot: 0, busWait: -1, bellWait: -1,
                                        brokerDue: Self.later(60_000))
        #expect(idle.milliseconds == 60_000 && !idle.watchdogOnly, "a clock idle with the colon handed off wakes for the keep-alive")
        let sooner = Self.faked.timeout(at: Self.now, wake: Self.wake, colonHandedOff: true, bootWake: nil, boot: 0, busWait: -1, bellWait: -1,
                                        brokerDue: Self.later(250))
        #expect(sooner.milliseconds == 250 && !sooner.watchdogOnly)
        let later = Self.faked.timeout(at: Self.now, wake: Self.wake, colonHandedOff: true, bootWake: nil, boot: 0, busWait: -1, bellWait: -1,
                                       brokerDue: Self.later(60_000))
        #expect(later.milliseconds == WakePolicy.watchdogMilliseconds && later.watchdogOnly)
        let overdue = Self.trusted.timeout(at: Self.now, wake: nil, colonHandedOff: false, bootWake: nil, boot: 0, busWait: -1, bellWait: -1,
                                           brokerDue: Self.later(-5))
        #expect(overdue.milliseconds == 0, "a keep-alive overdue is done at once")
    }

    @Test("the keep-alive is due a minute and a margin after the last packet out, never before libmosquitto would send it")
    func brokerKeepAlive() {
        let sent = Self.now
        let due = WakePolicy.brokerKeepAliveDue(lastSent: sent)
        #expect(due.timeIntervalSince(sent) == Double(WakePolicy.brokerKeepAliveSeconds) + WakePolicy.brokerKeepAliveMargin)
        #expect(due.timeIntervalSince(sent) > Double(WakePolicy.brokerKeepAliveSeconds), "whole seconds counted: never a hair early")
        let idle = Self.trusted.timeout(at: sent, wake: nil, colonHandedOff: true, bootWake: nil, boot: 0, busWait: -1, bellWait: -1,
                                        brokerDue: due)
        #expect(idle.milliseconds == 61_000, "an idle link wakes the loop once a minute")
    }

    @Test("a deadline as a poll() timeout: rounded up to the millisecond, 0 once passed, -1 for none")
    func milliseconds() {
        #expect(WakePolicy.milliseconds(until: nil, from: Self.now) == -1)
        #expect(WakePolicy.milliseconds(until: Self.now.addingTimeInterval(0.2501), from: Self.now) == 251)
        #expect(WakePolicy.milliseconds(until: Self.now.addingTimeInterval(-3), from: Self.now) == 0)
        #expect(WakePolicy.milliseconds(until: .distantFuture, from: Self.now) == Int32.max, "clamped, not trapped")
    }

    @Test("the alarm service sleeps until the soonest of its parts' waits, with the watchdog only where steps go unreported")
    func serviceTimeout() {
        #expect(Self.trusted.serviceTimeout(at: Self.now, waits: [-1, -1, -1]) == -1, "an idle service sleeps until an event")
        #expect(Self.trusted.serviceTimeout(at: Self.now, waits: [-1, 5000, 250, -1]) == 250)
        #expect(Self.faked.serviceTimeout(at: Self.now, waits: [-1, -1]) == WakePolicy.watchdogMilliseconds)
        #expect(Self.faked.serviceTimeout(at: Self.now, waits: [40, -1]) == 40)
    }

    @Test("the alarm service's MQTT keep-alive joins its waits; its watchdog still bounds a faked clock's sleep")
    func serviceBroker() {
        let due = WakePolicy.brokerKeepAliveDue(lastSent: Self.now)
        #expect(Self.trusted.serviceTimeout(at: Self.now, waits: [-1, -1], brokerDue: due) == 61_000)
        #expect(Self.trusted.serviceTimeout(at: Self.now, waits: [-1, 250], brokerDue: due) == 250)
        #expect(Self.trusted.serviceTimeout(at: Self.now, waits: [-1], brokerDue: Self.later(750)) == 750)
        #expect(Self.faked.serviceTimeout(at: Self.now, waits: [-1], brokerDue: due) == WakePolicy.watchdogMilliseconds)
    }

    @Test("the bus's and the bell's deadlines are kept, the sooner winning")
    func busAndBell() {
        let bus = Self.trusted.timeout(at: Self.now, wake: Self.wake, colonHandedOff: false, bootWake: nil, boot: 0, busWait: 25, bellWait: -1)
        #expect(bus.milliseconds == 25 && !bus.watchdogOnly)
        let bell = Self.trusted.timeout(at: Self.now, wake: nil, colonHandedOff: false, bootWake: nil, boot: 0, busWait: 400, bellWait: 120)
        #expect(bell.milliseconds == 120)
        let onlyBus = Self.trusted.timeout(at: Self.now, wake: nil, colonHandedOff: true, bootWake: nil, boot: 0, busWait: 3000, bellWait: -1)
        #expect(onlyBus.milliseconds == 3000)
    }

    @Test("a fired timer's deadline is taken only when the clock reads a hair before it")
    func settled() {
        #expect(WakePolicy.settled(9.999, deadline: 10) == 10)
        #expect(WakePolicy.settled(9.5, deadline: 10) == 9.5, "a timer rewritten by a faker fires early: the clock's reading stands")
        #expect(WakePolicy.settled(10.3, deadline: 10) == 10.3)
        #expect(WakePolicy.settled(7, deadline: nil) == 7)
        let edge = Date(timeIntervalSince1970: 1_800_000_060)
        #expect(WakePolicy.settled(edge.addingTimeInterval(-0.0005), deadline: edge) == edge)
    }

    @Test("the colon stays handed off until its wake, unless the wall clock parts from the boot clock")
    func colonHandOff() {
        let at = (wall: Date(timeIntervalSince1970: 1_800_000_000), boot: 500.0)
        let wake = at.wall.addingTimeInterval(30)
        #expect(WakePolicy.colonStillHandedOff(wall: at.wall.addingTimeInterval(1), boot: 501, handedOff: at, wake: wake))
        #expect(!WakePolicy.colonStillHandedOff(wall: at.wall.addingTimeInterval(1), boot: 502, handedOff: at, wake: wake),
                "a second's step no timer reported")
        #expect(!WakePolicy.colonStillHandedOff(wall: wake, boot: 530, handedOff: at, wake: wake), "the wake is due")
        #expect(!WakePolicy.colonStillHandedOff(wall: at.wall.addingTimeInterval(-5), boot: 495, handedOff: at, wake: wake),
                "stepped back before the hand-off")
    }
}
