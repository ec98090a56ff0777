import FoundationEssentials

/// Which list the Up and Down keys move in.
public enum OverlayFocus: Sendable, Hashable {
    /// The selected cities: Up/Down change the selected slot.
    case cities
    /// The search results: Up/Down move the highlight, Enter adds it.
    case results
}

/// The one-line note under the search field.
public struct OverlayMessage: Sendable, Hashable {
    /// Tells the painter how to colour the line: a refusal must stand out, an info need not.
    public enum Kind: Sendable, Hashable {
        /// Something was refused and nothing changed (a fourth city, a city already shown).
        case refusal
        /// Something happened that is worth saying (a reset).
        case info
    }
    public var kind: Kind
    public var text: String
    public init(_ kind: Kind, _ text: String) { self.kind = kind; self.text = text }
}

/// A press on a selected-city row, which becomes a drag once the pointer has moved far enough.
public struct OverlayDrag: Sendable, Hashable {
    /// The slot of the city being dragged.
    public var slot: Int
    /// Where the press was and where the pointer is now, in window pixels; the painter draws the
    /// dragged row offset by `pointer.y - start.y`.
    public var start: Point
    public var pointer: Point
    /// False until the pointer has moved `OverlayMetrics.dragThreshold`; a press and release
    /// without that is a click that selects.
    public var isActive: Bool
    /// Where the city would land if released now.
    public var targetSlot: Int
}

/// The city settings overlay and the right-click menu, as a pure state machine.
///
/// Everything the overlay decides lives here, free of Xlib and Cairo: `ClockModel` turns the
/// window's keys and pointer into `OverlayEvent`s, calls `handle`, and maps the returned effects
/// to its own; the painter draws from the public state and `layout`. Tests drive every key and
/// mouse action directly.
///
/// Keyboard model, launcher-like: typing filters the catalogue and moves focus to the results,
/// where Up/Down move the highlight and Enter adds it (and clears the search for the next one).
/// Up from the first result, or an empty search, puts Up/Down back on the selected cities. Delete
/// and Alt+Up/Down always act on the selected city; Esc clears the search, then closes. Tab
/// goes round the pages: the alarms (`SettingsOverlay+Alarms`), the theme (`SettingsOverlay+Theme`),
/// the cities again.
///
/// Invariants, restored after every event:
/// - `selectedSlot` is nil exactly when there are no cities, and otherwise a valid slot;
/// - `highlightedResult`, when set, indexes `results`;
/// - `0 <= scrollOffset <= maxScrollOffset`;
/// - `results == catalogue.search(query)` while the panel is open; closed, nothing is searched,
///   so a clock that never opens the panel never folds the catalogue's 400 names into an index.
public struct SettingsOverlay: Sendable {
    /// How many results one wheel notch scrolls.
    public static let wheelStep = 3
    /// The longest search the field accepts; longer input is ignored, since no city needs it.
    public static let maximumQueryLength = 40

    /// Fixed words the painter draws, kept with the behaviour they describe. The hints share the
    /// title line with the three page tabs, so each is kept short enough to show whole; Tab is
    /// always named, since it is how the other pages are found. Ctrl+M (the mode) is left to the
    /// README and the menu's Movie Mode, which say it.
    /// In English, the catalogue's keys: the instance's `…Text` properties give them translated.
    public static let title = Words.marked("CITIES")
    public static let hint = Words.marked("Enter adds · Del removes · Alt+↑↓ moves · Tab alarms")
    public static let searchPlaceholder = Words.marked("Type to search cities…")
    /// The same words in movie mode.
    public static let movieTitle = Words.marked("MOVIE")
    public static let movieHint = Words.marked("Enter sets the present · ←→ trips · Tab alarms")
    public static let movieSearchPlaceholder = Words.marked("Type to search a city for the present…")

