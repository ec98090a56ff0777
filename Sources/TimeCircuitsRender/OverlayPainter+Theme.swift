import TimeCircuitsCore

/// The settings panel's theme page: one plate a theme, the one showing outlined and its lamp
/// lit, as the alarms page lights an alarm that is on.
extension OverlayPainter {
    func paintThemePage(on c: Canvas) {
        for (row, theme) in zip(layout.themeRows, ThemeName.allCases) {
            paintThemeRow(row, theme: theme, shown: theme == overlay.theme, on: c)
        }
        c.setColor(Palette.labelText, alpha: 0.45)
        c.text(SettingsOverlay.themeNote, in: layout.themeNote, capHeight: layout.cityDetailTextHeight)
    }

    private func paintThemeRow(_ row: OverlayThemeRowLayout, theme: ThemeName, shown: Bool, on c: Canvas) {
        // The prop's red, the colour of the face's top row, marks the choice on every page.
        let tint = Palette.slots[0]
        plateBackground(row.frame, on: c)
        if shown {
            c.setColor(tint.tint, alpha: 0.85)
            c.roundedRect(row.frame.insetBy(0.6 * s, 0.6 * s), radius: row.frame.height * 0.16)
            c.stroke(width: 1.1 * s)
        }
        let lamp = Circle(center: row.lamp.center, radius: OverlayMetrics.alarmLampSize / 2 * s)
        c.setColor(Palette.seamShadow, alpha: 0.85)
        c.circle(Circle(center: lamp.center, radius: lamp.radius * 1.45))
        c.fill()
        if shown {
            c.setRadialGradient(Circle(center: lamp.center, radius: lamp.radius * 0.8),
                                Circle(center: lamp.center, radius: lamp.radius * 2.4), [
                (0, tint.tint, 0.5), (1, tint.tint, 0),
            ])
            c.circle(Circle(center: lamp.center, radius: lamp.radius * 2.4))
            c.fill()
            c.setColor(tint.tint)
        } else {
            c.setColor(tint.ghost.scaled(1.3))
        }
        c.circle(lamp)
        c.fill()
        c.setColor(Palette.labelText, alpha: shown ? 1 : 0.8)
        c.text(theme.title, in: row.nameLine, capHeight: layout.cityNameTextHeight, bold: true)
        c.setColor(Palette.labelText, alpha: 0.62)
        c.text(SettingsOverlay.blurb(theme), in: row.detailLine, capHeight: layout.cityDetailTextHeight)
    }
}
