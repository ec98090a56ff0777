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
    public let kind: Kind
    public let text: String
    public init(_ kind: Kind, _ text: String) { self.kind = kind; self.text = text }
}

/// A press on a selected-city row, which becomes a drag once the pointer has moved far enough.
public struct OverlayDrag: Sendable, Hashable {
    /// The slot of the city being dragged.
    public let slot: Int
    /// Where the press was and where the pointer is now, in window pixels; the painter draws the
    /// dragged row offset by `pointer.y - start.y`.
    public let start: Point
    public let pointer: Point
    /// False until the pointer has moved `OverlayMetrics.dragThreshold`; a press and release
    /// without that is a click that selects.
    public let isActive: Bool
    /// Where the city would land if released now.
    public let targetSlot: Int

    /// The drag with the pointer at `point`: active once it has moved `threshold` from the
    /// press, and then aimed at `target`'s slot.
    func moved(to point: Point, threshold: Double, target: (Point) -> Int) -> OverlayDrag {
        let dx = point.x - start.x, dy = point.y - start.y
        let active = isActive || (dx * dx + dy * dy).squareRoot() >= threshold
        return OverlayDrag(slot: slot, start: start, pointer: point, isActive: active, targetSlot: active ? target(point) : targetSlot)
    }
}

/// The city settings overlay and the right-click menu, as a pure state machine.
///
/// Everything the overlay decides lives here, free of Xlib and Cairo: `ClockModel` turns the
/// window's keys and pointer into `OverlayEvent`s, calls `handle` with what the panel shows of
/// the rest of the clock (`OverlayShows`), and maps the returned effects to its own; the painter
/// draws an `OverlayPicture`, this state with what it shows. The overlay keeps only its own state
/// (the page, the search, the selections, the fields, the menu, the keys card), never a copy of
/// the model's: a change it makes to what it shows is an effect. Tests drive every key and mouse
/// action directly.
///
/// Keyboard model, launcher-like: typing filters the catalogue and moves focus to the results,
/// where Up/Down move the highlight and Enter adds it (and clears the search for the next one).
/// Up from the first result, or an empty search, puts Up/Down back on the selected cities. Delete
/// and Alt+Up/Down always act on the selected city; Esc clears the search, then closes. Tab
/// goes round the pages: the alarms (`SettingsOverlay+Alarms`), the timers (`SettingsOverlay+Timers`),
/// the theme (`SettingsOverlay+Theme`), the cities again.
///
/// Invariants, restored after every event:
/// - `selectedSlot(in:)` is nil exactly when there are no cities, and otherwise a valid slot (it
///   is kept within the cities when read, since the model may change them under the panel);
/// - `highlightedResult`, when set, indexes `results`;
/// - `0 <= scrollOffset <= maxScrollOffset`;
/// - `results == catalogue.search(query)` while the panel is open; closed, nothing is searched,
///   so a clock that never opens the panel never folds the catalogue's 400 names into an index.
public struct SettingsOverlay: Sendable, Equatable {
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

    public let catalogue: CityCatalogue
    public private(set) var isOpen = false
    /// What is typed in the search field and what it finds (`CitySearch`).
    var search = CitySearch()
    var focus: OverlayFocus = .cities
    /// The selected city's slot (in movie mode, its row) as last chosen; `selectedSlot(in:)`
    /// keeps it within the cities the model has now, which may have changed under the panel.
    var chosenSlot = 0
    var message: OverlayMessage?
    /// The right-click menu, when showing. It can show with the overlay closed.
    public private(set) var menu: ContextMenuState?
    var drag: OverlayDrag?
    public private(set) var layout: OverlayLayout
    /// The page shown: the cities (or movie mode's rows) or the alarms (`SettingsOverlay+Alarms`).
    var page: OverlayPage = .cities
    /// The list pages' fields, selections and scrolls: the alarms', the reminders', the timers'
    /// (`ListCursors`).
    var cursors = ListCursors()
    /// What is typed in the time page's field, read as a date and time on Enter.
    var timeEntry = ""
    /// The time page's row the field and Delete act on.
    var timeRow = OverlayTimeRow.exhibition
    /// The keys card, while it shows (F1 or ?; `KeysCard`).
    public private(set) var keysCard: KeysCard?

