import FoundationEssentials

/// The settings panel as structure: its page tabs, each list with its items and which is
/// selected, the fields with their text, the switches with their state, the buttons, and the
/// element the keyboard is on. Made from the overlay's picture (`PanelView.of`), so what a screen
/// reader is given is what the painter draws, element for element, in the same words.
public struct PanelView: Sendable, Hashable {
    /// The page shown.
    public var page: OverlayPage
    /// The page tabs, then the page's own elements, top to bottom.
    public var elements: [PanelElement]
    /// The key of the element the keyboard acts on: the selected city, the highlighted result,
    /// the field being typed into.
    public var focused: String?

    /// Every element, parents before their children.
    public var all: [PanelElement] { elements.flatMap(\.all) }
}

/// One element of the panel, as the painter draws it and a person would name it.
public struct PanelElement: Sendable, Hashable {
    /// What kind of element it is; its state goes with it.
    public enum Kind: Sendable, Hashable {
        /// The page tabs, each a `.tab`.
        case tabs
        case tab(shown: Bool)
        /// A list, each entry an `.item`.
        case list
        case item(selected: Bool)
        /// A field typed into: its text (the caret is at its end, where typing goes).
        case field(text: String)
        /// A lamp that switches something on and off.
        case toggle(on: Bool)
        case button
        /// Words that only inform: the page's hint, the message line, a state.
        case note
    }

    /// Stable from one view to the next for the same element (`city1`, `alarm0_remove`): letters,
    /// digits and `_` only.
    public var key: String
    public var kind: Kind
    public var name: String
    /// More about it, as its plate's second line says (a city's zone and offset).
    public var detail: String
    public var frame: Rect
    /// Where a click does what this element does (a tab's page, a lamp's switch, a ×); nil for
    /// an element a click does nothing more to than focus.
    public var click: Point?
    public var children: [PanelElement]

    public init(key: String, kind: Kind, name: String, detail: String = "", frame: Rect, click: Point? = nil,
                children: [PanelElement] = []) {
        self.key = key
        self.kind = kind
        self.name = name
        self.detail = detail
        self.frame = frame
        self.click = click
        self.children = children
    }

    /// This element and every one under it, parents first.
    public var all: [PanelElement] { [self] + children.flatMap(\.all) }
}

extension PanelView {
    /// The panel `picture` shows, with the cities' local times at `instant` (read in `zones`);
    /// nil while the panel is closed.
    public static func of(_ picture: OverlayPicture, instant: Date, zones: ShownZones) -> PanelView? {
        guard picture.isOpen else { return nil }
        var panel = PanelView(page: picture.page, elements: [tabs(picture)], focused: nil)
        switch picture.page {
        case .cities: panel.addCities(picture, instant: instant, zones: zones)
        case .time: panel.addTime(picture)
        case .alarms: panel.addAlarms(picture)
        case .reminders: panel.addReminders(picture)
        case .timers: panel.addTimers(picture)
        case .theme: panel.addTheme(picture)
        case .mqtt: panel.addMQTT(picture)
        }
        if let message = picture.message {
            let box = picture.page == .cities ? picture.layout.message : picture.layout.alarmMessage
            panel.elements.append(PanelElement(key: "message", kind: .note, name: message.text, frame: box))
        }
        // A page with nothing to choose (the MQTT page's states) keeps the keyboard on its tab.
        if panel.focused == nil { panel.focused = "tab_" + picture.page.tab.key }
        return panel
    }

    private static func tabs(_ picture: OverlayPicture) -> PanelElement {
        let layout = picture.layout
        let tabs = layout.pageTabs.map { tab in
            PanelElement(key: "tab_" + tab.page.key, kind: .tab(shown: tab.page == picture.page.tab), name: picture.tabTitle(tab.page),
                         frame: tab.frame, click: tab.frame.center)
        }
        let frame = layout.pageTabs.map(\.frame).reduce(layout.title) { $0.union($1) }
        return PanelElement(key: "tabs", kind: .tabs, name: picture.hintText, frame: frame, children: tabs)
    }

