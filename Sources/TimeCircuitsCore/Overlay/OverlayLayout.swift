/// Named proportions of the settings overlay, in natural points of the face (the 520 × 335 face
/// at scale 1), so the overlay scales with the window exactly as the face does.
public enum OverlayMetrics {
    /// Space between the face's edge and the panel: the dimmed face shows around it, so the panel
    /// reads as part of the clock rather than a separate dialog.
    public static let panelInsetX = 26.0
    public static let panelInsetY = 14.0
    /// Inner margin of the panel.
    public static let padding = 10.0
    /// The "CITIES" plate at the top, and the shortcut hint beside it.
    public static let titleHeight = 18.0
    public static let titleTextHeight = 8.0
    public static let hintTextHeight = 6.0
    /// Vertical space between sections (title, cities, search, results).
    public static let sectionGap = 6.0
    /// One selected city: a swatch in its row's colour, name and country above, zone, local time
    /// and UTC offset below, and a × at the right.
    public static let cityRowHeight = 30.0
    public static let cityRowGap = 3.0
    /// The theme page's gap between rows: smaller than the cities', for its nine rows.
    public static let themeRowGap = 2.0
    public static let swatchWidth = 5.0
    public static let removeButtonSize = 16.0
    public static let cityNameTextHeight = 9.0
    public static let cityDetailTextHeight = 6.5
    /// Gap between a row's parts (swatch, text, ×).
    public static let innerGap = 6.0
    public static let searchHeight = 22.0
    public static let searchTextHeight = 8.5
    /// The inline message line under the search field ("Three cities already — remove one first").
    public static let messageHeight = 13.0
    public static let messageTextHeight = 7.0
    public static let smallGap = 3.0
    public static let resultRowHeight = 17.0
    public static let resultTextHeight = 8.0

    /// The right-click menu.
    public static let menuWidth = 150.0
    /// 14.8, not more: twenty-one entries and the alarm note fit the smallest face (335 px) in one
    /// column; a menu with more takes a second column (`OverlayLayout.contextMenu`).
    public static let menuItemHeight = 14.8
    public static let menuPadding = 4.0
    public static let menuTextHeight = 8.0
    public static let menuTextInset = 8.0
    /// An average character of the note's small type, a little generous: a note longer than the
    /// menu is wide (the alarm service's "cannot wake from sleep") widens the menu rather than
    /// being cut.
    public static let menuNoteCharacterWidth = 5.0
    /// An average character of an item's type (title and shortcut), generous likewise: a language
    /// with long words (German's "Immer im Vordergrund") widens the menu rather than cutting them.
    public static let menuItemCharacterWidth = 5.6
    /// The gap kept between an item's title and its shortcut, and for a check mark, in characters.
    public static let menuItemGapCharacters = 6

    /// How far the pointer must travel, in natural points, before a press on a city row becomes a
    /// drag: a click with a shaky hand must not reorder.
    public static let dragThreshold = 4.0
    /// How much of the face's brightness is taken away under the overlay (0 none, 1 black).
    public static let faceDimming = 0.6
}

/// What is under a point of the overlay panel.
public enum OverlayHit: Sendable, Hashable {
    /// A selected-city row by slot (0 top), whether or not a city fills it.
    case cityRow(Int)
    /// The × of a selected-city row by slot.
    case removeButton(Int)
    case searchField
    /// A result row by its position on screen (0 = top visible row), not by result index.
    case resultRow(Int)
    /// Somewhere else inside the panel.
    case panel
    /// Outside the panel: over the dimmed face or the window's margin.
    case outside
}

/// One selected-city row of the overlay.
public struct OverlayCityRowLayout: Sendable, Hashable {
    /// 0 top (red), 1 middle (green), 2 bottom (amber): the face row this city fills.
    public var slot: Int
    public var frame: Rect
    /// The strip painted in the slot's LED colour, tying the row to the face row it fills.
    public var swatch: Rect
    /// Name and country.
    public var nameLine: Rect
    /// Zone, local time and UTC offset.
    public var detailLine: Rect
    public var removeButton: Rect
}

