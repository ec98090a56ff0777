import FoundationEssentials

/// The settings panel's pages. Tab goes to the next, round to the first, and Shift+Tab to the one
/// before; a click on a page's tab shows that page.
public enum OverlayPage: Sendable, Hashable, CaseIterable {
    /// The cities (in movie mode, the movie's rows): the page Ctrl+comma opens on.
    case cities
    /// The time the face shows (`SettingsOverlay+Time`): exhibition mode and a departure
    /// waiting, under the cities' tab, which names it while it shows.
    case time
    /// The alarms.
    case alarms
    /// The reminders (`SettingsOverlay+Reminders`), under the alarms' tab, which names them
    /// while they show.
    case reminders
    /// The timers (`SettingsOverlay+Timers`): each with what is left and its state, a field to
    /// add one, and the timer face's presets.
    case timers
    /// The face's look (`SettingsOverlay+Theme`).
    case theme
    /// The MQTT link to the props and Home Assistant: its state (`SettingsOverlay+MQTT`), under
    /// the theme's tab, which names it while it shows.
    case mqtt

    /// The tab that stands for this page: its own, the alarms' for the reminders, the cities'
    /// for the time, the theme's for the MQTT link.
    public var tab: OverlayPage {
        switch self {
        case .reminders: .alarms
        case .time: .cities
        case .mqtt: .theme
        default: self
        }
    }
}

/// The alarms page of the settings panel: the list of alarms and a field that reads what is
/// typed as a settings-file alarm line, so `07:30 mon-fri Work` and Enter means here exactly what
/// it means in the file and to `timecircuits alarm add`.
///
/// Keys: typing fills the field and Enter adds it (a line that is not an alarm is refused inline,
/// saying what is accepted, and nothing changes); Up/Down select an alarm; Space switches the
/// selected one on or off while the field is empty (once something is typed, Space is a space in
/// the label); Delete removes the selected alarm; Backspace edits the field; Esc clears the field,
/// then closes. The mouse: a click selects a row, its lamp switches it, its × removes it.
extension SettingsOverlay {
    public static let alarmsTitle = Words.marked("ALARMS")
    public static let alarmsHint = Words.marked("Enter adds · Space on/off · Del removes · Tab timers")
    /// The longest line the field accepts; a time, days and a label fit well inside it.
    public static let maximumAlarmEntryLength = 60

    /// What is typed in the alarms page's field, read as a settings-file alarm line on Enter.
    public var alarmEntry: String { cursors.alarms.entry }

    /// The page `step` places on (Tab 1, Shift+Tab −1), round at the ends: the tabs' pages, so
    /// Tab from the reminders goes on as from the alarms (→ and ← go between those two).
    mutating func switchPage(by step: Int) -> [OverlayEffect] {
        let pages = OverlayPage.allCases.filter { $0.tab == $0 }
        show(pages[(pages.firstIndex(of: page.tab)! + step + pages.count) % pages.count])
        return []
    }

    /// Shows `next`, as Tab or a click on its tab does.
    mutating func show(_ next: OverlayPage) {
        page = next
        drag = nil
        // A half-typed search or alarm belongs to the page it was typed on; leaving drops it, so
        // Esc on the other page closes rather than clearing something out of sight.
        setQuery("")
        _ = cursors.handle(.clearAll)
        timeEntry = ""
    }

    /// A key on the alarms page; nil when the page is not showing.
    mutating func handleAlarmKey(_ key: OverlayKey, _ shows: OverlayShows) -> [OverlayEffect]? {
        guard page == .alarms else { return nil }
        let selected = cursors.alarms.selected(count: shows.alarms.count)
        switch key {
        case .up: moveAlarmSelection(by: -1, shows)
        case .down: moveAlarmSelection(by: 1, shows)
        case .enter: return addAlarmEntry(shows)
        case .delete: return removeAlarm(at: selected, shows)
        case .backspace:
            if !cursors.alarms.entry.isEmpty { _ = cursors.handle(.cursor(.alarms, .type(String(cursors.alarms.entry.dropLast())))) }
        case .escape:
            if cursors.alarms.entry.isEmpty { return close() }
            _ = cursors.handle(.cursor(.alarms, .type("")))
        case .text(let text):
            // A space with nothing typed has no place in the field: it is the switch.
            if text == " ", cursors.alarms.entry.isEmpty { return toggleAlarm(at: selected, shows) }
            let typed = text.filter { !Self.isControl($0) }
            if !typed.isEmpty { _ = cursors.handle(.cursor(.alarms, .type(String((cursors.alarms.entry + typed).prefix(Self.maximumAlarmEntryLength))))) }
        case .right:
            show(.reminders)  // the reminders, under the same tab
        case .altUp, .altDown, .ctrlR, .left:
            break  // the cities' keys; the alarms keep the order they were added in
        case .f11, .ctrlQ, .ctrlComma, .ctrlM, .tab, .shiftTab:
            return nil  // handled before the page is asked
        }
        return []
    }

    /// A left click on the alarms page; nil when the page is not showing.
    mutating func handleAlarmPress(at point: Point, _ shows: OverlayShows) -> [OverlayEffect]? {
        guard page == .alarms else { return nil }
        guard layout.panel.contains(point) else { return close() }
        switch layout.alarmHit(point) {
        case .toggle(let row)?: return toggleAlarm(at: alarmIndex(onRow: row, shows), shows)
        case .remove(let row)?: return removeAlarm(at: alarmIndex(onRow: row, shows), shows)
        case .row(let row)?:
            if let index = alarmIndex(onRow: row, shows) { _ = cursors.handle(.cursor(.alarms, .pick(index))) }
        case .field?, nil:
            break
        }
        return []
    }

