import FoundationEssentials
import Testing
import DesktopTestSupport
@testable import TimeCircuitsCore

/// Decisions the window used to make as it carried out effects, now the model's: who tells the
/// props an alarm rings, what a link to the broker hears when it comes up, and the alarm service's
/// rung alarm as an input. The window only passes these on.
@Suite("Decisions the model makes for the shell")
struct ShellDecisionTests {
    static let start = try! FrozenDate.parse("2026-11-23T07:29:00Z")

    static func model(announces: Bool) -> ClockModel {
        ClockFixture.model(at: start, settings: { $0.alarms = [AlarmTests.alarm("07:30 daily Work")] }, alarmRecord: AlarmRecord(),
                           announces: announces, boot: 100, tick: start)
    }

    static func statuses(_ effects: [ClockEffect]) -> [StatusChange] {
        effects.compactMap { if case .statusChanged(let change) = $0 { change } else { nil } }
    }

    static let everyState = ["night_mode", "night_source", "night_until", "sounds", "beep", "display_mode", "destination", "present", "departed", "planned", "timers", "next_alarm"]

    @Test("an alarm the window rings is told to the props by the model, with its D-Bus signal")
    func windowRingsAndTellsTheProps() {
        var m = Self.model(announces: true)
        let effects = m.handle(.tick, at: Self.start.addingTimeInterval(60), boot: 160)
        #expect(effects.contains(.alarmRinging(label: "Work")))
        #expect(effects.filter { $0 == .propEvent(.alarm) }.count == 1)
    }

    @Test("an alarm the service rang is signalled on D-Bus, and the props are not told again (the service tells them)")
    func serviceRang() {
        var m = Self.model(announces: true)
        let effects = m.handle(.alarmServiceRang(label: "Gym"), at: Self.start.addingTimeInterval(5), boot: 105)
        #expect(effects.filter { if case .alarmRinging = $0 { true } else { false } } == [.alarmRinging(label: "Gym")])
        #expect(!effects.contains(.propEvent(.alarm)) && !effects.contains { $0.startsAlarmSound })
    }

    @Test("a link to the broker come up hears every Home Assistant state, the next alarm's among them; a clock nobody hears says nothing")
    func linkUpHearsTheStatus() throws {
        var m = Self.model(announces: true)
        let now = Self.start.addingTimeInterval(5)
        let up = Self.statuses(m.handle(.propLink(connected: true, state: "connected"), at: now, boot: 105))
        let change = try #require(up.first)
        #expect(up.count == 1)
        #expect(change.homeAssistant.map(\.entity) == Self.everyState)
        let next = change.homeAssistant.last?.payload
        #expect(next == m.nextAlarmText(at: now) && next?.contains("7:30") == true, "next alarm: \(next ?? "none")")
        #expect(change.properties.isEmpty, "nothing D-Bus shows changed")
        #expect(change.status.rows.map(\.id) == ["new_york", "london", "hong_kong"] && change.status.rows.allSatisfy { $0.minute == 29 })
        // Still connected, the link's words changed (a message came): nothing is told again.
        #expect(Self.statuses(m.handle(.propLink(connected: true, state: "connected to b"), at: now, boot: 105)).isEmpty)
        #expect(Self.statuses(m.handle(.propLink(connected: false, state: "down"), at: now, boot: 105)).isEmpty)
        #expect(Self.statuses(m.handle(.propLink(connected: true, state: "connected"), at: now, boot: 105)).first?.homeAssistant.map(\.entity)
                == Self.everyState, "a link that came back up hears them all again")

        var quiet = Self.model(announces: false)
        #expect(Self.statuses(quiet.handle(.propLink(connected: true, state: "connected"), at: now, boot: 105)).isEmpty)
    }

    @Test("the status is compared once, in the model: a change says which D-Bus properties and Home Assistant states differ, an input that changes nothing says nothing")
    func comparedOnce() throws {
        var m = Self.model(announces: true)
        let now = Self.start.addingTimeInterval(5)
        #expect(Self.statuses(m.handle(.mapped(true), at: now, boot: 105)).isEmpty)
        let night = try #require(Self.statuses(m.handle(.control(.night(true)), at: now, boot: 105)).first)
        #expect(night.properties == ["Night"] && night.status.night && !night.timerFinished)
        #expect(night.homeAssistant == [HomeAssistantDiscovery.State(entity: "night_mode", payload: "ON")])
        // The alarm switched off: only Home Assistant's next alarm changes (D-Bus has no such property).
        let off = try #require(Self.statuses(m.handle(.prop(.alarms(false)), at: now.addingTimeInterval(1), boot: 106)).first)
        #expect(off.properties.isEmpty && off.homeAssistant == [HomeAssistantDiscovery.State(entity: "next_alarm", payload: "none")])
    }

}

