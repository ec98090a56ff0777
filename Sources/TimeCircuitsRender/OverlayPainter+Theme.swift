import TimeCircuitsCore

/// The settings panel's theme page: one plate a theme, the one showing outlined and its lamp
/// lit, as the alarms page lights an alarm that is on.
extension OverlayPainter {
    func paintThemePage(on c: Canvas) {
        for (row, theme) in zip(layout.themeRows, ThemeName.allCases) {
            paintThemeRow(row, theme: theme, shown: theme == overlay.theme, on: c)
        }
        paintSwitchRow(layout.soundRow, on: overlay.displayChecks.contains(.toggleSounds), words: overlay.soundLine, on: c)
        paintSwitchRow(layout.speakRow, on: overlay.speakHours, words: overlay.speakLine, on: c)
        paintSwitchRow(layout.loginRow, on: overlay.startAtLogin, words: overlay.loginLine, on: c)
        paintSwitchRow(layout.nightRow, on: overlay.isNight, words: overlay.nightLine, on: c)
        // Lit while the replica shows one of its own displays rather than the three rows.
        paintSwitchRow(layout.displayModeRow, on: overlay.displayMode != .full, words: overlay.displayModeLine,
                       refusal: overlay.message?.kind == .refusal, on: c)
    }

    /// A switch's row (and the MQTT page's): the alarms' green lamp, lit while it is on, as on the alarms page.
    /// `refusal`: the second line says why something was refused, in the panel's bold amber.
    func paintSwitchRow(_ row: OverlayThemeRowLayout, on: Bool, words: (name: String, detail: String), refusal: Bool = false,
                        on c: Canvas) {
        paintListRow(row.frame, selected: false, lampCenter: row.lamp.center, lit: on,
                     tint: Palette.slots[SettingsOverlay.presentRow], on: c)
        c.setColor(Palette.labelText, alpha: on ? 1 : 0.8)
        c.text(words.name, in: row.nameLine, capHeight: layout.cityNameTextHeight, bold: true)
        if refusal { c.setColor(Palette.amber.tint) } else { c.setColor(Palette.labelText, alpha: 0.62) }
        c.text(words.detail, in: row.detailLine, capHeight: layout.cityDetailTextHeight, bold: refusal)
    }

    private func paintThemeRow(_ row: OverlayThemeRowLayout, theme: ThemeName, shown: Bool, on c: Canvas) {
        // The prop's red, the colour of the face's top row, marks the choice on every page.
        paintListRow(row.frame, selected: shown, lampCenter: row.lamp.center, lit: shown, tint: Palette.slots[0], on: c)
        c.setColor(Palette.labelText, alpha: shown ? 1 : 0.8)
        c.text(theme.title, in: row.nameLine, capHeight: layout.cityNameTextHeight, bold: true)
        c.setColor(Palette.labelText, alpha: 0.62)
        c.text(overlay.blurb(theme), in: row.detailLine, capHeight: layout.cityDetailTextHeight)
    }
}