    private mutating func addCities(_ picture: OverlayPicture, instant: Date, zones: ShownZones) {
        let layout = picture.layout
        let selected = picture.selectedSlot
        var items: [PanelElement] = []
        if picture.mode == .movie {
            let movie = picture.movie
            for (row, text) in zip(layout.cityRows, movie.rows(picture.shows.words)) {
                let removable = row.slot == SettingsOverlay.presentRow ? movie.presentCity != nil
                    : row.slot == SettingsOverlay.destinationRow && movie.departure != nil
                items.append(item("row\(row.slot)", text.name, detail: text.detail, selected: selected == row.slot, frame: row.frame,
                                  remove: removable ? row.removeButton : nil, picture))
            }
        } else {
            let details = picture.cityDetails(at: instant, zones: zones)
            for (row, city) in zip(layout.cityRows, details) {
                // Said as a person says it: Hong Kong once, 9:04 rather than the plate's 09:04.
                let place = city.name == city.country ? city.name : city.nameLine
                let time = city.localTime.hasPrefix("0") ? String(city.localTime.dropFirst()) : city.localTime
                items.append(item("city\(row.slot)", "\(place), \(time)", detail: "\(city.zone) · \(city.utcOffset)",
                                  selected: selected == row.slot, frame: row.frame, remove: row.removeButton, picture))
            }
        }
        let rows = layout.cityRows.map(\.frame)
        elements.append(PanelElement(key: "cities", kind: .list, name: picture.titleText, frame: Self.around(rows, or: layout.panel),
                                     children: items))
        elements.append(PanelElement(key: "search", kind: .field(text: picture.query), name: picture.placeholderText,
                                     frame: layout.searchField))
        let results = zip(layout.resultRows, picture.visibleResults).map { box, result in
            PanelElement(key: "result\(result.index)", kind: .item(selected: picture.highlightedResult == result.index),
                         name: "\(result.city.name), \(result.city.country)", detail: result.city.zone, frame: box, click: box.center)
        }
        elements.append(PanelElement(key: "results", kind: .list, name: picture.words("Search results"), frame: layout.resultsArea,
                                     children: results))
        switch picture.focus {
        case .cities: focused = selected.map { (picture.mode == .movie ? "row" : "city") + "\($0)" } ?? "search"
        case .results: focused = picture.highlightedResult.map { "result\($0)" } ?? "search"
        }
    }

    private mutating func addAlarms(_ picture: OverlayPicture) {
        let cycle = picture.hourCycle
        let items = zip(picture.layout.alarmRows, picture.visibleAlarms).map { row, entry in
            let alarm = entry.alarm
            let name = [alarm.time.text(cycle: cycle), alarm.days.text, alarm.label].filter { !$0.isEmpty }.joined(separator: ", ")
            var element = item("alarm\(entry.index)", alarm.enabled ? name : name + " " + picture.offText, detail: "",
                               selected: picture.selectedAlarm == entry.index, frame: row.frame, remove: row.removeButton, picture)
            element.children.insert(PanelElement(key: "alarm\(entry.index)_switch", kind: .toggle(on: alarm.enabled), name: name,
                                                 frame: row.lamp, click: row.lamp.center), at: 0)
            return element
        }
        addTypedList("alarm", page: .alarms, typed: picture.alarmEntry, placeholder: picture.alarmPlaceholder, items: items,
                     empty: picture.noAlarmsText, selected: picture.selectedAlarm, picture)
    }

    private mutating func addReminders(_ picture: OverlayPicture) {
        let cycle = picture.hourCycle
        let items = zip(picture.layout.alarmRows, picture.visibleReminders).map { row, entry in
            let reminder = entry.reminder
            let day: String
            switch reminder.date {
            case .yearly: day = reminder.dayTitle
            case .monthly(let d): day = "\(d) monthly"
            }
            let name = [day, reminder.dueTime.text(cycle: cycle), reminder.label].filter { !$0.isEmpty }.joined(separator: ", ")
            return item("reminder\(entry.index)", name, detail: "", selected: picture.selectedReminder == entry.index, frame: row.frame,
                        remove: row.removeButton, picture)
        }
        addTypedList("reminder", page: .reminders, typed: picture.reminderEntry, placeholder: picture.reminderPlaceholder, items: items,
                     empty: picture.noRemindersText, selected: picture.selectedReminder, picture)
    }

    private mutating func addTimers(_ picture: OverlayPicture) {
        let items = zip(picture.layout.alarmRows, picture.visibleTimerRows).map { row, entry in
            let selected = picture.selectedTimerRow == entry.index
            switch entry.row {
            case .timer(let timer):
                let name = [picture.nameText(timer), picture.leftText(timer), picture.stateText(timer)].joined(separator: ", ")
                // Timer 1 is the timer face's own and stays: it has no ×.
                var element = item("timer\(entry.index)", name, detail: "", selected: selected, frame: row.frame,
                                   remove: timer.number > 1 ? row.removeButton : nil, picture)
                element.children.insert(PanelElement(key: "timer\(entry.index)_switch", kind: .toggle(on: timer.state == "running"),
                                                     name: timer.name, frame: row.lamp, click: row.lamp.center), at: 0)
                return element
            case .preset(let slot, let preset):
                return item("timer\(entry.index)", picture.presetText(slot: slot) + ", " + TimerDuration.text(preset.duration), detail: "",
                            selected: selected, frame: row.frame, remove: nil, picture)
            }
        }
        addTypedList("timer", page: .timers, typed: picture.timerEntry, placeholder: picture.timerPlaceholder, items: items,
                     empty: "", selected: picture.selectedTimerRow, picture)
    }

