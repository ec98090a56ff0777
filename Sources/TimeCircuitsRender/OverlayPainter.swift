import CCairo
import FoundationEssentials
import TimeCircuitsCore

/// Paints the city settings overlay and the right-click menu over an already painted face.
///
/// Everything it draws comes from an `OverlayPicture` (the overlay's own state with what it is
/// shown of the clock) and its `OverlayLayout`; it decides nothing. The look borrows from the face so the overlay belongs to it: a chassis-grey
/// panel, DYMO-tape title, black plates and display-window-black fields, each city marked with its
/// row's LED colour.
public struct OverlayPainter {
    public let overlay: OverlayPicture
    /// The instant whose local times the city rows show.
    public let instant: Date
    /// The face's zones, so painting reads no zone file (a city the face lacks is asked of their
    /// resolver).
    public let zones: ShownZones

    public init(overlay: OverlayPicture, instant: Date, zones: ShownZones) {
        self.overlay = overlay
        self.instant = instant
        self.zones = zones
    }

    var layout: OverlayLayout { overlay.layout }
    var s: Double { layout.scale }

    /// Dims the face and draws the panel (when open), then the menu (when showing), then the keys
    /// card (when showing).
    public func paint(on c: Canvas) {
        if overlay.isOpen { paintPanel(on: c) }
        if let menu = overlay.menuLayout { paintMenu(menu, highlighted: overlay.menu?.highlighted, on: c) }
        if let card = overlay.keysCard { paintKeysCard(card, on: c) }
    }

    // MARK: Panel

    private func paintPanel(on c: Canvas) {
        paintChassisPlate(layout.panel, on: c)

        paintTitle(on: c)
        switch overlay.page {
        case .alarms:
            paintAlarmsPage(on: c)
            return
        case .reminders:
            paintRemindersPage(on: c)
            return
        case .timers:
            paintTimersPage(on: c)
            return
        case .theme:
            paintThemePage(on: c)
            return
        case .mqtt:
            paintMQTTPage(on: c)
            return
        case .time:
            paintTimePage(on: c)
            return
        case .cities:
            break
        }
        paintCityRows(on: c)
        paintSearchField(on: c)
        paintMessage(on: c)
        paintResults(on: c)
    }

    /// The page tabs, DYMO plates side by side: the shown page's plate lit, the others dim, so
    /// the title says where you are and that there are other pages; the hint fills the rest.
    private func paintTitle(on c: Canvas) {
        for tab in layout.pageTabs {
            let shown = tab.page == overlay.page.tab
            plateBackground(tab.frame, on: c)
            if !shown {
                c.setColor(RGB(0, 0, 0), alpha: 0.45)
                c.roundedRect(tab.frame, radius: tab.frame.height * 0.18)
                c.fill()
            }
            c.setColor(Palette.labelText, alpha: shown ? 1 : 0.45)
            c.label(overlay.tabTitle(tab.page), in: tab.frame, capHeight: layout.titleTextHeight)
        }
        c.setColor(Palette.labelText, alpha: 0.62)
        c.text(overlay.hintText, in: layout.tabbedHint, capHeight: layout.hintTextHeight, align: .right)
    }

    /// The face dimmed, and over it a chassis-grey plate with a drop shadow and a machined edge:
    /// the settings panel's and the keys card's.
    func paintChassisPlate(_ p: Rect, on c: Canvas) {
        c.setColor(RGB(0, 0, 0), alpha: OverlayMetrics.faceDimming)
        c.paint()
        let radius = 5 * s
        c.setColor(RGB(0, 0, 0), alpha: 0.5)
        c.roundedRect(Rect(x: p.minX + 1.5 * s, y: p.minY + 2.5 * s, width: p.width, height: p.height), radius: radius)
        c.fill()
        c.setLinearGradient(Point(0, p.minY), Point(0, p.maxY), [
            (0, Palette.chassis.scaled(1.6), 1), (0.12, Palette.chassis.scaled(1.2), 1), (1, Palette.chassis.scaled(0.9), 1),
        ])
        c.roundedRect(p, radius: radius)
        c.fill()
        c.setColor(RGB(1, 1, 1), alpha: 0.16)
        c.roundedRect(p.insetBy(0.5 * s, 0.5 * s), radius: radius)
        c.stroke(width: 0.8 * s)
    }

