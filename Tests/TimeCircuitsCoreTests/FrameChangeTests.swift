import Testing
@testable import TimeCircuitsCore

/// What the window repaints between two pictures: only what their lights change, and everything
/// when their plates differ.
@Suite("Change between two pictures")
struct FrameChangeTests {
    static let plates: [String?] = ["NEW YORK", "LONDON", "HONG KONG"]
    static func frame(_ text: String, plates: [String?] = plates) -> AnimationFrame {
        AnimationFrame(rows: [RowLights(text: text, start: 0, level: 1), .dark, .dark], plates: plates)
    }

    @Test func platesThatDifferChangeEverything() {
        #expect(ReadoutChange.between(Self.frame("OCT"), Self.frame("OCT", plates: ["TOKYO", "LONDON", "HONG KONG"])) == nil)
    }

    @Test func theSameLightsChangeNothing() {
        #expect(ReadoutChange.between(Self.frame("OCT"), Self.frame("OCT"))?.isEmpty == true)
    }

    @Test func theAlarmLampIsTheMiddleRowsMinuteWindow() throws {
        var on = Self.frame("OCT")
        on.alarmLamp = true
        let change = try #require(ReadoutChange.between(Self.frame("OCT"), on))
        #expect(change.windows == [ReadoutChange.Window(slot: 1, field: .minute)])
        #expect(!change.timerLamp)
    }

    @Test func theTimerLampIsItsOwn() throws {
        var on = Self.frame("OCT")
        on.timerLamp = TimerLamp(phase: .green, level: 1)
        let change = try #require(ReadoutChange.between(Self.frame("OCT"), on))
        #expect(change.timerLamp && change.windows.isEmpty)
    }
}
