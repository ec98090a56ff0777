import TimeCircuitsCore

/// The keys card in the panel's materials: the face dimmed behind a chassis-grey plate, the title
/// on DYMO tape, each key on a small black plate like a display window's, what it does beside it.
extension OverlayPainter {
    /// The card's geometry in this window, its columns as wide as the canvas measures its texts.
    static func keysCardLayout(_ card: KeysCard, in layout: OverlayLayout, measuringOn c: Canvas) -> KeysCardLayout {
        let h = KeysCardLayout.naturalTextHeight
        let keys = card.lines.map { c.textWidth($0.keys, capHeight: h, bold: true) }.max() ?? 0
        let actions = card.actionTexts.map { c.textWidth($0, capHeight: h) }.max() ?? 0
        return KeysCardLayout(card: card, width: layout.width, height: layout.height, scale: layout.scale,
                              keysWidth: keys, actionWidth: actions)
    }

    func paintKeysCard(_ card: KeysCard, on c: Canvas) {
        let l = Self.keysCardLayout(card, in: layout, measuringOn: c)
        c.setColor(RGB(0, 0, 0), alpha: OverlayMetrics.faceDimming)
        c.paint()
        let f = l.frame
        let radius = 5 * s
        c.setColor(RGB(0, 0, 0), alpha: 0.5)
        c.roundedRect(Rect(x: f.minX + 1.5 * s, y: f.minY + 2.5 * s, width: f.width, height: f.height), radius: radius)
        c.fill()
        c.setLinearGradient(Point(0, f.minY), Point(0, f.maxY), [
            (0, Palette.chassis.scaled(1.6), 1), (0.12, Palette.chassis.scaled(1.2), 1), (1, Palette.chassis.scaled(0.9), 1),
        ])
        c.roundedRect(f, radius: radius)
        c.fill()
        c.setColor(RGB(1, 1, 1), alpha: 0.16)
        c.roundedRect(f.insetBy(0.5 * s, 0.5 * s), radius: radius)
        c.stroke(width: 0.8 * s)

        plateBackground(l.title, on: c)
        c.setColor(Palette.labelText)
        c.label(card.title, in: l.title, capHeight: l.titleTextHeight)

        for (row, line) in zip(l.rows, card.lines) {
            let plate = row.keys.insetBy(0, row.keys.height * 0.1)
            c.setColor(RGB(hex: 0x0C0C0D))
            c.roundedRect(plate, radius: 1.6 * s)
            c.fill()
            c.setColor(Palette.amber.tint)
            c.text(line.keys, in: plate.insetBy(l.keysInset, 0), capHeight: l.textHeight, bold: true, align: .right)
            c.setColor(Palette.labelText)
            c.text(line.action, in: row.action, capHeight: l.textHeight)
        }
        c.setColor(Palette.labelText, alpha: 0.55)
        c.text(card.footer, in: l.footer, capHeight: l.textHeight, align: .right)
    }
}
