import CCairo
import FoundationEssentials
import TimeCircuitsCore

/// The reminders page: the alarms page's field, message line and rows, each row a plate with a
/// lamp in DESTINATION TIME's red (the row a reminder shows on), the day as the face names it
/// (`MAY 12`, or the day of the month), the time, the label (after `monthly` for a monthly one) and a ×.
extension OverlayPainter {
    func paintRemindersPage(on c: Canvas) {
        paintEntryField(layout.alarmField, text: overlay.reminderEntry, placeholder: overlay.reminderPlaceholder,
                        focused: true, on: c)
        paintMessage(in: layout.alarmMessage, on: c)
        let rows = layout.alarmRows
        let visible = overlay.visibleReminders
        if visible.isEmpty, let first = rows.first {
            c.setColor(Palette.labelText, alpha: 0.45)
            c.text(overlay.noRemindersText, in: first.frame.insetBy(6 * s, 0), capHeight: layout.cityDetailTextHeight)
        }
        for (row, item) in zip(rows, visible) {
            paintReminderRow(row, reminder: item.reminder, selected: overlay.selectedReminder == item.index, on: c)
        }
        if let track = scrollTrack(beside: rows) {
            paintScrollIndicator(in: track, shown: rows.count, total: overlay.reminders.count, offset: overlay.reminderScroll, on: c)
        }
    }

    private func paintReminderRow(_ row: OverlayAlarmRowLayout, reminder: Reminder, selected: Bool, on c: Canvas) {
        paintListRow(row.frame, selected: selected, lampCenter: row.lamp.center, lit: true, tint: Palette.slots[0], on: c)
        // A monthly one's `monthly` (the file's word, in every language) goes before its label:
        // beside the time it does not fit a 12-hour time's column.
        let day: String, label: String
        switch reminder.date {
        case .yearly:
            day = reminder.dayTitle
            label = reminder.label
        case .monthly(let d):
            day = "\(d)"
            label = ["monthly", reminder.label].filter { !$0.isEmpty }.joined(separator: " · ")
        }
        let when = reminder.dueTime.text(cycle: overlay.hourCycle)
        c.setColor(Palette.labelText)
        c.text(day, in: row.time, capHeight: OverlayMetrics.alarmTimeTextHeight * s, bold: true)
        c.setColor(Palette.labelText, alpha: 0.75)
        c.text(when, in: row.days, capHeight: OverlayMetrics.alarmTextHeight * s)
        c.setColor(Palette.labelText, alpha: 0.9)
        c.text(label, in: row.label, capHeight: OverlayMetrics.alarmTextHeight * s)
        paintRemoveButton(row.removeButton, on: c)
    }
}