    /// The title, hint and placeholder for the mode shown.
    public var titleText: String { words(mode == .movie ? Self.movieTitle : Self.title) }
    public var hintText: String {
        if page == .alarms { return words(Self.alarmsHint) }
        if page == .reminders { return words(Self.remindersHint) }
        if page == .theme { return words(Self.themeHint) }
        if page == .mqtt { return words(Self.mqttHint) }
        if page == .time { return words(Self.timeHint) }
        return words(mode == .movie ? Self.movieHint : Self.hint)
    }
    /// Written at the far end of the empty search field: the time page shares the cities' tab,
    /// one page to the right, and the hint beside the tabs has no room to say so.
    public var timePagePointer: String { words("→ Exhibition · Departure") }

    public var placeholderText: String { words(mode == .movie ? Self.movieSearchPlaceholder : Self.searchPlaceholder) }
    /// Shown in a selected-city row that no city fills (its face row is dark).
    public var emptySlotText: String { words("Empty row") }
    /// The title of each page's tab.
    public func tabTitle(_ page: OverlayPage) -> String {
        switch page {
        // The cities' tab names the time while it shows under it.
        case .cities: self.page == .time ? words(Self.timeTitle) : titleText
        case .time: words(Self.timeTitle)
        // The alarms' tab names the reminders while they show under it.
        case .alarms: words(self.page == .reminders ? Self.remindersTitle : Self.alarmsTitle)
        case .reminders: words(Self.remindersTitle)
        case .theme: words(Self.themeTitle)
        // The protocol's name, the same in every language.
        case .mqtt: Self.mqttTitle
        }
    }

    /// The user's language, which `ClockModel` hands over from its setup (the message
    /// catalogue's); English until it does.
    public var words: Words = .english

    public let catalogue: CityCatalogue
    public private(set) var store: CityStore
    public private(set) var isOpen = false
    public private(set) var query = ""
    public private(set) var results: [City] = []
    public internal(set) var focus: OverlayFocus = .cities
    public internal(set) var selectedSlot: Int?
    public internal(set) var highlightedResult: Int?
    /// Index of the first visible result.
    public private(set) var scrollOffset = 0
    public internal(set) var message: OverlayMessage?
    /// The right-click menu, when showing. It can show with the overlay closed.
    public private(set) var menu: ContextMenuState?
    public internal(set) var drag: OverlayDrag?
    public private(set) var layout: OverlayLayout
    /// The window behaviours that are on, for the menu's check marks; `ClockModel` keeps it
    /// current.
    public var windowToggles: Set<WindowToggle> = []
    /// The display items that are on (night mode, 24-hour clock, animations), likewise.
    public var displayChecks: Set<DisplayAction> = []
    /// Whether the window opens at login, for the menu's check mark and the theme page's switch;
    /// kept current by the model.
    public var startAtLogin = false
    /// World clock or movie mode: the panel edits cities in one, the present and the film cycle
    /// in the other. `ClockModel` keeps it current, as the check marks.
    public var mode: ClockMode = .world
    /// Movie mode's settings, as the panel shows and edits them; kept current likewise.
    public var movie = MovieSettings()
    /// The page shown: the cities (or movie mode's rows) or the alarms (`SettingsOverlay+Alarms`).
    public internal(set) var page: OverlayPage = .cities
    /// The alarms as the settings hold them, in the file's order; `ClockModel` keeps the list
    /// current when it changes elsewhere (the file, a once alarm switching itself off).
    public internal(set) var alarms: [Alarm] = []
    /// How alarm times are shown, as the face shows its hours; kept current by `ClockModel`.
    public var hourCycle: HourCycle = .twelve
    /// The theme the face shows, for the menu's Theme entry and the theme page; kept current by
    /// the model.
    public var theme: ThemeName = .prop
    /// The sounds' volume in percent, for the theme page's sound row; kept current by the model
    /// (whether they are on is in `displayChecks`, as the menu shows it).
    public var soundVolume = 100
    /// The beep on the second's mode, which the menu's Beep entry names and steps.
    public var beep = BeepMode.off
    /// Exhibition mode's fixed time, for the menu's Exhibition entry; nil while the clock runs.
    /// Kept current by the model.
    public var exhibition: CivilDateTime?
    /// The films' variants that are on, for the menu's check marks; kept current by the model.
    public var variants: Set<FilmVariant> = []
    /// The MQTT link's state in words, for the settings panel; nil while MQTT is off.
    public var mqttState: String?
    /// Whether the MQTT link is connected, for the MQTT page's lamp.
    public var mqttConnected = false
    /// The MQTT settings, for the MQTT page.
    public var mqtt = MQTTSettings()
    /// What is typed in the alarms page's field, read as a settings-file alarm line on Enter.
    public internal(set) var alarmEntry = ""
    /// The alarm Up/Down, Space and Delete act on; nil exactly when there are none.
    public internal(set) var selectedAlarm: Int?
    /// Index of the first alarm on screen.
    public internal(set) var alarmScroll = 0
    /// The reminders as the settings hold them, in the file's order; kept current as the alarms.
    public internal(set) var reminders: [Reminder] = []
    /// What is typed in the reminders page's field, read as a settings-file reminder line on Enter.
    public internal(set) var reminderEntry = ""
    /// The reminder Up/Down and Delete act on; nil exactly when there are none.
    public internal(set) var selectedReminder: Int?
    /// Index of the first reminder on screen.
    public internal(set) var reminderScroll = 0
    /// What is typed in the time page's field, read as a date and time on Enter.
    public internal(set) var timeEntry = ""
    /// The time page's row the field and Delete act on.
    public internal(set) var timeRow = OverlayTimeRow.exhibition
    /// Whether the time is spoken on the hour (`speak-hours`), for the theme page's switch; kept
    /// current by the model.
    public var speakHours = false