    /// The alarms' and reminders' page: the field a line is typed into, the list (with `empty`
    /// in its place while it has nothing), and the keyboard on the selected item, or else on
    /// the field, where typing goes.
    private mutating func addTypedList(_ key: String, page: OverlayPage, typed: String, placeholder: String, items: [PanelElement],
                                       empty: String, selected: Int?, _ picture: OverlayPicture) {
        let layout = picture.layout
        elements.append(PanelElement(key: key + "_field", kind: .field(text: typed), name: placeholder, frame: layout.alarmField))
        elements.append(PanelElement(key: key + "s", kind: .list, name: picture.tabTitle(page),
                                     frame: Self.around(layout.alarmRows.map(\.frame), or: layout.panel), children: items))
        if items.isEmpty, let first = layout.alarmRows.first {
            elements.append(PanelElement(key: key + "s_empty", kind: .note, name: empty, frame: first.frame))
        }
        focused = selected.map { key + "\($0)" } ?? key + "_field"
    }

    private mutating func addTheme(_ picture: OverlayPicture) {
        let layout = picture.layout
        let themes = zip(layout.themeRows, ThemeName.allCases).map { row, theme in
            PanelElement(key: "theme_" + theme.rawValue.filter { $0.isLetter || $0.isNumber }, kind: .item(selected: theme == picture.theme),
                         name: theme.title, detail: picture.blurb(theme), frame: row.frame, click: row.frame.center)
        }
        elements.append(PanelElement(key: "themes", kind: .list, name: picture.tabTitle(.theme),
                                     frame: Self.around(layout.themeRows.map(\.frame), or: layout.panel), children: themes))
        let switches: [(String, OverlayThemeRowLayout, Bool, (name: String, detail: String))] = [
            ("sounds", layout.soundRow, picture.displayChecks.contains(.toggleSounds), picture.soundLine),
            ("speak_hours", layout.speakRow, picture.speakHours, picture.speakLine),
            ("start_at_login", layout.loginRow, picture.startAtLogin, picture.loginLine),
            ("night", layout.nightRow, picture.isNight, picture.nightLine),
        ]
        for (key, row, on, words) in switches {
            elements.append(PanelElement(key: key, kind: .toggle(on: on), name: words.name, detail: words.detail, frame: row.frame,
                                         click: row.frame.center))
        }
        // A step through three modes, not an on and off: a button whose name says the one on.
        let display = picture.displayModeLine
        elements.append(PanelElement(key: "display_mode", kind: .button, name: display.name, detail: display.detail,
                                     frame: layout.displayModeRow.frame, click: layout.displayModeRow.frame.center))
        focused = themes.first { $0.kind == .item(selected: true) }?.key
    }

    private mutating func addMQTT(_ picture: OverlayPicture) {
        let lines = [("mqtt_connection", picture.mqttConnectionLine), ("mqtt_topics", picture.mqttTopicsLine),
                     ("mqtt_home_assistant", picture.mqttHomeAssistantLine)]
        for ((key, words), row) in zip(lines, picture.layout.themeRows) {
            elements.append(PanelElement(key: key, kind: .note, name: words.name + ": " + words.detail, frame: row.frame))
        }
        elements.append(PanelElement(key: "mqtt_note", kind: .note, name: picture.words(SettingsOverlay.mqttNote),
                                     frame: picture.layout.soundRow.frame))
    }

    private mutating func addTime(_ picture: OverlayPicture) {
        let layout = picture.layout
        elements.append(PanelElement(key: "time_field", kind: .field(text: picture.timeEntry), name: picture.timePlaceholder,
                                     frame: layout.alarmField))
        let items = zip(OverlayTimeRow.allCases, layout.timeRows).map { row, box in
            let words = picture.timeLine(row)
            return item("time_" + row.key, words.name, detail: words.detail, selected: picture.timeRow == row, frame: box.frame,
                        remove: picture.isOn(row) ? box.removeButton : nil, picture)
        }
        elements.append(PanelElement(key: "times", kind: .list, name: picture.tabTitle(.time),
                                     frame: Self.around(layout.timeRows.map(\.frame), or: layout.panel), children: items))
        elements.append(PanelElement(key: "time_note", kind: .note, name: picture.timeNote, frame: layout.timeNote))
        focused = "time_" + picture.timeRow.key
    }

    /// A list's item, with its × as a button when it has one.
    private func item(_ key: String, _ name: String, detail: String, selected: Bool, frame: Rect, remove: Rect?,
                      _ picture: OverlayPicture) -> PanelElement {
        let button = remove.map { box in
            PanelElement(key: key + "_remove", kind: .button, name: picture.words("Remove"), detail: name, frame: box, click: box.center)
        }
        return PanelElement(key: key, kind: .item(selected: selected), name: name, detail: detail, frame: frame,
                            children: button.map { [$0] } ?? [])
    }

    /// The box around `frames`, or `fallback` for none.
    private static func around(_ frames: [Rect], or fallback: Rect) -> Rect {
        guard let first = frames.first else { return fallback }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }
}

extension OverlayPage {
    /// The page's part of its elements' keys.
    var key: String {
        switch self {
        case .cities: "cities"
        case .time: "time"
        case .alarms: "alarms"
        case .reminders: "reminders"
        case .timers: "timers"
        case .theme: "theme"
        case .mqtt: "mqtt"
        }
    }
}

extension OverlayTimeRow {
    var key: String { self == .exhibition ? "exhibition" : "departure" }
}
