import FoundationEssentials

/// The reminders' decisions in a window: their notices where this window rings the alarms (no
/// alarm service can run), the list following the settings file and the panel. The movie
/// face's DESTINATION TIME shows a due reminder whoever gives the notices (`FaceChoices`).
extension ClockModel {
    /// The notices due since the last tick, while this window rings the alarms.
    mutating func reminderTick(at now: Date) -> [ClockEffect] {
        guard ringsAlarms else { return [] }
        return reminderNotices.handle(.check(at: now, zone: face.localZone, cycle: face.display.hourCycle, words: words)).map { event in
            switch event {
            case .noticeDue(let notice): ClockEffect.notify(notice)
            }
        }
    }

    /// The next reminder's minute, while this window gives the notices.
    func reminderWake(after now: Date) -> Date? {
        ringsAlarms ? reminderNotices.nextDue(after: now, zone: face.localZone) : nil
    }

    /// The settings file's reminders changed (an editor, `timecircuits remind`).
    mutating func adoptReminders(_ settings: Settings) {
        _ = clock.handle(.reminders(settings.reminders))
        _ = reminderNotices.handle(.replace(settings.reminders))
    }

    /// The reminders page changed the list: shown and saved at once.
    mutating func changeReminders(_ list: [Reminder]) -> [ClockEffect] {
        _ = clock.handle(.reminders(list))
        _ = reminderNotices.handle(.replace(list))
        return save { $0.reminders = list } + [.repaintOverlay]
    }

    /// The next reminder after `now` in this computer's zone, for the menu's note and `now`.
    public func nextReminder(after now: Date) -> (reminder: Reminder, at: Date)? {
        ReminderList.next(face.reminders, after: face.readouts.instant(atWallClock: now), in: face.localZone)
    }

    /// The next reminder as the menu names it, "Next reminder: MAY 12 Mom's birthday" (the day
    /// it comes next, a monthly one's month included); nil with none.
    public func nextReminderText(at now: Date) -> String? {
        guard let next = nextReminder(after: now), let day = CivilDateTime(instant: next.at, zone: face.localZone) else { return nil }
        let title = [Readout.monthAbbreviations[day.month - 1] + " \(day.day)", next.reminder.label].filter { !$0.isEmpty }.joined(separator: " ")
        return words("Next reminder: %1$s", title)
    }
}
