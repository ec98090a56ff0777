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
        _ = model.handle(try #require(hours.actions.first).input, at: Self.now)
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
}
