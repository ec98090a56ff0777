import FoundationEssentials

/// The reminders page of the settings panel, beside the alarms page and in its shape: the list of
/// reminders and a field that reads what is typed as a settings-file reminder line, so
/// `05-12 Mom's birthday` and Enter means here exactly what it means in the file and to
/// `timecircuits remind add`.
///
/// The page shares the alarms' tab, which names it while it shows: → on the alarms page, or a
/// click on that tab while the alarms show, brings it; ← or another click goes back.
///
/// Keys: typing fills the field and Enter adds it (a line that is not a reminder is refused
/// inline, saying what is accepted, and nothing changes); Up/Down select a reminder; Delete
/// removes it; Backspace edits the field; Esc clears the field, then closes. The mouse: a click
/// selects a row, its × removes it.
extension SettingsOverlay {
    public static let remindersTitle = Words.marked("REMINDERS")
    public static let remindersHint = Words.marked("Enter adds · Del removes · ← alarms · Tab theme")
    /// The dates stay the parser's (05-12, 15 monthly): they are what is typed, in every language.
    public var reminderPlaceholder: String { words("Type a reminder, like 05-12 Mom or 15 monthly Rent, then Enter") }
    /// Shown in the list while there are no reminders.
    public var noRemindersText: String { words("No reminders yet. A date (05-12, or 15 monthly), a time if you like, a label.") }
    /// The longest line the field accepts.
    public static let maximumReminderEntryLength = 60

    /// The reminders on screen, with their indices in `reminders`, top to bottom.
    public var visibleReminders: [(index: Int, reminder: Reminder)] {
        let end = min(reminders.count, reminderScroll + layout.alarmRows.count)
        return (reminderScroll..<max(reminderScroll, end)).map { ($0, reminders[$0]) }
    }

    /// Takes `list` as the reminders, as when the settings file changed: the page follows
    /// without a word, keeping the selection where it can.
    public mutating func replaceReminders(_ list: [Reminder]) {
        guard list != reminders else { return }
        reminders = list
        selectedReminder = list.isEmpty ? nil : min(selectedReminder ?? 0, list.count - 1)
        scrollToSelectedReminder()
    }

    /// A key on the reminders page; nil when the page is not showing.
    mutating func handleReminderKey(_ key: OverlayKey) -> [OverlayEffect]? {
        guard page == .reminders else { return nil }
        switch key {
        case .up: moveReminderSelection(by: -1)
        case .down: moveReminderSelection(by: 1)
        case .enter: return addReminderEntry()
        case .delete: return removeReminder(at: selectedReminder)
        case .backspace:
            if !reminderEntry.isEmpty { reminderEntry.removeLast() }
        case .escape:
            if reminderEntry.isEmpty { return close() }
            reminderEntry = ""
        case .text(let text):
            let typed = text.filter { !Self.isControl($0) }
            if !typed.isEmpty { reminderEntry = String((reminderEntry + typed).prefix(Self.maximumReminderEntryLength)) }
        case .left:
            show(.alarms)  // back to the alarms, under the same tab
        case .altUp, .altDown, .ctrlR, .right:
            break  // the cities' keys; the reminders keep the order they were added in
        case .f11, .ctrlQ, .ctrlComma, .ctrlM, .tab, .shiftTab:
            return nil  // handled before the page is asked
        }
        return []
    }

    /// A left click on the reminders page; nil when the page is not showing. The rows are the
    /// alarms page's, so a click on a row's lamp selects it as a click on the row does.
    mutating func handleReminderPress(at point: Point) -> [OverlayEffect]? {
        guard page == .reminders else { return nil }
        guard layout.panel.contains(point) else { return close() }
        switch layout.alarmHit(point) {
        case .remove(let row)?: return removeReminder(at: reminderIndex(onRow: row))
        case .row(let row)?, .toggle(let row)?:
            if let index = reminderIndex(onRow: row) { selectedReminder = index }
        case .field?, nil:
            break
        }
        return []
    }

    mutating func handleReminderWheel(_ notches: Int) -> [OverlayEffect] {
        guard isOpen, menu == nil else { return [] }
        reminderScroll = clampReminderScroll(reminderScroll + notches)
        return []
    }

    /// Keeps the list's scroll valid after the layout changed.
    mutating func relayoutReminders() {
        scrollToSelectedReminder()
    }

    // MARK: Actions

    private mutating func addReminderEntry() -> [OverlayEffect] {
        let line = reminderEntry.trimmingWhitespace()
        guard !line.isEmpty else { return [] }
        switch Reminder.parse(line, words: words) {
        case .failure(let error):
            // The field keeps what was typed, so one wrong word can be fixed rather than retyped.
            message = OverlayMessage(.refusal, Self.reminderSentence(error.message))
            return []
        case .success(let reminder):
            if reminders.contains(reminder) {
                message = OverlayMessage(.refusal, words("%1$s is already a reminder", reminder.text))
                return []
            }
            reminders.append(reminder)
            selectedReminder = reminders.count - 1
            scrollToSelectedReminder()
            reminderEntry = ""
            message = OverlayMessage(.info, words("Added %1$s", reminder.text))
            return [.remindersChanged(reminders)]
        }
    }

    private mutating func removeReminder(at index: Int?) -> [OverlayEffect] {
        guard let index, reminders.indices.contains(index) else { return [] }
        let removed = reminders.remove(at: index)
        selectedReminder = reminders.isEmpty ? nil : min(index, reminders.count - 1)
        reminderScroll = clampReminderScroll(reminderScroll)
        // There is no undo, so say what went, in the words that would bring it back.
        message = OverlayMessage(.info, words("Removed %1$s", removed.text))
        return [.remindersChanged(reminders)]
    }

    private mutating func moveReminderSelection(by step: Int) {
        guard let current = selectedReminder else { return }
        selectedReminder = min(max(current + step, 0), reminders.count - 1)
        scrollToSelectedReminder()
    }

    private func reminderIndex(onRow row: Int) -> Int? {
        let index = reminderScroll + row
        return reminders.indices.contains(index) ? index : nil
    }

    private mutating func scrollToSelectedReminder() {
        if let index = selectedReminder {
            let visible = layout.alarmRows.count
            if index < reminderScroll { reminderScroll = index }
            if index >= reminderScroll + visible { reminderScroll = index - visible + 1 }
        }
        reminderScroll = clampReminderScroll(reminderScroll)
    }

    private func clampReminderScroll(_ offset: Int) -> Int {
        min(max(offset, 0), max(0, reminders.count - layout.alarmRows.count))
    }

    /// The parser's reason as a line on the panel: the page is all reminders, so the parser's
    /// leading "reminder " goes, and the line starts with a capital.
    private static func reminderSentence(_ text: String) -> String {
        let reason = text.hasPrefix("reminder ") ? text.dropFirst("reminder ".count) : Substring(text)
        return reason.prefix(1).uppercased() + reason.dropFirst()
    }
}