/// Starting the alarm service, decided by the model from its alarms and countdown and from what
/// the bus answered (`AlarmServiceRetry`); the window only carries the starts out.
@Suite("The model starts the alarm service")
struct AlarmServiceRetryDecisionTests {
    static let start = ShellDecisionTests.start

    static func starts(_ effects: [ClockEffect]) -> [AlarmServiceRetry.Way] {
        effects.compactMap { if case .startAlarmService(let way) = $0 { way } else { nil } }
    }

    @Test("an alarm on: started once the bus answered that none runs, by activation, then the program where the bus knows none")
    func alarmOn() {
        var m = ShellDecisionTests.model(announces: false)
        #expect(Self.starts(m.handle(.tick, at: Self.start.addingTimeInterval(1), boot: 101)).isEmpty, "the bus has not answered")
        #expect(Self.starts(m.handle(.alarmService(nil), at: Self.start.addingTimeInterval(2), boot: 102)) == [.activation])
        #expect(Self.starts(m.handle(.tick, at: Self.start.addingTimeInterval(3), boot: 103)).isEmpty)
        #expect(Self.starts(m.handle(.alarmServiceStartAnswered(.unknownToBus), at: Self.start.addingTimeInterval(3), boot: 103)) == [.program])
        // It came up: it rings from now on, and nothing more is started while it runs.
        _ = m.handle(.alarmService(AlarmServiceReport()), at: Self.start.addingTimeInterval(4), boot: 104)
        #expect(Self.starts(m.handle(.tick, at: Self.start.addingTimeInterval(200), boot: 300)).isEmpty)
        // It went away: started again, the minute since the last start being over.
        #expect(Self.starts(m.handle(.alarmService(nil), at: Self.start.addingTimeInterval(201), boot: 301)) == [.activation])
    }

    @Test("no alarm on and no countdown: nothing started; a countdown started from D-Bus starts it")
    func countdown() {
        var m = ClockFixture.model(at: Self.start, boot: 100, tick: Self.start)
        #expect(Self.starts(m.handle(.alarmService(nil), at: Self.start.addingTimeInterval(1), boot: 101)).isEmpty)
        #expect(Self.starts(m.handle(.tick, at: Self.start.addingTimeInterval(2), boot: 102)).isEmpty)
        #expect(Self.starts(m.handle(.control(.startTimer(seconds: 300)), at: Self.start.addingTimeInterval(3), boot: 103)) == [.activation])
    }
}

/// The speech server's answer comes back to the model as an input (`.spoken`), and a caller of
/// `ctl speak` hears the model's answer for the command.
@Suite("The speech server's answer as an input")
struct SpokenAnswerTests {
    static let start = ShellDecisionTests.start

    @Test("ctl speak is answered with the failure the shell handed back; a sentence asked again waits for its own answer")
    func speakAnswered() {
        var m = ShellDecisionTests.model(announces: true)
        let asked = m.handle(.control(.speak), at: Self.start.addingTimeInterval(1), boot: 101)
        #expect(asked.contains { if case .speak = $0 { true } else { false } })
        #expect(m.failure(of: .speak) == nil, "no answer yet")
        _ = m.handle(.spoken(failure: "no speech server answered"), at: Self.start.addingTimeInterval(1), boot: 101)
        #expect(m.failure(of: .speak) == "no speech server answered")
        #expect(m.failure(of: .night(true)) == nil, "only speaking is answered so")

        _ = m.handle(.control(.speak), at: Self.start.addingTimeInterval(2), boot: 102)
        #expect(m.failure(of: .speak) == nil, "the last sentence's failure is no answer for this one")
        _ = m.handle(.spoken(failure: nil), at: Self.start.addingTimeInterval(2), boot: 102)
        #expect(m.failure(of: .speak) == nil)
    }
}
