import Testing
@testable import TimeCircuitsCore

/// The one comparison of the status: what changed since the last told, for D-Bus and for Home
/// Assistant alike.
@Suite("StatusAnnouncer: the status compared once")
struct StatusAnnouncerTests {
    static let status = ClockStatus(mode: .movie, face: .clock, rows: [], destination: "1955-11-05T06:00", timerState: .set,
                                    timerDuration: 60, timerRemaining: 60, night: false, brightness: 5, twentyFourHour: false,
                                    settingsShown: false)

    static func tell(_ announcer: inout StatusAnnouncer, _ status: ClockStatus) -> StatusChange? {
        announcer.tell(status, nextAlarm: nil)
    }

    @Test("the first status: no D-Bus property changed (nobody read an older one), every Home Assistant state told")
    func first() throws {
        var announcer = StatusAnnouncer()
        let changeTold = announcer.tell(Self.status, nextAlarm: nil)
        let change = try #require(changeTold)
        #expect(change.properties.isEmpty && !change.timerFinished)
        #expect(change.homeAssistant == HomeAssistantDiscovery.states(Self.status, nextAlarm: nil) && change.homeAssistant.count == 12)
        #expect(Self.tell(&announcer, Self.status) == nil, "the same again is no news")
    }

    @Test("a change names what differs, for each listener; the next alarm is Home Assistant's alone")
    func changed() throws {
        var announcer = StatusAnnouncer()
        _ = announcer.tell(Self.status, nextAlarm: nil)
        var brighter = Self.status
        brighter.brightness = 3
        let dimmedTold = announcer.tell(brighter, nextAlarm: nil)
        let dimmed = try #require(dimmedTold)
        #expect(dimmed.properties == ["Brightness"] && dimmed.homeAssistant.isEmpty)
        let alarmTold = announcer.tell(brighter, nextAlarm: "Mon 7:30 AM")
        let alarm = try #require(alarmTold)
        #expect(alarm.properties.isEmpty && alarm.homeAssistant == [.init(entity: "next_alarm", payload: "Mon 7:30 AM")])
    }

    @Test("the countdown running out is TimerFinished, once")
    func timerFinished() throws {
        var announcer = StatusAnnouncer()
        var running = Self.status
        running.timerState = .running
        _ = announcer.tell(running, nextAlarm: nil)
        var finished = running
        finished.timerState = .finished
        let endTold = announcer.tell(finished, nextAlarm: nil)
        let end = try #require(endTold)
        #expect(end.timerFinished && end.properties.contains("TimerState"))
        #expect(Self.tell(&announcer, finished) == nil)
    }

    @Test("after the props' link came up Home Assistant hears every state once more, D-Bus nothing")
    func propsLinked() throws {
        var announcer = StatusAnnouncer()
        _ = announcer.tell(Self.status, nextAlarm: nil)
        announcer.propsLinked()
        let againTold = announcer.tell(Self.status, nextAlarm: nil)
        let again = try #require(againTold)
        #expect(again.homeAssistant.count == 12 && again.properties.isEmpty)
        #expect(Self.tell(&announcer, Self.status) == nil)
    }
}
