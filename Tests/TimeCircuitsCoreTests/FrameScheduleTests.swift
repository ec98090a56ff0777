import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

@Suite("Frame schedule")
struct FrameScheduleTests {
    static func at(_ t: Double) -> Date { Date(timeIntervalSince1970: t) }
    let step = FrameSchedule(colon: .step)
    let pulse = FrameSchedule(colon: .pulse)

    @Test("the step colon wakes only on the wall-clock .0 and .5")
    func stepWakesOnEdges() {
        #expect(step.nextVisualChange(after: Self.at(1000.2), animating: false) == Self.at(1000.5))
        #expect(step.nextVisualChange(after: Self.at(1000.5), animating: false) == Self.at(1001.0))
        #expect(step.nextVisualChange(after: Self.at(1000.999), animating: false) == Self.at(1001.0))
        #expect(!step.runsFrameClock(animating: false))
    }

    @Test("the minute change is one of the edges the step colon wakes for")
    func minuteIsAnEdge() {
        let beforeMinute = Self.at(59 * 60 + 59.7)
        #expect(step.nextVisualChange(after: beforeMinute, animating: false) == Self.at(3600))
    }

    @Test("the pulse colon and animations run a 60 Hz clock on a grid that holds every edge")
    func frameClock() {
        #expect(pulse.runsFrameClock(animating: false))
        #expect(step.runsFrameClock(animating: true))
        let next = pulse.nextVisualChange(after: Self.at(1000.001), animating: false)
        #expect(abs(next.timeIntervalSince1970 - (1000 + 1.0 / 60)) < 1e-6)
        // Ticks land on whole and half seconds, so the pulse peaks exactly on the second.
        let nearEdge = pulse.nextVisualChange(after: Self.at(1000.49), animating: false)
        #expect(abs(nearEdge.timeIntervalSince1970 - 1000.5) < 1e-6)
        let step60 = step.nextVisualChange(after: Self.at(1000.001), animating: true)
        #expect(abs(step60.timeIntervalSince1970 - (1000 + 1.0 / 60)) < 1e-6)
    }

    @Test("a hidden window sleeps until an event unless a relayout is due")
    func hiddenSleeps() {
        let now = Self.at(1000.2)
        #expect(pulse.nextWake(after: now, visible: false, animating: false, relayoutDue: nil) == nil)
        #expect(step.nextWake(after: now, visible: false, animating: false, relayoutDue: Self.at(1000.3)) == Self.at(1000.3))
        #expect(step.nextWake(after: now, visible: true, animating: false, relayoutDue: Self.at(1000.3)) == Self.at(1000.3))
        #expect(step.nextWake(after: now, visible: true, animating: false, relayoutDue: Self.at(1000.9)) == Self.at(1000.5))
    }

    @Test("the next minute's digits are rendered ahead only in its last second")
    func prerender() {
        #expect(FrameSchedule.prerenderTarget(after: Self.at(120 + 58.5)) == nil)
        #expect(FrameSchedule.prerenderTarget(after: Self.at(120 + 59.0)) == Self.at(180))
        #expect(FrameSchedule.prerenderTarget(after: Self.at(120 + 59.5)) == Self.at(180))
    }

    @Test("a frozen readout clock shows one instant at every wall-clock time; the colon stays live")
    func faceClock() throws {
        let film = try FrozenDate.parse("1985-10-26T01:21:00-07:00")
        let cities = [CityCatalogue.standard.city(id: "new_york")!]
        let frozen = FaceChoices(cities: cities, readouts: .frozen(film), colon: .step, localZone: .current, zones: .system)
        let a = frozen.content(at: Self.at(1_800_000_000.25)), b = frozen.content(at: Self.at(1_800_000_600.75))
        #expect(a.rows == b.rows)
        #expect(a.rows[0].readout?.hour == 4 && a.rows[0].readout?.minute == 21)
        #expect(a.colonLevel == ColonClock.fullLevel)
        #expect(b.colonLevel == ColonClock.dimLevel)

        let live = FaceChoices(cities: cities, readouts: .live, colon: .step, localZone: .current, zones: .system)
        let before = live.content(at: Self.at(1_800_000_059.9)), after = live.content(at: Self.at(1_800_000_060))
        #expect(before.rows != after.rows)
        #expect(ReadoutClock.live.instant(atWallClock: Self.at(5)) == Self.at(5))
    }

    @Test("a steady colon (night mode) wakes only just before the minute, to render it ahead, and on it")
    func steadyColon() {
        let step = FrameSchedule(colon: .step), pulse = FrameSchedule(colon: .pulse)
        #expect(step.nextVisualChange(after: Self.at(3600 + 10.2), animating: false, steadyColon: true) == Self.at(3600 + 59))
        #expect(step.nextVisualChange(after: Self.at(3600 + 59), animating: false, steadyColon: true) == Self.at(3660))
        #expect(step.nextVisualChange(after: Self.at(3600 + 59.5), animating: false, steadyColon: true) == Self.at(3660))
        #expect(!pulse.runsFrameClock(animating: false, steadyColon: true))
        #expect(pulse.nextVisualChange(after: Self.at(3600.2), animating: false, steadyColon: true) == Self.at(3659))
        // An animation still runs its frames at night.
        #expect(step.runsFrameClock(animating: true, steadyColon: true))
        #expect(step.nextWake(after: Self.at(3600.2), visible: true, animating: false, steadyColon: true,
                              relayoutDue: Self.at(3600.3)) == Self.at(3600.3))
    }
}
