import CCairo
import FoundationEssentials
import TimeCircuitsCore

/// The timers page: the alarms page's field, message line and rows. A timer's plate has a lamp
/// in its traffic light's colour, lit while it runs, what is left in the time's column as the
/// timer face's digits say it, its state and its name (and a cycle's phase); a preset's plate,
/// under the timers, has a dark amber lamp (the face's preset plates are amber), its length, its
/// slot, and no ×: it is the timer face's, kept with Ctrl+Shift+1…9.
extension OverlayPainter {
    func paintTimersPage(on c: Canvas) {
        paintEntryField(layout.alarmField, text: overlay.timerEntry, placeholder: overlay.timerPlaceholder, focused: true, on: c)
        paintMessage(in: layout.alarmMessage, on: c)
        let rows = layout.alarmRows
        let visible = overlay.visibleTimerRows
        for (row, item) in zip(rows, visible) {
            paintTimerRow(row, item.row, selected: overlay.selectedTimerRow == item.index, on: c)
        }
        if let track = scrollTrack(beside: rows), let top = visible.first?.index {
            paintScrollIndicator(in: track, shown: rows.count, total: overlay.timerRows.count, offset: top, on: c)
        }
    }

    private func paintTimerRow(_ row: OverlayAlarmRowLayout, _ item: TimerPageRow, selected: Bool, on c: Canvas) {
        let time: String, state: String, name: String, lit: Bool, tint: RowTint
        switch item {
        case .timer(let entry):
            time = overlay.leftText(entry)
            state = overlay.stateText(entry)
            name = overlay.nameText(entry)
            lit = entry.state == "running" || entry.state == "finished" || entry.state == "overtime"
            tint = BigDigitsPainter.tint(TimerPhase.allCases.first { $0.label.lowercased() == entry.light } ?? .green)
        case .preset(let slot, let preset):
            time = TimerDuration.text(preset.duration)
            state = overlay.presetText(slot: slot)
            name = "preset\(slot) …"
            lit = false
            tint = Palette.amber
        }
        paintListRow(row.frame, selected: selected, lampCenter: row.lamp.center, lit: lit, tint: tint, on: c)
        let preset = if case .preset = item { true } else { false }
        c.setColor(Palette.labelText, alpha: preset ? 0.6 : 1)
        c.text(time, in: row.time, capHeight: OverlayMetrics.alarmTimeTextHeight * s, bold: true)
        c.setColor(Palette.labelText, alpha: 0.75)
        c.text(state, in: row.days, capHeight: OverlayMetrics.alarmTextHeight * s)
        c.setColor(Palette.labelText, alpha: preset ? 0.45 : 0.9)
        c.text(name, in: row.label, capHeight: OverlayMetrics.alarmTextHeight * s)
        if case .timer(let entry) = item, entry.number > 1 { paintRemoveButton(row.removeButton, on: c) }
    }
}
