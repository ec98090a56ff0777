import Foundation
import Testing
@testable import TimeCircuitsCore

@Suite("SettingsOverlay")
struct SettingsOverlayTests {
    static let catalogue = CityCatalogue.standard
    /// Twice the natural size, as `timecircuits render` draws by default.
    static let width = 1040, height = 670

    func city(_ id: String) -> City { Self.catalogue.city(id: id)! }

    /// An overlay showing `ids`, opened with Ctrl+comma unless told otherwise.
    func overlay(_ ids: [String] = CityCatalogue.defaultIDs, open: Bool = true) -> OverlayPicture {
        var o = OverlayPicture.fixture(cities: ids.map(city), width: Self.width, height: Self.height,
                                catalogue: Self.catalogue)
        if open { _ = o.follow(.key(.ctrlComma)) }
        return o
    }

    /// Sends events one by one, checking the invariants after each; returns the last effects.
    @discardableResult
    func send(_ o: inout OverlayPicture, _ events: OverlayEvent...) -> [OverlayEffect] {
        var effects: [OverlayEffect] = []
        for event in events {
            effects = o.follow(event)
            checkInvariants(o)
        }
        return effects
    }

    func type(_ o: inout OverlayPicture, _ text: String) {
        send(&o, .key(.text(text)))
    }