    mutating func handleAlarmWheel(_ notches: Int, _ shows: OverlayShows) -> [OverlayEffect] {
        guard isOpen, menu == nil else { return [] }
        _ = cursors.handle(.cursor(.alarms, .scroll(by: notches, count: shows.alarms.count, visible: layout.alarmRows.count)))
        return []
    }

    // MARK: Actions

    private mutating func addAlarmEntry(_ shows: OverlayShows) -> [OverlayEffect] {
        let words = shows.words
        let line = cursors.alarms.entry.trimmingWhitespace()
        guard !line.isEmpty else { return [] }
        switch Alarm.parse(line, words: words) {
        case .failure(let error):
            // The field keeps what was typed, so one wrong word can be fixed rather than retyped.
            message = OverlayMessage(.refusal, Self.sentence(error.message))
            return []
        case .success(let alarm):
            var alarms = shows.alarms
            if alarms.contains(where: { $0.identity == alarm.identity }) {
                message = OverlayMessage(.refusal, words("%1$s is already set; Space switches it on or off", describe(alarm, shows)))
                return []
            }
            alarms.append(alarm)
            _ = cursors.handle(.cursor(.alarms, .choose(alarms.count - 1, count: alarms.count, visible: layout.alarmRows.count)))
            _ = cursors.handle(.cursor(.alarms, .type("")))
            message = OverlayMessage(.info, words("Added %1$s", describe(alarm, shows)))
            return [.alarmsChanged(alarms)]
        }
    }

    private mutating func toggleAlarm(at index: Int?, _ shows: OverlayShows) -> [OverlayEffect] {
        var alarms = shows.alarms
        guard let index, alarms.indices.contains(index) else { return [] }
        alarms[index].enabled.toggle()
        _ = cursors.handle(.cursor(.alarms, .pick(index)))
        return [.alarmsChanged(alarms)]
    }

    private mutating func removeAlarm(at index: Int?, _ shows: OverlayShows) -> [OverlayEffect] {
        var alarms = shows.alarms
        guard let index, alarms.indices.contains(index) else { return [] }
        let removed = alarms.remove(at: index)
        // The alarm that took its place is selected, or the new last one.
        _ = cursors.handle(.cursor(.alarms, .pick(index)))
        _ = cursors.handle(.cursor(.alarms, .scroll(by: 0, count: alarms.count, visible: layout.alarmRows.count)))
        // There is no undo, so say what went, in the words that would bring it back.
        message = OverlayMessage(.info, shows.words("Removed %1$s", removed.text))
        return [.alarmsChanged(alarms)]
    }

    private mutating func moveAlarmSelection(by step: Int, _ shows: OverlayShows) {
        guard let current = cursors.alarms.selected(count: shows.alarms.count) else { return }
        _ = cursors.handle(.cursor(.alarms, .choose(current + step, count: shows.alarms.count, visible: layout.alarmRows.count)))
    }

    private func alarmIndex(onRow row: Int, _ shows: OverlayShows) -> Int? {
        let index = cursors.alarms.scroll(count: shows.alarms.count, visible: layout.alarmRows.count) + row
        return shows.alarms.indices.contains(index) ? index : nil
    }

    /// An alarm as the page names it: "7:30 AM mon-fri Work".
    private func describe(_ alarm: Alarm, _ shows: OverlayShows) -> String {
        [alarm.time.text(cycle: shows.hourCycle), alarm.days.text, alarm.label].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The parser's reason as a line on the panel: the page is all alarms, so the parser's
    /// leading "alarm " goes, and the line starts with a capital.
    private static func sentence(_ text: String) -> String {
        let reason = text.hasPrefix("alarm ") ? text.dropFirst("alarm ".count) : Substring(text)
        return reason.prefix(1).uppercased() + reason.dropFirst()
    }
}

extension OverlayPicture {
    /// The days stay the parser's (mon-fri, daily): they are what is typed, in every language.
    public var alarmPlaceholder: String { words("Type an alarm, like 07:30 mon-fri Work, then Enter") }
    /// Written under the alarms where the list leaves room: the reminders share the tab, one
    /// page to the right, and the hint beside the tabs has no room left to say so.
    public var remindersPointer: String { words("→ Reminders") }
    /// Shown in the list while there are no alarms.
    public var noAlarmsText: String { words("No alarms yet. Days: mon-fri, sat,sun, daily or once; a label may follow.") }
    /// After a switched-off alarm's label.
    public var offText: String { words("(off)") }

    /// The alarm Up/Down, Space and Delete act on; nil exactly when there are none.
    public var selectedAlarm: Int? { overlay.cursors.alarms.selected(count: shows.alarms.count) }
    /// Index of the first alarm on screen.
    public var alarmScroll: Int { overlay.cursors.alarms.scroll(count: shows.alarms.count, visible: overlay.layout.alarmRows.count) }

    /// The alarms on screen, with their indices in `alarms`, top to bottom.
    public var visibleAlarms: [(index: Int, alarm: Alarm)] {
        let end = min(shows.alarms.count, alarmScroll + overlay.layout.alarmRows.count)
        return (alarmScroll..<max(alarmScroll, end)).map { ($0, shows.alarms[$0]) }
    }
}
