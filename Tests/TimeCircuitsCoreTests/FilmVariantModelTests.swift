import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore

/// Exhibition mode and the films' variants in the model: what the rows hold, what the colon and
/// the loop do, what a trip does, what the menu switches and saves, and part III's fill.
@Suite("Exhibition mode and the films' variants in the model")
struct FilmVariantModelTests {
    static let utc = Zone(identifier: "UTC")!
    static let t0 = Date(timeIntervalSince1970: 1_795_000_000.3)
    static let held = CivilDateTime(year: 1985, month: 10, day: 26, hour: 1, minute: 21)!

    static func lines(_ m: ClockModel, at now: Date) -> [String] {
        m.face.rows(at: now).map { $0.readout?.line ?? "" }
    }

    /// Clicks `item` in a menu opened at the top left; the settings it saved.
    static func click(_ item: ContextMenuItem, _ m: inout ClockModel, at now: Date) throws -> [Settings] {
        _ = m.handle(.pointer(.button(3, pressed: true, at: Point(10, 10), root: Point(10, 10))), at: now)
        let frame = try #require(m.panel.menuLayout?.frame(of: item))
        let effects = m.handle(.pointer(.button(1, pressed: true, at: frame.center, root: frame.center)), at: now)
            + m.handle(.pointer(.button(1, pressed: false, at: frame.center, root: frame.center)), at: now)
        return effects.compactMap { if case .saveSettings(let c) = $0 { c.mine } else { nil } }
    }

    @Test("world mode: each city shows the exhibition's instant, read in PRESENT TIME's zone, an hour later too")
    func worldRowsHold() {
        let m = ClockFixture.model(at: Self.t0, settings: { $0.exhibition = Self.held }, mode: .world)
        let expected = ["OCT 25 1985  09:21 PM", "OCT 26 1985  02:21 AM", "OCT 26 1985  09:21 AM"]
        #expect(Self.lines(m, at: Self.t0) == expected)
        #expect(Self.lines(m, at: Self.t0.addingTimeInterval(3600)) == expected)
        #expect(m.face.readouts == .frozen(Self.held.instant(in: Self.utc)))
    }

    @Test("the colon keeps its beat and the loop still sleeps until its next edge, not the next frame")
    func colonRuns() {
        let m = ClockFixture.model(at: Self.t0, settings: { $0.exhibition = Self.held }, mode: .world)
        let lit = m.face.colonLevel(at: Self.t0), dim = m.face.colonLevel(at: Self.t0.addingTimeInterval(0.5))
        #expect(lit != dim)
        let wake = m.nextWake(after: Self.t0, colonHandedOff: false)
        #expect(wake.map { $0.timeIntervalSince(Self.t0) > 0.1 && $0.timeIntervalSince(Self.t0) <= 0.2 + 1e-6 } == true, "\(String(describing: wake))")
    }

