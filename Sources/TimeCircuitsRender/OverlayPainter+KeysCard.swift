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
        paintChassisPlate(l.frame, on: c)
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
