import CCairo
import FoundationEssentials
import TimeCircuitsCore

/// The alarms page: the field an alarm line is typed into, its message line, and one plate per
/// alarm with the face's idiom: an LED lamp in the present row's green (the face's alarm lamp is
/// the present row's minute dot) lit when the alarm is on, the time as the face reads it, the
/// days and the label. A switched-off alarm stays listed with its lamp dark and its words dim.
extension OverlayPainter {
    func paintAlarmsPage(on c: Canvas) {
        paintEntryField(layout.alarmField, text: overlay.alarmEntry, placeholder: overlay.alarmPlaceholder,
                        focused: true, on: c)
        paintMessage(in: layout.alarmMessage, on: c)
        let rows = layout.alarmRows
        let visible = overlay.visibleAlarms
        if visible.isEmpty, let first = rows.first {
            c.setColor(Palette.labelText, alpha: 0.45)
            c.text(overlay.noAlarmsText, in: first.frame.insetBy(6 * s, 0), capHeight: layout.cityDetailTextHeight)
        }
        for (row, item) in zip(rows, visible) {
            paintAlarmRow(row, alarm: item.alarm, selected: overlay.selectedAlarm == item.index, on: c)
        }
        if visible.count < rows.count, let last = rows.last {
            c.setColor(Palette.labelText, alpha: 0.45)
            c.text(overlay.remindersPointer, in: last.frame.insetBy(6 * s, 0), capHeight: layout.cityDetailTextHeight, align: .right)
        }
        if let track = scrollTrack(beside: rows) {
            paintScrollIndicator(in: track, shown: rows.count, total: overlay.alarms.count, offset: overlay.alarmScroll, on: c)
        }
    }

    private func paintAlarmRow(_ row: OverlayAlarmRowLayout, alarm: Alarm, selected: Bool, on c: Canvas) {
        paintListRow(row.frame, selected: selected, lampCenter: row.lamp.center, lit: alarm.enabled,
                     tint: Palette.slots[SettingsOverlay.presentRow], on: c)
        let alpha = alarm.enabled ? 1.0 : 0.45
        c.setColor(Palette.labelText, alpha: alpha)
        c.text(alarm.time.text(cycle: overlay.hourCycle), in: row.time, capHeight: OverlayMetrics.alarmTimeTextHeight * s, bold: true)
        c.setColor(Palette.labelText, alpha: alpha * 0.75)
        c.text(alarm.days.text, in: row.days, capHeight: OverlayMetrics.alarmTextHeight * s)
        c.setColor(Palette.labelText, alpha: alpha * 0.9)
        c.text(alarm.enabled ? alarm.label : [alarm.label, overlay.offText].filter { !$0.isEmpty }.joined(separator: " "),
               in: row.label, capHeight: OverlayMetrics.alarmTextHeight * s)
        paintRemoveButton(row.removeButton, on: c)
    }
}
