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
}