    func checkInvariants(_ o: OverlayPicture, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect((o.selectedSlot == nil) == o.cities.isEmpty, sourceLocation: sourceLocation)
        if let slot = o.selectedSlot { #expect(o.cities.indices.contains(slot), sourceLocation: sourceLocation) }
        if let index = o.highlightedResult { #expect(o.results.indices.contains(index), sourceLocation: sourceLocation) }
        #expect((0...o.maxScrollOffset).contains(o.scrollOffset), sourceLocation: sourceLocation)
        #expect(o.cities.count <= CityStore.capacity, sourceLocation: sourceLocation)
        #expect(Set(o.cities.map(\.id)).count == o.cities.count, sourceLocation: sourceLocation)
    }

    func ids(_ o: OverlayPicture) -> [String] { o.cities.map(\.id) }

    func changed(_ effects: [OverlayEffect]) -> [String]? {
        for case .citiesChanged(let cities) in effects { return cities.map(\.id) }
        return nil
    }

    // Points of the layout, in window pixels.
    func row(_ o: OverlayPicture, _ slot: Int) -> Point { o.layout.cityRows[slot].frame.center }
    func remove(_ o: OverlayPicture, _ slot: Int) -> Point { o.layout.cityRows[slot].removeButton.center }
    func result(_ o: OverlayPicture, _ row: Int) -> Point { o.layout.resultRows[row].center }
    func click(_ o: inout OverlayPicture, _ p: Point) -> [OverlayEffect] {
        let pressed = send(&o, .press(.left, at: p))
        let released = send(&o, .release(.left, at: p))
        return pressed + released
    }

    // MARK: Opening and closing

    @Test func ctrlCommaToggles() {
        var o = overlay(open: false)
        #expect(!o.isOpen && !o.capturesInput)
        #expect(send(&o, .key(.ctrlComma)) == [.repaint])
        #expect(o.isOpen && o.capturesInput)
        #expect(send(&o, .key(.ctrlComma)) == [.close, .repaint])
        #expect(!o.isOpen)
    }

    @Test func aClosedOverlayIgnoresEverythingButItsShortcuts() {
        var o = overlay(open: false)
        for event: OverlayEvent in [.key(.up), .key(.delete), .key(.enter), .key(.text("x")), .key(.escape),
                                    .key(.ctrlR), .press(.left, at: Point(500, 300)), .wheel(1, at: Point(500, 300)),
                                    .motion(to: Point(3, 3)), .resize(width: 800, height: 600)] {
            #expect(send(&o, event) == [], "\(event)")
        }
        #expect(ids(o) == CityCatalogue.defaultIDs)
        #expect(send(&o, .key(.f11)) == [.toggleFullscreen])
        #expect(send(&o, .key(.ctrlQ)) == [.quit])
    }

    @Test func opensFresh() {
        var o = overlay()
        type(&o, "par")
        send(&o, .key(.down), .key(.ctrlComma), .key(.ctrlComma))
        #expect(o.query.isEmpty)
        #expect(o.results.count == Self.catalogue.cities.count)
        #expect(o.focus == .cities)
        #expect(o.scrollOffset == 0)
        #expect(o.message == nil)
        #expect(o.selectedSlot != nil)
    }

    // MARK: Keyboard

    @Test func upAndDownMoveThroughTheCitiesThenTheResults() {
        var o = overlay()
        #expect(o.selectedSlot == 0)
        send(&o, .key(.up))
        #expect(o.selectedSlot == 0, "no wrap at the top")
        send(&o, .key(.down), .key(.down))
        #expect(o.selectedSlot == 2 && o.focus == .cities)
        send(&o, .key(.down))
        #expect(o.focus == .results && o.highlightedResult == 0)
        send(&o, .key(.down))
        #expect(o.highlightedResult == 1)
        send(&o, .key(.up), .key(.up))
        #expect(o.focus == .cities && o.selectedSlot == 2)
    }

    @Test func downScrollsTheHighlightIntoView() {
        var o = overlay([])
        let visible = o.layout.visibleResultCount
        for _ in 0..<(visible + 2) { send(&o, .key(.down)) }
        #expect(o.highlightedResult == visible + 1)
        #expect(o.scrollOffset == 2)
        for _ in 0..<(visible + 1) { send(&o, .key(.up)) }
        #expect(o.highlightedResult == 0 && o.scrollOffset == 0)
    }

    @Test func altUpAndDownMoveTheSelectedCity() {
        var o = overlay()
        var effects = send(&o, .key(.altDown))
        #expect(changed(effects) == ["london", "new_york", "hong_kong"])
        #expect(effects.contains(.repaint))
        #expect(o.selectedSlot == 1)
        send(&o, .key(.altDown))
        #expect(ids(o) == ["london", "hong_kong", "new_york"] && o.selectedSlot == 2)
        #expect(send(&o, .key(.altDown)) == [], "already at the bottom")
        effects = send(&o, .key(.altUp))
        #expect(changed(effects) == ["london", "new_york", "hong_kong"])
        #expect(o.selectedSlot == 1)
    }

    @Test func deleteRemovesTheSelectedCity() {
        var o = overlay()
        send(&o, .key(.down))
        let effects = send(&o, .key(.delete))
        #expect(changed(effects) == ["new_york", "hong_kong"])
        #expect(o.selectedSlot == 1, "the city that moved up into the slot is selected")
        send(&o, .key(.delete))
        #expect(ids(o) == ["new_york"] && o.selectedSlot == 0)
        send(&o, .key(.delete))
        #expect(o.cities.isEmpty && o.selectedSlot == nil)
        #expect(send(&o, .key(.delete)) == [])
    }

    @Test(arguments: [
        ("sao", "sao_paulo"), ("São", "sao_paulo"), ("SAO PAULO", "sao_paulo"), ("nyc", "new_york"),
        ("new y", "new_york"), ("hk", "hong_kong"), ("bombay", "mumbai"), ("zur", "zurich"),
        ("tok", "tokyo"), ("calcutta", "kolkata"), ("Asia/Kathmandu", "kathmandu"),
    ])
    func typingHighlightsTheBestMatchFirst(query: String, expected: String) {
        var o = overlay()
        type(&o, query)
        #expect(o.query == query)
        #expect(o.focus == .results)
        #expect(o.highlightedResult == 0)
        #expect(o.results.first?.id == expected)
    }

    @Test func typingSaoHighlightsSaoPaulo() {
        var o = overlay()
        for letter in ["s", "a", "o"] { type(&o, letter) }
        #expect(o.highlightedResult.map { o.results[$0].name } == "São Paulo")
    }

    @Test func enterAddsTheHighlightedResultAndClearsTheSearch() {
        var o = overlay(["new_york", "london"])
        type(&o, "tok")
        let effects = send(&o, .key(.enter))
        #expect(changed(effects) == ["new_york", "london", "tokyo"])
        #expect(o.selectedSlot == 2)
        #expect(o.query.isEmpty && o.focus == .cities)
    }

    @Test func enterOnTheCitiesListDoesNothing() {
        var o = overlay(["new_york"])
        #expect(send(&o, .key(.enter)) == [])
    }

    @Test func aFourthCitySaysWhyInlineAndChangesNothing() {
        var o = overlay()
        type(&o, "tokyo")
        let effects = send(&o, .key(.enter))
        #expect(changed(effects) == nil)
        #expect(effects == [.repaint])
        #expect(o.message?.kind == .refusal)
        #expect(o.message?.text == "Three cities already — remove one first")
        #expect(ids(o) == CityCatalogue.defaultIDs)
        #expect(o.query == "tokyo", "the search stays, so removing one and pressing Enter again works")
        // The next key moves on from the message.
        send(&o, .key(.backspace))
        #expect(o.message == nil)
    }

    @Test func aCityAlreadyShownIsRefused() {
        var o = overlay(["new_york", "london"])
        type(&o, "london")
        let effects = send(&o, .key(.enter))
        #expect(changed(effects) == nil)
        #expect(o.message?.text == "London is already on the clock")
        #expect(o.selectedSlot == 1, "the row that has it is selected")
        #expect(ids(o) == ["new_york", "london"])
    }

    @Test func escapeClearsTheSearchThenCloses() {
        var o = overlay()
        type(&o, "par")
        #expect(send(&o, .key(.escape)) == [.repaint])
        #expect(o.isOpen && o.query.isEmpty && o.focus == .cities)
        #expect(o.results.count == Self.catalogue.cities.count)
        #expect(send(&o, .key(.escape)) == [.close, .repaint])
        #expect(!o.isOpen)
    }

    @Test func ctrlRResetsToTheDefaults() {
        var o = overlay(["tokyo"])
        let effects = send(&o, .key(.ctrlR))
        #expect(changed(effects) == ["new_york", "london", "hong_kong"])
        #expect(o.selectedSlot == 0)
        #expect(o.message == OverlayMessage(.info, "Reset to New York, London, Hong Kong"))
        #expect(changed(send(&o, .key(.ctrlR))) == nil, "nothing to save when already the defaults")
    }

    @Test func backspaceEditsTheSearch() {
        var o = overlay()
        type(&o, "parx")
        send(&o, .key(.backspace))
        #expect(o.query == "par" && o.results.first?.id == "paris")
        send(&o, .key(.backspace), .key(.backspace), .key(.backspace))
        #expect(o.query.isEmpty && o.focus == .cities)
        #expect(send(&o, .key(.backspace)) == [])
    }

    @Test func controlCharactersAreNotTyped() {
        var o = overlay()
        for text in ["\r", "\t", "\u{1B}", "\u{7F}", "\u{8}", "\r\n"] {
            #expect(send(&o, .key(.text(text))) == [], "\(text.unicodeScalars.map(\.value))")
        }
        #expect(o.query.isEmpty)
        type(&o, "a\tb")
        #expect(o.query == "ab")
    }

    @Test func nonASCIITextFromAnInputMethodIsTyped() {
        var o = overlay()
        type(&o, "Zürich")
        #expect(o.query == "Zürich" && o.results.first?.name == "Zürich")
    }

    @Test func theSearchIsCapped() {
        var o = overlay()
        type(&o, String(repeating: "a", count: 100))
        #expect(o.query.count == SettingsOverlay.maximumQueryLength)
    }

    @Test func typingWithNoMatchHighlightsNothing() {
        var o = overlay(["tokyo"])
        type(&o, "hill valley")
        #expect(o.results.isEmpty && o.highlightedResult == nil)
        #expect(send(&o, .key(.enter)) == [])
        send(&o, .key(.up))
        #expect(o.focus == .cities)
    }

    // MARK: Mouse

    @Test func clickSelectsACity() {
        var o = overlay()
        let effects = click(&o, row(o, 2))
        #expect(o.selectedSlot == 2 && o.focus == .cities)
        #expect(changed(effects) == nil)
        #expect(o.drag == nil)
    }

    @Test func clickingAnEmptyRowSelectsNothing() {
        var o = overlay(["tokyo"])
        _ = click(&o, row(o, 2))
        #expect(o.selectedSlot == 0)
    }

    @Test func dragReorders() {
        var o = overlay()
        send(&o, .press(.left, at: row(o, 0)))
        #expect(o.drag?.isActive == false)
        send(&o, .motion(to: row(o, 1)), .motion(to: row(o, 2)))
        #expect(o.drag?.isActive == true)
        #expect(o.drag?.targetSlot == 2)
        let effects = send(&o, .release(.left, at: row(o, 2)))
        #expect(changed(effects) == ["london", "hong_kong", "new_york"])
        #expect(o.selectedSlot == 2)
        #expect(o.drag == nil)
    }

    @Test func dragUpReorders() {
        var o = overlay()
        send(&o, .press(.left, at: row(o, 2)), .motion(to: row(o, 0)))
        #expect(changed(send(&o, .release(.left, at: row(o, 0)))) == ["hong_kong", "new_york", "london"])
    }

    @Test func aShakyClickIsNotADrag() {
        var o = overlay()
        let start = row(o, 0)
        let nudge = Point(start.x + 1, start.y + 2)
        send(&o, .press(.left, at: start), .motion(to: nudge))
        #expect(o.drag?.isActive == false)
        #expect(send(&o, .release(.left, at: nudge)) == [.repaint])
        #expect(ids(o) == CityCatalogue.defaultIDs)
    }

    @Test func dragPastTheLastCityLandsInTheLastOccupiedSlot() {
        var o = overlay(["tokyo", "paris"])
        send(&o, .press(.left, at: row(o, 0)), .motion(to: row(o, 2)))
        #expect(changed(send(&o, .release(.left, at: row(o, 2)))) == ["paris", "tokyo"])
        send(&o, .press(.left, at: row(o, 1)), .motion(to: Point(row(o, 0).x, 0)))
        #expect(changed(send(&o, .release(.left, at: Point(row(o, 0).x, 0)))) == ["tokyo", "paris"])
    }

    @Test func droppingWhereItStartedChangesNothing() {
        var o = overlay()
        let start = row(o, 1)
        send(&o, .press(.left, at: start), .motion(to: row(o, 2)), .motion(to: start))
        #expect(changed(send(&o, .release(.left, at: start))) == nil)
    }

    @Test func theCrossRemoves() {
        var o = overlay()
        let effects = click(&o, remove(o, 1))
        #expect(changed(effects) == ["new_york", "hong_kong"])
        #expect(changed(click(&o, remove(o, 2))) == nil, "slot 2 is empty now")
    }

    @Test func removingAboveTheSelectionKeepsTheSameCitySelected() {
        var o = overlay()
        _ = click(&o, row(o, 2))
        _ = click(&o, remove(o, 0))
        #expect(o.selectedSlot.map { o.cities[$0].id } == "hong_kong")
    }

    @Test func clickingAResultAddsIt() {
        var o = overlay(["new_york"])
        type(&o, "lim")
        let effects = click(&o, result(o, 0))
        #expect(changed(effects) == ["new_york", "lima"])
        #expect(o.query == "lim", "a click keeps the search, for picking another")
        #expect(o.selectedSlot == 1)
    }

    @Test func clickingAResultWhenFullSaysWhy() {
        var o = overlay()
        let effects = click(&o, result(o, 0))
        #expect(changed(effects) == nil)
        #expect(o.message?.text.contains("remove one first") == true)
    }

    @Test func clickingAnEmptyResultRowDoesNothing() {
        var o = overlay(["new_york"])
        type(&o, "tokyo")
        #expect(o.results.count < o.layout.visibleResultCount)
        #expect(changed(click(&o, result(o, o.layout.visibleResultCount - 1))) == nil)
    }

    @Test func clickOutsideThePanelCloses() {
        var o = overlay()
        #expect(click(&o, Point(o.layout.panel.midX, o.layout.panel.midY)) == [], "inside: stays open")
        #expect(o.isOpen)
        let outside = Point(o.layout.panel.minX - 5, o.layout.panel.minY - 5)
        #expect(send(&o, .press(.left, at: outside)) == [.close, .repaint])
        #expect(!o.isOpen)
    }

    @Test func theWheelScrollsResultsAndClamps() {
        var o = overlay()
        let over = result(o, 0)
        send(&o, .wheel(1, at: over))
        #expect(o.scrollOffset == SettingsOverlay.wheelStep)
        #expect(o.visibleResults.first?.index == SettingsOverlay.wheelStep)
        #expect(o.visibleResults.count == o.layout.visibleResultCount)
        send(&o, .wheel(-10, at: over))
        #expect(o.scrollOffset == 0)
        send(&o, .wheel(10_000, at: over))
        #expect(o.scrollOffset == o.maxScrollOffset)
        #expect(o.maxScrollOffset == Self.catalogue.cities.count - o.layout.visibleResultCount)
        #expect(o.visibleResults.last?.index == o.results.count - 1)
        #expect(send(&o, .wheel(1, at: over)) == [], "already at the end: nothing to repaint")
    }

    @Test func aClickAfterScrollingAddsTheRowUnderThePointer() {
        var o = overlay(["new_york"])
        send(&o, .wheel(2, at: result(o, 0)))
        let expected = o.results[o.scrollOffset + 1].id
        #expect(changed(click(&o, result(o, 1))) == ["new_york", expected])
    }

    @Test func aShortListDoesNotScroll() {
        var o = overlay()
        type(&o, "tokyo")
        send(&o, .wheel(3, at: result(o, 0)))
        #expect(o.scrollOffset == 0)
    }

    @Test func resizeRelaysOutAndKeepsTheScrollValid() {
        var o = overlay()
        send(&o, .wheel(10_000, at: result(o, 0)))
        #expect(send(&o, .resize(width: 520, height: 335)) == [.repaint])
        #expect(o.layout == OverlayLayout(width: 520, height: 335))
        #expect(o.scrollOffset == o.maxScrollOffset)
        #expect(send(&o, .resize(width: 520, height: 335)) == [])
    }

    // MARK: Context menu

    @Test func rightClickOpensTheMenu() {
        var o = overlay(open: false)
        let at = Point(100, 1)
        #expect(send(&o, .press(.right, at: at)) == [.repaint])
        #expect(o.menu == ContextMenuState(anchor: at))
        #expect(o.capturesInput)
        let layout = try! #require(o.menuLayout)
        #expect(layout.frame.minX == at.x && layout.frame.minY == at.y)
        #expect(ContextMenuItem.allCases.map { [$0.title, $0.shortcut].filter { !$0.isEmpty }.joined(separator: "  ") } == [
            "Cities…  Ctrl+,", "Movie Mode", "Timer  Ctrl+T", "Stopwatch  Ctrl+S", "Time Travel  T", "Return to Present  R", "Plan a Time…  P", "Speak the Time  S", "Night Mode  N", "Brighter  Ctrl+Up", "Dimmer  Ctrl+Down",
            "24-Hour Clock", "Animations", "Sounds  M", "Beep", "Theme", "Display", "Exhibition", "Part III Date Entry", "Reversed AM/PM", "B-Car Colours",
            "Fullscreen  F11", "Borderless", "Always on Top", "On All Desktops",
            "On the Desktop", "Start at Login", "Quit  Ctrl+Q"])
    }