    public init(cities: [City], width: Int, height: Int, catalogue: CityCatalogue = .standard) {
        self.catalogue = catalogue
        store = CityStore(cities: cities)
        layout = OverlayLayout(width: width, height: height)
        selectedSlot = store.isEmpty ? nil : 0
    }

    /// The selected cities, top row first: what the face shows.
    public var cities: [City] { store.cities }

    /// True while the overlay or the menu takes the keyboard and pointer; otherwise the shell's own
    /// bindings apply to events the overlay ignored.
    public var capturesInput: Bool { isOpen || menu != nil || keysCard != nil }

    /// The keys card, while it shows (F1 or ?; `KeysCard`).
    public private(set) var keysCard: KeysCard?

    /// Shows the keys card for `face`, in the overlay's language.
    public mutating func showKeysCard(_ face: KeysCard.Face) {
        keysCard = KeysCard(face: face, words: words)
    }

    /// Puts the keys card away.
    public mutating func closeKeysCard() { keysCard = nil }

    public var maxScrollOffset: Int { max(0, results.count - layout.visibleResultCount) }

    /// The results on screen, with their indices in `results`, top to bottom.
    public var visibleResults: [(index: Int, city: City)] {
        let end = min(results.count, scrollOffset + layout.visibleResultCount)
        return (scrollOffset..<max(scrollOffset, end)).map { ($0, results[$0]) }
    }

    /// The words of a menu entry as they show now: the Theme entry names the theme showing, the
    /// Beep entry the beep's mode.
    public func title(of item: ContextMenuItem) -> String {
        switch item {
        case .theme: words("Theme: %1$s", theme.title)
        case .beep: words("Beep: %1$s", words(beep.title))
        case .exhibition: exhibition.map { words("Exhibition: %1$s", $0.settingsText) } ?? words(item.title)
        default: words(item.title)
        }
    }

    /// Whether `item` shows a check mark: a window behaviour, a display item or start at login
    /// that is on.
    public func isChecked(_ item: ContextMenuItem) -> Bool {
        if item == .startAtLogin { return startAtLogin }
        if item == .exhibition { return exhibition != nil }
        if let variant = item.filmVariant { return variants.contains(variant) }
        return item.toggle.map(windowToggles.contains) ?? item.displayAction.map(displayChecks.contains) ?? false
    }

    /// The menu's geometry, when it is showing.
    public var menuLayout: ContextMenuLayout? {
        menu.map { layout.contextMenu(at: $0.anchor, note: $0.note, longestItem: longestMenuItem) }
    }

