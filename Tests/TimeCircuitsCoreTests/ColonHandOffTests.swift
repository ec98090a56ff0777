import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore

@Suite("Colon hand-off: the steps the display server shows while the loop sleeps")
struct ColonHandOffTests {
    static let t0 = ClockModelTests.t0  // 12:00:00.1 UTC, the model's launch
    /// The minute the model launched in, whole: edges are whole and half seconds after it.
    static let minute = try! FrozenDate.parse("2026-03-01T12:00:00Z")

    /// An idle clock: launched without the power-on, mapped, its first relayout done.
    static func idle(_ overrides: LaunchOverrides = LaunchOverrides(noIntro: true)) -> ClockModel {
        var m = ClockFixture.model(at: ClockModelTests.t0, overrides: overrides, launched: false)
        _ = m.handle(.launch, at: t0)
        return m
    }

    @Test("an idle step colon hands off every edge until the minute's render ahead, alternating dim and lit")
    func minuteOfSteps() throws {
        let m = Self.idle()
        let now = Self.minute + 10.3
        let handOff = try #require(m.colonHandOff(after: now))
        let minute = Self.minute + 60
        #expect(handOff.wake == minute - FrameSchedule.prerenderLead)
        #expect(handOff.wake == m.nextWake(after: now, colonHandedOff: true))
        #expect(handOff.steps.first == ColonStep(instant: Self.minute + 10.5, level: ColonClock.dimLevel))
        #expect(handOff.steps.last == ColonStep(instant: minute - 1.5, level: ColonClock.dimLevel))
        #expect(handOff.steps.count == 97)  // 10.5, 11.0, …, 58.5
        for (a, b) in zip(handOff.steps, handOff.steps.dropFirst()) {
            #expect(b.instant.timeIntervalSince(a.instant) == ColonClock.edgeInterval)
            #expect(a.level != b.level)
        }
        // Without the hand-off the loop wakes at the very next edge.
        #expect(m.nextWake(after: now) == Self.minute + 10.5)
    }

    @Test("an edge closer than the lead is the loop's own: no hand-off until it has passed")
    func closeEdge() throws {
        let m = Self.idle()
        #expect(m.colonHandOff(after: Self.minute + 10.5 - ColonHandOff.lead / 2) == nil)
        #expect(m.colonHandOff(after: Self.minute + 10.5 - ColonHandOff.lead * 2) != nil)
    }

    @Test("between the render ahead and the minute, the one edge left is handed off and the wake is the minute")
    func lastSecond() throws {
        let m = Self.idle()
        let handOff = try #require(m.colonHandOff(after: Self.minute + 59.0))
        #expect(handOff.steps == [ColonStep(instant: Self.minute + 59.5, level: ColonClock.dimLevel)])
        #expect(handOff.wake == Self.minute + 60)
    }

    @Test("nothing is handed off while the loop paints the colon or anything moves")
    func refusals() {
        let now = Self.t0 + 10.2
        // The power-on playing.
        var intro = ClockFixture.model(at: ClockModelTests.t0, overrides: LaunchOverrides(), launched: false)
        _ = intro.handle(.launch, at: Self.t0)
        #expect(intro.animation != nil && intro.colonHandOff(after: Self.t0 + 0.5) == nil)
        // The settings panel, whose dimming the colon is painted under.
        var panel = Self.idle()
        _ = panel.handle(ClockModelTests.ctrlComma, at: now)
        #expect(panel.overlay.isOpen && panel.colonHandOff(after: now) == nil)
        // The pulse colon fades at 60 Hz; night mode's colon holds steady.
        #expect(Self.idle(LaunchOverrides(colon: .pulse, noIntro: true)).colonHandOff(after: now) == nil)
        #expect(Self.idle(LaunchOverrides(night: true, noIntro: true)).colonHandOff(after: now) == nil)
        // An unmapped window paints nothing.
        var hidden = Self.idle()
        _ = hidden.handle(.mapped(false), at: now)
        #expect(hidden.colonHandOff(after: now) == nil)
    }
}
