import FoundationEssentials

/// The replica's display mode chosen by hand: the menu's Display entry, the theme page's row,
/// `ctl display-mode` and D-Bus, and MQTT's `DISPLAY_…` words all come here, so each shows the
/// same face and saves the same line (`display-mode =`) through the settings' merge.
extension ClockModel {
    /// Why `mode` cannot be shown now, in one line; nil when it can. The room condition reads
    /// MQTT: without a broker in the settings it has nothing to show.
    func displayModeRefusal(_ mode: DisplayMode) -> String? {
        mode == .room && saved?.mqtt.broker == nil ? ReplicaDisplay.noBrokerReason : nil
    }

    /// Shows the face in `mode` and saves it as the user's choice; a refused mode changes
    /// nothing (the caller has said why). The rows change at once, as a theme's look does.
    mutating func chooseDisplayMode(_ mode: DisplayMode, at now: Date) -> [ClockEffect] {
        guard displayModeRefusal(mode) == nil, face.display.displayMode != mode else { return [] }
        _ = clock.handle(.displayMode(mode))
        return save { $0.display.displayMode = mode } + relayout(at: now) + [.repaintOverlay]
    }
}