    public init(width: Int, height: Int, catalogue: CityCatalogue = .standard) {
        self.catalogue = catalogue
        layout = OverlayLayout(width: width, height: height)
    }

    /// What is typed in the search field.
    public var query: String { search.query }
    /// What the search finds, best first.
    public var results: [City] { search.results }
    /// The result Enter adds, when set an index into `results`.
    public var highlightedResult: Int? { search.highlighted }
    /// Index of the first visible result.
    public private(set) var scrollOffset: Int {
        get { search.offset }
        set { _ = search.handle(.scroll(to: newValue)) }
    }

    /// True while the overlay or the menu takes the keyboard and pointer; otherwise the model's
    /// own bindings (the face's keys) apply to events the overlay ignored.
    public var capturesInput: Bool { isOpen || menu != nil || keysCard != nil }

    public var maxScrollOffset: Int { max(0, results.count - layout.visibleResultCount) }

    /// The results on screen, with their indices in `results`, top to bottom.
    public var visibleResults: [(index: Int, city: City)] {
        let end = min(results.count, scrollOffset + layout.visibleResultCount)
        return (scrollOffset..<max(scrollOffset, end)).map { ($0, results[$0]) }
    }

    /// The slot Up/Down, Delete and Alt+arrows act on, kept within what `shows` has: nil exactly
    /// when there are no cities (movie mode always has its three rows).
    public func selectedSlot(in shows: OverlayShows) -> Int? {
        let count = shows.mode == .movie ? CityStore.capacity : shows.cities.count
        return count == 0 ? nil : min(max(chosenSlot, 0), count - 1)
    }

    /// Applies one event, with what the panel shows of the rest of the clock now, and says what
    /// the model must do. `.repaint` is added whenever the overlay's own state changed; an empty
    /// list means the event was not for the overlay. What changes in `shows` comes back as
    /// effects (`.alarmsChanged`…), which the model carries out: the overlay keeps none of it.
    public mutating func handle(_ event: OverlayEvent, shows: OverlayShows) -> [OverlayEffect] {
        let before = self
        let wasShowing = capturesInput
        var effects: [OverlayEffect]
        switch event {
        case .key(let key): effects = handleKey(key, shows)
        case .press(let button, let point): effects = handlePress(button, at: point, shows)
        case .release(let button, let point): effects = handleRelease(button, at: point, shows)
        case .motion(let point): effects = handleMotion(to: point, shows)
        case .wheel(let notches, _):
            switch page {
            case .cities: effects = handleWheel(notches)
            case .alarms: effects = handleAlarmWheel(notches, shows)
            case .reminders: effects = handleReminderWheel(notches, shows)
            case .timers: effects = handleTimerWheel(notches, shows)
            case .theme, .mqtt, .time: effects = []  // a few rows, all on screen
            }
        case .resize(let width, let height): effects = handleResize(width: width, height: height)
        case .showKeysCard(let face):
            keysCard = KeysCard(face: face, words: shows.words)
            effects = []
        case .closeKeysCard:
            keysCard = nil
            effects = []
        case .departureRefused(let reason):
            departureRefused(reason)
            effects = []
        case .departureSet(let date):
            departureSet(date, words: shows.words)
            effects = []
        }
        // Only what the overlay or menu draws counts: a resize with both hidden is the face's
        // business, and the model's relayout repaints for that anyway. The whole value is compared, so
        // nothing drawn can be left out.
        if wasShowing || capturesInput, self != before, !effects.contains(.repaint) {
            effects.append(.repaint)
        }
        return effects
    }
}

// MARK: - Keyboard