    @Test func theWindowTogglesAskTheShellToSwitchThem() throws {
        var o = overlay(open: false)
        for (item, toggle) in [(ContextMenuItem.borderless, WindowToggle.borderless), (.onTop, .onTop), (.allDesktops, .allDesktops)] {
            send(&o, .press(.right, at: Point(100, 100)))
            let menu = try #require(o.menuLayout)
            #expect(send(&o, .press(.left, at: try #require(menu.frame(of: item)).center)) == [.toggleWindow(toggle), .repaint])
            #expect(o.menu == nil && !o.isOpen)
        }
        // Only the three toggles carry a check mark.
        #expect(ContextMenuItem.allCases.compactMap(\.toggle) == WindowToggle.allCases)
    }

    @Test func theMenuIsKeyboardNavigable() {
        var o = overlay(open: false)
        send(&o, .press(.right, at: Point(100, 100)), .key(.down))
        #expect(o.menu?.highlighted == .cities)
        send(&o, .key(.down), .key(.down))
        #expect(o.menu?.highlighted == .timer)
        #expect(send(&o, .key(.enter)) == [.display(.toggleTimer), .repaint])
        #expect(o.menu == nil)

        send(&o, .press(.right, at: Point(100, 100)))
        for _ in 0...ContextMenuItem.allCases.firstIndex(of: .fullscreen)! { send(&o, .key(.down)) }
        #expect(o.menu?.highlighted == .fullscreen)
        #expect(send(&o, .key(.enter)) == [.toggleFullscreen, .repaint])
        #expect(o.menu == nil)

        send(&o, .press(.right, at: Point(100, 100)), .key(.up))
        #expect(o.menu?.highlighted == .quit, "Up starts from the bottom")
        send(&o, .key(.down))
        #expect(o.menu?.highlighted == .cities, "wraps around")
        send(&o, .key(.enter))
        #expect(o.isOpen && o.menu == nil)
    }