    /// The most characters a menu item's title and shortcut have together, in the user's language.
    var longestMenuItem: Int {
        ContextMenuItem.allCases.map { title(of: $0).count + $0.shortcut.count }.max() ?? 0
    }

    /// Writes `note` above the menu's items while it shows; true when that changed it.
    public mutating func setMenuNote(_ note: String?) -> Bool {
        guard menu != nil, menu?.note != note else { return false }
        menu?.note = note
        return true
    }

    /// The face slot `city` fills, if any: the painter marks such results with that row's colour.
    public func slot(of city: City) -> Int? {
        if mode == .movie { return city == movie.presentCity ? Self.presentRow : nil }
        return store.index(of: city)
    }

    /// Row texts for the selected cities at `instant`, top first.
    /// `zones` are the face's (which shows these cities); a city it lacks is asked of its resolver.
    public func cityDetails(at instant: Date, zones: ShownZones) -> [OverlayCityDetails] {
        var zones = zones
        zones.include(store.cities)
        return store.cities.map { OverlayCityDetails(city: $0, zone: zones.zone(of: $0), at: instant) }
    }

    /// Takes `cities` as the selection, as when the settings file was changed by another program:
    /// the shown selection follows the file without a word, since the user did it.
    public mutating func replaceCities(_ cities: [City]) {
        store = CityStore(cities: cities)
        selectedSlot = store.isEmpty ? nil : min(selectedSlot ?? 0, store.count - 1)
        drag = nil
    }

    /// Applies one event and says what the shell must do. `.repaint` is added whenever anything
    /// drawn changed; an empty list means the event was not for the overlay.
    public mutating func handle(_ event: OverlayEvent) -> [OverlayEffect] {
        let before = signature
        let wasShowing = capturesInput
        var effects: [OverlayEffect]
        switch event {
        case .key(let key): effects = handleKey(key)
        case .press(let button, let point): effects = handlePress(button, at: point)
        case .release(let button, let point): effects = handleRelease(button, at: point)
        case .motion(let point): effects = handleMotion(to: point)
        case .wheel(let notches, _):
            switch page {
            case .cities: effects = handleWheel(notches)
            case .alarms: effects = handleAlarmWheel(notches)
            case .reminders: effects = handleReminderWheel(notches)
            case .theme, .mqtt, .time: effects = []  // a few rows, all on screen
            }
        case .resize(let width, let height): effects = handleResize(width: width, height: height)
        }
        // Only what the overlay or menu draws counts: a resize with both hidden is the face's
        // business, and the shell repaints for that anyway.
        if wasShowing || capturesInput, signature != before, !effects.contains(.repaint) {
            effects.append(.repaint)
        }
        return effects
    }
}

// MARK: - Keyboard

extension SettingsOverlay {
    private mutating func handleKey(_ key: OverlayKey) -> [OverlayEffect] {
        switch key {
        case .f11: return [.toggleFullscreen]
        case .ctrlQ: return [.quit]
        default: break
        }
        if menu != nil { return handleMenuKey(key) }
        if key == .ctrlComma { return isOpen ? close() : opened() }
        guard isOpen else { return [] }

        // A message answers the last action; any new key press moves on from it.
        message = nil
        if key == .ctrlM { return [.display(.toggleMode)] }
        if key == .tab || key == .shiftTab { return switchPage(by: key == .tab ? 1 : -1) }
        if let effects = handleThemeKey(key) { return effects }
        if let effects = handleMQTTKey(key) { return effects }
        if let effects = handleAlarmKey(key) { return effects }
        if let effects = handleReminderKey(key) { return effects }
        if let effects = handleTimeKey(key) { return effects }
        if let effects = handleMovieKey(key) { return effects }
        switch key {
        case .up: moveCursor(by: -1)
        case .down: moveCursor(by: 1)
        case .altUp: return moveSelectedCity(by: -1)
        case .altDown: return moveSelectedCity(by: 1)
        case .delete:
            if let slot = selectedSlot { return remove(at: slot) }
        case .enter:
            if focus == .results, let index = highlightedResult {
                let effects = add(resultAt: index)
                // Launcher style: the search is done; clear it for the next city.
                if !effects.isEmpty { setQuery("") }
                return effects
            }
        case .escape:
            if query.isEmpty { return close() }
            setQuery("")
        case .ctrlR: return reset()
        case .backspace:
            if !query.isEmpty { setQuery(String(query.dropLast())) }
        case .text(let text):
            let typed = text.filter { !Self.isControl($0) }
            if !typed.isEmpty {
                setQuery(String((query + typed).prefix(Self.maximumQueryLength)))
            }
        case .f11, .ctrlQ, .ctrlComma, .ctrlM, .tab, .shiftTab, .left, .right:
            break  // handled above, or only in movie mode
        }
        return []
    }

