import DesktopTestSupport
import Foundation
import Testing
@testable import TimeCircuitsCore

/// The tree a screen reader is given, made from the view: the application, the window, the rows.
@Suite("The accessible tree, made from the view")
struct AccessibleTreeTests {
    static let now = ClockViewTests.now

    @Test("the application holds the window, which holds the three rows named as they read, each where its row is drawn")
    func rows() throws {
        let view = ClockFixture.model(at: Self.now).view(at: Self.now)
        let tree = AccessibleTree.of(view, title: "Time Circuits", width: 520, height: 335)
        #expect(tree.role == .application && tree.name == "Time Circuits")
        let window = try #require(tree.children.first)
        #expect(window.role == .frame && window.name == "Time Circuits")
        #expect(window.children.map(\.key) == ["row0", "row1", "row2"])
        #expect(window.children.map(\.role) == [.label, .label, .label])
        #expect(window.children[0].name == "New York, Friday the 27th of November 2026, 9:04 PM")
        let layout = FaceLayout(width: 520, height: 335)
        #expect(window.children.map(\.extents) == layout.rows.map(\.panel))
        // Rows are stacked top to bottom inside the window.
        #expect(window.children[0].extents.y < window.children[1].extents.y && window.children[1].extents.y < window.children[2].extents.y)
        #expect(tree.all.count == 5)
    }

    /// The painter's check mark and the screen reader's check item read one list
    /// (`ContextMenuItem.isCheckable`): with every switch on, exactly the checkable items are
    /// checked, and with every switch off none is.
    @Test("the menu's check marks and the accessible tree's check items come from one list")
    func checkableItemsAreTheCheckedOnes() {
        var on = OverlayPicture.fixture(cities: [], width: 520, height: 335)
        on.shows.windowToggles = Set(WindowToggle.allCases)
        on.shows.displayChecks = Set(DisplayAction.allCases)
        on.shows.variants = Set(FilmVariant.allCases)
        on.shows.startAtLogin = true
        on.shows.exhibition = CivilDateTime(year: 1985, month: 10, day: 26, hour: 1, minute: 21)
        let checkable = Set(ContextMenuItem.allCases.filter(\.isCheckable))
        #expect(Set(ContextMenuItem.allCases.filter(on.isChecked)) == checkable)
        #expect(checkable.contains(.nightMode) && checkable.contains(.borderless) && !checkable.contains(.quit) && !checkable.contains(.brighter))
        let off = OverlayPicture.fixture(cities: [], width: 520, height: 335)
        #expect(ContextMenuItem.allCases.filter(off.isChecked).isEmpty)
    }

    @Test("states travel as AT-SPI's two words: focused is bit 12 of the first, checkable bit 9 of the second")
    func stateWords() {
        #expect(AccessibleState.words([.focused]) == [1 << 12, 0])
        #expect(AccessibleState.words([.checkable, .visible]) == [1 << 30, 1 << 9])
    }

    @Test("the right-click menu: every item in the user's words, checks where on, the highlighted one focused, a click as the pointer's")
    func menu() throws {
        var model = ClockFixture.model(at: Self.now)
        let at = Point(100, 100)
        _ = model.handle(.pointer(.button(3, pressed: true, at: at, root: at)), at: Self.now)
        var tree = AccessibleTree.of(model.view(at: Self.now), title: "Time Circuits", width: 520, height: 335)
        var menu = try #require(tree.children[0].children.first { $0.role == .menu })
        #expect(menu.children.count == ContextMenuItem.allCases.count)
        let quit = try #require(menu.children.first { $0.key == "menu_quit" })
        #expect(quit.role == .menuItem && quit.name == "Quit" && quit.description == "Ctrl+Q")
        let hours = try #require(menu.children.first { $0.key == "menu_twentyFourHour" })
        #expect(hours.role == .checkMenuItem && hours.states.contains(.checkable) && !hours.states.contains(.checked))
        #expect(!menu.children.contains { $0.states.contains(.focused) })

        // Down highlights the first item: it, and only it, is focused.
        _ = model.handle(ClockFixture.key(Keysym.down), at: Self.now)
        tree = AccessibleTree.of(model.view(at: Self.now), title: "Time Circuits", width: 520, height: 335)
        menu = try #require(tree.children[0].children.first { $0.role == .menu })
        #expect(menu.children.filter { $0.states.contains(.focused) }.map(\.key) == ["menu_cities"])

        // The 24-hour item's action is a click on it: the face then reads on the 24-hour clock.
        for input in try #require(hours.actions.first).inputs { _ = model.handle(input, at: Self.now) }
        #expect(model.view(at: Self.now).rows[0].spoken == "New York, Friday the 27th of November 2026, 21:04.")
    }

    @Test("the keys card: its title and a line a key")
    func keysCard() throws {
        var model = ClockFixture.model(at: Self.now)
        _ = model.handle(ClockFixture.key(Keysym.f1), at: Self.now)
        let tree = AccessibleTree.of(model.view(at: Self.now), title: "Time Circuits", width: 520, height: 335)
        let card = try #require(tree.children[0].children.first { $0.key == "keys" })
        #expect(card.role == .panel && !card.name.isEmpty)
        #expect(card.children.contains { $0.name.hasPrefix("Ctrl+T: ") }, "\(card.children.map(\.name))")
    }

