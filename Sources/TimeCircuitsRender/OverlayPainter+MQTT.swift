import TimeCircuitsCore

/// The settings panel's MQTT page: the connection's plate with its lamp lit while connected,
/// the topics, Home Assistant, laid out as the theme page's rows.
extension OverlayPainter {
    func paintMQTTPage(on c: Canvas) {
        let rows = layout.themeRows
        let lines = [(overlay.mqttConnectionLine, overlay.mqttConnected), (overlay.mqttTopicsLine, false),
                     (overlay.mqttHomeAssistantLine, overlay.mqttConnected)]
        for (row, (words, lit)) in zip(rows, lines) {
            // The present row's green, as the theme page's switches: on is green.
            paintListRow(row.frame, selected: false, lampCenter: row.lamp.center, lit: lit,
                         tint: Palette.slots[SettingsOverlay.presentRow], on: c)
            c.setColor(Palette.labelText, alpha: lit ? 1 : 0.8)
            c.text(words.name, in: row.nameLine, capHeight: layout.cityNameTextHeight, bold: true)
            c.setColor(Palette.labelText, alpha: 0.62)
            c.text(words.detail, in: row.detailLine, capHeight: layout.cityDetailTextHeight)
        }
        c.setColor(Palette.labelText, alpha: 0.45)
        c.text(SettingsOverlay.mqttNote, in: layout.soundRow.frame, capHeight: layout.cityDetailTextHeight)
    }
}