    private mutating func handleMenuKey(_ key: OverlayKey) -> [OverlayEffect] {
        let items = ContextMenuItem.allCases
        switch key {
        case .down, .up:
            // Menus wrap around; with nothing highlighted, Down starts at the top, Up at the bottom.
            let step = key == .down ? 1 : -1
            let next: Int
            if let current = menu?.highlighted, let index = items.firstIndex(of: current) {
                next = (index + step + items.count) % items.count
            } else {
                next = step > 0 ? 0 : items.count - 1
            }
            menu?.highlighted = items[next]
        case .enter:
            if let item = menu?.highlighted { return activate(item) }
        case .escape:
            menu = nil
        case .ctrlComma:
            menu = nil
            return isOpen ? close() : opened()
        default:
            break  // the menu has the keyboard while it shows; other keys do nothing
        }
        return []
    }

    /// Up/Down across the two lists: the selected cities above, the results below.
    private mutating func moveCursor(by step: Int) {
        switch focus {
        case .cities:
            if let slot = selectedSlot {
                let next = slot + step
                if store.cities.indices.contains(next) {
                    selectedSlot = next
                    return
                }
            }
            if step > 0, !results.isEmpty {
                focus = .results
                highlightedResult = highlightedResult ?? scrollOffset
                scrollToHighlight()
            }
        case .results:
            // With nothing highlighted (no match), Down has nowhere to go and Up leaves the list.
            let next = highlightedResult.map { $0 + step } ?? (step > 0 ? scrollOffset : -1)
            if results.indices.contains(next) {
                highlightedResult = next
                scrollToHighlight()
            } else if next < 0, !store.isEmpty {
                // Up off the top of the results lands on the city just above them.
                focus = .cities
                selectedSlot = store.count - 1
            }
        }
    }

    static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy {
            $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
        }
    }
}

// MARK: - Pointer

extension SettingsOverlay {
    private mutating func handlePress(_ button: PointerButton, at point: Point) -> [OverlayEffect] {
        if button == .right {
            // Right-click opens the menu wherever it lands, over the face or the overlay.
            drag = nil
            menu = ContextMenuState(anchor: point)
            return []
        }
        if let menuLayout {
            guard button == .left else { return [] }
            if let item = menuLayout.item(at: point) { return activate(item) }
            // A click beside the menu dismisses it and does nothing else, as menus do.
            if !menuLayout.frame.contains(point) { menu = nil }
            return []
        }
        guard isOpen, button == .left else { return [] }

        message = nil
        if let tab = layout.pageTab(at: point) {
            // The alarms' tab clicked again goes on to the reminders under it, and back.
            // So does the cities' tab to the time under it.
            if tab == .alarms, page.tab == .alarms { show(page == .alarms ? .reminders : .alarms) }
            else if tab == .cities, page.tab == .cities { show(page == .cities ? .time : .cities) }
            else if tab != page { show(tab) }
            return []
        }
        if let effects = handleThemePress(at: point) { return effects }
        if let effects = handleMQTTPress(at: point) { return effects }
        if let effects = handleAlarmPress(at: point) { return effects }
        if let effects = handleReminderPress(at: point) { return effects }
        if let effects = handleTimePress(at: point) { return effects }
        if let effects = handleMoviePress(at: point) { return effects }
        switch layout.hitTest(point) {
        case .outside:
            return close()
        case .removeButton(let slot):
            if slot < store.count { return remove(at: slot) }
        case .cityRow(let slot):
            if slot < store.count {
                selectedSlot = slot
                focus = .cities
                drag = OverlayDrag(slot: slot, start: point, pointer: point, isActive: false, targetSlot: slot)
            }
        case .resultRow(let row):
            let index = scrollOffset + row
            if results.indices.contains(index) {
                highlightedResult = index
                focus = .results
                return add(resultAt: index)
            }
        case .searchField:
            if highlightedResult != nil { focus = .results }
        case .panel:
            break
        }
        return []
    }