    static func tree(_ model: ClockModel, at now: Date = now) -> AccessibleNode {
        AccessibleTree.of(model.view(at: now), title: "Time Circuits", width: 520, height: 335)
    }

    static func focused(_ tree: AccessibleNode) -> [String] {
        tree.all.filter { $0.states.contains(.focused) }.map(\.key)
    }

    @Test("with nothing over the face, its first row has the keyboard while the window is active; the panel takes it and Esc gives it back")
    func faceFocus() throws {
        var model = ClockFixture.model(at: Self.now)
        #expect(Self.focused(Self.tree(model)).isEmpty, "an inactive window has nothing focused")
        _ = model.handle(.focused(true), at: Self.now)
        #expect(Self.focused(Self.tree(model)) == ["row0"])
        #expect(Self.tree(model).all.first { $0.key == "row0" }?.states.contains(.focusable) == true)
        _ = model.handle(ClockFixture.key(Keysym.comma, .control), at: Self.now)
        #expect(Self.focused(Self.tree(model)) == ["panel_city0"])
        _ = model.handle(ClockFixture.key(Keysym.escape), at: Self.now)
        _ = model.handle(ClockFixture.key(Keysym.escape), at: Self.now)
        #expect(Self.focused(Self.tree(model)) == ["row0"])
        _ = model.handle(ClockFixture.key(Keysym.f1), at: Self.now)
        #expect(!Self.focused(Self.tree(model)).contains("row0"), "the keys card has the keyboard")
        _ = model.handle(ClockFixture.key(Keysym.escape), at: Self.now)
        _ = model.handle(ClockFixture.key(Keysym.t, .control), at: Self.now)
        #expect(Self.focused(Self.tree(model)) == ["reading"], "the timer's reading, on the timer's face")
        _ = model.handle(.focused(false), at: Self.now)
        #expect(Self.focused(Self.tree(model)).isEmpty)
    }