    @Test("movie mode: PRESENT TIME holds the exhibition; T travels and PRESENT TIME holds the destination; R brings the exhibition back")
    func movieRows() {
        var m = ClockFixture.model(at: Self.t0, settings: { $0.exhibition = Self.held }, mode: .movie)
        #expect(Self.lines(m, at: Self.t0) == ["NOV 05 1955  06:00 AM", "OCT 26 1985  01:21 AM", "OCT 26 1985  01:20 AM"])
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.t)), at: Self.t0)
        let later = Self.t0.addingTimeInterval(600)
        #expect(Self.lines(m, at: later) == ["NOV 05 1955  06:00 AM", "NOV 05 1955  06:00 AM", "OCT 26 1985  01:21 AM"])
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.r)), at: later)
        #expect(Self.lines(m, at: later.addingTimeInterval(600))[1] == "OCT 26 1985  01:21 AM")
    }

    @Test("--frozen-date wins over the exhibition for its run")
    func frozenWins() throws {
        let frozen = try FrozenDate.parse("2015-10-21T16:29Z")
        let m = ClockFixture.model(at: Self.t0, settings: { $0.exhibition = Self.held }, mode: .world,
                                   overrides: LaunchOverrides(frozen: frozen, noIntro: true))
        #expect(m.face.readouts == .frozen(frozen))
        #expect(!m.face.exhibits)
    }

    @Test("the menu's Exhibition entry: names the time and is checked; a click stops it and saves; again, holds the minute showing")
    func menuExhibition() throws {
        var m = ClockFixture.model(at: Self.t0, settings: { $0.exhibition = Self.held }, mode: .world)
        #expect(m.panel.title(of: .exhibition) == "Exhibition: 1985-10-26 01:21")
        #expect(m.panel.isChecked(.exhibition))
        let off = try Self.click(.exhibition, &m, at: Self.t0)
        #expect(off.map(\.exhibition) == [nil])
        #expect(m.face.readouts == .live && !m.panel.isChecked(.exhibition))
        #expect(m.panel.title(of: .exhibition) == "Exhibition")
        let on = try Self.click(.exhibition, &m, at: Self.t0)
        let minute = CivilDateTime(instant: Self.t0, zone: Self.utc)
        #expect(on.map(\.exhibition) == [minute])
        #expect(Self.lines(m, at: Self.t0.addingTimeInterval(7200)) == Self.lines(m, at: Self.t0))
    }

    @Test("another program writes exhibition = …: the face holds it at once, and the menu says so")
    func adoptsFile() {
        var m = ClockFixture.model(at: Self.t0, mode: .world)
        var edited = Settings.defaults()
        edited.exhibition = Self.held
        _ = m.handle(.settingsChanged(edited), at: Self.t0)
        #expect(Self.lines(m, at: Self.t0)[1] == "OCT 26 1985  02:21 AM")
        #expect(m.panel.isChecked(.exhibition))
    }

    @Test("each variant's menu entry: checked when on, a click switches the look and saves only that key", arguments: FilmVariant.allCases)
    func menuVariant(_ variant: FilmVariant) throws {
        var m = ClockFixture.model(at: Self.t0, mode: .world)
        let item = try #require(ContextMenuItem.allCases.first { $0.filmVariant == variant })
        #expect(!m.panel.isChecked(item))
        let saved = try Self.click(item, &m, at: Self.t0)
        #expect(saved.map(\.display.variants) == [[variant]])
        #expect(m.panel.isChecked(item) && m.face.display.variants == [variant])
        let off = try Self.click(item, &m, at: Self.t0)
        #expect(off.map(\.display.variants) == [[]])
    }

    @Test("the B-car swaps the top and bottom rows' gels, not their roles; reversed lamps swap the lamps and their words")
    func looks() {
        var p = DisplayPreferences()
        let plain = p.look
        p.variants = [.bCar]
        #expect(p.look.rows == [plain.rows[2], plain.rows[1], plain.rows[0]])
        #expect(!p.look.reversedLamps)
        p.variants = [.reversedLamps]
        #expect(p.look.reversedLamps && p.look.rows == plain.rows)
        let row = FaceLayout(width: 520, height: 335).rows[0], reversed = row.lampsReversed
        #expect(reversed.pmLamp == row.amLamp && reversed.amLamp == row.pmLamp)
        #expect(reversed.amLabel.text == "PM" && reversed.pmLabel.text == "AM")
        #expect(reversed.amLabel.rect == row.amLabel.rect, "the plates stay where they are")
        #expect(row.amLamp.center.y < row.pmLamp.center.y, "part 1: AM on top")
    }

    @Test("part III's fill: dark, then the month's letters, then each digit left to right, the lamp with the hour, then the clock")
    func partThreeFill() throws {
        var m = ClockFixture.model(at: Self.t0, settings: { $0.display.variants = [.partThreeEntry] }, mode: .movie)
        for d in "090218850800" { _ = m.handle(.key(KeyPress(baseKeysym: Keysym.digits.lowerBound + UInt32(d.wholeNumberValue!))), at: Self.t0) }
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.returnKey)), at: Self.t0)
        func row(_ t: TimeInterval) -> RowLights? {
            if case .animation(let frame, _) = m.frame(at: Self.t0.addingTimeInterval(t)).picture { frame.rows[0] } else { nil }
        }
        let full = RowLights(readout: CivilDateTime(year: 1885, month: 9, day: 2, hour: 8, minute: 0)!.readout())
        #expect(row(0.1)?.masks.allSatisfy { $0 == 0 } == true, "dark first")
        let month = try #require(row(DateEntrySequence.darkLead + 0.01))
        #expect(Array(month.masks.prefix(3)) == Array(full.masks.prefix(3)) && month.masks.dropFirst(3).allSatisfy { $0 == 0 })
        let lit = (0..<11).map { step in
            row(DateEntrySequence.darkLead + (Double(step) + 0.5) * DateEntrySequence.step)!.masks.filter { $0 != 0 }.count
        }
        #expect(lit == lit.sorted() && lit.last == full.masks.filter { $0 != 0 }.count, "\(lit)")
        let beforeHour = try #require(row(DateEntrySequence.darkLead + 6.5 * DateEntrySequence.step))
        let withHour = try #require(row(DateEntrySequence.darkLead + 7.5 * DateEntrySequence.step))
        #expect(beforeHour.am == 0 && withHour.am == full.am && full.am == 1)
        #expect(row(DateEntrySequence.duration + 0.05) == nil, "the clock again")
        #expect(Self.lines(m, at: Self.t0)[0] == "SEP 02 1885  08:00 AM")
    }

    @Test("part III's fill is ended by any key, and without the variant Enter shows the date at once")
    func partThreeEnds() {
        var m = ClockFixture.model(at: Self.t0, settings: { $0.display.variants = [.partThreeEntry] }, mode: .movie)
        for d in "1026" { _ = m.handle(.key(KeyPress(baseKeysym: Keysym.digits.lowerBound + UInt32(d.wholeNumberValue!))), at: Self.t0) }
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.returnKey)), at: Self.t0)
        _ = m.handle(.key(KeyPress(baseKeysym: Keysym.n)), at: Self.t0.addingTimeInterval(0.3))
        if case .animation = m.frame(at: Self.t0.addingTimeInterval(0.31)).picture { Issue.record("N ended nothing") }
        var plain = ClockFixture.model(at: Self.t0, mode: .movie)
        for d in "1026" { _ = plain.handle(.key(KeyPress(baseKeysym: Keysym.digits.lowerBound + UInt32(d.wholeNumberValue!))), at: Self.t0) }
        _ = plain.handle(.key(KeyPress(baseKeysym: Keysym.returnKey)), at: Self.t0)
        if case .animation = plain.frame(at: Self.t0.addingTimeInterval(0.3)).picture { Issue.record("the first film's Enter animates") }
    }
}
