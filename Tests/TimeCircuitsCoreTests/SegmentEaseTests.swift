import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore

/// Bars that ease between digits in the themes that ask for it: the model starts a short ease at
/// a new minute, runs its frame clock only while it lasts, and the frames carry where each bar
/// comes from and how far it has got.
@Suite("Segment easing")
struct SegmentEaseTests {
    /// 12:00:59.9 UTC: the next tick crosses into 12:01.
    static let beforeMinute = try! FrozenDate.parse("2026-03-01T12:00:59.9Z")
    static let minute = try! FrozenDate.parse("2026-03-01T12:01:00.001Z")

    @Test("the curve starts and ends at rest and passes the middle at half time")
    func curve() {
        #expect(SegmentEase.curve(0) == 0 && SegmentEase.curve(1) == 1 && SegmentEase.curve(0.5) == 0.5)
        #expect(SegmentEase.curve(0.1) < 0.1 && SegmentEase.curve(0.9) > 0.9, "slow to leave and slow to arrive")
        #expect(SegmentEase.curve(-1) == 0 && SegmentEase.curve(2) == 1)
    }

    @Test("a new minute eases the neumorphic bars for 0.3 s at 60 Hz, then the clock sleeps to its colon again")
    func minuteEases() throws {
        var m = ClockFixture.model(at: ClockModelTests.t0, settings: { $0.display = DisplayPreferences(intro: false, theme: .neumorphic) },
                                   overrides: LaunchOverrides(), launched: false)
        _ = m.handle(.tick, at: Self.beforeMinute)
        #expect(m.animation == nil)
        _ = m.handle(.tick, at: Self.minute)
        guard case .ease(_, let duration)? = m.animation?.kind else {
            Issue.record("no ease started at the minute")
            return
        }
        #expect(duration == Theme.easeDuration)
        let wake = try #require(m.nextWake(after: Self.minute))
        #expect(wake.timeIntervalSince(Self.minute) <= 1 / FrameSchedule.frameRate + 1e-9, "frames while bars move")

        let mid = Self.minute.addingTimeInterval(0.15)
        guard case .animation(let frame, _) = m.frame(at: mid).picture else {
            Issue.record("the ease shows no frame")
            return
        }
        let ease = try #require(frame.rows[1].easing(of: .minute), "MIN changes, so its bars ease")
        #expect(ease.progress > 0.3 && ease.progress < 0.7)
        #expect(frame.rows[1].easing(of: .year) == nil, "YEAR does not change, so nothing eases there")

        let after = Self.minute.addingTimeInterval(Theme.easeDuration + 0.01)
        #expect(m.handle(.tick, at: after) == [.endAnimation])
        let next = try #require(m.nextWake(after: after))
        #expect(next == ColonClock.nextEdge(after: after), "back to sleeping between colon edges")
    }

    @Test("the prop's LEDs switch at once unless easing is asked for; neumorphic eases unless it is switched off")
    func whoEases() {
        for (theme, easing, eases) in [(ThemeName.prop, nil, false), (.prop, true, true), (.neon, nil, false),
                                       (.classic, nil, false), (.neumorphic, nil, true), (.neumorphic, false, false)] as [(ThemeName, Bool?, Bool)] {
            var m = ClockFixture.model(at: ClockModelTests.t0,
                                       settings: { $0.display = DisplayPreferences(intro: false, theme: theme, easing: easing) },
                                       overrides: LaunchOverrides(), launched: false)
            _ = m.handle(.tick, at: Self.beforeMinute)
            _ = m.handle(.tick, at: Self.minute)
            let started = if case .ease? = m.animation?.kind { true } else { false }
            #expect(started == eases, "\(theme) easing \(String(describing: easing))")
        }
    }

    @Test("a key ends the ease with its own effect, as it ends any animation")
    func keyEndsEase() {
        var m = ClockFixture.model(at: ClockModelTests.t0, settings: { $0.display = DisplayPreferences(intro: false, theme: .neumorphic) },
                                   overrides: LaunchOverrides(), launched: false)
        _ = m.handle(.tick, at: Self.beforeMinute)
        _ = m.handle(.tick, at: Self.minute)
        #expect(m.animation != nil)
        let effects = m.handle(ClockFixture.key(Keysym.n), at: Self.minute.addingTimeInterval(0.05))
        #expect(m.animation == nil && effects.contains(.endAnimation))
    }

    @Test("frames: bars lit in both stay, the others are on their way; lamps fade across")
    func frames() throws {
        let from = Array(repeating: RowContent(plateName: "A", readout: Readout(month: "MAR", day: 1, year: 2026, hour: 11, minute: 59, meridiem: .am)), count: 3)
        let to = Array(repeating: RowContent(plateName: "A", readout: Readout(month: "MAR", day: 1, year: 2026, hour: 12, minute: 0, meridiem: .pm)), count: 3)
        let start = try #require(SegmentEase.frame(at: 0, from: from, to: to, duration: 0.3))
        #expect(start.rows[0].easing?.progress == 0 && start.rows[0].am == 1 && start.rows[0].pm == 0)
        let end = try #require(SegmentEase.frame(at: 0.2999, from: from, to: to, duration: 0.3))
        #expect(end.rows[0].easing?.progress == 1)
        #expect(SegmentEase.frame(at: 0.3, from: from, to: to, duration: 0.3) == nil)
        let mid = try #require(SegmentEase.frame(at: 0.15, from: from, to: to, duration: 0.3))
        #expect(mid.rows[0].am == 0.5 && mid.rows[0].pm == 0.5)
        #expect(mid.rows[0].easing?.from == RowLights(readout: from[0].readout).masks)
    }
}
