import Testing
@testable import TimeCircuitsCore

@Suite("OverlayLayout")
struct OverlayLayoutTests {
    /// Every rectangle of a layout, for checks that must hold for all of them.
    func allRects(_ l: OverlayLayout) -> [Rect] {
        [l.panel, l.title, l.hint, l.searchField, l.message, l.resultsArea] + l.resultRows
            + l.cityRows.flatMap { [$0.frame, $0.swatch, $0.nameLine, $0.detailLine, $0.removeButton] }
    }

    func scaled(_ r: Rect, _ k: Double) -> Rect {
        Rect(x: r.x * k, y: r.y * k, width: r.width * k, height: r.height * k)
    }

    func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6
            && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    @Test(arguments: [2.0, 3.0, 6.0])
    func scalesLinearlyWithTheWindow(k: Double) {
        let small = OverlayLayout(width: 520, height: 335)
        let big = OverlayLayout(width: Int(520 * k), height: Int(335 * k))
        #expect(abs(big.scale - small.scale * k) < 1e-9)
        #expect(big.visibleResultCount == small.visibleResultCount)
        for (a, b) in zip(allRects(small), allRects(big)) {
            #expect(close(scaled(a, k), b), "\(a) × \(k) ≠ \(b)")
        }
        #expect(abs(big.cityNameTextHeight - small.cityNameTextHeight * k) < 1e-9)
        let menuSmall = small.contextMenu(at: Point(10, 10))
        let menuBig = big.contextMenu(at: Point(10 * k, 10 * k))
        #expect(close(scaled(menuSmall.frame, k), menuBig.frame))
    }