/// Every rectangle of the settings overlay for one window size, as plain data.
///
/// Like `FaceLayout`, a pure function of the size: the painter draws it, the state machine
/// hit-tests pointer events against it, and tests check it without a display. It is built inside
/// the face's own fitted rectangle with the face's scale, so it scales linearly with the window and
/// stays over the face when the window's shape is not the face's.
public struct OverlayLayout: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// Output pixels per natural point (the face's scale).
    public let scale: Double
    /// The fitted face the overlay dims.
    public let face: Rect
    public let panel: Rect
    /// The "CITIES" title plate and the shortcut hint to its right.
    public let title: Rect
    public let hint: Rect
    /// Always `CityStore.capacity` rows; rows past the selected count are drawn empty.
    public let cityRows: [OverlayCityRowLayout]
    public let searchField: Rect
    public let message: Rect
    /// The whole list area; `resultRows` are its visible rows, top to bottom.
    public let resultsArea: Rect
    public let resultRows: [Rect]

    public init(width: Int, height: Int) {
        let m = OverlayMetrics.self
        // A zero-sized window (possible for a moment during mapping) gets a 1-pixel layout rather
        // than NaNs.
        self.width = max(1, width)
        self.height = max(1, height)
        let faceLayout = FaceLayout(width: self.width, height: self.height)
        let s = faceLayout.scale
        scale = s
        face = faceLayout.face

        let panel = face.insetBy(m.panelInsetX * s, m.panelInsetY * s)
        self.panel = panel
        let inner = panel.insetBy(m.padding * s, m.padding * s)

        // Stacked top to bottom; `y` is the top of the next section.
        var y = inner.minY
        let titleWidth = inner.width * 0.35
        title = Rect(x: inner.minX, y: y, width: titleWidth, height: m.titleHeight * s)
        hint = Rect(x: inner.minX + titleWidth + m.innerGap * s, y: y,
                    width: inner.width - titleWidth - m.innerGap * s, height: m.titleHeight * s)
        y += (m.titleHeight + m.sectionGap) * s

        var rows: [OverlayCityRowLayout] = []
        for slot in 0..<CityStore.capacity {
            let frame = Rect(x: inner.minX, y: y, width: inner.width, height: m.cityRowHeight * s)
            let swatch = Rect(x: frame.minX, y: frame.minY, width: m.swatchWidth * s, height: frame.height)
            let button = m.removeButtonSize * s
            let remove = Rect(x: frame.maxX - m.innerGap * s - button, y: frame.midY - button / 2,
                              width: button, height: button)
            let textX = swatch.maxX + m.innerGap * s
            let textWidth = remove.minX - m.innerGap * s - textX
            rows.append(OverlayCityRowLayout(
                slot: slot, frame: frame, swatch: swatch,
                nameLine: Rect(x: textX, y: frame.minY, width: textWidth, height: frame.height * 0.55),
                detailLine: Rect(x: textX, y: frame.minY + frame.height * 0.55, width: textWidth,
                                 height: frame.height * 0.45),
                removeButton: remove))
            y += m.cityRowHeight * s
            if slot < CityStore.capacity - 1 { y += m.cityRowGap * s }
        }
        cityRows = rows
        y += m.sectionGap * s

        searchField = Rect(x: inner.minX, y: y, width: inner.width, height: m.searchHeight * s)
        y += (m.searchHeight + m.smallGap) * s
        message = Rect(x: inner.minX, y: y, width: inner.width, height: m.messageHeight * s)
        y += (m.messageHeight + m.smallGap) * s

        resultsArea = Rect(x: inner.minX, y: y, width: inner.width, height: inner.maxY - y)
        // Counted in natural points so the count is the same at every scale (no rounding drift).
        let naturalArea = resultsArea.height / s
        let count = max(1, Int((naturalArea + 1e-9) / m.resultRowHeight))
        resultRows = (0..<count).map { i in
            Rect(x: inner.minX, y: y + Double(i) * m.resultRowHeight * s,
                 width: inner.width, height: m.resultRowHeight * s)
        }
    }

    /// What is under `point` in the panel (the context menu is hit-tested separately, since it
    /// floats above everything). The × is tested before its row, since it lies inside it.
    public func hitTest(_ point: Point) -> OverlayHit {
        guard panel.contains(point) else { return .outside }
        for row in cityRows {
            if row.removeButton.contains(point) { return .removeButton(row.slot) }
            if row.frame.contains(point) { return .cityRow(row.slot) }
        }
        if searchField.contains(point) { return .searchField }
        if let index = resultRows.firstIndex(where: { $0.contains(point) }) { return .resultRow(index) }
        return .panel
    }

    /// The slot a dragged row would land in with the pointer at height `y`, among `count`
    /// occupied slots: the row under the pointer, or the nearest end when above or below them.
    public func dropSlot(forY y: Double, count: Int) -> Int {
        guard count > 0 else { return 0 }
        let top = cityRows[0].frame.minY
        let pitch = (OverlayMetrics.cityRowHeight + OverlayMetrics.cityRowGap) * scale
        let slot = Int(((y - top) / pitch).rounded(.down))
        return min(max(slot, 0), count - 1)
    }

    /// The right-click menu opened at `anchor`: down and to the right of the pointer as usual,
    /// flipped to the other side where it would leave the window, and always entirely inside it.
    /// With `note`, one more line above the items holds the note; a long one widens the menu, up
    /// to the window's width. `longestItem` is the most characters an item's title and shortcut
    /// have together in the user's language; its items widen the menu likewise.
    public func contextMenu(at anchor: Point, note: String? = nil, longestItem: Int = 0) -> ContextMenuLayout {
        let m = OverlayMetrics.self
        let items = ContextMenuItem.allCases
        let noteLines = note != nil ? 1.0 : 0
        let noteWidth = Double(note?.count ?? 0) * m.menuNoteCharacterWidth + 2 * m.menuTextInset
        let columnWidth = max(m.menuWidth, Double(longestItem + m.menuItemGapCharacters) * m.menuItemCharacterWidth + 2 * m.menuTextInset)
        // Natural height of a menu `rows` items tall.
        func naturalHeight(rows: Int) -> Double { (Double(rows) + noteLines) * m.menuItemHeight + 2 * m.menuPadding }
        // The items go down a second (third…) column where one would be taller than the window at
        // the face's scale, rather than shrinking their type: the smallest face holds about twenty.
        var columns = 1
        while columns < items.count, naturalHeight(rows: (items.count + columns - 1) / columns) * scale > Double(height) { columns += 1 }
        let rowsPerColumn = (items.count + columns - 1) / columns
        let naturalWidth = max(columnWidth * Double(columns), noteWidth)
        // Drawn smaller only where even the columns would not fit; a long note is cut to the window.
        let s = min(scale, Double(height) / naturalHeight(rows: rowsPerColumn), Double(width) / (columnWidth * Double(columns)))
        let w = min(naturalWidth * s, max(columnWidth * Double(columns) * s, Double(width)))
        let h = naturalHeight(rows: rowsPerColumn) * s
        let windowW = Double(width), windowH = Double(height)
        var x = anchor.x, y = anchor.y
        if x + w > windowW { x = anchor.x - w }
        if y + h > windowH { y = anchor.y - h }
        x = min(max(x, 0), max(0, windowW - w))
        y = min(max(y, 0), max(0, windowH - h))
        let frame = Rect(x: x, y: y, width: w, height: h)
        let itemWidth = w / Double(columns)
        let rows = items.enumerated().map { i, item in
            let column = Double(i / rowsPerColumn), row = Double(i % rowsPerColumn)
            return ContextMenuItemLayout(
                item: item,
                frame: Rect(x: x + column * itemWidth, y: y + (m.menuPadding + (noteLines + row) * m.menuItemHeight) * s,
                            width: itemWidth, height: m.menuItemHeight * s),
                textInset: m.menuTextInset * s)
        }
        let noteRect = note != nil ? Rect(x: x + m.menuTextInset * s, y: y + m.menuPadding * s,
                                   width: w - 2 * m.menuTextInset * s, height: m.menuItemHeight * s) : nil
        return ContextMenuLayout(frame: frame, items: rows, textHeight: m.menuTextHeight * s, note: noteRect, columns: columns)
    }
}

/// What follows from the rectangles at this size: one value, all of it derived.
extension OverlayLayout {
    /// Text cap heights at this size, for the painter.
    public var titleTextHeight: Double { OverlayMetrics.titleTextHeight * scale }
    public var hintTextHeight: Double { OverlayMetrics.hintTextHeight * scale }
    public var cityNameTextHeight: Double { OverlayMetrics.cityNameTextHeight * scale }
    public var cityDetailTextHeight: Double { OverlayMetrics.cityDetailTextHeight * scale }
    public var searchTextHeight: Double { OverlayMetrics.searchTextHeight * scale }
    public var messageTextHeight: Double { OverlayMetrics.messageTextHeight * scale }
    public var resultTextHeight: Double { OverlayMetrics.resultTextHeight * scale }

    /// How many results fit on screen at once; the same at every size, since everything scales.
    public var visibleResultCount: Int { resultRows.count }
}
