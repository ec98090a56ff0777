import FoundationEssentials
import Testing
@testable import TimeCircuitsCore

@Suite("The replica's display modes: minimal, and the room condition from MQTT")
struct ReplicaDisplayTests {
    static let t0 = Date(timeIntervalSince1970: 1_796_304_000) // 2026-12-03 (a Thursday) 12:00 UTC
    static let rows = [
        RowContent(plateName: "DESTINATION TIME", readout: Readout(month: "OCT", day: 21, year: 2015, hour: 4, minute: 29, meridiem: .pm)),
        RowContent(plateName: "PRESENT TIME", readout: Readout(month: "DEC", day: 3, year: 2026, hour: 12, minute: 0, meridiem: .pm)),
        RowContent(plateName: "LAST TIME DEPARTED", readout: Readout(month: "NOV", day: 12, year: 1955, hour: 10, minute: 4, meridiem: .pm)),
    ]

    @Test("minimal: only the present-time row lit, its weekday in place of the year")
    func minimal() {
        var display = ReplicaDisplay()
        #expect(display.handle(.choose(.minimal, broker: false)) == [.chose(.minimal)])
        let shown = display.shown(Self.rows, present: 1, at: Self.t0)
        #expect(shown[0] == .dark && shown[2] == .dark)
        #expect(shown[1].readout == Self.rows[1].readout && shown[1].yearWord == "THU")
        #expect(display.shown(Self.rows, present: 0, at: Self.t0)[0].yearWord == "WED", "21 Oct 2015 was a Wednesday")
        #expect(display.handle(.choose(.full, broker: false)) == [.chose(.full)])
        #expect(display.shown(Self.rows, present: 1, at: Self.t0) == Self.rows)
    }

    @Test("room condition without a broker is refused with its reason, the mode kept")
    func refusedWithoutBroker() {
        var display = ReplicaDisplay()
        let events = display.handle(.choose(.room, broker: false))
        #expect(events == [.refused(.room, reason: ReplicaDisplay.noBrokerReason)])
        #expect(display.mode == .full && !ReplicaDisplay.noBrokerReason.contains("\n"))
        #expect(display.handle(.choose(.room, broker: true)) == [.chose(.room)])
    }

    @Test("readings: a bare number, with its unit, Home Assistant's state JSON, a sensor's JSON; none from words")
    func readings() throws {
        func read(_ p: String, _ q: RoomReading.Quantity = .temperature) -> RoomReading? { RoomReading.parse(p, as: q, unit: .celsius, at: Self.t0) }
        #expect(read("21.5")?.value == 21.5 && read("21.5")?.unit == .celsius)
        #expect(read("70.7 °F")?.unit == .fahrenheit && read("70.7°F")?.value == 70.7)
        #expect(read("21,5 °C")?.value == 21.5)
        #expect(read(#"{"state":"19.0","attributes":{"unit_of_measurement":"°F"}}"#)?.unit == .fahrenheit)
        #expect(read(#"{"temperature":22.4,"humidity":41}"#)?.value == 22.4)
        #expect(read(#"{"temperature":22.4,"humidity":41}"#, .humidity)?.value == 41)
        #expect(read("45 %", .humidity)?.value == 45)
        #expect(read("unavailable") == nil && read("unknown") == nil && read("21.5 kelvin") == nil && read("") == nil && read("{") == nil)
    }

    @Test("the room row shows temperature and humidity in the unit chosen, and goes stale after the age set")
    func roomRowAndStaleness() {
        var display = ReplicaDisplay()
        _ = display.handle(.choose(.room, broker: true))
        _ = display.handle(.configure(staleAfter: 60, unit: .celsius))
        #expect(display.room(at: Self.t0).text == "-- °C", "nothing read yet: no number made up")
        #expect(display.handle(.message(.temperature, payload: "70.7 °F", at: Self.t0)) == [.read(.temperature)])
        #expect(display.handle(.message(.humidity, payload: "45", at: Self.t0)) == [.read(.humidity)])
        #expect(display.handle(.message(.humidity, payload: "unavailable", at: Self.t0)) == [.unreadable(.humidity, payload: "unavailable")])
        let row = display.shown(Self.rows, present: 1, at: Self.t0.addingTimeInterval(59))[0]
        #expect(row.plateName == RoomView.plate && row.sidePlate == "21.5 °C · 45 %" && row.readout == nil && row.yearWord == "22C")
        #expect(display.shown(Self.rows, present: 1, at: Self.t0.addingTimeInterval(60))[0].yearWord == nil, "a stale number is not lit as the room's now")
        #expect(display.shown(Self.rows, present: 1, at: Self.t0)[1...] == Self.rows[1...], "the other rows as they were")
        #expect(display.nextChange(after: Self.t0) == Self.t0.addingTimeInterval(60))
        let oneCity = display.shown(Self.rows, present: 0, at: Self.t0)
        #expect(oneCity[0] == Self.rows[0] && oneCity[1].plateName == RoomView.plate && oneCity[2] == Self.rows[2],
                "the present time's row kept, the room on the next")
        let stale = display.room(at: Self.t0.addingTimeInterval(60))
        #expect(stale.stale && stale.text == "STALE 21.5 °C · 45 %")
        #expect(display.nextChange(after: Self.t0.addingTimeInterval(60)) == nil)
        _ = display.handle(.configure(staleAfter: 60, unit: .fahrenheit))
        #expect(display.room(at: Self.t0).text == "70.7 °F · 45 %")
        _ = display.handle(.message(.temperature, payload: "22", at: Self.t0.addingTimeInterval(120)))
        #expect(!display.room(at: Self.t0.addingTimeInterval(150)).stale, "a fresh reading is current again")
    }

    @Test("the weekday's cells in the YEAR field: right-aligned as the digits are, W as UU")
    func weekdayCells() {
        #expect(SegmentFont.yearFieldWord("THU") == [" ", "T", "H", "U"] && SegmentFont.yearFieldWord("WED") == ["U", "U", "E", "D"])
        for day in ReplicaDisplay.weekdays {
            #expect(SegmentFont.yearFieldWord(day).allSatisfy { $0 == " " || FaceContent.litMask(.seven, $0) != 0 }, "\(day) is drawable")
        }
        var row = Self.rows[1]
        let year = RowLights(row: row)
        row.yearWord = "THU"
        let lights = RowLights(row: row)
        let start = Field.allCases.prefix { $0 != .year }.reduce(0) { $0 + $1.characterCount }
        #expect(Array(lights.masks[start..<start + 4]) == [0] + "THU".map { FaceContent.litMask(.seven, $0) })
        #expect(lights.masks[..<start] == year.masks[..<start] && lights.masks[(start + 4)...] == year.masks[(start + 4)...], "the rest of the row as it was")
    }

    @Test("display-mode in the settings: full, minimal or room")
    func settingsWord() {
        #expect(DisplayMode.fromSettings("Minimal") == .minimal && DisplayMode.fromSettings("full") == .full)
        #expect(DisplayMode.fromSettings("room") == .room && DisplayMode.fromSettings("dim") == nil)
    }
}