    private mutating func handleRelease(_ button: PointerButton, at point: Point) -> [OverlayEffect] {
        guard button == .left, var current = drag else { return [] }
        drag = nil
        current.pointer = point
        guard current.isActive else { return [] }
        let target = layout.dropSlot(forY: point.y, count: store.count)
        guard store.move(from: current.slot, to: target) else { return [] }
        selectedSlot = target
        return [.citiesChanged(store.cities)]
    }

    private mutating func handleMotion(to point: Point) -> [OverlayEffect] {
        if let menuLayout {
            // Hovering highlights; leaving the items keeps the last highlight, so the keyboard can
            // take over from where the pointer was.
            if let item = menuLayout.item(at: point) { menu?.highlighted = item }
            return []
        }
        guard var current = drag else { return [] }
        current.pointer = point
        let dx = point.x - current.start.x, dy = point.y - current.start.y
        if !current.isActive,
           (dx * dx + dy * dy).squareRoot() >= OverlayMetrics.dragThreshold * layout.scale {
            current.isActive = true
        }
        if current.isActive {
            current.targetSlot = layout.dropSlot(forY: point.y, count: store.count)
        }
        drag = current
        return []
    }

    private mutating func handleWheel(_ notches: Int) -> [OverlayEffect] {
        guard isOpen, menu == nil else { return [] }
        scrollOffset = clampScroll(scrollOffset + notches * Self.wheelStep)
        return []
    }

    private mutating func handleResize(width: Int, height: Int) -> [OverlayEffect] {
        let next = OverlayLayout(width: width, height: height)
        guard next != layout else { return [] }
        layout = next
        // Pointer positions from before the resize mean nothing now.
        drag = nil
        scrollOffset = clampScroll(scrollOffset)
        relayoutAlarms()
        relayoutReminders()
        return []
    }
}

// MARK: - Actions

extension SettingsOverlay {
    private mutating func opened() -> [OverlayEffect] {
        isOpen = true
        menu = nil
        drag = nil
        message = nil
        setQuery("")
        focus = .cities
        selectedSlot = store.isEmpty ? nil : min(selectedSlot ?? 0, store.count - 1)
        return []
    }

    mutating func close() -> [OverlayEffect] {
        isOpen = false
        // Ctrl+comma always opens on the cities, as it did before there were pages.
        page = .cities
        alarmEntry = ""
        timeEntry = ""
        drag = nil
        message = nil
        return [.close]
    }

    private mutating func activate(_ item: ContextMenuItem) -> [OverlayEffect] {
        menu = nil
        switch item {
        case .cities: return isOpen ? [] : opened()
        case .fullscreen: return [.toggleFullscreen]
        case .borderless, .onTop, .allDesktops, .desktop: return item.toggle.map { [.toggleWindow($0)] } ?? []
        case .startAtLogin: return [.toggleStartAtLogin]
        case .movieMode, .timer, .stopwatch, .timeTravel, .returnToPresent, .nightMode, .brighter, .dimmer, .twentyFourHour, .animations,
             .sounds, .theme:
            return item.displayAction.map { [.display($0)] } ?? []
        case .beep: return [.beepChanged(beep.next)]
        case .exhibition: return [.toggleExhibition]
        case .partThreeEntry, .reversedLamps, .bCar: return item.filmVariant.map { [.toggleVariant($0)] } ?? []
        case .speakTime: return [.speakTime]
        case .quit: return [.quit]
        }
    }

