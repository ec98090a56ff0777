import Testing
@testable import TimeCircuitsCore

/// When a window starts the alarm service, as a pure function of what it heard and what it holds:
/// not before the bus answered, not without something to ring, one at a time, at most once a
/// minute, and its own program where the bus knows no such service.
@Suite("AlarmServiceRetry: the window's policy for starting the alarm service")
struct AlarmServiceRetryTests {
    static func needed(at boot: Double, running: Bool = false) -> AlarmServiceRetry.Situation {
        .init(running: running, needed: true, boot: boot)
    }

    /// A policy that has heard the bus's first answer (the service does not run) and asked for
    /// its first start at boot 100.
    static func asked() -> AlarmServiceRetry {
        var starts = AlarmServiceRetry()
        _ = starts.handle(.serviceAnswered, needed(at: 100))
        return starts
    }

    @Test("nothing is started before the bus said whether the service runs; its answer starts one")
    func waitsForTheBus() {
        var starts = AlarmServiceRetry()
        #expect(starts.handle(.look, Self.needed(at: 100)).isEmpty)
        #expect(starts.handle(.look, Self.needed(at: 500)).isEmpty)
        #expect(starts.handle(.serviceAnswered, Self.needed(at: 501)) == [.activation])
    }

    @Test("no start without an alarm or a countdown to ring, nor while the service runs")
    func onlyWhenNeededAndAbsent() {
        var starts = AlarmServiceRetry()
        #expect(starts.handle(.serviceAnswered, .init(running: false, needed: false, boot: 100)).isEmpty)
        #expect(starts.handle(.look, Self.needed(at: 101, running: true)).isEmpty)
        #expect(starts.handle(.look, .init(running: false, needed: false, boot: 102)).isEmpty)
        // Switching an alarm on is what starts it.
        #expect(starts.handle(.look, Self.needed(at: 103)) == [.activation])
    }

    @Test("one start at a time: none is asked again before the first is answered, however long that takes")
    func oneAtATime() {
        var starts = Self.asked()
        #expect(starts.handle(.look, Self.needed(at: 101)).isEmpty)
        #expect(starts.handle(.look, Self.needed(at: 400)).isEmpty, "still waiting for the bus's answer")
        #expect(starts.handle(.startAnswered(.refused), Self.needed(at: 401)) == [.activation],
                "answered, and the minute is long past: asked again at once")
    }

    @Test("a service that will not start is asked for again no sooner than a minute after the last start")
    func backOff() {
        var starts = Self.asked()
        #expect(starts.handle(.startAnswered(.accepted), Self.needed(at: 100.5)).isEmpty)
        // The service came and went (it crashed): the minute since the last start is not over.
        #expect(starts.handle(.serviceAnswered, Self.needed(at: 101, running: true)).isEmpty)
        #expect(starts.handle(.serviceAnswered, Self.needed(at: 110)).isEmpty)
        #expect(starts.handle(.look, Self.needed(at: 100 + AlarmServiceRetry.interval - 0.001)).isEmpty)
        #expect(starts.handle(.look, Self.needed(at: 100 + AlarmServiceRetry.interval)) == [.activation])
        #expect(starts.handle(.startAnswered(.refused), Self.needed(at: 161)).isEmpty)
        #expect(starts.handle(.look, Self.needed(at: 219)).isEmpty)
        #expect(starts.handle(.look, Self.needed(at: 220)) == [.activation])
    }

    @Test("where the bus knows no such service, the clock's own program is started, unless the service turned up meanwhile")
    func ownProgram() {
        var starts = Self.asked()
        #expect(starts.handle(.startAnswered(.unknownToBus), Self.needed(at: 100.2)) == [.program])
        #expect(starts.handle(.look, Self.needed(at: 101)).isEmpty, "the program counts as this minute's start")

        var raced = Self.asked()
        #expect(raced.handle(.startAnswered(.unknownToBus), Self.needed(at: 100.2, running: true)).isEmpty)
        var refused = Self.asked()
        #expect(refused.handle(.startAnswered(.refused), Self.needed(at: 100.2)).isEmpty, "another refusal is not for a second copy to settle")
    }
}