    @Test func escapeClosesTheMenuOnly() {
        var o = overlay()
        type(&o, "par")
        send(&o, .press(.right, at: Point(100, 100)))
        #expect(send(&o, .key(.escape)) == [.repaint])
        #expect(o.menu == nil && o.isOpen && o.query == "par")
    }

    @Test func theMenuTakesTheKeyboardWhileItShows() {
        var o = overlay()
        send(&o, .press(.right, at: Point(100, 100)))
        #expect(send(&o, .key(.text("x"))) == [])
        #expect(send(&o, .key(.delete)) == [])
        #expect(o.query.isEmpty && ids(o) == CityCatalogue.defaultIDs)
    }

    @Test func clickingMenuItemsActsOnThem() throws {
        var o = overlay(open: false)
        send(&o, .press(.right, at: Point(50, 50)))
        var menu = try #require(o.menuLayout)
        #expect(send(&o, .press(.left, at: try #require(menu.frame(of: .cities)).center)) == [.repaint])
        #expect(o.isOpen && o.menu == nil)

        send(&o, .press(.right, at: Point(50, 50)))
        menu = try #require(o.menuLayout)
        #expect(send(&o, .press(.left, at: try #require(menu.frame(of: .quit)).center)) == [.quit, .repaint])
    }

    @Test func hoveringHighlightsAMenuItem() throws {
        var o = overlay(open: false)
        send(&o, .press(.right, at: Point(50, 50)))
        let menu = try #require(o.menuLayout)
        send(&o, .motion(to: try #require(menu.frame(of: .fullscreen)).center))
        #expect(o.menu?.highlighted == .fullscreen)
    }

    @Test func aClickBesideTheMenuDismissesItOnly() {
        var o = overlay()
        send(&o, .press(.right, at: Point(100, 100)))
        // A press far from the menu, outside the panel too: it closes the menu, not the overlay.
        #expect(send(&o, .press(.left, at: Point(1030, 660))) == [.repaint])
        #expect(o.menu == nil && o.isOpen)
    }

    @Test func ctrlCommaFromTheMenuOpensTheOverlay() {
        var o = overlay(open: false)
        send(&o, .press(.right, at: Point(100, 100)))
        send(&o, .key(.ctrlComma))
        #expect(o.menu == nil && o.isOpen)
    }

    @Test func rightClickOverTheOverlayCancelsADrag() {
        var o = overlay()
        send(&o, .press(.left, at: row(o, 0)), .motion(to: row(o, 2)), .press(.right, at: row(o, 2)))
        #expect(o.drag == nil && o.menu != nil)
        #expect(changed(send(&o, .release(.left, at: row(o, 2)))) == nil)
    }

    // MARK: Row texts

    @Test func cityDetailsShowLocalTimeAndOffset() throws {
        // 1985-10-26 08:21 UTC: New York on daylight time, London still on BST, Kolkata +05:30.
        let instant = try FrozenDate.parse("1985-10-26T08:21:00Z")
        let o = overlay(["new_york", "london", "kolkata"])
        let details = o.cityDetails(at: instant, zones: ShownZones(resolver: .system))
        #expect(details.map(\.localTime) == ["04:21 AM", "09:21 AM", "01:51 PM"])
        #expect(details.map(\.utcOffset) == ["UTC-04:00", "UTC+01:00", "UTC+05:30"])
        #expect(details[0].nameLine == "New York, United States")
        #expect(details[0].detailLine == "America/New_York · 04:21 AM · UTC-04:00")
    }

    @Test func resultsKnowWhichRowAlreadyShowsThem() {
        let o = overlay()
        #expect(o.slot(of: city("london")) == 1)
        #expect(o.slot(of: city("tokyo")) == nil)
    }
}
