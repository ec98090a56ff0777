import Foundation
import Testing
@testable import TimeCircuitsCore
@testable import TimeCircuitsServices

/// The loops' kernel timers (`LoopTimers`), on real timerfds: a deadline already past fires at
/// once, so each test waits for a condition (the timer readable) with a deadline, never a sleep.
@Suite("The loops' wake timers")
struct LoopTimersTests {
    enum Name: Hashable { case wall, boot }

    /// Sleeps until one of the timers fires, at most `patience` seconds.
    static func sleep(on timers: LoopTimers, patience: Int32 = 5000) -> PollSources<Name> {
        let sources = PollSources<Name>()
        timers.watch(in: sources, wall: .wall, boot: .boot)
        _ = sources.wait(milliseconds: patience)
        return sources
    }

    @Test("a fired wall timer's deadline is taken for a reading a hair before it, and only until the next sleep")
    func wallSettled() throws {
        let timers = LoopTimers(stepsUnreported: false)
        // A whole second, which the wall clock's two counts (since 1970, since 2001) hold exactly.
        let deadline = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 - 1).rounded(.down))
        timers.arm(wall: deadline, boot: nil)
        let sources = Self.sleep(on: timers)
        try #require(sources.fired(.wall))
        #expect(!sources.fired(.boot))
        #expect(timers.take(wallFired: true, bootFired: false) == .fired)
        #expect(timers.settled(wall: deadline.addingTimeInterval(-0.001)) == deadline)
        let early = deadline.addingTimeInterval(-0.5)
        #expect(timers.settled(wall: early) == early, "a timer rewritten by a clock faker fires early: the reading stands")
        #expect(timers.take(wallFired: false, bootFired: false) == nil)
        let hairBefore = deadline.addingTimeInterval(-0.001)
        #expect(abs(timers.settled(wall: hairBefore).timeIntervalSince(hairBefore)) < 1e-6, "a sleep no timer ended trusts the clock")
    }

    @Test("a fired boot timer's deadline is taken the same way; the wall timer says nothing when it did not fire")
    func bootSettled() throws {
        let timers = LoopTimers(stepsUnreported: false)
        let deadline = BootClock.now() - 1
        timers.arm(wall: nil, boot: deadline)
        let sources = Self.sleep(on: timers)
        try #require(sources.fired(.boot))
        #expect(timers.take(wallFired: false, bootFired: true) == nil)
        #expect(timers.settled(boot: deadline - 0.001) == deadline)
    }

    @Test("the policy keeps the watchdog where the launch said steps go unreported")
    func policy() {
        let timers = LoopTimers(stepsUnreported: true)
        timers.arm(wall: Date().addingTimeInterval(60), boot: nil)
        #expect(!timers.policy.stepsReported)
        #expect(timers.policy.serviceTimeout(at: Date(), waits: []) == WakePolicy.watchdogMilliseconds)
    }

    @Test("the colon handed off holds until its wake and is taken back once")
    func colonHandOff() {
        let timers = LoopTimers(stepsUnreported: false)
        let wall = Date(timeIntervalSince1970: 1_800_000_000)
        timers.arm(wall: wall.addingTimeInterval(30), boot: nil)
        #expect(!timers.colonStillHandedOff(wall: wall, boot: 500), "nothing handed off")
        timers.handOffColon(wall: wall, boot: 500)
        #expect(timers.colonStillHandedOff(wall: wall.addingTimeInterval(1), boot: 501))
        #expect(!timers.colonStillHandedOff(wall: wall.addingTimeInterval(1), boot: 503), "a step no timer reported")
        #expect(!timers.colonStillHandedOff(wall: wall.addingTimeInterval(30), boot: 530), "the wake is due")
        #expect(timers.takeColonBack())
        #expect(!timers.takeColonBack())
        #expect(timers.colonHandedOff == nil)
    }
}