    /// A row of a list page (alarms, themes): a plate, outlined in `tint` when `selected`, with
    /// its lamp at `lampCenter`: a dark bezel, the gel dull when off, lit with a soft bloom and a
    /// gleam when on.
    func paintListRow(_ frame: Rect, selected: Bool, lampCenter: Point, lit: Bool, tint: RowTint, on c: Canvas) {
        plateBackground(frame, on: c)
        if selected {
            c.setColor(tint.tint, alpha: 0.85)
            c.roundedRect(frame.insetBy(0.6 * s, 0.6 * s), radius: frame.height * 0.16)
            c.stroke(width: 1.1 * s)
        }
        let lamp = Circle(center: lampCenter, radius: OverlayMetrics.alarmLampSize / 2 * s)
        c.setColor(Palette.seamShadow, alpha: 0.85)
        c.circle(Circle(center: lamp.center, radius: lamp.radius * 1.45))
        c.fill()
        guard lit else {
            c.setColor(tint.ghost.scaled(1.3))
            c.circle(lamp)
            c.fill()
            return
        }
        c.setRadialGradient(Circle(center: lamp.center, radius: lamp.radius * 0.8),
                            Circle(center: lamp.center, radius: lamp.radius * 2.4), [
            (0, tint.tint, 0.5), (1, tint.tint, 0),
        ])
        c.circle(Circle(center: lamp.center, radius: lamp.radius * 2.4))
        c.fill()
        c.setColor(tint.tint)
        c.circle(lamp)
        c.fill()
        c.setColor(RGB(1, 1, 1), alpha: 0.7)
        c.circle(Circle(center: Point(lamp.center.x - lamp.radius * 0.2, lamp.center.y - lamp.radius * 0.25), radius: lamp.radius * 0.35))
        c.fill()
    }

    func plateBackground(_ r: Rect, on c: Canvas) {
        c.setLinearGradient(Point(0, r.minY), Point(0, r.maxY), [
            (0, Palette.labelPlate.scaled(1.9), 1), (0.25, Palette.labelPlate, 1), (1, Palette.labelPlate.scaled(0.7), 1),
        ])
        c.roundedRect(r, radius: r.height * 0.18)
        c.fill()
    }

    /// Movie mode's rows, each tied to its face row by colour: the destination and how to type
    /// one, the present's city, and the film cycle.
    private func paintMovieRows(on c: Canvas) {
        for (row, text) in zip(layout.cityRows, overlay.movie.rows(overlay.shows.words)) {
            let tint = Palette.slots[row.slot]
            plateBackground(row.frame, on: c)
            if overlay.selectedSlot == row.slot, overlay.focus == .cities {
                c.setColor(tint.tint, alpha: 0.85)
                c.roundedRect(row.frame.insetBy(0.6 * s, 0.6 * s), radius: row.frame.height * 0.16)
                c.stroke(width: 1.1 * s)
            }
            var swatch = row.swatch.insetBy(1.2 * s, 3 * s)
            swatch.x += 1.5 * s
            c.setColor(tint.tint)
            c.roundedRect(swatch, radius: swatch.width / 2)
            c.fill()
            c.setColor(Palette.labelText)
            c.text(text.name, in: row.nameLine, capHeight: layout.cityNameTextHeight, bold: true)
            c.setColor(Palette.labelText, alpha: 0.62)
            c.text(text.detail, in: row.detailLine, capHeight: layout.cityDetailTextHeight)
            if row.slot == SettingsOverlay.presentRow, overlay.movie.presentCity != nil { paintRemoveButton(row.removeButton, on: c) }
            if row.slot == SettingsOverlay.destinationRow, overlay.movie.departure != nil { paintRemoveButton(row.removeButton, on: c) }
        }
    }

