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
    public static let remindersHint = Words.marked("Enter adds · Del removes · ← alarms · Tab timers")
    /// The longest line the field accepts.
    public static let maximumReminderEntryLength = 60

    /// What is typed in the reminders page's field, read as a settings-file reminder line on Enter.
    public var reminderEntry: String { cursors.reminders.entry }

    /// A key on the reminders page; nil when the page is not showing.
    mutating func handleReminderKey(_ key: OverlayKey, _ shows: OverlayShows) -> [OverlayEffect]? {
        guard page == .reminders else { return nil }
        switch key {
        case .up: moveReminderSelection(by: -1, shows)
        case .down: moveReminderSelection(by: 1, shows)
        case .enter: return addReminderEntry(shows)
        case .delete: return removeReminder(at: cursors.reminders.selected(count: shows.reminders.count), shows)
        case .backspace:
            if !cursors.reminders.entry.isEmpty { _ = cursors.handle(.cursor(.reminders, .type(String(cursors.reminders.entry.dropLast())))) }
        case .escape:
            if cursors.reminders.entry.isEmpty { return close() }
            _ = cursors.handle(.cursor(.reminders, .type("")))
        case .text(let text):
            let typed = text.filter { !Self.isControl($0) }
            if !typed.isEmpty {
                _ = cursors.handle(.cursor(.reminders, .type(String((cursors.reminders.entry + typed).prefix(Self.maximumReminderEntryLength)))))
            }
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
    mutating func handleReminderPress(at point: Point, _ shows: OverlayShows) -> [OverlayEffect]? {
        guard page == .reminders else { return nil }
        guard layout.panel.contains(point) else { return close() }
        switch layout.alarmHit(point) {
        case .remove(let row)?: return removeReminder(at: reminderIndex(onRow: row, shows), shows)
        case .row(let row)?, .toggle(let row)?:
            if let index = reminderIndex(onRow: row, shows) { _ = cursors.handle(.cursor(.reminders, .pick(index))) }
        case .field?, nil:
            break
        }
        return []
    }

    mutating func handleReminderWheel(_ notches: Int, _ shows: OverlayShows) -> [OverlayEffect] {
        guard isOpen, menu == nil else { return [] }
        _ = cursors.handle(.cursor(.reminders, .scroll(by: notches, count: shows.reminders.count, visible: layout.alarmRows.count)))
        return []
    }

    // MARK: Actions

    private mutating func addReminderEntry(_ shows: OverlayShows) -> [OverlayEffect] {
        let words = shows.words
        let line = cursors.reminders.entry.trimmingWhitespace()
        guard !line.isEmpty else { return [] }
        switch Reminder.parse(line, words: words) {
        case .failure(let error):
            // The field keeps what was typed, so one wrong word can be fixed rather than retyped.
            message = OverlayMessage(.refusal, Self.reminderSentence(error.message))
            return []
        case .success(let reminder):
            var reminders = shows.reminders
            if reminders.contains(reminder) {
                message = OverlayMessage(.refusal, words("%1$s is already a reminder", reminder.text))
                return []
            }
            reminders.append(reminder)
            _ = cursors.handle(.cursor(.reminders, .choose(reminders.count - 1, count: reminders.count, visible: layout.alarmRows.count)))
            _ = cursors.handle(.cursor(.reminders, .type("")))
            message = OverlayMessage(.info, words("Added %1$s", reminder.text))
            return [.remindersChanged(reminders)]
        }
    }

    private mutating func removeReminder(at index: Int?, _ shows: OverlayShows) -> [OverlayEffect] {
        var reminders = shows.reminders
        guard let index, reminders.indices.contains(index) else { return [] }
        let removed = reminders.remove(at: index)
        _ = cursors.handle(.cursor(.reminders, .pick(index)))
        _ = cursors.handle(.cursor(.reminders, .scroll(by: 0, count: reminders.count, visible: layout.alarmRows.count)))
        // There is no undo, so say what went, in the words that would bring it back.
        message = OverlayMessage(.info, shows.words("Removed %1$s", removed.text))
        return [.remindersChanged(reminders)]
    }

    private mutating func moveReminderSelection(by step: Int, _ shows: OverlayShows) {
        guard let current = cursors.reminders.selected(count: shows.reminders.count) else { return }
        _ = cursors.handle(.cursor(.reminders, .choose(current + step, count: shows.reminders.count, visible: layout.alarmRows.count)))
    }

    private func reminderIndex(onRow row: Int, _ shows: OverlayShows) -> Int? {
        let index = cursors.reminders.scroll(count: shows.reminders.count, visible: layout.alarmRows.count) + row
        return shows.reminders.indices.contains(index) ? index : nil
    }

    /// The parser's reason as a line on the panel: the page is all reminders, so the parser's
    /// leading "reminder " goes, and the line starts with a capital.
    private static func reminderSentence(_ text: String) -> String {
        let reason = text.hasPrefix("reminder ") ? text.dropFirst("reminder ".count) : Substring(text)
        return reason.prefix(1).uppercased() + reason.dropFirst()
    }
}

extension OverlayPicture {
    /// The dates stay the parser's (05-12, 15 monthly): they are what is typed, in every language.
    public var reminderPlaceholder: String { words("Type a reminder, like 05-12 Mom or 15 monthly Rent, then Enter") }
    /// Shown in the list while there are no reminders.
    public var noRemindersText: String { words("No reminders yet. A date (05-12, or 15 monthly), a time if you like, a label.") }

    /// The reminder Up/Down and Delete act on; nil exactly when there are none.
    public var selectedReminder: Int? { overlay.cursors.reminders.selected(count: shows.reminders.count) }
    /// Index of the first reminder on screen.
    public var reminderScroll: Int {
        overlay.cursors.reminders.scroll(count: shows.reminders.count, visible: overlay.layout.alarmRows.count)
    }

    /// The reminders on screen, with their indices in `reminders`, top to bottom.
    public var visibleReminders: [(index: Int, reminder: Reminder)] {
        let end = min(shows.reminders.count, reminderScroll + overlay.layout.alarmRows.count)
        return (reminderScroll..<max(reminderScroll, end)).map { ($0, shows.reminders[$0]) }
    }
}