extension SettingsOverlay {
    private mutating func handleKey(_ key: OverlayKey, _ shows: OverlayShows) -> [OverlayEffect] {
        switch key {
        case .f11: return [.toggleFullscreen]
        case .ctrlQ: return [.quit]
        default: break
        }
        if menu != nil { return handleMenuKey(key, shows) }
        if key == .ctrlComma { return isOpen ? close() : opened(shows) }
        guard isOpen else { return [] }

        // A message answers the last action; any new key press moves on from it.
        let standing = message
        message = nil
        if key == .ctrlM { return [.display(.toggleMode)] }
        if key == .tab || key == .shiftTab { return switchPage(by: key == .tab ? 1 : -1) }
        if let effects = handleThemeKey(key, shows, standing: standing) { return effects }
        if let effects = handleMQTTKey(key) { return effects }
        if let effects = handleAlarmKey(key, shows) { return effects }
        if let effects = handleReminderKey(key, shows) { return effects }
        if let effects = handleTimerKey(key, shows) { return effects }
        if let effects = handleTimeKey(key, shows) { return effects }
        if let effects = handleMovieKey(key, shows) { return effects }
        switch key {
        case .up: moveCursor(by: -1, shows)
        case .down: moveCursor(by: 1, shows)
        case .altUp: return moveSelectedCity(by: -1, shows)
        case .altDown: return moveSelectedCity(by: 1, shows)
        case .delete:
            if let slot = selectedSlot(in: shows) { return remove(at: slot, shows) }
        case .enter:
            if focus == .results, let index = highlightedResult {
                let effects = add(resultAt: index, shows)
                // Launcher style: the search is done; clear it for the next city.
                if !effects.isEmpty { setQuery("") }
                return effects
            }
        case .escape:
            if query.isEmpty { return close() }
            setQuery("")
        case .ctrlR: return reset(shows)
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

    private mutating func handleMenuKey(_ key: OverlayKey, _ shows: OverlayShows) -> [OverlayEffect] {
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
            menu = menu.map { $0.highlighting(items[next]) }
        case .enter:
            if let item = menu?.highlighted { return activate(item, shows) }
        case .escape:
            menu = nil
        case .ctrlComma:
            menu = nil
            return isOpen ? close() : opened(shows)
        default:
            break  // the menu has the keyboard while it shows; other keys do nothing
        }
        return []
    }

    /// Up/Down across the two lists: the selected cities above, the results below.
    private mutating func moveCursor(by step: Int, _ shows: OverlayShows) {
        switch focus {
        case .cities:
            if let slot = selectedSlot(in: shows) {
                let next = slot + step
                if shows.cities.indices.contains(next) {
                    chosenSlot = next
                    return
                }
            }
            if step > 0, !results.isEmpty {
                focus = .results
                _ = search.handle(.highlight(highlightedResult ?? scrollOffset))
                scrollToHighlight()
            }
        case .results:
            // With nothing highlighted (no match), Down has nowhere to go and Up leaves the list.
            let next = highlightedResult.map { $0 + step } ?? (step > 0 ? scrollOffset : -1)
            if results.indices.contains(next) {
                _ = search.handle(.highlight(next))
                scrollToHighlight()
            } else if next < 0, !shows.cities.isEmpty {
                // Up off the top of the results lands on the city just above them.
                focus = .cities
                chosenSlot = shows.cities.count - 1
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
    private mutating func handlePress(_ button: PointerButton, at point: Point, _ shows: OverlayShows) -> [OverlayEffect] {
        if button == .right {
            // Right-click opens the menu wherever it lands, over the face or the overlay.
            drag = nil
            menu = ContextMenuState(anchor: point)
            return []
        }
        if let menuLayout = OverlayPicture(self, shows: shows).menuLayout {
            guard button == .left else { return [] }
            if let item = menuLayout.item(at: point) { return activate(item, shows) }
            // A click beside the menu dismisses it and does nothing else, as menus do.
            if !menuLayout.frame.contains(point) { menu = nil }
            return []
        }
        guard isOpen, button == .left else { return [] }

        let standing = message
        message = nil
        if let tab = layout.pageTab(at: point) {
            // The alarms' tab clicked again goes on to the reminders under it, and back.
            // So does the cities' tab to the time under it.
            if tab == .alarms, page.tab == .alarms { show(page == .alarms ? .reminders : .alarms) }
            else if tab == .cities, page.tab == .cities { show(page == .cities ? .time : .cities) }
            else if tab == .theme, page.tab == .theme { show(page == .theme ? .mqtt : .theme) }
            else if tab != page { show(tab) }
            return []
        }
        if let effects = handleThemePress(at: point, shows, standing: standing) { return effects }
        if let effects = handleMQTTPress(at: point) { return effects }
        if let effects = handleAlarmPress(at: point, shows) { return effects }
        if let effects = handleReminderPress(at: point, shows) { return effects }
        if let effects = handleTimerPress(at: point, shows) { return effects }
        if let effects = handleTimePress(at: point, shows) { return effects }
        if let effects = handleMoviePress(at: point, shows) { return effects }
        switch layout.hitTest(point) {
        case .outside:
            return close()
        case .removeButton(let slot):
            if slot < shows.cities.count { return remove(at: slot, shows) }
        case .cityRow(let slot):
            if slot < shows.cities.count {
                chosenSlot = slot
                focus = .cities
                drag = OverlayDrag(slot: slot, start: point, pointer: point, isActive: false, targetSlot: slot)
            }
        case .resultRow(let row):
            let index = scrollOffset + row
            if results.indices.contains(index) {
                _ = search.handle(.highlight(index))
                focus = .results
                return add(resultAt: index, shows)
            }
        case .searchField:
            if highlightedResult != nil { focus = .results }
        case .panel:
            break
        }
        return []
    }

    private mutating func handleRelease(_ button: PointerButton, at point: Point, _ shows: OverlayShows) -> [OverlayEffect] {
        guard button == .left, let current = drag else { return [] }
        drag = nil
        guard current.isActive else { return [] }
        var store = CityStore(cities: shows.cities)
        let target = layout.dropSlot(forY: point.y, count: store.count)
        guard store.move(from: current.slot, to: target) else { return [] }
        chosenSlot = target
        return [.citiesChanged(store.cities)]
    }

    private mutating func handleMotion(to point: Point, _ shows: OverlayShows) -> [OverlayEffect] {
        if let menuLayout = OverlayPicture(self, shows: shows).menuLayout {
            // Hovering highlights; leaving the items keeps the last highlight, so the keyboard can
            // take over from where the pointer was.
            if let item = menuLayout.item(at: point) { menu = menu.map { $0.highlighting(item) } }
            return []
        }
        guard let current = drag else { return [] }
        drag = current.moved(to: point, threshold: OverlayMetrics.dragThreshold * layout.scale) { [layout] in
            layout.dropSlot(forY: $0.y, count: shows.cities.count)
        }
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
        return []
    }
}

// MARK: - Actions

extension SettingsOverlay {
    private mutating func opened(_ shows: OverlayShows) -> [OverlayEffect] {
        isOpen = true
        menu = nil
        drag = nil
        message = nil
        setQuery("")
        focus = .cities
        chosenSlot = selectedSlot(in: shows) ?? 0
        return []
    }

    mutating func close() -> [OverlayEffect] {
        isOpen = false
        // Ctrl+comma always opens on the cities, as it did before there were pages.
        page = .cities
        _ = cursors.handle(.clearAll)
        timeEntry = ""
        drag = nil
        message = nil
        return [.close]
    }

    private mutating func activate(_ item: ContextMenuItem, _ shows: OverlayShows) -> [OverlayEffect] {
        if item == .displayMode, let open = menu {
            let next = shows.displayMode.next(skipping: open.refused.map { [$0] } ?? [])
            if let reason = Self.displayModeRefusal(next, shows) {
                // The menu stays, saying why on its note line, as the panel's pages say a refusal.
                menu = ContextMenuState(anchor: open.anchor, highlighted: item, refused: next, refusal: shows.words(reason))
                return []
            }
            menu = nil
            return [.displayModeChanged(next)]
        }
        menu = nil
        switch item {
        case .cities: return isOpen ? [] : opened(shows)
        case .fullscreen: return [.toggleFullscreen]
        case .borderless, .onTop, .allDesktops, .desktop: return item.toggle.map { [.toggleWindow($0)] } ?? []
        case .startAtLogin: return [.toggleStartAtLogin]
        case .movieMode, .timer, .stopwatch, .timeTravel, .returnToPresent, .plan, .nightMode, .brighter, .dimmer, .twentyFourHour, .animations,
             .sounds, .theme:
            return item.displayAction.map { [.display($0)] } ?? []
        case .beep: return [.beepChanged(shows.beep.next)]
        case .displayMode: return []  // above: it may keep the menu open
        case .exhibition: return [.toggleExhibition]
        case .partThreeEntry, .reversedLamps, .bCar: return item.filmVariant.map { [.toggleVariant($0)] } ?? []
        case .speakTime: return [.speakTime]
        case .quit: return [.quit]
        }
    }

    /// Adds `results[index]`, or says inline why not and changes nothing.
    private mutating func add(resultAt index: Int, _ shows: OverlayShows) -> [OverlayEffect] {
        let city = results[index]
        var store = CityStore(cities: shows.cities)
        do {
            chosenSlot = try store.add(city)
            return [.citiesChanged(store.cities)]
        } catch {
            message = OverlayMessage(.refusal, error.message(shows.words))
            // Point at the row that already has it, so the refusal is visibly true.
            if case .duplicate = error, let slot = store.index(of: city) { chosenSlot = slot }
            return []
        }
    }

    private mutating func remove(at slot: Int, _ shows: OverlayShows) -> [OverlayEffect] {
        var store = CityStore(cities: shows.cities)
        guard store.remove(at: slot) != nil else { return [] }
        if let selected = selectedSlot(in: shows) {
            // Keep the same city selected if it survived; otherwise the one that took its place.
            chosenSlot = max(0, min(selected > slot ? selected - 1 : selected, store.count - 1))
        }
        return [.citiesChanged(store.cities)]
    }

    private mutating func moveSelectedCity(by step: Int, _ shows: OverlayShows) -> [OverlayEffect] {
        guard let slot = selectedSlot(in: shows) else { return [] }
        var store = CityStore(cities: shows.cities)
        let moved = step < 0 ? store.moveUp(at: slot) : store.moveDown(at: slot)
        guard let moved else { return [] }
        chosenSlot = moved
        focus = .cities
        return [.citiesChanged(store.cities)]
    }

    private mutating func reset(_ shows: OverlayShows) -> [OverlayEffect] {
        let before = CityStore(cities: shows.cities)
        var store = before
        store.reset(catalogue: catalogue)
        chosenSlot = 0
        let names = store.cities.map(\.name).joined(separator: ", ")
        message = OverlayMessage(.info, shows.words("Reset to %1$s", names))
        return store == before ? [] : [.citiesChanged(store.cities)]
    }

    /// Sets the search and everything that follows from it: results, highlight, scroll, focus.
    mutating func setQuery(_ text: String) {
        _ = search.handle(.query(text, results: catalogue.search(text)))
        scrollOffset = 0
        if text.isEmpty {
            _ = search.handle(.highlight(nil))
            focus = .cities
        } else {
            _ = search.handle(.highlight(results.isEmpty ? nil : 0))
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
}

// MARK: - What the panel and the menu write

extension OverlayPicture {
    /// The title, hint and placeholder for the mode shown.
    public var titleText: String { words(shows.mode == .movie ? SettingsOverlay.movieTitle : SettingsOverlay.title) }
    public var hintText: String {
        switch overlay.page {
        case .alarms: words(SettingsOverlay.alarmsHint)
        case .reminders: words(SettingsOverlay.remindersHint)
        case .timers: words(SettingsOverlay.timersHint)
        case .theme: words(SettingsOverlay.themeHint)
        case .mqtt: words(SettingsOverlay.mqttHint)
        case .time: words(SettingsOverlay.timeHint)
        case .cities: words(shows.mode == .movie ? SettingsOverlay.movieHint : SettingsOverlay.hint)
        }
    }
    /// Written at the far end of the empty search field: the time page shares the cities' tab,
    /// one page to the right, and the hint beside the tabs has no room to say so.
    public var timePagePointer: String { words("→ Exhibition · Departure") }

    public var placeholderText: String {
        words(shows.mode == .movie ? SettingsOverlay.movieSearchPlaceholder : SettingsOverlay.searchPlaceholder)
    }
    /// Shown in a selected-city row that no city fills (its face row is dark).
    public var emptySlotText: String { words("Empty row") }
    /// The title of each page's tab.
    public func tabTitle(_ page: OverlayPage) -> String {
        switch page {
        // The cities' tab names the time while it shows under it.
        case .cities: overlay.page == .time ? words(SettingsOverlay.timeTitle) : titleText
        case .time: words(SettingsOverlay.timeTitle)
        // The alarms' tab names the reminders while they show under it.
        case .alarms: words(overlay.page == .reminders ? SettingsOverlay.remindersTitle : SettingsOverlay.alarmsTitle)
        case .reminders: words(SettingsOverlay.remindersTitle)
        case .timers: words(SettingsOverlay.timersTitle)
        // The theme's tab names the MQTT link while it shows under it.
        case .theme: overlay.page == .mqtt ? SettingsOverlay.mqttTitle : words(SettingsOverlay.themeTitle)
        // The protocol's name, the same in every language.
        case .mqtt: SettingsOverlay.mqttTitle
        }
    }

    /// The words of a menu entry as they show now: the Theme entry names the theme showing, the
    /// Beep entry the beep's mode.
    public func title(of item: ContextMenuItem) -> String {
        switch item {
        case .theme: words("Theme: %1$s", shows.theme.title)
        case .beep: words("Beep: %1$s", words(shows.beep.title))
        case .displayMode: words("Display: %1$s", words(shows.displayMode.title))
        case .exhibition: shows.exhibition.map { words("Exhibition: %1$s", $0.settingsText) } ?? words(item.title)
        default: words(item.title)
        }
    }

    /// Whether `item` shows a check mark: a window behaviour, a display item or start at login
    /// that is on.
    public func isChecked(_ item: ContextMenuItem) -> Bool {
        guard item.isCheckable else { return false }
        if item == .startAtLogin { return shows.startAtLogin }
        if item == .exhibition { return shows.exhibition != nil }
        if let variant = item.filmVariant { return shows.variants.contains(variant) }
        return item.toggle.map(shows.windowToggles.contains) ?? item.displayAction.map(shows.displayChecks.contains) ?? false
    }

    /// The menu's geometry, when it is showing.
    public var menuLayout: ContextMenuLayout? {
        overlay.menu.map { overlay.layout.contextMenu(at: $0.anchor, note: menuNoteShown, longestItem: longestMenuItem) }
    }

    /// The menu's note line: a refusal while one stands (painted in amber), else the next alarm
    /// and reminder.
    public var menuNoteShown: String? { overlay.menu?.refusal ?? shows.menuNote }

    /// The most characters a menu item's title and shortcut have together, in the user's language.
    var longestMenuItem: Int {
        ContextMenuItem.allCases.map { title(of: $0).count + $0.shortcut.count }.max() ?? 0
    }

    /// The city being pressed or dragged; nil when the cities changed under it (the file edited
    /// mid-drag), since its rows mean nothing then.
    public var drag: OverlayDrag? {
        overlay.drag.flatMap { max($0.slot, $0.targetSlot) < shows.cities.count ? $0 : nil }
    }

    /// The slot Up/Down, Delete and Alt+arrows act on (`SettingsOverlay.selectedSlot(in:)`).
    public var selectedSlot: Int? { overlay.selectedSlot(in: shows) }

    /// The face slot `city` fills, if any: the painter marks such results with that row's colour.
    public func slot(of city: City) -> Int? {
        if shows.mode == .movie { return city == shows.movie.presentCity ? SettingsOverlay.presentRow : nil }
        return shows.cities.firstIndex(of: city)
    }

    /// Row texts for the selected cities at `instant`, top first.
    /// `zones` are the face's (which shows these cities); a city it lacks is asked of its resolver.
    public func cityDetails(at instant: Date, zones: ShownZones) -> [OverlayCityDetails] {
        var zones = zones
        zones.include(shows.cities)
        return shows.cities.map { OverlayCityDetails(city: $0, zone: zones.zone(of: $0), at: instant) }
    }
}