    private func paintCityRows(on c: Canvas) {
        if overlay.mode == .movie { paintMovieRows(on: c); return }
        let details = overlay.cityDetails(at: instant, zones: zones)
        let drag = overlay.drag.flatMap { $0.isActive ? $0 : nil }
        for row in layout.cityRows {
            let tint = Palette.slots[row.slot]
            var source = row.slot
            // While dragging, the dragged row follows the pointer and the others show the order
            // that a release would give.
            if let drag {
                var order = Array(details.indices)
                order.insert(order.remove(at: drag.slot), at: drag.targetSlot)
                source = row.slot < order.count ? order[row.slot] : row.slot
                if source == drag.slot { continue }
            }
            paintCityRow(row, frame: row.frame, tint: tint, detail: source < details.count ? details[source] : nil,
                         selected: overlay.selectedSlot == row.slot && drag == nil, on: c)
        }
        if let drag, drag.slot < details.count {
            let row = layout.cityRows[drag.slot]
            var frame = row.frame
            frame.y += drag.pointer.y - drag.start.y
            var moved = row
            let dy = frame.y - row.frame.y
            moved.frame = frame
            moved.nameLine.y += dy; moved.detailLine.y += dy; moved.swatch.y += dy; moved.removeButton.y += dy
            c.setColor(RGB(0, 0, 0), alpha: 0.5)
            c.roundedRect(Rect(x: frame.minX + 2 * s, y: frame.minY + 3 * s, width: frame.width, height: frame.height), radius: 3 * s)
            c.fill()
            paintCityRow(moved, frame: frame, tint: Palette.slots[drag.targetSlot], detail: details[drag.slot],
                         selected: true, on: c)
        }
    }

    private func paintCityRow(_ row: OverlayCityRowLayout, frame: Rect, tint: RowTint, detail: OverlayCityDetails?,
                              selected: Bool, on c: Canvas) {
        plateBackground(frame, on: c)
        if selected {
            c.setColor(tint.tint, alpha: 0.85)
            c.roundedRect(frame.insetBy(0.6 * s, 0.6 * s), radius: frame.height * 0.16)
            c.stroke(width: 1.1 * s)
        }
        // The swatch is a strip of the row's LED: lit when the row shows a city, ghost when dark.
        var swatch = row.swatch.insetBy(1.2 * s, 3 * s)
        swatch.x += 1.5 * s
        c.setColor(detail == nil ? tint.ghost.scaled(1.4) : tint.tint)
        c.roundedRect(swatch, radius: swatch.width / 2)
        c.fill()
        guard let detail else {
            c.setColor(Palette.labelText, alpha: 0.35)
            c.text(overlay.emptySlotText, in: row.nameLine.insetBy(0, 0).offsetBy(dy: row.frame.height * 0.2),
                   capHeight: layout.cityDetailTextHeight)
            return
        }
        c.setColor(Palette.labelText)
        c.text(detail.nameLine, in: row.nameLine, capHeight: layout.cityNameTextHeight, bold: true)
        c.setColor(Palette.labelText, alpha: 0.62)
        c.text(detail.detailLine, in: row.detailLine, capHeight: layout.cityDetailTextHeight)
        paintRemoveButton(row.removeButton, on: c)
    }

    func paintRemoveButton(_ r: Rect, on c: Canvas) {
        let circle = Circle(center: r.center, radius: r.width / 2)
        c.setColor(RGB(1, 1, 1), alpha: 0.1)
        c.circle(circle)
        c.fill()
        c.setColor(Palette.labelText, alpha: 0.85)
        let k = r.width * 0.2
        c.moveTo(Point(r.midX - k, r.midY - k)); c.lineTo(Point(r.midX + k, r.midY + k))
        c.moveTo(Point(r.midX + k, r.midY - k)); c.lineTo(Point(r.midX - k, r.midY + k))
        c.stroke(width: 1.2 * s)
    }

    private func paintSearchField(on c: Canvas) {
        paintEntryField(layout.searchField, text: overlay.query, placeholder: overlay.placeholderText,
                        focused: overlay.focus == .results || !overlay.query.isEmpty, on: c)
        // Until something is typed, the field's far end names the page → turns to, where the
        // placeholder leaves room for it (a long language's movie-mode placeholder may not).
        let pointer = overlay.timePagePointer
        let room = layout.searchField.width - 20 * s - c.textWidth(overlay.placeholderText, capHeight: layout.searchTextHeight)
        if overlay.query.isEmpty, c.textWidth(pointer, capHeight: layout.cityDetailTextHeight) <= room {
            c.setColor(Palette.labelText, alpha: 0.4)
            c.text(pointer, in: layout.searchField.insetBy(8 * s, 0), capHeight: layout.cityDetailTextHeight, align: .right)
        }
    }

