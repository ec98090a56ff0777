import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

/// This computer's zone changing while the clock runs (`timedatectl set-timezone`): the model
/// takes the new zone as an input, and PRESENT TIME, the night schedule's edges and the alarms
/// follow it at once; the alarm service's model likewise.
@Suite("A change of this computer's zone, in the models")
struct SystemZoneTests {
    static let zurich = Zone(identifier: "Europe/Zurich")!
    static let newYork = Zone(identifier: "America/New_York")!
    static func at(_ text: String) -> Date { try! FrozenDate.parse(text) }

    /// 12:59:30 in Zürich, 06:59:30 in New York, in December (both on standard time).
    static let start = at("2026-12-03T11:59:30Z")

    @Test("PRESENT TIME, the night's next edge and the status are read in the new zone at once, without a tick")
    func faceFollows() throws {
        var m = ClockFixture.model(at: Self.start, settings: { $0.display.nightRules = [NightRule.parse("22:30-06:45")!] }, mode: .movie,
                                   localZone: Self.zurich, tick: Self.start)
        let before = m.status(at: Self.start)
        let present = { (s: ClockStatus) in s.rows.first { $0.role == RowRole.present.name } }
        #expect(present(before)?.zone == "Europe/Zurich" && present(before)?.hour == 12)
        #expect(before.nightUntil == "2026-12-03T22:30:00+01:00")

        let effects = m.handle(.systemZoneChanged(Self.newYork), at: Self.start.addingTimeInterval(1))
        #expect(effects.contains(.repaintOverlay), "the panel names the zone: \(effects)")
        let after = m.status(at: Self.start.addingTimeInterval(1))
        #expect(present(after)?.zone == "America/New_York" && present(after)?.hour == 6 && present(after)?.meridiem == "AM")
        #expect(after.nightUntil == "2026-12-03T22:30:00-05:00", "22:30 is New York's now")
        // The face the window paints, not only the status: the rows kept for the minute were Zürich's.
        #expect(m.content(at: Self.start.addingTimeInterval(1)).rows[1].readout?.line == "DEC 03 2026  06:59 AM")
        #expect(m.handle(.systemZoneChanged(Self.newYork), at: Self.start.addingTimeInterval(2)).isEmpty, "the same zone again changes nothing")
    }

    @Test("an alarm at 07:00 rings at 07:00 in the new zone, and the loop wakes for it there")
    func alarmFollows() throws {
        var m = ClockFixture.model(at: Self.start, settings: { $0.alarms = [AlarmTests.alarm("07:00 daily Wake")] }, localZone: Self.zurich,
                                   alarmRecord: AlarmRecord(), boot: 100, tick: Self.start)
        #expect(m.alarms.nextDue(after: Self.start, zone: m.face.localZone)?.at == Self.at("2026-12-04T06:00:00Z"))
        _ = m.handle(.systemZoneChanged(Self.newYork), at: Self.start.addingTimeInterval(1), boot: 101)
        #expect(m.nextWake(after: Self.at("2026-12-03T11:59:59.5Z")) == Self.at("2026-12-03T12:00:00Z"))
        let effects = m.handle(.tick, at: Self.at("2026-12-03T12:00:00Z"), boot: 130)
        #expect(effects.contains(.alarmRinging(label: "Wake")), "\(effects)")
    }

    @Test("flying east over an alarm's time (New York 06:59 to Zürich 12:59): it is neither rung late nor reported missed")
    func eastNotRung() {
        var m = ClockFixture.model(at: Self.start, settings: { $0.alarms = [AlarmTests.alarm("07:00 daily Wake")] }, localZone: Self.newYork,
                                   alarmRecord: AlarmRecord(), boot: 100, tick: Self.start)
        let moved = m.handle(.systemZoneChanged(Self.zurich), at: Self.start.addingTimeInterval(1), boot: 101)
        let ticked = m.handle(.tick, at: Self.at("2026-12-03T12:00:00Z"), boot: 130)
        #expect(!(moved + ticked).contains(.alarmRinging(label: "Wake")))
        #expect(!(moved + ticked).contains { if case .notify = $0 { true } else { false } }, "\(moved + ticked)")
    }

    @Test("the alarm service's next alarm moves with the zone, and its report says so; the same zone again is nothing")
    func serviceFollows() {
        var settings = Settings(cities: Settings.defaults().cities)
        settings.alarms = [AlarmTests.alarm("07:00 daily Wake")]
        var m = AlarmServiceModel(settings: settings, record: AlarmRecord(), zone: Self.zurich)
        _ = m.handle(.tick, at: Self.start, boot: 100)
        #expect(m.nextAlarm(after: Self.start) == Self.at("2026-12-04T06:00:00Z"))
        let effects = m.handle(.zoneChanged(Self.newYork), at: Self.start, boot: 100)
        #expect(effects.contains { if case .report = $0 { true } else { false } }, "NextAlarm's listeners are told: \(effects)")
        #expect(m.nextAlarm(after: Self.start) == Self.at("2026-12-03T12:00:00Z"))
        #expect(m.handle(.zoneChanged(Self.newYork), at: Self.start, boot: 100).isEmpty)
        #expect(m.handle(.tick, at: Self.at("2026-12-03T12:00:00Z"), boot: 130).contains(.alarmRinging(label: "Wake")))
    }
}