    /// Adds `results[index]`, or says inline why not and changes nothing.
    private mutating func add(resultAt index: Int) -> [OverlayEffect] {
        let city = results[index]
        do {
            let slot = try store.add(city)
            selectedSlot = slot
            return [.citiesChanged(store.cities)]
        } catch {
            message = OverlayMessage(.refusal, error.message(words))
            // Point at the row that already has it, so the refusal is visibly true.
            if case .duplicate = error { selectedSlot = store.index(of: city) }
            return []
        }
    }

    private mutating func remove(at slot: Int) -> [OverlayEffect] {
        guard store.remove(at: slot) != nil else { return [] }
        if store.isEmpty {
            selectedSlot = nil
        } else if let selected = selectedSlot {
            // Keep the same city selected if it survived; otherwise the one that took its place.
            selectedSlot = min(selected > slot ? selected - 1 : selected, store.count - 1)
        }
        return [.citiesChanged(store.cities)]
    }

    private mutating func moveSelectedCity(by step: Int) -> [OverlayEffect] {
        guard let slot = selectedSlot else { return [] }
        let moved = step < 0 ? store.moveUp(at: slot) : store.moveDown(at: slot)
        guard let moved else { return [] }
        selectedSlot = moved
        focus = .cities
        return [.citiesChanged(store.cities)]
    }

    private mutating func reset() -> [OverlayEffect] {
        let before = store
        store.reset(catalogue: catalogue)
        selectedSlot = store.isEmpty ? nil : 0
        let names = store.cities.map(\.name).joined(separator: ", ")
        message = OverlayMessage(.info, words("Reset to %1$s", names))
        return store == before ? [] : [.citiesChanged(store.cities)]
    }

    /// Sets the search and everything that follows from it: results, highlight, scroll, focus.
    mutating func setQuery(_ text: String) {
        query = text
        results = catalogue.search(text)
        scrollOffset = 0
        if text.isEmpty {
            highlightedResult = nil
            focus = .cities
        } else {
            highlightedResult = results.isEmpty ? nil : 0
            focus = .results
        }
    }

    private mutating func scrollToHighlight() {
        guard let index = highlightedResult else { return }
        let visible = layout.visibleResultCount
        if index < scrollOffset {
            scrollOffset = index
        } else if index >= scrollOffset + visible {
            scrollOffset = index - visible + 1
        }
        scrollOffset = clampScroll(scrollOffset)
    }

    private func clampScroll(_ offset: Int) -> Int {
        min(max(offset, 0), maxScrollOffset)
    }

    /// Everything drawn, to tell whether an event needs a repaint.
    private var signature: Signature {
        Signature(isOpen: isOpen, query: query, focus: focus, selectedSlot: selectedSlot,
                  highlightedResult: highlightedResult, scrollOffset: scrollOffset, message: message,
                  menu: menu, drag: drag, store: store, layout: layout, mode: mode, movie: movie,
                  page: page, alarms: alarms, hourCycle: hourCycle, alarmEntry: alarmEntry,
                  selectedAlarm: selectedAlarm, alarmScroll: alarmScroll, theme: theme, reminders: reminders,
                  reminderEntry: reminderEntry, selectedReminder: selectedReminder, reminderScroll: reminderScroll,
                  timeEntry: timeEntry, timeRow: timeRow, exhibition: exhibition, speakHours: speakHours)
    }

    private struct Signature: Equatable {
        var isOpen: Bool
        var query: String
        var focus: OverlayFocus
        var selectedSlot: Int?
        var highlightedResult: Int?
        var scrollOffset: Int
        var message: OverlayMessage?
        var menu: ContextMenuState?
        var drag: OverlayDrag?
        var store: CityStore
        var layout: OverlayLayout
        var mode: ClockMode
        var movie: MovieSettings
        var page: OverlayPage
        var alarms: [Alarm]
        var hourCycle: HourCycle
        var alarmEntry: String
        var selectedAlarm: Int?
        var alarmScroll: Int
        var theme: ThemeName
        var reminders: [Reminder]
        var reminderEntry: String
        var selectedReminder: Int?
        var reminderScroll: Int
        var timeEntry: String
        var timeRow: OverlayTimeRow
        var exhibition: CivilDateTime?
        var speakHours: Bool
    }
}
