import TimeCircuitsCore

/// The settings panel's MQTT page: the connection's plate with its lamp lit while connected,
/// the topics, Home Assistant, laid out and painted as the theme page's switches.
extension OverlayPainter {
    func paintMQTTPage(on c: Canvas) {
        let lines = [(overlay.mqttConnectionLine, overlay.mqttConnected), (overlay.mqttTopicsLine, false),
                     (overlay.mqttHomeAssistantLine, overlay.mqttConnected)]
        for (row, (words, lit)) in zip(layout.themeRows, lines) {
            paintSwitchRow(row, on: lit, words: words, on: c)
        }
        c.setColor(Palette.labelText, alpha: 0.45)
        c.text(overlay.words(SettingsOverlay.mqttNote), in: layout.soundRow.frame, capHeight: layout.cityDetailTextHeight)
    }
}