    /// A text field: display-window black, as the LED windows on the face, with a green caret
    /// after what is typed (where typing goes) or a dim placeholder saying what to type.
    func paintEntryField(_ f: Rect, text: String, placeholder: String, focused: Bool, on c: Canvas) {
        c.setColor(Palette.seamShadow)
        c.roundedRect(f.insetBy(-0.8 * s, -0.8 * s), radius: 2 * s)
        c.fill()
        c.setColor(RGB(hex: 0x0C0C0D))
        c.roundedRect(f, radius: 1.6 * s)
        c.fill()
        let textBox = f.insetBy(6 * s, 0)
        if text.isEmpty {
            c.setColor(Palette.labelText, alpha: 0.38)
            c.text(placeholder, in: textBox, capHeight: layout.searchTextHeight)
        } else {
            c.setColor(Palette.labelText)
            let w = c.text(text, in: textBox, capHeight: layout.searchTextHeight)
            let x = textBox.minX + w + 1.5 * s
            c.setColor(Palette.green.tint, alpha: focused ? 0.9 : 0.5)
            c.rect(Rect(x: x, y: f.midY - layout.searchTextHeight * 0.75, width: 1.2 * s, height: layout.searchTextHeight * 1.5))
            c.fill()
        }
    }

    private func paintMessage(on c: Canvas) {
        paintMessage(in: layout.message, on: c)
    }

    /// The overlay's one-line answer to the last action: a refusal in bold amber, news dimmer.
    func paintMessage(in box: Rect, on c: Canvas) {
        guard let m = overlay.message else { return }
        let color = m.kind == .refusal ? Palette.amber.tint : Palette.labelText
        c.setColor(color, alpha: m.kind == .refusal ? 1 : 0.75)
        let line = box.insetBy(2 * s, 0)
        let bold = m.kind == .refusal
        // A refusal says what is accepted at its end, so a long one is set smaller rather than cut,
        // down to three quarters of the size; beyond that it is cut as any text is.
        var size = layout.messageTextHeight
        // Hinted glyphs do not scale exactly, so the size is stepped down until the line fits.
        while size > layout.messageTextHeight * 0.75, c.textWidth(m.text, capHeight: size, bold: bold) > line.width {
            size -= layout.messageTextHeight * 0.03
        }
        c.text(m.text, in: line, capHeight: size, bold: bold)
    }

    private func paintResults(on c: Canvas) {
        let rows = layout.resultRows
        let visible = overlay.visibleResults
        if visible.isEmpty, !overlay.query.isEmpty {
            c.setColor(Palette.labelText, alpha: 0.5)
            c.text(overlay.words("No city matches “%1$s”", overlay.query), in: rows[0].insetBy(6 * s, 0), capHeight: layout.resultTextHeight)
        }
        for (rect, item) in zip(rows, visible) {
            let highlighted = overlay.highlightedResult == item.index
            if highlighted {
                c.setColor(RGB(1, 1, 1), alpha: overlay.focus == .results ? 0.14 : 0.07)
                c.roundedRect(rect.insetBy(0, 0.6 * s), radius: 2 * s)
                c.fill()
            }
            let inner = rect.insetBy(6 * s, 0)
            // A city already on the face carries its row's colour.
            if let slot = overlay.slot(of: item.city) {
                c.setColor(Palette.slots[slot].tint)
                c.circle(Circle(center: Point(inner.minX + 2 * s, inner.midY), radius: 2 * s))
                c.fill()
            }
            let textBox = Rect(x: inner.minX + 8 * s, y: inner.minY, width: inner.width * 0.5, height: inner.height)
            c.setColor(Palette.labelText, alpha: highlighted ? 1 : 0.88)
            let w = c.text(item.city.name, in: textBox, capHeight: layout.resultTextHeight, bold: true)
            c.setColor(Palette.labelText, alpha: 0.55)
            c.text(item.city.country, in: Rect(x: textBox.minX + w + 5 * s, y: inner.minY,
                                               width: max(0, inner.width * 0.62 - w - 13 * s), height: inner.height),
                   capHeight: layout.resultTextHeight * 0.85)
            c.text(item.city.zone, in: Rect(x: inner.minX + inner.width * 0.62, y: inner.minY,
                                            width: inner.width * 0.38, height: inner.height),
                   capHeight: layout.resultTextHeight * 0.85, align: .right)
        }
        if let first = rows.first, let last = rows.last {
            let track = Rect(x: layout.resultsArea.maxX - 1.6 * s, y: first.minY, width: 1.6 * s, height: last.maxY - first.minY)
            paintScrollIndicator(in: track, shown: rows.count, total: overlay.results.count, offset: overlay.scrollOffset, on: c)
        }
    }