    @Test(arguments: [(520, 335), (1040, 670), (3840, 2160), (300, 900), (1200, 200), (64, 41), (0, 0)])
    func everythingIsInsideTheWindowAndTheFace(width: Int, height: Int) {
        let l = OverlayLayout(width: width, height: height)
        let window = Rect(x: 0, y: 0, width: Double(l.width), height: Double(l.height))
        #expect(window.contains(l.face))
        for r in allRects(l) {
            #expect(l.panel.contains(r), "\(r) outside the panel \(l.panel)")
            #expect(r.width >= 0 && r.height >= 0)
        }
        #expect(l.face.contains(l.panel))
        #expect(l.visibleResultCount >= 1)
        for anchor in [Point(0, 0), Point(window.maxX, window.maxY), Point(window.midX, window.maxY - 1),
                       Point(-50, 9999)] {
            // With a note line too: every item stays in the window however many there are.
            for menu in [l.contextMenu(at: anchor), l.contextMenu(at: anchor, note: "Next alarm: Fri 7:30 AM")] {
                #expect(window.contains(menu.frame), "menu at \(anchor): \(menu.frame)")
                for item in menu.items { #expect(menu.frame.contains(item.frame)) }
            }
        }
    }

    @Test func sectionsAreStackedWithoutOverlap() {
        let l = OverlayLayout(width: 1040, height: 670)
        let stack = [l.title] + l.cityRows.map(\.frame) + [l.searchField, l.message, l.resultsArea]
        for (upper, lower) in zip(stack, stack.dropFirst()) {
            #expect(upper.maxY <= lower.minY + 1e-9, "\(upper) overlaps \(lower)")
        }
        for (upper, lower) in zip(l.resultRows, l.resultRows.dropFirst()) {
            #expect(abs(upper.maxY - lower.minY) < 1e-9)
        }
        #expect(l.resultRows.last!.maxY <= l.resultsArea.maxY + 1e-9)
        #expect(l.cityRows.count == CityStore.capacity)
        for row in l.cityRows {
            #expect(row.frame.contains(row.removeButton))
            #expect(row.swatch.maxX < row.nameLine.minX)
            #expect(row.nameLine.maxX < row.removeButton.minX)
        }
    }

    @Test func aWindowOfAnotherShapeKeepsTheOverlayOnTheFace() {
        // Twice as wide as the face wants: the face is centred with chassis either side, and the
        // overlay sits on the face, not stretched over the margins.
        let l = OverlayLayout(width: 1340, height: 335)
        #expect(l.face.minX == 410)
        #expect(l.panel.minX > l.face.minX && l.panel.maxX < l.face.maxX)
        #expect(l == OverlayLayout(width: 1340, height: 335))
    }

    @Test func hitTestingFindsTheRightTargets() {
        let l = OverlayLayout(width: 1040, height: 670)
        for row in l.cityRows {
            #expect(l.hitTest(row.frame.center) == .cityRow(row.slot))
            #expect(l.hitTest(row.nameLine.center) == .cityRow(row.slot))
            #expect(l.hitTest(row.removeButton.center) == .removeButton(row.slot))
            #expect(l.hitTest(row.swatch.center) == .cityRow(row.slot))
        }
        #expect(l.hitTest(l.searchField.center) == .searchField)
        for (i, r) in l.resultRows.enumerated() {
            #expect(l.hitTest(r.center) == .resultRow(i))
        }
        #expect(l.hitTest(l.title.center) == .panel)
        #expect(l.hitTest(l.message.center) == .panel)
        #expect(l.hitTest(Point(l.panel.minX - 1, l.panel.midY)) == .outside)
        #expect(l.hitTest(Point(l.panel.midX, l.panel.maxY + 1)) == .outside)
        #expect(l.hitTest(Point(2, 2)) == .outside)
    }

    @Test func dropSlotFollowsThePointerAndClamps() {
        let l = OverlayLayout(width: 1040, height: 670)
        for row in l.cityRows {
            #expect(l.dropSlot(forY: row.frame.midY, count: 3) == row.slot)
        }
        #expect(l.dropSlot(forY: 0, count: 3) == 0)
        #expect(l.dropSlot(forY: 10_000, count: 3) == 2)
        #expect(l.dropSlot(forY: l.cityRows[2].frame.midY, count: 2) == 1)
        #expect(l.dropSlot(forY: 300, count: 0) == 0)
    }

    @Test func theMenuOpensAtThePointerAndFlipsAtTheEdges() {
        let l = OverlayLayout(width: 1040, height: 670)
        // Near the top: the twenty-two entries take nearly the whole height.
        let menu = l.contextMenu(at: Point(100, 2))
        #expect(menu.frame.minX == 100 && menu.frame.minY == 2)
        #expect(menu.items.map(\.item) == ContextMenuItem.allCases)
        #expect(menu.item(at: menu.items[4].frame.center) == .timeTravel)
        #expect(menu.item(at: Point(menu.frame.midX, menu.frame.minY + 1)) == nil, "the top padding")
        let corner = l.contextMenu(at: Point(1030, 668))
        #expect(corner.frame.maxX == 1030 && corner.frame.maxY == 668, "opens up and to the left")
    }

    @Test("a note longer than the menu widens it to hold the note, never past the window; a short one leaves its width")
    func aLongNoteWidensTheMenu() {
        let l = OverlayLayout(width: 520, height: 335)
        let plain = l.contextMenu(at: Point(10, 10), note: "Next alarm: Fri 7:30 AM")
        // Longer than the two columns the smallest face's menu takes are wide.
        let longNote = "Next alarm: Fri 7:30 AM · cannot wake from sleep · Next reminder: MAY 12 Mom's birthday"
        let long = l.contextMenu(at: Point(10, 10), note: longNote)
        #expect(plain.frame.width == l.contextMenu(at: Point(10, 10)).frame.width)
        #expect(long.frame.width > plain.frame.width)
        #expect(long.note!.width >= Double(longNote.count) * OverlayMetrics.menuNoteCharacterWidth * l.scale)
        let huge = l.contextMenu(at: Point(10, 10), note: String(repeating: "x", count: 400))
        #expect(huge.frame.width <= 520 && huge.frame.minX >= 0)
    }
}
