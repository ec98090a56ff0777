import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

/// The face's view: one value for the picture the painters draw and the rows as a person reads
/// them, which `now`, `render`, S and a screen reader all take.
@Suite("The face's view: picture and rows as read")
struct ClockViewTests {
    /// Friday 27 November 2026, 21:04:10 in New York (02:04:10 UTC on the 28th).
    static let now = Date(timeIntervalSince1970: 1_795_831_450)

    @Test("the rows say what the face paints: the same readouts, plates and cities, each as a sentence")
    func rowsAsPainted() throws {
        let model = ClockFixture.model(at: Self.now)
        let view = model.view(at: Self.now)
        guard case .clock(let content) = view.frame.picture else { Issue.record("no clock picture: \(view.frame.picture)"); return }
        #expect(view.rows.map(\.shown) == content.rows.compactMap(\.readout))
        #expect(view.rows.map(\.plate) == ["NEW YORK", "LONDON", "HONG KONG"])
        #expect(view.rows.map(\.readout.id) == ["new_york", "london", "hong_kong"])
        #expect(view.rows[0].spoken == "New York, Friday the 27th of November 2026, 9:04 PM.")
        #expect(view.rows[2].spoken == "Hong Kong, Saturday the 28th of November 2026, 10:04 AM.")
        #expect(view.reading == view.rows.map(\.spoken).joined(separator: " "))
    }

    @Test("the picture is frame(at:)'s, and one instant gives one view")
    func pictureIsTheFrame() {
        let model = ClockFixture.model(at: Self.now)
        #expect(model.view(at: Self.now).frame == model.frame(at: Self.now))
        #expect(model.view(at: Self.now) == model.view(at: Self.now))
    }

    @Test("the words change with the minute, never on the colon's blink")
    func wordsChangeAtTheMinute() {
        let model = ClockFixture.model(at: Self.now)
        let blink = Self.now.addingTimeInterval(0.5)
        #expect(model.view(at: blink).frame != model.view(at: Self.now).frame)
        #expect(model.view(at: blink).rows == model.view(at: Self.now).rows)
        let next = model.view(at: Self.now.addingTimeInterval(60))
        #expect(next.rows[0].spoken == "New York, Friday the 27th of November 2026, 9:05 PM.")
    }

    @Test("movie mode: the rows name their roles, and a waiting departure's countdown shows on DESTINATION TIME only")
    func movieRows() throws {
        let departure = try #require(CivilDateTime(year: 2026, month: 11, day: 29, hour: 12, minute: 0))
        let model = ClockFixture.model(at: Self.now, mode: .movie, departure: departure)
        let view = model.view(at: Self.now)
        #expect(view.rows.map(\.readout.role) == ["destination", "present", "departed"])
        #expect(view.rows.map(\.plate) == ["DESTINATION TIME", "PRESENT TIME", "LAST TIME DEPARTED"])
        #expect(view.rows[0].spoken.hasPrefix("Destination time: "))
        #expect(view.rows[1].spoken.hasPrefix("Present time: "))
        let plate = try #require(view.departurePlate)
        #expect(plate.hasPrefix("DEPARTS IN"))
        #expect(view.rows[0].departure == departure.description && view.rows[0].departsIn != nil)
        #expect(view.rows[1].departure == nil && view.rows[1].departsIn == nil)
    }

    @Test("the user's row colours by name, the B-car's swapped; none without them")
    func rowColours() {
        #expect(ClockFixture.model(at: Self.now).view(at: Self.now).rows.map(\.color) == [nil, nil, nil])
        let red = RowColors.named.first { $0.name == "red" }!.color
        let green = RowColors.named.first { $0.name == "green" }!.color
        let coloured = ClockFixture.model(at: Self.now, settings: { $0.display.colors = RowColors([red, green, red]) })
        #expect(coloured.view(at: Self.now).rows.map(\.color) == ["red", "green", "red"])
        let bCar = ClockFixture.model(at: Self.now, settings: {
            $0.display.colors = RowColors([red, green, green])
            $0.display.variants = [.bCar]
        })
        #expect(bCar.view(at: Self.now).rows.map(\.color) == ["green", "green", "red"])
    }

    @Test("on the timer's and the stopwatch's faces the reading is theirs, and the rows still read the clock")
    func otherFaces() {
        var model = ClockFixture.model(at: Self.now, boot: 100)
        _ = model.handle(ClockFixture.key(Keysym.t, .control), at: Self.now, boot: 100)
        let timer = model.view(at: Self.now, boot: 100)
        #expect(timer.screen == .timer)
        #expect(timer.reading.hasPrefix("Timer"))
        #expect(timer.rows.count == 3)
        guard case .bigDigits = timer.frame.picture else { Issue.record("the timer face paints no big digits"); return }
    }

    @Test("what ctl status, D-Bus and MQTT report is the view's: its rows are the rows read, its face the face shown")
    func statusIsTheViews() {
        var model = ClockFixture.model(at: Self.now, boot: 100)
        let clock = model.view(at: Self.now, boot: 100)
        #expect(clock.status == model.status(at: Self.now, boot: 100), "the announcer's part is the view's")
        #expect(clock.status.rows == clock.rows.map(\.readout))
        #expect(clock.status.face == .clock && clock.status.settingsShown == false)
        _ = model.handle(ClockFixture.key(Keysym.t, .control), at: Self.now, boot: 100)
        _ = model.handle(.control(.startTimer(seconds: 90)), at: Self.now, boot: 100)
        let timer = model.view(at: Self.now.addingTimeInterval(30), boot: 130)
        #expect(timer.status.face == .timer && timer.status.timerState == .running && timer.status.timerRemaining == 60)
        #expect(timer.status.rows == timer.rows.map(\.readout), "the rows behind the timer are reported as read")
    }
}