    /// A thin scroll indicator in `track` when a list of `total` items is longer than the
    /// `shown` on screen from `offset`; nothing when it all shows. The results, the alarms and
    /// the reminders have it.
    func paintScrollIndicator(in track: Rect, shown: Int, total: Int, offset: Int, on c: Canvas) {
        guard total > shown else { return }
        let thumbH = max(6 * s, track.height * Double(shown) / Double(total))
        let thumbY = track.minY + (track.height - thumbH) * Double(offset) / Double(total - shown)
        c.setColor(RGB(1, 1, 1), alpha: 0.22)
        c.roundedRect(Rect(x: track.minX, y: thumbY, width: track.width, height: thumbH), radius: track.width / 2)
        c.fill()
    }

    /// The scroll track beside a page's list rows (the alarms', the reminders').
    func scrollTrack(beside rows: [OverlayAlarmRowLayout]) -> Rect? {
        guard let first = rows.first, let last = rows.last else { return nil }
        return Rect(x: first.frame.maxX + 2 * s, y: first.frame.minY, width: 1.6 * s, height: last.frame.maxY - first.frame.minY)
    }

    // MARK: Menu

    private func paintMenu(_ menu: ContextMenuLayout, highlighted: ContextMenuItem?, on c: Canvas) {
        let f = menu.frame
        c.setColor(RGB(0, 0, 0), alpha: 0.5)
        c.roundedRect(Rect(x: f.minX + 1.5 * s, y: f.minY + 2.5 * s, width: f.width, height: f.height), radius: 3 * s)
        c.fill()
        c.setLinearGradient(Point(0, f.minY), Point(0, f.maxY), [
            (0, Palette.chassis.scaled(1.7), 1), (1, Palette.chassis.scaled(1.1), 1),
        ])
        c.roundedRect(f, radius: 3 * s)
        c.fill()
        c.setColor(RGB(1, 1, 1), alpha: 0.18)
        c.roundedRect(f.insetBy(0.5 * s, 0.5 * s), radius: 3 * s)
        c.stroke(width: 0.8 * s)
        // Between columns, a groove like the one round the plate's edge.
        if menu.columns > 1, let top = menu.items.first?.frame.minY {
            let columnWidth = f.width / Double(menu.columns)
            c.setColor(RGB(1, 1, 1), alpha: 0.12)
            for k in 1..<menu.columns {
                let x = f.minX + Double(k) * columnWidth
                c.moveTo(Point(x, top + 2 * s))
                c.lineTo(Point(x, f.maxY - 4 * s))
            }
            c.stroke(width: 0.8 * s)
        }
        if let box = menu.note, let note = overlay.menuNoteShown {
            if overlay.menu?.refusal != nil {
                // A refusal (the room condition without a broker): the panel's amber, in the
                // note's regular weight, which the menu's width is worked out for.
                c.setColor(Palette.amber.tint)
                c.text(note, in: box, capHeight: menu.textHeight * 0.8)
            } else {
                // Information, not an item: dimmer, and never highlighted.
                c.setColor(Palette.labelText, alpha: 0.55)
                c.text(note, in: box, capHeight: menu.textHeight * 0.8)
            }
        }
        for item in menu.items {
            if item.item == highlighted {
                c.setColor(Palette.red.tint, alpha: 0.75)
                c.roundedRect(item.frame.insetBy(1.5 * s, 0.8 * s), radius: 2 * s)
                c.fill()
            }
            let box = item.frame.insetBy(item.textInset, 0)
            c.setColor(item.item == highlighted ? RGB(1, 1, 1) : Palette.labelText)
            c.text(overlay.title(of: item.item), in: box, capHeight: menu.textHeight)
            let checked = overlay.isChecked(item.item)
            if checked {
                c.text("✓", in: box, capHeight: menu.textHeight, align: .right)
            }
            c.setColor(item.item == highlighted ? RGB(1, 1, 1) : Palette.labelText, alpha: 0.6)
            // A checked item's shortcut steps left of its check mark instead of under it.
            let shortcutBox = checked ? Rect(x: box.minX, y: box.minY, width: box.width - 1.6 * menu.textHeight,
                                             height: box.height) : box
            c.text(item.item.shortcut, in: shortcutBox, capHeight: menu.textHeight * 0.9, align: .right)
        }
    }
}

extension Rect {
    func offsetBy(dx: Double = 0, dy: Double = 0) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
}