    @Test("the settings panel: page tabs with the shown one selected, the cities as list items named with their local time, the selected one focused; Down and Tab move the focus")
    func panel() throws {
        var model = ClockFixture.model(at: Self.now)
        _ = model.handle(ClockFixture.key(Keysym.comma, .control), at: Self.now)
        var tree = Self.tree(model)
        let panel = try #require(tree.children[0].children.first { $0.key == "panel" })
        #expect(panel.role == .panel && panel.name == "CITIES")
        let tabs = try #require(panel.children.first)
        #expect(tabs.role == .pageTabList && tabs.children.allSatisfy { $0.role == .pageTab })
        #expect(tabs.children.filter { $0.states.contains(.selected) }.map(\.name) == ["CITIES"])
        let cities = try #require(panel.children.first { $0.key == "panel_cities" })
        #expect(cities.role == .list)
        #expect(cities.children.map(\.name) == ["New York, United States, 9:04 PM", "London, United Kingdom, 2:04 AM",
                                                "Hong Kong, 10:04 AM"])
        #expect(cities.children.map(\.description).first == "America/New_York, UTC-05:00")
        #expect(Self.focused(tree) == ["panel_city0"])
        let search = try #require(panel.children.first { $0.key == "panel_search" })
        #expect(search.role == .entry && search.text == AccessibleText(text: "", caret: 0) && search.states.contains(.editable))

        _ = model.handle(ClockFixture.key(Keysym.down), at: Self.now)
        tree = Self.tree(model)
        #expect(Self.focused(tree) == ["panel_city1"])
        #expect(tree.all.first { $0.key == "panel_city1" }?.states.contains(.selected) == true)

        _ = model.handle(ClockFixture.key(Keysym.tab), at: Self.now)
        tree = Self.tree(model)
        #expect(tree.all.first { $0.key == "panel" }?.name == "ALARMS")
        #expect(Self.focused(tree) == ["panel_alarm_field"], "no alarms yet: the keyboard types into the field")
        #expect(tree.all.first { $0.key == "panel_alarm_field" }?.role == .entry)
    }

    @Test("typing fills the search entry, with its caret at the end, and puts the focus on the first result; its action adds it")
    func search() throws {
        var model = ClockFixture.model(at: Self.now)
        _ = model.handle(ClockFixture.key(Keysym.comma, .control), at: Self.now)
        _ = model.handle(ClockFixture.key(Keysym.delete), at: Self.now)
        for c in "tokyo" { _ = model.handle(ClockFixture.key(UInt32(c.asciiValue!), text: String(c)), at: Self.now) }
        let tree = Self.tree(model)
        let search = try #require(tree.all.first { $0.key == "panel_search" })
        #expect(search.text == AccessibleText(text: "tokyo", caret: 5))
        let results = try #require(tree.all.first { $0.key == "panel_results" })
        #expect(results.children.first?.name == "Tokyo, Japan")
        #expect(Self.focused(tree) == [try #require(results.children.first).key])
        for input in try #require(results.children.first?.actions.first).inputs { _ = model.handle(input, at: Self.now) }
        let cities = try #require(Self.tree(model).all.first { $0.key == "panel_cities" })
        #expect(cities.children.map(\.name).contains { $0.hasPrefix("Tokyo, Japan, ") }, "\(cities.children.map(\.name))")
    }

    @Test("a city's remove button, done by its action, removes the city and saves the cities without it")
    func removeButton() throws {
        var model = ClockFixture.model(at: Self.now)
        _ = model.handle(ClockFixture.key(Keysym.comma, .control), at: Self.now)
        let button = try #require(Self.tree(model).all.first { $0.key == "panel_city1_remove" })
        #expect(button.role == .pushButton && button.name == "Remove" && button.description.hasPrefix("London, United Kingdom"))
        var effects: [ClockEffect] = []
        for input in try #require(button.actions.first).inputs { effects += model.handle(input, at: Self.now) }
        let saved = effects.compactMap { if case .saveSettings(let change) = $0 { change } else { nil } }
        #expect(!saved.isEmpty, "\(effects)")
        let cities = try #require(Self.tree(model).all.first { $0.key == "panel_cities" })
        #expect(cities.children.map(\.name).map { $0.components(separatedBy: ",")[0] } == ["New York", "Hong Kong"])
    }

    @Test("the theme page: the themes as a list with the shown one selected and focused, the switches as check boxes with their state; a switch's action turns it")
    func themePage() throws {
        var model = ClockFixture.model(at: Self.now)
        _ = model.handle(ClockFixture.key(Keysym.comma, .control), at: Self.now)
        _ = model.handle(ClockFixture.key(Keysym.isoLeftTab, .shift), at: Self.now)
        var tree = Self.tree(model)
        let themes = try #require(tree.all.first { $0.key == "panel_themes" })
        #expect(themes.children.filter { $0.states.contains(.selected) }.map(\.key) == ["panel_theme_prop"])
        #expect(Self.focused(tree) == ["panel_theme_prop"])
        let speak = try #require(tree.all.first { $0.key == "panel_speak_hours" })
        #expect(speak.role == .checkBox && speak.states.contains(.checkable) && !speak.states.contains(.checked))
        for input in try #require(speak.actions.first).inputs { _ = model.handle(input, at: Self.now) }
        tree = Self.tree(model)
        #expect(tree.all.first { $0.key == "panel_speak_hours" }?.states.contains(.checked) == true)
    }

    @Test("news: an alarm ringing is a notification in the window, named in words, for a minute, each new one under a new key")
    func news() throws {
        let start = AlarmModelTests.start
        var model = ClockFixture.model(at: start, settings: AlarmModelTests.alarms(["07:30 daily Work"]), alarmRecord: AlarmRecord(),
                                       announces: true, boot: 100, tick: start)
        #expect(model.view(at: start).news == nil)
        let rang = start.addingTimeInterval(60)
        _ = model.handle(.tick, at: rang, boot: 160)
        let news = try #require(model.view(at: rang).news)
        #expect(news.text == "Alarm ringing: Work")
        let note = try #require(Self.tree(model, at: rang).children[0].children.first { $0.role == .notification })
        #expect(note.key == "news\(news.serial)" && note.name == "Alarm ringing: Work")
        #expect(model.view(at: rang.addingTimeInterval(59)).news == news)
        #expect(model.view(at: rang.addingTimeInterval(News.shownFor)).news == nil)

        // A model nobody listens to keeps no news.
        var quiet = ClockFixture.model(at: start, settings: AlarmModelTests.alarms(["07:30 daily Work"]), alarmRecord: AlarmRecord(),
                                       boot: 100, tick: start)
        _ = quiet.handle(.tick, at: rang, boot: 160)
        #expect(quiet.view(at: rang).news == nil)
    }

    @Test("the alarms page: the field, each alarm an item with its switch and its ×; the switch's action turns the alarm off")
    func alarmsPage() throws {
        var model = ClockFixture.model(at: Self.now, settings: AlarmModelTests.alarms(["07:30 mon-fri Work"]), alarmRecord: AlarmRecord())
        _ = model.handle(ClockFixture.key(Keysym.comma, .control), at: Self.now)
        _ = model.handle(ClockFixture.key(Keysym.tab), at: Self.now)
        var tree = Self.tree(model)
        let alarm = try #require(tree.all.first { $0.key == "panel_alarm0" })
        #expect(alarm.role == .listItem && alarm.name == "7:30 AM, mon-fri, Work")
        #expect(alarm.children.map(\.role) == [.checkBox, .pushButton])
        #expect(Self.focused(tree) == ["panel_alarm0"], "an alarm to act on: the keyboard is on it")
        let toggle = try #require(alarm.children.first)
        #expect(toggle.states.contains(.checked))
        for input in try #require(toggle.actions.first).inputs { _ = model.handle(input, at: Self.now) }
        tree = Self.tree(model)
        #expect(tree.all.first { $0.key == "panel_alarm0_switch" }?.states.contains(.checked) == false)
        #expect(tree.all.first { $0.key == "panel_alarm0" }?.name == "7:30 AM, mon-fri, Work (off)")
    }
}
